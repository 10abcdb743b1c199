import ProjectScheduling
@testable import GanttChart
import Testing
import TimelineCore

// March 2025 on Schedule.standard (Mon–Fri 08:00–16:00): Mon 3, Tue 4, Wed 5, Thu 6, Fri 7.
private let hour = 3_600.0
private func mar(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }
private func span(_ d1: Int, _ h1: Int, _ d2: Int, _ h2: Int) -> TimeRange { TimeRange(mar(d1, h1)..<mar(d2, h2)) }
private func bar(_ id: Int, row: Int, _ time: TimeRange, type: GanttChartItem.ItemType = .standard) -> GanttChartItem {
    GanttChartItem(id: .init(id), row: row, time: time, type: type)
}
private func manager(_ items: [GanttChartItem], _ dependencies: [GanttChartDependency] = []) throws -> GanttChartItemManager {
    GanttChartItemManager(source: try GanttChartItemSource(items: items, dependencies: dependencies), schedule: Schedule.standard)
}
/// 1: Mon 08–16 → (FS, dependency 1) 2: 8 h, placed Tue 08–16.
private func linkedPair() throws -> GanttChartItemManager {
    try manager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(4, 8, 4, 16))], [GanttChartDependency(id: 1, from: 1, to: 2)])
}

@Suite("Item manager behavior shortcuts")
struct GanttChartItemManagerBehaviorsTests {
    @Test("isColumn adds and removes the column behavior; adding it moves extra items of a row")
    func isColumn() throws {
        let manager = try manager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 0, span(4, 8, 4, 16)), bar(3, row: 1, span(5, 8, 5, 16))])
        #expect(!manager.isColumn)
        manager.isColumn = true
        #expect(manager.isColumn)
        // Row 0 holds 1 and 2: 2 moves to the first free row after 0 (row 1 is 3's) = row 2.
        #expect(manager.item(withID: 2)?.row == 2)
        #expect(manager.item(withID: 1)?.row == 0)
        // From now on a moved item swaps with the one it lands on.
        try manager.updateRow(for: 1, to: 1)
        #expect(manager.item(withID: 3)?.row == 0)
        manager.isColumn = false
        #expect(!manager.isColumn)
        #expect(manager.behavior == nil)
        try manager.updateRow(for: 2, to: 1)
        #expect(manager.item(withID: 1)?.row == 1)
    }

    @Test("isAutoScheduling installs the classic set and removes auto-scheduling again")
    func isAutoScheduling() throws {
        let manager = try manager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(6, 10, 6, 14))], [GanttChartDependency(id: 1, from: 1, to: 2)])
        manager.isColumn = true
        manager.isAutoScheduling = true
        #expect(manager.isAutoScheduling)
        #expect(manager.isColumn)
        // Applied at once: the 4 h item follows Mon 16:00 → Tue 08–12.
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 12))
        // Hierarchical, auto-scheduling, then the column behavior that was there.
        let kinds = manager.installedBehaviors.map { String(describing: type(of: $0)) }
        #expect(kinds == ["GanttChartItemHierarchicalBehavior", "GanttChartItemAutoSchedulingBehavior", "GanttChartItemColumnBehavior"])
        manager.isAutoScheduling = false
        #expect(!manager.isAutoScheduling)
        try manager.updateDuration(for: 1, to: 16 * hour)
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 12))
    }

    @Test("isAutoScheduling takes over the hierarchy and the constraints already installed")
    func autoSchedulingTakesOver() throws {
        let manager = try linkedPair()
        manager.behavior = GanttChartItemConstraintBehavior(constraints: GanttChartItemConstraintSet([2: .startNoEarlierThan(mar(5, 10))]))
        manager.applyBehavior()
        #expect(manager.item(withID: 2)?.time == span(5, 10, 6, 10))
        manager.isAutoScheduling = true
        // SNET Wed 10:00 still holds, now through the engine.
        #expect(manager.item(withID: 2)?.time == span(5, 10, 6, 10))
        manager.removeConstraints(for: 2)
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 16))
    }

    @Test("setLag of one working day moves the successor by exactly one working day; removeLag undoes it")
    func lags() throws {
        let manager = try linkedPair()
        #expect(!manager.isAutoScheduling)
        try manager.setLag(.working(8 * hour), for: 1)
        // Installed the classic set: Mon 16:00 + 8 working hours = Tue 16:00 → Wed 08–16.
        #expect(manager.isAutoScheduling)
        #expect(manager.item(withID: 2)?.time == span(5, 8, 5, 16))
        // A lead of 4 h: Mon 16:00 − 4 h = Mon 12:00 → Mon 12:00–Tue 12:00.
        try manager.setLag(.working(-4 * hour), for: 1)
        #expect(manager.item(withID: 2)?.time == span(3, 12, 4, 12))
        // Elapsed: Mon 16:00 + 48 h = Wed 16:00 → Thu 08–16.
        try manager.setLag(.elapsed(48 * hour), for: 1)
        #expect(manager.item(withID: 2)?.time == span(6, 8, 6, 16))
        manager.removeLag(for: 1)
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 16))
        #expect(throws: GanttChartValidationError.missingDependency(9)) { try manager.setLag(.zero, for: 9) }
    }

    @Test("setConstraints moves the item, removeConstraints lets it return; deadlines are reported, not enforced")
    func constraints() throws {
        let manager = try linkedPair()
        manager.isAutoScheduling = true
        try manager.setConstraints(.startNoEarlierThan(mar(5, 10)), for: 2)
        #expect(manager.item(withID: 2)?.time == span(5, 10, 6, 10))
        // Must finish on Thu 16:00: 8 h back = Thu 08–16.
        try manager.setConstraints(.mustFinishOn(mar(6, 16)), for: 2)
        #expect(manager.item(withID: 2)?.time == span(6, 8, 6, 16))
        manager.removeConstraints(for: 2)
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 16))
        // A deadline on Mon 16:00 does not move 2 (finishing Tue 16:00); the miss is a diagnostic.
        try manager.setConstraints(nil, deadline: mar(3, 16), for: 2)
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 16))
        let auto = manager.installedBehaviors.compactMap { $0 as? GanttChartItemAutoSchedulingBehavior }.first
        #expect(auto?.lastResult?.diagnostics.isEmpty == false)
        #expect(throws: GanttChartValidationError.missingItem(9)) { try manager.setConstraints(nil, for: 9) }
    }

    @Test("without auto-scheduling, setConstraints edits an installed constraint behavior")
    func constraintBehaviorEdited() throws {
        let manager = try manager([bar(1, row: 0, span(3, 8, 3, 16))])
        manager.behavior = GanttChartItemConstraintBehavior(constraints: GanttChartItemConstraintSet())
        try manager.setConstraints(.startNoEarlierThan(mar(5, 10)), for: 1)
        #expect(!manager.isAutoScheduling)
        #expect(manager.item(withID: 1)?.time == span(5, 10, 6, 10))
    }

    @Test("hierarchy shortcuts: a summary spans its children until they leave it")
    func hierarchy() throws {
        let manager = try manager([bar(10, row: 0, span(3, 8, 3, 9), type: .summary), bar(1, row: 1, span(3, 8, 3, 16)), bar(2, row: 2, span(5, 8, 6, 16))])
        try manager.addHierarchicalRelations(for: 10, children: [1, 2])
        #expect(manager.item(withID: 10)?.time == span(3, 8, 6, 16))
        // Moving the summary by one working day moves both children.
        try manager.updateTime(for: 10, to: span(4, 8, 7, 16))
        #expect(manager.item(withID: 1)?.time == span(4, 8, 4, 16))
        #expect(manager.item(withID: 2)?.time == span(6, 8, 7, 16))
        manager.removeFromHierarchy(2)
        #expect(manager.item(withID: 10)?.time == span(4, 8, 4, 16))
        // Not a summary any more: it keeps its last dates.
        manager.removeHierarchicalRelations(for: 10)
        try manager.updateTime(for: 1, to: span(3, 8, 3, 12))
        #expect(manager.item(withID: 10)?.time == span(4, 8, 4, 16))
        #expect(throws: GanttChartValidationError.missingItem(7)) { try manager.addHierarchicalRelations(for: 10, children: [7]) }
    }

    @Test("a parent cannot go under its own child; the hierarchy is shared with auto-scheduling")
    func hierarchyWithAutoScheduling() throws {
        // 5: Mon 08–16 → summary 10 {1, 2}.
        let manager = try manager(
            [bar(5, row: 0, span(3, 8, 3, 16)), bar(10, row: 1, span(3, 8, 3, 9), type: .summary), bar(1, row: 2, span(3, 8, 3, 16)), bar(2, row: 3, span(3, 8, 3, 12))],
            [GanttChartDependency(id: 1, from: 5, to: 10)])
        manager.isAutoScheduling = true
        try manager.addHierarchicalRelations(for: 10, children: [1, 2])
        // The link into the summary reaches both children: Tue 08–16 and Tue 08–12.
        #expect(manager.item(withID: 1)?.time == span(4, 8, 4, 16))
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 12))
        #expect(manager.item(withID: 10)?.time == span(4, 8, 4, 16))
        #expect(throws: GanttChartValidationError.hierarchyCycle(item: 10, parent: 1)) {
            try manager.addHierarchicalRelations(for: 1, children: [10])
        }
        #expect(throws: GanttChartValidationError.hierarchyCycle(item: 10, parent: 10)) {
            try manager.addHierarchicalRelations(for: 10, children: [10])
        }
        // 2 leaves the summary: no link reaches it now, so it keeps its date.
        manager.removeFromHierarchy(2)
        let auto = manager.installedBehaviors.compactMap { $0 as? GanttChartItemAutoSchedulingBehavior }.first
        #expect(auto?.hierarchy.children(of: 10) == [1])
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 12))
    }
}
