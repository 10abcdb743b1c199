public import TimelineCore

/// Something the scheduler noticed and did not silently fix: a conflict
/// between a constraint and the links, a missed deadline, a dependency
/// cycle, a link or parent that cannot be used. Every case names the tasks.
///
/// ```swift
/// let result = ProjectScheduler.schedule(plan)
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// // task 3: SNLT 2025-03-04T08:00:00 conflicts: links require a start at 2025-03-05T08:00:00
/// ```
public enum ScheduleDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A constraint could not be met together with the links; `reason` says
    /// which dates collide and which side won.
    case constraintConflict(task: ProjectPlan.TaskID, constraint: ProjectTaskConstraint, reason: String)
    /// The task finishes after its deadline (the deadline never moves it).
    case missedDeadline(task: ProjectPlan.TaskID, deadline: Time, finish: Time)
    /// The links close a cycle; `tasks` lists the (leaf) tasks around it in
    /// link direction, starting and ending with the same task. The link into
    /// the first task was ignored so that the rest could be scheduled.
    case dependencyCycle(tasks: [ProjectPlan.TaskID])
    /// A link was ignored: it names a missing task, links a task to itself,
    /// or links a summary with a task under it.
    case invalidLink(from: ProjectPlan.TaskID, to: ProjectPlan.TaskID, reason: String)
    /// A task's parent is missing or the parents form a loop; the task was
    /// scheduled as a top-level task.
    case invalidParent(task: ProjectPlan.TaskID, parent: ProjectPlan.TaskID)
    /// Two tasks share an id; the later one was ignored.
    case duplicateTask(ProjectPlan.TaskID)
    /// A task's value cannot be used (a negative or non-finite duration or
    /// leveling delay); `reason` says which and what was used instead.
    case invalidTask(ProjectPlan.TaskID, reason: String)
    /// A resource was ignored or a value of it replaced (duplicate id,
    /// unusable max units or rate).
    case invalidResource(ProjectResource.ID, reason: String)
    /// An assignment was ignored or a value of it replaced (missing task or
    /// resource, a summary task, unusable units or work).
    case invalidAssignment(ProjectAssignment.ID, task: ProjectPlan.TaskID, reason: String)

    /// The tasks the diagnostic concerns.
    public var taskIDs: [ProjectPlan.TaskID] {
        switch self {
        case let .constraintConflict(task, _, _), let .missedDeadline(task, _, _): [task]
        case let .dependencyCycle(tasks): tasks
        case let .invalidLink(from, to, _): [from, to]
        case let .invalidParent(task, parent): [task, parent]
        case let .duplicateTask(task), let .invalidTask(task, _): [task]
        case .invalidResource: []
        case let .invalidAssignment(_, task, _): [task]
        }
    }

    /// The problem in one sentence, naming the tasks.
    public var description: String {
        switch self {
        case let .constraintConflict(task, constraint, reason):
            "task \(task): \(constraint) conflicts: \(reason)"
        case let .missedDeadline(task, deadline, finish):
            "task \(task): finishes \(finish), after its deadline \(deadline)"
        case let .dependencyCycle(tasks):
            "dependency cycle \(tasks.map(\.description).joined(separator: " → "))"
        case let .invalidLink(from, to, reason):
            "link \(from)→\(to) ignored: \(reason)"
        case let .invalidParent(task, parent):
            "task \(task): parent \(parent) is missing or loops; scheduled at the top level"
        case let .duplicateTask(task):
            "task \(task): the id is used by another task; ignored"
        case let .invalidTask(task, reason):
            "task \(task): \(reason)"
        case let .invalidResource(resource, reason):
            "resource \(resource): \(reason)"
        case let .invalidAssignment(assignment, task, reason):
            "assignment \(assignment) (task \(task)): \(reason)"
        }
    }
}
