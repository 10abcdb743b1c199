/// Why an MSPDI document could not become Gantt chart items.
public enum MSProjectConversionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A task has no `<Start>` or `<Finish>` (the scheduler, not the chart, can compute them).
    case missingDates(taskUID: Int)
    /// A task's calendar (or the project calendar) could not be resolved.
    case calendar(taskUID: Int?, MSProjectCalendarError)

    public var description: String {
        switch self {
        case .missingDates(let uid): "task UID \(uid) has no <Start> or <Finish>; schedule the plan first"
        case let .calendar(uid?, error): "task UID \(uid): \(error)"
        case let .calendar(nil, error): "the project calendar: \(error)"
        }
    }
}
