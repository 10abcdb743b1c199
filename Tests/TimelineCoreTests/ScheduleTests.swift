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

/// With an exclusion provider a schedule works window by window (52 weeks,
/// Sunday 00:00 every 364 days from 2000-12-31). Every operation must give what
/// the same schedule gives without windows, also when the answer lies exactly
/// on a window boundary.
@Suite("Schedule: exclusion-provider windows")
struct ScheduleProviderWindowTests {
    /// The window boundary on Sunday 2024-12-01 00:00, and its neighbours.
    static let boundaries = [-1, 0, 23, 24, 25].map { Time(year: 2000, month: 12, day: 31).adding(days: 364 * $0) }

    @Test("the boundaries in these tests are the ones the schedule uses")
    func boundariesAreReal() {
        #expect(Self.boundaries[3] == Time(year: 2024, month: 12, day: 1))
        for boundary in Self.boundaries {
            #expect(boundary.weekday == .sunday && boundary.timeOfDay == 0)
            let s = WeekPattern.weekSeconds(boundary)
            #expect((s / WindowCache.length).rounded(.down) * WindowCache.length == s)
        }
    }

    @Test("previous working time ending exactly on a boundary (issue 15 repro)")
    func previousOnBoundary() throws {
        // Working time only Saturday 20:00–24:00; the provider excludes nothing.
        let saturdayEvening = [Weekday.saturday: [DayRange(20, to: 24)]]
        let lazy = try Schedule(workingIntervals: saturdayEvening, excludedIntervalProvider: { _, _ in [] })
        let plain = try Schedule(workingIntervals: saturdayEvening)
        let sunday10 = Time(year: 2024, month: 12, day: 1, hour: 10)
        let saturday24 = Time(year: 2024, month: 11, day: 30, hour: 24)
        for schedule in [plain, lazy] {
            let previous = schedule.previousWorkingTime(from: sunday10)
            #expect(previous == saturday24 && previous.day == 30 && previous.timeOfDay == 24 * hour)
            // Counting back 1 h from Sunday 10:00: Saturday 23:00.
            #expect(schedule.adding(workingDuration: -hour, to: sunday10) == Time(year: 2024, month: 11, day: 30, hour: 23))
            #expect(schedule.workingDuration(of: TimeRange(Time(year: 2024, month: 11, day: 30, hour: 22)..<sunday10)) == 2 * hour)
        }
    }

    @Test("next working time starting exactly on a boundary")
    func nextOnBoundary() throws {
        // Working time only Sunday 00:00–04:00; the provider excludes nothing.
        let sundayNight = [Weekday.sunday: [DayRange(0, to: 4)]]
        let lazy = try Schedule(workingIntervals: sundayNight, excludedIntervalProvider: { _, _ in [] })
        let plain = try Schedule(workingIntervals: sundayNight)
        let saturday10 = Time(year: 2024, month: 11, day: 30, hour: 10)
        let boundary = Time(year: 2024, month: 12, day: 1)
        for schedule in [plain, lazy] {
            let next = schedule.nextWorkingTime(from: saturday10)
            #expect(next == boundary && next.day == 1 && next.timeOfDay == 0)
            #expect(schedule.adding(workingDuration: 0, to: saturday10) == boundary)
            #expect(schedule.adding(workingDuration: hour, to: saturday10) == Time(year: 2024, month: 12, day: 1, hour: 1))
        }
    }

    /// Times at and around each boundary: the boundary itself, a second either
    /// side, every other hour up to two days either side.
    static func probes() -> [Time] {
        var times: [Time] = []
        for boundary in boundaries {
            for seconds in [-1.0, 0, 1, 1_800] { times.append(boundary.adding(seconds: seconds)) }
            for hours in stride(from: -50, through: 50, by: 2) { times.append(boundary.adding(seconds: Double(hours) * hour)) }
        }
        return times
    }

