import Foundation
import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("GanttChart preview")
struct GanttChartPreviewTests {
    /// Renders realistic scenes to PNG and checks the images' sizes. The files go
    /// where `GANTT_PREVIEW` names (for a person to look at), else to a
    /// temporary folder.
    @Test("renders realistic scenes to PNG images of the viewport's size")
    func preview() throws {
        let path = ProcessInfo.processInfo.environment["GANTT_PREVIEW"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("gantt-preview-\(UUID().uuidString).png").path
        defer { if ProcessInfo.processInfo.environment["GANTT_PREVIEW"] == nil { cleanUp(path) } }
        let source = try sampleProject()
        for mode in GanttChartMode.allCases {
            var configuration = GanttChartConfiguration()
            configuration.hourWidth = 2
            configuration.mode = mode
            configuration.currentTime = march(12, 10)
            configuration.rowHeaderWidth = 150
            configuration.rowHeaderLabel = { row in
                ["Website relaunch", "Design", "Content", "Design review", "Development", "Testing", "Launch"].indices.contains(row)
                    ? ["Website relaunch", "Design", "Content", "Design review", "Development", "Testing", "Launch"][row] : nil
            }
            let axis = configuration.timeAxis(for: source)
            let viewport = GanttChartViewport(size: Size(width: 1_300, height: 300), showing: march(2), row: 0, on: axis)
            let scene = GanttChartLayout.scene(for: source, in: viewport, configuration: configuration)
            let png = try RasterExporter().png(scene.displayList, scale: 1)
            #expect(pngSize(png) == (1_300, 300))
            let target = mode == .light ? path : path.replacingOccurrences(of: ".png", with: "-dark.png")
            try png.write(to: URL(fileURLWithPath: target))
            try SVGRenderer().render(scene.displayList).write(toFile: target + ".svg", atomically: true, encoding: .utf8)
        }
        var jewel = GanttChartConfiguration()
        jewel.theme = .jewel
        jewel.hourWidth = 8
        jewel.currentTime = march(5, 10)
        let jewelAxis = jewel.timeAxis(for: source)
        let jewelScene = GanttChartLayout.scene(
            for: source, in: GanttChartViewport(size: Size(width: 1_300, height: 260), showing: march(3), row: 0, on: jewelAxis),
            configuration: jewel)
        try RasterExporter().png(jewelScene.displayList, scale: 1)
            .write(to: URL(fileURLWithPath: path.replacingOccurrences(of: ".png", with: "-jewel.png")))
        var virtual = GanttChartConfiguration()
        virtual.hourWidth = 30
        virtual.rowHeaderWidth = 160
        virtual.rowHeaderLabel = { "Row \($0)" }
        let provider = GanttChartVirtualItemProvider(spanDays: 3, maximumDurationHours: 30, milestoneInterval: 6, dependencyInterval: 2)
        let virtualScene = GanttChartLayout.scene(
            for: provider, in: GanttChartViewport(size: Size(width: 1_300, height: 300), x: 5_400, firstRow: 999_999_999_990, rowOffset: 10),
            configuration: virtual)
        try RasterExporter().png(virtualScene.displayList, scale: 1)
            .write(to: URL(fileURLWithPath: path.replacingOccurrences(of: ".png", with: "-virtual.png")))
    }

    /// Width and height from a PNG's IHDR chunk.
    private func pngSize(_ data: Data) -> (Int, Int) {
        guard data.count >= 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return (0, 0) }
        func int(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    private func cleanUp(_ path: String) {
        for suffix in ["", ".svg", "-dark.png", "-dark.png.svg", "-jewel.png", "-virtual.png"] {
            let file = suffix.hasPrefix("-") ? path.replacingOccurrences(of: ".png", with: suffix) : path + suffix
            try? FileManager.default.removeItem(atPath: file)
        }
    }
}
