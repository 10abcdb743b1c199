import Testing
@testable import TimelineCore
import TimelineTestSupport

/// 2025-03-03 is a Monday; every expectation below is counted by hand on a calendar.
private func day(_ day: Int, _ hour: Int = 0, _ minute: Int = 0, month: Int = 3) -> Time {
    Time(year: 2025, month: month, day: day, hour: hour, minute: minute)
}

private let hour = 3_600.0

/// Mon–Thu 08:00–12:00 and 13:00–17:00, Friday 08:00–12:00 and 13:00–15:00: 38 h a week.
private let lunchBreak = try! Schedule(workingIntervals: [
    .monday: [DayRange(8, to: 12), DayRange(13, to: 17)],
    .tuesday: [DayRange(8, to: 12), DayRange(13, to: 17)],
    .wednesday: [DayRange(8, to: 12), DayRange(13, to: 17)],
    .thursday: [DayRange(8, to: 12), DayRange(13, to: 17)],
    .friday: [DayRange(8, to: 12), DayRange(13, to: 15)],
])

@Suite("Schedule")
struct ScheduleTests {
    @Test("intervals are half-open: 08:00 works, 16:00 does not")
    func halfOpen() {
        let standard = Schedule.standard
        #expect(standard.isWorking(at: day(3, 8)))
        #expect(standard.isWorking(at: day(3, 15, 59)))
        #expect(!standard.isWorking(at: day(3, 16)))
        #expect(!standard.isWorking(at: day(3, 7, 59)))
        #expect(!standard.isWorking(at: day(8, 10))) // Saturday
        #expect(Schedule.continuous.isWorking(at: day(8, 3)))
        #expect(Schedule.fullWeek.isWorking(at: day(9, 9)))
        #expect(Schedule.fullDay.isWorking(at: day(7, 23, 59)) && !Schedule.fullDay.isWorking(at: day(8, 0)))
        #expect(!standard.hasExcludedIntervals)
        #expect(standard.weeklyWorkingDuration == 40 * hour)
        #expect(standard.workingWeekdays == Weekday.workweek)
    }

    @Test("a finish lands at the end of the last working interval")
    func finishes() {
        let standard = Schedule.standard
        #expect(standard.adding(workingDuration: 8 * hour, to: day(3, 8)) == day(3, 16))
        #expect(standard.adding(workingDuration: 9 * hour, to: day(3, 8)) == day(4, 9))
        #expect(standard.adding(workingDuration: 40 * hour, to: day(3, 8)) == day(7, 16))
        #expect(standard.adding(workingDuration: 41 * hour, to: day(3, 8)) == day(10, 9))
        // From nonworking time, counting starts at the next working time.
        #expect(standard.adding(workingDuration: 1 * hour, to: day(3, 17)) == day(4, 9))
        #expect(standard.adding(workingDuration: 1 * hour, to: day(8, 12)) == day(10, 9))
        // Ten years of working time, 520 weeks: the same weekday and hour.
        #expect(standard.adding(workingDuration: 520 * 40 * hour, to: day(3, 8)) == day(3, 8).adding(weeks: 520).adding(days: -3).adding(seconds: 8 * hour))
    }

    @Test("a finish at midnight is written as 24:00 of its own day")
    func finishAtMidnight() {
        let finish = Schedule.fullDay.adding(workingDuration: 24 * hour, to: day(3))
        #expect(finish == day(4))
        #expect(finish.isEndOfDay && finish.day == 3)
        #expect(Schedule.fullDay.adding(workingDuration: 5 * 24 * hour, to: day(3)).day == 7)
        #expect(Schedule.continuous.adding(workingDuration: 36 * hour, to: day(3, 6)) == day(4, 18))
    }

    @Test("a start moves forward to the next working time; zero duration does the same")
    func starts() {
        let standard = Schedule.standard
        #expect(standard.nextWorkingTime(from: day(3, 10)) == day(3, 10))
        #expect(standard.nextWorkingTime(from: day(3, 16)) == day(4, 8))
        #expect(standard.nextWorkingTime(from: day(8, 10)) == day(10, 8))
        #expect(standard.nextWorkingTime(from: day(3, 6)) == day(3, 8))
        #expect(standard.adding(workingDuration: 0, to: day(3, 17)) == day(4, 8))
        #expect(standard.adding(workingDuration: 0, to: day(3, 10)) == day(3, 10))
        // A 24:00 start is written as the next day's 00:00.
        let start = Schedule.fullDay.nextWorkingTime(from: Time(year: 2025, month: 3, day: 3, hour: 24))
        #expect(start.day == 4 && start.timeOfDay == 0)
    }

