import CalendarViews
public import Foundation
public import TimelineCore
import TimelineGraphics

extension ICalendarDocument {
    /// The calendar document of a window: every occurrence in `[start, end)`
    /// (wall-clock times in `timeZone`) as a ``CalendarViews/CalendarEvent``
    /// on that wall clock, ready for the week view and the day timeline.
    ///
    /// Event ids are the UID, with `@` and the original start for an instance
    /// of a series (`standup@2025-03-03T09:00:00`). COLOR is used when it is a
    /// CSS name or hex color.
    /// - Parameters:
    ///   - start: The window's start on the viewer's wall clock.
    ///   - end: The window's end (exclusive).
    ///   - timeZone: The viewer's zone (also the document's ``CalendarDocument/timeZone``).
    ///   - includeCancelled: Whether cancelled occurrences are shown (default: no).
    /// - Returns: The document (no view set: the caller's options decide) and the expansion's warnings.
    public func calendarDocument(from start: Time, to end: Time, in timeZone: TimeZone,
                                 includeCancelled: Bool = false) -> (document: CalendarDocument, warnings: [ICalendarWarning]) {
        let expansion = occurrences(from: start, to: end, in: timeZone)
        var document = CalendarDocument()
        document.title = name
        document.timeZone = timeZone
        var used = Set<String>()
        for occurrence in expansion.occurrences where includeCancelled || occurrence.status != .cancelled {
            var id = occurrence.uid
            if let recurrenceID = occurrence.recurrenceID { id += "@" + Time(recurrenceID, in: timeZone).iso8601 }
            if !used.insert(id).inserted {
                var suffix = 2
                while !used.insert("\(id)#\(suffix)").inserted { suffix += 1 }
                id = "\(id)#\(suffix)"
            }
            let color = occurrence.color.flatMap { try? Color(parsing: $0) } ?? Color(rgb: 0x3b, 0x82, 0xf6)
            let title = (occurrence.summary ?? "").isEmpty ? "(no title)" : occurrence.summary ?? ""
            if let event = try? CalendarEvent(id: id, title: title, location: occurrence.location, start: Time(occurrence.start, in: timeZone),
                                              end: Time(occurrence.end, in: timeZone), color: color, isAllDay: occurrence.isAllDay) {
                document.events.append(event)
            }
        }
        return (document, expansion.warnings)
    }

    /// A calendar of a calendar document's events and appointments, one
    /// VEVENT each (no recurrence), in the document's zone (floating
    /// times without one). All-day events become DATE values.
    /// - Parameter calendar: The calendar document.
    public init(calendarDocument calendar: CalendarDocument) {
        self.init()
        name = calendar.title
        let form: ICalendarDateTime.Form = calendar.timeZone.map { .zoned($0.identifier) } ?? .floating
        func add(id: String, title: String, location: String?, start: Time, end: Time, color: Color, isAllDay: Bool) {
            var event: ICalendarEvent
            if isAllDay {
                let lastDay = end.normalized.timeOfDay == 0 && end > start ? end.normalized.dayNumber : end.normalized.dayNumber + 1
                event = ICalendarEvent(uid: id, start: ICalendarDateTime(start, form: .date),
                                       end: ICalendarDateTime(Time(dayNumber: max(lastDay, start.dayNumber + 1)), form: .date), summary: title)
            } else {
                event = ICalendarEvent(uid: id, start: ICalendarDateTime(start.normalized, form: form), end: ICalendarDateTime(end.normalized, form: form), summary: title)
            }
            event.location = location
            event.color = color.hexString
            events.append(event)
        }
        for event in calendar.events {
            add(id: event.id, title: event.title, location: event.location, start: event.start, end: event.end, color: event.color, isAllDay: event.isAllDay)
        }
        let eventIDs = Set(calendar.events.map(\.id))
        for appointment in calendar.appointments where !eventIDs.contains(appointment.id) {
            add(id: appointment.id, title: appointment.title, location: appointment.subtitle, start: appointment.start, end: appointment.end,
                color: appointment.color, isAllDay: false)
        }
    }
}
