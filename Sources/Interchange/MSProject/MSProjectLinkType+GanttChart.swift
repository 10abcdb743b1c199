public import GanttChart

extension MSProjectLinkType {
    /// The matching Gantt chart dependency type.
    public var ganttChartDependencyType: GanttChartDependency.DependencyType {
        switch self {
        case .finishToFinish: .fromFinishToFinish
        case .finishToStart: .fromFinishToStart
        case .startToFinish: .fromStartToFinish
        case .startToStart: .fromStartToStart
        }
    }
}
