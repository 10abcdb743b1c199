/// The rows of an item manager read as an outline, the way
/// ``OutlineGanttChartManagerDataSource`` shows them: a row's main item is
/// its lowest-id item, and a row nests under the row of its main item's
/// parent when that row is an open row above it; otherwise (no item, a
/// parent below, a closed block) it is top-level. Descendants of a row are
/// therefore the contiguous rows right below it.
struct GanttChartRowOutline {
    /// The main item of each row `0..<rowCount` (`nil` for an empty row).
    private(set) var mainItems: [GanttChartItem?]
    /// The parent row of each row, `nil` at the top level.
    private(set) var parentRows: [Int?]

    /// Reads the manager's rows.
    /// - Complexity: O(n + r) for n items and r rows (``GanttChartItemManager/totalRowCount``).
    init(manager: GanttChartItemManager) {
        let rowCount = manager.source.totalRowCount
        var main = [GanttChartItem?](repeating: nil, count: rowCount)
        for item in manager.source.items where item.row < rowCount {
            if main[item.row].map({ item.id < $0.id }) ?? true { main[item.row] = item }
        }
        var parents = [Int?](repeating: nil, count: rowCount)
        var open: [Int] = []
        for row in 0..<rowCount {
            let parentRow = main[row].flatMap { manager.parent(of: $0.id) }.flatMap { manager.item(withID: $0)?.row }
            if let parentRow, parentRow < row, let depth = open.lastIndex(of: parentRow) {
                open.removeSubrange((depth + 1)...)
                parents[row] = parentRow
            } else {
                open.removeAll()
            }
            open.append(row)
        }
        mainItems = main
        parentRows = parents
    }

    var rowCount: Int { parentRows.count }

    /// The main item of `row`, `nil` for an empty row or a row past the last.
    func mainItem(onRow row: Int) -> GanttChartItem? { mainItems.indices.contains(row) ? mainItems[row] : nil }

    /// The parent row of `row` (`nil` at the top level or past the last row).
    func parentRow(of row: Int) -> Int? { parentRows.indices.contains(row) ? parentRows[row] : nil }

    /// Whether `ancestor` is a row above `row` that `row` nests under (at any depth).
    func isDescendant(_ row: Int, of ancestor: Int) -> Bool {
        var current = parentRow(of: row)
        while let parent = current {
            if parent == ancestor { return true }
            current = parentRow(of: parent)
        }
        return false
    }

    /// One past the last row of `row`'s block (the row and its descendants).
    func blockEnd(of row: Int) -> Int {
        var end = row + 1
        while end < rowCount, isDescendant(end, of: row) { end += 1 }
        return end
    }

    /// The sibling right above `row` (same parent row), or `nil` for the first child or first top-level row.
    func previousSibling(of row: Int) -> Int? {
        let parent = parentRow(of: row)
        var candidate = min(row, rowCount) - 1
        while candidate >= 0 {
            if candidate == parent { return nil }
            if parentRows[candidate] == parent { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// The sibling right below `row`'s block, or `nil` for the last one.
    func nextSibling(of row: Int) -> Int? {
        let end = blockEnd(of: row)
        return end < rowCount && parentRows[end] == parentRow(of: row) ? end : nil
    }
}
