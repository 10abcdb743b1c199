public import ProjectScheduling
public import GanttChart
import TimelineCore

extension ResolvedTimelineDocument {
    /// An item manager over the document's items with the classic behaviors
    /// (``GanttChart/GanttChartItemBehaviorSet/classic(hierarchy:constraints:lags:)``)
    /// for its hierarchy, constraints and lags, applied once, so that the
    /// items carry their scheduled dates and later edits reschedule them.
    ///
    /// ```swift
    /// let manager = try TimelineDocument(contentsOf: url).resolve().makeItemManager()
    /// try manager.updateDuration(for: 2, to: 16 * 3_600)   // successors follow
    /// ```
    /// - Returns: The manager, on the document's default schedule.
    public func makeItemManager() -> GanttChartItemManager {
        let manager = GanttChartItemManager(source: itemSource, schedule: defaultSchedule)
        manager.behavior = GanttChartItemBehaviorSet.classic(hierarchy: hierarchy, constraints: constraints, lags: lags)
        manager.applyBehavior()
        return manager
    }

    /// The plan ``GanttChart/ProjectScheduler`` schedules for the document
    /// (what `timelinekit schedule` prints): the items as tasks with their
    /// hierarchy, constraints, deadlines and lags (see
    /// ``GanttChart/ProjectPlan/init(manager:hierarchy:constraints:lags:start:)``:
    /// an item without predecessors or constraint keeps its start, so a plan
    /// whose unlinked items start at the project start schedules as the
    /// equivalent Microsoft Project file).
    /// The document's resources and assignments come along, with each item's
    /// task type, effort driving and priority, so the plan schedules
    /// effort-driven durations on resource calendars and can be leveled
    /// (``ProjectScheduling/ProjectLeveler``).
    /// - Returns: The plan, starting at the earliest item start.
    public func projectPlan() -> ProjectPlan {
        let manager = GanttChartItemManager(source: itemSource, schedule: defaultSchedule)
        var plan = ProjectPlan(manager: manager, hierarchy: hierarchy, constraints: constraints, lags: lags)
        applyResources(to: &plan)
        return plan
    }

    /// Whether the document has resources or assignments (so that scheduling
    /// applies effort-driven durations and resource calendars).
    public var hasResources: Bool { !resources.isEmpty || !assignments.isEmpty }

    /// Puts the document's resources and assignments into `plan`, with each
    /// item's task type, effort driving and priority: what ``projectPlan()``
    /// adds to the items, and what the live server's auto-scheduling adds to
    /// each run (``GanttChart/GanttChartItemAutoSchedulingBehavior/planPreparation``).
    /// - Parameter plan: A plan made from the document's items.
    /// - Complexity: O(n) in the tasks.
    public func applyResources(to plan: inout ProjectPlan) {
        plan.resources = resources
        plan.assignments = assignments
        guard !taskOptions.isEmpty else { return }
        for k in plan.tasks.indices {
            guard let options = taskOptions[GanttChartItem.ID(plan.tasks[k].id.rawValue)] else { continue }
            plan.tasks[k].type = options.type
            plan.tasks[k].isEffortDriven = options.isEffortDriven
            plan.tasks[k].priority = options.priority
        }
    }
}
