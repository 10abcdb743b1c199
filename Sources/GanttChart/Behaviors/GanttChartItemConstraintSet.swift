public import TimelineCore

/// Constraints and deadlines of items, by item id (items not listed are
/// as soon as possible, without deadline).
///
/// ```swift
/// var constraints = GanttChartItemConstraintSet()
/// constraints[4] = .startNoEarlierThan(wednesday10)
/// constraints.deadlines[4] = friday16
/// ```
public struct GanttChartItemConstraintSet: Sendable, Equatable {
    /// The constraints by item id.
    public var constraints: [GanttChartItem.ID: GanttChartItemConstraint]
    /// The deadlines by item id.
    public var deadlines: [GanttChartItem.ID: Time]
    /// The manually scheduled items: auto-scheduling leaves their dates as
    /// they are (their successors still follow them), as Microsoft Project
    /// does with a manually scheduled task.
    public var manuallyScheduled: Set<GanttChartItem.ID> = []

    /// Creates a set.
    public init(_ constraints: [GanttChartItem.ID: GanttChartItemConstraint] = [:], deadlines: [GanttChartItem.ID: Time] = [:]) {
        self.constraints = constraints
        self.deadlines = deadlines
    }

    /// The constraint of an item, `nil` for none.
    public subscript(id: GanttChartItem.ID) -> GanttChartItemConstraint? {
        get { constraints[id] }
        set { constraints[id] = newValue }
    }
}
