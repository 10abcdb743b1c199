import GanttChart
import Interchange
import Testing
import TimelineCore

/// Dates in years 1…9999 only, zoom and hour width bounded: every refusal
/// names the place and the allowed range. Columns are counted by hand.
@Suite("Documents: supported dates and zoom")
struct TimelineDocumentRangeTests {
    @Test("a start plus a duration that ends in year 10000 is refused at the duration, naming the item")
    func computedFinish() {
        let error = onlyError("""
            items:
              - id: 4
                label: Last
                start: 9999-12-31T08:00:00
                duration: 3d
            """)
        #expect(error?.line == 5 && error?.column == 15)
        #expect(error?.message.hasPrefix("item \"Last\" (id 4): start 9999-12-31T08:00:00 plus duration 3d ends at 10000-01-0") == true)
        #expect(error?.message.hasSuffix("which is out of range: dates must lie in the years 1 to 9999") == true)
    }

    @Test("a written time outside years 1…9999 is refused where it is written")
    func writtenTimes() {
        let error = onlyError("""
            items:
              - {id: 1, start: 0000-06-01T08:00:00, finish: 0001-01-02T08:00:00}
            """)
        #expect(error?.line == 2 && error?.column == 20)
        #expect(error?.message == "item (id 1): start 0000-06-01T08:00:00 is out of range: dates must lie in the years 1 to 9999")
        let now = onlyError("""
            now: -0001-01-01
            items: []
            """)
        #expect(now?.line == 1 && now?.message.contains("out of range") == true)
    }

    @Test("a finish at the very end of year 9999 is accepted")
    func lastInstant() throws {
        let document = try TimelineDocument(parsing: """
            items:
              - {id: 1, start: 9999-12-31T08:00:00, finish: 9999-12-31T24:00:00}
            """)
        let resolved = try document.resolve()
        #expect(resolved.itemSource.item(withID: 1)?.finish == Time.latestSupported)
    }

    @Test("a document built in code is checked too: times, deadlines and constraint dates")
    func inCode() {
        let start = Time(year: 9_999, month: 12, day: 30)
        let document = TimelineDocument(items: [
            .init(id: 1, label: "A", row: 0, start: start, finish: start.adding(days: 3)),
            .init(id: 2, label: "B", row: 1, start: start, finish: start.adding(days: 1), deadline: Time(year: 10_000, month: 1, day: 2)),
        ])
        #expect(throws: TimelineDocumentErrors.self) { try document.resolve() }
        do {
            _ = try document.resolve()
        } catch {
            #expect(error.errors.map(\.message) == [
                "item \"A\" (id 1): finish 10000-01-02T00:00:00, which is out of range: dates must lie in the years 1 to 9999",
                "item \"B\" (id 2): deadline 10000-01-02T00:00:00 is out of range: dates must lie in the years 1 to 9999",
            ])
        }
    }

    @Test("zoom and hour width are bounded where they are written, with the allowed range")
    func zoom() {
        let error = onlyError("""
            zoom: 1e-9
            items: []
            """)
        #expect(error?.line == 1 && error?.column == 7)
        #expect(error?.message == "document: zoom 1e-09 is not in 0.0001...1000")
        #expect(onlyError("hourWidth: 0\nitems: []")?.message == "document: hourWidth 0 is not in 0.001...1000000")
        #expect(errors("zoom: 0.0001\nitems: []").isEmpty)
    }

    @Test("parent cycles are reported once each, at their smallest id, in a long chain too")
    func parentCycles() {
        var text = "items:\n"
        // A 3-cycle 5 → 7 → 6 → 5, a 2-cycle 9 ↔ 8 and a 2,000-long chain hanging under 8.
        for (id, parent) in [(5, 7), (7, 6), (6, 5), (8, 9), (9, 8)] {
            text += "  - {id: \(id), type: summary, start: 2025-03-03T08:00:00, parent: \(parent)}\n"
        }
        for id in 100..<2_100 { text += "  - {id: \(id), start: 2025-03-03T08:00:00, duration: 1h, parent: \(id == 100 ? 8 : id - 1)}\n" }
        let found = errors(text).map(\.message)
        #expect(found == [
            "item (id 5): parent: the parents form the cycle 5 → 7 → 6 → 5",
            "item (id 8): parent: the parents form the cycle 8 → 9 → 8",
        ])
    }

    @Test("a 100,000-deep parent chain resolves, every summary spanning the one leaf")
    func deepChain() throws {
        let n = 100_000
        let start = Time(year: 2025, month: 3, day: 3, hour: 8)
        var items: [TimelineDocument.Item] = []
        for id in 0..<n {
            let isLeaf = id == n - 1
            items.append(.init(id: id, row: id, start: start, duration: isLeaf ? WorkingDuration(2, .days) : nil,
                               type: isLeaf ? .standard : .summary, parent: id == 0 ? nil : .id(id - 1)))
        }
        let resolved = try TimelineDocument(items: items).resolve()
        // Two working days of 08:00–16:00 from Monday 08:00 end on Tuesday 16:00.
        let expected = TimeRange(start..<Time(year: 2025, month: 3, day: 4, hour: 16))
        #expect(resolved.itemSource.item(withID: GanttChartItem.ID(n - 1))?.time == expected)
        #expect(resolved.itemSource.items.allSatisfy { $0.time == expected })
        #expect(resolved.hierarchy.parent(of: GanttChartItem.ID(n - 1)) == GanttChartItem.ID(n - 2))
    }

    @Test("one summary with 100,000 children spans from the first child's start to the last child's finish")
    func wideSummary() throws {
        let n = 100_000
        let first = Time(year: 2025, month: 3, day: 3, hour: 8)
        var items: [TimelineDocument.Item] = [.init(id: 0, label: "All", row: 0, start: first, type: .summary)]
        for id in 1...n {
            // Child k: day k - 1 from Monday 3 March 2025, 08:00–09:00.
            let start = first.adding(days: id - 1)
            items.append(.init(id: id, row: id, start: start, finish: start.adding(seconds: 3_600), parent: .id(0)))
        }
        let resolved = try TimelineDocument(items: items).resolve()
        let summary = try #require(resolved.itemSource.item(withID: 0))
        #expect(summary.time == TimeRange(first..<first.adding(days: n - 1).adding(seconds: 3_600)))
        #expect(summary.type == .summary)
        #expect(resolved.hierarchy.children(of: 0).count == n)
    }
}
