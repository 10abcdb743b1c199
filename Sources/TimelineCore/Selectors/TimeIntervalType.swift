/// The kinds of periods a ``TimeSelector`` can split a timeline into, from
/// milliseconds to millennia.
public enum TimeIntervalType: String, Sendable, Hashable, CaseIterable, Codable {
    case milliseconds, centiseconds, deciseconds, seconds, minutes, hours, halfdays
    case days, weeks, months, quarters, years, decades, centuries, millennia

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
