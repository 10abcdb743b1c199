public import TimelineCore

/// An MSPDI `<WorkWeek>`: weekday definitions that apply from `from` to `to`.
public struct MSProjectWorkWeek: Sendable, Hashable {
    /// `<Name>`.
    public var name: String?
    /// `<TimePeriod><FromDate>`.
    public var from: Time
    /// `<TimePeriod><ToDate>` (the last day is included; Microsoft Project
    /// writes `T23:59:00` there).
    public var to: Time
    /// The weekday definitions; weekdays not listed keep the calendar's.
    public var weekDays: [MSProjectWeekDay]

    /// Creates a work week.
    /// - Parameters:
    ///   - name: The name.
    ///   - from: The first day.
    ///   - to: The last day (included).
    ///   - weekDays: The weekday definitions.
    public init(name: String? = nil, from: Time, to: Time, weekDays: [MSProjectWeekDay]) {
        self.name = name
        self.from = from
        self.to = to
        self.weekDays = weekDays
    }
}
