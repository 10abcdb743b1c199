import Foundation
import TimelineCore
import TimelineGraphics

/// Builds one ``GanttChartScene``: the working state of
/// ``GanttChartLayout/scene(for:in:configuration:style:)``.
struct GanttChartSceneBuilder<Provider: GanttChartCollectionProvider> {
    let provider: Provider
    let viewport: GanttChartViewport
    let configuration: GanttChartConfiguration
    let style: GanttChartStyle
    let measurer = TextMeasurer()

    let timeline: TimeRange
    let axis: TimeAxis
    let headerRows: [GanttChartHeaderRow]
    let headerHeight: Double
    let rowHeaderWidth: Double
    let content: Rect
    let rowCount: Int
    let visibleRows: Range<Int>
    /// The time shown in the time area.
    let visibleTimeline: TimeRange
    /// The time laid out (the visible time plus the margin).
    let layoutTimeline: TimeRange
    let completionSchedule: any ScheduleDefinition

    var itemFrames: [GanttChartItem.ID: Rect] = [:]
    /// The ends of dependency lines by item: the laid-out items, and items
    /// outside the viewport once a line needed them.
    var dependencyEnds: [GanttChartItem.ID: DependencyEnd] = [:]
    /// Accessibility date labels by day number: many bars share their days,
    /// and formatting a date is the costliest part of a label.
    let dayLabels: DayLabelCache
    var dependencyPolylines: [GanttChartDependency.ID: [Point]] = [:]

    init(provider: Provider, viewport: GanttChartViewport, configuration: GanttChartConfiguration, style: GanttChartStyle) {
        precondition(configuration.rowHeight > 0, "GanttChartLayout: row height must be positive")
        self.provider = provider
        self.viewport = viewport
        self.configuration = configuration
        self.style = style
        timeline = configuration.scrollableTimeline(for: provider)
        axis = configuration.timeAxis(for: provider)
        headerRows = configuration.headerRows
        headerHeight = Double(headerRows.count) * configuration.header.rowHeight
        rowHeaderWidth = max(0, min(configuration.rowHeaderWidth, viewport.size.width))
        content = Rect(x: rowHeaderWidth, y: min(headerHeight, viewport.size.height),
                       width: max(0, viewport.size.width - rowHeaderWidth),
                       height: max(0, viewport.size.height - headerHeight))
        rowCount = configuration.scrollableRowCount(for: provider)
        let shown = Int(((content.height + viewport.rowOffset) / configuration.rowHeight).rounded(.up))
        let first = min(viewport.firstRow, rowCount)
        visibleRows = first..<(first + min(shown, rowCount - first))
        visibleTimeline = TimeRange(axis.time(forX: viewport.x)..<max(axis.time(forX: viewport.x),
                                                                      axis.time(forX: viewport.x + content.width, isFinish: true)))
        let margin = max(0, configuration.viewportMargin)
        let layoutStart = axis.time(forX: viewport.x - margin)
        layoutTimeline = TimeRange(layoutStart..<max(layoutStart, axis.time(forX: viewport.x + content.width + margin, isFinish: true)))
        completionSchedule = configuration.completionSchedule(for: provider)
        dayLabels = DayLabelCache(format: Self.dayMonthFormat, locale: configuration.locale,
                                  timeline: visibleRows.isEmpty ? nil : layoutTimeline)
    }

    // MARK: Coordinates

    /// The viewport-local x of `time`.
    func x(_ time: Time) -> Double {
        content.minX + axis.x(for: time) - viewport.x
    }

    /// The viewport-local y of the top of `row`; the row difference is taken
    /// in integers so that huge rows stay exact.
    func y(_ row: Int) -> Double {
        content.minY + Double(row - viewport.firstRow) * configuration.rowHeight - viewport.rowOffset
    }

    // MARK: Building

