import CalendarViews
import Foundation
import Interchange
import Testing
import TimelineCore
import TimelineGraphics

@Suite("CalendarDocument")
struct CalendarDocumentTests {
    func errors(_ text: String) -> [String] {
        do {
            _ = try CalendarDocument(parsing: text, file: "cal.yaml")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test("the examples read, with their events, appointments, view and styles")
    func examples() throws {
        let week = try CalendarDocument(contentsOf: example("team-week.yaml"))
        #expect(week.events.count == 29)
        #expect(week.view.type == .week && week.view.date == Time(year: 2025, month: 3, day: 3) && week.view.days == 7)
        #expect(week.timeZone?.identifier == "Europe/Berlin")
        #expect(week.weekStyle.layoutMode == .expanding)
        #expect(week.events.first { $0.id == "standup-mon" }?.end == Time(year: 2025, month: 3, day: 3, hour: 9, minute: 45))
        let clinic = try CalendarDocument(contentsOf: example("clinic-day.yaml"))
        #expect(clinic.appointments.count == 32)
        #expect(clinic.dayStyle.hourRange == .explicit(start: 7, end: 18))
        #expect(clinic.dayStyle.uses24HourClock == false)
        #expect(clinic.appointments.first { $0.id == "courier" }?.duration == 0)
        #expect(clinic.appointments.first { $0.id == "a13" }?.avatar == .imageURL("https://example.org/avatars/olivia.png"))
    }

    @Test("inverted times, unknown zones and bad values are located errors")
    func locatedErrors() {
        let text = """
            kind: calendar
            timeZone: Mars/Olympus
            events:
              - { id: a, title: A, start: 2025-03-03T10:00, end: 2025-03-03T09:00 }
              - { id: a, title: B, start: 2025-03-03T10:00, end: 2025-03-03T11:00 }
              - { id: c, title: C, start: 2025-03-03T10:00 }
              - { id: d, title: D, start: 2025-03-03T10:00, duration: 30, color: blurple }
            view: { type: month }
            """
        let found = errors(text)
        #expect(found.contains("cal.yaml:2:11: error: document: unknown time zone \"Mars/Olympus\" (use an IANA name such as Europe/Berlin or America/New_York)"))
        #expect(found.contains("cal.yaml:4:54: error: event \"a\": end 2025-03-03T09:00:00 is before start 2025-03-03T10:00:00"))
        #expect(found.contains { $0.hasPrefix("cal.yaml:5:11: error: event \"a\": the id is already used by event 1") })
        #expect(found.contains { $0.hasPrefix("cal.yaml:6:") && $0.contains("missing end") })
        #expect(found.contains { $0.hasPrefix("cal.yaml:7:") && $0.contains("blurple") })
        #expect(found.contains { $0.hasPrefix("cal.yaml:8:15:") && $0.contains("unknown view type \"month\"") })
        #expect(found.count == 6)
    }

    @Test("an avatar image that is not an http(s) URL or a data: picture is a located error; one that is reads")
    func avatarImages() throws {
        let text = """
            kind: calendar
            appointments:
              - { id: a, title: A, start: 2025-03-04T09:00, end: 2025-03-04T09:30, avatar: { image: /etc/passwd } }
              - { id: b, title: B, start: 2025-03-04T09:00, end: 2025-03-04T09:30, avatar: { image: "https://example.org/b.png" } }
              - { id: c, title: C, start: 2025-03-04T09:00, end: 2025-03-04T09:30, avatar: { image: "file:///home/me/c.png" } }
            """
        let found = errors(text)
        #expect(found == [
            "cal.yaml:3:89: error: appointment 1: avatar image \"/etc/passwd\" is not drawn: use an http or https URL, or a data: URL of a PNG, JPEG, GIF or WebP picture in base 64 (image/png;base64,…)",
            "cal.yaml:5:89: error: appointment 3: avatar image \"file:///home/me/c.png\" is not drawn: use an http or https URL, or a data: URL of a PNG, JPEG, GIF or WebP picture in base 64 (image/png;base64,…)",
        ])
        let fine = try CalendarDocument(parsing: "kind: calendar\nappointments:\n  - { id: b, title: B, start: 2025-03-04T09:00, end: 2025-03-04T09:30, avatar: { image: \"https://example.org/b.png\" } }\n")
        #expect(fine.appointments.first?.avatar == .imageURL("https://example.org/b.png"))
    }

    @Test("a document needs kind: calendar; unknown keys are named")
    func kindAndKeys() {
        #expect(errors("events: []").contains { $0.contains("expected \"kind: calendar\"") })
        #expect(errors("kind: calendar\nevnts: []").contains { $0.hasPrefix("cal.yaml:2:1:") && $0.contains("unknown key \"evnts\"") })
        #expect(CalendarDocument.isCalendarDocument("# x\nkind: calendar\n"))
        #expect(CalendarDocument.isCalendarDocument("{\"kind\": \"calendar\"}"))
        #expect(!CalendarDocument.isCalendarDocument("items: []"))
    }

    @Test("JSON reads the same as YAML")
    func json() throws {
        let document = try CalendarDocument(parsing: """
            {"kind": "calendar", "view": {"type": "day", "date": "2025-03-04"},
             "appointments": [{"id": 1, "title": "X", "start": "2025-03-04T09:00", "duration": 30, "avatar": {"initials": "XY"}}]}
            """)
        #expect(document.view.type == .day)
        #expect(document.appointments.map(\.id) == ["1"])
        #expect(document.appointments[0].end == Time(year: 2025, month: 3, day: 4, hour: 9, minute: 30))
    }

    @Test("the schema lists exactly the keys the reader accepts")
    func schemaKeys() throws {
        let url = repositoryRoot.appendingPathComponent("docs/calendar-document.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["kind", "version", "title", "timeZone", "view", "day", "week", "events", "appointments"])
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        func keys(_ name: String) -> Set<String> { Set((definitions[name]?["properties"] as? [String: Any])?.keys.map { $0 } ?? []) }
        #expect(keys("event") == ["id", "title", "location", "start", "end", "duration", "color", "allDay", "gradient"])
        #expect(keys("appointment") == ["id", "title", "subtitle", "start", "end", "duration", "color", "background", "avatar"])
        #expect(keys("view") == ["type", "date", "days", "now", "width", "height", "scrollTo"])
        #expect(keys("day").count == 24 && keys("week").count == 23)
    }

    @Test("10^5 events in one day read and lay out into a week")
    func hugeDay() throws {
        var text = "kind: calendar\nevents:\n"
        for index in 0..<100_000 { text += "  - {id: \(index), title: E, start: 2025-03-03T08:00, duration: \(index % 600)}\n" }
        let document = try CalendarDocument(parsing: text)
        #expect(document.events.count == 100_000)
        let scene = WeekViewLayout.scene(for: try document.eventStore(),
                                         in: WeekViewViewport(size: .init(width: 800, height: 600), firstDay: Time(year: 2025, month: 3, day: 3)))
        #expect(scene.eventFrames.count == 100_000)
    }
}
