/// An `<Assignment>` of a Microsoft Project XML file: a resource on a task.
/// Microsoft Project's assignments to the "unassigned" resource (UID
/// -65535) are not read.
public struct MSProjectAssignment: Sendable, Hashable {
    /// `<UID>`, unique among assignments.
    public var uid: Int
    /// `<TaskUID>`.
    public var taskUID: Int
    /// `<ResourceUID>`.
    public var resourceUID: Int
    /// `<Units>`: 1.0 = 100 % (a quantity for material resources).
    public var units: Double
    /// `<Work>` in seconds of working time, if given.
    public var work: Double?

    /// Creates an assignment.
    /// - Parameters:
    ///   - uid: The unique id.
    ///   - taskUID: The task.
    ///   - resourceUID: The resource.
    ///   - units: The units; 1 by default.
    ///   - work: The work in working seconds, if known.
    public init(uid: Int, taskUID: Int, resourceUID: Int, units: Double = 1, work: Double? = nil) {
        self.uid = uid
        self.taskUID = taskUID
        self.resourceUID = resourceUID
        self.units = units
        self.work = work
    }
}
