public import TimelineCore
public import TimelineGraphics

/// One laid-out frame of a Gantt chart: the display list to draw plus the
/// geometry needed to interpret pointer positions (item frames, dependency
/// polylines, the time axis and the visible rows).
///
/// All coordinates are viewport-local: (0, 0) is the top-left corner of the
/// view, the header included.
public struct GanttChartScene: Sendable {
    /// What to draw.
    public var displayList: DisplayList
    /// The time axis (x = 0 at the scrollable timeline's start, before scrolling).
    public var timeAxis: TimeAxis
    /// The viewport the scene was laid out for.
    public var viewport: GanttChartViewport
    /// The scrollable timeline, half-open.
    public var scrollableTimeline: TimeRange
    /// The time shown in the time area, half-open (without the layout margin).
    public var visibleTimeline: TimeRange
    /// The rows shown (partly or wholly), half-open.
    public var visibleRows: Range<Int>
    /// The number of scrollable rows.
    public var rowCount: Int
    /// The row height in points.
    public var rowHeight: Double
    /// The height of the time header.
    public var headerHeight: Double
    /// The width of the row headers.
    public var rowHeaderWidth: Double
    /// The time area: the part of the view below the header and right of the
    /// row headers.
    public var contentFrame: Rect
    /// The frames of the laid-out items: bars, summary shapes, and milestone
    /// diamonds' bounds.
    public var itemFrames: [GanttChartItem.ID: Rect]
    /// The polylines of the laid-out dependency lines, arrow tip last.
    public var dependencyPolylines: [GanttChartDependency.ID: [Point]]

    /// Creates a scene (layout does this; tests and hosts rarely need to).
    public init(displayList: DisplayList, timeAxis: TimeAxis, viewport: GanttChartViewport, scrollableTimeline: TimeRange,
                visibleTimeline: TimeRange, visibleRows: Range<Int>, rowCount: Int, rowHeight: Double, headerHeight: Double,
                rowHeaderWidth: Double, contentFrame: Rect, itemFrames: [GanttChartItem.ID: Rect],
                dependencyPolylines: [GanttChartDependency.ID: [Point]]) {
        self.displayList = displayList
        self.timeAxis = timeAxis
        self.viewport = viewport
        self.scrollableTimeline = scrollableTimeline
        self.visibleTimeline = visibleTimeline
        self.visibleRows = visibleRows
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.rowHeaderWidth = rowHeaderWidth
        self.contentFrame = contentFrame
        self.itemFrames = itemFrames
        self.dependencyPolylines = dependencyPolylines
    }

    /// The viewport-local x of `time`.
    /// - Complexity: O(log n) in the visibility schedule's exceptions.
    public func x(for time: Time) -> Double {
        contentFrame.minX + timeAxis.x(for: time) - viewport.x
    }

    /// The time at viewport-local `x`.
    /// - Parameters:
    ///   - x: A viewport-local x.
    ///   - isFinish: Whether the time is a finish (see ``TimelineCore/TimeAxis/time(forX:isFinish:)``).
    public func time(atX x: Double, isFinish: Bool = false) -> Time {
        timeAxis.time(forX: x - contentFrame.minX + viewport.x, isFinish: isFinish)
    }

    /// The row at viewport-local `y`, or `nil` above the time area or past
    /// the last scrollable row.
    /// - Complexity: O(1).
    public func row(atY y: Double) -> Int? {
        guard y >= contentFrame.minY else { return nil }
        let steps = ((y - contentFrame.minY + viewport.rowOffset) / rowHeight).rounded(.down)
        let row = viewport.firstRow + Int(steps)
        return row < rowCount ? row : nil
    }

    /// The viewport-local y of the top of `row` (exact for any row near the
    /// viewport, whatever its number).
    /// - Complexity: O(1).
    public func y(forRow row: Int) -> Double {
        contentFrame.minY + Double(row - viewport.firstRow) * rowHeight - viewport.rowOffset
    }
}
