public import TimelineGraphics

/// The default routing of dependency lines. (Placeholder: a simple elbow;
/// professional routing replaces it.)
public struct GanttChartStandardDiagramGenerator: GanttChartDiagramGenerator {
    /// Creates the default generator.
    public init() {}

    public func dependencyPolyline(for ends: GanttChartDependencyEnds, type: GanttChartDependency.DependencyType, routing: GanttChartDependencyRouting) -> [Point] {
        let fromStart = type == .fromStartToStart || type == .fromStartToFinish
        let toFinish = type == .fromFinishToFinish || type == .fromStartToFinish
        let start = Point(x: fromStart ? ends.from.minX : ends.from.maxX, y: ends.from.midY)
        let end = Point(x: toFinish ? ends.to.maxX : ends.to.minX, y: ends.to.midY)
        return [start, Point(x: start.x, y: end.y), end]
    }
}
