@testable import CalendarViews
import Testing
import TimelineTestSupport

@Suite("OverlapLayout")
struct OverlapLayoutTests {
    typealias P = OverlapLayout.Placement

    @Test("the reference's example: a group of three with two columns, then a lone interval")
    func referenceExample() {
        // 9–11, 9:30–10, 10–10:30 (touches 9:30–10, so it reuses column 1), 12–13.
        let placements = OverlapLayout.placements(for: [(9, 11), (9.5, 10), (10, 10.5), (12, 13)].map { ($0.0 * 3600, $0.1 * 3600) })
        #expect(placements.map(\.column) == [0, 1, 1, 0])
        #expect(placements.map(\.totalColumns) == [2, 2, 2, 1])
        #expect(placements.map(\.group) == [0, 0, 0, 1])
        #expect(placements.allSatisfy { $0.span == 1 })
    }

    @Test("intervals that only touch are not grouped (half-open)")
    func touching() {
        let placements = OverlapLayout.placements(for: [(0, 10), (10, 20)])
        #expect(placements.map(\.totalColumns) == [1, 1])
        #expect(placements.map(\.group) == [0, 1])
    }

    @Test("equal starts keep the input order whatever the order of the array")
    func tiesKeepInputOrder() {
        let placements = OverlapLayout.placements(for: [(5, 9), (0, 4), (5, 7)])
        #expect(placements[0].column == 0)
        #expect(placements[2].column == 1)
        #expect(placements[1].column == 0 && placements[1].totalColumns == 1)
    }

    @Test("a card's width is the area width over totalColumns minus padding")
    func frames() {
        let placement = P(column: 2, span: 1, totalColumns: 4, group: 0)
        let frame = placement.frame(x: 50, width: 400, padding: 4)
        #expect(frame.x == 250)
        #expect(frame.width == 96)
    }

    @Test("expanding: a card grows into free columns to its right, up to a card it overlaps")
    func expanding() {
        // A 0–60 col 0; B 0–20 col 1; C 0–10 col 2; D 30–60 col 1 (B ended), overlaps nothing in col 2.
        let intervals: [(start: Double, end: Double)] = [(0, 60), (0, 20), (0, 10), (30, 60)]
        let equal = OverlapLayout.placements(for: intervals)
        #expect(equal.map(\.column) == [0, 1, 2, 1])
        let expanded = OverlapLayout.placements(for: intervals, mode: .expanding)
        #expect(expanded.map(\.span) == [1, 1, 1, 2])
        #expect(expanded.map(\.totalColumns) == [3, 3, 3, 3])
        let d = expanded[3].frame(x: 0, width: 300, padding: 0)
        #expect(d.x == 100 && d.width == 200)
    }

    @Test("zero-length intervals take a column next to a card starting at the same time")
    func zeroLength() {
        let placements = OverlapLayout.placements(for: [(3600, 3600), (3600, 7200)])
        #expect(placements.map(\.column) == [0, 1])
        #expect(placements[0].totalColumns == 2)
    }

    @Test("random intervals: no two intervals sharing a column overlap, and columns are the first free ones")
    func randomInvariants() {
        var random = SeededRandomNumberGenerator(seed: 12)
        for mode in OverlapLayoutMode.allCases {
            for _ in 0..<50 {
                let intervals: [(start: Double, end: Double)] = (0..<Int.random(in: 1...40, using: &random)).map { _ in
                    let start = Double(Int.random(in: 0..<96, using: &random)) * 900
                    return (start, start + Double(Int.random(in: 0...12, using: &random)) * 900)
                }
                let placements = OverlapLayout.placements(for: intervals, mode: mode)
                func overlaps(_ i: Int, _ j: Int) -> Bool {
                    let a = intervals[i], b = intervals[j]
                    return a.start < max(b.end, b.start + 1) && b.start < max(a.end, a.start + 1)
                }
                for i in intervals.indices {
                    #expect(placements[i].column + placements[i].span <= placements[i].totalColumns)
                    for j in intervals.indices where i != j && overlaps(i, j) {
                        #expect(placements[i].group == placements[j].group)
                        let ri = placements[i].column..<(placements[i].column + placements[i].span)
                        let rj = placements[j].column..<(placements[j].column + placements[j].span)
                        #expect(!ri.overlaps(rj), "intervals \(i) and \(j) share columns")
                    }
                }
            }
        }
    }