    mutating func build() -> GanttChartScene {
        let items = visibleRows.isEmpty ? [] : provider.filteredItems(rows: visibleRows, timeline: layoutTimeline)
        var contentElements: [DisplayElement] = []
        // Rows (background, border), bars (about five elements each) and
        // dependency lines (about one per bar, with its arrowhead): sized once.
        contentElements.reserveCapacity(2 * visibleRows.count + 7 * items.count + 64)
        contentElements += rowElements()
        contentElements += timeAreaElements()
        contentElements += gridElements()
        if !configuration.dateMarkers.isEmpty { contentElements += dateMarkerElements() }

        // Most items use the chart's style as it is; only items with a style
        // selector or color overrides get (and pay for) a copy of their own.
        var geometries: [ItemGeometry] = []
        geometries.reserveCapacity(items.count)
        var customStyles: [Int: GanttChartStyle] = [:]
        itemFrames.reserveCapacity(items.count)
        let needsEnds = configuration.showsDependencyLines && !visibleRows.isEmpty
        if needsEnds { dependencyEnds.reserveCapacity(items.count + items.count / 4) }
        for (index, item) in items.enumerated() {
            let itemGeometry: ItemGeometry
            if let custom = customStyle(for: item) {
                itemGeometry = geometry(of: item, style: custom)
                customStyles[index] = custom
            } else {
                itemGeometry = geometry(of: item, style: style)
            }
            itemFrames[item.id] = itemGeometry.frame
            if needsEnds { dependencyEnds[item.id] = DependencyEnd(item, frame: itemGeometry.frame) }
            geometries.append(itemGeometry)
        }
        if needsEnds {
            appendDependencyElements(to: &contentElements)
        }
        for index in items.indices {
            if !customStyles.isEmpty, let custom = customStyles[index] {
                appendItemElements(items[index], geometry: geometries[index], style: custom, to: &contentElements)
            } else {
                appendItemElements(items[index], geometry: geometries[index], style: style, to: &contentElements)
            }
        }
        if configuration.statusDate != nil { contentElements += progressLineElements(items: items, geometries: geometries) }
        contentElements += currentTimeElements()

        var list = DisplayList(size: viewport.size, background: style.background,
                               accessibilityLabel: "Gantt chart")
        list.append(.group(id: "content", contentElements, clip: content))
        if rowHeaderWidth > 0 {
            list.append(.group(id: "row-headers", rowHeaderElements(),
                               clip: Rect(x: 0, y: content.minY, width: rowHeaderWidth, height: content.height)))
        }
        if headerHeight > 0 {
            list.append(.group(id: "header", headerElements(),
                               clip: Rect(x: content.minX, y: 0, width: content.width, height: min(headerHeight, viewport.size.height))))
            if rowHeaderWidth > 0 {
                list.append(.rect(id: "corner", role: .background,
                                  Rect(x: 0, y: 0, width: rowHeaderWidth, height: headerHeight), fill: style.regionalBackground))
                list.append(.line(id: "corner:border", role: .gridLine,
                                  from: Point(x: 0, y: headerHeight - 0.5), to: Point(x: rowHeaderWidth, y: headerHeight - 0.5),
                                  stroke: Stroke(style.headerBorderColor)))
            }
        }
        return GanttChartScene(
            displayList: list, timeAxis: axis, viewport: viewport, scrollableTimeline: timeline,
            visibleTimeline: visibleTimeline, visibleRows: visibleRows, rowCount: rowCount,
            rowHeight: configuration.rowHeight, headerHeight: headerHeight, rowHeaderWidth: rowHeaderWidth,
            contentFrame: content, itemFrames: itemFrames, dependencyPolylines: dependencyPolylines)
    }

    // MARK: Rows

    func rowElements() -> [DisplayElement] {
        var elements: [DisplayElement] = []
        elements.reserveCapacity(visibleRows.count * 2)
        let height = configuration.rowHeight
        for row in visibleRows {
            let rowStyle = configuration.styleSelectors.row?(row, style) ?? style
            let top = y(row)
            let isAlternate = row % 2 == 1 && rowStyle.alternateRowBackground != nil
            elements.append(notHitTestable(.rect(id: SemanticID.numbered("row:", row), role: isAlternate ? .alternateRow : .row,
                                                 Rect(x: content.minX, y: top, width: content.width, height: height),
                                                 fill: isAlternate ? rowStyle.alternateRowBackground : rowStyle.rowBackground)))
            if let border = rowStyle.rowBorderColor, rowStyle.rowBorderWidth > 0 {
                let lineY = top + height - rowStyle.rowBorderWidth / 2
                elements.append(notHitTestable(.line(id: SemanticID.numbered("row:", row, ":border"), role: .gridLine,
                                                     from: Point(x: content.minX, y: lineY), to: Point(x: content.maxX, y: lineY),
                                                     stroke: Stroke(border, width: rowStyle.rowBorderWidth))))
            }
        }
        return elements
    }

