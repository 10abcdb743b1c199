/// A unit of time, from nanoseconds to millennia.
///
/// Units up to ``weeks`` have a fixed length (``fixedSeconds``) and convert
/// exactly between each other. Months and the longer units are calendar units:
/// their length depends on where they start, so arithmetic in them goes through
/// the calendar (``Time/adding(_:in:)``), and they convert exactly only between
/// each other (``months``-based: a quarter is 3 months, a millennium 12 000).
public enum TimeUnit: String, Sendable, Hashable, CaseIterable, Codable {
    case nanoseconds, microseconds, milliseconds, centiseconds, deciseconds
    case seconds, minutes, hours, halfDays, days, weeks
    case months, quarters, years, decades, centuries, millennia

    /// The length in seconds of a fixed-length unit; `nil` for months and longer.
    public var fixedSeconds: Double? {
        switch self {
        case .nanoseconds: 1e-9
        case .microseconds: 1e-6
        case .milliseconds: 1e-3
        case .centiseconds: 1e-2
        case .deciseconds: 1e-1
        case .seconds: 1
        case .minutes: 60
        case .hours: 3_600
        case .halfDays: 43_200
        case .days: 86_400
        case .weeks: 604_800
        case .months, .quarters, .years, .decades, .centuries, .millennia: nil
        }
    }

    /// The length in months of a calendar unit; `nil` for fixed-length units.
    public var calendarMonths: Int? {
        switch self {
        case .months: 1
        case .quarters: 3
        case .years: 12
        case .decades: 120
        case .centuries: 1_200
        case .millennia: 12_000
        default: nil
        }
    }

    /// Whether the unit has a fixed length in seconds.
    public var isFixedLength: Bool { fixedSeconds != nil }

    /// Converts `value` of this unit into `unit`, when that is exact.
    ///
    /// Fixed-length units convert among themselves and calendar units among
    /// themselves; across the two families there is no exact answer and the
    /// result is `nil` (a month is not a whole number of seconds).
    /// - Parameters:
    ///   - value: The amount in this unit.
    ///   - unit: The unit to express it in.
    /// - Returns: The amount in `unit`, or `nil`.
    public func convert(_ value: Double, to unit: TimeUnit) -> Double? {
        if let from = fixedSeconds, let to = unit.fixedSeconds {
            return value * from / to
        }
        if let from = calendarMonths, let to = unit.calendarMonths {
            return value * Double(from) / Double(to)
        }
        return nil
    }
}
