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

extension MSProjectLinkType {
    /// The MSPDI link type of a Gantt chart dependency type.
    public init(_ type: GanttChartDependency.DependencyType) {
        switch type {
        case .fromFinishToStart: self = .finishToStart
        case .fromStartToStart: self = .startToStart
        case .fromFinishToFinish: self = .finishToFinish
        case .fromStartToFinish: self = .startToFinish
        }
    }
}
