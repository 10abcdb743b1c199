public import TimelineCore

/// What ``ProjectScheduler`` computed for a ``ProjectPlan``: per task the
/// scheduled, early and late dates, slack and criticality, plus diagnostics.
///
/// Tasks are ordered by id. Slack is in working seconds of the task's calendar.
public struct ProjectScheduleResult: Sendable {
    /// The computed dates of one task.
    public struct TaskSchedule: Sendable, Hashable, Identifiable {
        /// The task's id.
        public var id: ProjectPlan.TaskID
        /// The scheduled start: the early start, or the late start of an
        /// as-late-as-possible task, or the fixed start of a manual task.
        public var start: Time
        /// The scheduled finish.
        public var finish: Time
        /// The earliest start the links and constraints allow.
        public var earlyStart: Time
        /// The earliest finish.
        public var earlyFinish: Time
        /// The latest start that does not delay the project finish (or a
        /// successor's late date, a deadline, an inflexible constraint).
        public var lateStart: Time
        /// The latest finish.
        public var lateFinish: Time
        /// `min(late start − early start, late finish − early finish)` in
        /// working seconds of the task's calendar; negative when a constraint
        /// or deadline cannot be met.
        public var totalSlack: Double
        /// How far the task can slip without delaying any successor's early date.
        public var freeSlack: Double
        /// Whether `totalSlack <= 0`.
        public var isCritical: Bool
        /// Whether the task is a summary (it has children).
        public var isSummary: Bool
        /// The completed fraction; a summary's is the working-duration-weighted
        /// average of its children.
        public var completion: Double
        /// The working seconds the task lasts on its calendar (its resources'
        /// for a resource-scheduled task), after effort-driven durations; 0
        /// for milestones and summaries.
        public var duration: Double = 0

        /// The scheduled time, half-open `[start, finish)`.
        public var time: TimeRange { TimeRange(start..<Swift.max(start, finish)) }
    }

    /// What one assignment does: its work and when it works.
    public struct AssignmentSchedule: Sendable, Hashable, Identifiable {
        /// The assignment's id.
        public var id: ProjectAssignment.ID
        /// The task.
        public var task: ProjectPlan.TaskID
        /// The resource.
        public var resource: ProjectResource.ID
        /// The units (fraction of the resource's time, or a material quantity).
        public var units: Double
        /// The working seconds the resource spends on the task (0 for material
        /// and cost resources and for milestones).
        public var work: Double
        /// When the assignment starts: the task's scheduled start.
        public var start: Time
        /// When the assignment finishes: the task's finish, or earlier when
        /// its own work ÷ units is shorter than the task's duration.
        public var finish: Time

        /// The assignment's time, half-open `[start, finish)`.
        public var time: TimeRange { TimeRange(start..<Swift.max(start, finish)) }
    }

    /// The tasks, ordered by id.
    public internal(set) var tasks: [TaskSchedule]
    /// The valid assignments, ordered by id (then plan order); see
    /// ``ProjectAssignment``. Invalid ones are in ``diagnostics``.
    public internal(set) var assignments: [AssignmentSchedule]
    /// The project start of the plan.
    public internal(set) var projectStart: Time
    /// The latest early finish over all tasks (the project start for an empty plan).
    public internal(set) var projectFinish: Time
    /// Everything the scheduler could not satisfy, in a fixed order: ignored
    /// input (duplicate ids, parents, links), dependency cycles, unusable
    /// values, then constraint conflicts and missed deadlines by ascending task id.
    public internal(set) var diagnostics: [ScheduleDiagnostic]
    /// How many tasks the last forward pass recomputed (all leaves for a full
    /// schedule, the affected ones for ``ProjectScheduler/reschedule(_:previous:changedTasks:)``).
    public internal(set) var recomputedTaskCount: Int

    /// Whether the plan honored constraints (incremental runs need the same).
    let honorsConstraints: Bool
    /// The prepared graph, reused by incremental rescheduling.
    let graph: ScheduleGraph?
    /// Constraint diagnostics per dense task index (kept for incremental runs).
    let constraintDiagnostics: [Int: [ScheduleDiagnostic]]
    /// Per dense task index: the dates the links require for tasks that an
    /// honored constraint holds earlier (kept for incremental runs).
    let linkDates: [Int: (start: Time, finish: Time)]
    /// Per dense index: whether the early finish is the early start plus the duration.
    let regularFinish: [Bool]
    /// Per dense index: the time the early start was moved forward from to
    /// the next working time, when nothing else moved it (see ``SchedulingEngine/snappedFrom``).
    let snappedFrom: [Time?]

    /// The schedule of the task with `id`, or `nil`.
    /// - Complexity: O(log n).
    public subscript(id: ProjectPlan.TaskID) -> TaskSchedule? {
        var low = 0
        var high = tasks.count
        while low < high {
            let mid = (low + high) / 2
            if tasks[mid].id < id { low = mid + 1 } else { high = mid }
        }
        return low < tasks.count && tasks[low].id == id ? tasks[low] : nil
    }

    /// The assignments of task `id`, ordered by assignment id.
    /// - Complexity: O(a) over all assignments.
    public func assignments(of id: ProjectPlan.TaskID) -> [AssignmentSchedule] {
        assignments.filter { $0.task == id }
    }

    /// The ids of the critical tasks (summaries excluded), ascending.
    /// - Complexity: O(n).
    public var criticalTaskIDs: [ProjectPlan.TaskID] {
        tasks.filter { $0.isCritical && !$0.isSummary }.map(\.id)
    }
}
