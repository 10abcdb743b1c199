import Foundation
import Testing

/// `timelinekit occurrences` and `timelinekit render FILE.ics`, run as a process.
@Suite("timelinekit occurrences and render for .ics", .enabled(if: timelinekitExecutable != nil))
struct ICalendarCommandTests {
    @Test("occurrences prints the window's occurrences as JSON, the reader's warnings on standard error")
    func occurrences() throws {
        let result = try RenderCommandTests.run(["occurrences", "examples/calendars/team.ics", "--window", "2025-03-05T10:00", "2025-03-06", "--tz", "Europe/Berlin"])
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let occurrences = try #require(object["occurrences"] as? [[String: Any]])
        #expect(occurrences.map { $0["start"] as? String } == ["2025-03-05T11:00:00+01:00"])
        #expect(occurrences.first?["recurrenceId"] as? String == "2025-03-05T09:30:00+01:00")
        #expect(result.errors.contains("team.ics:80:1: warning: VEVENT \"offsite@team.example\": property TRANSP is not used"))
    }

    @Test("bad input: a located error and exit status 1; a bad window or zone is a usage error")
    func errors() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-bad.ics").path
        try "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART;TZID=Nowhere/Land:20250101T090000\nEND:VEVENT\nEND:VCALENDAR\n".write(toFile: file, atomically: true, encoding: .utf8)
        var result = try RenderCommandTests.run(["occurrences", file, "--window", "2025-01-01", "2025-02-01"])
        #expect(result.status == 1 && result.errors.contains("timelinekit-bad.ics:4:1: error:") && result.errors.contains("Nowhere/Land"))
        result = try RenderCommandTests.run(["occurrences", "examples/calendars/team.ics", "--window", "2025-02-01", "2025-01-01"])
        #expect(result.status != 0 && result.errors.contains("must be after"))
        result = try RenderCommandTests.run(["occurrences", "examples/calendars/team.ics", "--window", "2025-01-01", "2025-02-01", "--tz", "Mars/Base"])
        #expect(result.status != 0 && result.errors.contains("unknown time zone"))
    }

    @Test("render draws an .ics week in the viewer's zone: EXDATEs gone, the moved instance at its new time, the cancelled one hidden")
    func renderWeek() throws {
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-ics-week.json").path
        let result = try RenderCommandTests.run(["render", "examples/calendars/team.ics", "--view", "week", "--date", "2025-03-03", "--tz", "Europe/Berlin", "-o", json, "--quiet"])
        #expect(result.status == 0, "\(result.errors)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let ids = Set((object?["elements"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        #expect(ids.contains("event:standup-2025@team.example@2025-03-05T09:30:00"))
        #expect(ids.contains("event:standup-2025@team.example@2025-03-06T09:30:00"))
        #expect(!ids.contains("event:standup-2025@team.example@2025-03-03T09:30:00") && !ids.contains("event:standup-2025@team.example@2025-03-07T09:30:00"))
    }
}
