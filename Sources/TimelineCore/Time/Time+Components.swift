extension Time {
    /// The calendar year.
    public var year: Int { CivilCalendar.date(dayNumber: dayNumber).year }

    /// The month, 1...12.
    public var month: Int { CivilCalendar.date(dayNumber: dayNumber).month }

    /// The day of the month, 1...31. A 24:00 time reports its own day.
    public var day: Int { CivilCalendar.date(dayNumber: dayNumber).day }

    /// Year, month and day at once (one calendar conversion instead of three).
    public var dateComponents: (year: Int, month: Int, day: Int) { CivilCalendar.date(dayNumber: dayNumber) }

    /// The day of the week with Sunday = 0 ... Saturday = 6.
    public var dayOfWeek: Int { CivilCalendar.floorMod(dayNumber + 1, 7) }

    /// The day of the week as a ``Weekday``.
    public var weekday: Weekday { Weekday(rawValue: dayOfWeek)! }

    /// Weeks since the reference week that starts on Sunday 2000-12-31 (week 0).
    public var weekNumber: Int { CivilCalendar.floorDiv(dayNumber + 1, 7) }

    /// The day of the year, 1...366.
    public var dayOfYear: Int { dayNumber - CivilCalendar.dayNumber(year: year, month: 1, day: 1) + 1 }

    /// The hour of the day, 0...24 (24 only for a 24:00 finish).
    public var hour: Int { Int(timeOfDay / 3_600) }

    /// The minute of the hour, 0...59.
    public var minute: Int { Int(timeOfDay / 60) % 60 }

    /// The second of the minute, with its fraction.
    public var second: Double { timeOfDay - Double(Int(timeOfDay / 60)) * 60 }

    /// Whether the time of day is 24:00, the end of ``dayNumber``.
    public var isEndOfDay: Bool { timeOfDay == Time.secondsPerDay }

    /// The number of days in this time's month.
    public var daysInMonth: Int {
        let (year, month, _) = dateComponents
        return CivilCalendar.daysInMonth(year: year, month: month)
    }
}
