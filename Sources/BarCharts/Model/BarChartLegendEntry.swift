public import TimelineGraphics

/// One entry of a chart's legend: a series (grouped bars) or a stack frame
/// kind (stacked bars), with its name and color.
public struct BarChartLegendEntry: Sendable, Hashable, Codable, Identifiable {
    /// The id (`legend:<id>` in the display list); a series id names the series.
    public var id: String
    /// The name shown.
    public var name: String
    /// The swatch color.
    public var color: Color

    /// Creates an entry.
    public init(id: String, name: String, color: Color) {
        self.id = id
        self.name = name
        self.color = color
    }
}