    /// A random weekly pattern on quarter hours, often working up to Saturday
    /// 24:00 or from Sunday 00:00 (the boundary's sides).
    static func randomPattern(using random: inout SeededRandomNumberGenerator) throws -> [Weekday: [DayRange]] {
        var pattern: [Weekday: [DayRange]] = [:]
        for weekday in Weekday.allCases where Int.random(in: 0..<3, using: &random) > 0 {
            var cuts = Set<Int>()
            for _ in 0..<(2 * Int.random(in: 1...3, using: &random)) { cuts.insert(Int.random(in: 0...96, using: &random)) }
            if weekday == .saturday, Bool.random(using: &random) { cuts.insert(96) }
            if weekday == .sunday, Bool.random(using: &random) { cuts.insert(0) }
            let sorted = cuts.sorted()
            var ranges: [DayRange] = []
            var index = 0
            while index + 1 < sorted.count {
                ranges.append(try DayRange(from: Double(sorted[index]) * 900, to: Double(sorted[index + 1]) * 900))
                index += 2
            }
            if !ranges.isEmpty { pattern[weekday] = ranges }
        }
        if pattern.isEmpty { pattern[.saturday] = [DayRange(20, to: 24)] }
        return pattern
    }

    /// Holidays and one working exception, some across a boundary.
    static func randomExceptions(using random: inout SeededRandomNumberGenerator) throws -> (holidays: [TimeRange], exceptions: [ScheduleException]) {
        var holidays: [TimeRange] = []
        for boundary in boundaries {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let start = boundary.adding(seconds: Double(Int.random(in: -96 * 4...96 * 4, using: &random)) * 900)
                holidays.append(TimeRange(start..<start.adding(seconds: Double(Int.random(in: 1...96 * 3, using: &random)) * 900)))
            }
        }
        // A weekend of special hours around one boundary: Saturday 22:00 to Sunday 02:00 working.
        let boundary = boundaries[Int.random(in: 0..<boundaries.count, using: &random)]
        let exception = try ScheduleException(range: TimeRange(boundary.adding(days: -1)..<boundary.adding(days: 1)),
                                              workingIntervals: [TimeRange(boundary.adding(seconds: -2 * hour)..<boundary.adding(seconds: 2 * hour))])
        return (holidays, [exception])
    }

    /// The same time, written the same way (24:00 of a day is not the next 00:00 here).
    static func same(_ a: Time, _ b: Time) -> Bool { a == b && a.timeOfDay == b.timeOfDay }

    /// Checks every operation of `lazy` against `plain` at and around the boundaries.
    static func compare(_ lazy: Schedule, _ plain: Schedule, durations: [Double]) {
        let times = probes()
        for time in times {
            #expect(lazy.isWorking(at: time) == plain.isWorking(at: time), "isWorking at \(time)")
            #expect(same(lazy.nextWorkingTime(from: time), plain.nextWorkingTime(from: time)), "next from \(time)")
            #expect(same(lazy.previousWorkingTime(from: time), plain.previousWorkingTime(from: time)), "previous from \(time)")
            for duration in durations {
                let a = lazy.adding(workingDuration: duration, to: time), b = plain.adding(workingDuration: duration, to: time)
                #expect(same(a, b), "adding \(duration) to \(time): \(a) vs \(b)")
            }
        }
        for (index, time) in times.enumerated() {
            let other = times[(index * 37 + 11) % times.count]
            let range = TimeRange(min(time, other)..<max(time, other))
            #expect(lazy.workingDuration(of: range) == plain.workingDuration(of: range), "duration of \(range)")
            #expect(lazy.workingIntervals(in: range) == plain.workingIntervals(in: range), "intervals in \(range)")
        }
    }

    @Test("a provider that excludes nothing: every operation as without a provider")
    func emptyProvider() throws {
        let durations = [0, -0.0, 900, -900, 4 * hour, -4 * hour, 40 * hour, -40 * hour, 3_000 * hour, -3_000 * hour]
        let patterns: [[Weekday: [DayRange]]] = [
            [.saturday: [DayRange(20, to: 24)]], [.sunday: [DayRange(0, to: 4)]],
            [.saturday: [DayRange(20, to: 24)], .sunday: [DayRange(0, to: 4)]],
            [.monday: [DayRange(8, to: 12), DayRange(13, to: 17)]],
        ]
        for pattern in patterns {
            Self.compare(try Schedule(workingIntervals: pattern, excludedIntervalProvider: { _, _ in [] }), try Schedule(workingIntervals: pattern),
                    durations: durations)
        }
        Self.compare(try Schedule(workingWeekdays: Weekday.allCases, workingDayIntervals: [.fullDay], excludedIntervalProvider: { _, _ in [] }),
                Schedule.continuous, durations: durations)
    }

    @Test("seeded random schedules: provider windows give what one index gives", arguments: 0..<12)
    func randomSchedules(seed: Int) throws {
        var random = SeededRandomNumberGenerator(seed: UInt64(1_000 + seed))
        let pattern = try Self.randomPattern(using: &random)
        let (holidays, exceptions) = try Self.randomExceptions(using: &random)
        let useException = seed % 2 == 0
        let lazy = try Schedule(workingIntervals: pattern, exceptions: useException ? exceptions : [],
                                excludedIntervalProvider: { time, limit in holidays.filter { $0.finish > time && $0.start < limit } })
        let plain = try Schedule(workingIntervals: pattern, excludedIntervals: holidays, exceptions: useException ? exceptions : [])
        var durations: [Double] = [0, -0.0]
        for _ in 0..<6 {
            let d = Double(Int.random(in: 1...(96 * 20), using: &random)) * 900
            durations += [d, -d]
        }
        Self.compare(lazy, plain, durations: durations)
    }
}

