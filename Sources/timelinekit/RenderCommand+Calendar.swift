import ArgumentParser
import CalendarViews
import Foundation
import Interchange
import TimelineCore
import TimelineGraphics

/// `render` for calendar documents (`kind: calendar`): a day timeline or a week view.
extension RenderCommand {
    /// Checks `--view`, `--date`, `--days` and `--now` (they apply to calendar documents only).
    func validateCalendarOptions() throws {
        if let view, CalendarDocument.ViewType(rawValue: view) == nil, TimelineListDocument.ViewType(rawValue: view) == nil, view != Self.barChartView,
           view != Self.resourcesView, view != Self.ganttView {
            throw ValidationError("--view: use gantt or resources (projects), day or week (calendars), timeline or preview (timelines) or bars (bar charts), not \"\(view)\"")
        }
        if let days, !(1...366).contains(days) { throw ValidationError("--days: \(days) must be in 1…366") }
        for (name, text) in [("--date", date), ("--now", now)] {
            guard let text else { continue }
            do {
                let time = try Time(iso8601: text)
                guard time.isSupported else { throw ValidationError("\(name): \(text): \(Time.supportedRangeDescription)") }
            } catch let error as TimeParseError {
                throw ValidationError("\(name): \(error.description)")
            }
        }
    }

    /// Renders the file when it is a calendar document.
    /// - Returns: Whether it was one (and has been written).
    func renderCalendarIfCalendarDocument() throws -> Bool {
        let url = URL(fileURLWithPath: file)
        let data = try? Data(contentsOf: url)
        if url.pathExtension.lowercased() == "ics" || data.map({ ICalendarDocument.isICalendar(String(decoding: $0.prefix(64), as: UTF8.self)) }) == true {
            try writeDisplayList(calendarDisplayList(for: try iCalendarDocument(data: data ?? Data())))
            return true
        }
        if tz != nil { throw RenderError("--tz applies to iCalendar files (.ics); \(file) is not one") }
        guard let data, let text = String(data: data, encoding: .utf8),
              CalendarDocument.isCalendarDocument(text) else {
            if (view != nil && view != Self.resourcesView && view != Self.ganttView) || date != nil || days != nil {
                throw RenderError("--view, --date and --days apply to calendar documents (kind: calendar); \(file) is not one")
            }
            return false
        }
        if grid {
            throw RenderError("--grid applies to project documents; \(file) is a calendar document (kind: calendar)")
        }
        if drawsResources || view == Self.ganttView {
            throw RenderError("--view gantt/resources and --histogram apply to project documents; \(file) is a calendar document (kind: calendar)")
        }
        let document: CalendarDocument
        do {
            document = try CalendarDocument(parsing: text, file: file)
        } catch {
            PlanFile.fail(error.description)
        }
        try writeDisplayList(calendarDisplayList(for: document))
        return true
    }

    /// The calendar document of an iCalendar file: the occurrences of the
    /// days shown (--date, else the first event's day; --days or 7 for the
    /// week view, 1 for the day view), read in --tz (else the calendar's
    /// X-WR-TIMEZONE, else UTC).
    func iCalendarDocument(data: Data) throws -> CalendarDocument {
        if grid { throw RenderError("--grid applies to project documents; \(file) is an iCalendar file") }
        let calendar: ICalendarDocument
        do {
            calendar = try ICalendarDocument(bytes: [UInt8](data), file: file)
        } catch {
            PlanFile.fail(error.description)
        }
        for warning in calendar.warnings where !quiet { PlanFile.standardError(warning.description) }
        let zoneName = tz ?? calendar.defaultTimeZone ?? "UTC"
        guard let zone = TimeZone(identifier: zoneName) else {
            throw RenderError("--tz: unknown time zone \"\(zoneName)\" (use an IANA name such as Europe/Berlin)")
        }
        let type = view.flatMap(CalendarDocument.ViewType.init(rawValue:)) ?? .week
        let firstStart = calendar.events.map { event in
            event.start.form == .utc ? Time(event.start.time.date(in: .gmt), in: zone) : event.start.time
        }.min()
        let first = date.flatMap { try? Time(iso8601: $0) } ?? firstStart ?? Time.current(in: zone)
        let day = Time(dayNumber: first.dayNumber)
        let count = type == .day ? 1 : (days ?? 7)
        let (converted, warnings) = calendar.calendarDocument(from: day, to: Time(dayNumber: day.dayNumber + count), in: zone)
        var document = converted
        for warning in warnings { PlanFile.standardError(warning.description) }
        document.view.type = type
        document.view.date = day
        document.view.days = count
        return document
    }

    /// The display list of the view asked for, options over the document's view.
    func calendarDisplayList(for document: CalendarDocument) -> DisplayList {
        document.displayList(type: view.flatMap(CalendarDocument.ViewType.init(rawValue:)), date: date.flatMap { try? Time(iso8601: $0) },
                             days: days, width: width, height: height, now: now.flatMap { try? Time(iso8601: $0) }, clock: Date())
    }
}
