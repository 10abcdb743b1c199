import Benchmark
import TimelineGraphics
import TimelineViews

/// 10^6 rows built on demand: events of three shapes (short, wrapping with a
/// status, with attributes) and a marker every 25 rows.
struct MillionRows: TimelineRowSource {
    let rowCount: Int

    func row(at index: Int) -> TimelineRow {
        if index % 25 == 0 {
            return .marker("m\(index)", TimelineMarker(title: "Milestone \(index / 25)", node: index == 0 ? .start : .inactive, eventText: "Week \(index / 25)"))
        }
        switch index % 3 {
        case 0: return .event("e\(index)", TimelineEvent(headline: "Task \(index)", node: .open, eventText: "9:45\nAM"))
        case 1: return .event("e\(index)", TimelineEvent(headline: "Task \(index): planned downtime period identified for the gateway migration",
                                                          subheadline: "Work package", node: .complete, status: .image(.success), substatus: .text("Done")))
        default: return .event("e\(index)", TimelineEvent(headline: "Review \(index)", subheadline: "Quality", node: .inProgress, eventImage: .rain,
                                                           attribute: "Anna Keller", subattribute: "2 documents", status: .text("High")))
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    let frame = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3))
    let source = MillionRows(rowCount: 1_000_000)
    let small = MillionRows(rowCount: 40)
    let metrics = TimelineListLayout.metrics(for: source, width: 420)
    let smallMetrics = TimelineListLayout.metrics(for: small, width: 420)

    Benchmark("Timeline list frame (layout + SVG), 40 rows", configuration: frame) { benchmark in
        for _ in benchmark.scaledIterations {
            let scene = TimelineListLayout.scene(for: small, metrics: smallMetrics, in: TimelineListViewport(size: Size(width: 420, height: 800)))
            blackHole(SVGRenderer().renderUTF8(scene.displayList))
        }
    }

    Benchmark("Timeline list frame (layout + SVG), 10^6 rows scrolled to the middle", configuration: frame) { benchmark in
        for _ in benchmark.scaledIterations {
            let viewport = TimelineListViewport(size: Size(width: 420, height: 800), scrollOffset: metrics.contentHeight / 2)
            let scene = TimelineListLayout.scene(for: source, metrics: metrics, in: viewport)
            blackHole(SVGRenderer().renderUTF8(scene.displayList))
        }
    }

    Benchmark("Timeline list metrics (measure every row), 10^5 rows",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxDuration: .seconds(5))) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(TimelineListLayout.metrics(for: MillionRows(rowCount: 100_000), width: 420)) }
    }
}
