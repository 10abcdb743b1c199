import TimelineCore
import TimelineGraphics
import Foundation

/// Lays out a day of appointments: the reference's `TimelineScheduleView`
/// as a pure function.
///
/// ```swift
/// let viewport = DayTimelineViewport(size: Size(width: 390, height: 700), day: Time(year: 2025, month: 3, day: 3), now: clock())
/// let scene = DayTimelineLayout.scene(for: store.appointments, in: viewport, style: DayTimelineStyle())
/// let svg = SVGRenderer().render(scene.displayList)
/// ```
///
/// Appointments crossing midnight are cut at the day's edges (the part on
/// each day is drawn on that day); zero-length appointments become a thin
/// marker line; the hours shown come from the appointments on the day or the
/// style. Only what intersects the viewport is drawn.
public enum DayTimelineLayout {
    /// Lays out `appointments` for `viewport`.
    /// - Parameters:
    ///   - appointments: The appointments in input order (ties of the overlap
    ///     layout keep it); those not on the viewport's day are skipped.
    ///   - viewport: The day, size, scroll offset and current time.
    ///   - style: The look (the reference's `TimelineConfig`).
    /// - Returns: The scene.
    /// - Complexity: O(n log n) in the appointments on the day.
    public static func scene(for appointments: [Appointment], in viewport: DayTimelineViewport, style: DayTimelineStyle = DayTimelineStyle()) -> DayTimelineScene {
        let day = viewport.day.normalized.dayNumber
        var onDay: [(appointment: Appointment, segment: DaySegment)] = []
        for appointment in appointments {
            if let segment = DaySegment.segment(start: appointment.start, end: appointment.end, on: day) {
                onDay.append((appointment, segment))
            }
        }
        let (startHour, endHour) = hours(for: onDay.map(\.segment), style: style)
        let size = viewport.size
        let hourHeight = style.hourHeight.isFinite && style.hourHeight > 0 ? style.hourHeight : 64
        var style = style
        style.hourHeight = hourHeight
        let contentHeight = style.verticalInset * 2 + Double(endHour - startHour) * hourHeight
        let offset = viewport.scrollOffset
        func y(_ seconds: Double) -> Double { style.verticalInset + (seconds / 3_600 - Double(startHour)) * hourHeight - offset }
        let visible = Rect(x: 0, y: -2, width: size.width, height: size.height + 4)

        var list = DisplayList(size: size, background: style.backgroundColor, accessibilityLabel: "Day timeline \(DayKey.string(day))")
        let areaX = style.timeColumnWidth + style.padding
        let areaWidth = max(0, size.width - areaX - style.padding)

        // Time labels and grid lines.
        let labelTimes: [Double]
        switch style.timeLabels {
        case .automatic: labelTimes = (startHour...endHour).map { Double($0) * 3_600 }
        case let .custom(times): labelTimes = times.filter { $0.isFinite && $0 >= Double(startHour) * 3_600 && $0 <= Double(endHour) * 3_600 }.sorted()
        }
        for seconds in labelTimes {
            let lineY = y(seconds)
            guard lineY >= -10, lineY <= size.height + 10 else { continue }
            let key = DayKey.clock(seconds)
            if style.showsGridLines {
                list.append(.line(id: "gridLine:\(key)", role: .gridLine, from: Point(x: style.timeColumnWidth, y: lineY),
                                  to: Point(x: size.width, y: lineY), stroke: Stroke(style.gridLineColor, width: style.gridLineWidth)))
            }
            list.append(.text(id: "timeLabel:\(key)", role: .timeLabel, label(seconds: seconds, uses24HourClock: style.uses24HourClock),
                              at: Point(x: style.timeColumnWidth - 8, y: lineY), font: style.labelFont, color: style.labelColor,
                              anchor: .end, baseline: .middle))
        }
        if style.showsVerticalDivider {
            list.append(.line(id: "divider", role: .divider, from: Point(x: style.timeColumnWidth, y: max(0, y(Double(startHour) * 3_600) - style.verticalInset)),
                              to: Point(x: style.timeColumnWidth, y: min(size.height, y(Double(endHour) * 3_600) + style.verticalInset)),
                              stroke: Stroke(style.dividerColor, width: 1)))
        }

        // Cards.
        let placements = OverlapLayout.placements(for: onDay.map { ($0.segment.startSeconds, $0.segment.endSeconds) }, mode: style.layoutMode)
        var frames: [String: Rect] = [:]
        var byID: [String: Appointment] = [:]
        var paintOrder: [String] = []
        frames.reserveCapacity(onDay.count)
        // Paint in start order so later cards lie on top of the earlier ones they touch.
        let order = onDay.indices.sorted { (onDay[$0].segment.startSeconds, $0) < (onDay[$1].segment.startSeconds, $1) }
        let measurer = TextMeasurer()
        for index in order {
            let (appointment, segment) = onDay[index]
            let (x, width) = placements[index].frame(x: areaX, width: areaWidth, padding: style.padding)
            let top = y(segment.startSeconds)
            let isMarker = segment.endSeconds <= segment.startSeconds
            let height = isMarker ? style.markerThickness : max(style.markerThickness, y(segment.endSeconds) - top - 1)
            let frame = Rect(x: x, y: isMarker ? top - style.markerThickness / 2 : top, width: width, height: height)
            frames[appointment.id] = frame
            byID[appointment.id] = appointment
            paintOrder.append(appointment.id)
            guard frame.intersects(visible) else { continue }
            appendCard(appointment, segment: segment, frame: frame, isMarker: isMarker, style: style, measurer: measurer, to: &list)
        }

        // The current time.
        if style.showsCurrentTime, let now = viewport.now?.normalized, now.dayNumber == day,
           now.timeOfDay >= Double(startHour) * 3_600, now.timeOfDay <= Double(endHour) * 3_600 {
            let nowY = y(now.timeOfDay)
            if nowY >= -style.currentTimeDotRadius, nowY <= size.height + style.currentTimeDotRadius {
                list.append(.line(id: "now", role: .currentTime, from: Point(x: style.timeColumnWidth, y: nowY), to: Point(x: size.width, y: nowY),
                                  stroke: Stroke(style.currentTimeColor, width: style.currentTimeLineWidth)))
                let r = style.currentTimeDotRadius
                list.append(.rect(id: "now:dot", role: .currentTime, Rect(x: style.timeColumnWidth - r, y: nowY - r, width: 2 * r, height: 2 * r),
                                  cornerRadius: r, fill: style.currentTimeColor))
            }
        }
        return DayTimelineScene(displayList: list, viewport: viewport, startHour: startHour, endHour: endHour, contentHeight: contentHeight,
                                appointmentFrames: frames, appointments: byID, paintOrder: paintOrder, style: style)
    }

