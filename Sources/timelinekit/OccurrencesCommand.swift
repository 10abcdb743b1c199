import ArgumentParser
import Foundation
import Interchange
import TimelineCore

/// `timelinekit occurrences`: the expanded occurrences of an iCalendar file in a window, as JSON.
struct OccurrencesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "occurrences",
        abstract: "Print the occurrences of an iCalendar file (.ics) in a window as JSON.",
        discussion: """
            Recurring events (RRULE, RDATE, EXDATE, overrides) are expanded into the
            half-open window [START, END), given as wall-clock times in --tz. An
            occurrence is in when it starts before END and ends after START (a
            zero-length one when START <= its start < END). Each occurrence has
            uid, summary, recurrenceId, start, end (ISO 8601 with the offset of
            --tz), allDay and status. Reader warnings go to standard error.
            Example: timelinekit occurrences examples/calendars/team.ics --window 2025-03-03 2025-03-10 --tz Europe/Berlin
            """
    )

    @Argument(help: "The iCalendar file (.ics).")
    var file: String

    @Option(parsing: .upToNextOption, help: "The window: START END, ISO 8601 wall-clock times in --tz (2025-03-03 or 2025-03-03T08:00).")
    var window: [String]

    @Option(help: "The viewer's zone, an IANA name (default: the calendar's X-WR-TIMEZONE, else UTC).")
    var tz: String?

    @Option(name: [.short, .long], help: "Write the JSON to this file instead of standard output.")
    var output: String?

    /// Test-facing (the interoperability tests check the writer with Python's `icalendar`); `convert` will own this.
    @Option(name: .customLong("write-ics"), help: ArgumentHelp("Also write the calendar as read to this .ics file.", visibility: .hidden))
    var writeICS: String?

    @Flag(help: "Do not print reader warnings.")
    var quiet = false

    func validate() throws {
        _ = try ExpansionWindow(window)
        try ExpansionWindow.validateZone(tz)
    }

    func run() throws {
        let document: ICalendarDocument
        do {
            document = try ICalendarDocument(contentsOf: URL(fileURLWithPath: file))
        } catch {
            PlanFile.fail(error.description)
        }
        if !quiet {
            for warning in document.warnings { PlanFile.standardError(warning.description) }
        }
        let zoneName = tz ?? document.defaultTimeZone ?? "UTC"
        guard let zone = TimeZone(identifier: zoneName) else { PlanFile.fail("\(file): unknown time zone \"\(zoneName)\"") }
        if let writeICS {
            do {
                try Data(ICalendarWriter(timestamp: Date()).text(for: document).utf8).write(to: URL(fileURLWithPath: writeICS))
            } catch {
                PlanFile.fail("cannot write \(writeICS): \(error.localizedDescription)")
            }
        }
        let (start, end) = try ExpansionWindow(window).bounds
        let expansion = document.occurrences(from: start, to: end, in: zone)
        let text = expansion.jsonText(windowStart: start, windowEnd: end, zoneName: zoneName)
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                PlanFile.fail("cannot write \(output): \(error.localizedDescription)")
            }
        } else {
            print(text, terminator: "")
        }
    }
}
