public import TimelineCore

/// Summaries follow their children, and children follow their summary.
///
/// - A summary spans its earliest child start and latest child finish
///   (milestones included), bottom-up through nested summaries; its
///   completion is the working-duration-weighted average of its children.
/// - Moving a summary moves every item under it by the same working time, in
///   the summary's schedule, keeping each item's working duration: moving a
///   summary from Mon 08:00 to Tue 08:00 on ``Schedule/standard`` moves a
///   child at Wed 10:00–14:00 to Thu 10:00–14:00.
/// - Each summary is expanded or collapsed; ``visibleItemIDs(in:)`` leaves
///   out what collapsed summaries hide.
///
/// The hierarchy is fixed (``hierarchy``), read through a
/// ``GanttChartItemHierarchySource`` each time the behavior is applied
/// (``childrenSource``), or both.
public final class GanttChartItemHierarchicalBehavior: GanttChartItemBehavior {
    /// The fixed parent → children relations (edited by
    /// ``GanttChartItemManager/addHierarchicalRelations(for:children:)`` and
    /// its siblings); for the parents it lists, they win over ``childrenSource``.
    public var hierarchy: GanttChartItemHierarchy { didSet { spansAreCurrent = false } }
    /// Asked for the children of each item each time the behavior is applied, if set.
    public var childrenSource: GanttChartItemHierarchySource? { didSet { spansAreCurrent = false } }
    /// Whether every summary spanned its children when the behavior last ran
    /// over all of them, and it has seen every edit since (see ``apply(in:after:)``).
    private var spansAreCurrent = false
    /// The summaries that are collapsed.
    public private(set) var collapsedItems: Set<GanttChartItem.ID> = []

    /// A behavior over a fixed hierarchy.
    public init(hierarchy: GanttChartItemHierarchy) {
        self.hierarchy = hierarchy
    }

    /// A behavior that asks `children` for the children of each item.
    public init(children: @escaping GanttChartItemHierarchySource) {
        hierarchy = GanttChartItemHierarchy()
        childrenSource = children
    }

    /// The hierarchy of the manager's items: ``childrenSource`` (if any)
    /// overlaid with ``hierarchy``.
    /// - Complexity: O(1) without a source; O(n) source calls otherwise.
    public func hierarchy(in manager: GanttChartItemManager) -> GanttChartItemHierarchy {
        guard childrenSource != nil else { return hierarchy }
        return hierarchy.merged(with: childrenSource, itemIDs: manager.source.items.map(\.id))
    }

    /// Whether a summary shows its children (true unless collapsed).
    public func isExpanded(_ id: GanttChartItem.ID) -> Bool { !collapsedItems.contains(id) }

    /// Expands or collapses a summary.
    public func setExpanded(_ isExpanded: Bool, for id: GanttChartItem.ID) {
        if isExpanded { collapsedItems.remove(id) } else { collapsedItems.insert(id) }
    }

    /// Expands a collapsed summary or collapses an expanded one.
    public func toggleExpansion(of id: GanttChartItem.ID) { setExpanded(!isExpanded(id), for: id) }

    /// The ids of the items not hidden under a collapsed summary, ascending.
    /// - Complexity: O(n log n): each hidden item is visited once, however
    ///   deeply collapsed summaries nest.
    public func visibleItemIDs(in manager: GanttChartItemManager) -> [GanttChartItem.ID] {
        let hierarchy = hierarchy(in: manager)
        var hidden: Set<GanttChartItem.ID> = []
        var stack: [GanttChartItem.ID] = []
        for id in collapsedItems where hierarchy.isSummary(id) {
            stack.append(contentsOf: hierarchy.children(of: id))
            while let next = stack.popLast() {
                // A hidden item's descendants are hidden already.
                guard hidden.insert(next).inserted else { continue }
                stack.append(contentsOf: hierarchy.children(of: next))
            }
        }
        return manager.source.items.map(\.id).filter { !hidden.contains($0) }.sorted()
    }

