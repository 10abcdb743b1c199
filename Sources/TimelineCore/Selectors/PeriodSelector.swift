/// Selects consecutive periods of a fixed length: weeks, days, half days, hours,
/// minutes, seconds and sub-seconds, optionally several units long and aligned
/// to an origin.
///
/// Period starts are the times `origin + offset + k × period × unit` for every
/// integer `k`. Periods that are whole days long are computed on day numbers, so
/// they are exact and never drift.
///
/// ```swift
/// // Days starting at 06:00.
/// let shifts = PeriodSelector(.days, offset: 6 * 3_600)
/// // Weeks starting on Sunday (2000-12-31 is a Sunday).
/// let weeks = PeriodSelector(.weeks, origin: Time(year: 2000, month: 12, day: 31))
/// ```
///
/// With a ``schedule`` each period is reduced to its working time (see
/// ``ScheduleClipping``), and periods without working time are left out.
public struct PeriodSelector: PeriodicTimeIntervalSelector {
    /// How a period is reduced to the working time of a schedule.
    public enum ScheduleClipping: Sendable, Hashable {
        /// One interval per period, from its first working instant to the end of its
        /// last working interval (Monday 08:00–16:00, lunch break included).
        case extent
        /// Every working interval inside the period, separately
        /// (Monday 08:00–12:00 and 13:00–16:00).
        case parts
    }

    /// The unit of a period; always a fixed-length unit.
    public let unit: TimeUnit
    /// How many units a period lasts, at least 1.
    public let period: Int
    /// A time at which a period starts before ``offset`` is applied.
    public let origin: Time
    /// Seconds added to ``origin`` (e.g. `6 * 3_600` for days that start at 06:00).
    public let offset: Double
    /// Working time to reduce the periods to, or `nil` to keep whole periods.
    public let schedule: (any ScheduleDefinition)?
    /// How ``schedule`` reduces the periods.
    public let scheduleClipping: ScheduleClipping

    private let length: Double
    private let wholeDays: Int?
    private let perDay: Int?
    private let anchor: Time

    /// Creates a selector of fixed-length periods.
    /// - Parameters:
    ///   - unit: A fixed-length unit, from ``TimeUnit/nanoseconds`` to ``TimeUnit/weeks``.
    ///   - period: How many units a period lasts, at least 1.
    ///   - origin: A period start (2001-01-01 00:00, a Monday, by default).
    ///   - offset: Seconds added to `origin`.
    ///   - schedule: Working time to reduce the periods to, or `nil`.
    ///   - scheduleClipping: How `schedule` reduces the periods.
    /// - Precondition: `unit.isFixedLength` and `period >= 1`.
    public init(
        _ unit: TimeUnit,
        period: Int = 1,
        origin: Time = .reference,
        offset: Double = 0,
        schedule: (any ScheduleDefinition)? = nil,
        scheduleClipping: ScheduleClipping = .extent
    ) {
        precondition(unit.isFixedLength, "PeriodSelector: \(unit) is a calendar unit; use CalendarPeriodSelector")
        precondition(period >= 1, "PeriodSelector: period must be at least 1")
        precondition(offset.isFinite, "PeriodSelector: offset must be finite")
        self.unit = unit
        self.period = period
        self.origin = origin
        self.offset = offset
        self.schedule = schedule
        self.scheduleClipping = scheduleClipping
        length = unit.fixedSeconds! * Double(period)
        let days = length / Time.secondsPerDay
        wholeDays = days == days.rounded() && days >= 1 ? Int(days) : nil
        let count = Time.secondsPerDay / length
        perDay = wholeDays == nil && abs(count - count.rounded()) < 1e-9 ? Int(count.rounded()) : nil
        anchor = origin.adding(seconds: offset).normalized
    }

    /// The index of the period that contains `time`; period 0 starts at the anchor.
    private func index(of time: Time) -> Int {
        let time = time.normalized
        let dayDelta = time.dayNumber - anchor.dayNumber
        if let wholeDays {
            let shifted = time.timeOfDay < anchor.timeOfDay ? dayDelta - 1 : dayDelta
            return CivilCalendar.floorDiv(shifted, wholeDays)
        }
        if let perDay {
            // Day-local arithmetic keeps sub-second periods exact far from 2001.
            let within = Self.nearFloor((time.timeOfDay - anchor.timeOfDay) / length)
            return dayDelta * perDay + within
        }
        return Self.nearFloor((time.absoluteSeconds - anchor.absoluteSeconds) / length)
    }

    /// The start of the period with index `index`.
    private func start(ofIndex index: Int) -> Time {
        if let wholeDays {
            return Time(dayNumber: anchor.dayNumber + index * wholeDays, timeOfDay: anchor.timeOfDay)
        }
        if let perDay {
            let days = CivilCalendar.floorDiv(index, perDay)
            let within = index - days * perDay
            return Time(dayNumber: anchor.dayNumber + days, timeOfDay: anchor.timeOfDay + Double(within) * length).normalized
        }
        return Time(absoluteSeconds: anchor.absoluteSeconds + Double(index) * length)
    }

    /// Rounds down, treating values within rounding error of an integer as that
    /// integer (a time on a boundary may divide to 4.999 999 9…).
    private static func nearFloor(_ quotient: Double) -> Int {
        let nearest = quotient.rounded()
        return Int(abs(quotient - nearest) < 1e-6 ? nearest : quotient.rounded(.down))
    }

    /// The start of the period that contains `time`.
    /// - Parameter time: Any time.
    /// - Returns: The latest period start that is not after `time`.
    /// - Complexity: O(1).
    public func floor(_ time: Time) -> Time {
        start(ofIndex: index(of: time))
    }

    /// The start of the period `steps` periods after `periodStart`.
    /// - Parameters:
    ///   - periodStart: A period start.
    ///   - steps: How many periods to move; negative to go back.
    /// - Returns: The start of the target period.
    /// - Complexity: O(1).
    public func offset(_ periodStart: Time, by steps: Int) -> Time {
        start(ofIndex: index(of: periodStart) + steps)
    }

    /// The periods that intersect `range`, reduced to working time when a
    /// ``schedule`` is set.
    /// - Parameter range: The half-open range to cover.
    /// - Returns: The periods (or their working parts) in order.
    /// - Complexity: O(p) without a schedule, p = the number of periods; with a
    ///   schedule, plus the cost of its ``ScheduleDefinition/workingIntervals(in:)``
    ///   for each period.
    public func intervals(in range: TimeRange) -> [TimeRange] {
        let periods = periodicIntervals(in: range)
        guard let schedule else { return periods }
        var result: [TimeRange] = []
        result.reserveCapacity(periods.count)
        for period in periods {
            let working = schedule.workingIntervals(in: period)
            guard let first = working.first, let last = working.last else { continue }
            switch scheduleClipping {
            case .extent:
                result.append(TimeRange(first.start..<last.finish))
            case .parts:
                result.append(contentsOf: working)
            }
        }
        return result.filter { $0.intersectsSelection(range) }
    }
}
