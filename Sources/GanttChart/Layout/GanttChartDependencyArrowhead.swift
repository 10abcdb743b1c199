public import TimelineGraphics

/// The arrowhead at the successor's end of a dependency line.
public enum GanttChartDependencyArrowhead {
    /// The triangle of an arrowhead whose tip is the polyline's last point,
    /// pointing along the last segment of non-zero length.
    ///
    /// ```
    ///            ◹ corner
    ///  ──────────▶ tip        (the base is `size` behind the tip and
    ///            ◸ corner      `size` wide, centred on the line)
    /// ```
    /// - Parameters:
    ///   - polyline: The dependency line. When it has no segment of non-zero
    ///     length, the arrowhead points right.
    ///   - size: The arrowhead's length and width.
    /// - Returns: Three points: the tip and the two base corners, or no
    ///   points for an empty polyline.
    /// - Complexity: O(n) in the worst case (trailing duplicate points), O(1)
    ///   for a simplified polyline.
    public static func polygon(for polyline: [Point], size: Double) -> [Point] {
        guard let tip = polyline.last else { return [] }
        var (ux, uy) = (1.0, 0.0)
        if let previous = polyline.dropLast().last(where: { $0 != tip }) {
            let dx = tip.x - previous.x, dy = tip.y - previous.y
            let length = (dx * dx + dy * dy).squareRoot()
            if length > 0 { (ux, uy) = (dx / length, dy / length) }
        }
        let base = Point(x: tip.x - ux * size, y: tip.y - uy * size)
        let half = size / 2
        return [tip, Point(x: base.x - uy * half, y: base.y + ux * half), Point(x: base.x + uy * half, y: base.y - ux * half)]
    }
}
