public import TimelineCore

/// Receives the edits a ``GanttChartItemManager`` made, after they are stored,
/// with the old values where there are some. Every method has a default no-op
/// implementation, so observers implement only what they need.
public protocol GanttChartItemObserver: AnyObject {
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
    /// An item's baseline changed from `oldBaseline`.
    func baselineDidChange(for item: GanttChartItem, from oldBaseline: TimeRange?)
    /// A dependency's `settings.isHighlighted` changed from `oldValue`.
    func dependencyHighlightDidChange(for dependency: GanttChartDependency, from oldValue: Bool?)
}

extension GanttChartItemObserver {
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
