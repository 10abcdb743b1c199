public import TimelineCore

/// A plain task graph for ``ProjectScheduler``: tasks with working durations,
/// calendars, constraints and a hierarchy, and the links between them.
///
/// The plan knows nothing about rows or drawing, so importers (Microsoft
/// Project XML) and the item behaviors build one the same way.
///
/// ```swift
/// var plan = ProjectPlan(start: Time(year: 2025, month: 3, day: 3, hour: 8), calendar: Schedule.standard)
/// plan.tasks = [.init(id: 1, duration: 16 * 3_600), .init(id: 2, duration: 8 * 3_600)]
/// plan.links = [.init(from: 1, to: 2)]            // finish-to-start, no lag
/// let result = ProjectScheduler.schedule(plan)
/// result[2]?.start                                 // Wed 2025-03-05 08:00
/// ```
public struct ProjectPlan: Sendable {
    /// The id of a task (``Task/ID``); results are keyed by it. A view
    /// module maps its own ids to task ids (the Gantt chart uses the item's
    /// integer).
    public typealias TaskID = Task.ID

    /// The tasks, in any order (results are ordered by id).
    public var tasks: [Task]
    /// The links between tasks.
    public var links: [Link]
    /// Where tasks without predecessors start (a milestone sits exactly here,
    /// even in nonworking time; other tasks move to the next working time).
    public var start: Time
    /// The working time of tasks without a calendar of their own.
    public var calendar: any ScheduleDefinition
    /// Whether ``ProjectTaskConstraint/mustStartOn(_:)``,
    /// ``ProjectTaskConstraint/mustFinishOn(_:)`` and the "no later than"
    /// constraints win over links (Microsoft Project's "tasks will always
    /// honor their constraint dates"). When `false`, links win and the
    /// conflict is still reported.
    public var honorsConstraints: Bool
    /// The resources tasks are assigned to (see ``ProjectResource``).
    public var resources: [ProjectResource]
    /// Which resources work on which tasks (see ``ProjectAssignment``); an
    /// assignment naming a missing task or resource is reported and ignored.
    public var assignments: [ProjectAssignment]

    /// Creates a plan.
    /// - Parameters:
    ///   - tasks: The tasks.
    ///   - links: The links.
    ///   - start: The project start.
    ///   - calendar: The project calendar; ``Schedule/standard`` by default.
    ///   - honorsConstraints: Whether inflexible constraints win over links; `true` by default.
    ///   - resources: The resources; none by default.
    ///   - assignments: The assignments; none by default.
    public init(
        tasks: [Task] = [], links: [Link] = [], start: Time, calendar: any ScheduleDefinition = Schedule.standard, honorsConstraints: Bool = true,
        resources: [ProjectResource] = [], assignments: [ProjectAssignment] = []
    ) {
        self.tasks = tasks
        self.links = links
        self.start = start
        self.calendar = calendar
        self.honorsConstraints = honorsConstraints
        self.resources = resources
        self.assignments = assignments
    }
}

extension ProjectPlan {
    /// A task of a ``ProjectPlan``. A task with children (tasks whose
    /// ``parent`` is its id) is a summary: its own duration, calendar dates
    /// and constraint are ignored and its dates span its children.
    public struct Task: Sendable, Identifiable {
        /// The typed identity of a task, unique in its plan. Encodes as a bare number.
        public typealias ID = TypedID<Task>

