import Benchmark
import Foundation
import Interchange
import TimelineCore

/// A 500-event calendar in Europe/Berlin (with its VTIMEZONE): 200 single
/// events, 150 weekly series (some with EXDATEs and overrides), 50 daily
/// series with COUNT, 50 monthly BYSETPOS series and 50 yearly all-day events.
func iCalendar500() -> String {
    var text = """
        BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Benchmarks//EN\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\nBEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0100\r\n\
        TZOFFSETTO:+0200\r\nDTSTART:19700329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0200\r\n\
        TZOFFSETTO:+0100\r\nDTSTART:19701025T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n
        """
    func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    for index in 0..<500 {
        let month = 1 + index % 12, day = 1 + index % 28, hour = 8 + index % 9
        let start = "2025\(pad(month))\(pad(day))T\(pad(hour))0000"
        text += "BEGIN:VEVENT\r\nUID:event-\(index)@bench\r\nDTSTAMP:20250101T000000Z\r\nSUMMARY:Event \(index)\r\n"
        switch index % 10 {
        case 0, 1, 2, 3:
            text += "DTSTART;TZID=Europe/Berlin:\(start)\r\nDTEND;TZID=Europe/Berlin:2025\(pad(month))\(pad(day))T\(pad(hour + 1))0000\r\n"
        case 4, 5, 6:
            text += "DTSTART;TZID=Europe/Berlin:2024\(pad(month))\(pad(day))T\(pad(hour))0000\r\nDURATION:PT45M\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE\r\n"
            text += "EXDATE;TZID=Europe/Berlin:2025\(pad(month))\(pad(day))T\(pad(hour))0000\r\n"
        case 7:
            text += "DTSTART;TZID=Europe/Berlin:\(start)\r\nDURATION:PT15M\r\nRRULE:FREQ=DAILY;COUNT=200\r\n"
        case 8:
            text += "DTSTART;TZID=Europe/Berlin:\(start)\r\nDURATION:PT1H\r\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1\r\n"
        default:
            text += "DTSTART;VALUE=DATE:2020\(pad(month))\(pad(day))\r\nRRULE:FREQ=YEARLY\r\n"
        }
        text += "END:VEVENT\r\n"
    }
    return text + "END:VCALENDAR\r\n"
}

let iCalendarText500 = iCalendar500()

/// Registers the iCalendar benchmarks (called from `benchmarks`).
func iCalendarBenchmarks(_ configuration: Benchmark.Configuration) {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    Benchmark("iCalendar parse + expand a year, 500 events with recurrence (\(iCalendarText500.utf8.count / 1_000) kB)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let document = try ICalendarDocument(parsing: iCalendarText500, file: "500.ics")
            blackHole(document.occurrences(from: Time(year: 2025), to: Time(year: 2026), in: berlin))
        }
    }
}
