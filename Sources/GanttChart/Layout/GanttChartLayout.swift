import Foundation
import TimelineCore
public import TimelineGraphics

/// Lays out Gantt charts: pure functions from a provider's data, a viewport,
/// a configuration and a style to a ``GanttChartScene``.
///
/// ```swift
/// let configuration = GanttChartConfiguration()
/// let viewport = GanttChartViewport(size: Size(width: 1_000, height: 400))
/// let scene = GanttChartLayout.scene(for: source, in: viewport, configuration: configuration)
/// let svg = SVGRenderer().render(scene.displayList)
/// ```
///
/// Only what intersects the viewport (plus ``GanttChartConfiguration/viewportMargin``)
/// is laid out, in viewport-local coordinates, so the cost depends on what
/// is visible and never on how many rows the provider has. Same input, same
/// output.
public enum GanttChartLayout {
    /// Lays out what `provider` returns for `viewport`.
    ///
    /// The scene shows the time header on top (``GanttChartConfiguration/header``),
    /// row headers on the left when ``GanttChartConfiguration/rowHeaderWidth`` is
    /// positive, and below and right of them the time area: rows, shaded
    /// nonworking time and highlighted intervals, grid lines, dependency
    /// lines, bars with completion, milestones, summaries, labels,
    /// attachments and the current-time line.
    /// - Parameters:
    ///   - provider: The chart's data.
    ///   - viewport: The visible window.
    ///   - configuration: The content settings.
    ///   - style: The look; `nil` uses the configuration's theme and mode.
    /// - Returns: The display list and hit-testing geometry.
    /// - Complexity: O(q + v + h), q = the provider's query cost for the
    ///   visible rows and time, v = the visible items, dependencies and rows,
    ///   h = the visible header cells and shaded intervals.
    public static func scene(
        for provider: some GanttChartCollectionProvider,
        in viewport: GanttChartViewport,
        configuration: GanttChartConfiguration,
        style: GanttChartStyle? = nil
    ) -> GanttChartScene {
        var builder = GanttChartSceneBuilder(provider: provider, viewport: viewport, configuration: configuration,
                                             style: style ?? configuration.themeStyle)
        return builder.build()
    }

    /// Lays out the whole chart: the scrollable timeline × all scrollable
    /// rows, with the header on top and the row headers (if configured) on
    /// the left, for export, after checking it against `limits` (see
    /// ``checkWholeChart(for:configuration:maximumRowCount:limits:rasterScale:)``).
    /// - Parameters:
    ///   - provider: The chart's data.
    ///   - configuration: The content settings.
    ///   - style: The look; `nil` uses the configuration's theme and mode.
    ///   - maximumRowCount: The most rows drawn (a provider may have 10^12).
    ///   - limits: The largest drawing allowed.
    /// - Returns: A scene whose size covers the whole chart.
    /// - Throws: ``GanttChartExportLimitError`` when the chart exceeds `limits`;
    ///   nothing is laid out then.
    /// - Complexity: O(n) in the items and rows drawn, plus the header cells,
    ///   which `limits` bounds.
    public static func wholeChartScene(
        for provider: some GanttChartCollectionProvider,
        configuration: GanttChartConfiguration,
        style: GanttChartStyle? = nil,
        maximumRowCount: Int = 10_000,
        limits: GanttChartExportLimits = .standard
    ) throws(GanttChartExportLimitError) -> GanttChartScene {
        try checkWholeChart(for: provider, configuration: configuration, maximumRowCount: maximumRowCount, limits: limits)
        let size = wholeChartSize(for: provider, configuration: configuration, maximumRowCount: maximumRowCount)
        var limited = configuration
        limited.viewportMargin = 0
        return scene(for: provider, in: GanttChartViewport(size: size), configuration: limited, style: style)
    }

