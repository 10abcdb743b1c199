public import TimelineCore

/// An MSPDI `<WeekDay>` of a calendar or work week: whether a weekday works and
/// its `<WorkingTimes>`.
public struct MSProjectWeekDay: Sendable, Hashable {
    /// The weekday (`<DayType>` 1 = Sunday ... 7 = Saturday).
    public var weekday: Weekday
    /// `<DayWorking>`.
    public var isWorking: Bool
    /// `<WorkingTimes><WorkingTime>`, as ranges of the day (`<ToTime>00:00:00`
    /// is read as 24:00). The reader fills in Microsoft Project's default hours
    /// (08:00–12:00, 13:00–17:00) for a working day that lists none; empty
    /// on a working day means the same.
    public var workingTimes: [DayRange]

    /// Creates a weekday definition.
    /// - Parameters:
    ///   - weekday: The weekday.
    ///   - isWorking: Whether it works.
    ///   - workingTimes: Its working hours.
    public init(weekday: Weekday, isWorking: Bool, workingTimes: [DayRange] = []) {
        self.weekday = weekday
        self.isWorking = isWorking
        self.workingTimes = workingTimes
    }

    /// Microsoft Project's default working hours: 08:00–12:00 and 13:00–17:00.
    public static let defaultWorkingTimes = [DayRange(8, to: 12), DayRange(13, to: 17)]

    /// The working hours in effect: none on a nonworking day, the listed ones,
    /// or the defaults when a working day lists none.
    public var effectiveWorkingTimes: [DayRange] {
        guard isWorking else { return [] }
        return workingTimes.isEmpty ? MSProjectWeekDay.defaultWorkingTimes : workingTimes
    }
}