    /// The hours shown: explicit, or from the segments (whole hours around them).
    static func hours(for segments: [DaySegment], style: DayTimelineStyle) -> (Int, Int) {
        switch style.hourRange {
        case let .explicit(start, end):
            let s = min(23, max(0, start))
            return (s, min(24, max(s + 1, end)))
        case .automatic:
            guard let first = segments.map(\.startSeconds).min(), let last = segments.map(\.endSeconds).max() else {
                let s = min(23, max(0, style.defaultHours.lowerBound))
                return (s, min(24, max(s + 1, style.defaultHours.upperBound)))
            }
            let s = min(23, max(0, Int((first / 3_600).rounded(.down))))
            let e = min(24, max(s + 1, Int((last / 3_600).rounded(.up))))
            return (s, e == s ? s + 1 : e)
        }
    }

    /// `14:00` or `2 PM` (`2:30 PM` off the hour), without a formatter (the
    /// same in every locale, as the reference's labels).
    public static func label(seconds: Double, uses24HourClock: Bool) -> String {
        let totalMinutes = Int(max(0, min(Time.secondsPerDay, seconds)).rounded(.down)) / 60
        let hour = totalMinutes / 60, minute = totalMinutes % 60
        if uses24HourClock { return DayKey.clock(seconds) }
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        let period = hour % 24 < 12 ? "AM" : "PM"
        return minute == 0 ? "\(hour12) \(period)" : "\(hour12):\(minute < 10 ? "0" : "")\(minute) \(period)"
    }

    private static func appendCard(_ appointment: Appointment, segment: DaySegment, frame: Rect, isMarker: Bool,
                                   style: DayTimelineStyle, measurer: TextMeasurer, to list: inout DisplayList) {
        let id = appointment.id
        let timeText = "\(label(seconds: segment.startSeconds, uses24HourClock: style.uses24HourClock)) – \(label(seconds: segment.endSeconds, uses24HourClock: style.uses24HourClock))"
        if isMarker {
            list.append(.rect(id: "appointment:\(id)", role: .appointmentMarker, frame, cornerRadius: frame.height / 2, fill: appointment.color,
                              title: "\(appointment.title) \(label(seconds: segment.startSeconds, uses24HourClock: style.uses24HourClock))",
                              accessibilityLabel: appointment.title))
            // A pill with the title and time on the line's left end, so it reads over neighbouring cards.
            let font = style.subtitleFont.bold.withSize(max(6, style.subtitleFont.size - 1))
            let text = "\(appointment.title) · \(label(seconds: segment.startSeconds, uses24HourClock: style.uses24HourClock))"
            let pillHeight = measurer.lineHeight(for: font) + 4
            let pillWidth = min(frame.width, measurer.width(of: text, font: font) + 12)
            var pill = DisplayElement.rect(id: "appointment:\(id):pill", role: .label,
                                           Rect(x: frame.minX, y: frame.midY - pillHeight / 2, width: pillWidth, height: pillHeight),
                                           cornerRadius: pillHeight / 2, fill: appointment.color)
            pill.isHitTestable = false
            list.append(pill)
            list.append(.text(id: "appointment:\(id):title", role: .label, text, at: Point(x: frame.minX + 6, y: frame.midY),
                              font: font, color: .white, baseline: .middle, maxWidth: max(0, pillWidth - 10)))
            return
        }
        let background = appointment.backgroundColor ?? appointment.color.lighter(by: 0.85)
        if let shadow = style.cardShadow {
            var element = DisplayElement.rect(id: "appointment:\(id):shadow", role: .shadow, frame.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y),
                                              cornerRadius: style.cardCornerRadius, fill: shadow.color)
            element.isHitTestable = false
            list.append(element)
        }
        list.append(.rect(id: "appointment:\(id)", role: .appointment, frame, cornerRadius: style.cardCornerRadius, fill: background,
                          title: "\(appointment.title), \(timeText)", accessibilityLabel: "\(appointment.title), \(timeText)"))
        let stripeWidth = min(4, frame.width)
        var stripe = DisplayElement.rect(id: "appointment:\(id):stripe", role: .label, Rect(x: frame.minX, y: frame.minY, width: stripeWidth, height: frame.height),
                                         cornerRadius: min(2, stripeWidth / 2), fill: appointment.color)
        stripe.isHitTestable = false
        list.append(stripe)