    /// Checks, before anything is laid out, that the whole chart fits `limits`:
    /// its width (row headers plus the timeline at the configured zoom), the
    /// cells of each header row over the timeline (estimated, see
    /// ``TimelineCore/TimeIntervalSelector/estimatedIntervalCount(in:)``) and,
    /// for a raster image, its pixels.
    ///
    /// A server calls this for its SVG, PNG and PDF exports and answers the
    /// error's ``GanttChartExportLimitError/description`` instead of drawing.
    /// - Parameters:
    ///   - provider: The chart's data.
    ///   - configuration: The content settings.
    ///   - maximumRowCount: The most rows drawn.
    ///   - limits: The largest drawing allowed.
    ///   - rasterScale: Pixels per point for a PNG; `nil` for SVG and PDF.
    /// - Throws: ``GanttChartExportLimitError`` naming the timeline and what to change.
    /// - Complexity: O(r log d) for r header rows over a timeline of duration d.
    public static func checkWholeChart(
        for provider: some GanttChartCollectionProvider,
        configuration: GanttChartConfiguration,
        maximumRowCount: Int = 10_000,
        limits: GanttChartExportLimits = .standard,
        rasterScale: Double? = nil
    ) throws(GanttChartExportLimitError) {
        let size = wholeChartSize(for: provider, configuration: configuration, maximumRowCount: maximumRowCount)
        let timeline = configuration.scrollableTimeline(for: provider)
        if !(size.width <= limits.maximumWidth) {
            let rowHeaders = Swift.max(0, configuration.rowHeaderWidth)
            let timelineWidth = size.width - rowHeaders
            let room = Swift.max(0, limits.maximumWidth - rowHeaders)
            var suggested = timelineWidth > 0 && timelineWidth.isFinite ? configuration.clampedZoom * room / timelineWidth : 0
            // Three significant digits, rounded down so that the suggestion fits.
            if suggested > 0 {
                let magnitude = Foundation.pow(10, Foundation.floor(Foundation.log10(suggested)) - 2)
                suggested = Foundation.floor(suggested / magnitude) * magnitude
            }
            throw .tooWide(width: size.width, timeline: timeline, zoom: configuration.clampedZoom,
                           maximumWidth: limits.maximumWidth, suggestedZoom: suggested)
        }
        for (index, row) in configuration.headerRows.enumerated() {
            for selector in row.selectors {
                let cells = selector.intervalSelector.estimatedIntervalCount(in: timeline)
                if cells > Double(limits.maximumHeaderCellsPerRow) {
                    throw .tooManyHeaderCells(row: index, cells: cells.rounded(), timeline: timeline, maximum: limits.maximumHeaderCellsPerRow)
                }
            }
        }
        if let scale = rasterScale {
            let pixels = (size.width * scale).rounded(.up) * (size.height * scale).rounded(.up)
            if !(pixels <= limits.maximumPixelCount) {
                throw .tooManyPixels(width: size.width, height: size.height, scale: scale, maximum: limits.maximumPixelCount)
            }
        }
    }

    /// The size of ``wholeChartScene(for:configuration:style:maximumRowCount:)``.
    /// - Parameters:
    ///   - provider: The chart's data.
    ///   - configuration: The content settings.
    ///   - maximumRowCount: The most rows counted.
    /// - Returns: Row headers + timeline width by header + rows height.
    public static func wholeChartSize(
        for provider: some GanttChartCollectionProvider,
        configuration: GanttChartConfiguration,
        maximumRowCount: Int = 10_000
    ) -> Size {
        let timeline = configuration.scrollableTimeline(for: provider)
        let axis = configuration.timeAxis(for: provider)
        let rows = Swift.min(configuration.scrollableRowCount(for: provider), Swift.max(0, maximumRowCount))
        let headerHeight = Double(configuration.headerRows.count) * configuration.header.rowHeight
        return Size(width: Swift.max(0, configuration.rowHeaderWidth) + axis.x(for: timeline.finish),
                    height: headerHeight + Double(rows) * configuration.rowHeight)
    }
}
