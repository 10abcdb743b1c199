public import TimelineCore

/// Successors follow their predecessors: after every edit the items are
/// scheduled by ``ProjectScheduler`` (all four dependency types, lags from a
/// ``GanttChartDependencyLagSet``, constraints and deadlines from a
/// ``GanttChartItemConstraintSet``, summaries from a
/// ``GanttChartItemHierarchy``) and every item whose time differs is updated
/// through the manager.
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
    /// Parent → children.
    public var hierarchy: GanttChartItemHierarchy {
        didSet { lastResult = nil }
    }
    /// Constraints and deadlines per item.
    public var constraints: GanttChartItemConstraintSet {
        didSet { lastResult = nil }
    }
    /// Lags per dependency.
    public var lags: GanttChartDependencyLagSet {
        didSet { lastResult = nil }
    }
    /// The project start; the earliest item start when `nil`.
    public var projectStart: Time? {
        didSet { lastResult = nil }
    }
    /// The result of the last run (dates, slack, diagnostics).
    public private(set) var lastResult: ProjectScheduleResult?

    /// Creates the behavior.
    public init(
        hierarchy: GanttChartItemHierarchy = GanttChartItemHierarchy(),
        constraints: GanttChartItemConstraintSet = GanttChartItemConstraintSet(),
        lags: GanttChartDependencyLagSet = GanttChartDependencyLagSet(),
        projectStart: Time? = nil
    ) {
        self.hierarchy = hierarchy
        self.constraints = constraints
        self.lags = lags
        self.projectStart = projectStart
    }

    /// Schedules the items and moves those whose time changed.
    /// - Complexity: O((n + m) log n) to build the plan, plus the scheduler's
    ///   cost (incremental after the first run) and one manager update per moved item.
    public func apply(in manager: GanttChartItemManager, after changes: [GanttChartItemChange]) {
        let plan = ProjectPlan(manager: manager, hierarchy: hierarchy, constraints: constraints, lags: lags, start: projectStart)
        let result: ProjectScheduleResult
        if let previous = lastResult, !changes.isEmpty {
            result = ProjectScheduler.reschedule(plan, previous: previous, changedTasks: changes.compactMap(\.itemID))
        } else {
            result = ProjectScheduler.schedule(plan)
        }
        for task in result.tasks {
            guard let item = manager.item(withID: task.id) else { continue }
            let time = item.isMilestone ? TimeRange(at: task.start) : task.time
            if time != item.time || time.start.timeOfDay != item.start.timeOfDay || time.finish.timeOfDay != item.finish.timeOfDay {
                try? manager.updateTime(for: task.id, to: time)
            }
        }
        // The items now match the result; keep it for the next incremental run.
        lastResult = result
    }
}
