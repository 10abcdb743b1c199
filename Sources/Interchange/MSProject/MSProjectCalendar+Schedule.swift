public import TimelineCore

extension MSProjectCalendar {
    /// A base calendar with the working time of `schedule`, for writing MSPDI.
    ///
    /// The weekly pattern becomes the weekday definitions. Every day whose
    /// hours differ from the pattern, because of an exception or an excluded
    /// interval (also one that covers only part of a day), becomes an
    /// exception with that day's working times; consecutive nonworking days
    /// become one exception. Reading the calendar back with
    /// ``MSProjectDocument/schedule(forCalendarUID:)`` gives the same working time.
    ///
    /// A schedule's exclusion provider describes unbounded rules that MSPDI
    /// cannot hold; its exclusions are exported only for the days of `range`.
    /// - Parameters:
    ///   - uid: The calendar's UID.
    ///   - name: The calendar's name.
    ///   - schedule: The working time.
    ///   - range: Days to export completely (needed for a schedule with an
    ///     exclusion provider); `nil` for the days its exceptions and
    ///     excluded intervals touch.
    /// - Complexity: O(d log n), d = the days examined, n = exceptions.
    public init(uid: Int, name: String? = nil, schedule: Schedule, exportingDaysIn range: TimeRange? = nil) {
        let weekDays = Weekday.allCases.map { weekday in
            let intervals = schedule.workingIntervals(on: weekday)
            return MSProjectWeekDay(weekday: weekday, isWorking: !intervals.isEmpty, workingTimes: intervals)
        }
        var days = Set<Int>()
        func addDays(of span: TimeRange) {
            let last = span.finish.timeOfDay == 0 && span.finish.dayNumber > span.start.dayNumber
                ? span.finish.dayNumber - 1 : span.finish.dayNumber
            guard last >= span.start.dayNumber else { return }
            for day in span.start.dayNumber...min(last, span.start.dayNumber + MSProjectRecurrence.maximumDays) { days.insert(day) }
        }
        schedule.excludedIntervals.forEach(addDays)
        schedule.exceptions.map(\.range).forEach(addDays)
        if let range { addDays(of: range) }

        var exceptions: [MSProjectCalendarException] = []
        var nonworkingRun: (first: Int, last: Int)?
        func flush() {
            guard let run = nonworkingRun else { return }
            exceptions.append(MSProjectCalendarException(from: Time(dayNumber: run.first),
                                                         to: Time(dayNumber: run.last, timeOfDay: 86_340)))
            nonworkingRun = nil
        }
        for day in days.sorted() {
            let dayStart = Time(dayNumber: day)
            let hours = schedule.workingIntervals(in: TimeRange(dayStart..<Time(dayNumber: day + 1))).compactMap { interval in
                try? DayRange(from: interval.start.dayNumber < day ? 0 : interval.start.timeOfDay,
                              to: interval.finish.dayNumber > day ? Time.secondsPerDay : interval.finish.timeOfDay)
            }
            if hours == weekDays[dayStart.weekday.rawValue].workingTimes { continue }
            if hours.isEmpty {
                if let run = nonworkingRun, run.last + 1 == day {
                    nonworkingRun = (run.first, day)
                } else {
                    flush()
                    nonworkingRun = (day, day)
                }
                continue
            }
            flush()
            exceptions.append(MSProjectCalendarException(from: dayStart, to: Time(dayNumber: day, timeOfDay: 86_340),
                                                         isWorking: true, workingTimes: hours))
        }
        flush()
        self.init(uid: uid, name: name, isBaseCalendar: true, weekDays: weekDays, exceptions: exceptions)
    }
}
