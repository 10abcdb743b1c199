public import ProjectScheduling
public import TimelineCore

extension TypedID where Owner == GanttChartItem {
    /// The id of the plan task made from this item (the same integer; see
    /// `ProjectPlan(manager:hierarchy:constraints:lags:start:)`).
    public var taskID: ProjectPlan.TaskID { ProjectPlan.TaskID(rawValue: rawValue) }
}

extension TypedID where Owner == ProjectPlan.Task {
    /// The id of the item a plan task was made from (the same integer).
    public var itemID: GanttChartItem.ID { GanttChartItem.ID(rawValue: rawValue) }
}

extension TypedID where Owner == GanttChartDependency {
    /// The id of the plan link made from this dependency (the same integer).
    public var linkID: ProjectPlan.Link.ID { ProjectPlan.Link.ID(rawValue: rawValue) }
}

extension TypedID where Owner == ProjectPlan.Link {
    /// The id of the dependency a plan link was made from (the same integer).
    public var dependencyID: GanttChartDependency.ID { GanttChartDependency.ID(rawValue: rawValue) }
}

extension ProjectLinkType {
    /// The link type of a dependency type (same case names).
    public init(_ type: GanttChartDependency.DependencyType) {
        switch type {
        case .fromFinishToStart: self = .fromFinishToStart
        case .fromStartToStart: self = .fromStartToStart
        case .fromFinishToFinish: self = .fromFinishToFinish
        case .fromStartToFinish: self = .fromStartToFinish
        }
    }
}

extension GanttChartDependency.DependencyType {
    /// The dependency type of a plan link type (same case names).
    public init(_ type: ProjectLinkType) {
        switch type {
        case .fromFinishToStart: self = .fromFinishToStart
        case .fromStartToStart: self = .fromStartToStart
        case .fromFinishToFinish: self = .fromFinishToFinish
        case .fromStartToFinish: self = .fromStartToFinish
        }
    }
}
