public import TimelineCore

/// A shared manager's items as one viewer's outline shows them: the items of
/// the visible rows, renumbered to those rows, and the dependencies between
/// them, with links to items hidden under a collapsed row drawn to that
/// row's main item (see ``filteredDependencies(rows:timeline:)``). Made by
/// ``OutlineGanttChart/visibleItems(of:)``, so a host can draw a variant of
/// the manager's items (with the critical path highlighted, say) through a
/// viewer's expansion, and map the rows it draws back to the manager's
/// (``managerRow(forRow:)``, for ``GanttChartInteraction/rowMapping``).
public struct OutlineGanttChartVisibleItems: GanttChartCollectionProvider, Sendable {
    /// The items on the manager's rows.
    public let source: GanttChartItemSource
    /// The manager row of each visible row, ascending.
    let modelRows: [Int]
    /// The visible row of each shown row, by row id (a shared outline's row id is its manager row).
    let visibleIndexByRow: OutlineGanttChartRowIndex
    /// The main item of each collapsed visible row that hides rows, by manager row.
    let collapsedMainItems: [Int: GanttChartItem.ID]
    /// The number of the outline's rows (shown or not).
    let managerRowCount: Int
    /// For a filtered or sorted view (rows not all shown, or not in outline
    /// order): the collapsed shown row that draws each row hidden under it, by
    /// manager row; a hidden row without one (filtered out) is not drawn.
    /// `nil`: the rows are in outline order, a hidden row is under the nearest shown row above it.
    let collapsedOwners: [Int: Int]?
    /// For a filtered or sorted view: the manager rows of each collapsed shown row's block, by manager row.
    let collapsedBlocks: [Int: Range<Int>]

    init(source: GanttChartItemSource, modelRows: [Int], visibleIndexByRow: OutlineGanttChartRowIndex,
         collapsedMainItems: [Int: GanttChartItem.ID] = [:], managerRowCount: Int? = nil,
         collapsedOwners: [Int: Int]? = nil, collapsedBlocks: [Int: Range<Int>] = [:]) {
        self.source = source
        self.modelRows = modelRows
        self.visibleIndexByRow = visibleIndexByRow
        self.collapsedMainItems = collapsedMainItems
        self.collapsedOwners = collapsedOwners
        self.collapsedBlocks = collapsedBlocks
        self.managerRowCount = max(managerRowCount ?? source.totalRowCount, (modelRows.last ?? -1) + 1)
    }

    public var totalRowCount: Int { modelRows.count }
    public var preferredTimeline: TimeRange? { source.preferredTimeline }

    /// - Complexity: O(r log n + c) as ``GanttChartItemSource/filteredItems(rows:timeline:)``
    ///   over the manager rows from the first to the last visible row asked for
    ///   (a filtered or sorted view: one query per row asked for).
    public func filteredItems(rows: Range<Int>, timeline: TimeRange) -> [GanttChartItem] {
        if collapsedOwners != nil {
            // Rows in any order: one query per row asked for.
            return rows.clamped(to: 0..<modelRows.count).flatMap { row in
                source.filteredItems(rows: modelRows[row]..<(modelRows[row] + 1), timeline: timeline).compactMap(shown)
            }
        }
        guard let model = modelRange(rows) else { return [] }
        return source.filteredItems(rows: model, timeline: timeline).compactMap(shown)
    }

    /// The links of the items on `rows` as the outline draws them: a link
    /// whose end is hidden under a collapsed row is drawn to (or from) that
    /// row's main item, several such links between the same drawn items
    /// once, and none inside one collapsed row's block. A folded link keeps
    /// its id; its `from` and `to` are the drawn items.
    /// - Complexity: O(r log n + c + d log d) over the manager rows from the
    ///   first visible row asked for to the end of the last one's block
    ///   (hidden rows included), d the links found.
    public func filteredDependencies(rows: Range<Int>, timeline: TimeRange) -> [GanttChartDependency] {
        let clamped = rows.clamped(to: 0..<modelRows.count)
        guard let first = clamped.first, let last = clamped.last else { return [] }
        if collapsedOwners != nil {
            // Each row asked for, with the rows hidden under it when it is collapsed.
            var seen = Set<GanttChartDependency.ID>()
            var found: [GanttChartDependency] = []
            for row in clamped {
                let model = modelRows[row]
                for dependency in source.filteredDependencies(rows: collapsedBlocks[model] ?? model..<(model + 1), timeline: timeline)
                where seen.insert(dependency.id).inserted {
                    found.append(dependency)
                }
            }
            return OutlineGanttChartDependencyFolding.fold(found) { drawnItem(for: $0) }
        }
        // The last row's hidden rows too: their links are drawn at it.
        let end = last + 1 < modelRows.count ? modelRows[last + 1] : managerRowCount
        let dependencies = source.filteredDependencies(rows: modelRows[first]..<end, timeline: timeline)
        return OutlineGanttChartDependencyFolding.fold(dependencies) { drawnItem(for: $0) }
    }

    public func item(withID id: GanttChartItem.ID) -> GanttChartItem? { source.item(withID: id).flatMap(shown) }

    /// The visible row of a manager row, or `nil` when it is hidden.
    public func visibleRow(forModelRow row: Int) -> Int? { visibleIndexByRow[OutlineGanttChartRow.ID(row)] }

    /// The manager row shown at a visible row.
    public func modelRow(forVisibleRow row: Int) -> Int? { modelRows.indices.contains(row) ? modelRows[row] : nil }

    /// The manager row drawn at visible row `row`; below the last visible
    /// row, the rows follow the outline's last row (so a bar created or moved
    /// there lands after every row, hidden ones included).
    /// - Complexity: O(1).
    public func managerRow(forRow row: Int) -> Int {
        if let shown = modelRow(forVisibleRow: row) { return shown }
        return row < 0 ? row : managerRowCount + (row - modelRows.count)
    }

    /// The item drawn for `id`: itself when its row is shown, the main item
    /// of the collapsed row that hides it, else `nil`.
    /// - Complexity: O(log v) for v visible rows.
    public func drawnItem(for id: GanttChartItem.ID) -> GanttChartItem.ID? {
        guard let row = source.item(withID: id)?.row else { return nil }
        if visibleIndexByRow[OutlineGanttChartRow.ID(row)] != nil { return id }
        if let collapsedOwners { return collapsedOwners[row].flatMap { collapsedMainItems[$0] } }
        // A hidden row is in the block of the nearest visible row above it: its collapsed ancestor.
        let above = modelRows.partitioningIndex(in: modelRows.indices) { $0 >= row } - 1
        guard above >= 0 else { return nil }
        return collapsedMainItems[modelRows[above]]
    }

    private func modelRange(_ rows: Range<Int>) -> Range<Int>? {
        let clamped = rows.clamped(to: 0..<modelRows.count)
        guard let first = clamped.first, let last = clamped.last else { return nil }
        return modelRows[first]..<(modelRows[last] + 1)
    }

    private func shown(_ item: GanttChartItem) -> GanttChartItem? {
        guard let index = visibleIndexByRow[OutlineGanttChartRow.ID(item.row)] else { return nil }
        var moved = item
        moved.row = index
        return moved
    }
}
