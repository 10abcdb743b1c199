import ProjectScheduling
@testable import GanttChart
import Testing
import TimelineCore

// March 2025: Mon 3, Tue 4, Wed 5, Thu 6, Fri 7.
private let hour = 3_600.0
private func mar(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }
private func span(_ d1: Int, _ h1: Int, _ d2: Int, _ h2: Int) -> TimeRange { TimeRange(mar(d1, h1)..<mar(d2, h2)) }

/// Records every observer call with the old value.
private final class BehaviorRecorder: GanttChartItemObserver {
    var events: [String] = []
    func timeDidChange(for item: GanttChartItem, from oldTime: TimeRange) { events.append("time \(item.id) \(oldTime) → \(item.time)") }
    func completionDidChange(for item: GanttChartItem, from oldCompletion: Double) { events.append("completion \(item.id) \(oldCompletion) → \(item.completion)") }
    func rowDidChange(for item: GanttChartItem, from oldRow: Int) { events.append("row \(item.id) \(oldRow) → \(item.row)") }
    func highlightDidChange(for item: GanttChartItem, from oldValue: Bool?) { events.append("highlight \(item.id) \(String(describing: oldValue)) → \(String(describing: item.settings.isHighlighted))") }
    func baselineDidChange(for item: GanttChartItem, from oldBaseline: TimeRange?) { events.append("baseline \(item.id) \(String(describing: oldBaseline)) → \(String(describing: item.baseline))") }
    func dependencyHighlightDidChange(for dependency: GanttChartDependency, from oldValue: Bool?) { events.append("dependency highlight \(dependency.id) \(String(describing: oldValue)) → \(String(describing: dependency.settings.isHighlighted))") }
}

private func makeManager(_ items: [GanttChartItem], _ dependencies: [GanttChartDependency] = []) throws -> (GanttChartItemManager, BehaviorRecorder) {
    let manager = GanttChartItemManager(source: try GanttChartItemSource(items: items, dependencies: dependencies), schedule: Schedule.standard)
    let recorder = BehaviorRecorder()
    manager.observer = recorder
    return (manager, recorder)
}

private func bar(_ id: Int, row: Int, _ time: TimeRange, type: GanttChartItem.ItemType = .standard) -> GanttChartItem {
    GanttChartItem(id: .init(id), row: row, time: time, type: type)
}

@Suite("Auto-scheduling behavior")
struct GanttChartItemAutoSchedulingBehaviorTests {
    @Test("successors follow predecessors after every edit; the observer sees old values")
    func followsPredecessor() throws {
        // 1: Mon 08–16; 2: 4 h placed Thu 10–14, linked finish-to-start → Tue 08–12.
        let (manager, recorder) = try makeManager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(6, 10, 6, 14))],
                                                  [GanttChartDependency(id: 1, from: 1, to: 2)])
        manager.behavior = GanttChartItemAutoSchedulingBehavior()
        manager.applyBehavior()
        #expect(manager.item(withID: 2)?.time == span(4, 8, 4, 12))
        #expect(recorder.events == ["time 2 \(span(6, 10, 6, 14)) → \(span(4, 8, 4, 12))"])
        recorder.events = []
        // Lengthen 1 to 16 h: 2 moves to Wed 08–12.
        try manager.updateDuration(for: 1, to: 16 * hour)
        #expect(manager.item(withID: 2)?.time == span(5, 8, 5, 12))
        #expect(recorder.events == [
            "time 1 \(span(3, 8, 3, 16)) → \(span(3, 8, 4, 16))",
            "time 2 \(span(4, 8, 4, 12)) → \(span(5, 8, 5, 12))",
        ])
        // An item without predecessors keeps the date the user gives it.
        try manager.updateTime(for: 1, to: span(4, 8, 4, 16))
        #expect(manager.item(withID: 1)?.time == span(4, 8, 4, 16))
        #expect(manager.item(withID: 2)?.time == span(5, 8, 5, 12))
    }

    // 1: Mon 08–16 (8 h); 2: 4 h.
    @Test("all four dependency types with lags from a lag set", arguments: [
        (GanttChartDependency.DependencyType.fromFinishToStart, GanttChartDependencyLag.working(4 * hour), span(4, 12, 4, 16)),
        (.fromStartToStart, .working(4 * hour), span(3, 12, 3, 16)),
        (.fromFinishToFinish, .working(-2 * hour), span(3, 10, 3, 14)),
        (.fromStartToFinish, .percent(100), span(3, 12, 3, 16)),
        (.fromFinishToStart, .elapsed(24 * hour), span(5, 8, 5, 12)),   // Mon 16:00 + 24 h = Tue 16:00 → Wed 08:00
    ])
    func dependencyTypes(type: GanttChartDependency.DependencyType, lag: GanttChartDependencyLag, expected: TimeRange) throws {
        let (manager, _) = try makeManager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(7, 8, 7, 12))],
                                           [GanttChartDependency(id: 1, from: 1, to: 2, type: type)])
        manager.behavior = GanttChartItemAutoSchedulingBehavior(lags: GanttChartDependencyLagSet([1: lag]))
        manager.applyBehavior()
        #expect(manager.item(withID: 2)?.time == expected)
    }

    @Test("constraints from the constraint set are honored; the result is kept")
    func constraints() throws {
        let (manager, _) = try makeManager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(4, 8, 4, 16))],
                                           [GanttChartDependency(id: 1, from: 1, to: 2)])
        let behavior = GanttChartItemAutoSchedulingBehavior(constraints: GanttChartItemConstraintSet([2: .startNoEarlierThan(mar(5, 10))]))
        manager.behavior = behavior
        manager.applyBehavior()
        #expect(manager.item(withID: 2)?.time == span(5, 10, 6, 10))
        #expect(behavior.lastResult?.diagnostics.isEmpty == true)
    }
}

