import CalendarViews
import Foundation
import Interchange
import Testing
import TimelineCore

@Suite("timelinekit convert for calendars; the calendar document writer")
struct ConvertCalendarTests {
    @Test("a calendar document written as YAML and as JSON reads back with the same events and view")
    func writerRoundTrip() throws {
        let original = try CalendarDocument(contentsOf: repositoryRoot.appendingPathComponent("examples/team-week.yaml"))
        for text in [original.yamlString(), original.jsonString()] {
            let back = try CalendarDocument(parsing: text, file: "written")
            #expect(back.title == original.title)
            #expect(back.timeZone == original.timeZone)
            #expect(back.view.type == original.view.type && back.view.date == original.view.date && back.view.days == original.view.days)
            #expect(back.view.scrollTo == original.view.scrollTo)
            #expect(back.events == original.events)
            #expect(back.appointments == original.appointments)
        }
        let clinic = try CalendarDocument(contentsOf: repositoryRoot.appendingPathComponent("examples/clinic-day.yaml"))
        #expect(try CalendarDocument(parsing: clinic.yamlString(), file: "clinic").appointments == clinic.appointments)
    }

    @Test("an .ics becomes a week of occurrences, its JSON list, and a calendar document becomes an .ics that reads back",
          .enabled(if: timelinekitExecutable != nil))
    func convertCommand() throws {
        let week = ConvertCommandTests.temporary("week.yaml"), ics = ConvertCommandTests.temporary("team-week.ics"),
            back = ConvertCommandTests.temporary("back.yaml")
        let expanded = try ConvertCommandTests.run(["convert", "examples/calendars/team.ics", week, "--window", "2025-03-03", "2025-03-10",
                                                    "--tz", "Europe/Berlin", "--quiet"])
        #expect(expanded.status == 0, "\(expanded.errors)")
        let document = try CalendarDocument(contentsOf: URL(fileURLWithPath: week))
        #expect(document.timeZone?.identifier == "Europe/Berlin")
        #expect(!document.events.isEmpty)
        let window = Time(year: 2025, month: 3, day: 3)..<Time(year: 2025, month: 3, day: 10)
        #expect(document.events.allSatisfy { $0.start < window.upperBound && $0.end > window.lowerBound })

        let listed = try ConvertCommandTests.run(["convert", "examples/calendars/team.ics", "-", "--format", "json",
                                                  "--window", "2025-03-03", "2025-03-10", "--tz", "Europe/Berlin", "--quiet"])
        #expect(listed.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: Any])
        let occurrences = try #require(json["occurrences"] as? [[String: Any]])
        // The document leaves cancelled occurrences out; the list keeps them with their status.
        #expect(occurrences.filter { ($0["status"] as? String)?.uppercased() != "CANCELLED" }.count == document.events.count)
        #expect(occurrences.count > document.events.count, "team.ics cancels one standup in that week")

        let written = try ConvertCommandTests.run(["convert", "examples/team-week.yaml", ics])
        #expect(written.status == 0, "\(written.errors)")
        #expect(try String(contentsOfFile: ics, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
        let reread = try ConvertCommandTests.run(["convert", ics, back, "--window", "2025-03-01", "2025-03-16", "--tz", "Europe/Berlin", "--quiet"])
        #expect(reread.status == 0, "\(reread.errors)")
        let original = try CalendarDocument(contentsOf: repositoryRoot.appendingPathComponent("examples/team-week.yaml"))
        let roundTripped = try CalendarDocument(contentsOf: URL(fileURLWithPath: back))
        #expect(Set(roundTripped.events.map(\.id)) == Set(original.events.map(\.id)))
        for event in original.events {
            let other = roundTripped.events.first { $0.id == event.id }
            #expect(other?.start == event.start && other?.end == event.end && other?.isAllDay == event.isAllDay, "\(event.id)")
        }
        let missing = try ConvertCommandTests.run(["convert", "examples/calendars/team.ics", week])
        #expect(missing.status != 0 && missing.errors.contains("--window: an .ics is expanded into the occurrences of a window"))
    }
}
