import TimelineCore

/// Expands one RRULE from its DTSTART on the wall clock (seconds since
/// 2001-01-01 00:00), one period (year, month, week, day, hour…) at a time,
/// following RFC 5545's BYxxx table (expand or limit) and, where the RFC is
/// silent, python-dateutil's choices (the values a rule part does not give
/// come from DTSTART).
///
/// A rule without COUNT, or one whose every period holds exactly one
/// instance, starts at the period containing the window: its cost is what
/// the window holds. Other COUNT rules are counted from DTSTART. Every call
/// takes a work budget, so no rule can run away.
struct ICalendarRuleExpander {
    let rule: ICalendarRecurrenceRule
    /// DTSTART, wall-clock seconds.
    let start: Int
    /// UNTIL on the same wall clock (inclusive).
    let untilWall: Int?

    private let startDay: Int
    private let startSecondOfDay: Int
    private let months: [Int]
    private let monthDays: [Int]
    private let weekdays: [ICalendarRecurrenceRule.WeekdayNumber]
    private let hours: [Int]
    private let minutes: [Int]
    private let seconds: [Int]
    private let weekStart: Int          // Monday = 0
    /// Whether every period holds exactly one instance (no BYxxx part, no skipped month day).
    let isSimple: Bool

    /// Creates an expander.
    /// - Parameters:
    ///   - rule: The rule.
    ///   - start: DTSTART as wall-clock seconds.
    ///   - untilWall: UNTIL read on the same wall clock.
    init(rule: ICalendarRecurrenceRule, start: Int, untilWall: Int?) {
        self.rule = rule
        self.start = start
        self.untilWall = untilWall
        startDay = CivilCalendar.floorDiv(start, 86_400)
        startSecondOfDay = start - startDay * 86_400
        let (_, startMonth, startDom) = CivilCalendar.date(dayNumber: startDay)
        var months = rule.byMonth, monthDays = rule.byMonthDay, weekdays = rule.byDay
        if rule.byWeekNumber.isEmpty && rule.byYearDay.isEmpty && rule.byMonthDay.isEmpty && rule.byDay.isEmpty {
            switch rule.frequency {
            case .yearly:
                if months.isEmpty { months = [startMonth] }
                monthDays = [startDom]
            case .monthly: monthDays = [startDom]
            case .weekly:
                let weekday = CivilCalendar.floorMod(startDay + 1, 7)      // Sunday = 0
                weekdays = [.init(Weekday(rawValue: weekday) ?? .monday)]
            default: break
            }
        }
        self.months = Array(Set(months)).sorted()
        self.monthDays = monthDays
        self.weekdays = weekdays
        let frequency = rule.frequency
        hours = Array(Set(rule.byHour.isEmpty ? [startSecondOfDay / 3_600] : rule.byHour)).sorted()
        minutes = Array(Set(rule.byMinute.isEmpty ? [startSecondOfDay / 60 % 60] : rule.byMinute)).sorted()
        seconds = Array(Set(rule.bySecond.isEmpty ? [startSecondOfDay % 60] : rule.bySecond.map { min($0, 59) })).sorted()
        weekStart = CivilCalendar.floorMod(rule.weekStart.rawValue - 1, 7)
        let noParts = rule.bySecond.isEmpty && rule.byMinute.isEmpty && rule.byHour.isEmpty && rule.byDay.isEmpty && rule.byMonthDay.isEmpty
            && rule.byYearDay.isEmpty && rule.byWeekNumber.isEmpty && rule.byMonth.isEmpty && rule.bySetPosition.isEmpty
        switch frequency {
        case .monthly: isSimple = noParts && startDom <= 28
        case .yearly: isSimple = noParts && !(startMonth == 2 && startDom == 29)
        default: isSimple = noParts
        }
    }

    /// Whether the expansion may start at the window instead of DTSTART.
    var canJump: Bool { rule.count == nil || isSimple }

    /// The outcome of an expansion.
    struct Expansion {
        /// The instances in `[from, through]`, ascending, as wall-clock seconds.
        var instances: [Int] = []
        /// Whether the work budget ran out before the window was covered.
        var isExhausted = false
    }

