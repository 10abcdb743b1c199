public import TimelineCore

/// Why an MSPDI calendar could not become a ``Schedule``.
public enum MSProjectCalendarError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No calendar has this UID.
    case unknownCalendar(uid: Int)
    /// The base calendars of `uid` lead back to it.
    case baseCalendarCycle(uid: Int)
    /// The resolved calendar is not a valid schedule (e.g. no working time at all).
    case invalidSchedule(uid: Int, ScheduleError)

    public var description: String {
        switch self {
        case .unknownCalendar(let uid): "no calendar has UID \(uid)"
        case .baseCalendarCycle(let uid): "the base calendars of calendar UID \(uid) form a cycle"
        case let .invalidSchedule(uid, error): "calendar UID \(uid) is not a valid schedule: \(error)"
        }
    }
}

extension MSProjectDocument {
    /// The working-time schedule of a calendar, with its base calendars resolved.
    ///
    /// The hours of a day come from, in this order of precedence:
    /// 1. the calendar's own exceptions (recurring ones expanded: daily,
    ///    weekly, monthly and yearly, by day or by position; types 7 and 8 are
    ///    skipped, and the reader warns about them);
    /// 2. its own work weeks, for the weekdays they define;
    /// 3. the base calendar's exceptions and work weeks (recursively);
    /// 4. the weekday definitions: the calendar's own, else the base
    ///    calendar's, else Microsoft Project's default (Monday–Friday
    ///    08:00–12:00 and 13:00–17:00).
    ///
    /// An exception day without working times is nonworking; with working
    /// times it replaces that day's hours (one ``ScheduleException`` per day,
    /// consecutive nonworking days merged into one).
    /// - Parameter uid: The calendar's UID.
    /// - Returns: The schedule.
    /// - Throws: ``MSProjectCalendarError``.
    /// - Complexity: O(d log d), d = the days the exceptions and work weeks cover.
    public func schedule(forCalendarUID uid: Int) throws(MSProjectCalendarError) -> Schedule {
        let resolved = try resolve(uid: uid, visiting: [])
        return try resolved.schedule(uid: uid)
    }

    /// The project calendar's schedule (``calendarUID``); Microsoft Project's
    /// default standard calendar when the document names none and has no calendars.
    /// - Throws: ``MSProjectCalendarError`` when the named calendar is missing or invalid.
    public func projectSchedule() throws(MSProjectCalendarError) -> Schedule {
        if let calendarUID { return try schedule(forCalendarUID: calendarUID) }
        if let first = calendars.first(where: \.isBaseCalendar) ?? calendars.first {
            return try schedule(forCalendarUID: first.uid)
        }
        return try ResolvedCalendar(weekly: ResolvedCalendar.defaultWeek, overrides: [:]).schedule(uid: -1)
    }

    private func resolve(uid: Int, visiting: Set<Int>) throws(MSProjectCalendarError) -> ResolvedCalendar {
        guard let calendar = calendar(uid: uid) else { throw .unknownCalendar(uid: uid) }
        guard !visiting.contains(uid) else { throw .baseCalendarCycle(uid: uid) }
        var resolved: ResolvedCalendar
        if let baseUID = calendar.baseCalendarUID {
            resolved = try resolve(uid: baseUID, visiting: visiting.union([uid]))
        } else {
            resolved = ResolvedCalendar(weekly: ResolvedCalendar.defaultWeek, overrides: [:])
        }
        for day in calendar.weekDays {
            resolved.weekly[day.weekday.rawValue] = day.effectiveWorkingTimes
        }
        for week in calendar.workWeeks {
            var hours: [[DayRange]?] = Array(repeating: nil, count: 7)
            for day in week.weekDays { hours[day.weekday.rawValue] = day.effectiveWorkingTimes }
            let (first, last) = MSProjectRecurrence.dayBounds(from: week.from, to: week.to)
            guard last >= first else { continue }
            for dayNumber in first...min(last, first + MSProjectRecurrence.maximumDays) {
                if let dayHours = hours[Time(dayNumber: dayNumber).weekday.rawValue] {
                    resolved.overrides[dayNumber] = dayHours
                }
            }
        }
        for exception in calendar.exceptions {
            let hours = exception.isWorking
                ? (exception.workingTimes.isEmpty ? MSProjectWeekDay.defaultWorkingTimes : exception.workingTimes)
                : []
            for dayNumber in MSProjectRecurrence.days(of: exception) {
                resolved.overrides[dayNumber] = hours
            }
        }
        return resolved
    }
}

/// A calendar with its base calendars folded in: the weekly hours, and the
/// days whose hours differ (from exceptions and work weeks).
private struct ResolvedCalendar {
    static let defaultWeek: [[DayRange]] = (0..<7).map { $0 == 0 || $0 == 6 ? [] : MSProjectWeekDay.defaultWorkingTimes }

    var weekly: [[DayRange]]
    var overrides: [Int: [DayRange]]

