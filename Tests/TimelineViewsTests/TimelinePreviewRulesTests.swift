import Foundation
import Testing
import TimelineCore
@testable import TimelineViews

/// One test per rule of the preview (see the PreviewRules article), with
/// expectations worked out by hand. Today is Tuesday 2025-06-10 throughout.
@Suite("Timeline preview rules")
struct TimelinePreviewRulesTests {
    let today = Time(year: 2025, month: 6, day: 10, hour: 9)

    func item(_ id: String, _ day: Int, _ status: TimelineNode = .open, month: Int = 6) -> TimelineItem {
        TimelineItem(id: id, title: id.capitalized, due: Time(year: 2025, month: month, day: day), status: status)
    }

    func ids(_ content: TimelinePreviewContent) -> [String] { content.columns.map(\.id) }

    @Test("rule 1: due items not complete come first by date, overdue ones leading; completed stay out while the end is not visible")
    func dueFirstOverdueLeading() {
        // Given out of order; two overdue (June 2 and 6), two ahead (June 12 and 20), one complete, the end on June 30.
        let items = [item("beta", 12), item("done", 1, .complete), item("spec", 6), item("ga", 30, .end), item("audit", 2), item("docs", 20)]
        let content = TimelinePreviewRules.content(for: items, today: today, numberOfColumns: 5)
        #expect(ids(content) == ["audit", "spec", "beta", "docs"])
        #expect(content.columns.map(\.isOverdue) == [true, true, false, false])
        #expect(content.columns.allSatisfy { $0.node == .open })
        #expect(content.gradient == .leftToRight)
        #expect(!content.isEndVisible)
        // Four columns keep the four most pressing; three drop the latest.
        #expect(ids(TimelinePreviewRules.content(for: items, today: today, numberOfColumns: 3)) == ["audit", "spec", "beta"])
    }

    @Test("rule 2: Today appears only when something not complete is due today, before it")
    func todayOnlyWhenDue() {
        let dueToday = [item("spec", 6), item("review", 10), item("beta", 12), item("ga", 30, .end)]
        let content = TimelinePreviewRules.content(for: dueToday, today: today, numberOfColumns: 5)
        #expect(ids(content) == ["spec", "today", "review", "beta"])
        let todayColumn = content.columns[1]
        #expect(todayColumn.kind == .today && todayColumn.title == "Today" && todayColumn.node == nil)
        #expect(todayColumn.date == Time(year: 2025, month: 6, day: 10))
        // Nothing due today: no Today. Due today but complete: no Today either.
        #expect(!ids(TimelinePreviewRules.content(for: [item("spec", 6), item("beta", 12), item("ga", 30, .end)], today: today, numberOfColumns: 5)).contains("today"))
        #expect(!ids(TimelinePreviewRules.content(for: [item("spec", 6), item("review", 10, .complete), item("beta", 12), item("ga", 30, .end)],
                                                  today: today, numberOfColumns: 5)).contains("today"))
    }

    @Test("rule 3: with one item left the project end shows as the last milestone and the gradient runs right to left")
    func oneLeftShowsEnd() {
        let items = [item("a", 2, .complete), item("b", 5, .complete), item("c", 12), item("ga", 30, .end)]
        let content = TimelinePreviewRules.content(for: items, today: today, numberOfColumns: 2)
        #expect(ids(content) == ["c", "ga"])
        #expect(content.columns.last?.node == .end && content.columns.last?.isProjectEnd == true)
        #expect(content.gradient == .rightToLeft)
        // Two left: no end, gradient left to right.
        let two = TimelinePreviewRules.content(for: [item("b", 5), item("c", 12), item("ga", 30, .end)], today: today, numberOfColumns: 2)
        #expect(ids(two) == ["b", "c"] && two.gradient == .leftToRight)
    }

    @Test("rule 4: when the end is visible, completed items fill the free columns, latest first, in date order")
    func completedFill() {
        let items = [item("a", 2, .complete), item("b", 5, .complete), item("x", 7, .complete), item("c", 12), item("ga", 30, .end)]
        // Five columns: c and ga use two; three free take a, b, x.
        #expect(ids(TimelinePreviewRules.content(for: items, today: today, numberOfColumns: 5)) == ["a", "b", "x", "c", "ga"])
        // Three columns: one free takes the latest completed (x).
        let three = TimelinePreviewRules.content(for: items, today: today, numberOfColumns: 3)
        #expect(ids(three) == ["x", "c", "ga"])
        #expect(three.columns[0].node == .complete && !three.columns[0].isOverdue)
        // Everything complete: the end and as many completed as fit.
        let done = items.map { $0.status == .open ? TimelineItem(id: $0.id, title: $0.title, due: $0.due, status: .complete) : $0 }
        #expect(ids(TimelinePreviewRules.content(for: done, today: today, numberOfColumns: 3)) == ["x", "c", "ga"])
    }

    @Test("rule 5: an item due on the last day shows open until complete, then complete; as the last milestone it flips the gradient")
    func dueOnLastDay() {
        // No end item: the task due last (June 30) is the project's end.
        let open = [item("a", 2, .complete), item("b", 5, .complete), item("launch", 30, .inProgress)]
        let before = TimelinePreviewRules.content(for: open, today: today, numberOfColumns: 3)
        #expect(ids(before) == ["a", "b", "launch"])
        #expect(before.columns[2].node == .open && before.columns[2].isProjectEnd)
        #expect(before.gradient == .rightToLeft)
        let closed = [item("a", 2, .complete), item("b", 5, .complete), item("launch", 30, .complete)]
        let after = TimelinePreviewRules.content(for: closed, today: today, numberOfColumns: 3)
        #expect(ids(after) == ["a", "b", "launch"])
        #expect(after.columns[2].node == .complete && after.columns[2].isProjectEnd)
        #expect(after.gradient == .rightToLeft)
    }

    @Test("edge cases: no items, zero columns, the end among too few columns")
    func edges() {
        #expect(TimelinePreviewRules.content(for: [], today: today, numberOfColumns: 4).columns.isEmpty)
        // numberOfColumns 0 counts as 1.
        #expect(ids(TimelinePreviewRules.content(for: [item("c", 12), item("ga", 30, .end)], today: today, numberOfColumns: 0)) == ["c"])
        // Today + the item due today + the end do not fit in 2: the end is cut, the gradient stays left to right.
        let cut = TimelinePreviewRules.content(for: [item("r", 10), item("ga", 30, .end)], today: today, numberOfColumns: 2)
        #expect(ids(cut) == ["today", "r"] && cut.gradient == .leftToRight)
    }
}
