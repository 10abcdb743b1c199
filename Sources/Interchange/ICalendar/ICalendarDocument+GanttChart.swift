public import GanttChart
import TimelineCore

extension ICalendarDocument {
    /// A calendar of Gantt chart items, one VEVENT each: the label as
    /// SUMMARY, the details as DESCRIPTION, `[start, finish)` as DTSTART and
    /// DTEND (a milestone has no length). Plans are floating wall-clock
    /// times; with `timeZone` they are written in that zone.
    /// - Parameters:
    ///   - items: The items (summaries included).
    ///   - timeZone: An IANA zone name, or `nil` for floating times.
    ///   - uidDomain: Appended to each item id to make UIDs unique beyond this file (`item-3@plan.example`).
    public init(ganttItems items: [GanttChartItem], timeZone: String? = nil, uidDomain: String = "timelinekit") {
        self.init()
        let form: ICalendarDateTime.Form = timeZone.map { .zoned($0) } ?? .floating
        for item in items {
            var event = ICalendarEvent(uid: "item-\(item.id.rawValue)@\(uidDomain)", start: ICalendarDateTime(item.start.normalized, form: form),
                                       end: ICalendarDateTime(item.finish.normalized, form: form), summary: item.label)
            event.description = item.details
            if item.isMilestone { event.categories = ["Milestone"] } else if item.isSummary { event.categories = ["Summary"] }
            events.append(event)
        }
    }
}
