import TimelineCore

/// The days a Mermaid gantt excludes (`excludes weekends, friday, 2025-12-25`)
/// and how they stretch tasks, as Mermaid computes it.
///
/// Mermaid walks the days after a task's start, one day at a time at the
/// start's time of day, while they are not after the end; each excluded day
/// pushes the end one day later. The bar is drawn to the end reached before
/// the last run of excluded days, and tasks `after` it start at the pushed
/// end: a 5-day task from Monday 00:00 with weekends excluded is drawn to
/// Saturday 00:00 and its successors start on Monday. End dates written as
/// `YYYY-MM-DD` are kept as written.
struct MermaidExcludes: Sendable, Hashable {
    /// Excluded weekdays.
    var weekdays: Set<Weekday> = []
    /// Excluded days (day numbers), sorted, without those on excluded weekdays.
    var days: [Int] = []

    var isEmpty: Bool { weekdays.isEmpty && days.isEmpty }

    func isExcluded(day: Int) -> Bool {
        weekdays.contains(Time(dayNumber: day).weekday) || binarySearch(day) != nil
    }

    private func binarySearch(_ day: Int) -> Int? {
        var low = 0, high = days.count
        while low < high {
            let mid = (low + high) / 2
            if days[mid] < day { low = mid + 1 } else { high = mid }
        }
        return low < days.count && days[low] == day ? low : nil
    }

    /// How many of `days` lie in `first...last`.
    private func datesIn(_ first: Int, _ last: Int) -> Int {
        func lowerBound(_ day: Int) -> Int {
            var low = 0, high = days.count
            while low < high {
                let mid = (low + high) / 2
                if days[mid] < day { low = mid + 1 } else { high = mid }
            }
            return low
        }
        return last < first ? 0 : lowerBound(last + 1) - lowerBound(first)
    }

    /// Working (not excluded) days among `first...last`.
    /// - Complexity: O(log e).
    func validDays(_ first: Int, _ last: Int) -> Int {
        guard last >= first else { return 0 }
        let count = last - first + 1
        var excludedByWeekday = (count / 7) * weekdays.count
        for offset in 0..<(count % 7) where weekdays.contains(Time(dayNumber: last - offset).weekday) {
            excludedByWeekday += 1
        }
        return count - excludedByWeekday - datesIn(first, last)
    }

    /// The end and the drawn end of a task from `start` lasting `duration`
    /// seconds (Mermaid's day walk, computed by counting).
    /// - Returns: `nil` when every weekday is excluded and the walk would never end.
    /// - Complexity: O(log e · log d).
    func stretch(start: Time, duration: Double) -> (end: Time, drawnEnd: Time)? {
        let end = start.adding(seconds: duration)
        let days = (duration / 86_400).rounded(.down)
        guard !isEmpty, days >= 1 else { return (end, end) }
        guard weekdays.count < 7 else { return nil }
        let wanted = Int(days)
        let first = start.dayNumber + 1
        // The position (days after the start) of the wanted-th working day.
        var last = start.dayNumber + wanted
        while true {
            let have = validDays(first, last)
            if have >= wanted { break }
            last += wanted - have
        }
        let pushed = last - (start.dayNumber + wanted)
        var run = 0
        while last - run - 1 >= first, isExcluded(day: last - run - 1) { run += 1 }
        return (end.adding(days: pushed), end.adding(days: pushed - run))
    }
}
