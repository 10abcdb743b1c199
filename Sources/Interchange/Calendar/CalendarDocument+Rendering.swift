import CalendarViews
public import Foundation
public import TimelineCore
public import TimelineGraphics

extension CalendarDocument {
    /// The display list of a view of the document: what `timelinekit render` draws.
    /// - Parameters:
    ///   - type: Day or week; `nil` for the document's view.
    ///   - date: The (first) day; `nil` for the document's, else the first item's day, else `now`'s.
    ///   - days: The week view's days; `nil` for the document's.
    ///   - width: The width; `nil` for the document's, else 420 (day) or 150 per day plus the side bar (week).
    ///   - height: The height; `nil` for the document's, else the whole day (day) or 900 (week).
    ///   - now: The current time drawn; `nil` for the document's view's, else `clock` read in ``timeZone`` (UTC without one).
    ///   - clock: The instant used when neither `now` nor the document gives one (the CLI passes `Date()`).
    /// - Returns: The laid-out display list, labelled with the title.
    public func displayList(type: ViewType? = nil, date: Time? = nil, days: Int? = nil, width: Double? = nil, height: Double? = nil,
                            now: Time? = nil, clock: Date = Date(timeIntervalSinceReferenceDate: 0)) -> DisplayList {
        let type = type ?? view.type
        let zone = timeZone ?? TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        let currentTime = now ?? view.now ?? Time(clock, in: zone)
        let firstStart = (type == .day ? dayAppointments().map(\.start) : events.map(\.start)).min()
        let day = date ?? view.date ?? firstStart ?? currentTime
        let dayCount = min(366, max(1, days ?? view.days))
        var list: DisplayList
        switch type {
        case .day:
            let appointments = dayAppointments()
            let size = Size(width: width ?? view.width ?? 420, height: height ?? view.height ?? 0)
            var viewport = DayTimelineViewport(size: size, day: day, now: currentTime)
            let probe = DayTimelineLayout.scene(for: appointments, in: viewport, style: dayStyle)
            if size.height <= 0 {
                viewport.size.height = probe.contentHeight      // the whole day, top to bottom
            } else if let top = view.scrollTo {
                viewport.scrollOffset = min(probe.maximumScrollOffset, max(0, probe.contentY(forSeconds: top) - dayStyle.verticalInset))
            }
            list = DayTimelineLayout.scene(for: appointments, in: viewport, style: dayStyle).displayList
        case .week:
            let store = (try? eventStore()) ?? CalendarEventStore()
            let size = Size(width: width ?? view.width ?? (weekStyle.sideBarWidth + Double(dayCount) * 150), height: height ?? view.height ?? 900)
            var viewport = WeekViewViewport(size: size, firstDay: day, visibleDayCount: dayCount, now: currentTime)
            let probe = WeekViewLayout.scene(for: store, in: viewport, style: weekStyle)
            viewport.verticalOffset = min(probe.maximumVerticalOffset, (view.scrollTo ?? 7 * 3_600) / 3_600 * probe.hourHeight)
            list = WeekViewLayout.scene(for: store, in: viewport, style: weekStyle).displayList
        }
        if let title { list.accessibilityLabel = title }
        return list
    }
}
