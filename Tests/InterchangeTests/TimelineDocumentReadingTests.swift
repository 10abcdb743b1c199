import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("Reading documents")
struct TimelineDocumentReadingTests {
    @Test("the smallest document reads with every default")
    func smallest() throws {
        let document = try TimelineDocument(parsing: """
            {"items": [{"label": "Design", "row": 0, "start": "2025-03-03T08:00:00", "finish": "2025-03-05T16:00:00"}]}
            """)
        #expect(document.version == 1)
        #expect(document.items.count == 1)
        let item = document.items[0]
        #expect(item.id == 1)
        #expect(item.label == "Design")
        #expect(item.row == 0)
        #expect(item.start == Time(year: 2025, month: 3, day: 3, hour: 8))
        #expect(item.finish == Time(year: 2025, month: 3, day: 5, hour: 16))
        #expect(item.completion == 0)
        #expect(item.type == .standard)
        #expect(document.schedules.isEmpty && document.dependencies.isEmpty && document.header == nil)
        let resolved = try document.resolve()
        #expect(resolved.itemSource.itemCount == 1)
        #expect(resolved.settings.theme == "standard")
        #expect(resolved.settings.mode == .light)
    }
}
