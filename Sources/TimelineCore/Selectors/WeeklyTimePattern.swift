/// A repeating weekly pattern of times of day (the same day ranges on each of
/// some weekdays), used by the ``ScheduleTimeSelector`` presets.
///
/// This is deliberately not a working-time schedule: it only lists intervals.
struct WeeklyTimePattern: Sendable {
    /// Whether each weekday (indexed by ``Weekday/rawValue``) has the day ranges.
    let days: [Bool]
    /// The day ranges, sorted and not overlapping.
    let dayRanges: [DayRange]

    init(weekdays: [Weekday], dayRanges: [DayRange]) {
        var days = [Bool](repeating: false, count: 7)
        for weekday in weekdays { days[weekday.rawValue] = true }
        self.days = days
        self.dayRanges = dayRanges.sorted { $0.from < $1.from }
    }

    /// The pattern's intervals inside `range`, clipped to it, with touching
    /// intervals merged (Monday–Friday whole days give one interval).
    /// - Complexity: O(d × r), d = days spanned, r = day ranges per day.
    func intervals(in range: TimeRange) -> [TimeRange] {
        var result: [TimeRange] = []
        let lastDay = range.finish.normalized.dayNumber
        var day = range.start.dayNumber
        var pendingStart: Double?
        var pendingFinish = 0.0
        let lower = range.start.absoluteSeconds, upper = range.finish.absoluteSeconds
        func flush() {
            if let start = pendingStart {
                let clippedStart = max(start, lower), clippedFinish = min(pendingFinish, upper)
                if clippedFinish > clippedStart {
                    result.append(TimeRange(Time(absoluteSeconds: clippedStart)..<Time(absoluteSeconds: clippedFinish)))
                }
            }
            pendingStart = nil
        }
        while day <= lastDay {
            if days[CivilCalendar.floorMod(day + 1, 7)] {
                let base = Double(day) * Time.secondsPerDay
                for dayRange in dayRanges {
                    let start = base + dayRange.from, finish = base + dayRange.to
                    if start >= upper { break }
                    if pendingStart != nil && start == pendingFinish {
                        pendingFinish = finish
                    } else {
                        flush()
                        pendingStart = start
                        pendingFinish = finish
                    }
                }
            }
            day += 1
        }
        flush()
        return result
    }
}

extension Array where Element == TimeRange {
    /// The gaps between these sorted, non-overlapping intervals inside `range`.
    func gaps(in range: TimeRange) -> [TimeRange] {
        var result: [TimeRange] = []
        var cursor = range.start
        for interval in self {
            if interval.start > cursor { result.append(TimeRange(cursor..<Swift.min(interval.start, range.finish))) }
            cursor = Swift.max(cursor, interval.finish)
        }
        if range.finish > cursor { result.append(TimeRange(cursor..<range.finish)) }
        return result
    }
}