@Suite("Hierarchical, column and constraint behaviors")
struct GanttChartItemStructureBehaviorTests {
    private func hierarchyManager() throws -> (GanttChartItemManager, BehaviorRecorder) {
        var first = bar(1, row: 1, span(3, 8, 3, 16))
        first.completion = 1
        return try makeManager([bar(10, row: 0, span(3, 8, 3, 9), type: .summary), first, bar(2, row: 2, span(5, 8, 6, 16))])
    }

    @Test("summaries span their children with a weighted completion")
    func summarySpans() throws {
        let (manager, recorder) = try hierarchyManager()
        manager.behavior = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy([10: [1, 2]]))
        manager.applyBehavior()
        #expect(manager.item(withID: 10)?.time == span(3, 8, 6, 16))
        // (8 h × 1 + 16 h × 0) / 24 h.
        #expect(abs((manager.item(withID: 10)?.completion ?? 0) - 1.0 / 3.0) < 1e-12)
        #expect(recorder.events.first == "time 10 \(span(3, 8, 3, 9)) → \(span(3, 8, 6, 16))")
    }

    @Test("moving a summary moves its children by the same working time")
    func movingSummary() throws {
        let (manager, recorder) = try hierarchyManager()
        manager.behavior = GanttChartItemHierarchicalBehavior(children: { $0 == 10 ? [1, 2] : [] })
        manager.applyBehavior()
        recorder.events = []
        // Mon 08:00 → Tue 08:00 is 8 working hours: 1 → Tue, 2 → Thu–Fri.
        try manager.updateTime(for: 10, to: span(4, 8, 7, 16))
        #expect(manager.item(withID: 1)?.time == span(4, 8, 4, 16))
        #expect(manager.item(withID: 2)?.time == span(6, 8, 7, 16))
        #expect(recorder.events == [
            "time 10 \(span(3, 8, 6, 16)) → \(span(4, 8, 7, 16))",
            "time 1 \(span(3, 8, 3, 16)) → \(span(4, 8, 4, 16))",
            "time 2 \(span(5, 8, 6, 16)) → \(span(6, 8, 7, 16))",
        ])
    }

    @Test("nested summaries span bottom-up; collapsing the outer hides everything under it")
    func nestedSummaries() throws {
        // 20 { 10 { 1 Mon, 2 Wed–Thu }, 3 Fri }.
        let (manager, _) = try makeManager([bar(20, row: 0, span(3, 8, 3, 9), type: .summary), bar(10, row: 1, span(3, 8, 3, 9), type: .summary),
                                            bar(1, row: 2, span(3, 8, 3, 16)), bar(2, row: 3, span(5, 8, 6, 16)), bar(3, row: 4, span(7, 8, 7, 16))])
        let behavior = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy([20: [10, 3], 10: [1, 2]]))
        manager.behavior = behavior
        manager.applyBehavior()
        #expect(manager.item(withID: 10)?.time == span(3, 8, 6, 16))
        #expect(manager.item(withID: 20)?.time == span(3, 8, 7, 16))
        behavior.setExpanded(false, for: 20)
        #expect(behavior.visibleItemIDs(in: manager) == [20])
        // Moving the inner summary back by one working day moves 1 to Fri 28 Feb and re-spans 20.
        try manager.updateTime(for: 10, to: TimeRange(Time(year: 2025, month: 2, day: 28, hour: 8)..<mar(3, 16)))
        #expect(manager.item(withID: 1)?.time == TimeRange(Time(year: 2025, month: 2, day: 28, hour: 8)..<Time(year: 2025, month: 2, day: 28, hour: 16)))
        #expect(manager.item(withID: 2)?.time == span(4, 8, 5, 16))
        #expect(manager.item(withID: 20)?.start == Time(year: 2025, month: 2, day: 28, hour: 8))
    }

    @Test("collapsed summaries hide their descendants")
    func expandCollapse() throws {
        let (manager, _) = try hierarchyManager()
        let behavior = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy([10: [1, 2]]))
        #expect(behavior.visibleItemIDs(in: manager) == [1, 2, 10])
        behavior.toggleExpansion(of: 10)
        #expect(!behavior.isExpanded(10))
        #expect(behavior.visibleItemIDs(in: manager) == [10])
        behavior.setExpanded(true, for: 10)
        #expect(behavior.visibleItemIDs(in: manager) == [1, 2, 10])
    }

    @Test("the column behavior keeps one item per row")
    func column() throws {
        let (manager, recorder) = try makeManager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 1, span(3, 8, 3, 16)), bar(3, row: 2, span(3, 8, 3, 16))])
        manager.behavior = GanttChartItemColumnBehavior()
        try manager.updateRow(for: 1, to: 2)
        #expect(manager.item(withID: 3)?.row == 0)
        #expect(recorder.events == ["row 1 0 → 2", "row 3 2 → 0"])
        // On demand: duplicates move to the first free row after theirs.
        let (crowded, _) = try makeManager([bar(1, row: 0, span(3, 8, 3, 16)), bar(2, row: 0, span(3, 8, 3, 16)), bar(3, row: 1, span(3, 8, 3, 16))])
        crowded.behavior = GanttChartItemColumnBehavior()
        crowded.applyBehavior()
        #expect(crowded.item(withID: 1)?.row == 0)
        #expect(crowded.item(withID: 2)?.row == 2)
    }

    @Test("the constraint behavior moves items into their constraints", arguments: [
        (GanttChartItemConstraint.startNoEarlierThan(mar(5, 10)), span(5, 10, 6, 10)),
        (.finishNoEarlierThan(mar(6, 16)), span(6, 8, 6, 16)),
        (.startNoLaterThan(mar(3, 8)), span(3, 8, 3, 16)),
        (.finishNoLaterThan(mar(3, 16)), span(3, 8, 3, 16)),
        (.mustStartOn(mar(7, 8)), span(7, 8, 7, 16)),
        (.mustFinishOn(mar(5, 16)), span(5, 8, 5, 16)),
        (.asSoonAsPossible, span(4, 8, 4, 16)),
    ])
    func constraintBehavior(constraint: GanttChartItemConstraint, expected: TimeRange) throws {
        let (manager, recorder) = try makeManager([bar(1, row: 0, span(4, 8, 4, 16))])
        manager.behavior = GanttChartItemConstraintBehavior(constraints: GanttChartItemConstraintSet([1: constraint]))
        manager.applyBehavior()
        #expect(manager.item(withID: 1)?.time == expected)
        #expect(recorder.events.count == (expected == span(4, 8, 4, 16) ? 0 : 1))
    }

    @Test("the classic set: links to a summary reach its children; summaries roll up")
    func classic() throws {
        // 5 (Mon) → summary 10 {1, 2 (FS 1 → 2)}.
        let (manager, _) = try makeManager(
            [bar(5, row: 0, span(3, 8, 3, 16)), bar(10, row: 1, span(3, 8, 3, 9), type: .summary), bar(1, row: 2, span(3, 8, 3, 16)), bar(2, row: 3, span(3, 8, 3, 12))],
            [GanttChartDependency(id: 1, from: 5, to: 10), GanttChartDependency(id: 2, from: 1, to: 2)])
        manager.behavior = GanttChartItemBehaviorSet.classic(hierarchy: GanttChartItemHierarchy([10: [1, 2]]))
        manager.applyBehavior()
        #expect(manager.item(withID: 1)?.time == span(4, 8, 4, 16))
        #expect(manager.item(withID: 2)?.time == span(5, 8, 5, 12))
        #expect(manager.item(withID: 10)?.time == span(4, 8, 5, 12))
    }
}

