import GanttChart
import Interchange
import TimelineCore
import TimelineGraphics

/// What `render` draws: the resolved document with the command-line overrides
/// applied to its settings, plus the rows and window asked for.
struct RenderRequest {
    var resolved: ResolvedTimelineDocument
    var rows: RowSelection?
    var width: Double?
    var height: Double?
    var maximumRowCount: Int

    init(resolved: ResolvedTimelineDocument, theme: String?, mode: TimelineDocument.Mode?,
         labelPlacement: TimelineDocument.LabelPlacement?, zoom: Double?, hourWidth: Double?,
         timeRange: (from: Time?, to: Time?), rows: RowSelection?, width: Double?, height: Double?, maximumRowCount: Int) throws {
        var resolved = resolved
        if let theme { resolved.settings.theme = theme }
        if let mode { resolved.settings.mode = mode }
        if let labelPlacement { resolved.settings.labelPlacement = labelPlacement }
        if let zoom { resolved.settings.zoom = zoom }
        if let hourWidth { resolved.settings.hourWidth = hourWidth }
        if timeRange.from != nil || timeRange.to != nil {
            // An open end falls back to the document's timeline, else to the automatic one.
            var configuration = resolved.chartConfiguration()
            configuration.scrollableTimeline = resolved.settings.timeline
            let automatic = configuration.scrollableTimeline(for: resolved.itemSource)
            let start = timeRange.from ?? min(automatic.start, timeRange.to!.adding(days: -1))
            let finish = timeRange.to ?? max(automatic.finish, start.adding(days: 1))
            guard finish > start else {
                throw RenderError("the drawn timeline would end (\(finish)) before it starts (\(start)); check --from and --to")
            }
            resolved.settings.timeline = TimeRange(start..<finish)
        }
        self.resolved = resolved
        self.rows = rows
        self.width = width
        self.height = height
        self.maximumRowCount = maximumRowCount
    }

    /// The number of rows the chart scrolls through.
    var totalRowCount: Int { resolved.chartConfiguration().scrollableRowCount(for: resolved.itemSource) }

    /// The chart's display list: the whole chart, or the rows and window asked
    /// for, checked against `limits` before anything is laid out.
    /// - Parameters:
    ///   - limits: The largest drawing allowed.
    ///   - rasterScale: Pixels per point of a PNG; `nil` for SVG and PDF.
    /// - Throws: ``RenderError`` naming the span and the options that help.
    func displayList(limits: GanttChartExportLimits = .standard, rasterScale: Double? = nil) throws -> DisplayList {
        if rows == nil, width == nil, height == nil {
            do {
                try resolved.checkWholeChart(maximumRowCount: maximumRowCount, limits: limits, rasterScale: rasterScale)
                return try resolved.wholeChartScene(maximumRowCount: maximumRowCount, limits: limits).displayList
            } catch {
                throw RenderError(Self.advice(for: error))
            }
        }
        let configuration = resolved.chartConfiguration()
        let style = resolved.chartStyle(for: configuration)
        let source = resolved.itemSource
        let whole = GanttChartLayout.wholeChartSize(for: source, configuration: configuration, maximumRowCount: maximumRowCount)
        let headerHeight = Double(configuration.headerRows.count) * configuration.header.rowHeight
        let totalRows = configuration.scrollableRowCount(for: source)
        let firstRow = min(rows?.first ?? 0, max(0, totalRows - 1))
        let lastRow = max(firstRow, min(rows?.last ?? (totalRows - 1), max(0, totalRows - 1)))
        let rowsHeight = Double(lastRow - firstRow + 1) * configuration.rowHeight
        if width == nil {
            // The window spans the whole timeline: as wide as the whole chart.
            do { try resolved.checkWholeChart(maximumRowCount: maximumRowCount, limits: limits) } catch { throw RenderError(Self.advice(for: error)) }
        }
        let size = Size(width: width ?? whole.width, height: height ?? (headerHeight + rowsHeight))
        if let rasterScale, !((size.width * rasterScale).rounded(.up) * (size.height * rasterScale).rounded(.up) <= limits.maximumPixelCount) {
            throw RenderError(Self.advice(for: .tooManyPixels(width: size.width, height: size.height, scale: rasterScale,
                                                              maximum: limits.maximumPixelCount)))
        }
        // Without --from, a window over chosen rows starts a day before their first item.
        var x = 0.0
        if rows != nil, size.width < whole.width {
            let axis = configuration.timeAxis(for: source)
            let timeline = configuration.scrollableTimeline(for: source)
            let items = source.filteredItems(rows: firstRow..<(lastRow + 1), timeline: timeline)
            if let earliest = items.map(\.start).min(), earliest.adding(days: -1) > timeline.start {
                x = min(max(0, axis.x(for: earliest.adding(days: -1))), max(0, whole.width - size.width))
            }
        }
        var limited = configuration
        limited.viewportMargin = 0
        let viewport = GanttChartViewport(size: size, x: x, firstRow: firstRow)
        var list = GanttChartLayout.scene(for: source, in: viewport, configuration: limited, style: style).displayList
        if let title = resolved.settings.title { list.accessibilityLabel = title }
        return list
    }

