import ProjectScheduling
@testable import GanttChart
import Testing
import TimelineCore

// February/March 2025 on Schedule.standard (Mon–Fri 08:00–16:00): Fri Feb 28, Mon Mar 3 … Fri Mar 7.
private let hour = 3_600.0
private func mar(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }
private func span(_ d1: Int, _ h1: Int, _ d2: Int, _ h2: Int) -> TimeRange { TimeRange(mar(d1, h1)..<mar(d2, h2)) }
private func bar(_ id: Int, row: Int, _ time: TimeRange, type: GanttChartItem.ItemType = .standard) -> GanttChartItem {
    GanttChartItem(id: .init(id), row: row, time: time, type: type)
}
private func manager(_ items: [GanttChartItem], _ dependencies: [GanttChartDependency] = []) throws -> GanttChartItemManager {
    GanttChartItemManager(source: try GanttChartItemSource(items: items, dependencies: dependencies), schedule: Schedule.standard)
}

@Suite("The classic behavior set with every option")
struct GanttChartItemBehaviorSetTests {
    @Test("hierarchyProvider: links to a summary given by a function reach its children")
    func hierarchyProvider() throws {
        // 5 (Mon) → summary 10 {1, 2 (FS 1 → 2)}.
        let manager = try manager(
            [bar(5, row: 0, span(3, 8, 3, 16)), bar(10, row: 1, span(3, 8, 3, 9), type: .summary), bar(1, row: 2, span(3, 8, 3, 16)), bar(2, row: 3, span(3, 8, 3, 12))],
            [GanttChartDependency(id: 1, from: 5, to: 10), GanttChartDependency(id: 2, from: 1, to: 2)])
        manager.behavior = GanttChartItemBehaviorSet.classic(hierarchyProvider: { $0 == 10 ? [1, 2] : [] })
        manager.applyBehavior()
        #expect(manager.item(withID: 1)?.time == span(4, 8, 4, 16))
        #expect(manager.item(withID: 2)?.time == span(5, 8, 5, 12))
        #expect(manager.item(withID: 10)?.time == span(4, 8, 5, 12))
        // The link into the summary places its children: dragging the summary a day later snaps back.
        try manager.updateTime(for: 10, to: span(5, 8, 6, 12))
        #expect(manager.item(withID: 1)?.time == span(4, 8, 4, 16))
        #expect(manager.item(withID: 10)?.time == span(4, 8, 5, 12))
    }

