/// The heights of a timeline list's rows as prefix sums: the content y of
/// every row's top, so the rows in a viewport are found by binary search.
///
/// Build it once per list and width (``TimelineListLayout/metrics(for:width:style:)``
/// measures every row; ``init(rowHeights:width:)`` takes heights a host
/// already knows), then lay out any number of frames from it.
public struct TimelineListMetrics: Sendable, Hashable {
    /// The width the rows were measured for.
    public let width: Double
    /// `offsets[i]` is the top of row `i`; `offsets[rowCount]` the content height.
    public private(set) var offsets: [Double]

    /// Metrics from row heights (negative or non-finite heights count as 0).
    /// - Complexity: O(n).
    public init(rowHeights: some Sequence<Double>, width: Double) {
        self.width = width
        var offsets: [Double] = [0]
        offsets.reserveCapacity(rowHeights.underestimatedCount + 1)
        var total = 0.0
        for height in rowHeights {
            total += height.isFinite && height > 0 ? height : 0
            offsets.append(total)
        }
        self.offsets = offsets
    }

    /// The number of rows.
    public var rowCount: Int { offsets.count - 1 }

    /// The height of all rows together.
    public var contentHeight: Double { offsets[offsets.count - 1] }

    /// The height of row `index`.
    public func height(ofRow index: Int) -> Double { offsets[index + 1] - offsets[index] }

    /// The content y of row `index`'s top.
    public func top(ofRow index: Int) -> Double { offsets[index] }

    /// The rows that intersect the content band `[top, bottom)`.
    /// - Complexity: O(log n).
    public func rows(intersecting top: Double, _ bottom: Double) -> Range<Int> {
        guard rowCount > 0, bottom > top, bottom > 0, top < contentHeight else { return 0..<0 }
        let first = max(0, lastIndex(atOrBelow: top))
        var last = lastIndex(atOrBelow: bottom)           // the row starting at or before bottom
        if last >= 0, offsets[last] >= bottom { last -= 1 } // starting exactly at bottom: not visible
        last = min(rowCount - 1, last)
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// The row whose band `[top, bottom)` holds content y `y`, if any.
    /// - Complexity: O(log n).
    public func row(atContentY y: Double) -> Int? {
        guard rowCount > 0, y >= 0, y < contentHeight else { return nil }
        return min(rowCount - 1, lastIndex(atOrBelow: y))
    }

    /// Replaces the height of row `index` (after an edit changed its text).
    /// - Complexity: O(n - index).
    public mutating func setHeight(_ height: Double, ofRow index: Int) {
        let delta = (height.isFinite && height > 0 ? height : 0) - self.height(ofRow: index)
        guard delta != 0 else { return }
        for i in (index + 1)..<offsets.count { offsets[i] += delta }
    }

    /// The largest `i` with `offsets[i] <= y` (−1 when none).
    private func lastIndex(atOrBelow y: Double) -> Int {
        var low = 0, high = offsets.count          // answer in [low - 1, high - 1]
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] <= y { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }
}
