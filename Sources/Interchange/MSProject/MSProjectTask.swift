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

/// An MSPDI `<PredecessorLink>` of a task.
public struct MSProjectLink: Sendable, Hashable {
    /// `<PredecessorUID>`.
    public var predecessorUID: Int
    /// `<Type>`.
    public var type: MSProjectLinkType
    /// `<LinkLag>` in **tenths of a minute** (4 800 = one 8-hour day), or in
    /// whole percent of the predecessor's duration for the percent formats
    /// (19, 20), as Microsoft Project and MPXJ read it.
    public var linkLag: Int
    /// `<LagFormat>`: how the lag is shown, and whether it is elapsed or a percentage.
    public var lagFormat: MSProjectDurationFormat?

    /// Creates a link.
    /// - Parameters:
    ///   - predecessorUID: The predecessor task's UID.
    ///   - type: Which ends are linked (finish-to-start by default).
    ///   - linkLag: The lag in tenths of a minute (percent for the percent formats).
    ///   - lagFormat: The lag's format.
    public init(predecessorUID: Int, type: MSProjectLinkType = .finishToStart, linkLag: Int = 0, lagFormat: MSProjectDurationFormat? = nil) {
        self.predecessorUID = predecessorUID
        self.type = type
        self.linkLag = linkLag
        self.lagFormat = lagFormat
    }

    /// The lag as a value: seconds of working or elapsed time, or a percentage.
    public var lag: Lag {
        if let lagFormat, lagFormat.isPercent {
            return .percent(Double(linkLag), elapsed: lagFormat.isElapsed)
        }
        let seconds = Double(linkLag) * 6
        return (lagFormat?.isElapsed ?? false) ? .elapsed(seconds: seconds) : .working(seconds: seconds)
    }

    /// A link lag in the units the scheduler needs.
    public enum Lag: Sendable, Hashable {
        /// Seconds of working time (on the successor's calendar in Microsoft Project).
        case working(seconds: Double)
        /// Seconds of calendar time (24/7).
        case elapsed(seconds: Double)
        /// A percentage of the predecessor's duration.
        case percent(Double, elapsed: Bool)
    }
}

/// `<PredecessorLink><Type>` values: 0 FF, 1 FS, 2 SF, 3 SS.
public enum MSProjectLinkType: Int, Sendable, Hashable, CaseIterable {
    /// 0: finish-to-finish.
    case finishToFinish = 0
    /// 1: finish-to-start (the default).
    case finishToStart = 1
    /// 2: start-to-finish.
    case startToFinish = 2
    /// 3: start-to-start.
    case startToStart = 3
}

/// `<ConstraintType>` values.
public enum MSProjectConstraintType: Int, Sendable, Hashable, CaseIterable {
    /// 0: as soon as possible (ASAP).
    case asSoonAsPossible = 0
    /// 1: as late as possible (ALAP).
    case asLateAsPossible = 1
    /// 2: must start on (MSO).
    case mustStartOn = 2
    /// 3: must finish on (MFO).
    case mustFinishOn = 3
    /// 4: start no earlier than (SNET).
    case startNoEarlierThan = 4
    /// 5: start no later than (SNLT).
    case startNoLaterThan = 5
    /// 6: finish no earlier than (FNET).
    case finishNoEarlierThan = 6
    /// 7: finish no later than (FNLT).
    case finishNoLaterThan = 7

    /// Whether the constraint needs a `<ConstraintDate>`.
    public var needsDate: Bool { self != .asSoonAsPossible && self != .asLateAsPossible }
}

/// `<DurationFormat>` / `<LagFormat>` / `<LevelingDelayFormat>` values: the
/// unit a duration is shown in, whether it is elapsed (calendar) time, and
/// whether it is an estimate (`?`, values 35...53).
public enum MSProjectDurationFormat: Int, Sendable, Hashable, CaseIterable {
    /// 3: minutes.
    case minutes = 3
    /// 4: elapsed minutes.
    case elapsedMinutes = 4
    /// 5: hours.
    case hours = 5
    /// 6: elapsed hours.
    case elapsedHours = 6
    /// 7: days.
    case days = 7
    /// 8: elapsed days.
    case elapsedDays = 8
    /// 9: weeks.
    case weeks = 9
    /// 10: elapsed weeks.
    case elapsedWeeks = 10
    /// 11: months.
    case months = 11
    /// 12: elapsed months.
    case elapsedMonths = 12
    /// 19: percent.
    case percent = 19
    /// 20: elapsed percent.
    case elapsedPercent = 20
    /// 21: null (no duration).
    case null = 21
    /// 35: estimated minutes.
    case estimatedMinutes = 35
    /// 36: estimated elapsed minutes.
    case estimatedElapsedMinutes = 36
    /// 37: estimated hours.
    case estimatedHours = 37
    /// 38: estimated elapsed hours.
    case estimatedElapsedHours = 38
    /// 39: estimated days.
    case estimatedDays = 39
    /// 40: estimated elapsed days.
    case estimatedElapsedDays = 40
    /// 41: estimated weeks.
    case estimatedWeeks = 41
    /// 42: estimated elapsed weeks.
    case estimatedElapsedWeeks = 42
    /// 43: estimated months.
    case estimatedMonths = 43
    /// 44: estimated elapsed months.
    case estimatedElapsedMonths = 44
    /// 51: estimated percent.
    case estimatedPercent = 51
    /// 52: estimated elapsed percent.
    case estimatedElapsedPercent = 52
    /// 53: estimated null.
    case estimatedNull = 53

    /// The same format without the estimate mark.
    public var base: MSProjectDurationFormat {
        rawValue >= 35 ? MSProjectDurationFormat(rawValue: rawValue - 32)! : self
    }

    /// Whether the format counts calendar time (24 hours a day, 7 days a week).
    public var isElapsed: Bool {
        switch base {
        case .elapsedMinutes, .elapsedHours, .elapsedDays, .elapsedWeeks, .elapsedMonths, .elapsedPercent: true
        default: false
        }
    }

    /// Whether the format marks an estimate (`?`).
    public var isEstimated: Bool { rawValue >= 35 }

    /// Whether the value is a percentage (lags only).
    public var isPercent: Bool { base == .percent || base == .elapsedPercent }

    /// The seconds in one unit of this format, to show a duration in it
    /// (`duration / unitSeconds` days, weeks…): working units follow the
    /// document's ``MSProjectDocument/minutesPerDay``, ``MSProjectDocument/minutesPerWeek``
    /// and ``MSProjectDocument/daysPerMonth``; elapsed units are 24-hour days,
    /// 7-day weeks and 30-day months. `nil` for percent and null formats.
    public func unitSeconds(in document: MSProjectDocument) -> Double? {
        switch base {
        case .minutes, .elapsedMinutes: 60
        case .hours, .elapsedHours: 3_600
        case .days: Double(document.minutesPerDay) * 60
        case .elapsedDays: 86_400
        case .weeks: Double(document.minutesPerWeek) * 60
        case .elapsedWeeks: 7 * 86_400
        case .months: Double(document.daysPerMonth * document.minutesPerDay) * 60
        case .elapsedMonths: 30 * 86_400
        default: nil
        }
    }
}
