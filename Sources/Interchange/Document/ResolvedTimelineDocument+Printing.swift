import GanttChart
public import TimelineGraphics

extension ResolvedTimelineDocument {
    /// The document's Gantt chart split into pages of `setup`'s paper:
    /// slices of the timeline × bands of whole rows, the time header on top
    /// of every page and, with `showsGrid`, the outline grid (WBS, name,
    /// duration, dates…) on every page's left; the title in every footer.
    /// - Parameters:
    ///   - setup: The paper, orientation, margins and fit-to-width.
    ///   - showsGrid: Print the outline grid beside the chart (else the
    ///     document's row labels, if any).
    ///   - maximumRowCount: The most rows printed.
    /// - Returns: The printout.
    /// - Throws: ``TimelineGraphics/PrintPaginationError`` when the pages
    ///   cannot hold the chart (no room on the paper, too many pages; a grid
    ///   wider than the page is scaled down, not refused),
    ///   ``GanttChart/GanttChartValidationError`` for items the grid rejects.
    public func printout(setup: PageSetup, showsGrid: Bool, maximumRowCount: Int = 10_000) throws -> TimelineDocumentPrintout {
        let configuration = chartConfiguration()
        let style = chartStyle(for: configuration)
        if showsGrid {
            let chart = try makeOutlineGanttChart()
            let printout = try GanttChartPrintLayout.gridPrintout(for: chart, configuration: configuration, style: style, setup: setup,
                                                                 title: settings.title, maximumRowCount: maximumRowCount)
            return TimelineDocumentPrintout(printout: printout, chart: chart, source: itemSource)
        }
        let printout = try GanttChartPrintLayout.printout(for: itemSource, configuration: configuration, style: style, setup: setup,
                                                          title: settings.title, maximumRowCount: maximumRowCount)
        return TimelineDocumentPrintout(printout: printout, chart: nil, source: itemSource)
    }
}
