public import TimelineCore

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
