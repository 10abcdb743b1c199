@testable import TimelineCore

/// A deliberately naive working-time schedule for tests: the same day ranges on
/// each working weekday, computed day by day.
struct NaiveWeekSchedule: ScheduleDefinition {
    let weekdays: Set<Weekday>
    let dayRanges: [DayRange]

    /// Monday–Friday 08:00–16:00.
    static let standard = NaiveWeekSchedule(weekdays: Set(Weekday.workweek), dayRanges: [DayRange(8, to: 16)])
    /// Monday–Friday 08:00–12:00 and 13:00–17:00.
    static let lunchBreak = NaiveWeekSchedule(weekdays: Set(Weekday.workweek), dayRanges: [DayRange(8, to: 12), DayRange(13, to: 17)])

    func workingIntervals(in range: TimeRange) -> [TimeRange] {
        var result: [TimeRange] = []
        for day in range.start.dayNumber...range.finish.normalized.dayNumber {
            guard weekdays.contains(Time(dayNumber: day).weekday) else { continue }
            for dayRange in dayRanges {
                let interval = TimeRange(Time(dayNumber: day, timeOfDay: dayRange.from)..<Time(dayNumber: day, timeOfDay: dayRange.to))
                if let clipped = interval.intersection(range), clipped.isEntropic {
                    if let last = result.last, last.finish == clipped.start {
                        result[result.count - 1] = TimeRange(last.start..<clipped.finish)
                    } else {
                        result.append(clipped)
                    }
                }
            }
        }
        return result
    }

    func nonworkingIntervals(in range: TimeRange) -> [TimeRange] {
        var result: [TimeRange] = []
        var cursor = range.start
        for interval in workingIntervals(in: range) {
            if interval.start > cursor { result.append(TimeRange(cursor..<interval.start)) }
            cursor = interval.finish
        }
        if range.finish > cursor { result.append(TimeRange(cursor..<range.finish)) }
        return result
    }

    func isWorking(at time: Time) -> Bool {
        let t = time.normalized
        return weekdays.contains(t.weekday) && dayRanges.contains { $0.contains(timeOfDay: t.timeOfDay) }
    }

    func workingDuration(of range: TimeRange) -> Double {
        workingIntervals(in: range).reduce(0) { $0 + $1.duration }
    }

    func nextWorkingTime(from time: Time) -> Time {
        let week = TimeRange(time..<time.adding(days: 8))
        return workingIntervals(in: week).first?.start ?? time
    }

    func previousWorkingTime(from time: Time) -> Time {
        let week = TimeRange(time.adding(days: -8)..<time)
        return workingIntervals(in: week).last?.finish ?? time
    }

    func adding(workingDuration: Double, to time: Time) -> Time {
        var remaining = workingDuration
        var cursor = time
        if remaining >= 0 {
            while true {
                for interval in workingIntervals(in: TimeRange(cursor..<cursor.adding(days: 8))) {
                    if remaining <= interval.duration { return interval.start.adding(seconds: remaining) }
                    remaining -= interval.duration
                    cursor = interval.finish
                }
            }
        }
        while true {
            for interval in workingIntervals(in: TimeRange(cursor.adding(days: -8)..<cursor)).reversed() {
                if -remaining <= interval.duration { return interval.finish.adding(seconds: remaining) }
                remaining += interval.duration
                cursor = interval.start
            }
        }
    }
}

/// Shorthand for a time in tests.
func t(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Double = 0) -> Time {
    Time(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
}

/// Shorthand for a half-open range in tests.
func r(_ start: Time, _ finish: Time) -> TimeRange { TimeRange(start..<finish) }
