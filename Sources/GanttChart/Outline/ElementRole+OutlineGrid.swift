public import TimelineGraphics

/// The roles of an outline Gantt chart's grid (see ``OutlineGanttChartLayout``).
extension ElementRole {
    /// A cell of the grid (`cell:<row>:<column>`).
    public static let gridCell: ElementRole = "gridCell"
    /// The text of a grid cell (`cell:<row>:<column>:text`).
    public static let gridText: ElementRole = "gridText"
    /// A column header of the grid (`gridheader:<column>`).
    public static let gridHeaderCell: ElementRole = "gridHeaderCell"
    /// The title of a column header (`gridheader:<column>:label`).
    public static let gridHeaderLabel: ElementRole = "gridHeaderLabel"
    /// The expand/collapse triangle of a summary row (`expander:<row>`).
    public static let expander: ElementRole = "expander"
}
