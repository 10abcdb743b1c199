import Benchmark
import GanttChart
import Interchange
import TimelineCore

/// A document of `count` items in one parent chain (item k under item k - 1,
/// the last a 2-day task) or, `wide`, one summary over `count` one-hour tasks.
func hierarchyDocument(_ count: Int, wide: Bool) -> TimelineDocument {
    let start = Time(year: 2025, month: 3, day: 3, hour: 8)
    var items: [TimelineDocument.Item] = []
    items.reserveCapacity(count + 1)
    if wide {
        items.append(.init(id: 0, label: "All", row: 0, start: start, type: .summary))
        for id in 1...count {
            let itemStart = start.adding(days: id % 3_650)
            items.append(.init(id: id, row: id, start: itemStart, finish: itemStart.adding(seconds: 3_600), parent: .id(0)))
        }
    } else {
        for id in 0..<count {
            let isLeaf = id == count - 1
            items.append(.init(id: id, row: id, start: start, duration: isLeaf ? WorkingDuration(2, .days) : nil,
                               type: isLeaf ? .standard : .summary, parent: id == 0 ? nil : .id(id - 1)))
        }
    }
    return TimelineDocument(items: items)
}

let chain = hierarchyDocument(100_000, wide: false)
let wide = hierarchyDocument(100_000, wide: true)

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds,
                                                maxDuration: .seconds(20), maxIterations: 5)
    Benchmark("resolve a 100,000-deep parent chain", configuration: configuration) { _ in
        blackHole(try chain.resolve())
    }
    Benchmark("resolve one summary with 100,000 children", configuration: configuration) { _ in
        blackHole(try wide.resolve())
    }
    let resolvedChain = try! chain.resolve()
    Benchmark("plan of a 100,000-deep parent chain (ProjectPlan from items)", configuration: configuration) { _ in
        blackHole(resolvedChain.projectPlan())
    }
}
