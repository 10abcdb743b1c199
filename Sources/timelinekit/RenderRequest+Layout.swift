import GanttChart
import Interchange
import TimelineCore
import TimelineGraphics

extension RenderRequest {
    /// The chart configuration: the document's settings with the command-line
    /// overrides.
    func configuration() -> GanttChartConfiguration {
        let settings = resolved.settings
        var configuration = GanttChartConfiguration()
        if let rowHeight = settings.rowHeight { configuration.rowHeight = rowHeight }
        if let hourWidth { configuration.hourWidth = hourWidth }
        if let zoom {
            configuration.zoom = zoom
            configuration.minZoom = min(configuration.minZoom, zoom)
            configuration.maxZoom = max(configuration.maxZoom, zoom)
        }
        configuration.schedule = resolved.defaultSchedule
        if !settings.highlighters.isEmpty { configuration.scheduleHighlighters = settings.highlighters.map(\.schedule) }
        configuration.currentTime = settings.now
        configuration.visibilitySchedule = settings.visibilitySchedule?.schedule
        configuration.extraRowCount = 0
        if let header = settings.header, !header.isEmpty {
            configuration.header = GanttChartHeader(rows: header.map { row in
                let selector = row.intervals == .weeks
                    ? TimeSelector.weeks(startingOn: .monday, format: row.format)
                    : TimeSelector(row.intervals, format: row.format)
                return GanttChartHeaderRow(selector)
            })
        }
        configuration.theme = GanttChartTheme.named(theme) ?? .standard
        configuration.mode = mode == .dark ? .dark : .light
        let labels = settings.rowLabels
        if !labels.isEmpty {
            let measurer = TextMeasurer()
            let widest = labels.map { measurer.width(of: $0, font: Font(size: 13)) }.max() ?? 0
            configuration.rowHeaderWidth = min(320, max(80, widest.rounded(.up) + 24))
            configuration.rowHeaderLabel = { row in row >= 0 && row < labels.count ? labels[row] : nil }
            configuration.desiredScrollableRowCount = labels.count
        }
        let source = resolved.itemSource
        if from != nil || to != nil {
            let automatic = configuration.scrollableTimeline(for: source)
            let start = from ?? min(automatic.start, to!.adding(days: -1))
            let finish = to ?? max(automatic.finish, start.adding(days: 1))
            configuration.scrollableTimeline = TimeRange(start..<finish)
        }
        return configuration
    }

    /// The number of rows the chart scrolls through.
    var totalRowCount: Int? { configuration().scrollableRowCount(for: resolved.itemSource) }

    /// The theme's style with the label placement asked for.
    func style(for configuration: GanttChartConfiguration) -> GanttChartStyle {
        var style = configuration.themeStyle
        switch labelPlacement {
        case .automatic: style.labelPlacement = .automatic
        case .inside: style.labelPlacement = .inside
        case .outside: style.labelPlacement = .outside
        case nil: break
        }
        return style
    }

    /// The chart's display list: the whole chart, or the rows and window asked for.
    func displayList() throws -> DisplayList {
        let configuration = configuration()
        let style = style(for: configuration)
        let source = resolved.itemSource
        let whole = GanttChartLayout.wholeChartSize(for: source, configuration: configuration, maximumRowCount: maximumRowCount)
        if rows == nil, width == nil, height == nil {
            return GanttChartLayout.wholeChartScene(for: source, configuration: configuration, style: style,
                                                   maximumRowCount: maximumRowCount).displayList
        }
        let headerHeight = Double(configuration.headerRows.count) * configuration.header.rowHeight
        let totalRows = configuration.scrollableRowCount(for: source)
        let firstRow = min(rows?.first ?? 0, max(0, totalRows - 1))
        let lastRow = min(rows?.last ?? (totalRows - 1), max(0, totalRows - 1))
        let rowsHeight = Double(max(0, lastRow - firstRow + 1)) * configuration.rowHeight
        let size = Size(width: width ?? whole.width, height: height ?? (headerHeight + rowsHeight))
        var limited = configuration
        limited.viewportMargin = 0
        // Without --from, a window over chosen rows starts a day before their first item.
        var x = 0.0
        if from == nil, rows != nil, size.width < whole.width {
            let axis = configuration.timeAxis(for: source)
            let timeline = configuration.scrollableTimeline(for: source)
            let items = source.filteredItems(rows: firstRow..<(lastRow + 1), timeline: timeline)
            if let earliest = items.map(\.start).min() {
                x = min(max(0, axis.x(for: earliest.adding(days: -1))), max(0, whole.width - size.width))
            }
        }
        let viewport = GanttChartViewport(size: size, x: x, firstRow: firstRow)
        return GanttChartLayout.scene(for: source, in: viewport, configuration: limited, style: style).displayList
    }
}
