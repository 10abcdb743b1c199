import TimelineCore
public import TimelineGraphics

/// Lays out a week view (the reference's QVRWeekView) as a pure function.
///
/// ```swift
/// let viewport = WeekViewViewport(size: Size(width: 1200, height: 800), firstDay: Time(year: 2025, month: 3, day: 3), now: clock())
/// let scene = WeekViewLayout.scene(for: store, in: viewport, style: WeekViewStyle())
/// ```
///
/// Only the visible days are queried (one binary search in a
/// ``CalendarEventStore``) and only what intersects the view is drawn, so
/// the cost of a frame depends on what is visible, not on the store's size.
///
/// Semantic ids: `day:<yyyy-mm-dd>` (column), `dayLabel:<yyyy-mm-dd>`,
/// `hourLabel:<h>`, `hourLine:<h>`, `halfHourLine:<h>`, `event:<id>` (the
/// segment on the day the event starts; later days' segments are
/// `event:<id>:<yyyy-mm-dd>`), `<segment id>:title`, `:time`, `:location`,
/// `allday:<id>` (later days' pieces in side-by-side mode:
/// `allday:<id>:<yyyy-mm-dd>`), `allday:more:<yyyy-mm-dd>`, `preview`,
/// `now`, `now:dot`, `today:past`.
public enum WeekViewLayout {
    /// Lays out the events `provider` holds for the days `viewport` shows.
    /// - Parameters:
    ///   - provider: The events (a ``CalendarEventStore`` or a host's cache).
    ///   - viewport: The days, size, scroll offsets, zoom and current time.
    ///   - style: The look.
    ///   - overlay: The preview and dragged events the interaction draws.
    /// - Returns: The scene.
    /// - Complexity: O(log n + k log k), k = events on the visible days.
    public static func scene(for provider: some CalendarEventProvider, in viewport: WeekViewViewport,
                             style: WeekViewStyle = WeekViewStyle(), overlay: WeekViewOverlay = WeekViewOverlay()) -> WeekViewScene {
        let size = viewport.size
        let days = viewport.visibleDays
        let dayCount = viewport.clampedDayCount
        let areaWidth = max(1, size.width - style.sideBarWidth)
        let dayWidth = areaWidth / Double(dayCount)
        let zoom = viewport.zoom.isFinite ? min(style.maximumZoom, max(style.minimumZoom, viewport.zoom)) : 1
        let hourHeight = max(1, style.hourHeight * zoom)
        let leading = viewport.clampedLeadingDay
        func dayX(_ day: Int) -> Double { style.sideBarWidth + (Double(day) - leading) * dayWidth }

        // The events of the visible days, with the interaction's overlay.
        var events = provider.events(in: Time(dayNumber: days.lowerBound), Time(dayNumber: days.upperBound))
        if let dragged = overlay.draggedEvent {
            events.removeAll { $0.id == dragged.id }
            events.append(dragged)
        }
        if let preview = overlay.previewEvent { events.append(preview) }
        // Timed events by their index in `events` (no copies: an event is large and a week holds thousands).
        var timed: [Int] = [], allDay: [CalendarEvent] = [], allDayIndices: [Int] = []
        timed.reserveCapacity(events.count)
        events.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                // Through the pointer: `events[index]` copies the event (and retains its strings) for each read.
                if isAllDay(buffer.baseAddress! + index, style: style) {
                    allDay.append(buffer[index])
                    allDayIndices.append(index)
                } else {
                    timed.append(index)
                }
            }
        }

        // The top bar's all-day rows.
        let allDayLayout = layoutAllDay(allDay, days: days, style: style)
        let allDayRows = allDayLayout.rowCount
        let topBarHeight = style.dayLabelHeight + (allDayRows > 0 ? Double(allDayRows) * style.allDayRowHeight + 4 : 0)
        let content = Rect(x: style.sideBarWidth, y: topBarHeight, width: areaWidth, height: max(0, size.height - topBarHeight))
        let offset = viewport.verticalOffset.isFinite ? min(max(0, 24 * hourHeight - content.height), max(0, viewport.verticalOffset)) : 0
        func y(_ seconds: Double) -> Double { topBarHeight + seconds / 3_600 * hourHeight - offset }

        let nowTime = viewport.now?.normalized
        let today = nowTime?.dayNumber
        var list = DisplayList(size: size, background: style.defaultDayColor,
                               accessibilityLabel: "Week view from \(DayKey.string(days.lowerBound))")
        var frames: [WeekViewScene.EventFrame] = []
        // The events laid out, by index in `events`, in paint order (the scene finds them by id when asked).
        var laidOut: [Int] = []

        // Day columns, hour lines, timed events and the current time, clipped to the area.
        var area: [DisplayElement] = []
        area.reserveCapacity(64 + timed.count * 4)
        for day in days {
            let weekend = Time(dayNumber: day).weekday.isWeekend
            let past = today.map { day < $0 } ?? false
            let fill: Color = day == today ? style.todayDayColor
                : past ? (weekend ? style.pastWeekendDayColor : style.pastDayColor)
                : (weekend ? style.weekendDayColor : style.defaultDayColor)
            area.append(.rect(id: "day:\(DayKey.string(day))", role: .dayColumn,
                              Rect(x: dayX(day), y: content.minY, width: dayWidth, height: content.height), fill: fill))
        }
        if let nowTime, let today, days.contains(today) {
            let nowY = y(nowTime.timeOfDay)
            if nowY > content.minY {
                area.append(.rect(id: "today:past", role: .currentTimeOverlay,
                                  Rect(x: dayX(today), y: content.minY, width: dayWidth, height: min(content.height, nowY - content.minY)),
                                  fill: style.todayPastOverlayColor))
            }
        }
        let firstHour = max(0, Int((offset / hourHeight).rounded(.down)))
        let lastHour = min(24, Int(((offset + content.height) / hourHeight).rounded(.up)))
        if firstHour <= lastHour {
            for hour in firstHour...lastHour {
                let lineY = y(Double(hour) * 3_600)
                area.append(.line(id: .numbered("hourLine:", hour), role: .gridLine, from: Point(x: content.minX, y: lineY),
                                  to: Point(x: content.maxX, y: lineY), stroke: Stroke(style.mainLineColor, width: style.mainLineThickness)))
                if style.showsHalfHourLines, hour < 24 {
                    let halfY = lineY + hourHeight / 2
                    area.append(.line(id: .numbered("halfHourLine:", hour), role: .gridLine, from: Point(x: content.minX, y: halfY),
                                      to: Point(x: content.maxX, y: halfY),
                                      stroke: Stroke(style.dashedLineColor, width: style.dashedLineThickness, dash: style.dashPattern)))
                }
            }
        }
        for day in days.dropFirst() {
            let x = dayX(day)
            area.append(.line(id: "daySeparator:\(DayKey.string(day))", role: .gridLine, from: Point(x: x, y: content.minY),
                              to: Point(x: x, y: content.maxY), stroke: Stroke(style.daySeparatorColor, width: 1)))
        }

        // Timed events per day, side by side where they overlap. One pass puts
        // each event's segments into its visible days' lists (the events come
        // sorted by start, so each list is too): a frame costs what it shows.
        let visibleSeconds = (max(0, (offset - 2) / hourHeight * 3_600), (offset + content.height + 2) / hourHeight * 3_600)
        var segmentsByDay = [[(index: Int, segment: DaySegment)]](repeating: [], count: days.count)
        events.withUnsafeBufferPointer { buffer in
            for index in timed {
                let event = buffer.baseAddress! + index
                let start = event.pointee.start, end = event.pointee.end
                let covered = CalendarEvent.dayNumbers(start: start, end: end)
                let first = max(covered.lowerBound, days.lowerBound), last = min(covered.upperBound, days.upperBound - 1)
                guard first <= last else { continue }
                var day = first
                while day <= last {   // (a `for` over a closed range goes through its generic index here)
                    if let segment = DaySegment.segment(start: start, end: end, on: day) {
                        segmentsByDay[day - days.lowerBound].append((index, segment))
                    }
                    day += 1
                }
            }
        }
        let pieceCount = segmentsByDay.reduce(allDay.count) { $0 + $1.count }
        frames.reserveCapacity(pieceCount)
        laidOut.reserveCapacity(pieceCount)
        let previewID = overlay.previewEvent.flatMap { $0.id == WeekViewOverlay.previewID ? $0.id : nil }
        let draggedID = overlay.draggedEvent?.id
        var intervals: [(start: Double, end: Double)] = []
        for (dayOffset, segments) in segmentsByDay.enumerated() where !segments.isEmpty {
            let day = days.lowerBound + dayOffset
            intervals.removeAll(keepingCapacity: true)
            for (_, segment) in segments { intervals.append((segment.startSeconds, segment.endSeconds)) }
            let placements = OverlapLayout.placements(for: intervals, mode: style.layoutMode)
            let columnX = dayX(day)
            // Events read in place (a copy of the event would retain and release its strings).
            events.withUnsafeBufferPointer { buffer in
                for (placement, (index, segment)) in zip(placements, segments) {
                    let (x, width) = placement.frame(x: columnX + 1, width: dayWidth - 1, padding: style.eventPadding)
                    let top = y(segment.startSeconds)
                    let height = max(3, y(segment.endSeconds) - top - 1)
                    let frame = Rect(x: x, y: top, width: width, height: height)
                    let event = buffer.baseAddress! + index
                    frames.append(.init(id: event.pointee.id, dayNumber: day, frame: frame, isAllDay: false, isLastSegment: !segment.continuesToNextDay))
                    laidOut.append(index)
                    guard segment.endSeconds >= visibleSeconds.0, segment.startSeconds <= visibleSeconds.1 else { continue }
                    let id = event.pointee.id
                    // `event:<id>` without joining strings; a later day's segment adds its date.
                    let semanticID: SemanticID = segment.continuesFromPreviousDay ? SemanticID("event:" + id + ":" + DayKey.string(day))
                        : .prefixed("event:", id)
                    appendEvent(event, id: semanticID, frame: frame, segment: segment, style: style,
                                isPreview: previewID.map { $0 == id } ?? false, isDragged: draggedID.map { $0 == id } ?? false, to: &area)
                }
            }
        }
        if let nowTime, let today, days.contains(today) {
            let nowY = y(nowTime.timeOfDay)
            if nowY >= content.minY - 5, nowY <= content.maxY + 5 {
                let x = dayX(today)
                area.append(.line(id: "now", role: .currentTime, from: Point(x: x, y: nowY), to: Point(x: x + dayWidth, y: nowY),
                                  stroke: Stroke(style.currentTimeColor, width: style.currentTimeThickness)))
                area.append(.rect(id: "now:dot", role: .currentTime, Rect(x: x - 4, y: nowY - 4, width: 8, height: 8), cornerRadius: 4,
                                  fill: style.currentTimeColor))
            }
        }
        list.append(.group(id: "days", area, clip: content))

        // The hour side bar.
        var side: [DisplayElement] = [.rect(id: "sideBar", role: .background, Rect(x: 0, y: content.minY, width: style.sideBarWidth, height: content.height),
                                             fill: style.barColor)]
        let firstLabel = max(1, firstHour), lastLabel = min(23, lastHour)
        if firstLabel <= lastLabel {
            for hour in firstLabel...lastLabel {
                let text = style.hourLabelFormat.string(from: Time(dayNumber: 0, timeOfDay: Double(hour) * 3_600), locale: style.locale)
                side.append(.text(id: .numbered("hourLabel:", hour), role: .timeLabel, text, at: Point(x: style.sideBarWidth - 8, y: y(Double(hour) * 3_600)),
                                  font: style.hourLabelFont, color: style.hourLabelColor, anchor: .end, baseline: .middle))
            }
        }
        list.append(.group(id: "sideBarLabels", side, clip: Rect(x: 0, y: content.minY, width: style.sideBarWidth, height: content.height)))

        // The top bar: day labels and all-day events.
        var top: [DisplayElement] = [.rect(id: "topBar", role: .background, Rect(x: 0, y: 0, width: size.width, height: topBarHeight), fill: style.barColor)]
        let measurer = TextMeasurer()
        let (labels, labelFont) = dayLabels(for: days, width: dayWidth - 8, style: style, measurer: measurer)
        for (day, text) in zip(days, labels) {
            let font = labelFont
            top.append(.text(id: "dayLabel:\(DayKey.string(day))", role: .dayLabel, text, at: Point(x: dayX(day) + dayWidth / 2, y: style.dayLabelHeight / 2),
                             font: font, color: day == today ? style.todayLabelColor : style.dayLabelColor, anchor: .middle, baseline: .middle,
                             maxWidth: max(0, dayWidth - 4)))
        }
        for piece in allDayLayout.pieces {
            let x = dayX(piece.firstDay) + piece.offset * dayWidth + 1
            let width = max(1, Double(piece.lastDay - piece.firstDay + 1) * dayWidth * piece.widthFraction - 3)
            let frame = Rect(x: x, y: style.dayLabelHeight + Double(piece.row) * style.allDayRowHeight + 1, width: width, height: style.allDayRowHeight - 3)
            let event = piece.event
            let id = piece.isFirstPiece ? "allday:\(event.id)" : "allday:\(event.id):\(DayKey.string(piece.firstDay))"
            frames.append(.init(id: event.id, dayNumber: piece.firstDay, frame: frame, isAllDay: true, isLastSegment: true))
            laidOut.append(allDayIndices[piece.source])
            top.append(.rect(id: SemanticID(id), role: .allDayEvent, frame, cornerRadius: style.eventCornerRadius, fillStyle: fillStyle(of: event),
                             title: event.title, accessibilityLabel: "\(event.title), all day"))
            top.append(.text(id: SemanticID(id + ":title"), role: .label, event.title, at: Point(x: frame.minX + 6, y: frame.midY),
                             font: style.eventDetailFont.bold, color: textColor(on: event), baseline: .middle, maxWidth: max(0, frame.width - 10)))
        }
        for (day, hidden) in allDayLayout.overflow.sorted(by: { $0.key < $1.key }) {
            let rowY = style.dayLabelHeight + Double(allDayRows - 1) * style.allDayRowHeight
            top.append(.text(id: "allday:more:\(DayKey.string(day))", role: .label, "+\(hidden) more", at: Point(x: dayX(day) + 6, y: rowY + style.allDayRowHeight / 2),
                             font: style.eventDetailFont, color: style.hourLabelColor, baseline: .middle, maxWidth: max(0, dayWidth - 8)))
        }
        top.append(.line(id: "topBar:border", role: .divider, from: Point(x: 0, y: topBarHeight - 0.5), to: Point(x: size.width, y: topBarHeight - 0.5),
                         stroke: Stroke(style.mainLineColor, width: 1)))
        list.append(.group(id: "topBarContent", top, clip: Rect(x: style.sideBarWidth, y: 0, width: areaWidth, height: topBarHeight)))
        list.append(.rect(id: "corner", role: .background, Rect(x: 0, y: 0, width: style.sideBarWidth, height: topBarHeight - 1), fill: style.barColor))
        if allDayRows > 0 {
            list.append(.text(id: "allDayTitle", role: .timeLabel, "all-day", at: Point(x: style.sideBarWidth - 8, y: style.dayLabelHeight + style.allDayRowHeight / 2),
                              font: style.hourLabelFont, color: style.hourLabelColor, anchor: .end, baseline: .middle))
        }
        list.append(.line(id: "sideBar:border", role: .divider, from: Point(x: style.sideBarWidth - 0.5, y: 0), to: Point(x: style.sideBarWidth - 0.5, y: size.height),
                          stroke: Stroke(style.mainLineColor, width: 1)))
        var resolvedViewport = viewport
        resolvedViewport.verticalOffset = offset
        resolvedViewport.zoom = zoom
        return WeekViewScene(displayList: list, viewport: resolvedViewport, style: style, dayWidth: dayWidth, hourHeight: hourHeight,
                             topBarHeight: topBarHeight, eventFrames: frames, events: events, laidOut: laidOut)
    }

    /// Whether `event` goes to the top bar.
    public static func isAllDay(_ event: CalendarEvent, style: WeekViewStyle) -> Bool {
        withUnsafePointer(to: event) { isAllDay($0, style: style) }
    }

    /// Whether the event at `event` goes to the top bar (read in place).
    static func isAllDay(_ event: UnsafePointer<CalendarEvent>, style: WeekViewStyle) -> Bool {
        if event.pointee.isAllDay { return true }
        let start = event.pointee.start, end = event.pointee.end
        guard style.autoConvertAllDayEvents, end > start else { return false }
        let startNormalized = start.normalized, endNormalized = end.normalized
        return end.seconds(since: start) >= Time.secondsPerDay || (startNormalized.timeOfDay == 0 && endNormalized.timeOfDay == 0)
    }

    /// The day label that fits `width`: the long format, else the normal,
    /// else the short one with the font shrunk down to the minimum size.
    public static func dayLabel(for day: Int, width: Double, style: WeekViewStyle, measurer: TextMeasurer = TextMeasurer()) -> (String, Font) {
        let (labels, font) = dayLabels(for: day..<day + 1, width: width, style: style, measurer: measurer)
        return (labels[0], font)
    }

    /// The labels of `days` in one format and one font, as a calendar's
    /// header reads: the long format when every day's long label fits
    /// `width`, else the normal one when every normal label fits, else the
    /// short one with the font shrunk (down to the minimum size) until every
    /// label fits. (Chosen day by day, "Wednesday, January 8" would sit next
    /// to "Thu, Jan 9".)
    /// - Complexity: O(d) label formats and measurements, d = the days.
    public static func dayLabels(for days: Range<Int>, width: Double, style: WeekViewStyle,
                                 measurer: TextMeasurer = TextMeasurer()) -> (labels: [String], font: Font) {
        let font = style.dayLabelFont
        for format in [style.longDayLabelFormat, style.normalDayLabelFormat] {
            var labels: [String] = []
            labels.reserveCapacity(days.count)
            for day in days {
                let text = format.string(from: Time(dayNumber: day), locale: style.locale)
                guard measurer.width(of: text, font: font) <= width else { break }
                labels.append(text)
            }
            if labels.count == days.count { return (labels, font) }
        }
        let labels = days.map { style.shortDayLabelFormat.string(from: Time(dayNumber: $0), locale: style.locale) }
        var size = font.size
        let minimum = min(font.size, max(1, style.dayLabelMinimumFontSize))
        while size > minimum, labels.contains(where: { measurer.width(of: $0, font: font.withSize(size)) > width }) {
            size = max(minimum, size - 0.5)
        }
        return (labels, font.withSize(size))
    }

    static func textColor(on fill: Color) -> Color {
        fill.luminance > 0.45 ? Color(rgb: 0x1f, 0x29, 0x37) : .white
    }

    /// The text color on an event's card: chosen for its color, or for the
    /// middle of its gradient.
    static func textColor(on event: CalendarEvent) -> Color {
        guard let end = event.gradientColor else { return textColor(on: event.color) }
        return textColor(on: LinearGradient(from: event.color, to: end).averageColor)
    }

    /// An event's fill: its color, or (as QVRWeekView draws it) a gradient
    /// from its color at the top to its gradient color at the bottom.
    static func fillStyle(of event: CalendarEvent) -> FillStyle {
        guard let end = event.gradientColor else { return .color(event.color) }
        return .linearGradient(LinearGradient(from: event.color, to: end))
    }

    private static func appendEvent(_ eventPointer: UnsafePointer<CalendarEvent>, id: SemanticID, frame: Rect, segment: DaySegment, style: WeekViewStyle,
                                    isPreview: Bool, isDragged: Bool, to area: inout [DisplayElement]) {
        // Every card keeps its tooltip and accessible name, however narrow: one string, built once.
        let label = cardLabel(title: eventPointer.pointee.title, start: segment.startSeconds, end: segment.endSeconds, location: eventPointer.pointee.location)
        // Made in place in the array (a display element is large: a copy costs more than making it).
        let card = DisplayElement(id: id, role: isPreview ? .previewEvent : .calendarEvent,
                                  primitive: .rect(frame, cornerRadius: style.eventCornerRadius), fillStyle: fillStyle(of: eventPointer.pointee),
                                  stroke: isPreview || isDragged ? Stroke(.white, width: 1, dash: isPreview ? [3, 2] : []) : nil,
                                  opacity: isDragged ? 0.85 : 1, title: label, accessibilityLabel: label, isHitTestable: !isPreview)
        area.append(consume card)
        // Cards too small for text (most of a crowded week) stop here.
        guard frame.width >= 16, frame.height >= 11 else { return }
        let timeText = DayKey.clock(segment.startSeconds) + " – " + DayKey.clock(segment.endSeconds)
        let color = textColor(on: eventPointer.pointee)
        let maxWidth = frame.width - 8
        let lineHeight = style.eventFont.size * 1.25
        let detailHeight = style.eventDetailFont.size * 1.25
        if frame.height < lineHeight + detailHeight + 4 {
            area.append(.text(id: id.appending(":title"), role: .label, "\(eventPointer.pointee.title) \(DayKey.clock(segment.startSeconds))",
                              at: Point(x: frame.minX + 4, y: frame.midY), font: style.eventFont.withSize(min(style.eventFont.size, frame.height - 2)),
                              color: color, baseline: .middle, maxWidth: maxWidth))
            return
        }
        area.append(.text(id: id.appending(":title"), role: .label, eventPointer.pointee.title, at: Point(x: frame.minX + 4, y: frame.minY + 3),
                          font: style.eventFont, color: color, baseline: .top, maxWidth: maxWidth))
        var lineY = frame.minY + 3 + lineHeight
        area.append(.text(id: id.appending(":time"), role: .label, timeText, at: Point(x: frame.minX + 4, y: lineY),
                          font: style.eventDetailFont, color: color.withAlpha(0.9), baseline: .top, maxWidth: maxWidth))
        lineY += detailHeight
        if let location = eventPointer.pointee.location, !location.isEmpty, lineY + detailHeight <= frame.maxY {
            area.append(.text(id: id.appending(":location"), role: .label, location, at: Point(x: frame.minX + 4, y: lineY),
                              font: style.eventDetailFont, color: color.withAlpha(0.9), baseline: .top, maxWidth: maxWidth))
        }
    }

    /// A timed card's tooltip and accessible name, `<title>, <HH:mm> – <HH:mm>`
    /// and `, <location>` when there is one, written in one allocation (a
    /// crowded week builds one per visible event).
    static func cardLabel(title: String, start: Double, end: Double, location: String?) -> String {
        var title = title
        return title.withUTF8 { titleBytes in
            func build(_ locationBytes: UnsafeBufferPointer<UInt8>?) -> String {
                // ", " + "HH:mm" + " – " (the dash is 3 bytes) + "HH:mm", then ", " + location.
                let capacity = titleBytes.count + 17 + (locationBytes.map { 2 + $0.count } ?? 0)
                return String(unsafeUninitializedCapacity: capacity) { buffer in
                    guard let base = buffer.baseAddress else { return 0 }
                    var count = 0
                    func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                        guard let source = bytes.baseAddress else { return }
                        (base + count).update(from: source, count: bytes.count)
                        count += bytes.count
                    }
                    func copy(_ text: StaticString) {
                        copy(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
                    }
                    copy(titleBytes)
                    copy(", ")
                    count += DayKey.writeClock(start, to: base + count)
                    copy(" – ")
                    count += DayKey.writeClock(end, to: base + count)
                    if let locationBytes {
                        copy(", ")
                        copy(locationBytes)
                    }
                    return count
                }
            }
            guard var location else { return build(nil) }
            return location.withUTF8 { build($0) }
        }
    }

    // MARK: All-day events

    struct AllDayPiece {
        var event: CalendarEvent
        /// The event's index in the events given to ``layoutAllDay(_:days:style:)``.
        var source: Int
        var firstDay: Int
        var lastDay: Int
        var row: Int
        /// Side by side: the piece's share of the day and its offset (in days).
        var widthFraction: Double = 1
        var offset: Double = 0
        var isFirstPiece: Bool
    }

    struct AllDayLayout {
        var pieces: [AllDayPiece] = []
        var rowCount = 0
        var overflow: [Int: Int] = [:]
    }

    /// Rows for the visible all-day events: stacked (first free row over the
    /// event's visible days) or side by side (one row, shared per day).
    static func layoutAllDay(_ events: [CalendarEvent], days: Range<Int>, style: WeekViewStyle) -> AllDayLayout {
        var result = AllDayLayout()
        guard !events.isEmpty, !days.isEmpty else { return result }
        let maxRows = max(1, style.maximumAllDayRows)
        let sorted = events.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        switch style.allDayEventLayout {
        case .stacked:
            var rowEnds: [Int] = []   // last day used per row
            var hidden = false
            for (source, event) in sorted {
                let covered = event.dayNumbers
                let first = max(covered.lowerBound, days.lowerBound), last = min(covered.upperBound, days.upperBound - 1)
                guard first <= last else { continue }
                if let row = rowEnds.firstIndex(where: { $0 < first }) ?? (rowEnds.count < maxRows ? rowEnds.count : nil) {
                    if row == rowEnds.count { rowEnds.append(last) } else { rowEnds[row] = last }
                    result.pieces.append(AllDayPiece(event: event, source: source, firstDay: first, lastDay: last, row: row, isFirstPiece: true))
                } else {
                    hidden = true
                    for day in first...last { result.overflow[day, default: 0] += 1 }
                }
            }
            if hidden {
                // The last row shows "+n more" instead of events.
                let keep = max(0, maxRows - 1)
                for piece in result.pieces where piece.row >= keep {
                    for day in piece.firstDay...piece.lastDay { result.overflow[day, default: 0] += 1 }
                }
                result.pieces.removeAll { $0.row >= keep }
                result.rowCount = keep + 1
            } else {
                result.rowCount = rowEnds.count
            }
        case .sideBySide:
            for day in days {
                let onDay = sorted.filter { $0.element.dayNumbers.contains(day) }
                guard !onDay.isEmpty else { continue }
                let shown = onDay.prefix(8)
                for (index, (source, event)) in shown.enumerated() {
                    result.pieces.append(AllDayPiece(event: event, source: source, firstDay: day, lastDay: day, row: 0,
                                                     widthFraction: 1 / Double(shown.count), offset: Double(index) / Double(shown.count),
                                                     isFirstPiece: day == max(days.lowerBound, event.dayNumbers.lowerBound)))
                }
                if onDay.count > shown.count { result.overflow[day] = onDay.count - shown.count }
            }
            result.rowCount = result.pieces.isEmpty ? 0 : (result.overflow.isEmpty ? 1 : 2)
        }
        return result
    }
}
