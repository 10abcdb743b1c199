/// Per-dependency overrides of the chart's style (CSS color strings for now;
/// `nil` uses the theme).
public struct GanttChartDependencyStyleOverrides: Sendable, Hashable, Codable {
    /// The color of the dependency line and its arrow head.
    public var lineColor: String?

    /// Creates overrides; an omitted value uses the theme.
    public init(lineColor: String? = nil) {
        self.lineColor = lineColor
    }
}