    /// The instances in `[from, through]` (wall-clock seconds, both inclusive).
    /// - Parameters:
    ///   - from: The first wall-clock second of interest.
    ///   - through: The last wall-clock second of interest.
    ///   - budget: Work units left (periods, days and candidates looked at); decremented.
    /// - Complexity: O(periods in the window × candidates per period) for rules that can jump;
    ///   else O(periods from DTSTART to the window), both bounded by `budget`.
    func instances(from: Int, through: Int, budget: inout Int) -> Expansion {
        var result = Expansion()
        guard from <= through else { return result }
        let frequency = rule.frequency
        let interval = rule.interval
        let p0 = periodNumber(start)
        var k = 0
        if canJump && from > start {
            k = max(0, CivilCalendar.floorDiv(periodNumber(from) - p0, interval))
        }
        let kLimit = (isSimple ? rule.count.map { $0 - 1 } : nil) ?? Int.max
        var counted = 0
        let countLimit = isSimple ? Int.max : (rule.count ?? Int.max)
        let endWall = min(through, untilWall ?? Int.max)
        var candidates: [Int] = []
        while k <= kLimit {
            budget -= 1
            if budget <= 0 { result.isExhausted = true; return result }
            let (product, overflow) = k.multipliedReportingOverflow(by: interval)
            guard !overflow else { return result }
            let p = p0 + product
            guard let periodStart = periodStartWall(p), periodStart <= endWall else { return result }
            candidates.removeAll(keepingCapacity: true)
            collect(period: p, frequency: frequency, into: &candidates, budget: &budget)
            if budget <= 0 { result.isExhausted = true; return result }
            if !rule.bySetPosition.isEmpty && !candidates.isEmpty {
                let n = candidates.count
                var picked: [Int] = []
                for position in rule.bySetPosition {
                    let index = position > 0 ? position - 1 : n + position
                    if index >= 0 && index < n { picked.append(candidates[index]) }
                }
                candidates = Array(Set(picked)).sorted()
            }
            for candidate in candidates where candidate >= start {
                if candidate > endWall { return result }
                counted += 1
                if counted > countLimit { return result }
                if candidate >= from { result.instances.append(candidate) }
            }
            k += 1
        }
        return result
    }

    // MARK: Periods

    private func periodNumber(_ wall: Int) -> Int {
        let day = CivilCalendar.floorDiv(wall, 86_400)
        switch rule.frequency {
        case .yearly: return CivilCalendar.date(dayNumber: day).year
        case .monthly:
            let (year, month, _) = CivilCalendar.date(dayNumber: day)
            return year * 12 + month - 1
        case .weekly: return CivilCalendar.floorDiv(day - weekStart, 7)
        case .daily: return day
        case .hourly: return CivilCalendar.floorDiv(wall, 3_600)
        case .minutely: return CivilCalendar.floorDiv(wall, 60)
        case .secondly: return wall
        }
    }

    /// The first wall-clock second of period `p`, `nil` past the year 9999.
    private func periodStartWall(_ p: Int) -> Int? {
        let wall: Int
        switch rule.frequency {
        case .yearly:
            guard p <= 9_999 else { return nil }
            wall = CivilCalendar.dayNumber(year: p, month: 1, day: 1) * 86_400
        case .monthly:
            guard p < 10_000 * 12 else { return nil }
            wall = CivilCalendar.dayNumber(year: CivilCalendar.floorDiv(p, 12), month: CivilCalendar.floorMod(p, 12) + 1, day: 1) * 86_400
        case .weekly: wall = (p * 7 + weekStart) * 86_400
        case .daily: wall = p * 86_400
        case .hourly: wall = p * 3_600
        case .minutely: wall = p * 60
        case .secondly: wall = p
        }
        return wall > (CivilCalendar.lastSupportedDay + 1) * 86_400 ? nil : wall
    }

