/// What the page's task dialog changed: each field as the person typed it,
/// `nil` for a field left as it was. The plan reads and checks every field
/// (``PlanEdit/updateTask(_:_:)``) and applies them as one undoable edit; a
/// refusal starts with the field's key (`duration: …`), so the dialog can
/// show it next to that field.
public struct TaskUpdate: Sendable, Equatable {
    /// The name.
    public var label: String?
    /// The start, `2025-03-03 08:00`.
    public var start: String?
    /// The finish, `2025-03-05 16:00` (ignored when ``duration`` is given).
    public var finish: String?
    /// The working duration, `3d 4h` (elapsed with `ed`, `eh`).
    public var duration: String?
    /// The completion in percent, `50` or `50%`.
    public var completion: String?
    /// Whether the task is a milestone.
    public var isMilestone: Bool?
    /// The notes (the item's details, its tooltip); empty removes them.
    public var notes: String?
    /// The resource text drawn beside the bar; empty removes it.
    public var resources: String?
    /// The predecessors by item id with type and lag, `3FS+2d;5SS`; empty removes every link to the task.
    public var predecessors: String?
    /// Whether the task is manually scheduled (auto-scheduling keeps its dates) or auto-scheduled.
    public var isManual: Bool?
    /// The constraint type: a document's name (`startNoEarlierThan`) or
    /// abbreviation (`SNET`); `asSoonAsPossible` (or empty) removes the constraint.
    public var constraintType: String?
    /// The constraint date, `2025-03-10 08:00`: required for the dated types, refused
    /// for as soon / as late as possible. Read with ``constraintType`` (the
    /// current type when only the date is given).
    public var constraintDate: String?
    /// The deadline, `2025-03-14 16:00`; empty removes it.
    public var deadline: String?
    /// The calendar's name, one of the plan's calendars; empty for the project calendar.
    public var calendar: String?

    /// The field keys the page sends, in the dialog's order.
    public static let keys = ["label", "start", "finish", "duration", "completion", "milestone", "manual", "constraintType", "constraintDate",
                              "deadline", "calendar", "notes", "resources", "predecessors"]

    /// Creates an update; every field is unchanged by default.
    public init(label: String? = nil, start: String? = nil, finish: String? = nil, duration: String? = nil, completion: String? = nil,
                isMilestone: Bool? = nil, notes: String? = nil, resources: String? = nil, predecessors: String? = nil,
                isManual: Bool? = nil, constraintType: String? = nil, constraintDate: String? = nil, deadline: String? = nil,
                calendar: String? = nil) {
        self.label = label
        self.start = start
        self.finish = finish
        self.duration = duration
        self.completion = completion
        self.isMilestone = isMilestone
        self.notes = notes
        self.resources = resources
        self.predecessors = predecessors
        self.isManual = isManual
        self.constraintType = constraintType
        self.constraintDate = constraintDate
        self.deadline = deadline
        self.calendar = calendar
    }

    /// Whether nothing is changed.
    public var isEmpty: Bool { self == TaskUpdate() }
}
