/// Cumulative working time of a weekly pattern corrected by exceptions, with
/// O(log n) evaluation and inversion for n exceptions.
///
/// Exceptions are flattened into sorted, non-overlapping segments. Outside
/// every segment the weekly pattern applies; inside segment k only the
/// segment's own working intervals count. `reduction[k]` is how much working
/// time the segments before k removed from the weekly pattern, so
/// `work(upTo:)` is the pattern's work minus one prefix sum, found by binary
/// search — never a walk over days.
final class ExceptionIndex: Sendable {
    struct Segment: Sendable {
        var start: Double
        var end: Double
        var workStarts: [Double]
        var workEnds: [Double]
        var workCumulative: [Double]
        var work: Double

        init(start: Double, end: Double, working: [(Double, Double)]) {
            self.start = start
            self.end = end
            workStarts = working.map(\.0)
            workEnds = working.map(\.1)
            var cumulative: [Double] = []
            var total = 0.0
            for interval in working {
                cumulative.append(total)
                total += interval.1 - interval.0
            }
            workCumulative = cumulative
            work = total
        }

        /// Working seconds of the segment before `s` (with `start <= s <= end`).
        func work(upTo s: Double) -> Double {
            var total = 0.0
            var low = 0, high = workStarts.count
            while low < high {
                let mid = (low + high) / 2
                if workStarts[mid] <= s { low = mid + 1 } else { high = mid }
            }
            let index = low - 1
            if index >= 0 {
                total = workCumulative[index] + min(s - workStarts[index], workEnds[index] - workStarts[index])
            }
            return total
        }

        /// The position inside the segment where its work reaches (`strict == false`)
        /// or first exceeds (`strict == true`) `amount`.
        func position(ofWork amount: Double, strict: Bool) -> Double {
            var low = 0, high = workStarts.count - 1
            while low < high {
                let mid = (low + high) / 2
                let reached = workCumulative[mid] + (workEnds[mid] - workStarts[mid])
                if strict ? reached > amount : reached >= amount { high = mid } else { low = mid + 1 }
            }
            return workStarts[low] + (amount - workCumulative[low])
        }
    }

    let week: WeekPattern
    let segments: [Segment]
    let segmentStarts: [Double]
    /// Work removed by segments before k; `reduction.count == segments.count + 1`.
    let reduction: [Double]
    /// Cumulative work at the start and end of each segment.
    let workAtStart: [Double]
    let workAtEnd: [Double]

    /// Builds the index from sorted, non-overlapping segments.
    init(week: WeekPattern, segments: [Segment]) {
        self.week = week
        self.segments = segments
        segmentStarts = segments.map(\.start)
        var reduction: [Double] = [0]
        var atStart: [Double] = []
        var atEnd: [Double] = []
        var removed = 0.0
        for segment in segments {
            let start = week.work(upTo: segment.start) - removed
            atStart.append(start)
            atEnd.append(start + segment.work)
            removed += (week.work(upTo: segment.end) - week.work(upTo: segment.start)) - segment.work
            reduction.append(removed)
        }
        self.reduction = reduction
        workAtStart = atStart
        workAtEnd = atEnd
    }

    /// Flattens exceptions (already converted to week seconds and clipped) into segments.
    /// Nonworking spans merge; a nonworking span wins over a working exception it overlaps.
    static func segments(
        nonworking: [(Double, Double)],
        working: [(start: Double, end: Double, intervals: [(Double, Double)])]
    ) -> [Segment] {
        var merged: [(Double, Double)] = []
        for span in nonworking.sorted(by: { $0.0 < $1.0 }) where span.1 > span.0 {
            if let last = merged.last, span.0 <= last.1 {
                merged[merged.count - 1].1 = max(last.1, span.1)
            } else {
                merged.append(span)
            }
        }
        var result = merged.map { Segment(start: $0.0, end: $0.1, working: []) }
        for exception in working {
            var pieces: [(Double, Double)] = []
            var cursor = exception.start
            var low = 0, high = merged.count
            while low < high {
                let mid = (low + high) / 2
                if merged[mid].1 <= exception.start { low = mid + 1 } else { high = mid }
            }
            var index = low
            while index < merged.count, merged[index].0 < exception.end {
                if merged[index].0 > cursor { pieces.append((cursor, merged[index].0)) }
                cursor = max(cursor, merged[index].1)
                index += 1
            }
            if cursor < exception.end { pieces.append((cursor, exception.end)) }
            for piece in pieces {
                let inside = exception.intervals.compactMap { interval -> (Double, Double)? in
                    let start = max(interval.0, piece.0), end = min(interval.1, piece.1)
                    return end > start ? (start, end) : nil
                }
                result.append(Segment(start: piece.0, end: piece.1, working: inside))
            }
        }
        result.sort { $0.start < $1.start }
        return result
    }

