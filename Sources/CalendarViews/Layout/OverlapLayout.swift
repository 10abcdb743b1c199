/// The side-by-side placement of overlapping intervals, shared by the day
/// timeline and the week view (the reference's `OverlapManager`).
///
/// The rules, exactly as the reference documents them:
/// 1. sort by start; equal starts keep the input order;
/// 2. walk the sorted list building groups: an interval joins the current
///    group when it starts before the latest end in the group (half-open:
///    one ending at 10:00 does not overlap one starting at 10:00);
/// 3. each interval takes the first column of its group where it overlaps
///    nobody already placed there;
/// 4. `totalColumns` of a group is its number of columns; a card is
///    `area width / totalColumns` wide, minus padding.
///
/// In ``OverlapLayoutMode/expanding`` mode step 4 differs: a card spans
/// from its column up to (not including) the first column to its right
/// holding an interval that overlaps it, or to the group's end.
///
/// Expanding looks at every pair in a group, so groups of more than
/// ``expandingGroupLimit`` intervals keep equal columns (the cards are
/// too narrow to grow anyway) and the cost stays O(n log n).
///
/// Zero-length intervals take part as if they lasted ``minimumLength``
/// seconds, so a marker at 10:00 is not drawn over a card starting at 10:00.
public enum OverlapLayout {
    /// The placement of one interval.
    public struct Placement: Sendable, Hashable {
        /// The column, from 0.
        public var column: Int
        /// The number of columns the card spans (1 in equal-columns mode).
        public var span: Int
        /// The number of columns of the interval's overlap group.
        public var totalColumns: Int
        /// The index of the overlap group (groups in start order).
        public var group: Int

        /// Creates a placement.
        public init(column: Int, span: Int, totalColumns: Int, group: Int) {
            self.column = column
            self.span = span
            self.totalColumns = totalColumns
            self.group = group
        }

        /// The card's left edge and width in an area `width` wide starting at
        /// `x`, with `padding` taken off the right side of each card.
        public func frame(x: Double, width: Double, padding: Double) -> (x: Double, width: Double) {
            let columnWidth = width / Double(max(1, totalColumns))
            return (x + Double(column) * columnWidth, max(0, columnWidth * Double(span) - padding))
        }
    }

    /// The largest overlap group that ``OverlapLayoutMode/expanding`` expands.
    public static let expandingGroupLimit = 256

    /// The most columns a group places by scanning its columns' ends; larger
    /// groups use heaps (the same placements, O(log c) per interval).
    static let linearColumnLimit = 64

    /// The length zero-length intervals count as: one second.
    public static let minimumLength: Double = 1