    func notHitTestable(_ element: DisplayElement) -> DisplayElement {
        var copy = element
        copy.isHitTestable = false
        return copy
    }

    // MARK: Time areas

    func timeAreaElements() -> [DisplayElement] {
        var elements: [DisplayElement] = []
        guard content.width > 0, content.height > 0 else { return elements }
        let area = visibleTimeline
        // Nonworking time is shaded while a day is at least half a point wide:
        // narrower, its stripes would be a sub-pixel blur, and listing them
        // would cost the span of the timeline rather than the viewport's size.
        let shadesNonworkingTime = Double(area.finish.dayNumber - area.start.dayNumber) <= 2 * content.width + 2
        for (index, schedule) in configuration.scheduleHighlighters.enumerated() where shadesNonworkingTime {
            for interval in schedule.nonworkingIntervals(in: area) {
                let x0 = x(interval.start), x1 = x(interval.finish)
                guard x1 - x0 >= 0.5 else { continue }
                let areaStyle = configuration.styleSelectors.timeArea?(interval, style) ?? style
                elements.append(.rect(id: "nonworking:\(index):\(interval.start.iso8601)", role: .nonworkingTime,
                                      Rect(x: x0, y: content.minY, width: x1 - x0, height: content.height),
                                      fill: areaStyle.nonworkingTimeFill))
            }
        }
        for (index, selector) in configuration.intervalHighlighters.enumerated() where Self.listsCells(of: selector, in: area) {
            for cell in selector.cells(in: area) {
                let areaStyle = configuration.styleSelectors.timeArea?(cell.interval, style) ?? style
                let id = "highlight:\(index):\(cell.interval.start.iso8601)"
                let x0 = x(cell.interval.start)
                if cell.interval.isMomentary {
                    elements.append(.line(id: SemanticID(id), role: .currentTime,
                                          from: Point(x: x0, y: content.minY), to: Point(x: x0, y: content.maxY),
                                          stroke: Stroke(areaStyle.currentTimeLineColor, width: areaStyle.currentTimeLineWidth),
                                          title: configuration.showsToolTips && !cell.label.isEmpty ? cell.label : nil))
                    continue
                }
                let x1 = x(cell.interval.finish)
                guard x1 - x0 >= 0.5 else { continue }
                elements.append(.rect(id: SemanticID(id), role: .timeArea,
                                      Rect(x: x0, y: content.minY, width: x1 - x0, height: content.height),
                                      fill: areaStyle.highlightedTimeAreaFill,
                                      title: configuration.showsToolTips && !cell.label.isEmpty ? cell.label : nil))
                if !cell.label.isEmpty, x1 - x0 > 16 {
                    let left = max(x0, content.minX)
                    elements.append(.text(id: SemanticID(id + ":label"), role: .label, cell.label,
                                          at: Point(x: left + 4, y: content.minY + 4), font: areaStyle.timeAreaLabelFont,
                                          color: areaStyle.timeAreaLabelColor, baseline: .top, maxWidth: x1 - left - 8))
                }
            }
        }
        return elements.map(notHitTestable)
    }

    func gridElements() -> [DisplayElement] {
        guard let color = style.timeAreaBorderColor, style.timeAreaBorderWidth > 0,
              let major = headerRows.first?.selectors.first, Self.listsCells(of: major, in: visibleTimeline) else { return [] }
        var elements: [DisplayElement] = []
        for interval in major.intervals(in: visibleTimeline) {
            let lineX = x(interval.start) - style.timeAreaBorderWidth / 2
            guard lineX > content.minX, lineX < content.maxX else { continue }
            elements.append(.line(id: "grid:\(interval.start.iso8601)", role: .gridLine,
                                  from: Point(x: lineX, y: content.minY), to: Point(x: lineX, y: content.maxY),
                                  stroke: Stroke(color, width: style.timeAreaBorderWidth)))
        }
        return elements.map(notHitTestable)
    }

    /// Whether `selector` has at most ``GanttChartExportLimits/maximumHeaderCellsPerRow``
    /// (standard) cells in `range`; a finer row (milliseconds over a week) is
    /// left empty instead of listing millions of sub-pixel cells.
    static func listsCells(of selector: TimeSelector, in range: TimeRange) -> Bool {
        selector.intervalSelector.estimatedIntervalCount(in: range) <= Double(GanttChartExportLimits.standard.maximumHeaderCellsPerRow)
    }

    // MARK: Current time

