import Benchmark
import GanttChart
import TimelineCore
import TimelineGraphics

let sources: [Int: GanttChartItemSource] = [
    1_000: DensePlan.source(count: 1_000),
    1_000_000: DensePlan.source(count: 1_000_000),
]

func frameConfiguration() -> GanttChartConfiguration {
    var configuration = GanttChartConfiguration()
    configuration.scrollableTimeline = TimeRange(DensePlan.origin.adding(days: -7)..<DensePlan.origin.adding(days: 60))
    configuration.currentTime = DensePlan.origin.adding(days: 10)
    return configuration
}

/// 60 rows × 2 weeks, starting at `firstRow`, a week into the plan.
func frameViewport(_ configuration: GanttChartConfiguration, firstRow: Int) -> GanttChartViewport {
    let axis = TimeAxis(origin: configuration.scrollableTimeline!.start, hourWidth: configuration.actualHourWidth)
    let headerHeight = Double(configuration.headerRows.count) * configuration.header.rowHeight
    return GanttChartViewport(size: Size(width: 14 * 24 * configuration.actualHourWidth, height: headerHeight + 60 * configuration.rowHeight),
                              x: axis.x(for: DensePlan.origin.adding(days: 7)), firstRow: firstRow)
}

/// Layout plus the SVG bytes a server would send. `margin` is the layout's
/// margin around the viewport (`nil`: the configuration's default, 200 pt);
/// without it the frame holds what the frame holds, ≈ 320 bars and
/// ≈ 150 lines, where the default margin lays out ≈ 460 bars.
func renderFrame(_ provider: some GanttChartCollectionProvider, firstRow: Int, margin: Double? = nil) -> [UInt8] {
    var configuration = frameConfiguration()
    if let margin { configuration.viewportMargin = margin }
    let scene = GanttChartLayout.scene(for: provider, in: frameViewport(configuration, firstRow: firstRow), configuration: configuration)
    return SVGRenderer().renderUTF8(scene.displayList)
}

let benchmarks: @Sendable () -> Void = {
    let frame = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3))

    Benchmark("Frame (layout + SVG), 60 rows × 2 weeks, 10^3 items", configuration: frame) { benchmark in
        let source = sources[1_000]!
        for _ in benchmark.scaledIterations { blackHole(renderFrame(source, firstRow: 0)) }
    }

    Benchmark("Frame (layout + SVG), 60 rows × 2 weeks, 10^6 items", configuration: frame) { benchmark in
        let source = sources[1_000_000]!
        for _ in benchmark.scaledIterations { blackHole(renderFrame(source, firstRow: 30_000)) }
    }

    Benchmark("Frame (layout + SVG), 60 rows × 2 weeks, 10^12 virtual items", configuration: frame) { benchmark in
        let provider = VirtualDensePlan()
        for _ in benchmark.scaledIterations { blackHole(renderFrame(provider, firstRow: 30_000_000_000)) }
    }

    Benchmark("Frame without layout margin (visible bars only), 10^3 items", configuration: frame) { benchmark in
        let source = sources[1_000]!
        for _ in benchmark.scaledIterations { blackHole(renderFrame(source, firstRow: 0, margin: 0)) }
    }

    Benchmark("Frame without layout margin (visible bars only), 10^6 items", configuration: frame) { benchmark in
        let source = sources[1_000_000]!
        for _ in benchmark.scaledIterations { blackHole(renderFrame(source, firstRow: 30_000, margin: 0)) }
    }

    Benchmark("Frame without layout margin (visible bars only), 10^12 virtual items", configuration: frame) { benchmark in
        let provider = VirtualDensePlan()
        for _ in benchmark.scaledIterations { blackHole(renderFrame(provider, firstRow: 30_000_000_000, margin: 0)) }
    }

    Benchmark("Frame layout only, 60 rows × 2 weeks, 10^6 items", configuration: frame) { benchmark in
        let source = sources[1_000_000]!
        let configuration = frameConfiguration()
        let viewport = frameViewport(configuration, firstRow: 30_000)
        for _ in benchmark.scaledIterations {
            blackHole(GanttChartLayout.scene(for: source, in: viewport, configuration: configuration))
        }
    }

    Benchmark("Whole-chart SVG, 10^4 items", configuration: .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxDuration: .seconds(5))) { benchmark in
        let source = DensePlan.source(count: 10_000)
        var configuration = frameConfiguration()
        configuration.currentTime = nil
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let scene = try GanttChartLayout.wholeChartScene(for: source, configuration: configuration)
            blackHole(SVGRenderer().renderUTF8(scene.displayList))
        }
    }
}
