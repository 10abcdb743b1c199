import Benchmark
import GanttChart
import TimelineCore

/// Deterministic items: item i in row i / 3, starting within a year, 1–240 hours long.
func makeItems(_ count: Int) -> [GanttChartItem] {
    let origin = Time(year: 2025, month: 1, day: 6)
    var state: UInt64 = 0x1234_5678
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    return (0..<count).map { index in
        let start = origin.adding(seconds: Double(next() % (365 * 24)) * 3_600)
        let hours = Double(1 + next() % 240)
        return GanttChartItem(id: GanttChartItem.ID(index), label: "Task \(index)", row: index / 3,
                              time: TimeRange(start..<start.adding(seconds: hours * 3_600)))
    }
}

/// Built once, outside the measurements (setup and teardown of 10^6 items
/// would otherwise dominate a sample).
let sources: [Int: GanttChartItemSource] = [
    1_000: try! GanttChartItemSource(items: makeItems(1_000)),
    1_000_000: try! GanttChartItemSource(items: makeItems(1_000_000)),
]

let benchmarks: @Sendable () -> Void = {
    Benchmark("GanttChartItemSource index build, 10^6 items", configuration: .init(
        metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal], timeUnits: .milliseconds,
        maxDuration: .seconds(20), maxIterations: 5)) { benchmark in
        let items = makeItems(1_000_000)
        benchmark.startMeasurement()
        let source = try GanttChartItemSource(items: items)
        benchmark.stopMeasurement()
        blackHole(source)
    }

    let viewportTimeline = TimeRange(Time(year: 2025, month: 6, day: 2)..<Time(year: 2025, month: 6, day: 16))
    for count in [1_000, 1_000_000] {
        Benchmark("GanttChartItemSource viewport query (60 rows × 2 weeks), \(count) items", configuration: .init(
            metrics: [.wallClock, .throughput], timeUnits: .microseconds, maxDuration: .seconds(3))) { benchmark in
            let source = sources[count]!
            let firstRow = count / 6
            for _ in benchmark.scaledIterations {
                blackHole(source.filteredItems(rows: firstRow..<(firstRow + 60), timeline: viewportTimeline))
            }
        }
    }

    Benchmark("GanttChartVirtualItemProvider viewport query (60 rows), 10^12 rows", configuration: .init(
        metrics: [.wallClock, .throughput], timeUnits: .microseconds, maxDuration: .seconds(3))) { benchmark in
        let provider = GanttChartVirtualItemProvider()
        let firstRow = 999_999_999_000
        for _ in benchmark.scaledIterations {
            blackHole(provider.filteredItems(rows: firstRow..<(firstRow + 60), timeline: viewportTimeline))
            blackHole(provider.filteredDependencies(rows: firstRow..<(firstRow + 60), timeline: viewportTimeline))
        }
    }
}
