import CalendarViews
import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
import TimelineGraphics

/// Writing iCalendar text, and reading it back.
@Suite("iCalendar writer")
struct ICalendarWriterTests {
    typealias F = ICalendarFixtures
    static let writer = ICalendarWriter(timestamp: Date(timeIntervalSinceReferenceDate: 700_000_000))

    @Test("lines are folded at 75 octets, never inside a character, with CRLF ends; text is escaped")
    func folding() throws {
        var event = ICalendarEvent(uid: "long", start: ICalendarDateTime(Time(year: 2025, month: 3, day: 3, hour: 9), form: .utc),
                                   summary: String(repeating: "Überraschung, 🚀; ", count: 12) + "\nend\\")
        event.timestamp = ICalendarDateTime(Time(year: 2025), form: .utc)
        var document = ICalendarDocument()
        document.events = [event]
        let text = Self.writer.text(for: document)
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(lines.contains { $0.hasPrefix("SUMMARY:Überraschung\\, 🚀\\; ") })
        let back = try ICalendarDocument(parsing: text)
        #expect(back.events == [event])
    }

    @Test("every example calendar reads back equal after writing (write → read)", arguments: F.exampleNames)
    func roundTrip(name: String) throws {
        let original = try F.example(name)
        let written = Self.writer.text(for: original)
        let back = try ICalendarDocument(parsing: written, file: "written.ics")
        #expect(back.events == original.events)
        #expect(original.timeZones.allSatisfy { back.timeZones.contains($0) })
        #expect(back.name == original.name && back.defaultTimeZone == original.defaultTimeZone)
        // …and expands to the same occurrences.
        for zone in [F.berlin, F.newYork] {
            #expect(back.occurrences(from: Time(year: 2025), to: Time(year: 2026), in: zone).occurrences
                    == original.occurrences(from: Time(year: 2025), to: Time(year: 2026), in: zone).occurrences)
        }
        // Writing again gives the same text.
        #expect(Self.writer.text(for: back) == written)
    }

    @Test("recurring series are written as rules, not expanded")
    func rulesNotExpanded() throws {
        let text = Self.writer.text(for: try F.example("team.ics"))
        #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\r\n"))
        #expect(text.contains("RECURRENCE-ID;TZID=Europe/Berlin:20250305T093000\r\n"))
        #expect(text.components(separatedBy: "BEGIN:VEVENT").count - 1 == 7)
    }

    @Test("a zone without a VTIMEZONE in the document gets one from Foundation with its transitions")
    func generatedTimeZone() throws {
        var event = ICalendarEvent(uid: "ny", start: ICalendarDateTime(Time(year: 2025, month: 3, day: 3, hour: 9), form: .zoned("America/New_York")))
        event.recurrenceRules = [ICalendarRecurrenceRule(frequency: .weekly)]
        var document = ICalendarDocument()
        document.events = [event]
        let text = Self.writer.text(for: document)
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n"))
        #expect(text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20250309T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\n"))
        #expect(text.contains("BEGIN:STANDARD\r\nDTSTART:20240101T000000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0500\r\n"))
        // Read back through the written VTIMEZONE: the same instants as through Foundation.
        let back = try ICalendarDocument(parsing: text)
        #expect(back.timeZones.count == 1)
        let viaDefinition = back.occurrences(from: Time(year: 2025), to: Time(year: 2030), in: F.utc).occurrences.map(\.start)
        var withoutDefinition = back
        withoutDefinition.timeZones = []
        #expect(viaDefinition == withoutDefinition.occurrences(from: Time(year: 2025), to: Time(year: 2030), in: F.utc).occurrences.map(\.start))
        #expect(viaDefinition.count > 250)
    }

    @Test("a calendar document becomes VEVENTs and comes back as the same events")
    func calendarDocument() throws {
        var calendar = CalendarDocument()
        calendar.title = "Week"
        calendar.timeZone = F.berlin
        calendar.events = [
            try CalendarEvent(id: "a", title: "Standup", location: "Room 1", start: Time(year: 2025, month: 3, day: 3, hour: 9, minute: 30),
                              end: Time(year: 2025, month: 3, day: 3, hour: 9, minute: 45), color: Color(rgb: 0x25, 0x63, 0xeb)),
            try CalendarEvent(id: "b", title: "Offsite", start: Time(year: 2025, month: 3, day: 4), end: Time(year: 2025, month: 3, day: 6), isAllDay: true),
        ]
        let document = ICalendarDocument(calendarDocument: calendar)
        let back = try ICalendarDocument(parsing: Self.writer.text(for: document))
        let (converted, warnings) = back.calendarDocument(from: Time(year: 2025, month: 3, day: 3), to: Time(year: 2025, month: 3, day: 10), in: F.berlin)
        #expect(warnings.isEmpty)
        #expect(converted.title == "Week")
        #expect(converted.events == calendar.events)
    }

    @Test("Gantt items become events: label, details, start and finish; milestones without length")
    func ganttItems() throws {
        let items = [
            GanttChartItem(id: 1, label: "Design", row: 0, time: TimeRange(Time(year: 2025, month: 3, day: 3, hour: 8)..<Time(year: 2025, month: 3, day: 5, hour: 17))),
            GanttChartItem(id: 2, label: "Review", row: 1, time: TimeRange(Time(year: 2025, month: 3, day: 6, hour: 12)..<Time(year: 2025, month: 3, day: 6, hour: 12)), type: .milestone),
        ]
        let document = ICalendarDocument(ganttItems: items, timeZone: "Europe/Berlin", uidDomain: "plan.example")
        let back = try ICalendarDocument(parsing: Self.writer.text(for: document))
        let occurrences = back.occurrences(from: Time(year: 2025, month: 3, day: 1), to: Time(year: 2025, month: 3, day: 10), in: F.berlin).occurrences
        #expect(occurrences.map(\.uid) == ["item-1@plan.example", "item-2@plan.example"])
        #expect(occurrences.map { F.wall($0.start, F.berlin) } == ["2025-03-03 08:00", "2025-03-06 12:00"])
        #expect(F.wall(occurrences[0].end, F.berlin) == "2025-03-05 17:00" && occurrences[1].end == occurrences[1].start)
        #expect(back.events[1].categories == ["Milestone"])
    }

    @Test("the occurrences JSON has uid, summary, recurrence id, start and end with offset, all-day and status")
    func occurrencesJSON() throws {
        let document = try F.example("team.ics")
        let expansion = document.occurrences(from: Time(year: 2025, month: 3, day: 24), to: Time(year: 2025, month: 3, day: 31), in: F.berlin)
        let json = expansion.jsonText(windowStart: Time(year: 2025, month: 3, day: 24), windowEnd: Time(year: 2025, month: 3, day: 31))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["timeZone"] as? String == "Europe/Berlin")
        let window = try #require(object["window"] as? [String: String])
        #expect(window["start"] == "2025-03-24T00:00:00+01:00" && window["end"] == "2025-03-31T00:00:00+02:00")
        let occurrences = try #require(object["occurrences"] as? [[String: Any]])
        let offsite = try #require(occurrences.first { $0["uid"] as? String == "offsite@team.example" })
        #expect(offsite["start"] as? String == "2025-03-24" && offsite["end"] as? String == "2025-03-27" && offsite["allDay"] as? Bool == true)
        #expect(offsite["recurrenceId"] is NSNull)
        let friday = try #require(occurrences.first { $0["start"] as? String == "2025-03-28T09:30:00+01:00" })
        #expect(friday["recurrenceId"] as? String == "2025-03-28T09:30:00+01:00" && friday["summary"] as? String == "Standup")
        let party = try #require(occurrences.first { $0["uid"] as? String == "release-party@team.example" })
        #expect(party["end"] as? String == "2025-03-28T20:00:00+01:00")
    }
}
