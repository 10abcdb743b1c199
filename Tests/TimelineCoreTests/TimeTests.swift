import Foundation
import Testing
@testable import TimelineCore

@Suite("Time")
struct TimeTests {
    @Test("day 0 is Monday 2001-01-01 and day -1 is Sunday 2000-12-31, the reference week's start")
    func referenceDays() {
        let day0 = Time(year: 2001, month: 1, day: 1)
        #expect(day0.dayNumber == 0)
        #expect(day0.dayOfWeek == 1)
        #expect(day0.weekday == .monday)
        let sunday = Time(year: 2000, month: 12, day: 31)
        #expect(sunday.dayNumber == -1)
        #expect(sunday.dayOfWeek == 0)
        #expect(sunday.weekNumber == 0)
        #expect(Time(year: 2001, month: 1, day: 6).weekNumber == 0)
        #expect(Time(year: 2001, month: 1, day: 7).weekNumber == 1)
        #expect(Time(year: 2000, month: 12, day: 30).weekNumber == -1)
    }

    @Test("components come back from the day number, across eras and leap years")
    func componentsRoundTrip() {
        // 2024-02-29: 2001..2023 = 23 years with 5 leap years (2004..2020) = 8 400 days; + 31 + 28.
        let leapDay = Time(year: 2024, month: 2, day: 29, hour: 13, minute: 45, second: 30.5)
        #expect(leapDay.dayNumber == 23 * 365 + 5 + 31 + 28)
        #expect(leapDay.year == 2024 && leapDay.month == 2 && leapDay.day == 29)
        #expect(leapDay.hour == 13 && leapDay.minute == 45 && leapDay.second == 30.5)
        #expect(leapDay.dayOfWeek == 4) // Thursday
        #expect(Time(year: 2024, month: 12, day: 31).dayOfYear == 366)
        #expect(Time(year: 2023, month: 12, day: 31).dayOfYear == 365)
        for dayNumber in stride(from: -800_000, through: 800_000, by: 997) {
            let time = Time(dayNumber: dayNumber)
            #expect(Time(year: time.year, month: time.month, day: time.day).dayNumber == dayNumber)
        }
    }

    @Test("out-of-range components roll over; 1900 is not a leap year, 2000 is")
    func rollover() {
        #expect(Time(year: 1900, month: 2, day: 29) == Time(year: 1900, month: 3, day: 1))
        #expect(Time(year: 2000, month: 2, day: 29).month == 2)
        #expect(Time(year: 2024, month: 13, day: 1) == Time(year: 2025, month: 1, day: 1))
        #expect(Time(year: 2025, month: 3, day: 0) == Time(year: 2025, month: 2, day: 28))
        #expect(Time(year: 2025, month: 0, day: 15) == Time(year: 2024, month: 12, day: 15))
        #expect(Time(dayNumber: 5, timeOfDay: -3_600) == Time(dayNumber: 4, timeOfDay: 82_800))
    }

    @Test("24:00 equals the next day's 00:00 but reports its own day")
    func endOfDay() {
        let finish = Time(year: 2025, month: 3, day: 3, hour: 24)
        let nextMidnight = Time(year: 2025, month: 3, day: 4)
        #expect(finish == nextMidnight)
        #expect(!(finish < nextMidnight) && !(nextMidnight < finish))
        #expect(Set([finish, nextMidnight]).count == 1)
        #expect(finish.day == 3 && finish.weekday == .monday && finish.isEndOfDay)
        #expect(finish.hour == 24)
        #expect(finish.normalized.day == 4)
        #expect(nextMidnight.asFinish.day == 3)
        #expect(finish.dayStart == Time(year: 2025, month: 3, day: 3))
        #expect(Time(year: 2025, month: 3, day: 3, hour: 9).dayFinish.iso8601 == "2025-03-03T24:00:00")
    }