    @Test("groups of more columns than the linear scan's limit get the same first free columns as a plain reference")
    func wideGroups() {
        var random = SeededRandomNumberGenerator(seed: 64)
        for count in [OverlapLayout.linearColumnLimit - 1, OverlapLayout.linearColumnLimit, 300, 2_000] {
            // One group (a long first interval covers all) with many columns that fill, free up and fill again.
            var intervals: [(start: Double, end: Double)] = [(0, 100_000)]
            for _ in 0..<count {
                let start = Double(Int.random(in: 0..<400, using: &random)) * 60
                intervals.append((start, start + Double(Int.random(in: 1...90, using: &random)) * 60))
            }
            let placements = OverlapLayout.placements(for: intervals)
            // Reference: in (start, input order) order, each takes the smallest column whose last end is not after its start.
            let order = intervals.indices.sorted { (intervals[$0].start, $0) < (intervals[$1].start, $1) }
            var lastEnd: [Double] = [], expected = [Int](repeating: 0, count: intervals.count)
            for index in order {
                let column = lastEnd.firstIndex { $0 <= intervals[index].start } ?? lastEnd.count
                if column == lastEnd.count { lastEnd.append(0) }
                lastEnd[column] = intervals[index].end
                expected[index] = column
            }
            #expect(placements.map(\.column) == expected, "\(count) intervals")
            #expect(placements.allSatisfy { $0.totalColumns == lastEnd.count && $0.group == 0 })
        }
    }

    @Test("intervals given sorted by start are placed as the same intervals in any order")
    func sortedInputMatchesShuffled() {
        // Sorted input skips the sort; a stable sort keeps the ties' order, so
        // both inputs have the same (start, input order) order and must agree.
        var random = SeededRandomNumberGenerator(seed: 7)
        for mode in OverlapLayoutMode.allCases {
            for _ in 0..<50 {
                let intervals: [(start: Double, end: Double)] = (0..<Int.random(in: 1...60, using: &random)).map { _ in
                    let start = Double(Int.random(in: 0..<48, using: &random)) * 1_800
                    return (start, start + Double(Int.random(in: 0...8, using: &random)) * 900)
                }
                let order = intervals.indices.sorted { (intervals[$0].start, $0) < (intervals[$1].start, $1) }
                let sorted = order.map { intervals[$0] }
                let fromSorted = OverlapLayout.placements(for: sorted, mode: mode)
                let fromShuffled = OverlapLayout.placements(for: intervals, mode: mode)
                #expect(order.indices.allSatisfy { fromSorted[$0] == fromShuffled[order[$0]] })
            }
        }
    }

    @Test("expanding: each span reaches the first column to the right holding an overlapping interval (pairwise reference)")
    func expandingMatchesPairwise() {
        var random = SeededRandomNumberGenerator(seed: 31)
        for _ in 0..<100 {
            let intervals: [(start: Double, end: Double)] = (0..<Int.random(in: 1...80, using: &random)).map { _ in
                let start = Double(Int.random(in: 0..<96, using: &random)) * 900
                return (start, start + Double(Int.random(in: 0...10, using: &random)) * 900)
            }
            let placements = OverlapLayout.placements(for: intervals, mode: .expanding)
            func overlaps(_ i: Int, _ j: Int) -> Bool {
                let a = intervals[i], b = intervals[j]
                return a.start < max(b.end, b.start + 1) && b.start < max(a.end, a.start + 1)
            }
            for i in intervals.indices {
                var limit = placements[i].totalColumns
                for j in intervals.indices where j != i && overlaps(i, j) && placements[j].column > placements[i].column {
                    limit = min(limit, placements[j].column)
                }
                #expect(placements[i].span == limit - placements[i].column, "interval \(i)")
            }
        }
    }

    @Test("10^5 intervals all overlapping lay out (a column each) without quadratic work")
    func huge() {
        let intervals = (0..<100_000).map { (start: Double($0 % 3600), end: 86_400.0) }
        let placements = OverlapLayout.placements(for: intervals, mode: .expanding)
        #expect(placements.count == 100_000)
        #expect(placements[99_999].totalColumns == 100_000)
        #expect(Set(placements.map(\.column)).count == 100_000)
    }
}
