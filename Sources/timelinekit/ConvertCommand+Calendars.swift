import ArgumentParser
import Foundation
import Interchange
import TimelineCore

/// `convert` for calendars: iCalendar (.ics) ⇄ calendar documents, and the
/// expanded occurrences of an .ics as JSON.
extension ConvertCommand {
    /// Whether IN or OUT is a calendar (an .ics, or a calendar document), so the calendar path runs.
    var isCalendarConversion: Bool {
        from == nil && to == nil && (Self.isICS(input) || Self.isICS(output) || format != nil)
    }

    static func isICS(_ path: String) -> Bool { path.lowercased().hasSuffix(".ics") || path.lowercased().hasSuffix(".ical") }

    func validateCalendar() throws {
        if let format, format != "json" { throw ValidationError("--format: only json (the occurrences of an .ics) is known") }
        if format != nil || (Self.isICS(input) && !Self.isICS(output)) {
            guard Self.isICS(input) else { throw ValidationError("--format json prints an .ics file's occurrences; \(input) is not an .ics file") }
            guard window.count == 2 else {
                throw ValidationError("--window: an .ics is expanded into the occurrences of a window: give START and END, like --window 2025-03-03 2025-03-10")
            }
            _ = try ExpansionWindow(window)
        }
        try ExpansionWindow.validateZone(tz)
    }

    func runCalendar() throws {
        let text: String
        if Self.isICS(input) {
            let calendar: ICalendarDocument
            do { calendar = try ICalendarDocument(contentsOf: URL(fileURLWithPath: input)) } catch { PlanFile.fail(error.description) }
            if !quiet { for warning in calendar.warnings { PlanFile.standardError(warning.description) } }
            if Self.isICS(output) {
                text = ICalendarWriter(timestamp: Date()).text(for: calendar)   // recurring series stay rules
            } else {
                let zoneName = tz ?? calendar.defaultTimeZone ?? "UTC"
                guard let zone = TimeZone(identifier: zoneName) else { PlanFile.fail("\(input): unknown time zone \"\(zoneName)\"") }
                let (start, end) = try ExpansionWindow(window).bounds
                if format == "json" {
                    text = calendar.occurrences(from: start, to: end, in: zone).jsonText(windowStart: start, windowEnd: end, zoneName: zoneName)
                } else {
                    var (document, warnings) = calendar.calendarDocument(from: start, to: end, in: zone)
                    if !quiet { for warning in warnings { PlanFile.standardError(warning.description) } }
                    document.view.type = .week
                    document.view.date = start
                    document.view.days = max(1, min(366, end.dayNumber - start.dayNumber))
                    text = output.lowercased().hasSuffix(".json") ? document.jsonString() : document.yamlString()
                }
            }
        } else {
            // A calendar document to .ics: one VEVENT per event and appointment.
            let document: CalendarDocument
            do { document = try CalendarDocument(contentsOf: URL(fileURLWithPath: input)) } catch { PlanFile.fail(error.description) }
            text = ICalendarWriter(timestamp: Date()).text(for: ICalendarDocument(calendarDocument: document))
        }
        if output == "-" {
            print(text, terminator: "")
        } else {
            do { try Data(text.utf8).write(to: URL(fileURLWithPath: output)) } catch { PlanFile.fail("cannot write \(output): \(error.localizedDescription)") }
        }
    }
}
