public import TimelineCore

/// Why an MSPDI calendar could not become a ``Schedule``.
public enum MSProjectCalendarError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No calendar has this UID.
    case unknownCalendar(uid: Int)
    /// The base calendars of `uid` lead back to it.
    case baseCalendarCycle(uid: Int)
    /// The resolved calendar is not a valid schedule (e.g. no working time at all).
    case invalidSchedule(uid: Int, ScheduleError)

    public var description: String {
        switch self {
        case .unknownCalendar(let uid): "no calendar has UID \(uid)"
        case .baseCalendarCycle(let uid): "the base calendars of calendar UID \(uid) form a cycle"
        case let .invalidSchedule(uid, error): "calendar UID \(uid) is not a valid schedule: \(error)"
        }
    }
}
