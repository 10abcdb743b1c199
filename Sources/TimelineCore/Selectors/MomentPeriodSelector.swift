/// Selects given moments: either each moment as a momentary range (for marker
/// lines), or, when ``isSeparating``, the intervals between consecutive moments
/// (for irregular headers such as project phases or sprints).
///
/// ```swift
/// let sprints = MomentPeriodSelector([start1, start2, start3, end], separating: true)
/// ```
public struct MomentPeriodSelector: TimeIntervalSelector {
    /// The moments, sorted and without duplicates.
    public let moments: [Time]
    /// Whether the selector returns the intervals between consecutive moments
    /// rather than the moments themselves.
    public let isSeparating: Bool

    /// Creates a selector of moments.
    /// - Parameters:
    ///   - moments: The moments, in any order; duplicates are ignored.
    ///   - separating: `true` to select the intervals `[m₀, m₁), [m₁, m₂)…` between
    ///     consecutive moments; `false` to select momentary ranges at the moments.
    /// - Complexity: O(n log n), n = the number of moments.
    public init(_ moments: [Time], separating: Bool = false) {
        var sorted = moments.sorted()
        var unique: [Time] = []
        unique.reserveCapacity(sorted.count)
        for moment in sorted where unique.last != moment {
            unique.append(moment)
        }
        sorted = unique
        self.moments = sorted
        isSeparating = separating
    }

    /// The index of the first moment that is not before `time`.
    private func lowerBound(_ time: Time) -> Int {
        var low = 0, high = moments.count
        while low < high {
            let mid = (low + high) / 2
            if moments[mid] < time { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The momentary ranges at the moments inside `range` (`start <= m < finish`, or
    /// `m == start` for a momentary range), or, when separating, the intervals
    /// between consecutive moments that intersect `range`.
    /// - Parameter range: The half-open range to cover.
    /// - Returns: The ranges in order.
    /// - Complexity: O(log n + k), n = the number of moments, k = the number returned.
    public func intervals(in range: TimeRange) -> [TimeRange] {
        if isSeparating {
            guard moments.count >= 2 else { return [] }
            // The interval containing range.start starts at the last moment <= start.
            var index = lowerBound(range.start)
            if index == moments.count || moments[index] > range.start { index -= 1 }
            index = max(index, 0)
            var result: [TimeRange] = []
            while index + 1 < moments.count {
                let interval = TimeRange(moments[index]..<moments[index + 1])
                if interval.start >= range.finish && !(range.isMomentary && interval.start == range.start) { break }
                if interval.intersectsSelection(range) { result.append(interval) }
                index += 1
            }
            return result
        }
        var result: [TimeRange] = []
        var index = lowerBound(range.start)
        while index < moments.count, moments[index] < range.finish || (range.isMomentary && moments[index] == range.start) {
            result.append(TimeRange(at: moments[index]))
            index += 1
        }
        return result
    }
}
