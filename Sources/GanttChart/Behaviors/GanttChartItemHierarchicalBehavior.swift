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
/// The hierarchy is either fixed (``GanttChartItemHierarchy``) or read through
/// a closure (`children(of:)`) each time the behavior is applied.
public final class GanttChartItemHierarchicalBehavior: GanttChartItemBehavior {
    private let source: Source
    /// The summaries that are collapsed.
    public private(set) var collapsedItems: Set<GanttChartItem.ID> = []

    private enum Source {
        case fixed(GanttChartItemHierarchy)
        case closure((GanttChartItem.ID) -> [GanttChartItem.ID])
    }

    /// A behavior over a fixed hierarchy.
    public init(hierarchy: GanttChartItemHierarchy) {
        source = .fixed(hierarchy)
    }

    /// A behavior that asks `children` for the children of each item.
    public init(children: @escaping (GanttChartItem.ID) -> [GanttChartItem.ID]) {
        source = .closure(children)
    }

    /// The hierarchy of the manager's items.
    /// - Complexity: O(1) for a fixed hierarchy; O(n) closure calls otherwise.
    public func hierarchy(in manager: GanttChartItemManager) -> GanttChartItemHierarchy {
        switch source {
        case let .fixed(hierarchy):
            return hierarchy
        case let .closure(children):
            var hierarchy = GanttChartItemHierarchy()
            for item in manager.source.items.sorted(by: { $0.id < $1.id }) {
                let list = children(item.id)
                if !list.isEmpty { hierarchy.setChildren(list, of: item.id) }
            }
            return hierarchy
        }
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
    /// - Complexity: O(n) plus the descendants of collapsed summaries.
    public func visibleItemIDs(in manager: GanttChartItemManager) -> [GanttChartItem.ID] {
        let hierarchy = hierarchy(in: manager)
        var hidden: Set<GanttChartItem.ID> = []
        for id in collapsedItems where hierarchy.isSummary(id) { hidden.formUnion(hierarchy.descendants(of: id)) }
        return manager.source.items.map(\.id).filter { !hidden.contains($0) }.sorted()
    }

    /// Moves the items under moved summaries, then re-spans every summary.
    /// - Complexity: O(d) working-time operations for the d items under moved
    ///   summaries, plus O(s · h + c) to re-span s summaries of depth h with c children.
    public func apply(in manager: GanttChartItemManager, after changes: [GanttChartItemChange]) {
        let hierarchy = hierarchy(in: manager)
        guard !hierarchy.summaries.isEmpty else { return }
        for change in changes {
            guard case let .time(id, old) = change, hierarchy.isSummary(id), let summary = manager.item(withID: id),
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
            }
        }
        span(hierarchy, in: manager)
    }

    /// Sets every summary's time and completion from its children, deepest first.
    private func span(_ hierarchy: GanttChartItemHierarchy, in manager: GanttChartItemManager) {
        for id in hierarchy.summariesBottomUp() {
            guard let summary = manager.item(withID: id) else { continue }
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
            guard let range else { continue }
            if range != summary.time || range.start.timeOfDay != summary.start.timeOfDay || range.finish.timeOfDay != summary.finish.timeOfDay {
                try? manager.updateTime(for: id, to: range)
            }
            let completion = work > 0 ? done / work : plain / Double(count)
            if abs(completion - summary.completion) > 1e-12 { try? manager.updateCompletion(for: id, to: completion) }
        }
    }
}
