public import TimelineCore
public import TimelineGraphics

/// The visible window of a Gantt chart: its size and scroll position.
///
/// The horizontal position ``x`` counts points from the start of the chart's
/// scrollable timeline. The vertical position is a row number plus an offset
/// into that row (``firstRow`` and ``rowOffset``), never a `Double` of
/// `row × rowHeight`, so that row 10^12 is placed as exactly as row 0.
///
/// ```swift
/// var viewport = GanttChartViewport(size: Size(width: 900, height: 400))
/// viewport.scroll(byX: 120, y: 50, rowHeight: 28)   // firstRow 1, rowOffset 22
/// ```
public struct GanttChartViewport: Sendable, Hashable {
    /// The size of the whole view (header and row headers included).
    public var size: Size
    /// The horizontal scroll position: points from the scrollable timeline's
    /// start to the left edge of the time area.
    public var x: Double
    /// The row at the top edge of the time area (below the header).
    public var firstRow: Int
    /// How many points of ``firstRow`` are scrolled out above the top edge,
    /// in `0..<rowHeight`.
    public var rowOffset: Double

    /// Creates a viewport.
    /// - Parameters:
    ///   - size: The size of the whole view.
    ///   - x: Points from the timeline's start to the time area's left edge.
    ///   - firstRow: The row at the top of the time area (at least 0).
    ///   - rowOffset: Points of `firstRow` hidden above the top edge.
    public init(size: Size, x: Double = 0, firstRow: Int = 0, rowOffset: Double = 0) {
        self.size = size
        self.x = x
        self.firstRow = max(0, firstRow)
        self.rowOffset = max(0, rowOffset)
    }

    /// Creates a viewport whose time area starts at `time` (minus `leadingPadding`
    /// points) and whose first visible row is `row`.
    /// - Parameters:
    ///   - size: The size of the whole view.
    ///   - time: The time to show near the left edge.
    ///   - row: The row to show at the top.
    ///   - axis: The chart's time axis (see ``GanttChartConfiguration/timeAxis(for:)``).
    ///   - leadingPadding: Points left visible before `time`.
    public init(size: Size, showing time: Time, row: Int, on axis: TimeAxis, leadingPadding: Double = 0) {
        self.init(size: size, x: max(0, axis.x(for: time) - leadingPadding), firstRow: row)
    }

    /// Scrolls by points: `dx` to the right, `dy` down. The vertical position
    /// is renormalized so that ``rowOffset`` stays in `0..<rowHeight`; it never
    /// goes above row 0, and `x` never goes below 0.
    /// - Parameters:
    ///   - dx: Horizontal points (positive: later times).
    ///   - dy: Vertical points (positive: later rows).
    ///   - rowHeight: The chart's row height.
    /// - Complexity: O(1), whatever the row number.
    public mutating func scroll(byX dx: Double = 0, y dy: Double = 0, rowHeight: Double) {
        precondition(rowHeight > 0, "GanttChartViewport: row height must be positive")
        x = max(0, x + dx)
        let offset = rowOffset + dy
        let rows = (offset / rowHeight).rounded(.down)
        var newRow = firstRow
        var newOffset = offset - rows * rowHeight
        if rows >= Double(Int.max / 2) {
            newRow = Int.max / 2
        } else if rows <= -Double(Int.max / 2) {
            newRow = 0
            newOffset = 0
        } else {
            let (sum, overflow) = firstRow.addingReportingOverflow(Int(rows))
            newRow = overflow ? (rows > 0 ? Int.max / 2 : 0) : sum
        }
        if newRow < 0 { newRow = 0; newOffset = 0 }
        if newOffset >= rowHeight { newOffset = 0; newRow += 1 }
        firstRow = newRow
        rowOffset = max(0, newOffset)
    }

    /// A copy scrolled by points (see ``scroll(byX:y:rowHeight:)``).
    public func scrolled(byX dx: Double = 0, y dy: Double = 0, rowHeight: Double) -> GanttChartViewport {
        var copy = self
        copy.scroll(byX: dx, y: dy, rowHeight: rowHeight)
        return copy
    }

    /// A copy whose position stays inside the scrollable content: `x` within
    /// `0...max(0, contentWidth − visibleWidth)` and the rows so that the last
    /// row (`rowCount − 1`) is not scrolled past the bottom.
    /// - Parameters:
    ///   - contentWidth: The width of the scrollable timeline.
    ///   - visibleWidth: The width of the time area.
    ///   - rowCount: The number of scrollable rows.
    ///   - visibleHeight: The height of the time area.
    ///   - rowHeight: The chart's row height.
    /// - Complexity: O(1).
    public func clamped(contentWidth: Double, visibleWidth: Double, rowCount: Int, visibleHeight: Double, rowHeight: Double) -> GanttChartViewport {
        var copy = self
        copy.x = min(max(0, x), max(0, contentWidth - visibleWidth))
        let visibleRows = max(0, visibleHeight) / rowHeight
        guard Double(rowCount) > visibleRows else {
            copy.firstRow = 0
            copy.rowOffset = 0
            return copy
        }
        let covered = Int(visibleRows.rounded(.up))
        let maxRow = rowCount - covered
        let maxOffset = (Double(covered) - visibleRows) * rowHeight
        if copy.firstRow > maxRow || (copy.firstRow == maxRow && copy.rowOffset > maxOffset) {
            copy.firstRow = maxRow
            copy.rowOffset = maxOffset
        }
        return copy
    }
}
