import GanttChart
import TimelineCore

/// A plan of the same density at every size: 16 items a row, one every three
/// days, 1–2 days long; a third link to the next one on their row, and
/// every eighth to the item below. A 60-row × 2-week viewport (plus margins) shows about
/// 460 bars and 200 dependency lines wherever it looks.
enum DensePlan {
    static let itemsPerRow = 16
    static let origin = Time(year: 2025, month: 1, day: 6)

    static func hash(_ value: Int) -> UInt64 {
        var z = UInt64(bitPattern: Int64(value)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The time of item `index`, without making the item (labels and all).
    static func time(_ index: Int) -> TimeRange {
        let h = hash(index)
        let slot = index % itemsPerRow
        let start = origin.adding(seconds: Double(slot * 72 + Int(h % 12)) * 3_600)
        let hours = Double(24 + Int((h >> 8) % 25))
        return TimeRange(start..<start.adding(seconds: hours * 3_600))
    }

    static func item(_ index: Int) -> GanttChartItem {
        let h = hash(index)
        return GanttChartItem(id: GanttChartItem.ID(index), label: "Task \(index)", row: index / itemsPerRow,
                              time: time(index),
                              completion: Double((h >> 16) % 5) / 4, attachment: (h >> 20) % 3 == 0 ? "Team \(index % 7)" : nil)
    }

    static func dependencies(from index: Int, count: Int) -> [GanttChartDependency] {
        var result: [GanttChartDependency] = []
        forEachDependency(from: index, count: count) { result.append($0) }
        return result
    }

    /// Calls `body` with the links leaving item `index` (without making an array).
    static func forEachDependency(from index: Int, count: Int, _ body: (GanttChartDependency) -> Void) {
        let h = hash(index)
        if index % itemsPerRow != itemsPerRow - 1, index + 1 < count, (h >> 24) % 3 == 0 {
            body(GanttChartDependency(id: GanttChartDependency.ID(index * 2), from: GanttChartItem.ID(index), to: GanttChartItem.ID(index + 1)))
        }
        if index % 8 == 0, index + itemsPerRow + 1 < count {
            body(GanttChartDependency(id: GanttChartDependency.ID(index * 2 + 1), from: GanttChartItem.ID(index), to: GanttChartItem.ID(index + itemsPerRow + 1)))
        }
    }

    static func source(count: Int) -> GanttChartItemSource {
        let items = (0..<count).map(item)
        let links = (0..<count).flatMap { dependencies(from: $0, count: count) }
        return try! GanttChartItemSource(items: items, dependencies: links)
    }
}

/// The same plan computed on demand for 10^12 items.
struct VirtualDensePlan: GanttChartCollectionProvider {
    let count = 1_000_000_000_000

    var totalRowCount: Int { count / DensePlan.itemsPerRow }
    var preferredTimeline: TimeRange? { TimeRange(DensePlan.origin..<DensePlan.origin.adding(days: 50)) }

    /// The indexes of the items on `rows` that touch `timeline` (only their
    /// times are computed).
    func filteredIndexes(rows: Range<Int>, timeline: TimeRange) -> [Int] {
        var result: [Int] = []
        for row in rows.clamped(to: 0..<totalRowCount) {
            for slot in 0..<DensePlan.itemsPerRow {
                let index = row * DensePlan.itemsPerRow + slot
                let time = DensePlan.time(index)
                // The same test as `GanttChartItem.touches(_:)`.
                if time.start <= timeline.finish, time.finish >= timeline.start { result.append(index) }
            }
        }
        return result
    }

    func filteredItems(rows: Range<Int>, timeline: TimeRange) -> [GanttChartItem] {
        filteredIndexes(rows: rows, timeline: timeline).map(DensePlan.item)
    }

    func filteredDependencies(rows: Range<Int>, timeline: TimeRange) -> [GanttChartDependency] {
        var result: [GanttChartDependency] = []
        var seen = Set<GanttChartDependency.ID>()
        for index in filteredIndexes(rows: rows, timeline: timeline) {
            let id = GanttChartItem.ID(index)
            // Outgoing links of the item and incoming links from its possible predecessors.
            func visit(_ from: Int) {
                guard from >= 0 else { return }
                DensePlan.forEachDependency(from: from, count: count) { link in
                    if (link.from == id || link.to == id) && seen.insert(link.id).inserted { result.append(link) }
                }
            }
            visit(index)
            visit(index - 1)
            visit(index - DensePlan.itemsPerRow - 1)
        }
        return result.sorted { $0.id < $1.id }
    }

    func item(withID id: GanttChartItem.ID) -> GanttChartItem? {
        (0..<count).contains(id.rawValue) ? DensePlan.item(id.rawValue) : nil
    }
}
