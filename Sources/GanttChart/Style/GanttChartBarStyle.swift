public import TimelineGraphics

/// How one kind of item (standard bar, milestone or summary) is painted.
public struct GanttChartBarStyle: Sendable, Hashable {
    /// The fill of the bar (the milestone diamond, the summary shape).
    public var fill: Color
    /// An optional second fill painted over the lower half of the bar, for a
    /// two-tone (jewel-like) look; `nil` for a flat bar.
    public var secondaryFill: Color?
    /// The outline color; `nil` for no outline.
    public var stroke: Color?
    /// The outline width in points.
    public var strokeWidth: Double
    /// The fill of the completed part of the bar.
    public var completionFill: Color
    /// The corner radius of bars and completion bars, in points.
    public var cornerRadius: Double

    /// Creates a bar style.
    /// - Parameters:
    ///   - fill: The bar's fill.
    ///   - secondaryFill: A fill over the lower half, or `nil`.
    ///   - stroke: The outline color, or `nil`.
    ///   - strokeWidth: The outline width.
    ///   - completionFill: The completed part's fill.
    ///   - cornerRadius: The corner radius.
    public init(fill: Color, secondaryFill: Color? = nil, stroke: Color? = nil, strokeWidth: Double = 1,
                completionFill: Color, cornerRadius: Double = 3) {
        self.fill = fill
        self.secondaryFill = secondaryFill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.completionFill = completionFill
        self.cornerRadius = cornerRadius
    }
}