    /// The display list of grid and chart side by side
    /// (``GanttChart/OutlineGanttChartLayout``): the grid's columns
    /// (``GanttChart/OutlineGanttChartColumn/projectColumns``) on the left, the
    /// whole timeline (or the window asked for) on the right.
    /// - Parameters:
    ///   - limits: The largest drawing allowed.
    ///   - rasterScale: Pixels per point of a PNG; `nil` for SVG and PDF.
    /// - Throws: ``RenderError`` naming the span and the options that help.
    func gridDisplayList(limits: GanttChartExportLimits = .standard, rasterScale: Double? = nil) throws -> DisplayList {
        let chart: OutlineGanttChart
        do { chart = try resolved.makeOutlineGanttChart() } catch { throw RenderError("\(error.description)") }
        var configuration = resolved.chartConfiguration()
        configuration.rowHeaderWidth = 0
        configuration.viewportMargin = 0
        let style = resolved.chartStyle(for: configuration)
        do { try resolved.checkWholeChart(maximumRowCount: maximumRowCount, limits: limits) } catch { throw RenderError(Self.advice(for: error)) }
        let whole = GanttChartLayout.wholeChartSize(for: chart, configuration: configuration, maximumRowCount: maximumRowCount)
        let gridWidth = OutlineGanttChartLayout.gridWidth(of: chart.columns)
        let headerHeight = Double(configuration.headerRows.count) * configuration.header.rowHeight
        let totalRows = chart.totalRowCount
        let firstRow = min(rows?.first ?? 0, max(0, totalRows - 1))
        let lastRow = max(firstRow, min(rows?.last ?? min(totalRows - 1, maximumRowCount - 1), max(0, totalRows - 1)))
        let rowsHeight = Double(lastRow - firstRow + 1) * configuration.rowHeight
        let size = Size(width: width ?? (gridWidth + whole.width), height: height ?? (headerHeight + rowsHeight))
        if let rasterScale, !((size.width * rasterScale).rounded(.up) * (size.height * rasterScale).rounded(.up) <= limits.maximumPixelCount) {
            throw RenderError(Self.advice(for: .tooManyPixels(width: size.width, height: size.height, scale: rasterScale,
                                                              maximum: limits.maximumPixelCount)))
        }
        let viewport = GanttChartViewport(size: size, x: 0, firstRow: firstRow)
        var list = OutlineGanttChartLayout.scene(for: chart, in: viewport, configuration: configuration, style: style).displayList
        if let title = resolved.settings.title { list.accessibilityLabel = title }
        return list
    }

    /// The library's reason with the options of `render` that help.
    static func advice(for error: GanttChartExportLimitError) -> String {
        let options = switch error {
        case .tooWide: "--zoom, or --from/--to"
        case .tooManyHeaderCells: "the document's header rows, or --from/--to"
        case .tooManyPixels: "--scale, --rows/--max-rows, --zoom, or an .svg output"
        }
        return "\(error.description) (\(options))"
    }
}
