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
        .library(name: "GanttChart", targets: ["GanttChart"]),
        .library(name: "Interchange", targets: ["Interchange"]),
        .executable(name: "timelinekit", targets: ["timelinekit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .target(name: "TimelineCore", swiftSettings: upcoming),
        .target(name: "TimelineGraphics", dependencies: ["TimelineCore"], swiftSettings: upcoming),
        .target(name: "GanttChart", dependencies: ["TimelineCore", "TimelineGraphics"], swiftSettings: upcoming),
        .target(
            name: "Interchange",
            dependencies: ["TimelineCore", "TimelineGraphics", "GanttChart", .product(name: "Yams", package: "Yams")],
            swiftSettings: upcoming
        ),
        .executableTarget(
            name: "timelinekit",
            dependencies: [
                "TimelineCore",
                "TimelineGraphics",
                "GanttChart",
                "Interchange",
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
                "Interchange", "GanttChart", "TimelineCore", "TimelineGraphics", "TimelineTestSupport",
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: upcoming
        ),
        .testTarget(name: "GanttChartTests", dependencies: ["GanttChart", "TimelineCore", "TimelineGraphics", "TimelineTestSupport"], swiftSettings: upcoming),
    ],
    swiftLanguageModes: [.v6]
)
