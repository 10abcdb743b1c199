public import TimelineGraphics

/// What ``OutlineGanttChartLayout`` returns: one display list with the grid
/// on the left and the chart on the right, plus the geometry to hit-test it.
public struct OutlineGanttChartScene: Sendable {
    /// Grid and chart, viewport-local.
    public var displayList: DisplayList
    /// The chart part, in its own coordinates (its x starts at ``gridWidth``
    /// in ``displayList``).
    public var chart: GanttChartScene
    /// The width of the grid (the chart starts there).
    public var gridWidth: Double
    /// The left edges of the columns, plus the grid's right edge last.
    public var columnEdges: [Double]

    /// Creates a scene.
    public init(displayList: DisplayList, chart: GanttChartScene, gridWidth: Double, columnEdges: [Double]) {
        self.displayList = displayList
        self.chart = chart
        self.gridWidth = gridWidth
        self.columnEdges = columnEdges
    }

    /// The grid cell at a viewport-local point, or `nil` outside the grid's rows.
    /// - Parameter point: A viewport-local point.
    /// - Returns: The visible row index and the column index.
    /// - Complexity: O(c) in the columns.
    public func cell(at point: Point) -> (row: Int, column: Int)? {
        guard point.x >= 0, point.x < gridWidth, let row = chart.row(atY: point.y) else { return nil }
        for column in 0..<max(0, columnEdges.count - 1) where point.x < columnEdges[column + 1] {
            return (row, column)
        }
        return nil
    }
}