    @Test("month and year arithmetic clamps to the month's last day")
    func monthClamping() {
        #expect(Time(year: 2024, month: 1, day: 31).adding(months: 1) == Time(year: 2024, month: 2, day: 29))
        #expect(Time(year: 2023, month: 1, day: 31).adding(months: 1) == Time(year: 2023, month: 2, day: 28))
        #expect(Time(year: 2024, month: 3, day: 31).adding(months: -1) == Time(year: 2024, month: 2, day: 29))
        #expect(Time(year: 2024, month: 2, day: 29).adding(years: 1) == Time(year: 2025, month: 2, day: 28))
        #expect(Time(year: 2024, month: 2, day: 29).adding(years: 4) == Time(year: 2028, month: 2, day: 29))
        #expect(Time(year: 2024, month: 11, day: 30, hour: 10).adding(months: 3) == Time(year: 2025, month: 2, day: 28, hour: 10))
        #expect(Time(year: 2025, month: 5, day: 31).adding(1, in: .quarters) == Time(year: 2025, month: 8, day: 31))
        #expect(Time(year: 2025, month: 1, day: 1).adding(1, in: .decades) == Time(year: 2035, month: 1, day: 1))
        #expect(Time(year: 2025, month: 1, day: 1).adding(-1, in: .millennia) == Time(year: 1025, month: 1, day: 1))
    }

    @Test("fractional calendar units add that fraction of the next month")
    func fractionalMonths() {
        // 2025-01-01 + 1 month = Feb 1; half of February (28 days) = 14 days.
        #expect(Time(year: 2025, month: 1, day: 1).adding(1.5, in: .months) == Time(year: 2025, month: 2, day: 15))
        #expect(Time(year: 2025, month: 3, day: 1).adding(-0.5, in: .months) == Time(year: 2025, month: 2, day: 15))
    }

    @Test("fixed units add exact seconds, with no daylight-saving jumps in floating time")
    func fixedUnits() {
        let start = Time(year: 2025, month: 3, day: 29, hour: 12)
        #expect(start.adding(1, in: .days) == Time(year: 2025, month: 3, day: 30, hour: 12))
        #expect(start.adding(seconds: 86_400) == start.adding(days: 1))
        #expect(start.adding(36, in: .hours) == Time(year: 2025, month: 3, day: 31))
        #expect(start.adding(2, in: .halfDays) == start.adding(days: 1))
        #expect(start.adding(250, in: .milliseconds).second == 0.25)
        #expect(start.adding(weeks: -2) == Time(year: 2025, month: 3, day: 15, hour: 12))
    }

    @Test("week, month, quarter and year starts")
    func periodStarts() {
        let wednesday = Time(year: 2025, month: 3, day: 5, hour: 10)
        #expect(wednesday.weekStart() == Time(year: 2025, month: 3, day: 2))
        #expect(wednesday.weekStart(on: .monday) == Time(year: 2025, month: 3, day: 3))
        #expect(wednesday.weekStart(on: .thursday) == Time(year: 2025, month: 2, day: 27))
        #expect(wednesday.weekFinish(on: .monday) == Time(year: 2025, month: 3, day: 10))
        #expect(Time(year: 2025, month: 3, day: 9).weekStart(on: .monday) == Time(year: 2025, month: 3, day: 3))
        #expect(wednesday.monthStart == Time(year: 2025, month: 3, day: 1))
        #expect(wednesday.monthFinish == Time(year: 2025, month: 4, day: 1))
        #expect(wednesday.monthFinish.day == 31)
        #expect(Time(year: 2025, month: 8, day: 15).quarterStart == Time(year: 2025, month: 7, day: 1))
        #expect(Time(year: 2025, month: 12, day: 31).quarterStart == Time(year: 2025, month: 10, day: 1))
        #expect(wednesday.yearStart == Time(year: 2025, month: 1, day: 1))
    }

