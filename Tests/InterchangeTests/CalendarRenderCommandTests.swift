import Foundation
import Testing

/// `timelinekit render` for calendar documents and `-o out.json`, run as a process.
@Suite("timelinekit render: calendars and JSON", .enabled(if: timelinekitExecutable != nil))
struct CalendarRenderCommandTests {
    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-calendar-\(name)").path
    }

    func elements(_ path: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        return try #require(object?["elements"] as? [[String: Any]])
    }

    @Test("the week view of the team week as SVG and as JSON with event, all-day and label ids")
    func week() throws {
        let svg = temporary("week.svg"), json = temporary("week.json")
        var result = try RenderCommandTests.run(["render", "examples/team-week.yaml", "--view", "week", "--date", "2025-03-03", "--days", "7", "-o", svg])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("data-id=\"event:planning\""))
        result = try RenderCommandTests.run(["render", "examples/team-week.yaml", "--view", "week", "--date", "2025-03-10", "--days", "3", "-o", json])
        #expect(result.status == 0, "\(result.errors)")
        let ids = Set(try elements(json).compactMap { $0["id"] as? String })
        #expect(ids.contains("dayLabel:2025-03-10") && ids.contains("dayLabel:2025-03-12") && !ids.contains("dayLabel:2025-03-13"))
        #expect(!ids.contains("event:planning"))   // the week before
    }

    @Test("the day view of the clinic as JSON: appointments by id, the courier pickup as a marker")
    func day() throws {
        let json = temporary("day.json")
        let result = try RenderCommandTests.run(["render", "examples/clinic-day.yaml", "--view", "day", "--date", "2025-03-04", "-o", json])
        #expect(result.status == 0, "\(result.errors)")
        let list = try elements(json)
        let courier = try #require(list.first { $0["id"] as? String == "appointment:courier" })
        #expect(courier["role"] as? String == "appointmentMarker")
        #expect(list.filter { $0["role"] as? String == "appointment" }.count == 31)
    }

    @Test("the Gantt chart's -o out.json uses the same encoder")
    func ganttJSON() throws {
        let json = temporary("gantt.json")
        let result = try RenderCommandTests.run(["render", "examples/launch-plan.yaml", "-o", json, "--rows", "0..5"])
        #expect(result.status == 0, "\(result.errors)")
        let list = try elements(json)
        #expect(list.contains { ($0["id"] as? String)?.hasPrefix("item:") == true && $0["role"] as? String == "bar" })
        #expect(list.contains { $0["text"] as? String == "Kickoff" })
    }

    @Test("bad calendar input: located errors, unknown view, calendar options on a project")
    func badInput() throws {
        let bad = temporary("bad.yaml")
        try "kind: calendar\ntimeZone: Nowhere/Else\nevents:\n  - {id: a, title: A, start: 2025-03-03T10:00, end: 2025-03-03T09:00}\n"
            .write(toFile: bad, atomically: true, encoding: .utf8)
        var result = try RenderCommandTests.run(["render", bad, "-o", temporary("bad.svg")])
        #expect(result.status == 1)
        #expect(result.errors.contains("bad.yaml:2:11: error: document: unknown time zone \"Nowhere/Else\""))
        #expect(result.errors.contains("bad.yaml:4:53: error: event \"a\": end 2025-03-03T09:00:00 is before start 2025-03-03T10:00:00"))
        result = try RenderCommandTests.run(["render", "examples/team-week.yaml", "--view", "month", "-o", temporary("x.svg")])
        #expect(result.status != 0)
        #expect(result.errors.contains("--view: use gantt or resources (projects), day or week (calendars), timeline or preview (timelines) or bars (bar charts), not \"month\""))
        result = try RenderCommandTests.run(["render", "examples/launch-plan.yaml", "--view", "day", "-o", temporary("x.svg")])
        #expect(result.status != 0 && result.errors.contains("apply to calendar documents"))
    }
}
