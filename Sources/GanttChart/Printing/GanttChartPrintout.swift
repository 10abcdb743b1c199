public import TimelineCore
public import TimelineGraphics

/// A Gantt chart split into printed pages (see ``GanttChartPrintLayout``):
/// the pagination plus what laying out a page needs. A value; holds no data
/// of the chart, so a page is laid out from the provider when asked for.
public struct GanttChartPrintout: Sendable {
    /// The pages: slices of the timeline × bands of rows.
    public var pagination: PrintPagination
    /// The chart's settings for laying out a page: its viewport margin is a
    /// slice's width, so what crosses a page's edge continues on the next page.
    public var configuration: GanttChartConfiguration
    /// The chart's look.
    public var style: GanttChartStyle
    /// The title printed in every page's footer, if any.
    public var title: String?
    /// The time axis: x = 0 at the start of the printed timeline.
    public var timeAxis: TimeAxis
    /// Whether the outline grid is the part repeated on each page's left
    /// (otherwise the row headers are, if the configuration has any).
    public var showsGrid: Bool

    /// Creates a printout; ``GanttChartPrintLayout`` makes them.
    public init(pagination: PrintPagination, configuration: GanttChartConfiguration, style: GanttChartStyle, title: String?,
                timeAxis: TimeAxis, showsGrid: Bool) {
        self.pagination = pagination
        self.configuration = configuration
        self.style = style
        self.title = title
        self.timeAxis = timeAxis
        self.showsGrid = showsGrid
    }

    /// The number of pages.
    public var pageCount: Int { pagination.count }

    /// The time `page` shows, half-open: its slice of the timeline.
    /// - Parameter page: A page of ``pagination``.
    public func timeRange(of page: PrintPage) -> TimeRange {
        let start = timeAxis.time(forX: page.x)
        let finish = timeAxis.time(forX: page.x + page.width, isFinish: true)
        return TimeRange(start..<Swift.max(start, finish))
    }

    /// The viewport that lays out `page`'s picture at 100 %: the page's
    /// slice and rows, the repeated left part and header included.
    /// - Parameter page: A page of ``pagination``.
    public func viewport(for page: PrintPage) -> GanttChartViewport {
        GanttChartViewport(size: pagination.contentSize(of: page), x: page.x, firstRow: page.rows.lowerBound)
    }
}
