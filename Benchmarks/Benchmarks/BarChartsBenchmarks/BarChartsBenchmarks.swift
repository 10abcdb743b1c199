import BarCharts
import Benchmark
import TimelineGraphics

/// 10^5 grouped bars (three series, one group per category) and 10^5 plain
/// bars, 24 points per category, values from a fixed formula (no randomness needed).
enum ManyBars {
    static let count = 100_000
    static let categories = (0..<count).map { "C\($0)" }

    static let grouped: BarChartModel = {
        let groups = (0..<count).map { category in
            BarGroup(constant: category, bars: ["a", "b", "c"].enumerated().map { offset, series in
                BarModel(series: series, constant: category, axisValue2: Double((category * 37 + offset * 11) % 101) - 30)
            })
        }
        return try! BarChartModel(categories: categories, layer: .grouped(groups),
                                  legend: ["a", "b", "c"].map { BarChartLegendEntry(id: $0, name: $0.uppercased(), color: .steelBlue) })
    }()

    static let plain: BarChartModel = {
        try! BarChartModel(categories: categories, layer: .bars((0..<count).map { BarModel(series: "v", constant: $0, axisValue2: Double($0 % 97) - 40) }))
    }()

    static let style: BarChartStyle = {
        var style = BarChartStyle()
        style.categoryWidth = 24
        style.labels = .above
        return style
    }()
}

/// One frame scrolled to the middle: layout plus SVG.
func frame(_ model: BarChartModel, scrollOffset: Double) -> [UInt8] {
    let viewport = BarChartViewport(size: Size(width: 1_280, height: 600), scrollOffset: scrollOffset)
    return SVGRenderer().renderUTF8(BarChartLayout.scene(for: model, in: viewport, style: ManyBars.style).displayList)
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3))
    let grouped = ManyBars.grouped, plain = ManyBars.plain
    let middle = 24.0 * Double(ManyBars.count / 2)

    Benchmark("Bar chart frame (layout + SVG), 10^5 plain bars, scrolled to the middle", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(frame(plain, scrollOffset: middle)) }
    }

    Benchmark("Bar chart frame (layout + SVG), 10^5 groups of 3 bars, scrolled to the middle", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(frame(grouped, scrollOffset: middle)) }
    }

    Benchmark("Bar chart layout only, 10^5 groups of 3 bars, scrolled to the end", configuration: configuration) { benchmark in
        let viewport = BarChartViewport(size: Size(width: 1_280, height: 600), scrollOffset: 1e12)
        for _ in benchmark.scaledIterations { blackHole(BarChartLayout.scene(for: grouped, in: viewport, style: ManyBars.style).bars.count) }
    }
}
