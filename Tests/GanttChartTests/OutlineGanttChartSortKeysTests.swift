@testable import GanttChart
import Testing
import TimelineCore

@Suite("OutlineGanttChartSortKeys: the sort of sibling rows by a column's values")
struct OutlineGanttChartSortKeysTests {
    /// A seeded generator (the same numbers on every run).
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test("The merge sort orders lists of every length from 0 to 300 (runs of eight, merges of uneven runs) as the standard library's sort does")
    func mergeSortMatchesStandardSort() {
        var random = Seeded(state: 42)
        var buffer: [Int] = []
        for count in 0...300 {
            // Values with many ties (ties broken by index, a strict total order as the view's sorts are).
            let values = (0..<count).map { _ in random.next(max(1, count / 3)) }
            let less = { (a: Int, b: Int) in values[a] == values[b] ? a < b : values[a] < values[b] }
            var rows = Array((0..<count).reversed())[...]
            rows.withUnsafeMutableBufferPointer { OutlineGanttChartSortKeys.mergeSort($0, buffer: &buffer, by: less) }
            #expect(Array(rows) == (0..<count).sorted(by: less), "\(count) rows")
        }
        // A slice in the middle of a larger array: the rows around it stay.
        var all = Array(0..<40)
        let values = (0..<40).map { ($0 * 7) % 40 }
        all[5..<35].withUnsafeMutableBufferPointer { OutlineGanttChartSortKeys.mergeSort($0, buffer: &buffer) { values[$0] < values[$1] } }
        #expect(Array(all[0..<5]) == [0, 1, 2, 3, 4])
        #expect(Array(all[35...]) == [35, 36, 37, 38, 39])
        #expect(Array(all[5..<35]) == (5..<35).sorted { values[$0] < values[$1] })
    }

    @Test("Every ASCII character folds as lowercased() does; the prefixes of ASCII texts order as their lowercased forms where they differ")
    func prefixesFoldAndOrder() {
        for byte in UInt8(0)..<0x80 {
            let text = String(UnicodeScalar(byte))
            #expect(Character(UnicodeScalar(OutlineGanttChartSortKeys.TextPrefix.folded(byte))) == Character(text.lowercased()), "byte \(byte)")
        }
        // Letters next to the fold's bounds (@ [ ` {), lengths around 8 and 16, shared beginnings.
        let alphabet = Array("@AZ[`az{ 09~_-Mm".utf8)
        var random = Seeded(state: 7)
        let texts = (0..<400).map { _ in String(decoding: (0..<random.next(24)).map { _ in alphabet[random.next(alphabet.count)] }, as: UTF8.self) }
        let prefixes = texts.map(OutlineGanttChartSortKeys.TextPrefix.init)
        #expect(prefixes.allSatisfy { $0.isASCII })
        for a in texts.indices {
            for b in texts.indices where prefixes[a] != prefixes[b] {
                #expect((prefixes[a] < prefixes[b]) == (texts[a].lowercased() < texts[b].lowercased()), "\(texts[a]) \(texts[b])")
            }
        }
        #expect(OutlineGanttChartSortKeys.TextPrefix("Straße") == .unordered)
        #expect(OutlineGanttChartSortKeys.TextPrefix("integration test of the payment gateway Ä") == .unordered)   // past 16 bytes
        // A zero byte would look like the padding: "a\0" and "a" would have one prefix.
        #expect(OutlineGanttChartSortKeys.TextPrefix("a\u{0}") == .unordered)
        #expect(OutlineGanttChartSortKeys.TextPrefix("integration test\u{0}") == .unordered)
        #expect(OutlineGanttChartSortKeys.TextPrefix("integration test") != .unordered)
        #expect(OutlineGanttChartSortKeys.TextPrefix("") == OutlineGanttChartSortKeys.TextPrefix(high: 0, low: 0))
    }

