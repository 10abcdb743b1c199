import ArgumentParser
import Interchange
import TimelineGraphics

extension RenderRequest {
    /// The chart's display list.
    ///
    /// The Gantt chart layout (`GanttChartLayout`) is being written on the
    /// `gantt-layout` branch; until it is merged, `render` reads and checks the
    /// document and its options, and stops here.
    func displayList() throws -> DisplayList {
        throw RenderError("rendering needs GanttChartLayout, which is not merged yet; the document \(document.title.map { "\"\($0)\" " } ?? "")was read and checked without errors")
    }
}