    /// Moves the items under moved summaries, then re-spans the summaries.
    ///
    /// Which summaries: every one the first time, when `changes` is empty
    /// (``GanttChartItemManager/applyBehavior()``), after ``hierarchy`` or
    /// ``childrenSource`` was set, when the hierarchy comes from a source, or
    /// when the behavior runs inside a set (another behavior may move items
    /// it is not told about). Otherwise only the summaries above the items
    /// the changes touched (times, completions, types, schedules, items
    /// added or removed, and the items moved with a summary), deepest first:
    /// the others span their children already. On a 100 000-task plan an
    /// edit then re-spans a few summaries instead of all of them.
    ///
    /// After replacing the manager's source or its schedules, call
    /// ``GanttChartItemManager/applyBehavior()``: the behavior does not see
    /// those (they are not edits).
    /// - Complexity: O(d) working-time operations for the d items under moved
    ///   summaries, plus O(s · h + c) to re-span s summaries of depth h with c
    ///   children (s: all summaries, or those above the touched items).
    public func apply(in manager: GanttChartItemManager, after changes: [GanttChartEdit]) {
        let hierarchy = hierarchy(in: manager)
        guard hierarchy.hasSummaries else { return }
        var touched: [GanttChartItem.ID] = []
        var spansAll = changes.isEmpty || !spansAreCurrent || childrenSource != nil || manager.behavior !== self
        for change in changes {
            switch change {
            case let .time(id, _, _), let .completion(id, _, _), let .itemType(id, _, _), let .schedule(id, _, _):
                touched.append(id)
            case let .itemAdded(item), let .itemRemoved(item):
                touched.append(item.id)
            case .parent:
                spansAll = true
            default:
                break   // rows, texts, links, baselines, constraints: no summary follows them
            }
        }
        for change in changes {
            guard case let .time(id, old, _) = change, hierarchy.isSummary(id), let summary = manager.item(withID: id),
                summary.start != old.start
            else { continue }
            let schedule = manager.schedule(for: summary)
            let delta = summary.start >= old.start
                ? schedule.workingDuration(of: TimeRange(old.start..<summary.start))
                : -schedule.workingDuration(of: TimeRange(summary.start..<old.start))
            guard delta != 0 else { continue }
            for child in hierarchy.descendants(of: id) where !hierarchy.isSummary(child) {
                guard let item = manager.item(withID: child) else { continue }
                let itemSchedule = manager.schedule(for: item)
                let work = item.isMilestone ? 0 : itemSchedule.workingDuration(of: item.time)
                var start = itemSchedule.adding(workingDuration: delta, to: item.start)
                if !item.isMilestone { start = itemSchedule.nextWorkingTime(from: start) }
                let finish = work == 0 ? start : itemSchedule.adding(workingDuration: work, to: start)
                try? manager.updateTime(for: child, to: TimeRange(start..<Swift.max(start, finish)))
                touched.append(child)
            }
        }
        if spansAll {
            for id in hierarchy.summariesBottomUp() { span(id, hierarchy, in: manager) }
            spansAreCurrent = childrenSource == nil && manager.behavior === self
        } else {
            for id in hierarchy.summariesBottomUp(above: touched) { span(id, hierarchy, in: manager) }
        }
    }

    /// The items with every summary spanning its children, as ``apply(in:after:)``
    /// leaves them: deepest summaries first, each from the earliest start to
    /// the latest finish of its children (milestones included), its completion
    /// the working-duration-weighted average of theirs (the plain average
    /// when no child has working time). A summary without existing children
    /// keeps its time. Pure: for loaders that build a collection once.
    ///
    /// A summary of a child at Mon 08:00–12:00 and a child at Tue 08:00–17:00
    /// spans Mon 08:00–Tue 17:00.
    /// - Parameters:
    ///   - items: The items, in any order (the result keeps it).
    ///   - hierarchy: Parent → children.
    ///   - schedule: The schedule of items without their own.
    /// - Returns: `items` with the summaries' times and completions set.
    /// - Complexity: O(n log n) for n items, plus one working-duration
    ///   computation per child.
    public static func spanningSummaries(of items: [GanttChartItem], hierarchy: GanttChartItemHierarchy,
                                         schedule: any ScheduleDefinition) -> [GanttChartItem] {
        var indexByID: [GanttChartItem.ID: Int] = [:]
        indexByID.reserveCapacity(items.count)
        for index in items.indices where indexByID[items[index].id] == nil { indexByID[items[index].id] = index }
        var summaries: [Int] = []
        var childOffsets: [Int] = [0]
        var children: [Int] = []
        for id in hierarchy.summariesBottomUp() {
            guard let summaryIndex = indexByID[id] else { continue }
            summaries.append(summaryIndex)
            for child in hierarchy.children(of: id) {
                if let index = indexByID[child] { children.append(index) }
            }
            childOffsets.append(children.count)
        }
        var items = items
        span(&items, summaries: summaries, childOffsets: childOffsets, children: children, schedule: schedule)
        return items
    }

