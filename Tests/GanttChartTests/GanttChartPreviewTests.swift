import Foundation
import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("GanttChart preview")
struct GanttChartPreviewTests {
    /// Writes PNG previews when `GANTT_PREVIEW` names a file (for a person to look at).
    @Test("renders a realistic scene to PNG when asked")
    func preview() throws {
        guard let path = ProcessInfo.processInfo.environment["GANTT_PREVIEW"], RasterExporter.isAvailable else { return }
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
            let target = mode == .light ? path : path.replacingOccurrences(of: ".png", with: "-dark.png")
            try png.write(to: URL(fileURLWithPath: target))
            try SVGRenderer().render(scene.displayList).write(toFile: target + ".svg", atomically: true, encoding: .utf8)
        }
    }
}
