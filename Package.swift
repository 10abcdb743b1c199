// swift-tools-version: 6.1
import PackageDescription

let upcoming: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "TimelineKit",
    products: [
        .library(name: "TimelineCore", targets: ["TimelineCore"]),
        .library(name: "TimelineGraphics", targets: ["TimelineGraphics"]),
        .library(name: "ProjectScheduling", targets: ["ProjectScheduling"]),
        .library(name: "GanttChart", targets: ["GanttChart"]),
        .library(name: "CalendarViews", targets: ["CalendarViews"]),
        .library(name: "BarCharts", targets: ["BarCharts"]),
        .library(name: "TimelineViews", targets: ["TimelineViews"]),
        .library(name: "Interchange", targets: ["Interchange"]),
        .library(name: "TimelineServer", targets: ["TimelineServer"]),
        .executable(name: "timelinekit", targets: ["timelinekit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(name: "TimelineCore", swiftSettings: upcoming),
        .target(name: "TimelineGraphics", dependencies: ["TimelineCore"], swiftSettings: upcoming),
        .target(name: "ProjectScheduling", dependencies: ["TimelineCore"], swiftSettings: upcoming),
        .target(name: "GanttChart", dependencies: ["TimelineCore", "TimelineGraphics", "ProjectScheduling"], swiftSettings: upcoming),
        .target(name: "CalendarViews", dependencies: ["TimelineCore", "TimelineGraphics"], swiftSettings: upcoming),
        .target(name: "BarCharts", dependencies: ["TimelineCore", "TimelineGraphics"], swiftSettings: upcoming),
        .target(name: "TimelineViews", dependencies: ["TimelineCore", "TimelineGraphics"], swiftSettings: upcoming),
        .target(
            name: "Interchange",
            dependencies: ["TimelineCore", "TimelineGraphics", "ProjectScheduling", "GanttChart", "CalendarViews", "BarCharts", "TimelineViews", .product(name: "Yams", package: "Yams")],
            swiftSettings: upcoming
        ),
        .target(
            name: "TimelineServer",
            dependencies: [
                "TimelineCore",
                "TimelineGraphics",
                "ProjectScheduling",
                "GanttChart",
                "CalendarViews",
                "TimelineViews",
                "BarCharts",
                "Interchange",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            // The browser page, compiled into the binary (`PackageResources.page_html`, …): nothing is read from disk at run time.
            resources: [
                .embedInCode("Resources/page.html"),
                .embedInCode("Resources/timelinekit.js"),
                .embedInCode("Resources/plans.js"),
                .embedInCode("Resources/find.js"),
                .embedInCode("Resources/timelinekit.css"),
                .embedInCode("Resources/calendar.html"),
                .embedInCode("Resources/calendar.js"),
                .embedInCode("Resources/document.html"),
                .embedInCode("Resources/strings-de.json"),
                .embedInCode("Resources/favicon.svg"),
            ],
            swiftSettings: upcoming
        ),
        .executableTarget(
            name: "timelinekit",
            dependencies: [
                "TimelineCore",
                "TimelineGraphics",
                "ProjectScheduling",
                "GanttChart",
                "CalendarViews",
                "BarCharts",
                "TimelineViews",
                "Interchange",
                "TimelineServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: upcoming
        ),
        .target(name: "TimelineTestSupport", dependencies: ["TimelineCore"], swiftSettings: upcoming),
        .testTarget(name: "TimelineCoreTests", dependencies: ["TimelineCore", "TimelineTestSupport"], swiftSettings: upcoming),
        .testTarget(
            name: "TimelineGraphicsTests",
            dependencies: ["TimelineGraphics"],
            swiftSettings: upcoming
        ),
        .testTarget(
            name: "InterchangeTests",
            dependencies: [
                "Interchange", "ProjectScheduling", "GanttChart", "CalendarViews", "BarCharts", "TimelineViews", "TimelineCore", "TimelineGraphics", "TimelineTestSupport",
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: upcoming
        ),
        .testTarget(
            name: "TimelineServerTests",
            dependencies: [
                "TimelineServer", "Interchange", "ProjectScheduling", "GanttChart", "TimelineCore", "TimelineGraphics", "TimelineTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: upcoming
        ),
        .testTarget(
            name: "CalendarViewsTests",
            dependencies: ["CalendarViews", "TimelineCore", "TimelineGraphics", "TimelineTestSupport"],
            swiftSettings: upcoming
        ),
        .testTarget(name: "BarChartsTests", dependencies: ["BarCharts", "TimelineCore", "TimelineGraphics", "TimelineTestSupport"], swiftSettings: upcoming),
        .testTarget(
            name: "TimelineViewsTests",
            dependencies: ["TimelineViews", "TimelineCore", "TimelineGraphics", "TimelineTestSupport"],
            swiftSettings: upcoming
        ),
        .testTarget(name: "GanttChartTests", dependencies: ["GanttChart", "ProjectScheduling", "TimelineCore", "TimelineGraphics", "TimelineTestSupport"], swiftSettings: upcoming),
        .testTarget(name: "ProjectSchedulingTests", dependencies: ["ProjectScheduling", "TimelineCore", "TimelineTestSupport"], swiftSettings: upcoming),
    ],
    swiftLanguageModes: [.v6]
)
