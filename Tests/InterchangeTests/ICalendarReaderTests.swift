import Foundation
import Interchange
import Testing
import TimelineCore

/// Reading iCalendar text: content lines, values, components, warnings and located errors.
@Suite("iCalendar reader")
struct ICalendarReaderTests {
    typealias F = ICalendarFixtures

    @Test("folded lines, CRLF or LF, a byte order mark, escaped text and quoted parameters")
    func contentLines() throws {
        let text = "\u{FEFF}BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:fold@example\r\nDTSTART;TZID=\"Europe/Berlin\":20250303T090000\r\n"
            + "SUMMARY:Quarterly \r\n planning\\, budget\\; and \r\n\tmore\\nNext line \\\\ done\r\nLOCATION;LANGUAGE=de;ALTREP=\"cid:x;y:z\":Raum 1\n"
            + "CATEGORIES:A\\,B,C\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let document = try ICalendarDocument(parsing: text, file: "fold.ics")
        let event = try #require(document.events.first)
        #expect(event.summary == "Quarterly planning, budget; and more\nNext line \\ done")
        #expect(event.location == "Raum 1")
        #expect(event.categories == ["A,B", "C"])
        #expect(event.start == ICalendarDateTime(Time(year: 2025, month: 3, day: 3, hour: 9), form: .zoned("Europe/Berlin")))
        #expect(event.sourceLocation == SourceLocation(file: "fold.ics", line: 3, column: 1))
    }

    @Test("every property read: STATUS, SEQUENCE, UID, CATEGORIES, COLOR, DESCRIPTION, DTEND, RECURRENCE-ID with RANGE")
    func properties() throws {
        let document = try F.example("team.ics")
        #expect(document.name == "Platform team")
        #expect(document.timeZones.map(\.identifier) == ["Europe/Berlin"])
        #expect(document.timeZones[0].observances.map(\.kind) == [.daylight, .standard])
        #expect(document.timeZones[0].observances[0].offsetTo == 7_200)
        let standup = try #require(document.events.first)
        #expect(standup.color == "steelblue" && standup.categories == ["Team", "Daily"] && standup.location == "Room Spree, 2nd floor")
        #expect(standup.recurrenceRules == [try ICalendarRecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")])
        #expect(standup.exceptionDates.count == 2)
        let cancelled = try #require(document.events.first { $0.status == .cancelled })
        #expect(cancelled.sequence == 1 && cancelled.recurrenceID?.text == "20250307T093000")
        #expect(document.events.first { $0.uid == "planning@team.example" }?.description == "Bring the board.\nAgenda in the wiki.")
        #expect(document.events.first { $0.uid == "release-party@team.example" }?.duration == ICalendarDuration(seconds: 3 * 3_600))
        let overrides = try F.example("overrides.ics")
        #expect(overrides.events.contains { $0.appliesToFutureInstances && $0.recurrenceID?.text == "20250303T140000" })
    }

    @Test("properties and components it does not use are warnings with their place, not errors")
    func warnings() throws {
        let document = try F.example("team.ics")
        let messages = document.warnings.map(\.description)
        #expect(messages.contains { $0.contains("team.ics:8:1: warning: VTIMEZONE: property X-LIC-LOCATION is not used") })
        #expect(messages.contains { $0.contains("property TRANSP is not used") })
        #expect(messages.contains { $0.contains("component VALARM is not used") })
        #expect(document.warnings.allSatisfy { $0.location.line > 0 && $0.location.column > 0 })
    }

