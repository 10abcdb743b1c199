public import TimelineGraphics

/// The ends of a dependency line: the bars it connects, in chart coordinates.
public struct GanttChartDependencyEnds: Sendable, Hashable {
    /// The predecessor's bar (a milestone's diamond bounds for a milestone).
    public var from: Rect
    /// The successor's bar.
    public var to: Rect
    /// Whether the predecessor is a milestone.
    public var fromMilestone: Bool
    /// Whether the successor is a milestone.
    public var toMilestone: Bool

    /// Creates the ends of a dependency line.
    public init(from: Rect, to: Rect, fromMilestone: Bool = false, toMilestone: Bool = false) {
        self.from = from
        self.to = to
        self.fromMilestone = fromMilestone
        self.toMilestone = toMilestone
    }
}

/// Routing settings of dependency lines (the reference's two switches plus sizes).
public struct GanttChartDependencyRouting: Sendable, Hashable {
    /// End a line vertically on the top or bottom of the successor when the
    /// successor starts far enough right of the line's start.
    public var drawsVerticallyEndingDependencyLinesWhenApplicable: Bool
    /// Run the horizontal part of a line on the predecessor's row (rather than
    /// in the gap between rows).
    public var drawsDependencyLinesSpanningHorizontalDistancePrimarilyOnSourceRow: Bool
    /// How far a line leaves a bar horizontally before turning.
    public var horizontalGap: Double
    /// The row height, so lines can run in the gap between rows.
    public var rowHeight: Double

    /// Creates routing settings.
    public init(
        drawsVerticallyEndingDependencyLinesWhenApplicable: Bool = true,
        drawsDependencyLinesSpanningHorizontalDistancePrimarilyOnSourceRow: Bool = false,
        horizontalGap: Double = 8,
        rowHeight: Double = 28
    ) {
        self.drawsVerticallyEndingDependencyLinesWhenApplicable = drawsVerticallyEndingDependencyLinesWhenApplicable
        self.drawsDependencyLinesSpanningHorizontalDistancePrimarilyOnSourceRow = drawsDependencyLinesSpanningHorizontalDistancePrimarilyOnSourceRow
        self.horizontalGap = horizontalGap
        self.rowHeight = rowHeight
    }
}

/// Draws dependency lines: replace it to route lines your own way.
public protocol GanttChartDiagramGenerator: Sendable {
    /// The polyline of a dependency line, from the predecessor's end to the
    /// successor's end, in chart coordinates. The last segment's direction is
    /// the arrow's direction; the layout draws the arrowhead at the last point.
    /// - Parameters:
    ///   - ends: The bars the line connects.
    ///   - type: The dependency type (which ends are connected).
    ///   - routing: Routing settings.
    /// - Returns: At least two points.
    func dependencyPolyline(for ends: GanttChartDependencyEnds, type: GanttChartDependency.DependencyType, routing: GanttChartDependencyRouting) -> [Point]
}
