/// The kinds of periods a ``TimeSelector`` can split a timeline into, from
/// milliseconds to millennia.
public enum TimeIntervalType: String, Sendable, Hashable, CaseIterable, Codable {
    /// Thousandths of a second.
    case milliseconds
    /// Hundredths of a second.
    case centiseconds
    /// Tenths of a second.
    case deciseconds
    /// Seconds.
    case seconds
    /// Minutes.
    case minutes
    /// Hours.
    case hours
    /// Half days, 00:00–12:00 and 12:00–24:00.
    case halfdays
    /// Days, 00:00–24:00.
    case days
    /// Weeks.
    case weeks
    /// Calendar months.
    case months
    /// Calendar quarters.
    case quarters
    /// Calendar years.
    case years
    /// Decades (2020–2029).
    case decades
    /// Centuries (2000–2099).
    case centuries
    /// Millennia (2000–2999).
    case millennia

    /// The matching time unit.
    public var unit: TimeUnit {
        switch self {
        case .milliseconds: .milliseconds
        case .centiseconds: .centiseconds
        case .deciseconds: .deciseconds
        case .seconds: .seconds
        case .minutes: .minutes
        case .hours: .hours
        case .halfdays: .halfDays
        case .days: .days
        case .weeks: .weeks
        case .months: .months
        case .quarters: .quarters
        case .years: .years
        case .decades: .decades
        case .centuries: .centuries
        case .millennia: .millennia
        }
    }

    /// The label format headers use by default for this type.
    public var defaultFormat: TimeFormat {
        switch self {
        case .milliseconds: .millisecond
        case .centiseconds: .centisecond
        case .deciseconds: .decisecond
        case .seconds: .secondWithLeadingZero
        case .minutes: .minuteWithLeadingZero
        case .hours: .hourWithLeadingZero
        case .halfdays: .periodOfDay
        case .days: .dayWithLeadingZero
        case .weeks: .shortDate
        case .months: .monthYear
        case .quarters: .quarterYear
        case .years, .decades, .centuries, .millennia: .year
        }
    }
}
