import TimelineCore

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
