public import Foundation

/// A floating wall-clock instant, like the dates of a project plan: no time zone.
///
/// A `Time` is a day number counted from 2001-01-01 (day 0, a Monday) plus the
/// time of that day in seconds, with sub-second precision. The time of day may be
/// 24:00:00 (`86_400`), which is how a finish at the end of a day is written:
/// it compares equal to the next day's 00:00:00 while still reporting its own
/// day in ``day``, ``dayOfWeek`` and the other components.
///
/// ```swift
/// let start = Time(year: 2025, month: 3, day: 3, hour: 8)   // Monday 08:00
/// let finish = Time(year: 2025, month: 3, day: 3, hour: 24) // Monday 24:00
/// finish == Time(year: 2025, month: 3, day: 4)              // true
/// finish.day                                                // 3
/// ```
///
/// Conversions to and from `Date` take a `TimeZone`; nothing in TimelineKit reads
/// the system time zone except ``current``.
public struct Time: Sendable {
    /// The number of seconds in a day.
    public static let secondsPerDay: Double = 86_400

    /// Days since 2001-01-01 (day 0). Negative before 2001.
    public let dayNumber: Int

    /// Seconds since the start of ``dayNumber``, in `0...86_400`.
    public let timeOfDay: Double

    /// Creates a time from a day number and a time of day.
    ///
    /// A time of day outside `0...86_400` moves into the neighbouring days
    /// (`-3_600` is 23:00 of the previous day); exactly `86_400` is kept as 24:00.
    /// - Parameters:
    ///   - dayNumber: Days since 2001-01-01.
    ///   - timeOfDay: Seconds since the start of that day.
    public init(dayNumber: Int, timeOfDay: Double = 0) {
        precondition(timeOfDay.isFinite, "Time: time of day must be finite")
        if timeOfDay >= 0 && timeOfDay <= Time.secondsPerDay {
            self.dayNumber = dayNumber
            self.timeOfDay = timeOfDay
        } else {
            let extraDays = (timeOfDay / Time.secondsPerDay).rounded(.down)
            self.dayNumber = dayNumber + Int(extraDays)
            self.timeOfDay = timeOfDay - extraDays * Time.secondsPerDay
        }
    }

    /// Creates a time from seconds since 2001-01-01 00:00:00 (floating).
    ///
    /// The result never carries 24:00; the end of a day comes back as the next
    /// day's 00:00.
    /// - Parameter absoluteSeconds: Seconds since the reference instant.
    public init(absoluteSeconds: Double) {
        precondition(absoluteSeconds.isFinite, "Time: seconds must be finite")
        let days = (absoluteSeconds / Time.secondsPerDay).rounded(.down)
        var timeOfDay = absoluteSeconds - days * Time.secondsPerDay
        var dayNumber = Int(days)
        if timeOfDay >= Time.secondsPerDay {
            dayNumber += 1
            timeOfDay = 0
        } else if timeOfDay < 0 {
            timeOfDay = 0
        }
        self.dayNumber = dayNumber
        self.timeOfDay = timeOfDay
    }

    /// Creates a time from calendar components in the proleptic Gregorian calendar.
    ///
    /// `hour: 24` (with zero minutes and seconds) gives the 24:00 finish of that day.
    /// Out-of-range components roll over (`month: 13` is January of the next year,
    /// `day: 0` the last day of the previous month).
    /// - Parameters:
    ///   - year: The year, e.g. 2025.
    ///   - month: The month, 1...12.
    ///   - day: The day of the month, 1...31.
    ///   - hour: The hour, 0...24.
    ///   - minute: The minute.
    ///   - second: The second, with a fraction if needed.
    public init(year: Int, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0, second: Double = 0) {
        let monthIndex = month - 1
        let normalizedYear = year + Int((Double(monthIndex) / 12).rounded(.down))
        let normalizedMonth = monthIndex - (normalizedYear - year) * 12 + 1
        let days = CivilCalendar.dayNumber(year: normalizedYear, month: normalizedMonth, day: 1) + day - 1
        self.init(dayNumber: days, timeOfDay: Double(hour) * 3_600 + Double(minute) * 60 + second)
    }

    /// Creates the floating time that `date` shows on a wall clock in `timeZone`.
    /// - Parameters:
    ///   - date: An absolute instant.
    ///   - timeZone: The zone whose wall clock to read.
    public init(_ date: Date, in timeZone: TimeZone) {
        let offset = Double(timeZone.secondsFromGMT(for: date))
        self.init(absoluteSeconds: date.timeIntervalSinceReferenceDate + offset)
    }

    /// The absolute instant at which a wall clock in `timeZone` shows this time.
    ///
    /// A wall time skipped by a daylight-saving jump maps to the instant after the
    /// jump; a repeated wall time maps to its first occurrence.
    /// - Parameter timeZone: The zone whose wall clock to use.
    /// - Returns: The instant.
    public func date(in timeZone: TimeZone) -> Date {
        let wall = absoluteSeconds
        let firstGuess = Date(timeIntervalSinceReferenceDate: wall - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: wall))))
        let offset = Double(timeZone.secondsFromGMT(for: firstGuess))
        let candidate = Date(timeIntervalSinceReferenceDate: wall - offset)
        let earlierOffset = Double(timeZone.secondsFromGMT(for: candidate.addingTimeInterval(-3 * 3_600)))
        if earlierOffset != offset {
            let earlier = Date(timeIntervalSinceReferenceDate: wall - earlierOffset)
            if Double(timeZone.secondsFromGMT(for: earlier)) == earlierOffset {
                return earlier
            }
        }
        return candidate
    }

    /// Seconds since 2001-01-01 00:00:00; 24:00 counts as the next day's 00:00.
    ///
    /// This is the linear value that comparison, hashing and arithmetic use.
    @inlinable public var absoluteSeconds: Double {
        Double(dayNumber) * Time.secondsPerDay + timeOfDay
    }

    /// Reads the system clock in `timeZone`. For the edges of an app (CLI,
    /// server); libraries take the current time as a parameter.
    /// - Parameter timeZone: The zone whose wall clock to read.
    /// - Returns: The current wall-clock time there.
    public static func current(in timeZone: TimeZone) -> Time {
        Time(Date(), in: timeZone)
    }

    /// The current wall-clock time in the system time zone. For the edges of an
    /// app only: libraries take `now` as a parameter.
    public static var current: Time { current(in: TimeZone.current) }

    /// The reference day, 2001-01-01 00:00.
    public static let reference = Time(dayNumber: 0)
}

extension Time: Comparable, Hashable {
    public static func == (lhs: Time, rhs: Time) -> Bool {
        lhs.absoluteSeconds == rhs.absoluteSeconds
    }

    public static func < (lhs: Time, rhs: Time) -> Bool {
        lhs.absoluteSeconds < rhs.absoluteSeconds
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(absoluteSeconds)
    }
}