    /// The sorted candidates of period `p` (before BYSETPOS).
    private func collect(period p: Int, frequency: ICalendarRecurrenceRule.Frequency, into candidates: inout [Int], budget: inout Int) {
        var days: [Int] = []
        var fixedHour: Int?, fixedMinute: Int?, fixedSecond: Int?
        switch frequency {
        case .yearly:
            if rule.byWeekNumber.isEmpty && !months.isEmpty {
                for month in months {
                    let first = CivilCalendar.dayNumber(year: p, month: month, day: 1)
                    days.append(contentsOf: first..<(first + CivilCalendar.daysInMonth(year: p, month: month)))
                }
            } else {
                let first = CivilCalendar.dayNumber(year: p, month: 1, day: 1)
                days.append(contentsOf: first..<(first + CivilCalendar.daysInYear(p)))
            }
        case .monthly:
            let year = CivilCalendar.floorDiv(p, 12), month = CivilCalendar.floorMod(p, 12) + 1
            if !months.isEmpty && !months.contains(month) { return }
            let first = CivilCalendar.dayNumber(year: year, month: month, day: 1)
            days.append(contentsOf: first..<(first + CivilCalendar.daysInMonth(year: year, month: month)))
        case .weekly:
            let first = p * 7 + weekStart
            days.append(contentsOf: first..<(first + 7))
        case .daily: days = [p]
        case .hourly:
            days = [CivilCalendar.floorDiv(p, 24)]
            fixedHour = CivilCalendar.floorMod(p, 24)
        case .minutely:
            days = [CivilCalendar.floorDiv(p, 1_440)]
            fixedHour = CivilCalendar.floorMod(p, 1_440) / 60
            fixedMinute = CivilCalendar.floorMod(p, 60)
        case .secondly:
            days = [CivilCalendar.floorDiv(p, 86_400)]
            let second = CivilCalendar.floorMod(p, 86_400)
            fixedHour = second / 3_600
            fixedMinute = second / 60 % 60
            fixedSecond = second % 60
        }
        // The times of day.
        var hours = self.hours, minutes = self.minutes, seconds = self.seconds
        if let fixedHour {
            if !rule.byHour.isEmpty && !rule.byHour.contains(fixedHour) { return }
            hours = [fixedHour]
        }
        if let fixedMinute {
            if !rule.byMinute.isEmpty && !rule.byMinute.contains(fixedMinute) { return }
            minutes = [fixedMinute]
        }
        if let fixedSecond {
            if !rule.bySecond.isEmpty && !rule.bySecond.contains(min(fixedSecond, 59)) && !rule.bySecond.contains(60) { return }
            seconds = [fixedSecond]
        }
        let timesCount = hours.count * minutes.count * seconds.count
        budget -= days.count
        for day in days where matches(day: day, frequency: frequency) {
            budget -= timesCount
            if budget <= 0 { return }
            let base = day * 86_400
            for hour in hours {
                for minute in minutes {
                    for second in seconds { candidates.append(base + hour * 3_600 + minute * 60 + second) }
                }
            }
        }
    }

    /// Whether `day` passes the day-level rule parts.
    private func matches(day: Int, frequency: ICalendarRecurrenceRule.Frequency) -> Bool {
        let (year, month, dom) = CivilCalendar.date(dayNumber: day)
        if !months.isEmpty && !months.contains(month) { return false }
        if !rule.byWeekNumber.isEmpty && !matchesWeekNumber(day: day, year: year) { return false }
        if !rule.byYearDay.isEmpty {
            let doy = day - CivilCalendar.dayNumber(year: year, month: 1, day: 1) + 1
            let fromEnd = doy - CivilCalendar.daysInYear(year) - 1
            if !rule.byYearDay.contains(doy) && !rule.byYearDay.contains(fromEnd) { return false }
        }
        if !monthDays.isEmpty {
            let fromEnd = dom - CivilCalendar.daysInMonth(year: year, month: month) - 1
            if !monthDays.contains(dom) && !monthDays.contains(fromEnd) { return false }
        }
        if !weekdays.isEmpty {
            let weekday = CivilCalendar.floorMod(day + 1, 7)                 // Sunday = 0
            var matched = false
            for entry in weekdays where entry.weekday.rawValue == weekday {
                guard let ordinal = entry.ordinal, frequency == .monthly || frequency == .yearly else { matched = true; break }
                let inMonth = frequency == .monthly || !rule.byMonth.isEmpty
                let position: Int, length: Int
                if inMonth {
                    position = dom
                    length = CivilCalendar.daysInMonth(year: year, month: month)
                } else {
                    position = day - CivilCalendar.dayNumber(year: year, month: 1, day: 1) + 1
                    length = CivilCalendar.daysInYear(year)
                }
                let fromStart = (position - 1) / 7 + 1
                let fromEnd = -((length - position) / 7 + 1)
                if ordinal == fromStart || ordinal == fromEnd { matched = true; break }
            }
            if !matched { return false }
        }
        return true
    }

    /// The first day of week 1 of `year` (the first week, starting on WKST, with 4 or more days in the year).
    private func firstWeekStart(_ year: Int) -> Int {
        let january1 = CivilCalendar.dayNumber(year: year, month: 1, day: 1)
        let weekStartDay = january1 - CivilCalendar.floorMod(january1 - weekStart, 7)
        return january1 - weekStartDay <= 3 ? weekStartDay : weekStartDay + 7
    }

    private func matchesWeekNumber(day: Int, year: Int) -> Bool {
        var weekYear = year
        var week1 = firstWeekStart(year)
        if day < week1 {
            weekYear -= 1
            week1 = firstWeekStart(weekYear)
        } else {
            let next = firstWeekStart(year + 1)
            if day >= next {
                weekYear += 1
                week1 = next
            }
        }
        let total = (firstWeekStart(weekYear + 1) - week1) / 7
        let number = (day - week1) / 7 + 1
        return rule.byWeekNumber.contains(number) || rule.byWeekNumber.contains(number - total - 1)
    }
}
