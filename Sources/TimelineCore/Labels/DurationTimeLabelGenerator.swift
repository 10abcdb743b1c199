/// Labels an interval with the number of units between a reference time and its
/// start: "Day 1", "Day 2"… or "Week 0", "Week 1"… relative to a project start.
///
/// With a schedule, only working time counts: on Monday–Friday 08:00–16:00 with
/// `workingUnitDuration: 8 * 3_600`, the Monday after a Friday reference is
/// working day 1 (zero-based).
///
/// The count is the whole number of units elapsed, rounded down, so the unit just
/// before the reference is −1 in both numberings; one-based numbering adds 1 to
/// counts from 0 up (…, −2, −1, 1, 2, …).
public struct DurationTimeLabelGenerator: TimeLabelGenerator {
    /// The unit counted.
    public let unit: TimeUnit
    /// The time at which the count is zero.
    public let reference: Time
    /// Working time to count instead of elapsed time, or `nil`.
    public let schedule: (any ScheduleDefinition)?
    /// The working seconds in one unit when counting on a schedule.
    public let workingUnitDuration: Double
    /// Whether the first unit is 0 (`true`) or 1 (`false`).
    public let isZeroBased: Bool
    /// Whether units before the reference get negative labels (`true`) or empty
    /// labels (`false`).
    public let allowsNegativeValues: Bool
    /// Text written before the number, e.g. `"Day "`.
    public let prefix: String
    /// Text written after the number, e.g. `"d"`.
    public let suffix: String

    /// Creates a generator.
    /// - Parameters:
    ///   - unit: The unit counted; a calendar unit counts whole calendar months.
    ///   - reference: The time at which the count is zero.
    ///   - schedule: Working time to count instead of elapsed time.
    ///   - workingUnitDuration: The working seconds in one unit on `schedule`
    ///     (default: the unit's fixed length, or 30 days for calendar units).
    ///   - isZeroBased: `true` to number the first unit 0, `false` to number it 1.
    ///   - allowsNegativeValues: `false` to leave units before `reference` unlabeled.
    ///   - prefix: Text before the number.
    ///   - suffix: Text after the number.
    public init(
        unit: TimeUnit,
        from reference: Time,
        schedule: (any ScheduleDefinition)? = nil,
        workingUnitDuration: Double? = nil,
        isZeroBased: Bool = false,
        allowsNegativeValues: Bool = true,
        prefix: String = "",
        suffix: String = ""
    ) {
        self.unit = unit
        self.reference = reference
        self.schedule = schedule
        self.workingUnitDuration = workingUnitDuration ?? unit.fixedSeconds ?? 30 * Time.secondsPerDay
        self.isZeroBased = isZeroBased
        self.allowsNegativeValues = allowsNegativeValues
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The units (with fraction) from ``reference`` to `time`; negative before it.
    /// - Parameter time: Any time.
    /// - Returns: Elapsed units, or working units when a schedule is set.
    public func units(at time: Time) -> Double {
        if let schedule {
            let before = time < reference
            let range = before ? TimeRange(time..<reference) : TimeRange(reference..<time)
            let units = schedule.workingDuration(of: range) / workingUnitDuration
            return before ? -units : units
        }
        if let seconds = unit.fixedSeconds {
            return time.seconds(since: reference) / seconds
        }
        return time < reference
            ? -TimeRange(time..<reference).duration(in: unit)
            : TimeRange(reference..<time).duration(in: unit)
    }

    /// The count of the unit that starts at or contains `time`, before numbering.
    static func floorCount(_ units: Double) -> Int {
        let nearest = units.rounded()
        return Int(abs(units - nearest) < 1e-9 ? nearest : units.rounded(.down))
    }

    /// Turns a zero-based count into the displayed number, or `nil` when hidden.
    func displayed(_ count: Int) -> Int? {
        if count < 0 { return allowsNegativeValues ? count : nil }
        return isZeroBased ? count : count + 1
    }

    /// The number of the unit that starts at or contains `time`, as displayed.
    /// - Parameter time: Any time.
    /// - Returns: The number, or `nil` before ``reference`` when negative values
    ///   are not allowed.
    public func number(at time: Time) -> Int? {
        displayed(Self.floorCount(units(at: time)))
    }

    /// The number of the unit at the start of `interval`, with prefix and suffix.
    /// - Parameter interval: A half-open interval.
    /// - Returns: The text, or "" when the number is hidden.
    public func label(for interval: TimeRange) -> String {
        guard let number = number(at: interval.start) else { return "" }
        return prefix + String(number) + suffix
    }
}
