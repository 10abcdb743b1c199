public import TimelineGraphics
import TimelineCore

/// Prints Gantt charts on paper: splits a chart into pages (a slice of the
/// timeline × a band of whole rows each), with the time header repeated on
/// every page's top and the row headers, or the outline grid, repeated on
/// every page's left, and a footer with the plan's title and "Page i of n".
///
/// Each page is laid out for its own viewport, so its cost depends on what
/// is on the page, not on the size of the chart. Pure: same input, same pages.
///
/// ```swift
/// let setup = PageSetup(paper: .a4, orientation: .landscape)
/// let printout = try GanttChartPrintLayout.gridPrintout(for: chart, configuration: configuration, setup: setup, title: "Atlas")
/// let pages = printout.pagination.lazy.map { GanttChartPrintLayout.gridPage($0, of: printout, for: chart) }
/// let pdf = try RasterExporter().pdf(pages: pages)
/// ```
public enum GanttChartPrintLayout {
    /// Splits the chart of `provider` into pages, its row headers (if
    /// ``GanttChartConfiguration/rowHeaderWidth`` is positive) repeated on the left.
    /// - Parameters:
    ///   - provider: The chart's data.
    ///   - configuration: The chart's settings.
    ///   - style: The look; `nil` uses the configuration's theme and mode.
    ///   - setup: The paper, margins and fit-to-width.
    ///   - title: The title in the footers.
    ///   - maximumRowCount: The most rows printed (a provider may have 10^12).
    ///   - maximumPageCount: The most pages allowed.
    /// - Returns: The printout.
    /// - Throws: ``TimelineGraphics/PrintPaginationError``.
    /// - Complexity: O(1) beyond the provider's row count and preferred timeline.
    public static func printout(
        for provider: some GanttChartCollectionProvider, configuration: GanttChartConfiguration, style: GanttChartStyle? = nil,
        setup: PageSetup, title: String? = nil, maximumRowCount: Int = 10_000,
        maximumPageCount: Int = PrintPagination.defaultMaximumPageCount
    ) throws(PrintPaginationError) -> GanttChartPrintout {
        var configuration = configuration
        configuration.viewportMargin = 0
        let rows = Swift.min(provider.totalRowCount, Swift.max(0, maximumRowCount))
        return try printout(provider: provider, configuration: configuration, style: style, fixedWidth: Swift.max(0, configuration.rowHeaderWidth),
                            rowCount: rows, setup: setup, title: title, showsGrid: false, maximumPageCount: maximumPageCount)
    }

    /// Splits an outline chart into pages, its grid repeated on every page's left.
    /// - Parameters:
    ///   - chart: The outline chart (grid columns, rows, items).
    ///   - configuration: The chart's settings (row headers are replaced by the grid).
    ///   - style: The look; `nil` uses the configuration's theme and mode.
    ///   - setup: The paper, margins and fit-to-width.
    ///   - title: The title in the footers.
    ///   - maximumRowCount: The most rows printed.
    ///   - maximumPageCount: The most pages allowed.
    /// - Returns: The printout.
    /// - Throws: ``TimelineGraphics/PrintPaginationError`` when the paper
    ///   leaves no room or there would be too many pages (a grid wider than
    ///   the page is scaled down, not refused).
    /// - Complexity: O(c) in the columns.
    public static func gridPrintout(
        for chart: OutlineGanttChart, configuration: GanttChartConfiguration, style: GanttChartStyle? = nil,
        setup: PageSetup, title: String? = nil, maximumRowCount: Int = 10_000,
        maximumPageCount: Int = PrintPagination.defaultMaximumPageCount
    ) throws(PrintPaginationError) -> GanttChartPrintout {
        var configuration = configuration
        configuration.viewportMargin = 0
        configuration.rowHeaderWidth = 0
        let rows = Swift.min(chart.totalRowCount, Swift.max(0, maximumRowCount))
        return try printout(provider: chart, configuration: configuration, style: style,
                            fixedWidth: OutlineGanttChartLayout.gridWidth(of: chart.columns), rowCount: rows, setup: setup,
                            title: title, showsGrid: true, maximumPageCount: maximumPageCount)
    }