    @Test("the previous working time is the end of the last working interval")
    func previous() {
        let standard = Schedule.standard
        #expect(standard.previousWorkingTime(from: day(3, 8)) == Time(year: 2025, month: 2, day: 28, hour: 16))
        #expect(standard.previousWorkingTime(from: day(3, 10)) == day(3, 10))
        #expect(standard.previousWorkingTime(from: day(3, 16)) == day(3, 16))
        #expect(standard.previousWorkingTime(from: day(3, 19)) == day(3, 16))
        #expect(standard.previousWorkingTime(from: day(9, 12)) == day(7, 16))
        let fridayEnd = Schedule.fullDay.previousWorkingTime(from: day(9, 12))
        #expect(fridayEnd == day(8) && fridayEnd.day == 7)
    }

    @Test("negative durations count back and stop at an interval start")
    func backward() {
        let standard = Schedule.standard
        #expect(standard.adding(workingDuration: -8 * hour, to: day(4, 16)) == day(4, 8))
        #expect(standard.adding(workingDuration: -1 * hour, to: day(4, 9)) == day(4, 8))
        #expect(standard.adding(workingDuration: -2 * hour, to: day(4, 9)) == day(3, 15))
        #expect(standard.adding(workingDuration: -1 * hour, to: day(3, 8)) == Time(year: 2025, month: 2, day: 28, hour: 15))
        #expect(standard.adding(workingDuration: -1 * hour, to: day(8, 12)) == day(7, 15))
        #expect(standard.adding(workingDuration: -40 * hour, to: day(7, 16)) == day(3, 8))
    }

