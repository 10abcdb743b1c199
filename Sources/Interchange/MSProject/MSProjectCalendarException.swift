public import TimelineCore

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
