public import ProjectScheduling
public import TimelineCore

/// Successors follow their predecessors: after every edit the items are
/// scheduled by ``ProjectScheduler`` (all four dependency types, lags from a
/// ``GanttChartDependencyLagSet``, constraints and deadlines from a
/// ``GanttChartItemConstraintSet``, summaries from a
/// ``GanttChartItemHierarchy``) and every item whose time differs is updated
/// through the manager.
///
/// Lags and constraints come from sets (edited by the
/// ``GanttChartItemManager`` shortcuts such as
/// ``GanttChartItemManager/setLag(_:for:)``) and, for what the sets do not
/// list, from optional source functions.
///
/// Items without predecessors keep their dates (see
/// ``ProjectPlan/init(manager:hierarchy:constraints:lags:start:)``); linked
/// items move to the earliest time their links allow, earlier or later, so
/// dragging a linked item away from its predecessor snaps it back: to keep
/// it later, give it a constraint (e.g. ``GanttChartItemConstraint/startNoEarlierThan(_:)``). On
/// ``Schedule/standard``: with 1 (Mon 08:00–16:00) → 2 finish-to-start,
/// lengthening 1 to 16 h moves 2 from Tue to Wed; with a lag of
/// `.working(4 * 3_600)` on the link, 2 starts Wed 12:00.
///
/// After the first run, edits reschedule incrementally
/// (``ProjectScheduler/reschedule(_:previous:changedTasks:)``) as long as
/// the items and dependencies stay the same; adding or removing them, or
/// ``GanttChartItemManager/applyBehavior()``, schedules in full. After
/// editing the manager's source directly (not through the manager), call
/// ``GanttChartItemManager/applyBehavior()``: the behavior only learns about
/// edits made through the manager.
public final class GanttChartItemAutoSchedulingBehavior: GanttChartItemBehavior {
    /// Parent → children; for the parents it lists, it wins over ``hierarchySource``.
    public var hierarchy: GanttChartItemHierarchy {
        didSet { lastResult = nil }
    }
    /// Asked for the children of each item on every run, if set.
    public var hierarchySource: GanttChartItemHierarchySource? {
        didSet { lastResult = nil }
    }
    /// Constraints and deadlines per item.
    public var constraints: GanttChartItemConstraintSet {
        didSet { lastResult = nil }
    }
    /// Asked for the constraint of each item the ``constraints`` do not list, if set.
    public var constraintSource: GanttChartItemConstraintSource? {
        didSet { lastResult = nil }
    }
    /// Lags per dependency.
    public var lags: GanttChartDependencyLagSet {
        didSet { lastResult = nil }
    }
    /// Asked for the lag of each dependency the ``lags`` do not list, if set.
    public var lagSource: GanttChartDependencyLagSource? {
        didSet { lastResult = nil }
    }
    /// The project start; the earliest item start when `nil`.
    public var projectStart: Time? {
        didSet { lastResult = nil }
    }
    /// Whether an item the user just moved is itself placed by its
    /// predecessors (`true`, the default: dragging a linked item away from
    /// its predecessor snaps it back) or keeps the user's dates for this run
    /// while its successors follow it (`false`; it is treated as manually
    /// scheduled until a later change upstream places it again).
    public var appliesToUpdatingItems: Bool {
        didSet { lastResult = nil }
    }
    /// Whether a linked item is placed by all of its predecessors (`true`, the
    /// default: the latest date any link allows) or, in a run after an edit,
    /// only by the links from the edited items and from the items downstream
    /// of them (`false`): with 1 → 3 and 2 → 3, moving 1 earlier pulls 3 after
    /// 1 even when 2 still finishes later. Runs on demand
    /// (``GanttChartItemManager/applyBehavior()``) always use every link.
    public var aggregatesSources: Bool {
        didSet { lastResult = nil }
    }
    /// Whether items keep their working duration in their schedule when they
    /// move (`true`, the default), or their elapsed length (`false`: items
    /// and lags are then counted on a 24/7 calendar and starts are not moved
    /// into working time).
    public var preservesDurations: Bool {
        didSet { lastResult = nil }
    }
    /// Called with the plan made from the items before every run, to add
    /// what items do not carry: resources, assignments and the tasks'
    /// types, effort driving and priorities, so that the run schedules
    /// effort-driven durations on resource calendars as
    /// ``ProjectScheduler`` does (see Interchange's
    /// `ResolvedTimelineDocument.applyResources(to:)`); `nil` schedules the items alone.
    public var planPreparation: (@Sendable (inout ProjectPlan) -> Void)? {
        didSet { lastResult = nil }
    }
    /// The result of the last run (dates, slack, diagnostics).
    public private(set) var lastResult: ProjectScheduleResult?