@Suite("Schedule analysis")
struct GanttChartScheduleAnalysisTests {
    @Test("the critical path is highlighted on items and dependencies; baselines are saved")
    func criticalPath() throws {
        // 1: Mon–Tue (16 h) → 3: Wed; 2: Mon (8 h) → 3. 1 and 3 are critical, 2 has 8 h of slack.
        let (manager, recorder) = try makeManager(
            [bar(1, row: 0, span(3, 8, 4, 16)), bar(2, row: 1, span(3, 8, 3, 16)), bar(3, row: 2, span(5, 8, 5, 16))],
            [GanttChartDependency(id: 1, from: 1, to: 3), GanttChartDependency(id: 2, from: 2, to: 3)])
        let analysis = GanttChartScheduleAnalysis(manager: manager)
        #expect(analysis.criticalItemIDs == [1, 3])
        #expect(analysis.totalSlack(of: 2) == 8 * hour)
        analysis.highlightCriticalPath(in: manager)
        #expect(manager.item(withID: 1)?.settings.isHighlighted == true)
        #expect(manager.item(withID: 2)?.settings.isHighlighted == nil)
        #expect(manager.dependency(withID: 1)?.settings.isHighlighted == true)
        #expect(manager.dependency(withID: 2)?.settings.isHighlighted == nil)
        #expect(recorder.events == ["highlight 1 nil → Optional(true)", "highlight 3 nil → Optional(true)", "dependency highlight 1 nil → Optional(true)"])
        // A later analysis clears what is no longer critical.
        try manager.updateDuration(for: 1, to: 4 * hour)
        recorder.events = []
        GanttChartScheduleAnalysis(manager: manager).highlightCriticalPath(in: manager)
        #expect(manager.item(withID: 1)?.settings.isHighlighted == nil)
        #expect(recorder.events.contains("highlight 1 Optional(true) → nil"))
        recorder.events = []
        GanttChartScheduleAnalysis.saveBaseline(in: manager)
        #expect(manager.item(withID: 2)?.baseline == span(3, 8, 3, 16))
        #expect(recorder.events.count == 3)
        #expect(recorder.events.first == "baseline 1 nil → Optional(\(span(3, 8, 3, 12)))")
    }
}