    private static func printout(
        provider: some GanttChartCollectionProvider, configuration: GanttChartConfiguration, style: GanttChartStyle?, fixedWidth: Double,
        rowCount: Int, setup: PageSetup, title: String?, showsGrid: Bool, maximumPageCount: Int
    ) throws(PrintPaginationError) -> GanttChartPrintout {
        let axis = configuration.timeAxis(for: provider)
        let timeline = configuration.scrollableTimeline(for: provider)
        let headerHeight = Double(configuration.headerRows.count) * configuration.header.rowHeight
        let pagination = try PrintPagination(setup: setup, fixedWidth: fixedWidth, scrollableWidth: Swift.max(0, axis.x(for: timeline.finish)),
                                             headerHeight: headerHeight, rowHeight: configuration.rowHeight, rowCount: rowCount,
                                             maximumPageCount: maximumPageCount)
        // Each page lays out a whole slice's width on either side of its own slice (clipped to the page), so a bar's
        // label or a line cut at a page's edge continues at the next page's left edge instead of being lost.
        var pageConfiguration = configuration
        pageConfiguration.viewportMargin = pagination.sliceWidth
        return GanttChartPrintout(pagination: pagination, configuration: pageConfiguration, style: style ?? configuration.themeStyle,
                                  title: title, timeAxis: axis, showsGrid: showsGrid)
    }

    /// The picture of `page` at 100 %, viewport-local: the header, the
    /// row headers and the page's slice of the timeline and rows.
    /// - Parameters:
    ///   - page: A page of `printout`.
    ///   - printout: A printout made by ``printout(for:configuration:style:setup:title:maximumRowCount:maximumPageCount:)``.
    ///   - provider: The same data the printout was made for.
    /// - Returns: The page's picture.
    /// - Complexity: That of ``GanttChartLayout/scene(for:in:configuration:style:)`` for the page's viewport.
    public static func content(of page: PrintPage, in printout: GanttChartPrintout,
                               for provider: some GanttChartCollectionProvider) -> DisplayList {
        GanttChartLayout.scene(for: provider, in: printout.viewport(for: page), configuration: printout.configuration,
                               style: printout.style).displayList
    }

    /// The picture of `page` of a grid printout at 100 %: the grid's
    /// columns, the header and the page's slice of the timeline and rows.
    /// - Parameters:
    ///   - page: A page of `printout`.
    ///   - printout: A printout made by ``gridPrintout(for:configuration:style:setup:title:maximumRowCount:maximumPageCount:)``.
    ///   - chart: The same chart the printout was made for.
    /// - Returns: The page's picture.
    /// - Complexity: That of ``OutlineGanttChartLayout/scene(for:in:configuration:style:gridStyle:)`` for the page's viewport.
    public static func gridContent(of page: PrintPage, in printout: GanttChartPrintout, for chart: OutlineGanttChart) -> DisplayList {
        OutlineGanttChartLayout.scene(for: chart, in: printout.viewport(for: page), configuration: printout.configuration,
                                      style: printout.style).displayList
    }

    /// A whole sheet: `page`'s picture on paper with margins and footer
    /// (see ``TimelineGraphics/PrintPageLayout``).
    /// - Parameters:
    ///   - page: A page of `printout`.
    ///   - printout: The printout.
    ///   - provider: The same data the printout was made for.
    /// - Returns: A display list of the paper's size.
    public static func page(_ page: PrintPage, of printout: GanttChartPrintout, for provider: some GanttChartCollectionProvider) -> DisplayList {
        PrintPageLayout.page(page, of: printout.pagination, content: content(of: page, in: printout, for: provider), title: printout.title)
    }

    /// A whole sheet of a grid printout (see ``page(_:of:for:)``).
    /// - Parameters:
    ///   - page: A page of `printout`.
    ///   - printout: The printout.
    ///   - chart: The same chart the printout was made for.
    /// - Returns: A display list of the paper's size.
    public static func gridPage(_ page: PrintPage, of printout: GanttChartPrintout, for chart: OutlineGanttChart) -> DisplayList {
        PrintPageLayout.page(page, of: printout.pagination, content: gridContent(of: page, in: printout, for: chart), title: printout.title)
    }
}
