import Foundation
import Interchange
import Testing
import TimelineCore
import TimelineTestSupport

/// Seeded truncations and byte edits of the example calendars: every input
/// reads (and expands) or fails with an error at a line and column — never a
/// crash or a hang.
@Suite("Fuzzing the iCalendar reader")
struct ICalendarFuzzTests {
    static let runsPerSeed = 300

    static let fragments: [[UInt8]] = [
        "\r\n", "\n", "\r\n ", "\n\t", ":", ";", ",", "=", "\"", "\\", "\\n", "\\,", "BEGIN:VEVENT\r\n", "END:VEVENT\r\n", "END:VCALENDAR\r\n",
        "BEGIN:VTIMEZONE\r\n", "BEGIN:STANDARD\r\n", "TZID=", ";TZID=Europe/Berlin", ";TZID=Nowhere/Else", ";VALUE=DATE", ";VALUE=PERIOD",
        ";RANGE=THISANDFUTURE", "RRULE:FREQ=SECONDLY\r\n", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30\r\n", "RRULE:FREQ=DAILY;COUNT=1000000000\r\n",
        "RRULE:FREQ=MINUTELY;BYSETPOS=-1;BYSECOND=0,1,2,3\r\n", "RRULE:FREQ=YEARLY;BYWEEKNO=53;BYDAY=-1SU;WKST=SU\r\n", "UNTIL=19000101",
        "20250230", "99991231T235959Z", "00010101", "T250000", "Z", "P", "PT", "P99999999W", "-P1D", "/", "/PT1H", "RECURRENCE-ID:20250305T093000\r\n",
        "EXDATE;VALUE=DATE:20250305\r\n", "RDATE:20250101/20240101\r\n", "SEQUENCE:99999999999999999999\r\n", "STATUS:MAYBE\r\n", "é", "🚀", "\u{FEFF}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00]]

    static func mutate(_ bytes: inout [UInt8], using generator: inout SeededRandomNumberGenerator) {
        let position = Int.random(in: 0...bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...24, using: &generator)))
        case 1, 2: bytes.insert(contentsOf: fragments[Int.random(in: 0..<fragments.count, using: &generator)], at: position)
        case 3:
            let end = min(bytes.count, position + Int.random(in: 1...80, using: &generator))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        default:
            if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &generator) }
        }
    }

    /// Reads and expands; returns whether it was refused (with a located error).
    static func readAndExpand(_ bytes: [UInt8]) -> Bool {
        do {
            let document = try ICalendarDocument(bytes: bytes, file: "fuzz.ics")
            let expansion = document.occurrences(from: Time(year: 2025, month: 3), to: Time(year: 2025, month: 4),
                                                 in: ICalendarFixtures.berlin, workLimit: 200_000)
            #expect(expansion.occurrences.allSatisfy { $0.end >= $0.start })
            #expect(document.warnings.allSatisfy { $0.location.file == "fuzz.ics" })
            return false
        } catch {
            #expect(error.location.file == "fuzz.ics" && error.location.line >= 1 && error.location.column >= 1, "\(error)")
            #expect(!error.message.isEmpty)
            return true
        }
    }

    @Test("byte edits of the examples read or fail at a line and column", arguments: ICalendarFixtures.exampleNames)
    func mutations(name: String) throws {
        let original = try ICalendarFixtures.exampleBytes(name)
        var generator = SeededRandomNumberGenerator(seed: 0x1C5 &+ UInt64(name.utf8.count))
        var refused = 0
        for _ in 0..<Self.runsPerSeed {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) { Self.mutate(&bytes, using: &generator) }
            if Self.readAndExpand(bytes) { refused += 1 }
        }
        #expect(refused > 0 && refused < Self.runsPerSeed, "refused \(refused) of \(Self.runsPerSeed)")
    }

    @Test("every truncation of an example reads or fails at a line and column", arguments: ["team.ics", "overrides.ics"])
    func truncations(name: String) throws {
        let original = try ICalendarFixtures.exampleBytes(name)
        var refused = 0
        for length in stride(from: 0, to: original.count, by: 7) where Self.readAndExpand(Array(original.prefix(length))) {
            refused += 1
        }
        // Only a cut inside the last line break can still read.
        #expect(refused >= original.count / 7 - 1)
    }
}
