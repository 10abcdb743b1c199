@testable import GanttChart
import Testing
import TimelineCore

// March 2025: Mon 3 … Fri 7; the standard schedule works Monday to Friday, 08:00–16:00.
private func mar(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

@Suite("GanttChartItemHierarchy")
struct GanttChartItemHierarchyTests {
    @Test("addChildren appends new children in order, keeps existing ones and moves children from another parent")
    func addChildren() {
        var hierarchy = GanttChartItemHierarchy()
        hierarchy.addChildren([2, 3], to: 1)
        hierarchy.addChildren([3, 4, 4], to: 1)
        #expect(hierarchy.children(of: 1) == [2, 3, 4])
        hierarchy.addChildren([2], to: 5)
        #expect(hierarchy.children(of: 1) == [3, 4])
        #expect(hierarchy.children(of: 5) == [2])
        #expect(hierarchy.parent(of: 2) == 5)
        hierarchy.addChildren([3, 4], to: 5)
        #expect(!hierarchy.isSummary(1))   // its last children moved away
        #expect(hierarchy.summaries == [5])
    }

    @Test("summaries come deepest first on a 100,000-deep chain, whichever way its ids run")
    func bottomUpChain() {
        let n = 100_000
        for descending in [false, true] {
            var hierarchy = GanttChartItemHierarchy()
            // Item k's parent is k - 1 (ascending) or k + 1 (descending ids downwards).
            for k in 1..<n {
                let parent = descending ? n - k : k - 1, child = descending ? n - k - 1 : k
                hierarchy.addChildren([GanttChartItem.ID(child)], to: GanttChartItem.ID(parent))
            }
            let order = hierarchy.summariesBottomUp()
            #expect(order.count == n - 1)
            #expect(order.first == GanttChartItem.ID(descending ? 1 : n - 2))
            #expect(order.last == GanttChartItem.ID(descending ? n - 1 : 0))
        }
    }

    @Test("a loop in the hierarchy still gives every summary once")
    func bottomUpLoop() {
        var hierarchy = GanttChartItemHierarchy()
        hierarchy.setChildren([2], of: 1)
        hierarchy.setChildren([3], of: 2)
        hierarchy.setChildren([1], of: 3)
        hierarchy.setChildren([5], of: 4)
        #expect(Set(hierarchy.summariesBottomUp()) == [1, 2, 3, 4])
    }

    @Test("a 100,000-deep chain of summaries spans its one leaf, at every level")
    func spanningChain() throws {
        let n = 100_000
        var items: [GanttChartItem] = []
        var hierarchy = GanttChartItemHierarchy()
        for k in 0..<n {
            // Summaries start with a wrong time of their own, which spanning replaces.
            let isLeaf = k == n - 1
            items.append(GanttChartItem(id: GanttChartItem.ID(k), label: "\(k)", row: k, time: TimeRange(mar(10)..<mar(11)),
                                        completion: isLeaf ? 0.25 : 0, type: isLeaf ? .standard : .summary))
            if k > 0 { hierarchy.addChildren([GanttChartItem.ID(k)], to: GanttChartItem.ID(k - 1)) }
        }
        items[n - 1].time = TimeRange(mar(4, 8)..<mar(5, 17))
        let spanned = GanttChartItemHierarchicalBehavior.spanningSummaries(of: items, hierarchy: hierarchy, schedule: Schedule.standard)
        #expect(spanned.count == n)
        #expect(spanned.allSatisfy { $0.time == TimeRange(mar(4, 8)..<mar(5, 17)) })
        #expect(spanned.allSatisfy { $0.completion == 0.25 })
        _ = try GanttChartItemSource(items: spanned)
    }

    @Test("one summary over 100,000 children spans the earliest start to the latest finish, weighted by working time")
    func spanningWide() {
        let n = 100_000
        var items = [GanttChartItem(id: 0, label: "all", row: 0, time: TimeRange(at: mar(3)), type: .summary)]
        var hierarchy = GanttChartItemHierarchy()
        var children: [GanttChartItem.ID] = []
        // Child k lasts one working hour, 08:00–09:00 on day k from Mon 3 March 2025; even children are done.
        for k in 1...n {
            let start = mar(3, 8).adding(days: k - 1)
            items.append(GanttChartItem(id: GanttChartItem.ID(k), label: "\(k)", row: k, time: TimeRange(start..<start.adding(seconds: 3_600)),
                                        completion: k % 2 == 0 ? 1 : 0))
            children.append(GanttChartItem.ID(k))
        }
        hierarchy.addChildren(children, to: 0)
        let spanned = GanttChartItemHierarchicalBehavior.spanningSummaries(of: items, hierarchy: hierarchy, schedule: Schedule.standard)
        let last = mar(3, 8).adding(days: n - 1)
        #expect(spanned[0].time == TimeRange(mar(3, 8)..<last.adding(seconds: 3_600)))
        // Weekend children have no working time; weekdays alternate parity week by week, so
        // the weighted completion is (done weekday hours) / (all weekday hours), computed by hand here.
        var work = 0, done = 0
        for k in 1...n where !mar(3).adding(days: k - 1).weekday.isWeekend {
            work += 1
            if k % 2 == 0 { done += 1 }
        }
        #expect(abs(spanned[0].completion - Double(done) / Double(work)) < 1e-12)
    }

    @Test("visible items leave out everything under nested collapsed summaries, once each")
    func visibleUnderCollapsedChain() throws {
        let n = 20_000
        var items: [GanttChartItem] = []
        var hierarchy = GanttChartItemHierarchy()
        for k in 0..<n {
            items.append(GanttChartItem(id: GanttChartItem.ID(k), label: "", row: k, time: TimeRange(mar(4, 8)..<mar(4, 9)),
                                        type: k == n - 1 ? .standard : .summary))
            if k > 0 { hierarchy.addChildren([GanttChartItem.ID(k)], to: GanttChartItem.ID(k - 1)) }
        }
        let manager = GanttChartItemManager(source: try GanttChartItemSource(items: items), schedule: Schedule.standard)
        let behavior = GanttChartItemHierarchicalBehavior(hierarchy: hierarchy)
        for k in stride(from: 1, to: n - 1, by: 2) { behavior.setExpanded(false, for: GanttChartItem.ID(k)) }
        #expect(behavior.visibleItemIDs(in: manager) == [0, 1])
    }
}
