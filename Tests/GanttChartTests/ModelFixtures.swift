import GanttChart
import TimelineCore
import TimelineTestSupport

/// The shared seeded generator (SplitMix64, from TimelineTestSupport) under the
/// name these tests use, so test files need no extra import.
struct SplitMix64: RandomNumberGenerator {
    private var base: SeededRandomNumberGenerator

    init(seed: UInt64) { base = SeededRandomNumberGenerator(seed: seed) }

    mutating func next() -> UInt64 { base.next() }
}

/// Monday 2025-03-03 at `hour`, plus `days`.
func monday(_ hour: Int = 0, plusDays days: Int = 0, minute: Int = 0) -> Time {
    Time(year: 2025, month: 3, day: 3 + days, hour: hour, minute: minute)
}

/// `[from, to)` in hours after Monday 2025-03-03 00:00.
func hours(_ from: Double, _ to: Double) -> TimeRange {
    TimeRange(monday().adding(seconds: from * 3_600)..<monday().adding(seconds: to * 3_600))
}

func item(_ id: Int, row: Int, _ from: Double, _ to: Double, type: GanttChartItem.ItemType = .standard) -> GanttChartItem {
    GanttChartItem(id: GanttChartItem.ID(id), label: "Item \(id)", row: row, time: hours(from, to), type: type)
}

func link(_ id: Int, _ from: Int, _ to: Int) -> GanttChartDependency {
    GanttChartDependency(id: GanttChartDependency.ID(id), from: GanttChartItem.ID(from), to: GanttChartItem.ID(to))
}

/// Random items on `rows` rows within `spanHours`, some long, some milestones.
func randomItems(count: Int, rows: Int, spanHours: Int, using generator: inout SplitMix64) -> [GanttChartItem] {
    (0..<count).map { index in
        let start = Double(Int.random(in: 0..<spanHours, using: &generator))
        let kind = Int.random(in: 0..<10, using: &generator)
        let length: Double = kind == 0 ? 0 : kind == 1 ? Double(Int.random(in: 100...2_000, using: &generator)) : Double(Int.random(in: 1...24, using: &generator))
        return item(index * 3 + 1, row: Int.random(in: 0..<rows, using: &generator), start, start + length, type: length == 0 ? .milestone : .standard)
    }
}

/// The brute-force answer to a viewport query.
func bruteForce(_ items: [GanttChartItem], rows: Range<Int>, timeline: TimeRange) -> [GanttChartItem] {
    items.filter { rows.contains($0.row) && $0.start <= timeline.finish && $0.finish >= timeline.start }
        .sorted { ($0.row, $0.start.absoluteSeconds, $0.id) < ($1.row, $1.start.absoluteSeconds, $1.id) }
}
