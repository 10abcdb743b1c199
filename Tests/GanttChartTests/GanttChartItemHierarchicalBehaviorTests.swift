@testable import GanttChart
import Testing
import TimelineCore

@Suite("Hierarchical behavior, summaries re-spanned above the edited items only")
struct GanttChartItemHierarchicalBehaviorTests {
    /// 1 000 { 100 + g { 10 · (10 g + t) + k } }: three phases of three groups of
    /// four tasks (one a milestone), nested three deep, in March 2025.
    private static func plan() throws -> (GanttChartItemManager, GanttChartItemHierarchicalBehavior) {
        var items: [GanttChartItem] = []
        var children: [GanttChartItem.ID: [GanttChartItem.ID]] = [:]
        var row = 0
        func add(_ id: Int, day: Int, hours: Double, type: GanttChartItem.ItemType = .standard) {
            let start = Time(year: 2025, month: 3, day: day, hour: 8)
            var item = GanttChartItem(id: .init(id), row: row, time: TimeRange(start..<start.adding(seconds: type == .milestone ? 0 : hours * 3_600)), type: type)
            item.completion = Double(id % 5) / 4
            items.append(item)
            row += 1
        }
        add(1_000, day: 3, hours: 1, type: .summary)
        for phase in 0..<3 {
            let phaseID = 100 + phase
            add(phaseID, day: 3, hours: 1, type: .summary)
            children[1_000, default: []].append(.init(phaseID))
            for group in 0..<3 {
                let groupID = 10 * (10 * phase + group) + 5_000
                add(groupID, day: 3, hours: 1, type: .summary)
                children[.init(phaseID), default: []].append(.init(groupID))
                for task in 0..<4 {
                    let id = 10_000 + 100 * phase + 10 * group + task
                    add(id, day: 3 + (phase * 3 + group + task) % 10, hours: Double(2 + task * 3), type: task == 3 ? .milestone : .standard)
                    children[.init(groupID), default: []].append(.init(id))
                }
            }
        }
        let manager = GanttChartItemManager(source: try GanttChartItemSource(items: items), schedule: Schedule.standard)
        let behavior = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy(children))
        manager.behavior = behavior
        manager.applyBehavior()
        return (manager, behavior)
    }

    @Test("After every one of 300 random edits (moves of tasks and summaries, completions, types, items removed and added, undo) a full re-span changes nothing")
    func incrementalEqualsFull() throws {
        let (manager, _) = try Self.plan()
        var undo = GanttChartUndoManager()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var nextID = 90_000
        for step in 0..<300 {
            let ids = manager.source.items.map(\.id)
            let id = ids[random(ids.count)]
            guard let item = manager.item(withID: id) else { continue }
            let edits = manager.recordingEdits {
                switch random(6) {
                case 0, 1:
                    // Any item, a summary too (its subtree follows), by whole and half days.
                    let shift = Double(random(9) - 4) * 43_200
                    try? manager.updateTime(for: id, to: TimeRange(item.start.adding(seconds: shift)..<item.finish.adding(seconds: shift + Double(random(3)) * 3_600)))
                case 2:
                    try? manager.updateCompletion(for: id, to: Double(random(11)) / 10)
                case 3 where item.type != .summary:
                    try? manager.updateType(for: id, to: item.type == .milestone ? .standard : .milestone)
                case 4 where item.type != .summary && ids.count > 20:
                    _ = try? manager.removeItem(id)
                default:
                    nextID += 1
                    let start = item.start
                    try? manager.addItem(GanttChartItem(id: .init(nextID), row: ids.count + step, time: TimeRange(start..<start.adding(seconds: 7_200))))
                }
            }
            undo.register(edits, actionName: "edit")
            if random(7) == 0 { _ = undo.undo(in: manager) }
            let fullSpanEdits = manager.recordingEdits { manager.applyBehavior() }
            #expect(fullSpanEdits.isEmpty, "step \(step): \(fullSpanEdits.prefix(3))")
            if !fullSpanEdits.isEmpty { return }
        }
    }

    @Test("An edit re-spans only the summaries above the edited item")
    func onlyAncestors() throws {
        let (manager, behavior) = try Self.plan()
        // A task of phase 0, group 1, moved a day later: its group, phase and the root follow; nothing else is written.
        let task: GanttChartItem.ID = 10_011
        let before = manager.item(withID: task)!.time
        let edits = try manager.recordingEdits { () throws(GanttChartValidationError) in
            try manager.updateTime(for: task, to: TimeRange(before.start.adding(days: 9)..<before.finish.adding(days: 9)))
        }
        let touched = Set(edits.compactMap { edit -> GanttChartItem.ID? in
            if case let .time(id, _, _) = edit { return id }
            if case let .completion(id, _, _) = edit { return id }
            return nil
        })
        #expect(touched.isSubset(of: [task, 5_010, 100, 1_000]) && touched.contains(task) && touched.contains(5_010))
        #expect(manager.item(withID: 5_010)!.finish >= manager.item(withID: task)!.finish)
        // A hierarchy set on the behavior directly (not through the manager): its next run spans every summary.
        var changed = behavior.hierarchy
        changed.removeFromParent(task)
        changed.addChildren([task], to: 5_020)
        behavior.hierarchy = changed
        try manager.updateCompletion(for: 10_000, to: 0.5)
        #expect(manager.recordingEdits { manager.applyBehavior() }.isEmpty)
    }

    @Test("Spanning by parent positions (what a loader uses) gives what spanning by the hierarchy gives, on random forests in random order")
    func spanByPositions() {
        var generator = SplitMix64(seed: 5)
        for round in 0..<100 {
            let count = Int.random(in: 1...60, using: &generator)
            // A random forest over positions, then the positions shuffled: children come before or after their parents.
            var parentOfNode = [Int](repeating: -1, count: count)
            for node in 1..<max(count, 1) where Bool.random(using: &generator) { parentOfNode[node] = Int.random(in: 0..<node, using: &generator) }
            let order = (0..<count).shuffled(using: &generator)
            var positionOfNode = [Int](repeating: 0, count: count)
            for (position, node) in order.enumerated() { positionOfNode[node] = position }
            let items = order.enumerated().map { position, node in
                let start = Time(year: 2025, month: 3, day: 3, hour: 8).adding(seconds: Double(Int.random(in: 0...200, using: &generator)) * 1_800)
                let milestone = Int.random(in: 0..<6, using: &generator) == 0
                var item = GanttChartItem(id: .init(node * 7 + 3), row: position,
                                          time: TimeRange(start..<start.adding(seconds: milestone ? 0 : Double(Int.random(in: 1...40, using: &generator)) * 900)),
                                          type: milestone ? .milestone : .standard)
                item.completion = Double(Int.random(in: 0...8, using: &generator)) / 8
                return item
            }
            let parentPositions = order.map { parentOfNode[$0] < 0 ? -1 : positionOfNode[parentOfNode[$0]] }
            // The hierarchy with each parent's children in the order of `items`.
            var children: [GanttChartItem.ID: [GanttChartItem.ID]] = [:]
            for position in items.indices where parentPositions[position] >= 0 {
                children[items[parentPositions[position]].id, default: []].append(items[position].id)
            }
            let expected = GanttChartItemHierarchicalBehavior.spanningSummaries(of: items, hierarchy: GanttChartItemHierarchy(children), schedule: Schedule.standard)
            var spanned = items
            GanttChartItemHierarchicalBehavior.spanSummaries(in: &spanned, parentPositions: parentPositions, schedule: Schedule.standard)
            #expect(spanned.map(\.time) == expected.map(\.time), "round \(round)")
            #expect(spanned.map(\.completion) == expected.map(\.completion), "round \(round)")
            // Something moved: the test is not comparing untouched items.
            if round == 0 { #expect(children.isEmpty || spanned.map(\.time) != items.map(\.time) || spanned.map(\.completion) != items.map(\.completion)) }
        }
    }
}