    func schedule(uid: Int) throws(MSProjectCalendarError) -> Schedule {
        var pattern: [Weekday: [DayRange]] = [:]
        for weekday in Weekday.allCases where !weekly[weekday.rawValue].isEmpty {
            pattern[weekday] = weekly[weekday.rawValue]
        }
        var exceptions: [ScheduleException] = []
        var nonworkingRun: (first: Int, last: Int)?
        func flush() {
            if let run = nonworkingRun {
                exceptions.append(ScheduleException(nonworking: TimeRange(Time(dayNumber: run.first)..<Time(dayNumber: run.last + 1))))
                nonworkingRun = nil
            }
        }
        do {
            for dayNumber in overrides.keys.sorted() {
                let hours = overrides[dayNumber]!
                let day = Time(dayNumber: dayNumber)
                if hours == weekly[day.weekday.rawValue] {
                    continue
                }
                if hours.isEmpty {
                    if let run = nonworkingRun, run.last + 1 == dayNumber {
                        nonworkingRun = (run.first, dayNumber)
                    } else {
                        flush()
                        nonworkingRun = (dayNumber, dayNumber)
                    }
                    continue
                }
                flush()
                let intervals = hours.map {
                    TimeRange(Time(dayNumber: dayNumber, timeOfDay: $0.from)..<Time(dayNumber: dayNumber, timeOfDay: $0.to))
                }
                exceptions.append(try ScheduleException(range: TimeRange(day..<Time(dayNumber: dayNumber + 1)), workingIntervals: intervals))
            }
            flush()
            return try Schedule(workingIntervals: pattern, exceptions: exceptions)
        } catch {
            throw .invalidSchedule(uid: uid, error)
        }
    }
}

/// Expands calendar exceptions (and their recurrences) into day numbers.
enum MSProjectRecurrence {
    /// The most days one exception or work week expands to (about 275 years).
    static let maximumDays = 100_000

    /// The first and last day (both included) of an MSPDI `<TimePeriod>`:
    /// a `<ToDate>` at 00:00 of a later day ends the day before.
    static func dayBounds(from: Time, to: Time) -> (first: Int, last: Int) {
        let last = to.timeOfDay == 0 && to.dayNumber > from.dayNumber ? to.dayNumber - 1 : to.dayNumber
        return (from.dayNumber, last)
    }

    /// The days an exception covers, in increasing order.
    static func days(of exception: MSProjectCalendarException) -> [Int] {
        let (first, last) = dayBounds(from: exception.from, to: exception.to)
        guard let recurrence = exception.recurrence, recurrence.type != .none else {
            return last >= first ? Array(first...min(last, first + maximumDays)) : []
        }
        let limitByCount = recurrence.enteredByOccurrences && (recurrence.occurrences ?? 0) > 0
        let count = limitByCount ? recurrence.occurrences! : Int.max
        let lastDay = limitByCount ? first + maximumDays : min(last, first + maximumDays)
        guard lastDay >= first else { return [] }
        let period = max(recurrence.period, 1)
        var days: [Int] = []
        func accept(_ day: Int) -> Bool {
            // Returns false when the recurrence is done.
            guard day <= lastDay, days.count < count else { return false }
            if day >= first { days.append(day) }
            return true
        }
        let start = Time(dayNumber: first)
        switch recurrence.type {
        case .daily, .none:
            var day = first
            while accept(day) { day += period }
        case .weekly:
            let mask = recurrence.daysOfWeek ?? (1 << start.weekday.rawValue)
            guard mask & 0x7F != 0 else { return [] }
            var weekStart = first - start.weekday.rawValue
            outer: while weekStart <= lastDay {
                for offset in 0..<7 where mask & (1 << offset) != 0 {
                    let day = weekStart + offset
                    if day < first { continue }
                    if !accept(day) { break outer }
                }
                weekStart += 7 * period
            }
        case .monthlyByDayOfMonth, .monthlyByPosition, .yearlyByDayOfMonth, .yearlyByPosition:
            let yearly = recurrence.type == .yearlyByDayOfMonth || recurrence.type == .yearlyByPosition
            let stepMonths = yearly ? 12 * period : period
            var year = start.year
            var month = yearly ? (recurrence.month ?? (start.month - 1)) + 1 : start.month
            guard (1...12).contains(month) else { return [] }
            while true {
                let monthStart = Time(year: year, month: month, day: 1)
                if monthStart.dayNumber > lastDay || days.count >= count { break }
                let day: Int?
                if recurrence.type == .monthlyByDayOfMonth || recurrence.type == .yearlyByDayOfMonth {
                    let monthDay = min(max(recurrence.monthDay ?? start.day, 1), monthStart.daysInMonth)
                    day = monthStart.dayNumber + monthDay - 1
                } else {
                    day = positionalDay(in: monthStart, item: recurrence.monthItem ?? 0, position: recurrence.monthPosition ?? 0)
                }
                if let day, !accept(day) { break }
                month += stepMonths
                while month > 12 {
                    month -= 12
                    year += 1
                }
            }
        case .byDayCount, .byWeekdayCount:
            return []
        }
        return days
    }

    /// The day of `monthStart`'s month at `position` (0 first … 3 fourth,
    /// 4 last) among the days of kind `item` (0 day, 1 weekday, 2 weekend
    /// day, 3 Sunday … 9 Saturday).
    static func positionalDay(in monthStart: Time, item: Int, position: Int) -> Int? {
        let matching = (0..<monthStart.daysInMonth).map { monthStart.dayNumber + $0 }.filter { dayNumber in
            let weekday = Time(dayNumber: dayNumber).weekday
            switch item {
            case 0: return true
            case 1: return !weekday.isWeekend
            case 2: return weekday.isWeekend
            case 3...9: return weekday.rawValue == item - 3
            default: return false
            }
        }
        guard !matching.isEmpty else { return nil }
        if position >= 4 { return matching.last }
        return position < matching.count ? matching[max(position, 0)] : nil
    }
}
