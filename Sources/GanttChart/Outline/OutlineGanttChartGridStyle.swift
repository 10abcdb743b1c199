/// The look of an outline Gantt chart's grid beyond the colors and fonts it
/// takes from the chart's ``GanttChartStyle`` (header background and font,
/// row backgrounds and borders, row header font).
public struct OutlineGanttChartGridStyle: Sendable, Hashable {
    /// Space between a cell's border and its text, left and right.
    public var cellPadding: Double
    /// Indentation per outline level in the outline column.
    public var indentation: Double
    /// The size of the expander triangle.
    public var expanderSize: Double
    /// The width of the line between grid and chart.
    public var splitterWidth: Double

    /// Creates a grid style.
    public init(cellPadding: Double = 6, indentation: Double = 14, expanderSize: Double = 8, splitterWidth: Double = 2) {
        self.cellPadding = cellPadding
        self.indentation = indentation
        self.expanderSize = expanderSize
        self.splitterWidth = splitterWidth
    }
}
