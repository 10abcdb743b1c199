public import ProjectScheduling
public import TimelineCore

/// An MSPDI `<Task>`: one row of the plan (a task, a summary or a milestone).
///
/// Durations are seconds: of working time for working formats, of calendar
/// time for elapsed formats (``MSProjectDurationFormat/isElapsed``), exactly as
/// the file's `PT…H…M…S` value; the format only says how Microsoft Project shows them.
public struct MSProjectTask: Sendable, Hashable {
    /// `<UID>`: the stable id (links refer to it).
    public var uid: Int
    /// `<ID>`: the row number shown in Microsoft Project.
    public var id: Int?
    /// `<Name>`.
    public var name: String?
    /// `<Active>` (Project 2010+); `nil` when absent (active).
    public var isActive: Bool?
    /// `<Manual>`: manually scheduled (Project 2010+).
    public var isManual: Bool
    /// `<IsNull>`: a blank row.
    public var isNull: Bool
    /// `<WBS>`.
    public var wbs: String?
    /// `<OutlineNumber>`, e.g. `1.2.3`.
    public var outlineNumber: String?
    /// `<OutlineLevel>`: 0 for the project summary task, 1 for top-level tasks.
    public var outlineLevel: Int?
    /// `<Start>`.
    public var start: Time?
    /// `<Finish>`.
    public var finish: Time?
    /// `<Duration>` in seconds (working or elapsed, see ``durationFormat``).
    public var duration: Double?
    /// `<DurationFormat>`.
    public var durationFormat: MSProjectDurationFormat?
    /// `<Estimated>`: the duration is an estimate (shown with `?`).
    public var isEstimated: Bool
    /// `<Milestone>`.
    public var isMilestone: Bool
    /// `<Summary>`.
    public var isSummary: Bool
    /// `<PercentComplete>`, 0...100.
    public var percentComplete: Int
    /// `<ConstraintType>`.
    public var constraintType: MSProjectConstraintType
    /// `<CalendarUID>`: the task calendar; `nil` or -1 for none (the project calendar).
    public var calendarUID: Int?
    /// `<ConstraintDate>`.
    public var constraintDate: Time?
    /// `<Deadline>`.
    public var deadline: Time?
    /// `<LevelingDelay>` in tenths of a minute (like ``MSProjectLink/linkLag``).
    public var levelingDelay: Int?
    /// `<LevelingDelayFormat>`.
    public var levelingDelayFormat: MSProjectDurationFormat?
    /// `<Notes>`.
    public var notes: String?
    /// `<PredecessorLink>`s: the links into this task.
    public var predecessors: [MSProjectLink]
    /// `<Type>`: 0 fixed units, 1 fixed duration, 2 fixed work; `nil` when absent (fixed units).
    public var taskType: ProjectTaskType?
    /// `<EffortDriven>`; `nil` when absent.
    public var isEffortDriven: Bool?
    /// `<Priority>`, 0...1000; `nil` when absent (500).
    public var priority: Int?
    /// The task's saved baselines (`<Baseline>`), by ascending number.
    public var baselines: [MSProjectBaseline] = []

    /// Creates a task. Every field but `uid` has the file's default.
    public init(
        uid: Int,
        id: Int? = nil,
        name: String? = nil,
        isActive: Bool? = nil,
        isManual: Bool = false,
        isNull: Bool = false,
        wbs: String? = nil,
        outlineNumber: String? = nil,
        outlineLevel: Int? = nil,
        start: Time? = nil,
        finish: Time? = nil,
        duration: Double? = nil,
        durationFormat: MSProjectDurationFormat? = nil,
        isEstimated: Bool = false,
        isMilestone: Bool = false,
        isSummary: Bool = false,
        percentComplete: Int = 0,
        constraintType: MSProjectConstraintType = .asSoonAsPossible,
        calendarUID: Int? = nil,
        constraintDate: Time? = nil,
        deadline: Time? = nil,
        levelingDelay: Int? = nil,
        levelingDelayFormat: MSProjectDurationFormat? = nil,
        notes: String? = nil,
        predecessors: [MSProjectLink] = []
    ) {
        self.uid = uid
        self.id = id
        self.name = name
        self.isActive = isActive
        self.isManual = isManual
        self.isNull = isNull
        self.wbs = wbs
        self.outlineNumber = outlineNumber
        self.outlineLevel = outlineLevel
        self.start = start
        self.finish = finish
        self.duration = duration
        self.durationFormat = durationFormat
        self.isEstimated = isEstimated
        self.isMilestone = isMilestone
        self.isSummary = isSummary
        self.percentComplete = percentComplete
        self.constraintType = constraintType
        self.calendarUID = calendarUID
        self.constraintDate = constraintDate
        self.deadline = deadline
        self.levelingDelay = levelingDelay
        self.levelingDelayFormat = levelingDelayFormat
        self.notes = notes
        self.predecessors = predecessors
    }

    /// MSPDI's `<Type>` numbers.
    public static let taskTypeCodes: [(code: Int, type: ProjectTaskType)] = [(0, .fixedUnits), (1, .fixedDuration), (2, .fixedWork)]

    /// Whether ``duration`` counts calendar time (an elapsed format such as `ed`)
    /// rather than working time.
    public var isElapsedDuration: Bool { durationFormat?.isElapsed ?? false }

    /// The task calendar's UID, or `nil` when the task uses the project calendar
    /// (`<CalendarUID>` absent or -1).
    public var effectiveCalendarUID: Int? {
        guard let calendarUID, calendarUID >= 0 else { return nil }
        return calendarUID
    }
}
