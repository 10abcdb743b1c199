import Foundation
import Testing
@testable import TimelineCore

@Suite("TimeRange, DayRange, WeekRange")
struct TimeRangeTests {
    let monday = Time(year: 2025, month: 3, day: 3)

    @Test("a finish before the start is rejected, never swapped")
    func rejectsReversed() {
        #expect(throws: TimeRangeError.finishBeforeStart(start: monday, finish: monday.adding(days: -1))) {
            try TimeRange(start: monday, finish: monday.adding(days: -1))
        }
        let error = TimeRangeError.finishBeforeStart(start: monday, finish: monday.adding(days: -1))
        #expect(error.description == "finish 2025-03-02T00:00:00 is before start 2025-03-03T00:00:00")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TimeRange.self, from: Data(#"{"start":"2025-03-03T10:00:00","finish":"2025-03-03T09:00:00"}"#.utf8))
        }
    }

    @Test("half-open containment, durations, entropic and momentary ranges")
    func basics() throws {
        let range = try TimeRange(start: monday.adding(seconds: 8 * 3_600), finish: monday.adding(seconds: 16 * 3_600))
        #expect(range.duration == 8 * 3_600)
        #expect(range.duration(in: .hours) == 8)
        #expect(range.duration(in: .days) == 1.0 / 3)
        #expect(range.contains(range.start) && !range.contains(range.finish))
        #expect(range.isEntropic && !range.isMomentary)
        let moment = TimeRange(at: monday)
        #expect(moment.isMomentary && !moment.isEntropic && !moment.contains(monday))
        #expect(TimeRange(start: monday, duration: 60).finish == monday.adding(seconds: 60))
    }

    @Test("calendar durations count months with the fraction of the month in progress")
    func calendarDurations() {
        let jan1 = Time(year: 2025, month: 1, day: 1)
        #expect(TimeRange(jan1..<Time(year: 2025, month: 3, day: 1)).duration(in: .months) == 2)
        #expect(TimeRange(jan1..<Time(year: 2025, month: 1, day: 16)).duration(in: .months) == 15.0 / 31)
        #expect(TimeRange(jan1..<Time(year: 2027, month: 1, day: 1)).duration(in: .years) == 2)
        #expect(TimeRange(jan1..<Time(year: 2025, month: 4, day: 1)).duration(in: .quarters) == 1)
        // Jan 31 -> Feb 28 is one whole month (clamped).
        #expect(TimeRange(Time(year: 2025, month: 1, day: 31)..<Time(year: 2025, month: 2, day: 28)).duration(in: .months) == 1)
    }

    @Test("intersection and union; touching ranges do not intersect")
    func setOperations() {
        let a = TimeRange(monday..<monday.adding(days: 2))
        let b = TimeRange(monday.adding(days: 1)..<monday.adding(days: 3))
        let c = TimeRange(monday.adding(days: 2)..<monday.adding(days: 4))
        #expect(a.intersection(b) == TimeRange(monday.adding(days: 1)..<monday.adding(days: 2)))
        #expect(a.intersection(c) == nil)
        #expect(!a.overlaps(c) && a.overlaps(b))
        #expect(a.union(c) == TimeRange(monday..<monday.adding(days: 4)))
        let moment = TimeRange(at: monday.adding(days: 1))
        #expect(a.intersection(moment) == moment)
        #expect(c.intersection(moment) == nil)
        #expect(a.contains(TimeRange(monday..<monday.adding(days: 1))) && !a.contains(b))
    }

    @Test("shifting by calendar units moves each end through the calendar")
    func shifted() {
        let range = TimeRange(Time(year: 2025, month: 1, day: 31)..<Time(year: 2025, month: 2, day: 1))
        let shifted = range.shifted(by: 1, in: .months)
        #expect(shifted.start == Time(year: 2025, month: 2, day: 28))
        #expect(shifted.finish == Time(year: 2025, month: 3, day: 1))
        #expect(range.shifted(by: -2, in: .hours).start == Time(year: 2025, month: 1, day: 30, hour: 22))
    }

    @Test("day ranges validate their ends and read HH:MM")
    func dayRanges() throws {
        #expect(DayRange(8, to: 12).duration == 4 * 3_600)
        #expect(DayRange(13, 30, to: 24).description == "13:30–24:00")
        #expect(throws: DayRangeError.self) { try DayRange(from: 10 * 3_600, to: 9 * 3_600) }
        #expect(throws: DayRangeError.self) { try DayRange(from: 0, to: 90_000) }
        #expect(DayRange.parseClock("24:00") == 86_400)
        #expect(DayRange.parseClock("24:01") == nil)
        #expect(DayRange.parseClock("8:00") == nil)
        let decoded = try JSONDecoder().decode(DayRange.self, from: Data(#"{"from":"08:00","to":"12:30"}"#.utf8))
        #expect(decoded == DayRange(8, to: 12, 30))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DayRange.self, from: Data(#"{"from":"12:00","to":"08:00"}"#.utf8)) }
    }

    @Test("week ranges list and contain weekdays, wrapping past Saturday")
    func weekRanges() {
        #expect(WeekRange.workweek.weekdays == [.monday, .tuesday, .wednesday, .thursday, .friday])
        let wrap = WeekRange(from: .friday, to: .monday)
        #expect(wrap.weekdays == [.friday, .saturday, .sunday, .monday])
        #expect(wrap.contains(.sunday) && !wrap.contains(.wednesday))
        #expect(Weekday.saturday.advanced(by: 1) == .sunday)
        #expect(Weekday(name: "Tue") == .tuesday && Weekday(name: "noday") == nil)
    }
}
