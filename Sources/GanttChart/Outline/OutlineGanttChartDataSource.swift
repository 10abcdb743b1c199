public import TimelineCore

/// Supplies the rows, cells, chart items and dependencies of an
/// ``OutlineGanttChart``, and hears about the edits made in it — the
/// reference's data source callbacks, with rows named by id.
///
/// Only the structural members are required; the change notifications have
/// empty default implementations. ``OutlineGanttChartTreeDataSource`` is a
/// ready-made in-memory implementation.
public protocol OutlineGanttChartDataSource: AnyObject {
    /// The number of children of `row` (`nil`: the top-level rows).
    func outlineGanttChart(_ chart: OutlineGanttChart, numberOfChildrenOf row: OutlineGanttChartRow.ID?) -> Int
    /// The id of child `index` of `row` (`nil`: the top-level rows).
    func outlineGanttChart(_ chart: OutlineGanttChart, child index: Int, of row: OutlineGanttChartRow.ID?) -> OutlineGanttChartRow.ID
    /// Whether `row` can be expanded (it has or may load children).
    func outlineGanttChart(_ chart: OutlineGanttChart, isItemExpandable row: OutlineGanttChartRow.ID) -> Bool
    /// Whether `row` shows its children when the chart loads.
    func outlineGanttChart(_ chart: OutlineGanttChart, isItemInitiallyExpanded row: OutlineGanttChartRow.ID) -> Bool
    /// The text of a cell.
    func outlineGanttChart(_ chart: OutlineGanttChart, objectValueFor column: OutlineGanttChartColumn, row: OutlineGanttChartRow.ID) -> String
    /// Stores an edited cell, or throws to reject it (the old value stays).
    func outlineGanttChart(_ chart: OutlineGanttChart, setObjectValue value: String, for column: OutlineGanttChartColumn, row: OutlineGanttChartRow.ID) throws(OutlineGanttChartEditError)
    /// The chart items drawn on `row` (their `row` property is ignored).
    func outlineGanttChart(_ chart: OutlineGanttChart, chartItemsFor row: OutlineGanttChartRow.ID) -> [GanttChartItem]
    /// The dependencies between chart items; those with an end on a hidden
    /// (collapsed) row are not drawn.
    func dependencies(for chart: OutlineGanttChart) -> [GanttChartDependency]

    /// A chart item's time was changed in the chart (by a drag, a cell edit or a behavior).
    func outlineGanttChart(_ chart: OutlineGanttChart, timeDidChangeFor item: GanttChartItem, from oldTime: TimeRange)
    /// A chart item's completion was changed in the chart.
    func outlineGanttChart(_ chart: OutlineGanttChart, completionDidChangeFor item: GanttChartItem, from oldCompletion: Double)
    /// A chart item was moved to another row.
    func outlineGanttChart(_ chart: OutlineGanttChart, rowDidChangeFor item: GanttChartItem, from oldRow: OutlineGanttChartRow.ID, to newRow: OutlineGanttChartRow.ID)
    /// A chart item was added on `row`.
    func outlineGanttChart(_ chart: OutlineGanttChart, itemWasAdded item: GanttChartItem, to row: OutlineGanttChartRow.ID)
    /// A chart item was removed.
    func outlineGanttChart(_ chart: OutlineGanttChart, itemWasRemoved item: GanttChartItem)
    /// A dependency was added.
    func outlineGanttChart(_ chart: OutlineGanttChart, dependencyWasAdded dependency: GanttChartDependency)
    /// A dependency was removed.
    func outlineGanttChart(_ chart: OutlineGanttChart, dependencyWasRemoved dependency: GanttChartDependency)
}

extension OutlineGanttChartDataSource {
    public func outlineGanttChart(_ chart: OutlineGanttChart, isItemInitiallyExpanded row: OutlineGanttChartRow.ID) -> Bool { true }
    public func outlineGanttChart(_ chart: OutlineGanttChart, setObjectValue value: String, for column: OutlineGanttChartColumn, row: OutlineGanttChartRow.ID) throws(OutlineGanttChartEditError) {
        throw OutlineGanttChartEditError(row: row, column: column.title, text: value, reason: "this data source does not edit cells")
    }
    public func dependencies(for chart: OutlineGanttChart) -> [GanttChartDependency] { [] }
    public func outlineGanttChart(_ chart: OutlineGanttChart, timeDidChangeFor item: GanttChartItem, from oldTime: TimeRange) {}
    public func outlineGanttChart(_ chart: OutlineGanttChart, completionDidChangeFor item: GanttChartItem, from oldCompletion: Double) {}
    public func outlineGanttChart(_ chart: OutlineGanttChart, rowDidChangeFor item: GanttChartItem, from oldRow: OutlineGanttChartRow.ID, to newRow: OutlineGanttChartRow.ID) {}
    public func outlineGanttChart(_ chart: OutlineGanttChart, itemWasAdded item: GanttChartItem, to row: OutlineGanttChartRow.ID) {}
    public func outlineGanttChart(_ chart: OutlineGanttChart, itemWasRemoved item: GanttChartItem) {}
    public func outlineGanttChart(_ chart: OutlineGanttChart, dependencyWasAdded dependency: GanttChartDependency) {}
    public func outlineGanttChart(_ chart: OutlineGanttChart, dependencyWasRemoved dependency: GanttChartDependency) {}
}
