import ArgumentParser
import BarCharts
import Foundation
import Interchange
import TimelineGraphics

/// `render` for bar chart documents (`kind: barChart`): `--view bars`.
extension RenderCommand {
    /// The `--view` value that draws a bar chart.
    static let barChartView = "bars"

    /// Renders the file when it is a bar chart document.
    /// - Returns: Whether it was one (and has been written).
    func renderBarChartIfBarChartDocument() throws -> Bool {
        let url = URL(fileURLWithPath: file)
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8),
              BarChartDocument.isBarChartDocument(text) else {
            if view == Self.barChartView {
                throw RenderError("--view bars draws bar chart documents (kind: barChart); \(file) is not one")
            }
            return false
        }
        if let view, view != Self.barChartView {
            throw RenderError("--view \(view) does not apply to \(file), a bar chart document (kind: barChart): use --view bars or leave it out")
        }
        if grid { throw RenderError("--grid applies to project documents; \(file) is a bar chart document (kind: barChart)") }
        if date != nil || days != nil || now != nil {
            throw RenderError("--date, --days and --now apply to calendar documents; \(file) is a bar chart document (kind: barChart)")
        }
        let document: BarChartDocument
        let list: DisplayList
        do {
            document = try BarChartDocument(parsing: text, file: file)
            list = try document.displayList(width: width, height: height)
        } catch {
            PlanFile.fail(error.description)
        }
        try writeDisplayList(list)
        return true
    }
}