    @Test("Date conversions use the given time zone and round-trip")
    func dateConversion() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let time = Time(year: 2025, month: 3, day: 3, hour: 8)
        #expect(time.date(in: utc).timeIntervalSinceReferenceDate == Double(time.dayNumber) * 86_400 + 8 * 3_600)
        // 08:00 in Berlin in March (CET, UTC+1) is 07:00 UTC.
        #expect(time.date(in: berlin) == time.adding(seconds: -3_600).date(in: utc))
        // Summer (CEST, UTC+2).
        let summer = Time(year: 2025, month: 7, day: 1, hour: 8)
        #expect(summer.date(in: berlin) == summer.adding(seconds: -7_200).date(in: utc))
        for time in [time, summer, Time(year: 2025, month: 10, day: 26, hour: 1, minute: 30)] {
            #expect(Time(time.date(in: berlin), in: berlin) == time)
        }
        // 02:30 on 2025-03-30 does not exist in Berlin: it maps after the jump, to 03:30 CEST.
        let skipped = Time(year: 2025, month: 3, day: 30, hour: 2, minute: 30)
        #expect(Time(skipped.date(in: berlin), in: berlin) == Time(year: 2025, month: 3, day: 30, hour: 3, minute: 30))
    }

    @Test("ISO 8601 text round-trips, with fractions and 24:00")
    func iso8601() throws {
        #expect(try Time(iso8601: "2025-03-03T08:00:00") == Time(year: 2025, month: 3, day: 3, hour: 8))
        #expect(try Time(iso8601: "2025-03-03") == Time(year: 2025, month: 3, day: 3))
        #expect(try Time(iso8601: "2025-03-03 08:30") == Time(year: 2025, month: 3, day: 3, hour: 8, minute: 30))
        #expect(try Time(iso8601: "2025-03-03T08:00:00.250").second == 0.25)
        let end = try Time(iso8601: "2025-03-03T24:00:00")
        #expect(end.day == 3 && end.isEndOfDay)
        #expect(end.description == "2025-03-03T24:00:00")
        #expect(Time(year: 2025, month: 3, day: 3, hour: 8, second: 0.125).description == "2025-03-03T08:00:00.125")
        #expect(Time(year: 1999, month: 12, day: 31, hour: 23, minute: 59, second: 59).description == "1999-12-31T23:59:59")
        #expect(Time("not a date") == nil)
    }

    @Test("malformed ISO 8601 text is rejected with the failing position")
    func iso8601Errors() {
        func error(_ text: String) -> TimeParseError? {
            do { _ = try Time(iso8601: text); return nil } catch { return error }
        }
        #expect(error("2025-02-30")?.position == 9)
        #expect(error("2025-02-30")?.reason.contains("does not exist") == true)
        #expect(error("2025-13-01")?.position == 6)
        #expect(error("2025-03-03T25:00")?.reason.contains("hour 25") == true)
        #expect(error("2025-03-03T24:30")?.reason.contains("hour 24") == true)
        #expect(error("2025-03-03T08:00:00Z")?.reason.contains("time zone") == true)
        #expect(error("2025-03-03T08:00:00+01:00")?.position == 20)
        #expect(error("25-03-03")?.position == 3)
        #expect(error("2025-03-03T08")?.reason.contains("':' after the hour") == true)
        #expect(error("")?.description.contains("expected YYYY-MM-DD") == true)
    }

    @Test("Codable as an ISO 8601 local date-time string")
    func codable() throws {
        let time = Time(year: 2025, month: 3, day: 3, hour: 24)
        let data = try JSONEncoder().encode([time])
        #expect(String(decoding: data, as: UTF8.self) == #"["2025-03-03T24:00:00"]"#)
        let back = try JSONDecoder().decode([Time].self, from: data)
        #expect(back[0].isEndOfDay && back[0] == time)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Time].self, from: Data(#"["2025-02-30"]"#.utf8)) }
    }

    @Test("the current time reads the clock in the given zone")
    func current() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let before = Time(Date(), in: utc)
        let now = Time.current(in: utc)
        #expect(now >= before)
        #expect(now.seconds(since: before) < 60)
    }
}
