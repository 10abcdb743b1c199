extension Time {
    /// Adds an amount of a time unit.
    ///
    /// Fixed-length units add exact seconds. Calendar units (months and longer)
    /// add whole months through the calendar, clamping the day to the target
    /// month's last day (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year) and
    /// keeping the time of day; a fractional part is then added as that fraction
    /// of the following month's length.
    /// - Parameters:
    ///   - value: The amount, negative to go back.
    ///   - unit: Its unit.
    /// - Returns: The shifted time.
    public func adding(_ value: Double, in unit: TimeUnit) -> Time {
        if let seconds = unit.fixedSeconds {
            return adding(seconds: value * seconds)
        }
        let months = value * Double(unit.calendarMonths!)
        let whole = months.rounded(.towardZero)
        var result = adding(months: Int(whole))
        let fraction = months - whole
        if fraction != 0 {
            let next = result.adding(months: fraction > 0 ? 1 : -1)
            result = result.adding(seconds: abs(fraction) * (next.absoluteSeconds - result.absoluteSeconds))
        }
        return result
    }

    /// Adds exact seconds. The result never carries 24:00 (see ``init(absoluteSeconds:)``)
    /// unless nothing is added.
    public func adding(seconds: Double) -> Time {
        seconds == 0 ? self : Time(absoluteSeconds: absoluteSeconds + seconds)
    }

    /// Adds whole days, keeping the time of day (24:00 stays 24:00).
    public func adding(days: Int) -> Time {
        Time(dayNumber: dayNumber + days, timeOfDay: timeOfDay)
    }

    /// Adds whole weeks, keeping the time of day.
    public func adding(weeks: Int) -> Time {
        adding(days: 7 * weeks)
    }

    /// Adds calendar months, clamping the day to the target month's last day
    /// and keeping the time of day.
    ///
    /// `2024-01-31 + 1 month = 2024-02-29`; `2023-01-31 + 1 month = 2023-02-28`.
    public func adding(months: Int) -> Time {
        let (year, month, day) = dateComponents
        let monthIndex = year * 12 + (month - 1) + months
        let newYear = CivilCalendar.floorDiv(monthIndex, 12)
        let newMonth = CivilCalendar.floorMod(monthIndex, 12) + 1
        let newDay = min(day, CivilCalendar.daysInMonth(year: newYear, month: newMonth))
        return Time(dayNumber: CivilCalendar.dayNumber(year: newYear, month: newMonth, day: newDay), timeOfDay: timeOfDay)
    }

    /// Adds calendar years (Feb 29 + 1 year = Feb 28).
    public func adding(years: Int) -> Time {
        adding(months: 12 * years)
    }

    /// Seconds from `other` to this time (positive when this is later).
    public func seconds(since other: Time) -> Double {
        absoluteSeconds - other.absoluteSeconds
    }

    /// 00:00 of this time's own day (also for a 24:00 time).
    public var dayStart: Time { Time(dayNumber: dayNumber) }

    /// 24:00 of this time's own day: the end of the day as a finish.
    public var dayFinish: Time { Time(dayNumber: dayNumber, timeOfDay: Time.secondsPerDay) }

    /// 00:00 of the day that starts the week containing this time.
    /// - Parameter firstDay: The first day of the week (Sunday by default).
    public func weekStart(on firstDay: Weekday = .sunday) -> Time {
        let back = CivilCalendar.floorMod(dayOfWeek - firstDay.rawValue, 7)
        return Time(dayNumber: dayNumber - back)
    }

    /// The end of the week containing this time: 24:00 of its last day.
    /// - Parameter firstDay: The first day of the week (Sunday by default).
    public func weekFinish(on firstDay: Weekday = .sunday) -> Time {
        Time(dayNumber: weekStart(on: firstDay).dayNumber + 6, timeOfDay: Time.secondsPerDay)
    }

    /// 00:00 of the first day of this time's month.
    public var monthStart: Time {
        let (year, month, _) = dateComponents
        return Time(dayNumber: CivilCalendar.dayNumber(year: year, month: month, day: 1))
    }

    /// 24:00 of the last day of this time's month.
    public var monthFinish: Time {
        let (year, month, _) = dateComponents
        let last = CivilCalendar.dayNumber(year: year, month: month, day: CivilCalendar.daysInMonth(year: year, month: month))
        return Time(dayNumber: last, timeOfDay: Time.secondsPerDay)
    }

    /// 00:00 of the first day of this time's quarter (January, April, July, October).
    public var quarterStart: Time {
        let (year, month, _) = dateComponents
        return Time(dayNumber: CivilCalendar.dayNumber(year: year, month: (month - 1) / 3 * 3 + 1, day: 1))
    }

    /// 00:00 of January 1 of this time's year.
    public var yearStart: Time {
        Time(dayNumber: CivilCalendar.dayNumber(year: year, month: 1, day: 1))
    }

    /// The same instant written without 24:00 (a 24:00 time becomes the next day's 00:00).
    public var normalized: Time { isEndOfDay ? Time(dayNumber: dayNumber + 1) : self }

    /// The same instant written as 24:00 of the previous day when it is a midnight;
    /// useful to display a finish ("ends Friday 24:00" rather than "Saturday 00:00").
    public var asFinish: Time { timeOfDay == 0 ? Time(dayNumber: dayNumber - 1, timeOfDay: Time.secondsPerDay) : self }
}
