public import GanttChart
public import TimelineCore

/// The chart rows a session sees when it has collapsed summaries: the
/// collapsed summaries' descendants are hidden, a row whose items are all
/// hidden disappears, and the rows below move up.
///
/// Rows are mapped both ways: a *model row* is an item's `row`, a *display
/// row* is where the session draws it. With summary 1 (row 0) collapsed over
/// children on rows 1 and 2, model row 3 is display row 1, and display row 1
/// is model row 3.
public struct CollapsedRows: Sendable, Equatable {
    /// The items hidden under collapsed summaries.
    public private(set) var hiddenItems: Set<GanttChartItem.ID> = []
    /// The model rows that disappear (every item on them is hidden), ascending.
    public private(set) var hiddenRows: [Int] = []

    /// Computes what `collapsed` hides.
    /// - Parameters:
    ///   - collapsed: The collapsed summaries.
    ///   - hierarchy: Parent → children.
    ///   - source: The items.
    /// - Complexity: O(h log n) for h hidden items.
    public init(collapsed: Set<GanttChartItem.ID>, hierarchy: GanttChartItemHierarchy, source: GanttChartItemSource) {
        for summary in collapsed.sorted() where source.item(withID: summary) != nil {
            for descendant in hierarchy.descendants(of: summary) where source.item(withID: descendant) != nil {
                hiddenItems.insert(descendant)
            }
        }
        guard let timeline = source.preferredTimeline else { return }
        var rows = Set<Int>()
        for id in hiddenItems {
            guard let row = source.item(withID: id)?.row, !rows.contains(row) else { continue }
            if source.filteredItems(rows: row..<(row + 1), timeline: timeline).allSatisfy({ hiddenItems.contains($0.id) }) {
                rows.insert(row)
            }
        }
        hiddenRows = rows.sorted()
    }

    /// Whether nothing is hidden.
    public var isEmpty: Bool { hiddenItems.isEmpty }

    /// The display row of a model row that is not hidden.
    /// - Complexity: O(log r) for r hidden rows.
    public func displayRow(forModelRow row: Int) -> Int { row - hiddenRowCount(below: row) }

    /// The model row shown at a display row.
    /// - Complexity: O(r) for r hidden rows.
    public func modelRow(forDisplayRow row: Int) -> Int {
        var model = row
        for hidden in hiddenRows {
            guard hidden <= model else { break }
            model += 1
        }
        return model
    }

    /// How many hidden rows lie above `row`.
    private func hiddenRowCount(below row: Int) -> Int {
        var low = 0, high = hiddenRows.count
        while low < high {
            let middle = (low + high) / 2
            if hiddenRows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// A session's chart data with collapsed summaries: the source's items with
/// hidden ones left out and rows renumbered (see ``CollapsedRows``).
struct CollapsedRowsProvider: GanttChartCollectionProvider {
    let source: GanttChartItemSource
    let rows: CollapsedRows

    var totalRowCount: Int { max(0, source.totalRowCount - rows.hiddenRows.count) }

    var preferredTimeline: TimeRange? { source.preferredTimeline }

    func filteredItems(rows range: Range<Int>, timeline: TimeRange) -> [GanttChartItem] {
        guard let model = modelRange(range) else { return [] }
        return source.filteredItems(rows: model, timeline: timeline).compactMap(shown)
    }

    func filteredDependencies(rows range: Range<Int>, timeline: TimeRange) -> [GanttChartDependency] {
        guard let model = modelRange(range) else { return [] }
        return source.filteredDependencies(rows: model, timeline: timeline).filter {
            !rows.hiddenItems.contains($0.from) && !rows.hiddenItems.contains($0.to)
        }
    }

    func item(withID id: GanttChartItem.ID) -> GanttChartItem? { source.item(withID: id).flatMap(shown) }

    private func modelRange(_ range: Range<Int>) -> Range<Int>? {
        guard !range.isEmpty else { return nil }
        return rows.modelRow(forDisplayRow: range.lowerBound)..<(rows.modelRow(forDisplayRow: range.upperBound - 1) + 1)
    }

    private func shown(_ item: GanttChartItem) -> GanttChartItem? {
        guard !rows.hiddenItems.contains(item.id) else { return nil }
        var moved = item
        moved.row = rows.displayRow(forModelRow: item.row)
        return moved
    }
}
