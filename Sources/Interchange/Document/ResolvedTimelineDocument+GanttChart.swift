public import GanttChart
import TimelineCore
import TimelineGraphics

extension ResolvedTimelineDocument {
    /// The Gantt chart configuration of the document's settings: sizes, zoom,
    /// the default schedule for completion bars, highlighters, the visibility
    /// schedule, the current time, the locale of the labels and the first day
    /// of the week (Monday unless the document or its locale says otherwise), header rows, row
    /// headers for ``TimelineChartSettings/rowLabels``, theme, mode and the
    /// timeline. What the document leaves out keeps the chart's default.
    /// - Returns: A configuration for ``GanttChart/GanttChartLayout``.
    public func chartConfiguration() -> GanttChartConfiguration {
        var configuration = GanttChartConfiguration()
        if let rowHeight = settings.rowHeight { configuration.rowHeight = rowHeight }
        if let hourWidth = settings.hourWidth { configuration.hourWidth = hourWidth }
        if let zoom = settings.zoom {
            configuration.zoom = zoom
            configuration.minZoom = min(configuration.minZoom, zoom)
            configuration.maxZoom = max(configuration.maxZoom, zoom)
        }
        configuration.schedule = defaultSchedule
        if let snap = settings.snap { configuration.timeScale = snap.timeScale }
        if !settings.highlighters.isEmpty { configuration.scheduleHighlighters = settings.highlighters.map(\.schedule) }
        configuration.visibilitySchedule = settings.visibilitySchedule?.schedule
        configuration.currentTime = settings.now
        configuration.extraRowCount = 0
        if let locale = settings.locale { configuration.locale = locale }
        configuration.firstWeekday = settings.firstWeekday
        if let header = settings.header, !header.isEmpty {
            let locale = configuration.locale, firstWeekday = settings.firstWeekday ?? .monday
            configuration.header = GanttChartHeader(rows: header.map { row in
                let selector = row.intervals == .weeks
                    ? TimeSelector.weeks(startingOn: firstWeekday, format: row.format, locale: locale)
                    : TimeSelector(row.intervals, format: row.format, locale: locale)
                return GanttChartHeaderRow(selector)
            })
        }
        configuration.theme = GanttChartTheme.named(settings.theme) ?? .standard
        configuration.mode = settings.mode
        let labels = settings.rowLabels
        if !labels.isEmpty {
            let measurer = TextMeasurer()
            let widest = labels.map { measurer.width(of: $0, font: Font(size: 13)) }.max() ?? 0
            configuration.rowHeaderWidth = min(320, max(80, widest.rounded(.up) + 24))
            configuration.rowHeaderLabel = { row in row >= 0 && row < labels.count ? labels[row] : nil }
            configuration.desiredScrollableRowCount = labels.count
        }
        configuration.scrollableTimeline = settings.timeline
        applyIndicators(to: &configuration)
        return configuration
    }

    /// The style of the configured theme and mode, with the document's label placement.
    /// - Parameter configuration: The configuration whose theme and mode apply.
    /// - Returns: The style for ``GanttChart/GanttChartLayout``.
    public func chartStyle(for configuration: GanttChartConfiguration) -> GanttChartStyle {
        var style = configuration.themeStyle
        if let placement = settings.labelPlacement { style.labelPlacement = placement }
        return style
    }

    /// The whole chart laid out for export; the document's title becomes the
    /// chart's accessibility label (the SVG `<title>`). The chart is checked
    /// against `limits` first (see ``checkWholeChart(maximumRowCount:limits:rasterScale:)``).
    /// - Parameters:
    ///   - maximumRowCount: The most rows drawn.
    ///   - limits: The largest drawing allowed.
    /// - Returns: A scene covering the scrollable timeline and rows.
    /// - Throws: ``GanttChart/GanttChartExportLimitError`` when the chart is
    ///   too wide or a header row too fine; nothing is laid out then.
    /// - Complexity: O(n) in the items and rows drawn, plus the header cells,
    ///   which `limits` bounds.
    public func wholeChartScene(maximumRowCount: Int = 10_000,
                                limits: GanttChartExportLimits = .standard) throws(GanttChartExportLimitError) -> GanttChartScene {
        let configuration = chartConfiguration()
        var scene = try GanttChartLayout.wholeChartScene(for: itemSource, configuration: configuration, style: chartStyle(for: configuration),
                                                         maximumRowCount: maximumRowCount, limits: limits)
        if let title = settings.title { scene.displayList.accessibilityLabel = title }
        return scene
    }

    /// Checks, before anything is laid out, that the whole chart fits
    /// `limits` (width, header cells per row and, for PNG, pixels): what a
    /// server calls before an SVG, PNG or PDF export.
    ///
    /// ```swift
    /// do { try resolved.checkWholeChart(rasterScale: 1) } catch { return .badRequest(error.description) }
    /// ```
    /// - Parameters:
    ///   - maximumRowCount: The most rows drawn.
    ///   - limits: The largest drawing allowed.
    ///   - rasterScale: Pixels per point for a PNG; `nil` for SVG and PDF.
    /// - Throws: ``GanttChart/GanttChartExportLimitError`` naming the drawn
    ///   timeline, its span and what to change.
    /// - Complexity: O(r log d) for r header rows over a timeline of duration d.
    public func checkWholeChart(maximumRowCount: Int = 10_000, limits: GanttChartExportLimits = .standard,
                                rasterScale: Double? = nil) throws(GanttChartExportLimitError) {
        try GanttChartLayout.checkWholeChart(for: itemSource, configuration: chartConfiguration(), maximumRowCount: maximumRowCount,
                                             limits: limits, rasterScale: rasterScale)
    }
}
