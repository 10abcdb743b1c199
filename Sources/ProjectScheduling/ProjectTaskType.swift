/// Which of duration, units and work a task keeps when the others change,
/// as Microsoft Project's task types (`Type` 0, 1, 2 in MSPDI).
///
/// With assignments that state their work, a ``fixedUnits`` or ``fixedWork``
/// task takes its duration from the work (duration = work ÷ units on the
/// resource's calendar); a ``fixedDuration`` task keeps its duration and its
/// assignments' work is what they state.
public enum ProjectTaskType: String, Sendable, Hashable, CaseIterable, Codable {
    /// Units stay; duration follows work (Microsoft Project's default).
    case fixedUnits
    /// Duration stays; work or units follow.
    case fixedDuration
    /// Work stays; duration follows, shared by all assignments (always effort-driven).
    case fixedWork
}