    @Test("lunch-break calendars: a finish before lunch stays before lunch")
    func lunchBreaks() {
        #expect(lunchBreak.weeklyWorkingDuration == 38 * hour)
        #expect(lunchBreak.adding(workingDuration: 4 * hour, to: day(3, 8)) == day(3, 12))
        #expect(lunchBreak.adding(workingDuration: 5 * hour, to: day(3, 8)) == day(3, 14))
        #expect(lunchBreak.adding(workingDuration: -1 * hour, to: day(3, 14)) == day(3, 13))
        #expect(lunchBreak.adding(workingDuration: -2 * hour, to: day(3, 14)) == day(3, 11))
        #expect(lunchBreak.nextWorkingTime(from: day(3, 12, 30)) == day(3, 13))
        #expect(lunchBreak.previousWorkingTime(from: day(3, 12, 30)) == day(3, 12))
        #expect(lunchBreak.workingDuration(of: TimeRange(day(3, 10)..<day(3, 14))) == 3 * hour)
        // Friday ends at 15:00.
        #expect(lunchBreak.adding(workingDuration: 6 * hour, to: day(7, 8)) == day(7, 15))
        #expect(lunchBreak.adding(workingDuration: 7 * hour, to: day(7, 8)) == day(10, 9))
        #expect(lunchBreak.workingIntervals(in: TimeRange(day(3, 10)..<day(4, 9))) == [
            TimeRange(day(3, 10)..<day(3, 12)), TimeRange(day(3, 13)..<day(3, 17)), TimeRange(day(4, 8)..<day(4, 9)),
        ])
        #expect(lunchBreak.nonworkingIntervals(in: TimeRange(day(3, 10)..<day(4, 9))) == [
            TimeRange(day(3, 12)..<day(3, 13)), TimeRange(day(3, 17)..<day(4, 8)),
        ])
    }

    @Test("holidays remove working time, also at the edges of ranges")
    func holidays() throws {
        let tuesday = TimeRange(day(4)..<day(5))
        let schedule = Schedule.standard.excluding([tuesday])
        #expect(schedule.hasExcludedIntervals)
        #expect(!schedule.isWorking(at: day(4, 10)))
        #expect(schedule.adding(workingDuration: 16 * hour, to: day(3, 8)) == day(5, 16))
        #expect(schedule.adding(workingDuration: 8 * hour, to: day(4, 10)) == day(5, 16))
        #expect(schedule.workingDuration(of: TimeRange(day(3)..<day(10))) == 32 * hour)
        #expect(schedule.workingDuration(of: TimeRange(day(4, 12)..<day(5, 12))) == 4 * hour)
        #expect(schedule.nextWorkingTime(from: day(3, 16)) == day(5, 8))
        #expect(schedule.previousWorkingTime(from: day(5, 8)) == day(3, 16))
        #expect(schedule.adding(workingDuration: -1 * hour, to: day(5, 9)) == day(5, 8))
        #expect(schedule.adding(workingDuration: -2 * hour, to: day(5, 9)) == day(3, 15))
        // A holiday that ends mid-day and overlapping holidays merge.
        let partial = Schedule.standard.excluding([TimeRange(day(4, 6)..<day(4, 10)), TimeRange(day(4, 9)..<day(4, 12))])
        #expect(partial.nextWorkingTime(from: day(4, 8)) == day(4, 12))
        #expect(partial.workingDuration(of: TimeRange(day(4)..<day(5))) == 4 * hour)
    }

    @Test("an exception with its own hours replaces that day's hours")
    func exceptionsWithHours() throws {
        let wednesday = TimeRange(day(5)..<day(6))
        let halfDay = try ScheduleException(range: wednesday, workingIntervals: [TimeRange(day(5, 8)..<day(5, 12))])
        let saturday = try ScheduleException(range: TimeRange(day(8)..<day(9)), workingIntervals: [TimeRange(day(8, 9)..<day(8, 13))])
        let schedule = try Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(8, to: 16)], exceptions: [halfDay, saturday])
        #expect(schedule.adding(workingDuration: 20 * hour, to: day(3, 8)) == day(5, 12))
        #expect(schedule.adding(workingDuration: 21 * hour, to: day(3, 8)) == day(6, 9))
        #expect(!schedule.isWorking(at: day(5, 13)))
        #expect(schedule.isWorking(at: day(8, 10)))
        #expect(schedule.workingDuration(of: TimeRange(day(3)..<day(10))) == 36 * hour + 4 * hour)
        #expect(schedule.adding(workingDuration: 2 * hour, to: day(7, 15)) == day(8, 10))
        #expect(schedule.adding(workingDuration: -1 * hour, to: day(6, 9)) == day(6, 8))
        #expect(schedule.adding(workingDuration: -2 * hour, to: day(6, 9)) == day(5, 11))
        #expect(schedule.previousWorkingTime(from: day(5, 15)) == day(5, 12))
        #expect(schedule.workingIntervals(in: TimeRange(day(5)..<day(6))) == [TimeRange(day(5, 8)..<day(5, 12))])
        // A holiday inside an exception wins.
        let both = schedule.excluding([TimeRange(day(5, 10)..<day(5, 11))])
        #expect(both.workingDuration(of: wednesday) == 3 * hour)
    }

    @Test("bad schedules are rejected with a clear error")
    func invalid() {
        #expect(throws: ScheduleError.noWorkingTime) {
            try Schedule(workingWeekdays: [], workingDayIntervals: [DayRange(8, to: 16)])
        }
        #expect(throws: ScheduleError.noWorkingTime) {
            try Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [])
        }
        #expect(throws: ScheduleError.overlappingWorkingIntervals(.monday, DayRange(8, to: 12), DayRange(11, to: 17))) {
            try Schedule(workingIntervals: [.monday: [DayRange(11, to: 17), DayRange(8, to: 12)]])
        }
        #expect(ScheduleError.noWorkingTime.description.contains("no working time"))
        #expect(throws: ScheduleError.self) {
            try ScheduleException(range: TimeRange(day(5)..<day(6)), workingIntervals: [TimeRange(day(5, 20)..<day(6, 2))])
        }
        let a = try! ScheduleException(range: TimeRange(day(5)..<day(6)), workingIntervals: [TimeRange(day(5, 8)..<day(5, 9))])
        let b = try! ScheduleException(range: TimeRange(day(5, 12)..<day(7)), workingIntervals: [TimeRange(day(6, 8)..<day(6, 9))])
        #expect(throws: ScheduleError.overlappingExceptions(a.range, b.range)) {
            try Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(8, to: 16)], exceptions: [a, b])
        }
    }

    @Test("full-day schedules merge intervals across midnight")
    func mergedIntervals() {
        let week = TimeRange(day(2)..<day(9))
        #expect(Schedule.fullDay.workingIntervals(in: week) == [TimeRange(day(3)..<day(8))])
        #expect(Schedule.continuous.workingIntervals(in: week) == [week])
        #expect(Schedule.continuous.nonworkingIntervals(in: week).isEmpty)
        #expect(Schedule.standard.nonworkingIntervals(in: TimeRange(day(7, 12)..<day(10, 12))) == [TimeRange(day(7, 16)..<day(10, 8))])
    }

    @Test("a provider of recurring holidays matches the same holidays given as an array")
    func provider() throws {
        // Every January 1 and December 25 is a holiday, for any year.
        let provider: Schedule.ExcludedIntervalProvider = { time, limit in
            var result: [TimeRange] = []
            for year in (time.year - 1)...(limit.year + 1) {
                for (month, day) in [(1, 1), (12, 25)] {
                    let start = Time(year: year, month: month, day: day)
                    result.append(TimeRange(start..<start.adding(days: 1)))
                }
            }
            return result
        }
        let lazy = try Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(8, to: 16)], excludedIntervalProvider: provider)
        let eager = Schedule.standard.excluding(provider(Time(year: 1990), Time(year: 2060)))
        var random = SeededRandomNumberGenerator(seed: 7)
        for _ in 0..<400 {
            let start = Time(absoluteSeconds: Double.random(in: Time(year: 2000).absoluteSeconds...Time(year: 2040).absoluteSeconds, using: &random).rounded())
            let duration = Double(Int.random(in: -2_000...2_000, using: &random)) * 900
            #expect(lazy.adding(workingDuration: duration, to: start) == eager.adding(workingDuration: duration, to: start))
            #expect(lazy.isWorking(at: start) == eager.isWorking(at: start))
            #expect(lazy.nextWorkingTime(from: start) == eager.nextWorkingTime(from: start))
            #expect(lazy.previousWorkingTime(from: start) == eager.previousWorkingTime(from: start))
            let range = TimeRange(start..<start.adding(seconds: abs(duration) * 20))
            #expect(lazy.workingDuration(of: range) == eager.workingDuration(of: range))
        }
        #expect(lazy.adding(workingDuration: 8 * hour, to: Time(year: 2026, month: 12, day: 24, hour: 8)) == Time(year: 2026, month: 12, day: 24, hour: 16))
        #expect(lazy.nextWorkingTime(from: Time(year: 2026, month: 12, day: 24, hour: 16)) == Time(year: 2026, month: 12, day: 28, hour: 8))
    }

    @Test("working durations match a day-by-day count on random ranges")
    func matchesNaiveCount() {
        let holidays = (0..<40).map { index in
            let start = day(1).adding(days: index * 9 + index % 4).adding(seconds: Double(index % 3) * 4 * hour)
            return TimeRange(start..<start.adding(seconds: Double(index % 5 + 1) * 10 * hour))
        }
        let schedules = [Schedule.standard, lunchBreak.excluding(holidays), Schedule.standard.excluding(holidays), Schedule.fullDay.excluding(holidays)]
        var random = SeededRandomNumberGenerator(seed: 42)
        for schedule in schedules {
            for _ in 0..<150 {
                let start = day(1).adding(seconds: Double(Int.random(in: 0..<(400 * 96), using: &random)) * 900)
                let finish = start.adding(seconds: Double(Int.random(in: 0..<(60 * 96), using: &random)) * 900)
                let range = TimeRange(start..<finish)
                let expected = naiveWorkingDuration(schedule, range)
                #expect(schedule.workingDuration(of: range) == expected)
                #expect(schedule.workingIntervals(in: range).reduce(0) { $0 + $1.duration } == expected)
            }
        }
    }

    @Test("adding and measuring are inverse: duration(start, start + d) == d, and back again")
    func roundTrips() {
        let holidays = (0..<500).map { index in
            let start = day(1).adding(days: index * 7 + index % 5)
            return TimeRange(start..<start.adding(days: 1))
        }
        let schedules = [Schedule.standard.excluding(holidays), lunchBreak.excluding(holidays)]
        var random = SeededRandomNumberGenerator(seed: 99)
        for schedule in schedules {
            for _ in 0..<300 {
                let start = schedule.nextWorkingTime(from: day(1).adding(seconds: Double(Int.random(in: 0..<(3_000 * 96), using: &random)) * 900))
                let duration = Double(Int.random(in: 1...(2_000 * 4), using: &random)) * 900
                let finish = schedule.adding(workingDuration: duration, to: start)
                #expect(schedule.workingDuration(of: TimeRange(start..<finish)) == duration)
                #expect(schedule.adding(workingDuration: -duration, to: finish) == start)
                #expect(!schedule.isWorking(at: finish) || schedule.isWorking(at: finish.adding(seconds: -1)))
            }
        }
    }
}

/// Counts working seconds quarter-hour by quarter-hour (every boundary in these
/// tests is on a quarter hour) over the days of the range: slow,
/// obviously right, independent of the index.
private func naiveWorkingDuration(_ schedule: Schedule, _ range: TimeRange) -> Double {
    var total = 0.0
    var dayNumber = range.start.dayNumber
    while Double(dayNumber) * 86_400 < range.finish.absoluteSeconds {
        let weekday = Time(dayNumber: dayNumber).weekday
        for interval in schedule.workingIntervals(on: weekday) {
            var minute = interval.from
            while minute < interval.to {
                let time = Time(dayNumber: dayNumber, timeOfDay: minute)
                if range.contains(time), !schedule.excludedIntervals.contains(where: { $0.contains(time) }) {
                    total += 900
                }
                minute += 900
            }
        }
        dayNumber += 1
    }
    return total
}
