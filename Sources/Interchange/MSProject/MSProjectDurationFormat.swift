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