    @Test("Names read from an item source's text index compare as the names themselves do; a row without items has no name")
    func textsFromTheTextIndex() throws {
        let ascii = ["Task 10", "task 10", "task 1", "TASK 100", "integration test of the payment gateway B",
                     "Integration test of the payment gateway a", "integration test of the payment gateway",
                     "integration test", "Integration Test", "integration tesT!", "a", ""]
        let mixed = ascii + ["Ärger", "apfel", "Straße", "strasse", "日本", "ärger", "a\u{0}", "integration test\u{0}"]
        let day = Time(year: 2025, month: 3, day: 3)
        for texts in [ascii, mixed] {
            // Row 1 has no items; the texts are on rows 0, 2, 3, …
            let rowOf = texts.indices.map { $0 == 0 ? 0 : $0 + 1 }
            let items = texts.indices.map { GanttChartItem(id: GanttChartItem.ID($0 + 1), label: texts[$0], row: rowOf[$0],
                                                           time: TimeRange(day..<day.adding(days: 1))) }
            let source = try GanttChartItemSource(items: items)
            var keys = OutlineGanttChartSortKeys.Texts(count: texts.count + 2, index: source.textIndex, field: 0)
            if keys.needsLoweredTexts { for index in texts.indices { keys.setLowered(texts[index], at: rowOf[index]) } }
            #expect((keys.lowered == nil) == (texts == ascii))
            #expect(!keys.hasText(1) && !keys.hasText(texts.count + 1))
            for a in texts.indices {
                for b in texts.indices {
                    let x = texts[a].lowercased(), y = texts[b].lowercased()
                    #expect(keys.compare(rowOf[a], rowOf[b]) == (x == y ? 0 : (x < y ? -1 : 1)), "\(texts[a]) \(texts[b])")
                }
            }
        }
    }

    @Test("Texts compare as their lowercased forms by Swift's < in all-ASCII lists and in lists with other scripts")
    func textsCompareAsLowercased() {
        // Long texts sharing their first sixteen bytes, one exactly sixteen bytes long ("integration test").
        let ascii = ["Task 10", "task 10", "task 1", "TASK 100", "integration test of the payment gateway B",
                     "Integration test of the payment gateway a", "integration test of the payment gateway",
                     "integration test", "Integration Test", "integration tesT!", "a", ""]
        let mixed = ascii + ["Ärger", "apfel", "Straße", "strasse", "日本", "ärger", "a\u{0}", "integration test\u{0}"]
        for texts in [ascii, mixed] {
            let keys = OutlineGanttChartSortKeys.Texts(texts)
            #expect((keys.lowered == nil) == (texts == ascii))
            #expect(keys.longTexts.compactMap { $0 } == texts.filter { $0.utf8.count > 16 && $0.allSatisfy { $0.isASCII } && !$0.contains("\u{0}") }.map { Array($0.utf8) })
            for a in texts.indices {
                for b in texts.indices {
                    let x = texts[a].lowercased(), y = texts[b].lowercased()
                    #expect(keys.compare(a, b) == (x == y ? 0 : (x < y ? -1 : 1)), "\(texts[a]) \(texts[b])")
                }
            }
        }
    }

    @Test("A sort puts rows without a value last both ways, equal values in outline order")
    func rowsWithoutValuesLast() {
        var buffer: [Int] = []
        let texts = OutlineGanttChartSortKeys.texts(["b", nil, "A", "a", nil, "c"])
        var rows = Array(0..<6)[...]
        rows.withUnsafeMutableBufferPointer { texts.sort($0, ascending: true, buffer: &buffer) }
        #expect(Array(rows) == [2, 3, 0, 5, 1, 4])
        rows = Array(0..<6)[...]
        rows.withUnsafeMutableBufferPointer { texts.sort($0, ascending: false, buffer: &buffer) }
        #expect(Array(rows) == [5, 0, 2, 3, 1, 4])
        let numbers = OutlineGanttChartSortKeys.numbers([3, .nan, 1, 3, .nan, 2])
        rows = Array(0..<6)[...]
        rows.withUnsafeMutableBufferPointer { numbers.sort($0, ascending: false, buffer: &buffer) }
        #expect(Array(rows) == [0, 3, 5, 2, 1, 4])
    }
}
