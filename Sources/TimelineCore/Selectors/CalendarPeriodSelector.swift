/// Selects consecutive calendar periods: months, quarters, years, decades,
/// centuries and millennia, optionally several units long.
///
/// Periods start on the first day of a month at 00:00 plus ``timeOffset``. They
/// are counted in months from the month that contains ``origin`` (January 2000
/// by default, which aligns decades to 2020, 2030… and centuries to 2000, 2100…),
/// moved by ``monthOffset`` (3 gives fiscal years starting in April).
///
/// ```swift
/// let fiscalYears = CalendarPeriodSelector(.years, monthOffset: 3)
/// let halfYears = CalendarPeriodSelector(.months, period: 6)
/// ```
public struct CalendarPeriodSelector: PeriodicTimeIntervalSelector {
    /// The unit of a period; always a calendar unit (months or longer).
    public let unit: TimeUnit
    /// How many units a period lasts, at least 1.
    public let period: Int
    /// A time in the month that starts a period (before ``monthOffset``).
    public let origin: Time
    /// Months added to the period starts (may be negative).
    public let monthOffset: Int
    /// Seconds added to the period starts (e.g. `8 * 3_600` for months starting at 08:00).
    public let timeOffset: Double

    private let months: Int
    private let baseIndex: Int

    /// Creates a selector of calendar periods.
    /// - Parameters:
    ///   - unit: A calendar unit, from ``TimeUnit/months`` to ``TimeUnit/millennia``.
    ///   - period: How many units a period lasts, at least 1.
    ///   - origin: A time in the month that starts a period (January 2000 by default).
    ///   - monthOffset: Months added to the period starts.
    ///   - timeOffset: Seconds added to the period starts.
    /// - Precondition: `unit` is a calendar unit and `period >= 1`.
    public init(_ unit: TimeUnit, period: Int = 1, origin: Time = Time(year: 2000), monthOffset: Int = 0, timeOffset: Double = 0) {
        precondition(unit.calendarMonths != nil, "CalendarPeriodSelector: \(unit) is a fixed-length unit; use PeriodSelector")
        precondition(period >= 1, "CalendarPeriodSelector: period must be at least 1")
        precondition(timeOffset.isFinite, "CalendarPeriodSelector: time offset must be finite")
        self.unit = unit
        self.period = period
        self.origin = origin
        self.monthOffset = monthOffset
        self.timeOffset = timeOffset
        months = unit.calendarMonths! * period
        let (year, month, _) = origin.dateComponents
        baseIndex = year * 12 + month - 1 + monthOffset
    }

    private static func monthIndex(of time: Time) -> Int {
        let (year, month, _) = time.dateComponents
        return year * 12 + month - 1
    }

    private func start(ofMonthIndex index: Int) -> Time {
        let day = CivilCalendar.dayNumber(year: CivilCalendar.floorDiv(index, 12), month: CivilCalendar.floorMod(index, 12) + 1, day: 1)
        return Time(dayNumber: day).adding(seconds: timeOffset)
    }

    /// The start of the period that contains `time`.
    /// - Parameter time: Any time.
    /// - Returns: The latest period start that is not after `time`.
    /// - Complexity: O(1).
    public func floor(_ time: Time) -> Time {
        let shifted = Time(absoluteSeconds: time.absoluteSeconds - timeOffset)
        let k = CivilCalendar.floorDiv(Self.monthIndex(of: shifted) - baseIndex, months)
        return start(ofMonthIndex: baseIndex + k * months)
    }

    /// The start of the period `steps` periods after `periodStart`.
    /// - Parameters:
    ///   - periodStart: A period start.
    ///   - steps: How many periods to move; negative to go back.
    /// - Returns: The start of the target period.
    /// - Complexity: O(1).
    public func offset(_ periodStart: Time, by steps: Int) -> Time {
        let shifted = Time(absoluteSeconds: periodStart.absoluteSeconds - timeOffset)
        return start(ofMonthIndex: Self.monthIndex(of: shifted) + steps * months)
    }
}