    static let badInputs: [(String, String, Int, String)] = [
        ("truncated", "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:x\nDTSTART:20250303T090000Z\n", 6, "END:VEVENT is missing"),
        ("unknown TZID", F.calendar(F.event("DTSTART;TZID=Mars/Olympus_Mons:20250303T090000")), 7, "TZID \"Mars/Olympus_Mons\" is neither defined"),
        ("bad date", F.calendar(F.event("DTSTART:20250230T090000")), 7, "no such day"),
        ("DTEND and DURATION", F.calendar(F.event("DTSTART:20250303T090000Z\nDTEND:20250303T100000Z\nDURATION:PT1H")), 8, "DTEND and DURATION"),
        ("end before start", F.calendar(F.event("DTSTART:20250303T090000Z\nDTEND:20250303T080000Z")), 8, "is before DTSTART"),
        ("February 30", F.calendar(F.event("DTSTART;VALUE=DATE:20250101\nRRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30")), 8, "never produces"),
        ("bad rule part", F.calendar(F.event("DTSTART:20250101T000000Z\nRRULE:FREQ=DAILY;BYHOUR=25")), 8, "BYHOUR=25"),
        ("no colon", F.calendar(F.event("DTSTART:20250101T000000Z\nSUMMARY")), 8, "expected ':'"),
        ("open quote", F.calendar(F.event("DTSTART;TZID=\"Europe/Berlin:20250101T000000")), 7, "quote is not closed"),
        ("missing DTSTART", F.calendar(F.event("SUMMARY:x")), 4, "DTSTART is missing"),
        ("mismatched END", "BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VTODO\nEND:VCALENDAR\n", 3, "END:VTODO closes BEGIN:VEVENT of line 2"),
        ("not a calendar", "{hello}\n", 1, "expected a property name"),
        ("outside", "SUMMARY:x\n", 1, "outside a VCALENDAR"),
        ("empty", "", 1, "the file is empty"),
        ("version 1", "BEGIN:VCALENDAR\nVERSION:1.0\nEND:VCALENDAR\n", 2, "only iCalendar 2.0"),
        ("DATE end on a date-time", F.calendar(F.event("DTSTART:20250303T090000Z\nDTEND;VALUE=DATE:20250304")), 8, "a date but DTSTART"),
        ("bad duration", F.calendar(F.event("DTSTART:20250303T090000Z\nDURATION:1H")), 8, "is not a duration"),
        ("deep nesting", "BEGIN:VCALENDAR\n" + String(repeating: "BEGIN:X\n", count: 40), 17, "nested more than 16 deep"),
    ]

    @Test("bad input is a located error naming the place", arguments: badInputs.indices)
    func badInput(index: Int) {
        let (name, text, line, expected) = Self.badInputs[index]
        do {
            _ = try ICalendarDocument(parsing: text, file: "bad.ics")
            Issue.record("\(name): read without error")
        } catch {
            #expect(error.location.file == "bad.ics" && error.location.line == line, "\(name): \(error)")
            #expect(error.message.contains(expected), "\(name): \(error)")
            #expect(error.description.hasPrefix("bad.ics:\(line):"), "\(name)")
        }
    }

    @Test("invalid UTF-8 is refused at its line and column")
    func invalidUTF8() {
        var bytes = Array(F.calendar(F.event("DTSTART:20250303T090000Z\nSUMMARY:abc")).utf8)
        let index = bytes.firstIndex(of: UInt8(ascii: "b"))!
        bytes[index] = 0xFF
        #expect {
            try ICalendarDocument(bytes: bytes, file: "utf.ics")
        } throws: { error in
            let error = error as? ICalendarError
            return error?.location.line == 8 && error?.location.column == 9 && error?.message.contains("UTF-8") == true
        }
    }

    @Test("a column after a fold points at the continuation line")
    func foldedColumn() {
        let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART:2025\n 0303T0900\n\t00Z\nDURATION:\n P1X\nEND:VEVENT\nEND:VCALENDAR\n"
        #expect {
            try ICalendarDocument(parsing: text)
        } throws: { error in
            (error as? ICalendarError)?.location.line == 8 && (error as? ICalendarError)?.location.column == 2
        }
    }

    @Test("an unknown TZID is accepted when it is an IANA zone or defined by a VTIMEZONE")
    func knownZones() throws {
        let custom = "BEGIN:VTIMEZONE\nTZID:Office Time\nBEGIN:STANDARD\nDTSTART:19700101T000000\nTZOFFSETFROM:+0530\nTZOFFSETTO:+0530\nEND:STANDARD\nEND:VTIMEZONE\n"
        let text = F.calendar(custom + F.event("DTSTART;TZID=Office Time:20250303T090000") + "\n" + F.event(uid: "e2", "DTSTART;TZID=Asia/Kolkata:20250303T090000"))
        let occurrences = try ICalendarDocument(parsing: text).occurrences(from: Time(year: 2025), to: Time(year: 2026), in: F.utc).occurrences
        #expect(occurrences.map { F.wall($0.start, F.utc) } == ["2025-03-03 03:30", "2025-03-03 03:30"])
    }

    @Test("a 5 MB calendar reads in bounded time and memory")
    func largeFile() throws {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
        let event = "BEGIN:VEVENT\r\nUID:%ld@big\r\nDTSTART:20250303T090000Z\r\nDTEND:20250303T100000Z\r\nSUMMARY:Event number %ld with a longer title\r\nRRULE:FREQ=WEEKLY;COUNT=10\r\nEND:VEVENT\r\n"
        for index in 0..<32_000 { text += String(format: event, index, index) }
        text += "END:VCALENDAR\r\n"
        #expect(text.utf8.count > 5_000_000)
        let document = try ICalendarDocument(parsing: text)
        #expect(document.events.count == 32_000)
        #expect(document.occurrences(from: Time(year: 2025, month: 3, day: 10), to: Time(year: 2025, month: 3, day: 11), in: F.utc).occurrences.count == 32_000)
    }
}
