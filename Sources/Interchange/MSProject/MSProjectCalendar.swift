import TimelineCore

/// An MSPDI `<Calendar>`: a weekly pattern, exceptions and work weeks, possibly
/// derived from a base calendar (`<BaseCalendarUID>`).
///
/// Weekdays a derived calendar does not list are inherited from its base
/// calendar; see ``MSProjectDocument/schedule(forCalendarUID:)`` for the full
/// precedence.
public struct MSProjectCalendar: Sendable, Hashable {
    /// `<UID>`.
    public var uid: Int
    /// `<Name>`.
    public var name: String?
    /// `<IsBaseCalendar>`.
    public var isBaseCalendar: Bool
    /// `<BaseCalendarUID>`: the calendar this one derives from, if any.
    public var baseCalendarUID: Int?
    /// `<WeekDays><WeekDay>` with `<DayType>` 1...7 (Sunday...Saturday).
    /// The reader gives a base calendar all seven, Sunday first (the weekdays
    /// a file leaves out get Microsoft Project's defaults); a derived calendar
    /// lists only the weekdays it changes.
    public var weekDays: [MSProjectWeekDay]
    /// `<Exceptions><Exception>` (Project 2007+), or the older
    /// `<WeekDay><DayType>0</DayType>` exceptions converted to this form
    /// when the file has no `<Exceptions>`.
    public var exceptions: [MSProjectCalendarException]
    /// `<WorkWeeks><WorkWeek>`: weekly patterns that apply within a period.
    public var workWeeks: [MSProjectWorkWeek]

    /// Creates a calendar.
    /// - Parameters:
    ///   - uid: The unique id.
    ///   - name: The name.
    ///   - isBaseCalendar: Whether this is a base calendar.
    ///   - baseCalendarUID: The base calendar of a derived one.
    ///   - weekDays: The weekday definitions.
    ///   - exceptions: The exceptions.
    ///   - workWeeks: The work weeks.
    public init(
        uid: Int,
        name: String? = nil,
        isBaseCalendar: Bool = true,
        baseCalendarUID: Int? = nil,
        weekDays: [MSProjectWeekDay] = [],
        exceptions: [MSProjectCalendarException] = [],
        workWeeks: [MSProjectWorkWeek] = []
    ) {
        self.uid = uid
        self.name = name
        self.isBaseCalendar = isBaseCalendar
        self.baseCalendarUID = baseCalendarUID
        self.weekDays = weekDays
        self.exceptions = exceptions
        self.workWeeks = workWeeks
    }
}

extension MSProjectCalendar {
    /// The seven weekday definitions, Sunday first: the listed ones (the last
    /// one of a weekday listed twice), the others with Microsoft Project's
    /// defaults (Monday–Friday 08:00–12:00 and 13:00–17:00, weekends off).
    public var completedWeekDays: [MSProjectWeekDay] {
        Weekday.allCases.map { weekday in
            weekDays.last { $0.weekday == weekday }
                ?? MSProjectWeekDay(weekday: weekday, isWorking: !weekday.isWeekend,
                                    workingTimes: weekday.isWeekend ? [] : MSProjectWeekDay.defaultWorkingTimes)
        }
    }
}
