public import TimelineCore

/// One edit of the model, with the values before and after: what
/// ``GanttChartEffect/modelChanged(_:)`` reports and what
/// ``GanttChartUndoManager`` reverses.
public enum GanttChartModelChange: Sendable, Equatable {
    /// An item's time changed.
    case time(GanttChartItem.ID, from: TimeRange, to: TimeRange)
    /// An item's completion changed.
    case completion(GanttChartItem.ID, from: Double, to: Double)
    /// An item moved to another row.
    case row(GanttChartItem.ID, from: Int, to: Int)
    /// An item was added (as stored).
    case itemAdded(GanttChartItem)
    /// An item was removed (as it was).
    case itemRemoved(GanttChartItem)
    /// A dependency was added (as stored).
    case dependencyAdded(GanttChartDependency)
    /// A dependency was removed (as it was).
    case dependencyRemoved(GanttChartDependency)
    /// An item's highlight changed (behaviors such as the critical path).
    case itemHighlight(GanttChartItem.ID, from: Bool?, to: Bool?)
    /// A dependency's highlight changed.
    case dependencyHighlight(GanttChartDependency.ID, from: Bool?, to: Bool?)
    /// An item's baseline changed.
    case baseline(GanttChartItem.ID, from: TimeRange?, to: TimeRange?)

    /// The change that undoes this one.
    public var inverse: GanttChartModelChange {
        switch self {
        case let .time(id, from, to): .time(id, from: to, to: from)
        case let .completion(id, from, to): .completion(id, from: to, to: from)
        case let .row(id, from, to): .row(id, from: to, to: from)
        case let .itemAdded(item): .itemRemoved(item)
        case let .itemRemoved(item): .itemAdded(item)
        case let .dependencyAdded(dependency): .dependencyRemoved(dependency)
        case let .dependencyRemoved(dependency): .dependencyAdded(dependency)
        case let .itemHighlight(id, from, to): .itemHighlight(id, from: to, to: from)
        case let .dependencyHighlight(id, from, to): .dependencyHighlight(id, from: to, to: from)
        case let .baseline(id, from, to): .baseline(id, from: to, to: from)
        }
    }
}