    func currentTimeElements() -> [DisplayElement] {
        guard let now = configuration.currentTime else { return [] }
        let lineX = x(now)
        guard lineX >= content.minX, lineX <= content.maxX else { return [] }
        var line = DisplayElement.line(id: "current-time", role: .currentTime,
                                       from: Point(x: lineX, y: content.minY), to: Point(x: lineX, y: content.maxY),
                                       stroke: Stroke(style.currentTimeLineColor, width: style.currentTimeLineWidth),
                                       title: configuration.showsToolTips ? TimeFormat.dateTime.string(from: now, locale: configuration.locale) : nil)
        line.isHitTestable = false
        return [line]
    }

    // MARK: Row headers

    func rowHeaderElements() -> [DisplayElement] {
        var elements: [DisplayElement] = [
            .rect(id: "row-headers:background", role: .background,
                  Rect(x: 0, y: content.minY, width: rowHeaderWidth, height: content.height), fill: style.rowHeaderBackground),
        ]
        let height = configuration.rowHeight
        let padding = 8.0
        for row in visibleRows {
            let top = y(row)
            let rect = Rect(x: 0, y: top, width: rowHeaderWidth, height: height)
            elements.append(.rect(id: SemanticID.numbered("row-header:", row), role: .rowHeader, rect, fill: style.rowHeaderBackground))
            if let text = configuration.rowHeaderLabel?(row), !text.isEmpty, rowHeaderWidth > 2 * padding {
                elements.append(.text(id: SemanticID.numbered("row-header:", row, ":label"), role: .label, text,
                                      at: Point(x: padding, y: rect.midY), font: style.rowHeaderLabelFont,
                                      color: style.rowHeaderLabelColor, baseline: .middle, maxWidth: rowHeaderWidth - 2 * padding))
            }
            if let border = style.rowBorderColor {
                elements.append(notHitTestable(.line(id: SemanticID.numbered("row-header:", row, ":border"), role: .gridLine,
                                                     from: Point(x: 0, y: top + height - 0.5), to: Point(x: rowHeaderWidth, y: top + height - 0.5),
                                                     stroke: Stroke(border))))
            }
        }
        elements.append(notHitTestable(.line(id: "row-headers:border", role: .gridLine,
                                             from: Point(x: rowHeaderWidth - 0.5, y: content.minY),
                                             to: Point(x: rowHeaderWidth - 0.5, y: content.maxY),
                                             stroke: Stroke(style.headerBorderColor))))
        return elements
    }

    // MARK: Header

