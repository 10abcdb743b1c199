public import Foundation
public import GanttChart
public import TimelineGraphics

/// A project document split into printed pages, ready to lay out page by
/// page or to write as one multi-page PDF (see
/// ``ResolvedTimelineDocument/printout(setup:showsGrid:maximumRowCount:)``).
///
/// ```swift
/// let printout = try resolved.printout(setup: PageSetup(paper: .a4, orientation: .landscape), showsGrid: true)
/// let pdf = try printout.pdf()          // printout.pageCount pages
/// let first = printout.page(at: 0)      // a display list of the paper's size
/// ```
public struct TimelineDocumentPrintout {
    /// The pagination and the chart settings of the pages.
    public let printout: GanttChartPrintout
    private let chart: OutlineGanttChart?
    private let source: GanttChartItemSource

    init(printout: GanttChartPrintout, chart: OutlineGanttChart?, source: GanttChartItemSource) {
        self.printout = printout
        self.chart = chart
        self.source = source
    }

    /// The number of pages.
    public var pageCount: Int { printout.pageCount }

    /// The sheet at `index` (from 0, row-major), with margins and footer.
    /// - Parameter index: A page index in `0..<pageCount`.
    /// - Returns: A display list of the paper's size.
    /// - Complexity: The layout of one page's viewport.
    public func page(at index: Int) -> DisplayList {
        let page = printout.pagination[index]
        if let chart { return GanttChartPrintLayout.gridPage(page, of: printout, for: chart) }
        return GanttChartPrintLayout.page(page, of: printout, for: source)
    }

    /// Every sheet in order, each laid out when it is reached.
    public var pages: LazyMapSequence<Range<Int>, DisplayList> {
        (0..<pageCount).lazy.map { page(at: $0) }
    }

    /// One PDF with a page per sheet, the paper's size in points.
    /// - Returns: The PDF's bytes.
    /// - Throws: ``TimelineGraphics/RasterExportError`` when librsvg or cairo
    ///   is missing or fails.
    public func pdf() throws(RasterExportError) -> Data {
        try RasterExporter().pdf(pages: pages)
    }
}
