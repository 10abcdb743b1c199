/// Splits a timeline into intervals (days, weeks, working times…) for chart
/// headers and highlighters.
///
/// Every interval is half-open, `[start, finish)`. A selector returns the
/// intervals that intersect a range, in order: the interval that contains the
/// range's start is included (a days selector asked for a range starting on
/// Tuesday 10:00 returns Tuesday 00:00–Wednesday 00:00 first), and an interval
/// that starts exactly at the range's finish is not.
public protocol TimeIntervalSelector: Sendable {
    /// The intervals that intersect `range`, in order.
    /// - Parameter range: The half-open range to cover, e.g. the visible timeline.
    /// - Returns: The intervals, each half-open, sorted by start.
    func intervals(in range: TimeRange) -> [TimeRange]
}

/// A selector of consecutive, gap-free periods defined by two primitives, in the
/// style of d3-time: ``floor(_:)`` rounds a time down to the start of its period
/// and ``offset(_:by:)`` moves a period start by whole periods. Everything else,
/// including ``TimeIntervalSelector/intervals(in:)``, is derived.
public protocol PeriodicTimeIntervalSelector: TimeIntervalSelector {
    /// The start of the period that contains `time`.
    /// - Parameter time: Any time.
    /// - Returns: The latest period start that is not after `time`.
    func floor(_ time: Time) -> Time

    /// The start of the period `steps` periods after the one starting at `periodStart`.
    /// - Parameters:
    ///   - periodStart: A period start, as returned by ``floor(_:)``.
    ///   - steps: How many periods to move; negative to go back.
    /// - Returns: The start of the target period.
    func offset(_ periodStart: Time, by steps: Int) -> Time
}

extension PeriodicTimeIntervalSelector {
    /// The consecutive periods that intersect `range`, starting with the period
    /// that contains `range.start` (also for a momentary range).
    /// - Parameter range: The half-open range to cover.
    /// - Returns: The periods in order.
    /// - Complexity: O(p), p = the number of periods returned.
    public func periodicIntervals(in range: TimeRange) -> [TimeRange] {
        let first = floor(range.start)
        var result: [TimeRange] = []
        var current = first
        var index = 0
        repeat {
            index += 1
            // Offsets are taken from the first period start so that rounding errors of
            // sub-second periods never accumulate.
            let next = offset(first, by: index)
            guard next > current else { break }
            result.append(TimeRange(current..<next))
            current = next
        } while current < range.finish
        return result
    }

    /// The consecutive periods that intersect `range` (see ``periodicIntervals(in:)``).
    /// - Parameter range: The half-open range to cover.
    /// - Returns: The periods in order.
    /// - Complexity: O(p), p = the number of periods returned.
    public func intervals(in range: TimeRange) -> [TimeRange] {
        periodicIntervals(in: range)
    }

    /// The start of the period after the one that contains `time`, or `time` itself
    /// when it is a period start.
    /// - Parameter time: Any time.
    /// - Returns: The earliest period start that is not before `time`.
    public func ceiling(_ time: Time) -> Time {
        let start = floor(time)
        return start == time ? start : offset(start, by: 1)
    }

    /// The period that contains `time`.
    /// - Parameter time: Any time.
    /// - Returns: The half-open period `[floor(time), next start)`.
    public func interval(containing time: Time) -> TimeRange {
        let start = floor(time)
        return TimeRange(start..<offset(start, by: 1))
    }
}

extension TimeRange {
    /// Whether this interval belongs to a selection of `range`: it shares time with
    /// it, or a momentary `range` lies in it, or it is momentary and lies in `range`.
    func intersectsSelection(_ range: TimeRange) -> Bool {
        if isMomentary {
            return range.isMomentary ? start == range.start : range.contains(start)
        }
        return finish > range.start && (start < range.finish || (range.isMomentary && start <= range.start))
    }
}