    @Test("autoSchedulingLagProvider: every link gets the provided lag unless the lag set has one")
    func lagProvider() throws {
        let manager = try manager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(6, 8, 6, 12))], [GanttChartDependency(id: 1, from: 1, to: 2)])
        manager.behavior = GanttChartItemBehaviorSet.classic(autoSchedulingLagProvider: { _ in .working(4 * hour) })
        manager.applyBehavior()
        // Mon 16:00 + 4 working hours = Tue 12:00 → 12–16.
        #expect(manager.item(withID: 2)?.time == span(4, 12, 4, 16))
        try manager.setLag(.zero, for: 1)
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 12))
        manager.removeLag(for: 1)
        #expect(manager.item(withID: 2)?.time == span(4, 12, 4, 16))
    }

    @Test("constraintProvider: provided constraints apply unless the constraint set has one")
    func constraintProvider() throws {
        let manager = try manager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(4, 8, 4, 16))], [GanttChartDependency(id: 1, from: 1, to: 2)])
        manager.behavior = GanttChartItemBehaviorSet.classic(constraintProvider: { $0 == 2 ? .startNoEarlierThan(mar(5, 10)) : nil })
        manager.applyBehavior()
        #expect(manager.item(withID: 2)?.time == span(5, 10, 6, 10))
        try manager.setConstraints(.asSoonAsPossible, for: 2)
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 16))
    }

    /// 1: Mon 08–16 → 2: Tue 08–16 → 3: Wed 08–16 (finish-to-start).
    private func chain(applying: Bool) throws -> GanttChartItemManager {
        let manager = try manager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(4, 8, 4, 16)), bar(3, row: 2, span(5, 8, 5, 16))],
                                  [GanttChartDependency(id: 1, from: 1, to: 2), GanttChartDependency(id: 2, from: 2, to: 3)])
        manager.behavior = GanttChartItemBehaviorSet.classic(autoSchedulingApplyingToUpdatingItems: applying)
        manager.applyBehavior()
        return manager
    }

    @Test("autoSchedulingApplyingToUpdatingItems: true snaps a dragged linked item back")
    func applyingToUpdatingItems() throws {
        let manager = try chain(applying: true)
        try manager.updateTime(for: 2, to: span(6, 8, 6, 16))
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 16))
        #expect(manager.item(withID: 3)?.time == span(5, 8, 5, 16))
    }

    @Test("autoSchedulingApplyingToUpdatingItems: false keeps the user's dates; successors follow")
    func notApplyingToUpdatingItems() throws {
        let manager = try chain(applying: false)
        try manager.updateTime(for: 2, to: span(6, 8, 6, 16))
        #expect(manager.item(withID: 2)?.time == span(6, 8, 6, 16))
        #expect(manager.item(withID: 3)?.time == span(7, 8, 7, 16))
        // Even earlier than its predecessor allows.
        try manager.updateTime(for: 2, to: span(3, 8, 3, 16))
        #expect(manager.item(withID: 2)?.time == span(3, 8, 3, 16))
        #expect(manager.item(withID: 3)?.time == span(4, 8, 4, 16))
    }

    /// 1: Mon 08–16 (8 h) and 2: Mon 08–Tue 16 (16 h) both → 3 (8 h).
    private func join(aggregating: Bool) throws -> GanttChartItemManager {
        let manager = try manager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(3, 8, 4, 16)), bar(3, row: 2, span(7, 8, 7, 16))],
                                  [GanttChartDependency(id: 1, from: 1, to: 3), GanttChartDependency(id: 2, from: 2, to: 3)])
        manager.behavior = GanttChartItemBehaviorSet.classic(autoSchedulingAggregatingSources: aggregating)
        manager.applyBehavior()
        // On demand every link counts: after 2, Wed.
        #expect(manager.item(withID: 3)?.time == span(5, 8, 5, 16))
        return manager
    }

    @Test("autoSchedulingAggregatingSources: true keeps a successor after all of its predecessors")
    func aggregatingSources() throws {
        let manager = try join(aggregating: true)
        // 1 moves to Friday Feb 28: 2 still holds 3 on Wed.
        try manager.updateTime(for: 1, to: TimeRange(Time(year: 2025, month: 2, day: 28, hour: 8)..<Time(year: 2025, month: 2, day: 28, hour: 16)))
        #expect(manager.item(withID: 3)?.time == span(5, 8, 5, 16))
    }

    @Test("autoSchedulingAggregatingSources: false places a successor by the edited predecessor alone")
    func notAggregatingSources() throws {
        let manager = try join(aggregating: false)
        try manager.updateTime(for: 1, to: TimeRange(Time(year: 2025, month: 2, day: 28, hour: 8)..<Time(year: 2025, month: 2, day: 28, hour: 16)))
        // After Fri 16:00: Mon 08–16, although 2 finishes Tue 16:00.
        #expect(manager.item(withID: 3)?.time == span(3, 8, 3, 16))
        #expect(manager.item(withID: 2)?.time == span(3, 8, 4, 16))
        // Applied on demand, every link counts again.
        manager.applyBehavior()
        #expect(manager.item(withID: 3)?.time == span(5, 8, 5, 16))
    }

    @Test("preservingDurations: true keeps working durations of moved items")
    func preservingDurations() throws {
        let manager = try manager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(4, 8, 4, 16))], [GanttChartDependency(id: 1, from: 1, to: 2)])
        manager.behavior = GanttChartItemBehaviorSet.classic(preservingDurations: true)
        manager.applyBehavior()
        try manager.updateDuration(for: 1, to: 16 * hour)
        #expect(manager.item(withID: 2)?.time == span(5, 8, 5, 16))
    }

    @Test("preservingDurations: false keeps elapsed lengths, counted on a 24/7 calendar")
    func notPreservingDurations() throws {
        let manager = try manager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(4, 8, 4, 16))], [GanttChartDependency(id: 1, from: 1, to: 2)])
        manager.behavior = GanttChartItemBehaviorSet.classic(preservingDurations: false)
        manager.applyBehavior()
        // 2 (8 elapsed hours) starts right at 1's finish, Mon 16:00, not at the next working time.
        #expect(manager.item(withID: 2)?.time == span(3, 16, 4, 0))
        // 1 now lasts Mon 08:00–Tue 16:00 (32 elapsed hours): 2 is Tue 16:00–24:00.
        try manager.updateDuration(for: 1, to: 16 * hour)
        #expect(manager.item(withID: 1)?.time == span(3, 8, 4, 16))
        #expect(manager.item(withID: 2)?.time == span(4, 16, 5, 0))
    }

    @Test("the value-based classic set is unchanged")
    func valueClassic() throws {
        let manager = try manager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(6, 8, 6, 16))], [GanttChartDependency(id: 1, from: 1, to: 2)])
        manager.behavior = GanttChartItemBehaviorSet.classic(hierarchy: GanttChartItemHierarchy(), lags: GanttChartDependencyLagSet([1: .working(8 * hour)]))
        manager.applyBehavior()
        #expect(manager.item(withID: 2)?.time == span(5, 8, 5, 16))
    }
}