@Suite("Schedule: counting back from a finish")
struct ScheduleSubtractingTests {
    @Test("zero keeps a finish a finish: the previous working time (issue 15)")
    func zero() {
        let standard = Schedule.standard
        // Adding zero (of either sign) treats the time as a start…
        #expect(standard.adding(workingDuration: -0.0, to: day(8, 10)) == day(10, 8))   // Sat 10:00 → Mon 08:00
        #expect(standard.adding(workingDuration: -0.0, to: day(6, 16)) == day(7, 8))    // Thu 16:00 → Fri 08:00
        // …subtracting zero keeps it a finish.
        #expect(standard.subtracting(workingDuration: 0, from: day(8, 10)) == day(7, 16))   // Sat 10:00 → Fri 16:00
        #expect(standard.subtracting(workingDuration: 0, from: day(6, 16)) == day(6, 16))   // already the end of working time
        #expect(standard.subtracting(workingDuration: -0.0, from: day(6, 10)) == day(6, 10)) // inside working time
        let midnight = Schedule.fullDay.subtracting(workingDuration: 0, from: day(8, 10))     // Sat 10:00 → Fri 24:00
        #expect(midnight == day(8) && midnight.day == 7 && midnight.timeOfDay == 24 * hour)
    }

    @Test("a positive duration counts back to a start, as adding its negation does")
    func positive() {
        let standard = Schedule.standard
        #expect(standard.subtracting(workingDuration: 8 * hour, from: day(4, 16)) == day(4, 8))
        #expect(standard.subtracting(workingDuration: 1 * hour, from: day(4, 9)) == day(4, 8))
        #expect(standard.subtracting(workingDuration: 1 * hour, from: day(3, 8)) == Time(year: 2025, month: 2, day: 28, hour: 15))
        // A negative duration counts forward and gives a finish.
        #expect(standard.subtracting(workingDuration: -8 * hour, from: day(3, 8)) == day(3, 16))
        var random = SeededRandomNumberGenerator(seed: 15)
        for schedule in [Schedule.standard, lunchBreak] {
            for _ in 0..<200 {
                let time = day(1).adding(seconds: Double(Int.random(in: 0..<(60 * 96), using: &random)) * 900)
                let duration = Double(Int.random(in: -400...400, using: &random)) * 900
                let expected = duration == 0 ? schedule.previousWorkingTime(from: time) : schedule.adding(workingDuration: -duration, to: time)
                #expect(schedule.subtracting(workingDuration: duration, from: time) == expected)
            }
        }
    }

    @Test("a conformer without its own implementation gets the same rule")
    func defaultImplementation() {
        let naive = NaiveWeekSchedule.standard
        #expect(naive.subtracting(workingDuration: 0, from: day(8, 10)) == day(7, 16))
        #expect(naive.subtracting(workingDuration: 8 * hour, from: day(4, 16)) == day(4, 8))
    }
}