    func headerElements() -> [DisplayElement] {
        let rowHeight = configuration.header.rowHeight
        var elements: [DisplayElement] = [
            .rect(id: "header:background", role: .background,
                  Rect(x: content.minX, y: 0, width: content.width, height: headerHeight), fill: style.headerBackground),
        ]
        let padding = 6.0, tightPadding = 2.0
        for (rowIndex, row) in headerRows.enumerated() {
            let top = Double(rowIndex) * rowHeight
            for (selectorIndex, selector) in row.selectors.enumerated() where Self.listsCells(of: selector, in: visibleTimeline) {
                for cell in selector.cells(in: visibleTimeline) {
                    let x0 = x(cell.interval.start), x1 = x(cell.interval.finish)
                    guard x1 - x0 >= 0.5 else { continue }
                    let suffix = selectorIndex == 0 ? "" : ":\(selectorIndex)"
                    let id = "header:\(rowIndex):\(cell.interval.start.iso8601)\(suffix)"
                    let rect = Rect(x: x0, y: top, width: x1 - x0, height: rowHeight)
                    elements.append(.rect(id: SemanticID(id), role: .headerCell, rect, fill: style.headerBackground,
                                          title: configuration.showsToolTips && !cell.label.isEmpty ? cell.label : nil))
                    elements.append(notHitTestable(.line(id: SemanticID(id + ":border"), role: .gridLine,
                                                         from: Point(x: x0 + 0.5, y: top), to: Point(x: x0 + 0.5, y: top + rowHeight),
                                                         stroke: Stroke(style.headerBorderColor))))
                    guard !cell.label.isEmpty else { continue }
                    let labelWidth = measurer.width(of: cell.label, font: style.headerLabelFont)
                    let position: Point
                    let anchor: TextRun.Anchor
                    let maxWidth: Double
                    // A cell cut by the viewport's (or a printed page's) edge shows its whole label in
                    // the part that is visible (sticky, as DHTMLX and Microsoft Project do), or none.
                    let visible0 = max(x0, content.minX), visible1 = min(x1, content.maxX)
                    if visible0 > x0 + 0.5 || visible1 < x1 - 0.5 {
                        guard visible1 - visible0 >= labelWidth + 2 * padding else { continue }
                        switch row.labelAlignment {
                        case .center:
                            position = Point(x: (visible0 + visible1) / 2, y: top + rowHeight / 2)
                            anchor = .middle
                        case .leading:
                            position = Point(x: visible0 + padding, y: top + rowHeight / 2)
                            anchor = .start
                        }
                        maxWidth = visible1 - visible0 - 2 * padding
                    } else {
                        // A short label (a day's number) that fits with a narrow margin is drawn whole,
                        // centred: cut to "…" it would say nothing.
                        let fitsTightly = labelWidth + 2 * tightPadding <= x1 - x0
                        switch row.labelAlignment {
                        case .center:
                            guard fitsTightly || x1 - x0 >= 2 * padding + min(labelWidth, 12) else { continue }
                            position = Point(x: (x0 + x1) / 2, y: top + rowHeight / 2)
                            anchor = .middle
                        case .leading:
                            guard fitsTightly || x1 - x0 - 2 * padding >= min(labelWidth, 12) else { continue }
                            let margin = labelWidth + 2 * padding <= x1 - x0 || !fitsTightly ? padding : tightPadding
                            position = Point(x: x0 + margin, y: top + rowHeight / 2)
                            anchor = .start
                        }
                        maxWidth = fitsTightly ? labelWidth : x1 - x0 - 2 * padding
                    }
                    var label = DisplayElement.text(id: SemanticID(id + ":label"), role: .headerLabel, cell.label, at: position,
                                                    font: style.headerLabelFont, color: style.headerLabelColor,
                                                    anchor: anchor, baseline: .middle,
                                                    maxWidth: labelWidth > maxWidth ? maxWidth : nil)
                    label.isHitTestable = false
                    elements.append(label)
                }
            }
            elements.append(notHitTestable(.line(id: "header:\(rowIndex):border", role: .gridLine,
                                                 from: Point(x: content.minX, y: top + rowHeight - 0.5),
                                                 to: Point(x: content.maxX, y: top + rowHeight - 0.5),
                                                 stroke: Stroke(style.headerBorderColor))))
        }
        if !configuration.dateMarkers.isEmpty { elements += dateMarkerHeaderElements() }
        if let now = configuration.currentTime {
            let nowX = x(now)
            if nowX >= content.minX, nowX <= content.maxX {
                let size = 5.0
                elements.append(notHitTestable(.polygon(
                    id: "current-time:marker", role: .currentTime,
                    [Point(x: nowX - size, y: headerHeight - size), Point(x: nowX + size, y: headerHeight - size), Point(x: nowX, y: headerHeight)],
                    fill: style.currentTimeLineColor)))
            }
        }
        return elements
    }
}

/// Formatted day labels of one layout pass, by day number.
///
/// The days of the laid-out time are formatted up front into an array (a
/// frame asks for them about a thousand times); other days are formatted on
/// first use and kept.
final class DayLabelCache {
    private let format: TimeFormat
    private let locale: Locale
    private let firstDay: Int
    private let days: [String]
    private var others: [Int: String] = [:]

    /// The most days formatted up front (about two months).
    static let maximumPrecomputedDays = 62

    /// A cache for `format` in `locale`, with the days of `timeline` (when it
    /// spans at most ``maximumPrecomputedDays`` days) formatted up front.
    init(format: TimeFormat, locale: Locale, timeline: TimeRange?) {
        self.format = format
        self.locale = locale
        if let timeline {
            let first = timeline.start.dayNumber
            let count = timeline.finish.asFinish.dayNumber - first + 1
            if count > 0, count <= Self.maximumPrecomputedDays {
                firstDay = first
                days = format.strings(from: (first..<(first + count)).map { Time(dayNumber: $0) }, locale: locale)
                return
            }
        }
        firstDay = 0
        days = []
    }

    func label(for day: Time) -> String {
        let offset = day.dayNumber - firstDay
        if offset >= 0, offset < days.count { return days[offset] }
        if let label = others[day.dayNumber] { return label }
        let label = format.string(from: day.dayStart, locale: locale)
        others[day.dayNumber] = label
        return label
    }
}
