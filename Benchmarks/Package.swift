// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which differs between clones.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Benchmarks live in their own package so the library and its tests build
// without the benchmark tooling. Run: `cd Benchmarks && swift package benchmark --no-progress`.
let package = Package(
    name: "TimelineKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TimelineCoreBenchmarks",
            dependencies: [
                .product(name: "TimelineCore", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TimelineCoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GanttChartBenchmarks",
            dependencies: [
                .product(name: "TimelineCore", package: rootPackage),
                .product(name: "GanttChart", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/GanttChartBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "GanttChartLayoutBenchmarks",
            dependencies: [
                .product(name: "TimelineCore", package: rootPackage),
                .product(name: "TimelineGraphics", package: rootPackage),
                .product(name: "GanttChart", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/GanttChartLayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CalendarViewsBenchmarks",
            dependencies: [
                .product(name: "TimelineCore", package: rootPackage),
                .product(name: "TimelineGraphics", package: rootPackage),
                .product(name: "CalendarViews", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CalendarViewsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "BarChartsBenchmarks",
            dependencies: [
                .product(name: "TimelineGraphics", package: rootPackage),
                .product(name: "BarCharts", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/BarChartsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TimelineViewsBenchmarks",
            dependencies: [
                .product(name: "TimelineGraphics", package: rootPackage),
                .product(name: "TimelineViews", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TimelineViewsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SchedulingBenchmarks",
            dependencies: [
                .product(name: "TimelineCore", package: rootPackage),
                .product(name: "ProjectScheduling", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SchedulingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "InterchangeBenchmarks",
            dependencies: [
                .product(name: "TimelineCore", package: rootPackage),
                .product(name: "Interchange", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/InterchangeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "HierarchyBenchmarks",
            dependencies: [
                .product(name: "TimelineCore", package: rootPackage),
                .product(name: "GanttChart", package: rootPackage),
                .product(name: "Interchange", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/HierarchyBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FindBenchmarks",
            dependencies: [
                .product(name: "TimelineCore", package: rootPackage),
                .product(name: "GanttChart", package: rootPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/FindBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LiveServerBenchmarks",
            dependencies: [
                .product(name: "Interchange", package: rootPackage),
                .product(name: "TimelineServer", package: rootPackage),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LiveServerBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