    /// Places intervals given as seconds (any common origin).
    /// - Parameters:
    ///   - intervals: `(start, end)` pairs with `end >= start`, in input order.
    ///   - mode: Equal columns (the reference) or expanding.
    /// - Returns: One placement per interval, in input order.
    /// - Complexity: O(n log n); in expanding mode plus O(log g) per column a
    ///   card of a group of g ≤ ``expandingGroupLimit`` intervals grows across
    ///   (at most O(g² log g) per group, O(g) for a group that fills its columns).
    public static func placements(for intervals: [(start: Double, end: Double)], mode: OverlapLayoutMode = .equalColumns) -> [Placement] {
        let n = intervals.count
        guard n > 0 else { return [] }
        let ends = intervals.map { max($0.end, $0.start + minimumLength) }
        // Callers usually pass intervals sorted by start already: then the
        // stable order is the input order, found in one pass.
        var isSorted = true
        for index in 1..<n where intervals[index].start < intervals[index - 1].start {
            isSorted = false
            break
        }
        let order = isSorted ? Array(0..<n) : (0..<n).sorted { (intervals[$0].start, $0) < (intervals[$1].start, $1) }
        var result = [Placement](repeating: Placement(column: 0, span: 1, totalColumns: 1, group: 0), count: n)
        var groupMembers: [Int] = []
        var columnStart: [Int] = [], cursor: [Int] = [], byColumn: [Int] = []   // expanding mode's buffers
        var columnCount = 0
        // Up to `linearColumnLimit` columns a group keeps each column's last end in an array and takes
        // the first that ended (a short scan beats heap updates); past it, two heaps keep the cost O(log c).
        var columnEnds: [Double] = []
        var usesHeaps = false
        var free = MinHeap<Int>()           // heaps: columns of the current group whose last interval ended
        var busy = MinHeap<BusyColumn>()    // heaps: the others, by the end of their last interval
        var groupEnd = -Double.infinity
        var groupIndex = -1

        func closeGroup() {
            guard !groupMembers.isEmpty else { return }
            let total = columnCount
            for member in groupMembers { result[member].totalColumns = total }
            if mode == .expanding, total > 1, groupMembers.count <= expandingGroupLimit {
                // The members by column (a counting sort): a column's intervals
                // are in start order and disjoint, so their ends increase too,
                // and the only one that can overlap a card is the first ending
                // after the card's start (a binary search).
                columnStart.removeAll(keepingCapacity: true)
                columnStart.append(contentsOf: repeatElement(0, count: total + 1))
                for member in groupMembers { columnStart[result[member].column + 1] += 1 }
                for column in 0..<total { columnStart[column + 1] += columnStart[column] }
                cursor.removeAll(keepingCapacity: true)
                cursor.append(contentsOf: columnStart[..<total])
                byColumn.removeAll(keepingCapacity: true)
                byColumn.append(contentsOf: repeatElement(0, count: groupMembers.count))
                for member in groupMembers {
                    let column = result[member].column
                    byColumn[cursor[column]] = member
                    cursor[column] += 1
                }
                // A card spans up to the first column to its right holding an
                // interval that overlaps it.
                for member in groupMembers {
                    let column = result[member].column
                    let start = intervals[member].start, end = ends[member]
                    var limit = column + 1
                    while limit < total {
                        var low = columnStart[limit], high = columnStart[limit + 1]
                        while low < high {
                            let middle = (low + high) / 2
                            if ends[byColumn[middle]] <= start { low = middle + 1 } else { high = middle }
                        }
                        if low < columnStart[limit + 1], intervals[byColumn[low]].start < end { break }
                        limit += 1
                    }
                    result[member].span = limit - column
                }
            }
            groupMembers.removeAll(keepingCapacity: true)
            columnCount = 0
            columnEnds.removeAll(keepingCapacity: true)
            usesHeaps = false
            free.removeAll()
            busy.removeAll()
        }

        for index in order {
            let start = intervals[index].start, end = ends[index]
            if start >= groupEnd {
                closeGroup()
                groupIndex += 1
                groupEnd = end
            } else {
                groupEnd = max(groupEnd, end)
            }
            // Sorted by start, a column is free when its last interval ended;
            // the first free column is the smallest free index.
            var column = -1
            if !usesHeaps {
                for candidate in columnEnds.indices where columnEnds[candidate] <= start {
                    column = candidate
                    break
                }
                if column >= 0 {
                    columnEnds[column] = end
                } else if columnCount < linearColumnLimit {
                    column = columnCount
                    columnCount += 1
                    columnEnds.append(end)
                } else {
                    // Too many columns to scan: every column is busy now; the heaps take over.
                    usesHeaps = true
                    for (busyColumn, busyEnd) in columnEnds.enumerated() { busy.insert(BusyColumn(end: busyEnd, column: busyColumn)) }
                }
            }
            if usesHeaps {
                while let next = busy.min, next.end <= start {
                    _ = busy.popMin()
                    free.insert(next.column)
                }
                if let reused = free.popMin() {
                    column = reused
                } else {
                    column = columnCount
                    columnCount += 1
                }
                busy.insert(BusyColumn(end: end, column: column))
            }
            result[index].column = column
            result[index].group = groupIndex
            groupMembers.append(index)
        }
        closeGroup()
        return result
    }
}
