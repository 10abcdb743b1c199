public import TimelineGraphics

/// The arrowhead at the successor's end of a dependency line.
public enum GanttChartDependencyArrowhead {
    /// The triangle of an arrowhead whose tip is the polyline's last point,
    /// pointing along the last segment.
    /// - Parameters:
    ///   - polyline: The dependency line (at least two points).
    ///   - size: The arrowhead's length and width.
    /// - Returns: Three points: the tip and the two base corners.
    public static func polygon(for polyline: [Point], size: Double) -> [Point] {
        guard let tip = polyline.last else { return [] }
        var previous = polyline.count >= 2 ? polyline[polyline.count - 2] : Point(x: tip.x - 1, y: tip.y)
        var index = polyline.count - 2
        while index > 0, previous == tip {
            index -= 1
            previous = polyline[index]
        }
        let dx = tip.x - previous.x, dy = tip.y - previous.y
        let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
        let ux = dx / length, uy = dy / length
        let base = Point(x: tip.x - ux * size, y: tip.y - uy * size)
        let half = size / 2
        return [tip, Point(x: base.x - uy * half, y: base.y + ux * half), Point(x: base.x + uy * half, y: base.y - ux * half)]
    }
}
