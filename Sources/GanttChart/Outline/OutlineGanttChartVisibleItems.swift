public import TimelineCore

/// A shared manager's items as one viewer's outline shows them: the items of
/// the visible rows, renumbered to those rows, and the dependencies whose two
/// ends are shown. Made by ``OutlineGanttChart/visibleItems(of:)``, so a host
/// can draw a variant of the manager's items (with the critical path
/// highlighted, say) through a viewer's expansion.
public struct OutlineGanttChartVisibleItems: GanttChartCollectionProvider, Sendable {
    /// The items on the manager's rows.
    public let source: GanttChartItemSource
    /// The manager row of each visible row, ascending.
    let modelRows: [Int]
    /// The visible row of each shown manager row.
    let visibleIndexByModelRow: [Int: Int]

    public var totalRowCount: Int { modelRows.count }
    public var preferredTimeline: TimeRange? { source.preferredTimeline }

    /// - Complexity: O(r log n + c) as ``GanttChartItemSource/filteredItems(rows:timeline:)``
    ///   over the manager rows from the first to the last visible row asked for.
    public func filteredItems(rows: Range<Int>, timeline: TimeRange) -> [GanttChartItem] {
        guard let model = modelRange(rows) else { return [] }
        return source.filteredItems(rows: model, timeline: timeline).compactMap(shown)
    }

    public func filteredDependencies(rows: Range<Int>, timeline: TimeRange) -> [GanttChartDependency] {
        guard let model = modelRange(rows) else { return [] }
        return source.filteredDependencies(rows: model, timeline: timeline).filter { isShown($0.from) && isShown($0.to) }
    }

    public func item(withID id: GanttChartItem.ID) -> GanttChartItem? { source.item(withID: id).flatMap(shown) }

    /// The visible row of a manager row, or `nil` when it is hidden.
    public func visibleRow(forModelRow row: Int) -> Int? { visibleIndexByModelRow[row] }

    /// The manager row shown at a visible row.
    public func modelRow(forVisibleRow row: Int) -> Int? { modelRows.indices.contains(row) ? modelRows[row] : nil }

    private func isShown(_ id: GanttChartItem.ID) -> Bool {
        source.item(withID: id).map { visibleIndexByModelRow[$0.row] != nil } ?? false
    }

    private func modelRange(_ rows: Range<Int>) -> Range<Int>? {
        let clamped = rows.clamped(to: 0..<modelRows.count)
        guard let first = clamped.first, let last = clamped.last else { return nil }
        return modelRows[first]..<(modelRows[last] + 1)
    }

    private func shown(_ item: GanttChartItem) -> GanttChartItem? {
        guard let index = visibleIndexByModelRow[item.row] else { return nil }
        var moved = item
        moved.row = index
        return moved
    }
}
