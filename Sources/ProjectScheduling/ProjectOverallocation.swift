public import TimelineCore

/// One day on which a work resource is assigned more work than it has
/// (see ``ProjectLeveler/overallocations(in:schedule:)``).
public struct ProjectOverallocation: Sendable, Hashable {
    /// The resource.
    public var resource: ProjectResource.ID
    /// The day, as its start (00:00).
    public var day: Time
    /// The assigned work that day, in working seconds: for each assignment,
    /// its units × its working time that day.
    public var load: Double
    /// What the resource has that day: max units × its calendar's working seconds.
    public var capacity: Double
    /// The tasks working for the resource that day, ascending.
    public var tasks: [ProjectPlan.TaskID]

    /// Creates an over-allocation record.
    /// - Parameters:
    ///   - resource: The resource.
    ///   - day: The day's start.
    ///   - load: The assigned working seconds.
    ///   - capacity: The available working seconds.
    ///   - tasks: The tasks working that day.
    public init(resource: ProjectResource.ID, day: Time, load: Double, capacity: Double, tasks: [ProjectPlan.TaskID]) {
        self.resource = resource
        self.day = day
        self.load = load
        self.capacity = capacity
        self.tasks = tasks
    }
}
