@testable import GanttChart
import Testing
import TimelineCore
import TimelineTestSupport

@Suite("GanttChartItemTextIndex: every row's texts in one buffer, scanned by filters and searches")
struct GanttChartItemTextIndexTests {
    let day = Time(year: 2025, month: 3, day: 3, hour: 8)

    func item(_ id: Int, row: Int, label: String, attachment: String? = nil, details: String? = nil) -> GanttChartItem {
        var item = GanttChartItem(id: GanttChartItem.ID(id), label: label, row: row, time: TimeRange(day..<day.adding(days: 1)))
        item.attachment = attachment
        item.details = details
        return item
    }

    /// The rows `index` marks for `needle` (lowercased ASCII), over `rows` rows.
    func markedRows(_ index: GanttChartItemTextIndex, _ needle: String, rows: Int) -> [Int] {
        var hits = [Bool](repeating: false, count: rows)
        hits.withUnsafeMutableBufferPointer { index.markRows(containing: Array(needle.lowercased().utf8), in: $0) }
        return hits.indices.filter { hits[$0] }
    }

    @Test("Random rows of three texts (some rows empty, some with two items): the rows marked are those whose main item contains the needle")
    func matchesContains() throws {
        let alphabet = Array("abAB c1")
        var random = SeededRandomNumberGenerator(seed: 5)
        func text(_ maximum: Int) -> String { String((0..<Int(random.next() % UInt64(maximum + 1))).map { _ in alphabet[Int(random.next() % 7)] }) }
        for round in 0..<20 {
            var items: [GanttChartItem] = []
            var id = 1_000
            for row in 0..<60 where random.next() % 5 != 0 {   // about one row in five has no items
                for _ in 0..<(random.next() % 4 == 0 ? 2 : 1) {
                    id -= 1 + Int(random.next() % 3)   // ids fall: a later item of a row is its main item
                    items.append(item(id, row: row, label: text(8), attachment: random.next() % 2 == 0 ? text(5) : nil,
                                      details: random.next() % 3 == 0 ? text(12) : nil))
                }
            }
            let source = try GanttChartItemSource(items: items)
            let index = source.textIndex
            let mainItems = Dictionary(grouping: items, by: \.row).mapValues { $0.min { $0.id < $1.id }! }
            for needle in ["a", "B", "ab", "b a", "c1", "1a", "aab", "ba c", "abab", "   ", "zz"] {
                let expected = (0..<70).filter { row in
                    guard let main = mainItems[row] else { return false }
                    return [main.label, main.attachment, main.details].contains { $0?.lowercased().contains(needle.lowercased()) ?? false }
                }
                #expect(markedRows(index, needle, rows: 70) == expected, "round \(round), \"\(needle)\"")
            }
        }
    }

    @Test("A needle never matches across two fields or two rows, and rows past the buffer's end are not marked")
    func fieldsAreApart() throws {
        let source = try GanttChartItemSource(items: [item(1, row: 0, label: "Design", attachment: "Ann", details: "Notes"),
                                                      item(2, row: 2, label: "Build"), item(3, row: 3, label: "TEAM 12")])
        let index = source.textIndex
        #expect(index.rowCount == 4)
        #expect(index.mainItems == [1, -1, 2, 3])
        #expect(markedRows(index, "signann", rows: 4).isEmpty)   // name + resources
        #expect(markedRows(index, "annnotes", rows: 4).isEmpty)  // resources + notes
        #expect(markedRows(index, "notesbuild", rows: 4).isEmpty) // row 0 + row 2
        #expect(markedRows(index, "team 1", rows: 4) == [3])
        #expect(markedRows(index, "n", rows: 4) == [0])
        #expect(markedRows(index, "team 1", rows: 3).isEmpty)      // hits shorter than the rows
        #expect(markedRows(index, "team 123", rows: 4).isEmpty)    // runs past the end
    }

    @Test("The index is kept while texts and rows stay, made again after a rename, a move to another row, an addition or a removal, and per copy")
    func cacheFollowsChanges() throws {
        var source = try GanttChartItemSource(items: [item(1, row: 0, label: "Design"), item(2, row: 1, label: "Build")])
        func address(_ source: GanttChartItemSource) -> UnsafeRawPointer? { source.textIndex.bytes.withUnsafeBytes { $0.baseAddress } }
        let first = address(source)
        #expect(address(source) == first)

        var moved = source.item(withID: GanttChartItem.ID(2))!
        moved.time = TimeRange(day.adding(days: 3)..<day.adding(days: 5))
        moved.completion = 0.5
        try source.updateItem(moved)
        #expect(address(source) == first, "a bar moved in time keeps the index")

        let before = source
        moved.label = "Build and test"
        try source.updateItem(moved)
        #expect(markedRows(source.textIndex, "test", rows: 2) == [1])
        #expect(markedRows(before.textIndex, "test", rows: 2).isEmpty, "the copy from before the rename keeps its texts")

        moved.row = 0
        try source.updateItem(moved)
        #expect(source.textIndex.mainItems == [1], "item 2 is no longer a row's main item")
        try source.addItem(item(0, row: 0, label: "Kick-off"))
        #expect(source.textIndex.mainItems == [0])
        #expect(markedRows(source.textIndex, "kick", rows: 1) == [0])
        try source.removeItem(withID: GanttChartItem.ID(0))
        #expect(markedRows(source.textIndex, "kick", rows: 1).isEmpty)
        #expect(source.textIndex.mainItems == [1])
    }

    @Test("After each of 300 random renames and note changes (main items and others, longer, shorter, removed) the updated index equals one made anew")
    func renamesUpdateTheIndex() throws {
        var random = SeededRandomNumberGenerator(seed: 17)
        let words = ["", "Pour", "SLAB", "crane hire on site", "Ä", "x"]
        func text() -> String { (0..<Int(random.next() % 3)).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ") }
        var items: [GanttChartItem] = []
        for row in 0..<40 where row % 6 != 5 {
            items.append(item(row * 2 + 1, row: row, label: text(), attachment: row % 3 == 0 ? text() : nil))
            if row % 4 == 0 { items.append(item(row * 2 + 2, row: row, label: text())) }   // a second item, not the main one
        }
        var source = try GanttChartItemSource(items: items)
        _ = source.textIndex   // made, so that edits update it
        for step in 0..<300 {
            var changed = items[Int(random.next() % UInt64(items.count))]
            changed = source.item(withID: changed.id)!
            switch random.next() % 3 {
            case 0: changed.label = text()
            case 1: changed.attachment = random.next() % 2 == 0 ? nil : text()
            default: changed.details = random.next() % 2 == 0 ? nil : text()
            }
            try source.updateItem(changed)
            let updated = source.textIndex
            let fresh = GanttChartItemTextIndex(source)
            #expect(updated == fresh, "step \(step): item \(changed.id.rawValue)")
            if updated != fresh { break }
        }
    }

    @Test("Texts in other scripts keep their bytes (only A–Z are lowered), and an empty source has an empty index")
    func otherScripts() throws {
        let source = try GanttChartItemSource(items: [item(1, row: 0, label: "Übergabe ÄRZTE"), item(2, row: 1, label: "Ärzte")])
        #expect(source.textIndex.bytes == Array("Übergabe Ärzte".utf8) + Array("Ärzte".utf8))
        #expect(markedRows(source.textIndex, "rzte", rows: 2) == [0, 1])
        #expect(GanttChartItemSource().textIndex.rowCount == 0)
        #expect(markedRows(GanttChartItemSource().textIndex, "a", rows: 0).isEmpty)
    }
}