        let inner = frame.minX + stripeWidth + 6
        var textRight = frame.maxX - 6
        let titleHeight = measurer.lineHeight(for: style.titleFont)
        let subtitleHeight = measurer.lineHeight(for: style.subtitleFont)
        if style.showsAvatar, let avatar = appointment.avatar, frame.height >= style.avatarSize + 8, frame.width >= style.avatarSize + 60 {
            let d = style.avatarSize
            let circle = Rect(x: frame.maxX - 6 - d, y: frame.minY + 5, width: d, height: d)
            // The initials always: under a picture they are its fallback, shown
            // where the picture is refused, not loaded, or left out (PNG and PDF
            // export leave remote pictures out).
            list.append(.rect(id: "appointment:\(id):avatar", role: .avatar, circle, cornerRadius: d / 2, fill: appointment.color,
                              title: avatarTitle(avatar, title: appointment.title)))
            list.append(.text(id: "appointment:\(id):initials", role: .label, initials(avatar, title: appointment.title),
                              at: Point(x: circle.midX, y: circle.midY), font: Font(size: d * 0.4, weight: .bold), color: .white,
                              anchor: .middle, baseline: .middle))
            if case let .imageURL(url) = avatar, DisplayImage.isAllowedURL(url) {
                list.append(.image(id: "appointment:\(id):image", role: .avatarImage, DisplayImage(url: url, frame: circle, cornerRadius: d / 2)))
            }
            textRight = circle.minX - 6
        }
        let textColor = appointment.color.darker(by: 0.45)
        let maxWidth = max(0, textRight - inner)
        if frame.height < titleHeight + 6 {
            // Too short for lines: the title centered, the time after it.
            list.append(.text(id: "appointment:\(id):title", role: .label, "\(appointment.title)  \(timeText)",
                              at: Point(x: inner, y: frame.midY), font: style.titleFont.withSize(min(style.titleFont.size, max(6, frame.height - 2))),
                              color: textColor, baseline: .middle, maxWidth: maxWidth))
            return
        }
        var lineY = frame.minY + 5
        list.append(.text(id: "appointment:\(id):title", role: .label, appointment.title, at: Point(x: inner, y: lineY),
                          font: style.titleFont, color: textColor, baseline: .top, maxWidth: maxWidth))
        lineY += titleHeight + 2
        if let subtitle = appointment.subtitle, !subtitle.isEmpty, lineY + subtitleHeight <= frame.maxY - 2 {
            list.append(.text(id: "appointment:\(id):subtitle", role: .label, subtitle, at: Point(x: inner, y: lineY),
                              font: style.subtitleFont, color: textColor.withAlpha(0.85), baseline: .top, maxWidth: maxWidth))
            lineY += subtitleHeight + 2
        }
        if lineY + subtitleHeight <= frame.maxY - 2 {
            list.append(.text(id: "appointment:\(id):time", role: .label, timeText, at: Point(x: inner, y: lineY),
                              font: style.subtitleFont, color: textColor.withAlpha(0.7), baseline: .top, maxWidth: maxWidth))
        }
    }

    private static func initials(_ avatar: Avatar, title: String) -> String {
        switch avatar {
        case let .initials(text): return String(text.prefix(3))
        case .imageURL:
            // The first letters of the title's first two words, in capitals: "Olivia Brown" → "OB".
            return String(title.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
        }
    }

    /// The avatar's tooltip: its initials, or the appointment's title for a
    /// picture (never its URL, which may be a long `data:` URL).
    private static func avatarTitle(_ avatar: Avatar, title: String) -> String {
        switch avatar {
        case let .initials(text): return text
        case .imageURL: return title
        }
    }
}