@Suite("Auto-scheduling: randomized edits")
struct GanttChartItemAutoSchedulingRandomTests {
    @Test("after every edit the items are a fixed point of a full schedule", arguments: [11, 12, 13])
    func fixedPoint(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let monday = mar(3, 8)
        var items: [GanttChartItem] = []
        for id in 0..<60 {
            let start = monday.adding(seconds: Double(Int.random(in: 0..<(10 * 24), using: &generator)) * hour)
            let isMilestone = id % 13 == 12
            let length = isMilestone ? 0 : Double(Int.random(in: 1...24, using: &generator)) * hour
            items.append(GanttChartItem(id: .init(id), row: id, time: TimeRange(start..<start.adding(seconds: length)),
                                        type: isMilestone ? .milestone : .standard))
        }
        var dependencies: [GanttChartDependency] = []
        var lags = GanttChartDependencyLagSet()
        let types = GanttChartDependency.DependencyType.allCases
        for to in 1..<60 where Bool.random(using: &generator) {
            let from = Int.random(in: Swift.max(0, to - 8)..<to, using: &generator)
            let id = GanttChartDependency.ID(dependencies.count)
            dependencies.append(GanttChartDependency(id: id, from: .init(from), to: .init(to), type: types.randomElement(using: &generator)!))
            if Bool.random(using: &generator) { lags[id] = .working(Double(Int.random(in: -4...8, using: &generator)) * hour) }
        }
        let (manager, _) = try makeManager(items, dependencies)
        let behavior = GanttChartItemAutoSchedulingBehavior(lags: lags, projectStart: monday)
        manager.behavior = behavior
        manager.applyBehavior()
        for step in 0..<15 {
            let id = GanttChartItem.ID(Int.random(in: 0..<60, using: &generator))
            if manager.item(withID: id)?.isMilestone == false {
                try manager.updateDuration(for: id, to: Double(Int.random(in: 1...24, using: &generator)) * hour)
            }
            let full = ProjectScheduler.schedule(ProjectPlan(manager: manager, lags: lags, start: monday))
            for task in full.tasks {
                #expect(manager.item(withID: task.id.itemID)?.time == task.time, "item \(task.id) after step \(step)")
            }
            #expect(full.diagnostics.isEmpty)
        }
    }
}
