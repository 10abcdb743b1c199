/// Selects the working times or the nonworking times ("timeouts") of a schedule,
/// e.g. to shade weekends and nights behind a Gantt chart.
///
/// The intervals are clipped to the requested range. When the range is momentary
/// the interval that contains it is returned, clipped to that instant's day.
///
/// ```swift
/// let breaks = ScheduleTimeSelector(timeoutsOf: projectSchedule)
/// let weekends = ScheduleTimeSelector.weekends
/// ```
public struct ScheduleTimeSelector: TimeIntervalSelector {
    private let select: @Sendable (TimeRange) -> [TimeRange]

    /// Creates a selector of the working intervals of `schedule`.
    /// - Parameter schedule: The working time.
    public init(timesOf schedule: some ScheduleDefinition) {
        select = { schedule.workingIntervals(in: $0) }
    }

    /// Creates a selector of the nonworking intervals of `schedule`.
    /// - Parameter schedule: The working time.
    public init(timeoutsOf schedule: some ScheduleDefinition) {
        select = { schedule.nonworkingIntervals(in: $0) }
    }

    /// Creates a selector of a weekly pattern's intervals, or of the gaps between them.
    init(pattern: WeeklyTimePattern, gaps: Bool) {
        if gaps {
            select = { range in pattern.intervals(in: range).gaps(in: range) }
        } else {
            select = { range in pattern.intervals(in: range) }
        }
    }

    /// The selected intervals that intersect `range`, clipped to it.
    /// - Parameter range: The half-open range to cover.
    /// - Returns: The intervals in order.
    /// - Complexity: That of the schedule's interval enumeration over `range`.
    public func intervals(in range: TimeRange) -> [TimeRange] {
        guard range.isMomentary else { return select(range) }
        let day = TimeRange(range.start.normalized.dayStart..<range.start.normalized.dayStart.adding(days: 1))
        return select(day).filter { $0.contains(range.start) }
    }

    /// Working times of a standard week: Monday–Friday 08:00–16:00.
    public static let workdays = ScheduleTimeSelector(
        pattern: WeeklyTimePattern(weekdays: Weekday.workweek, dayRanges: [DayRange(8, to: 16)]), gaps: false)

    /// Nonworking times of a standard week: nights, evenings and weekends around
    /// Monday–Friday 08:00–16:00.
    public static let workbreaks = ScheduleTimeSelector(
        pattern: WeeklyTimePattern(weekdays: Weekday.workweek, dayRanges: [DayRange(8, to: 16)]), gaps: true)

    /// Daytime, 08:00–20:00 every day.
    public static let days = ScheduleTimeSelector(
        pattern: WeeklyTimePattern(weekdays: Weekday.allCases, dayRanges: [DayRange(8, to: 20)]), gaps: false)

    /// Nighttime, 20:00–08:00 every night.
    public static let nights = ScheduleTimeSelector(
        pattern: WeeklyTimePattern(weekdays: Weekday.allCases, dayRanges: [DayRange(8, to: 20)]), gaps: true)

    /// Monday 00:00 to Saturday 00:00 of every week, as one interval per week.
    public static let weekdays = ScheduleTimeSelector(
        pattern: WeeklyTimePattern(weekdays: Weekday.workweek, dayRanges: [.fullDay]), gaps: false)

    /// Saturday 00:00 to Monday 00:00 of every week, as one interval per weekend.
    public static let weekends = ScheduleTimeSelector(
        pattern: WeeklyTimePattern(weekdays: Weekday.workweek, dayRanges: [.fullDay]), gaps: true)

    /// Working times of a schedule (same as ``init(timesOf:)``).
    /// - Parameter schedule: The working time.
    /// - Returns: The selector.
    public static func workdays(of schedule: some ScheduleDefinition) -> ScheduleTimeSelector {
        ScheduleTimeSelector(timesOf: schedule)
    }

    /// Nonworking times of a schedule (same as ``init(timeoutsOf:)``).
    /// - Parameter schedule: The working time.
    /// - Returns: The selector.
    public static func workbreaks(of schedule: some ScheduleDefinition) -> ScheduleTimeSelector {
        ScheduleTimeSelector(timeoutsOf: schedule)
    }
}
