import GanttChart
import Testing
import TimelineCore

@Suite("GanttChartVirtualItemProvider")
struct GanttChartVirtualItemProviderTests {
    let provider = GanttChartVirtualItemProvider()

    @Test("the last rows of 10^12 come back exactly and deterministically")
    func lastRows() throws {
        #expect(provider.totalRowCount == 1_000_000_000_000)
        let timeline = try #require(provider.preferredTimeline)
        let rows = 999_999_999_990..<1_000_000_000_000
        let items = provider.filteredItems(rows: rows, timeline: timeline)
        #expect(items.count == 10)
        #expect(items.map(\.row) == Array(rows))
        #expect(items.map(\.id.rawValue) == Array(rows))
        #expect(items == GanttChartVirtualItemProvider().filteredItems(rows: rows, timeline: timeline))
        let last = try #require(provider.item(withID: 999_999_999_999))
        #expect(last.label == "Task 999999999999")
        #expect(last == items.last)
        for item in items {
            try item.validate()
            #expect(timeline.contains(item.time))
        }
        #expect(provider.item(withID: 1_000_000_000_000) == nil)
        #expect(provider.filteredItems(rows: 999_999_999_999..<1_000_000_000_100, timeline: timeline).count == 1)
    }

    @Test("dependencies link i to i + 1 every fifth row, also with one end off-screen")
    func dependencies() throws {
        let timeline = try #require(provider.preferredTimeline)
        let shown = provider.filteredDependencies(rows: 999_999_999_990..<1_000_000_000_000, timeline: timeline)
        // Links start at 999_999_999_985 (into row …986, off-screen: not shown),
        // …990 (→ …991) and …995 (→ …996); there is no row after …999.
        #expect(shown.map(\.id.rawValue) == [999_999_999_990, 999_999_999_995])
        // Row …991 alone still shows its incoming link from …990.
        #expect(provider.filteredDependencies(rows: 999_999_999_991..<999_999_999_992, timeline: timeline).map(\.from.rawValue) == [999_999_999_990])
        #expect(provider.dependency(withID: 999_999_999_995)?.to == 999_999_999_996)
        #expect(provider.dependency(withID: 999_999_999_996) == nil)
    }

    @Test("a narrow viewport keeps only the items that touch it")
    func narrowViewport() {
        let timeline = TimeRange(start: provider.origin.adding(days: 100), duration: 86_400)
        let rows = 5_000_000..<5_002_000
        let expected = rows.map(provider.item(atRow:)).filter { $0.start <= timeline.finish && $0.finish >= timeline.start }
        #expect(!expected.isEmpty)
        #expect(provider.filteredItems(rows: rows, timeline: timeline) == expected)
    }
}