    /// Index of the last segment starting at or before `s`, or -1.
    @inline(__always) private func segment(atOrBefore s: Double) -> Int {
        var low = 0, high = segmentStarts.count
        while low < high {
            let mid = (low + high) / 2
            if segmentStarts[mid] <= s { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }

    /// The first segment index whose value in `values` satisfies the monotone
    /// predicate, or `segments.count`.
    @inline(__always) private func firstSegment(_ values: [Double], where predicate: (Double) -> Bool) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if predicate(values[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Cumulative working seconds up to week-second `s`.
    /// - Complexity: O(log n + log k).
    func work(upTo s: Double) -> Double {
        let k = segment(atOrBefore: s)
        if k < 0 { return week.work(upTo: s) }
        let segment = segments[k]
        if s < segment.end { return workAtStart[k] + segment.work(upTo: s) }
        return week.work(upTo: s) - reduction[k + 1]
    }

    /// The smallest position whose cumulative work reaches `value` (a finish).
    /// - Complexity: O(log n + log k).
    func smallestReaching(_ value: Double) -> Double {
        let k = firstSegment(workAtEnd) { $0 >= value }
        if k < segments.count, workAtStart[k] < value {
            return segments[k].position(ofWork: value - workAtStart[k], strict: false)
        }
        return week.smallestReaching(value + reduction[k])
    }

    /// The infimum of positions whose cumulative work exceeds `value` (a start).
    /// - Complexity: O(log n + log k).
    func smallestExceeding(_ value: Double) -> Double {
        let k = firstSegment(workAtEnd) { $0 > value }
        if k < segments.count, workAtStart[k] <= value {
            return segments[k].position(ofWork: value - workAtStart[k], strict: true)
        }
        return week.smallestExceeding(value + reduction[k])
    }

    /// Whether week-second `s` is working time.
    func isWorking(_ s: Double) -> Bool {
        let k = segment(atOrBefore: s)
        if k >= 0, s < segments[k].end {
            let segment = segments[k]
            return segment.workStarts.indices.contains { segment.workStarts[$0] <= s && s < segment.workEnds[$0] }
        }
        return week.isWorking(s)
    }

    /// Appends the working intervals that intersect `[from, to)`, clipped and merged, in order.
    /// - Complexity: O(log n + output + exceptions in the range).
    func intervals(from: Double, to: Double, into result: inout [(Double, Double)]) {
        var position = from
        var k = max(0, segment(atOrBefore: from))
        while k < segments.count, segments[k].end <= position { k += 1 }
        while position < to {
            if k < segments.count, segments[k].start <= position {
                let segment = segments[k]
                let upper = min(segment.end, to)
                for index in segment.workStarts.indices {
                    let start = max(segment.workStarts[index], position)
                    let end = min(segment.workEnds[index], upper)
                    guard end > start else { continue }
                    if let last = result.last, last.1 == start {
                        result[result.count - 1].1 = end
                    } else {
                        result.append((start, end))
                    }
                }
                position = upper
                k += 1
            } else {
                let next = k < segments.count ? min(segments[k].start, to) : to
                week.intervals(from: position, to: next, into: &result)
                position = next
            }
        }
    }
}
