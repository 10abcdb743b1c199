import CalendarViews
import Foundation
import Interchange
import Testing
import TimelineCore

@Suite("CalendarDocument: the settings a store keeps apart from the events")
struct CalendarDocumentSettingsTests {
    static let examples: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    /// Everything but the events is the same in `settings` as in `document`.
    static func expectSameSettings(_ settings: CalendarDocument, _ document: CalendarDocument) {
        #expect(settings.events.isEmpty)
        #expect(settings.title == document.title)
        #expect(settings.timeZone == document.timeZone)
        #expect(settings.view == document.view)
        #expect(settings.dayStyle == document.dayStyle)
        #expect(settings.weekStyle == document.weekStyle)
        #expect(settings.appointments == document.appointments)
    }

    @Test("The examples' settings (styles, view, zone, appointments) read back as written, without their events",
          arguments: ["clinic-day.yaml", "team-week.yaml"])
    func examples(file: String) throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
        let document = try CalendarDocument(parsing: text, file: file)
        let settings = try CalendarDocument(parsing: try CalendarDocument.settingsText(of: text, file: file), file: "settings.json")
        Self.expectSameSettings(settings, document)
    }

    @Test("Plain numbers and booleans stay numbers and booleans; quoted ones stay strings; JSON in, JSON out")
    func scalars() throws {
        let text = """
            {"kind": "calendar", "version": 1, "title": "12", "timeZone": "Europe/Berlin",
             "view": {"type": "week", "days": 5, "scrollTo": "07:30"},
             "week": {"hourHeight": 48.5, "halfHourLines": false, "mainLineColor": "#334155"},
             "events": [{"id": "x", "title": "X", "start": "2025-03-03T09:00", "end": "2025-03-03T10:00"}]}
            """
        let document = try CalendarDocument(parsing: text, file: "cal.json")
        let settingsText = try CalendarDocument.settingsText(of: text, file: "cal.json")
        #expect(!settingsText.contains("events"))
        let settings = try CalendarDocument(parsing: settingsText, file: "settings.json")
        Self.expectSameSettings(settings, document)
        #expect(settings.title == "12" && settings.weekStyle.hourHeight == 48.5 && settings.view.days == 5)
        #expect(document.events.count == 1)
    }

    @Test("A text that does not parse is refused with its place")
    func refusesBadText() {
        #expect(throws: TimelineDocumentErrors.self) { try CalendarDocument.settingsText(of: "kind: calendar\nview: [\n", file: "bad.yaml") }
    }
}