    /// ``spanningSummaries(of:hierarchy:schedule:)`` in place, with the hierarchy given
    /// as each item's parent's position in `items` (`-1` for none; no
    /// cycles), children in the order of `items`: no lookups by id, for
    /// loaders that read a whole plan.
    /// - Complexity: O(n) for n items, plus one working-duration computation per child.
    package static func spanSummaries(in items: inout [GanttChartItem], parentPositions: [Int], schedule: any ScheduleDefinition) {
        precondition(parentPositions.count == items.count, "one parent position per item")
        let count = items.count
        // Each summary's children in order of `items`.
        let lists = ChildLists(parents: parentPositions)
        // Depths (a walk up stops at the first ancestor already known).
        var depth = [Int](repeating: -1, count: count)
        var path: [Int] = []
        for position in 0..<count where depth[position] < 0 {
            path.removeAll(keepingCapacity: true)
            var current = position
            var above = -1
            while true {
                if depth[current] >= 0 { above = depth[current]; break }
                path.append(current)
                let parent = parentPositions[current]
                guard parent >= 0 else { break }
                current = parent
            }
            for (offset, walked) in path.reversed().enumerated() { depth[walked] = above + 1 + offset }
        }
        // Summaries deepest first, in order of `items` within a depth.
        var summaries = (0..<count).filter(lists.hasChildren)
        summaries.sort { depth[$0] != depth[$1] ? depth[$0] > depth[$1] : $0 < $1 }
        var childOffsets: [Int] = [0]
        childOffsets.reserveCapacity(summaries.count + 1)
        var children: [Int] = []
        children.reserveCapacity(lists.children.count)
        for summary in summaries {
            children.append(contentsOf: lists[summary])
            childOffsets.append(children.count)
        }
        span(&items, summaries: summaries, childOffsets: childOffsets, children: children, schedule: schedule)
    }

    /// Spans `summaries` (positions in `items`, children before parents) over
    /// their children: `children[childOffsets[k]..<childOffsets[k + 1]]` are
    /// the positions of the children of `summaries[k]`.
    private static func span(_ items: inout [GanttChartItem], summaries: [Int], childOffsets: [Int], children: [Int],
                             schedule: any ScheduleDefinition) {
        for (number, summaryIndex) in summaries.enumerated() {
            var range: TimeRange?
            var work = 0.0, done = 0.0, plain = 0.0
            var count = 0
            for index in children[childOffsets[number]..<childOffsets[number + 1]] {
                // Fields read in place: binding the item would copy it.
                let time = items[index].time
                range = range.map { TimeRange(Swift.min($0.start, time.start)..<Swift.max($0.finish, time.finish)) } ?? time
                let w = items[index].isMilestone ? 0 : (items[index].schedule ?? schedule).workingDuration(of: time)
                let completion = items[index].completion
                work += w
                done += w * completion
                plain += completion
                count += 1
            }
            guard let range else { continue }
            items[summaryIndex].time = range
            let completion = work > 0 ? done / work : plain / Double(count)
            if abs(completion - items[summaryIndex].completion) > 1e-12 { items[summaryIndex].completion = completion }
        }
    }

    /// Sets a summary's time and completion from its children.
    private func span(_ id: GanttChartItem.ID, _ hierarchy: GanttChartItemHierarchy, in manager: GanttChartItemManager) {
        do {
            guard let summary = manager.item(withID: id) else { return }
            var range: TimeRange?
            var work = 0.0
            var done = 0.0
            var plain = 0.0
            var count = 0
            for child in hierarchy.children(of: id) {
                guard let item = manager.item(withID: child) else { continue }
                range = range.map { TimeRange(Swift.min($0.start, item.start)..<Swift.max($0.finish, item.finish)) } ?? item.time
                let w = item.isMilestone ? 0 : manager.scheduledDuration(in: item)
                work += w
                done += w * item.completion
                plain += item.completion
                count += 1
            }
            guard let range else { return }
            if range != summary.time || range.start.timeOfDay != summary.start.timeOfDay || range.finish.timeOfDay != summary.finish.timeOfDay {
                try? manager.updateTime(for: id, to: range)
            }
            let completion = work > 0 ? done / work : plain / Double(count)
            if abs(completion - summary.completion) > 1e-12 { try? manager.updateCompletion(for: id, to: completion) }
        }
    }
}
