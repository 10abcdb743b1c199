public import TimelineCore

/// The part of an interval that falls on one day: how midnight-crossing
/// appointments and multi-day events are drawn.
public struct DaySegment: Sendable, Hashable {
    /// The day.
    public var dayNumber: Int
    /// Seconds after the day's 00:00 where the segment starts.
    public var startSeconds: Double
    /// Seconds after the day's 00:00 where it ends (up to 86 400).
    public var endSeconds: Double
    /// Whether the interval began on an earlier day.
    public var continuesFromPreviousDay: Bool
    /// Whether the interval goes on to a later day.
    public var continuesToNextDay: Bool

    /// The segments of `[start, end)` per day, in order: an interval ending at
    /// 00:00 has no segment on that day; a zero-length interval has one
    /// zero-length segment on its day.
    /// - Complexity: O(d), d = the days covered.
    public static func split(start: Time, end: Time) -> [DaySegment] {
        let s = start.normalized, e = end.normalized
        if e <= s {
            return [DaySegment(dayNumber: s.dayNumber, startSeconds: s.timeOfDay, endSeconds: s.timeOfDay,
                               continuesFromPreviousDay: false, continuesToNextDay: false)]
        }
        let lastDay = e.timeOfDay == 0 ? e.dayNumber - 1 : e.dayNumber
        var result: [DaySegment] = []
        result.reserveCapacity(lastDay - s.dayNumber + 1)
        for day in s.dayNumber...lastDay {
            let from = day == s.dayNumber ? s.timeOfDay : 0
            let to = day == e.dayNumber ? e.timeOfDay : Time.secondsPerDay
            result.append(DaySegment(dayNumber: day, startSeconds: from, endSeconds: to,
                                     continuesFromPreviousDay: day > s.dayNumber, continuesToNextDay: day < lastDay))
        }
        return result
    }

    /// The segment of `[start, end)` on `dayNumber`, if it has one (see ``split(start:end:)``).
    /// - Complexity: O(1).
    public static func segment(start: Time, end: Time, on dayNumber: Int) -> DaySegment? {
        let s = start.normalized, e = end.normalized
        if e <= s {
            return s.dayNumber == dayNumber
                ? DaySegment(dayNumber: dayNumber, startSeconds: s.timeOfDay, endSeconds: s.timeOfDay, continuesFromPreviousDay: false, continuesToNextDay: false)
                : nil
        }
        let lastDay = e.timeOfDay == 0 ? e.dayNumber - 1 : e.dayNumber
        guard dayNumber >= s.dayNumber, dayNumber <= lastDay else { return nil }
        return DaySegment(dayNumber: dayNumber,
                          startSeconds: dayNumber == s.dayNumber ? s.timeOfDay : 0,
                          endSeconds: dayNumber == e.dayNumber ? e.timeOfDay : Time.secondsPerDay,
                          continuesFromPreviousDay: dayNumber > s.dayNumber, continuesToNextDay: dayNumber < lastDay)
    }
}
