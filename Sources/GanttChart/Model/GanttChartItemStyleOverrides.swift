/// Per-item overrides of the chart's style.
///
/// Colors are CSS color strings for now (`"#3366cc"`, `"rgb(…)"`, named
/// colors); `nil` uses the theme. They become typed colors once the graphics
/// module provides them.
public struct GanttChartItemStyleOverrides: Sendable, Hashable, Codable {
    /// The fill of the bar (or milestone diamond).
    public var barFill: String?
    /// The outline of the bar.
    public var barStroke: String?
    /// The fill of the completed part of the bar.
    public var completionFill: String?
    /// The color of the label text.
    public var labelColor: String?

    /// Creates overrides; every omitted value uses the theme.
    public init(barFill: String? = nil, barStroke: String? = nil, completionFill: String? = nil, labelColor: String? = nil) {
        self.barFill = barFill
        self.barStroke = barStroke
        self.completionFill = completionFill
        self.labelColor = labelColor
    }
}
