/// Per-dependency overrides of the chart's interaction settings; `nil` defers
/// to the chart.
public struct GanttChartDependencySettings: Sendable, Hashable, Codable {
    /// Whether the dependency cannot be edited or deleted interactively.
    public var isReadOnly: Bool?
    /// Whether the dependency line is drawn highlighted.
    public var isHighlighted: Bool?

    /// Creates settings; every omitted value defers to the chart.
    public init(isReadOnly: Bool? = nil, isHighlighted: Bool? = nil) {
        self.isReadOnly = isReadOnly
        self.isHighlighted = isHighlighted
    }
}
