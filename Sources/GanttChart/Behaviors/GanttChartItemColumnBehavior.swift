/// At most one item per row, like a list whose rows are the items.
///
/// When an item moves to (or is added on) a row that another item uses, the
/// other item takes the moved item's old row when it is free, else the first
/// free row after the conflicting one: moving item 1 from row 0 to row 2,
/// where item 3 is, puts item 3 on row 0. Applied on demand, every extra
/// item of a row moves to the first free row after it (ascending id keeps
/// its row).
public final class GanttChartItemColumnBehavior: GanttChartItemBehavior {
    /// Creates the behavior.
    public init() {}

    /// Resolves the row conflicts the changes caused (all of them on demand).
    /// - Complexity: O(n) to group items by row, plus the free-row searches.
    public func apply(in manager: GanttChartItemManager, after changes: [GanttChartEdit]) {
        var byRow: [Int: [GanttChartItem.ID]] = [:]
        for item in manager.source.items { byRow[item.row, default: []].append(item.id) }
        func firstFreeRow(after row: Int) -> Int {
            var candidate = row + 1
            while byRow[candidate] != nil { candidate += 1 }
            return candidate
        }
        func move(_ id: GanttChartItem.ID, from row: Int, to target: Int) {
            byRow[row]?.removeAll { $0 == id }
            if byRow[row]?.isEmpty == true { byRow[row] = nil }
            byRow[target, default: []].append(id)
            try? manager.updateRow(for: id, to: target)
        }
        if changes.isEmpty {
            for row in byRow.keys.sorted() {
                guard let ids = byRow[row], ids.count > 1 else { continue }
                for id in ids.sorted().dropFirst() { move(id, from: row, to: firstFreeRow(after: row)) }
            }
            return
        }
        for change in changes {
            let id: GanttChartItem.ID
            var oldRow: Int?
            switch change {
            case let .row(changed, from: old, to: _):
                id = changed
                oldRow = old
            case let .itemAdded(added):
                id = added.id
            default:
                continue
            }
            guard let item = manager.item(withID: id) else { continue }
            for other in (byRow[item.row] ?? []).sorted() where other != id {
                let target = oldRow.flatMap { byRow[$0] == nil ? $0 : nil } ?? firstFreeRow(after: item.row)
                move(other, from: item.row, to: target)
            }
        }
    }
}
