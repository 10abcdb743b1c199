import TimelineCore

/// Outline row id → position in a list of rows (a row view's rows): an
/// array indexed by the id when the ids are a shared chart's manager rows
/// (`0..<bound`), a dictionary otherwise. Building or reading the array
/// costs no hashing, which matters at 100 000 rows.
struct OutlineGanttChartRowIndex: Sendable {
    /// Position + 1 by row id, 0 for a row not in the list (when dense).
    private var positions: [Int32] = []
    private var byID: [OutlineGanttChartRow.ID: Int]?

    /// An empty list.
    init() {}

    /// The positions of `rows`' ids; dense when every id is in `0..<bound`.
    init<Rows: Collection>(_ rows: Rows, id: (Rows.Element) -> OutlineGanttChartRow.ID, bound: Int?) {
        if let bound, bound <= Int(Int32.max) - 1 {
            // One pass; an id out of bounds turns it into a dictionary.
            var positions = [Int32](repeating: 0, count: bound)
            let isDense = positions.withUnsafeMutableBufferPointer { positions in
                var position: Int32 = 1
                for row in rows {
                    let raw = id(row).rawValue
                    guard raw >= 0, raw < bound else { return false }
                    positions[raw] = position
                    position += 1
                }
                return true
            }
            if isDense {
                self.positions = positions
                return
            }
        }
        var byID: [OutlineGanttChartRow.ID: Int] = [:]
        byID.reserveCapacity(rows.count)
        for (position, row) in rows.enumerated() { byID[id(row)] = position }
        self.byID = byID
    }

    /// Whether the ids are indices into an array (a shared chart's manager rows).
    var isDense: Bool { byID == nil }

    /// Calls `body` with the dense array (position + 1 by row id, 0 for a
    /// row not in the list) for a scan of many rows without a call per
    /// look-up; `nil` when the index is not dense.
    func withDensePositions<Result>(_ body: (UnsafeBufferPointer<Int32>) -> Result) -> Result? {
        guard byID == nil else { return nil }
        return positions.withUnsafeBufferPointer(body)
    }

    /// The position of row `id`, `nil` when it is not in the list.
    /// - Complexity: O(1) (on average, when not dense).
    subscript(id: OutlineGanttChartRow.ID) -> Int? {
        if let byID { return byID[id] }
        let raw = id.rawValue
        guard positions.indices.contains(raw) else { return nil }
        let position = Int(positions[raw])
        return position == 0 ? nil : position - 1
    }
}
