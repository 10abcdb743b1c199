public import ProjectScheduling
public import TimelineCore

extension ProjectPlan {
    /// A plan for the items and dependencies of a manager.
    ///
    /// Each item becomes a task with the working duration of its time in its
    /// schedule (the manager's schedule when it has none); milestones last 0.
    /// A task without predecessors (none on it or on a summary above it) and
    /// without a constraint of its own keeps its date: it gets
    /// ``GanttChartItemConstraint/startNoEarlierThan(_:)`` at its start, so a
    /// task the user placed stays where it is while linked tasks follow their
    /// predecessors. Items in the constraint set's
    /// ``GanttChartItemConstraintSet/manuallyScheduled`` keep their time.
    /// - Parameters:
    ///   - manager: The items, dependencies and schedule.
    ///   - hierarchy: Parent → children (summaries).
    ///   - constraints: Constraints and deadlines per item.
    ///   - lags: Lags per dependency.
    ///   - start: The project start; the earliest item start by default.
    /// - Complexity: O((n + m) log n) plus one working-duration computation per item.
    public init(
        manager: GanttChartItemManager,
        hierarchy: GanttChartItemHierarchy = GanttChartItemHierarchy(),
        constraints: GanttChartItemConstraintSet = GanttChartItemConstraintSet(),
        lags: GanttChartDependencyLagSet = GanttChartDependencyLagSet(),
        start: Time? = nil
    ) {
        self.init(manager: manager, hierarchy: hierarchy, constraints: constraints, lags: lags, start: start, options: ItemPlanOptions())
    }

    /// How a behavior turns items into a plan beyond the sets (see
    /// ``GanttChartItemAutoSchedulingBehavior``).
    struct ItemPlanOptions {
        /// Lags for dependencies the lag set does not list.
        var lagSource: GanttChartDependencyLagSource?
        /// Constraints for items the constraint set does not list.
        var constraintSource: GanttChartItemConstraintSource?
        /// Items that keep their time (manually scheduled in this run).
        var keptItems: Set<GanttChartItem.ID> = []
        /// Whether tasks last their working duration (else their elapsed
        /// length, on a 24/7 calendar).
        var preservesDurations = true
        /// The dependencies scheduled; all when `nil`.
        var includedDependency: ((GanttChartDependency) -> Bool)?
    }

    init(
        manager: GanttChartItemManager,
        hierarchy: GanttChartItemHierarchy,
        constraints: GanttChartItemConstraintSet,
        lags: GanttChartDependencyLagSet,
        start: Time?,
        options: ItemPlanOptions
    ) {
        let items = manager.source.items.sorted { $0.id < $1.id }
        var dependencies = manager.source.dependencies
        if let included = options.includedDependency { dependencies = dependencies.filter(included) }
        var hasPredecessor = Set(dependencies.map(\.to))
        // Links into a summary reach every item under it; each item is
        // visited once (under a reached summary, everything is reached).
        var reached: Set<GanttChartItem.ID> = []
        var stack: [GanttChartItem.ID] = []
        for summary in hierarchy.summaries where hasPredecessor.contains(summary) && !reached.contains(summary) {
            stack.append(contentsOf: hierarchy.children(of: summary))
            while let next = stack.popLast() {
                guard reached.insert(next).inserted else { continue }
                stack.append(contentsOf: hierarchy.children(of: next))
            }
        }
        hasPredecessor.formUnion(reached)
        var tasks: [Task] = []
        tasks.reserveCapacity(items.count)
        for item in items {
            var task = Task(id: item.id.taskID)
            task.isMilestone = item.isMilestone
            if options.preservesDurations {
                task.duration = item.isMilestone ? 0 : manager.scheduledDuration(in: item)
                task.calendar = item.schedule
            } else {
                task.duration = item.isMilestone ? 0 : item.time.duration
                task.calendar = Schedule.continuous
            }
            task.completion = item.completion
            task.parent = hierarchy.parent(of: item.id)?.taskID
            task.deadline = constraints.deadlines[item.id]
            if options.keptItems.contains(item.id) || constraints.manuallyScheduled.contains(item.id) {
                task.isManuallyScheduled = true
                task.manualTime = item.time
            }
            if let constraint = constraints[item.id] ?? options.constraintSource?(item.id) {
                task.constraint = constraint
            } else if !hasPredecessor.contains(item.id) {
                task.constraint = .startNoEarlierThan(item.start)
            }
            tasks.append(task)
        }
        let links = dependencies.map {
            Link(id: $0.id.linkID, from: $0.from.taskID, to: $0.to.taskID, type: ProjectLinkType($0.type), lag: lags[$0.id] ?? options.lagSource?($0) ?? .zero)
        }
        self.init(tasks: tasks, links: links, start: start ?? items.map(\.start).min() ?? Time.reference, calendar: manager.schedule)
    }
}
