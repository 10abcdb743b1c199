public import TimelineCore

/// Receives the edits a ``GanttChartItemManager`` made, after they are stored,
/// with the old values where there are some. Every method has a default no-op
/// implementation, so observers implement only what they need.
public protocol GanttChartItemObserver: AnyObject {
    /// The manager made an edit (after it is stored). Every edit arrives
    /// here; the default implementation passes it on to the matching
    /// method below, so observers implement either this or those.
    func itemManager(_ manager: GanttChartItemManager, didApply edit: GanttChartEdit)
    /// An item was added.
    func itemWasAdded(_ item: GanttChartItem)
    /// An item's time changed from `oldTime`.
    func timeDidChange(for item: GanttChartItem, from oldTime: TimeRange)
    /// An item's completion changed from `oldCompletion`.
    func completionDidChange(for item: GanttChartItem, from oldCompletion: Double)
    /// An item moved from `oldRow`.
    func rowDidChange(for item: GanttChartItem, from oldRow: Int)
    /// An item was removed (its dependencies were reported removed first).
    func itemWasRemoved(_ item: GanttChartItem)
    /// A dependency was added.
    func dependencyWasAdded(_ dependency: GanttChartDependency)
    /// A dependency was removed.
    func dependencyWasRemoved(_ dependency: GanttChartDependency)
    /// The collection was replaced or edited outside the manager.
    func collectionDidChange()
    /// An item's `settings.isHighlighted` changed from `oldValue`.
    func highlightDidChange(for item: GanttChartItem, from oldValue: Bool?)
    /// One of an item's baselines changed from `oldBaseline` (the
    /// ``GanttChartEdit/baseline(_:number:from:to:)`` edit says which).
    func baselineDidChange(for item: GanttChartItem, from oldBaseline: TimeRange?)
    /// A dependency's `settings.isHighlighted` changed from `oldValue`.
    func dependencyHighlightDidChange(for dependency: GanttChartDependency, from oldValue: Bool?)
}

extension GanttChartItemObserver {
    /// Passes the edit on to the method for its kind (label, attachment,
    /// details, type, parent, constraint, deadline, manual scheduling,
    /// calendar, lag and dependency type edits have none).
    public func itemManager(_ manager: GanttChartItemManager, didApply edit: GanttChartEdit) {
        switch edit {
        case let .time(id, from, _): manager.item(withID: id).map { timeDidChange(for: $0, from: from) }
        case let .completion(id, from, _): manager.item(withID: id).map { completionDidChange(for: $0, from: from) }
        case let .row(id, from, _): manager.item(withID: id).map { rowDidChange(for: $0, from: from) }
        case let .baseline(id, _, from, _): manager.item(withID: id).map { baselineDidChange(for: $0, from: from) }
        case let .itemHighlight(id, from, _): manager.item(withID: id).map { highlightDidChange(for: $0, from: from) }
        case let .dependencyHighlight(id, from, _): manager.dependency(withID: id).map { dependencyHighlightDidChange(for: $0, from: from) }
        case let .itemAdded(item): itemWasAdded(item)
        case let .itemRemoved(item): itemWasRemoved(item)
        case let .dependencyAdded(dependency): dependencyWasAdded(dependency)
        case let .dependencyRemoved(dependency): dependencyWasRemoved(dependency)
        case .label, .attachment, .details, .itemType, .parent, .constraint, .deadline, .manualScheduling, .schedule, .dependencyType, .lag: break
        }
    }

    /// Does nothing.
    public func itemWasAdded(_ item: GanttChartItem) {}
    /// Does nothing.
    public func timeDidChange(for item: GanttChartItem, from oldTime: TimeRange) {}
    /// Does nothing.
    public func completionDidChange(for item: GanttChartItem, from oldCompletion: Double) {}
    /// Does nothing.
    public func rowDidChange(for item: GanttChartItem, from oldRow: Int) {}
    /// Does nothing.
    public func itemWasRemoved(_ item: GanttChartItem) {}
    /// Does nothing.
    public func dependencyWasAdded(_ dependency: GanttChartDependency) {}
    /// Does nothing.
    public func dependencyWasRemoved(_ dependency: GanttChartDependency) {}
    /// Does nothing.
    public func collectionDidChange() {}
    /// Does nothing.
    public func highlightDidChange(for item: GanttChartItem, from oldValue: Bool?) {}
    /// Does nothing.
    public func baselineDidChange(for item: GanttChartItem, from oldBaseline: TimeRange?) {}
    /// Does nothing.
    public func dependencyHighlightDidChange(for dependency: GanttChartDependency, from oldValue: Bool?) {}
}
