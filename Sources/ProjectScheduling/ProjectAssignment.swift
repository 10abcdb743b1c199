public import TimelineCore

/// An assignment of a ``ProjectResource`` to a task of a ``ProjectPlan``.
///
/// For a work resource, `units` is the fraction of the resource's time the
/// task takes (1 = 100 %), and `work` the working seconds it spends on the
/// task. When `work` is given, the task's duration follows from it (see
/// ``ProjectScheduler``, "Resources"); when it is `nil`, the work follows
/// from the duration: duration × units. For a material resource `units` is
/// the quantity used; cost resources ignore both.
///
/// ```swift
/// // Ann spends 24 working hours at 50 %: the task lasts 48 working hours.
/// let assignment = ProjectAssignment(task: 3, resource: 1, units: 0.5, work: 24 * 3_600)
/// ```
public struct ProjectAssignment: Sendable, Hashable, Identifiable {
    /// The typed identity of an assignment. Encodes as a bare number.
    public typealias ID = TypedID<ProjectAssignment>

    /// The assignment's id, unique in the plan.
    public var id: ID
    /// The task the resource works on.
    public var task: ProjectPlan.TaskID
    /// The resource.
    public var resource: ProjectResource.ID
    /// The fraction of the resource's time (work) or the quantity (material); 1 by default.
    public var units: Double
    /// The working seconds the resource spends on the task; `nil` derives
    /// them from the task's duration.
    public var work: Double?

    /// Creates an assignment.
    /// - Parameters:
    ///   - id: The unique id; 0 by default (give ids when a plan has several
    ///     assignments and results must name them).
    ///   - task: The task.
    ///   - resource: The resource.
    ///   - units: The fraction of the resource's time or the quantity; 1 by default.
    ///   - work: The working seconds, or `nil` to derive them from the duration.
    public init(id: ID = 0, task: ProjectPlan.TaskID, resource: ProjectResource.ID, units: Double = 1, work: Double? = nil) {
        self.id = id
        self.task = task
        self.resource = resource
        self.units = units
        self.work = work
    }
}