        /// The task's id, unique in the plan.
        public var id: TaskID
        /// The working seconds the task lasts, in its calendar; 0 for a milestone.
        public var duration: Double
        /// The task's own working time; `nil` uses the plan's calendar.
        public var calendar: (any ScheduleDefinition)?
        /// Whether the task is manually scheduled: it keeps ``manualTime``
        /// and still drives its successors.
        public var isManuallyScheduled: Bool
        /// The fixed dates of a manually scheduled task; `nil` places it at
        /// the project start with its duration.
        public var manualTime: TimeRange?
        /// The date constraint.
        public var constraint: ProjectTaskConstraint
        /// A date the task should finish by; it never moves the task, it
        /// limits the late finish and a miss is reported.
        public var deadline: Time?
        /// Elapsed seconds added after the logic-driven start (resource leveling).
        public var levelingDelay: Double
        /// The summary task this task belongs to, if any.
        public var parent: TaskID?
        /// Whether the task is a milestone (it then lasts 0 and is never moved
        /// into working time).
        public var isMilestone: Bool
        /// The completed fraction, `0...1`; summaries average their children.
        public var completion: Double
        /// Which of duration, units and work the task keeps; fixed units by default.
        public var type: ProjectTaskType
        /// Whether the task's work is shared by its work assignments (the
        /// duration is the total work over the total units) rather than each
        /// assignment lasting its own work over its own units. Always true for
        /// ``ProjectTaskType/fixedWork``.
        public var isEffortDriven: Bool
        /// The leveling priority, 0...1000 (Microsoft Project's; 500 by
        /// default): higher keeps its resources, 1000 is never delayed.
        public var priority: Int

        /// Creates a task.
        /// - Parameters:
        ///   - id: The unique id.
        ///   - duration: Working seconds; ignored for milestones (always 0).
        ///   - calendar: The task's own calendar, if any.
        ///   - isManuallyScheduled: Whether the task keeps `manualTime`.
        ///   - manualTime: The fixed dates of a manual task.
        ///   - constraint: The date constraint; ASAP by default.
        ///   - deadline: A deadline, if any.
        ///   - levelingDelay: Elapsed seconds of leveling delay.
        ///   - parent: The summary above the task.
        ///   - isMilestone: Whether the task is a milestone.
        ///   - completion: The completed fraction.
        ///   - type: Fixed units (default), fixed duration or fixed work.
        ///   - isEffortDriven: Whether assignments share the work; `false` by default.
        ///   - priority: The leveling priority; 500 by default.
        public init(
            id: TaskID,
            duration: Double = 0,
            calendar: (any ScheduleDefinition)? = nil,
            isManuallyScheduled: Bool = false,
            manualTime: TimeRange? = nil,
            constraint: ProjectTaskConstraint = .asSoonAsPossible,
            deadline: Time? = nil,
            levelingDelay: Double = 0,
            parent: TaskID? = nil,
            isMilestone: Bool = false,
            completion: Double = 0,
            type: ProjectTaskType = .fixedUnits,
            isEffortDriven: Bool = false,
            priority: Int = 500
        ) {
            self.id = id
            self.duration = duration
            self.calendar = calendar
            self.isManuallyScheduled = isManuallyScheduled
            self.manualTime = manualTime
            self.constraint = constraint
            self.deadline = deadline
            self.levelingDelay = levelingDelay
            self.parent = parent
            self.isMilestone = isMilestone
            self.completion = completion
            self.type = type
            self.isEffortDriven = isEffortDriven
            self.priority = priority
        }
    }

    /// A link of a ``ProjectPlan``: `to` depends on `from` by `type` and `lag`.
    /// Links to or from a summary apply to every leaf task under it.
    public struct Link: Sendable, Hashable {
        /// The typed identity of a link. Encodes as a bare number.
        public typealias ID = TypedID<Link>

        /// The link's identity, if the caller names links (the Gantt chart
        /// uses the dependency's integer); the scheduler only carries it.
        public var id: ID?
        /// The predecessor.
        public var from: TaskID
        /// The successor.
        public var to: TaskID
        /// Which ends are linked.
        public var type: ProjectLinkType
        /// The lag (negative for a lead).
        public var lag: ProjectLinkLag

        /// Creates a link.
        /// - Parameters:
        ///   - id: The link's identity; none by default.
        ///   - from: The predecessor.
        ///   - to: The successor.
        ///   - type: Which ends are linked; finish-to-start by default.
        ///   - lag: The lag; none by default.
        public init(id: ID? = nil, from: TaskID, to: TaskID, type: ProjectLinkType = .fromFinishToStart, lag: ProjectLinkLag = .zero) {
            self.id = id
            self.from = from
            self.to = to
            self.type = type
            self.lag = lag
        }
    }
}
