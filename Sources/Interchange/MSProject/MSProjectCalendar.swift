public import TimelineCore

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

/// An MSPDI calendar `<Exception>`: days with no work or with their own hours,
/// once or recurring.
public struct MSProjectCalendarException: Sendable, Hashable {
    /// `<Name>`.
    public var name: String?
    /// `<TimePeriod><FromDate>`: the first day.
    public var from: Time
    /// `<TimePeriod><ToDate>`: the last day, included (`T23:59:00` in files
    /// that Microsoft Project writes).
    public var to: Time
    /// `<DayWorking>`: whether the exception days work (with ``workingTimes``;
    /// the default hours when it lists none).
    public var isWorking: Bool
    /// `<WorkingTimes>` of a working exception.
    public var workingTimes: [DayRange]
    /// The recurrence (`<Type>`, `<Period>`, `<Occurrences>`, …); `nil` for a
    /// plain span of days, which is also how the reader gives the "every day,
    /// ended by a date" exceptions that Microsoft Project writes for one.
    public var recurrence: Recurrence?

    /// Creates an exception.
    /// - Parameters:
    ///   - name: The name.
    ///   - from: The first day.
    ///   - to: The last day (included).
    ///   - isWorking: Whether the days work.
    ///   - workingTimes: The hours of a working exception.
    ///   - recurrence: The recurrence, if any.
    public init(
        name: String? = nil,
        from: Time,
        to: Time,
        isWorking: Bool = false,
        workingTimes: [DayRange] = [],
        recurrence: Recurrence? = nil
    ) {
        self.name = name
        self.from = from
        self.to = to
        self.isWorking = isWorking
        self.workingTimes = workingTimes
        self.recurrence = recurrence
    }

    /// The recurrence fields of an exception.
    public struct Recurrence: Sendable, Hashable {
        /// `<Type>`.
        public var type: RecurrenceType
        /// `<Period>`: every n days, weeks, months or years (default 1).
        public var period: Int
        /// `<EnteredByOccurrences>`: whether ``occurrences`` ends the
        /// recurrence (otherwise the `<ToDate>` does).
        public var enteredByOccurrences: Bool
        /// `<Occurrences>`.
        public var occurrences: Int?
        /// `<DaysOfWeek>`: a bit set, 1 = Sunday, 2 = Monday, … 64 = Saturday.
        public var daysOfWeek: Int?
        /// `<MonthItem>`: 0 day, 1 weekday, 2 weekend day, 3 Sunday … 9 Saturday.
        public var monthItem: Int?
        /// `<MonthPosition>`: 0 first … 3 fourth, 4 last.
        public var monthPosition: Int?
        /// `<Month>`: 0 January … 11 December.
        public var month: Int?
        /// `<MonthDay>`: 1...31.
        public var monthDay: Int?

        /// Creates a recurrence.
        /// - Parameters:
        ///   - type: The recurrence type.
        ///   - period: Every n units.
        ///   - enteredByOccurrences: Whether the count ends the recurrence.
        ///   - occurrences: The count.
        ///   - daysOfWeek: The weekday bit set of a weekly recurrence.
        ///   - monthItem: The kind of day of a positional recurrence.
        ///   - monthPosition: The position of that day in the month.
        ///   - month: The month of a yearly recurrence (0-based).
        ///   - monthDay: The day of the month.
        public init(
            type: RecurrenceType,
            period: Int = 1,
            enteredByOccurrences: Bool = false,
            occurrences: Int? = nil,
            daysOfWeek: Int? = nil,
            monthItem: Int? = nil,
            monthPosition: Int? = nil,
            month: Int? = nil,
            monthDay: Int? = nil
        ) {
            self.type = type
            self.period = period
            self.enteredByOccurrences = enteredByOccurrences
            self.occurrences = occurrences
            self.daysOfWeek = daysOfWeek
            self.monthItem = monthItem
            self.monthPosition = monthPosition
            self.month = month
            self.monthDay = monthDay
        }
    }

    /// `<Exception><Type>` values of the schema.
    public enum RecurrenceType: Int, Sendable, Hashable, CaseIterable {
        /// 1: every n days.
        case daily = 1
        /// 2: every n years on a month and day (December 24).
        case yearlyByDayOfMonth = 2
        /// 3: every n years on a position of a day in a month (fourth Thursday of November).
        case yearlyByPosition = 3
        /// 4: every n months on a day of the month.
        case monthlyByDayOfMonth = 4
        /// 5: every n months on a position (first Monday).
        case monthlyByPosition = 5
        /// 6: every n weeks on the days of ``Recurrence/daysOfWeek``.
        case weekly = 6
        /// 7: by day count (not expanded: reported as unsupported).
        case byDayCount = 7
        /// 8: by weekday count (not expanded: reported as unsupported).
        case byWeekdayCount = 8
        /// 9: no recurrence type.
        case none = 9
    }
}
