public import TimelineCore

/// Per-element style adjustments: each selector receives an element and the
/// chart's style and returns the style to draw that element with (for
/// instance a red bar for late tasks, or a tinted row for a team).
///
/// Selectors run during layout for visible elements only; they must be pure.
/// Per-item color overrides (``GanttChartItem/style``) are applied after the
/// item selector, so they win.
///
/// ```swift
/// var selectors = GanttChartStyleSelectors()
/// selectors.item = { item, style in
///     var style = style
///     if item.completion < 0.5 { style.standardBar.fill = Color(rgb: 250, 180, 170) }
///     return style
/// }
/// ```
public struct GanttChartStyleSelectors: Sendable {
    /// Adjusts the style of a row (its background and border).
    public var row: (@Sendable (_ row: Int, _ style: GanttChartStyle) -> GanttChartStyle)?
    /// Adjusts the style of an item (its bar, label and attachment).
    public var item: (@Sendable (_ item: GanttChartItem, _ style: GanttChartStyle) -> GanttChartStyle)?
    /// Adjusts the style of a dependency line.
    public var dependency: (@Sendable (_ dependency: GanttChartDependency, _ style: GanttChartStyle) -> GanttChartStyle)?
    /// Adjusts the style of a shaded time area (nonworking time or a
    /// highlighted interval).
    public var timeArea: (@Sendable (_ interval: TimeRange, _ style: GanttChartStyle) -> GanttChartStyle)?

    /// Creates selectors; omitted ones leave the style unchanged.
    public init(
        row: (@Sendable (Int, GanttChartStyle) -> GanttChartStyle)? = nil,
        item: (@Sendable (GanttChartItem, GanttChartStyle) -> GanttChartStyle)? = nil,
        dependency: (@Sendable (GanttChartDependency, GanttChartStyle) -> GanttChartStyle)? = nil,
        timeArea: (@Sendable (TimeRange, GanttChartStyle) -> GanttChartStyle)? = nil
    ) {
        self.row = row
        self.item = item
        self.dependency = dependency
        self.timeArea = timeArea
    }
}
