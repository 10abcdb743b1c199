public import TimelineCore

/// One edit a ``GanttChartItemManager`` made, as its ``GanttChartItemBehavior``
/// receives it (with the old value where there is one).
public enum GanttChartItemChange: Sendable, Equatable {
    /// An item's time changed from the given range.
    case time(GanttChartItem.ID, from: TimeRange)
    /// An item's completion changed from the given value.
    case completion(GanttChartItem.ID, from: Double)
    /// An item moved from the given row.
    case row(GanttChartItem.ID, from: Int)
    /// An item was added.
    case itemAdded(GanttChartItem.ID)
    /// An item was removed.
    case itemRemoved(GanttChartItem.ID)
    /// A dependency was added.
    case dependencyAdded(GanttChartDependency.ID)
    /// A dependency was removed (it is gone from the source).
    case dependencyRemoved(GanttChartDependency)

    /// The item concerned, or the successor of a dependency change.
    public var itemID: GanttChartItem.ID? {
        switch self {
        case let .time(id, _), let .completion(id, _), let .row(id, _), let .itemAdded(id), let .itemRemoved(id): id
        case .dependencyAdded: nil
        case let .dependencyRemoved(dependency): dependency.to
        }
    }
}