    /// Creates the behavior.
    /// - Parameters:
    ///   - hierarchy: Parent → children.
    ///   - hierarchySource: Children asked for on every run, if any.
    ///   - constraints: Constraints and deadlines per item.
    ///   - constraintSource: Constraints of items `constraints` does not list, if any.
    ///   - lags: Lags per dependency.
    ///   - lagSource: Lags of dependencies `lags` does not list, if any.
    ///   - projectStart: The project start; the earliest item start by default.
    ///   - appliesToUpdatingItems: See ``appliesToUpdatingItems``.
    ///   - aggregatesSources: See ``aggregatesSources``.
    ///   - preservesDurations: See ``preservesDurations``.
    public init(
        hierarchy: GanttChartItemHierarchy = GanttChartItemHierarchy(),
        hierarchySource: GanttChartItemHierarchySource? = nil,
        constraints: GanttChartItemConstraintSet = GanttChartItemConstraintSet(),
        constraintSource: GanttChartItemConstraintSource? = nil,
        lags: GanttChartDependencyLagSet = GanttChartDependencyLagSet(),
        lagSource: GanttChartDependencyLagSource? = nil,
        projectStart: Time? = nil,
        appliesToUpdatingItems: Bool = true,
        aggregatesSources: Bool = true,
        preservesDurations: Bool = true
    ) {
        self.hierarchy = hierarchy
        self.hierarchySource = hierarchySource
        self.constraints = constraints
        self.constraintSource = constraintSource
        self.lags = lags
        self.lagSource = lagSource
        self.projectStart = projectStart
        self.appliesToUpdatingItems = appliesToUpdatingItems
        self.aggregatesSources = aggregatesSources
        self.preservesDurations = preservesDurations
    }

    /// The hierarchy used for the manager's items: ``hierarchySource`` (if
    /// any) overlaid with ``hierarchy``.
    /// - Complexity: O(1) without a source; O(n) source calls otherwise.
    public func effectiveHierarchy(in manager: GanttChartItemManager) -> GanttChartItemHierarchy {
        guard hierarchySource != nil else { return hierarchy }
        return hierarchy.merged(with: hierarchySource, itemIDs: manager.source.items.map(\.id))
    }

    /// Schedules the items and moves those whose time changed.
    /// - Complexity: O((n + m) log n) to build the plan, plus the scheduler's
    ///   cost (incremental after the first run) and one manager update per moved item.
    public func apply(in manager: GanttChartItemManager, after changes: [GanttChartEdit]) {
        let hierarchy = effectiveHierarchy(in: manager)
        var options = ProjectPlan.ItemPlanOptions(lagSource: lagSource, constraintSource: constraintSource, preservesDurations: preservesDurations)
        if !appliesToUpdatingItems {
            for change in changes {
                if case let .time(id, _, _) = change { options.keptItems.insert(id) }
            }
        }
        var isPartial = false
        if !aggregatesSources, !changes.isEmpty {
            let region = Self.downstream(of: changes.compactMap(\.scheduledItemID), in: manager, hierarchy: hierarchy)
            let changed = Set(changes.compactMap(\.scheduledItemID))
            options.includedDependency = { region.contains($0.from) || changed.contains($0.to) }
            isPartial = true
        }
        var plan = ProjectPlan(manager: manager, hierarchy: hierarchy, constraints: constraints, lags: lags, start: projectStart, options: options)
        planPreparation?(&plan)
        let result: ProjectScheduleResult
        if let previous = lastResult, !changes.isEmpty {
            result = ProjectScheduler.reschedule(plan, previous: previous, changedTasks: changes.compactMap(\.scheduledItemID?.taskID))
        } else {
            result = ProjectScheduler.schedule(plan)
        }
        for task in result.tasks {
            guard let item = manager.item(withID: task.id.itemID) else { continue }
            let time = item.isMilestone ? TimeRange(at: task.start) : task.time
            if time != item.time || time.start.timeOfDay != item.start.timeOfDay || time.finish.timeOfDay != item.finish.timeOfDay {
                try? manager.updateTime(for: item.id, to: time)
            }
        }
        // The items now match the result; keep it for the next incremental
        // run (a run over some links only does not describe the whole plan).
        lastResult = isPartial ? nil : result
    }

    /// The items whose dates may follow from `ids`: those items, the items
    /// they reach through dependencies, the items under reached summaries
    /// and the summaries above reached items.
    /// - Complexity: O(r + d) for r reached items and d dependencies among them.
    private static func downstream(of ids: [GanttChartItem.ID], in manager: GanttChartItemManager, hierarchy: GanttChartItemHierarchy) -> Set<GanttChartItem.ID> {
        var reached: Set<GanttChartItem.ID> = []
        var stack = ids
        while let id = stack.popLast() {
            guard reached.insert(id).inserted else { continue }
            for dependency in manager.source.outgoingDependencies(from: id) { stack.append(dependency.to) }
            // The children, whose own children follow when they are popped.
            stack.append(contentsOf: hierarchy.children(of: id))
            // A summary's dates follow its children: links from it count too.
            var parent = hierarchy.parent(of: id)
            while let summary = parent, reached.insert(summary).inserted {
                for dependency in manager.source.outgoingDependencies(from: summary) { stack.append(dependency.to) }
                parent = hierarchy.parent(of: summary)
            }
        }
        return reached
    }
}
