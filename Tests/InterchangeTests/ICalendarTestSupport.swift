import Foundation
import Interchange
import TimelineCore

/// Helpers of the iCalendar tests.
enum ICalendarFixtures {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let utc = TimeZone(identifier: "UTC")!

    /// A VCALENDAR around `body` (LF line ends).
    static func calendar(_ body: String, header: String = "") -> String {
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Tests//EN\n\(header)\(body)\nEND:VCALENDAR\n"
    }

    /// One VEVENT.
    static func event(uid: String = "e1", _ lines: String) -> String {
        "BEGIN:VEVENT\nUID:\(uid)\nDTSTAMP:20250101T000000Z\n\(lines)\nEND:VEVENT"
    }

    /// `yyyy-MM-dd HH:mm` of an instant on the wall clock of `zone`.
    static func wall(_ date: Date, _ zone: TimeZone) -> String {
        let time = Time(date, in: zone)
        let seconds = Int(time.timeOfDay)
        return String(format: "%04d-%02d-%02d %02d:%02d", time.year, time.month, time.day, seconds / 3_600, seconds / 60 % 60)
    }

    /// The UTC offset in hours at an instant.
    static func offsetHours(_ date: Date, _ zone: TimeZone) -> Int { zone.secondsFromGMT(for: date) / 3_600 }

    /// The starts (wall clock of `zone`) of a calendar's occurrences in `[from, to)`.
    static func starts(_ text: String, from: Time, to: Time, in zone: TimeZone) throws -> [String] {
        try ICalendarDocument(parsing: text).occurrences(from: from, to: to, in: zone).occurrences.map { wall($0.start, zone) }
    }

    static func example(_ name: String) throws -> ICalendarDocument {
        try ICalendarDocument(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/calendars/\(name)"))
    }

    static let exampleNames = ["team.ics", "dst-weekly.ics", "all-day.ics", "monthly-setpos.ics", "yearly-weekno.ics", "overrides.ics", "google-export.ics"]

    static func exampleBytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/calendars/\(name)")))
    }
}
