public import TimelineGraphics

/// A dependency line being drawn.
public struct GanttChartTemporaryLine: Sendable, Hashable {
    /// The line's points, viewport-local: from the thumb to the pointer.
    public var points: [Point]
    /// Whether releasing here creates a dependency (drawn solid) or not (dotted).
    public var isValid: Bool

    /// Creates a temporary line.
    public init(points: [Point], isValid: Bool) {
        self.points = points
        self.isValid = isValid
    }
}
