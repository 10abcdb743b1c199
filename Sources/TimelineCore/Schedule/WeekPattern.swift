/// The weekly working pattern of a schedule, as merged intervals of the week.
///
/// Positions are *week seconds*: seconds since Sunday 2000-12-31 00:00, the start
/// of the reference week, so that every week starts at a multiple of
/// ``weekLength``. `work(upTo:)` is the cumulative working time from that origin;
/// it and its inverses cost O(log k) for k intervals in a week and do not depend
/// on how many weeks lie in between (whole weeks count by multiplication).
struct WeekPattern: Sendable, Hashable {
    static let weekLength = 604_800.0
    /// Shift from `Time.absoluteSeconds` to week seconds (2001-01-01 is a Monday).
    static let originShift = 86_400.0

    let starts: [Double]
    let ends: [Double]
    /// Working seconds in the week before interval `i`.
    let cumulative: [Double]
    /// Working seconds in one week; always positive.
    let weekWork: Double

    /// Builds the pattern; `byWeekday[d]` holds sorted, non-overlapping day ranges of weekday `d`.
    init(byWeekday: [[DayRange]]) {
        var starts: [Double] = []
        var ends: [Double] = []
        for (weekday, ranges) in byWeekday.enumerated() {
            let base = Double(weekday) * Time.secondsPerDay
            for range in ranges {
                let start = base + range.from
                let end = base + range.to
                if let last = ends.last, last == start {
                    ends[ends.count - 1] = end
                } else {
                    starts.append(start)
                    ends.append(end)
                }
            }
        }
        var cumulative: [Double] = []
        var total = 0.0
        for index in starts.indices {
            cumulative.append(total)
            total += ends[index] - starts[index]
        }
        self.starts = starts
        self.ends = ends
        self.cumulative = cumulative
        weekWork = total
    }

    @inline(__always) static func weekSeconds(_ time: Time) -> Double { time.absoluteSeconds + originShift }
    @inline(__always) static func time(_ weekSeconds: Double) -> Time { Time(absoluteSeconds: weekSeconds - originShift) }

    /// Splits a position into its week number and the seconds into that week.
    @inline(__always) private func split(_ s: Double) -> (week: Double, offset: Double) {
        let week = (s / WeekPattern.weekLength).rounded(.down)
        var offset = s - week * WeekPattern.weekLength
        if offset < 0 { offset = 0 }
        return (week, offset)
    }

    /// Index of the last interval whose start is at or before `offset`, or -1.
    @inline(__always) private func lastStart(atOrBefore offset: Double) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }

    /// Working seconds from the origin to `s` (negative before it).
    /// - Complexity: O(log k).
    func work(upTo s: Double) -> Double {
        let (week, offset) = split(s)
        let index = lastStart(atOrBefore: offset)
        var result = week * weekWork
        if index >= 0 {
            result += cumulative[index] + min(offset - starts[index], ends[index] - starts[index])
        }
        return result
    }

    /// The smallest position whose cumulative work reaches `value`: a finish,
    /// at the end of the last working interval needed.
    /// - Complexity: O(log k).
    func smallestReaching(_ value: Double) -> Double {
        var week = (value / weekWork).rounded(.down)
        var remainder = value - week * weekWork
        if remainder <= 0 {
            week -= 1
            remainder += weekWork
        }
        if remainder > weekWork {
            week += 1
            remainder -= weekWork
        }
        let index = firstInterval { cumulative[$0] + (ends[$0] - starts[$0]) >= remainder }
        return week * WeekPattern.weekLength + starts[index] + (remainder - cumulative[index])
    }

    /// The infimum of positions whose cumulative work exceeds `value`: a start,
    /// at the beginning of the next working time.
    /// - Complexity: O(log k).
    func smallestExceeding(_ value: Double) -> Double {
        var week = (value / weekWork).rounded(.down)
        var remainder = value - week * weekWork
        if remainder < 0 {
            week -= 1
            remainder += weekWork
        }
        if remainder >= weekWork {
            week += 1
            remainder -= weekWork
        }
        let index = firstInterval { cumulative[$0] + (ends[$0] - starts[$0]) > remainder }
        return week * WeekPattern.weekLength + starts[index] + (remainder - cumulative[index])
    }

    /// The first interval index satisfying a monotone predicate (the last one if none does).
    @inline(__always) private func firstInterval(where predicate: (Int) -> Bool) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Whether the pattern works at `s`.
    func isWorking(_ s: Double) -> Bool {
        let (_, offset) = split(s)
        let index = lastStart(atOrBefore: offset)
        return index >= 0 && offset < ends[index]
    }

    /// Appends the working intervals that intersect `[from, to)`, clipped, in order.
    /// - Complexity: O(log k + output).
    func intervals(from: Double, to: Double, into result: inout [(Double, Double)]) {
        guard from < to else { return }
        var (week, offset) = split(from)
        var index = max(0, lastStart(atOrBefore: offset))
        while true {
            let base = week * WeekPattern.weekLength
            while index < starts.count {
                let start = base + starts[index]
                if start >= to { return }
                let end = base + ends[index]
                if end > from {
                    let clippedStart = max(start, from)
                    if let last = result.last, last.1 == clippedStart {
                        result[result.count - 1].1 = min(end, to)
                    } else {
                        result.append((clippedStart, min(end, to)))
                    }
                }
                index += 1
            }
            week += 1
            index = 0
            offset = 0
        }
    }
}
