public import TimelineCore

/// An RRULE (RFC 5545 3.3.10): every rule part, from `FREQ` to `WKST`.
///
/// ```swift
/// let rule = try ICalendarRecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")
/// rule.frequency    // .monthly
/// rule.text         // "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"
/// ```
public struct ICalendarRecurrenceRule: Sendable, Hashable, CustomStringConvertible {
    /// How often the rule repeats (`FREQ`).
    public enum Frequency: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Every second (`INTERVAL` seconds).
        case secondly = "SECONDLY"
        /// Every minute.
        case minutely = "MINUTELY"
        /// Every hour.
        case hourly = "HOURLY"
        /// Every day.
        case daily = "DAILY"
        /// Every week (weeks start on `WKST`).
        case weekly = "WEEKLY"
        /// Every month.
        case monthly = "MONTHLY"
        /// Every year.
        case yearly = "YEARLY"

        var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

        /// Shorter periods first.
        public static func < (lhs: Frequency, rhs: Frequency) -> Bool { lhs.rank < rhs.rank }
    }

    /// A `BYDAY` entry: a weekday, with an ordinal for the MONTHLY and YEARLY
    /// rules (`1MO` the first Monday, `-1FR` the last Friday).
    public struct WeekdayNumber: Sendable, Hashable {
        /// The weekday.
        public var weekday: Weekday
        /// `nil` for every such weekday, else `±1…53`.
        public var ordinal: Int?

        /// Creates an entry.
        /// - Parameters:
        ///   - weekday: The weekday.
        ///   - ordinal: `nil`, or the n-th (negative: from the end) in the month or year.
        public init(_ weekday: Weekday, ordinal: Int? = nil) {
            self.weekday = weekday
            self.ordinal = ordinal
        }
    }

    /// `FREQ`.
    public var frequency: Frequency
    /// `INTERVAL` (1 or more).
    public var interval = 1
    /// `COUNT`: the number of instances, the DTSTART included.
    public var count: Int?
    /// `UNTIL`: the last possible instance (inclusive).
    public var until: ICalendarDateTime?
    /// `BYSECOND` (0…60).
    public var bySecond: [Int] = []
    /// `BYMINUTE` (0…59).
    public var byMinute: [Int] = []
    /// `BYHOUR` (0…23).
    public var byHour: [Int] = []
    /// `BYDAY`.
    public var byDay: [WeekdayNumber] = []
    /// `BYMONTHDAY` (±1…31).
    public var byMonthDay: [Int] = []
    /// `BYYEARDAY` (±1…366).
    public var byYearDay: [Int] = []
    /// `BYWEEKNO` (±1…53).
    public var byWeekNumber: [Int] = []
    /// `BYMONTH` (1…12).
    public var byMonth: [Int] = []
    /// `BYSETPOS` (±1…366).
    public var bySetPosition: [Int] = []
    /// `WKST`, Monday by default.
    public var weekStart: Weekday = .monday

    /// A rule of the given frequency, every period.
    /// - Parameter frequency: `FREQ`.
    public init(frequency: Frequency) {
        self.frequency = frequency
    }

    /// The largest `COUNT` accepted (a count is never enumerated beyond the window asked for).
    public static let countLimit = 1_000_000_000_000
    /// The largest `INTERVAL` accepted.
    public static let intervalLimit = 1_000_000

    static let weekdayCodes: [(String, Weekday)] = [("SU", .sunday), ("MO", .monday), ("TU", .tuesday), ("WE", .wednesday),
                                                    ("TH", .thursday), ("FR", .friday), ("SA", .saturday)]

    /// Reads an RRULE value.
    /// - Parameter text: The value, `FREQ=…;…`.
    /// - Throws: ``ICalendarError`` naming the bad part (at `<rule>`, line 0; the reader gives the place).
    public init(parsing text: String) throws(ICalendarError) {
        switch Self.parse(text, zone: nil) {
        case .success(let rule): self = rule
        case .failure(let error): throw ICalendarError(location: SourceLocation(file: "<rule>", line: 0, column: 0), message: error.message)
        }
    }

    static func parse(_ text: String, zone: String?) -> Result<ICalendarRecurrenceRule, ICalendarDateTime.ValueError> {
        typealias Failure = ICalendarDateTime.ValueError
        var frequency: Frequency?
        var rule = ICalendarRecurrenceRule(frequency: .daily)
        var seen = Set<String>()
        func integers(_ value: String, _ name: String, _ range: ClosedRange<Int>, allowNegative: Bool) -> Result<[Int], Failure> {
            var result: [Int] = []
            for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                guard item.count <= 12, let number = Int(item), range.contains(abs(number)), allowNegative || number >= 0, number != 0 || range.lowerBound == 0 else {
                    return .failure(Failure("\(name)=\(value): \"\(item)\" must be \(allowNegative ? "±" : "")\(range.lowerBound)…\(range.upperBound)"))
                }
                result.append(number)
            }
            return .success(result)
        }
        for part in text.split(separator: ";", omittingEmptySubsequences: true) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2 else { return .failure(Failure("\"\(part)\" is not NAME=value")) }
            let name = pieces[0].uppercased(), value = String(pieces[1])
            guard seen.insert(name).inserted else { return .failure(Failure("\(name) is given twice")) }
            func set(_ result: Result<[Int], Failure>, _ keyPath: WritableKeyPath<ICalendarRecurrenceRule, [Int]>) -> Failure? {
                switch result {
                case .success(let values): rule[keyPath: keyPath] = values; return nil
                case .failure(let error): return error
                }
            }
            var failure: Failure?
            switch name {
            case "FREQ":
                guard let value = Frequency(rawValue: value.uppercased()) else {
                    return .failure(Failure("FREQ=\(value): use SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY"))
                }
                frequency = value
            case "INTERVAL":
                guard value.count <= 12, let number = Int(value), (1...intervalLimit).contains(number) else {
                    return .failure(Failure("INTERVAL=\(value) must be a whole number from 1 to \(intervalLimit)"))
                }
                rule.interval = number
            case "COUNT":
                guard value.count <= 14, let number = Int(value), (1...countLimit).contains(number) else {
                    return .failure(Failure("COUNT=\(value) must be a whole number from 1 to \(countLimit)"))
                }
                rule.count = number
            case "UNTIL":
                switch ICalendarDateTime.parse(value, zone: nil, dateOnly: nil) {
                case .success(let until): rule.until = until
                case .failure(let error): return .failure(Failure("UNTIL: \(error.message)"))
                }
            case "BYSECOND": failure = set(integers(value, name, 0...60, allowNegative: false), \.bySecond)
            case "BYMINUTE": failure = set(integers(value, name, 0...59, allowNegative: false), \.byMinute)
            case "BYHOUR": failure = set(integers(value, name, 0...23, allowNegative: false), \.byHour)
            case "BYMONTHDAY": failure = set(integers(value, name, 1...31, allowNegative: true), \.byMonthDay)
            case "BYYEARDAY": failure = set(integers(value, name, 1...366, allowNegative: true), \.byYearDay)
            case "BYWEEKNO": failure = set(integers(value, name, 1...53, allowNegative: true), \.byWeekNumber)
            case "BYMONTH": failure = set(integers(value, name, 1...12, allowNegative: false), \.byMonth)
            case "BYSETPOS": failure = set(integers(value, name, 1...366, allowNegative: true), \.bySetPosition)
            case "BYDAY":
                for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                    let upper = item.uppercased()
                    guard upper.count >= 2, let code = Self.weekdayCodes.first(where: { upper.hasSuffix($0.0) }) else {
                        return .failure(Failure("BYDAY=\(value): \"\(item)\" is not a weekday (SU, MO, TU, WE, TH, FR, SA, optionally with an ordinal like 1MO or -1FR)"))
                    }
                    let prefix = upper.dropLast(2)
                    var ordinal: Int?
                    if !prefix.isEmpty {
                        guard prefix.count <= 3, let number = Int(prefix), (1...53).contains(abs(number)) else {
                            return .failure(Failure("BYDAY=\(value): \"\(item)\": the ordinal must be ±1…53"))
                        }
                        ordinal = number
                    }
                    rule.byDay.append(WeekdayNumber(code.1, ordinal: ordinal))
                }
            case "WKST":
                guard let code = Self.weekdayCodes.first(where: { $0.0 == value.uppercased() }) else {
                    return .failure(Failure("WKST=\(value) is not a weekday (SU, MO, …, SA)"))
                }
                rule.weekStart = code.1
            default:
                if name.hasPrefix("X-") { continue }
                return .failure(Failure("unknown rule part \(name)"))
            }
            if let failure { return .failure(failure) }
        }
        guard let frequency else { return .failure(Failure("FREQ is missing")) }
        rule.frequency = frequency
        if rule.count != nil && rule.until != nil { return .failure(Failure("COUNT and UNTIL must not both be given")) }
        if !rule.byWeekNumber.isEmpty && frequency != .yearly { return .failure(Failure("BYWEEKNO is only allowed with FREQ=YEARLY")) }
        if !rule.byDay.isEmpty, frequency != .monthly, frequency != .yearly, rule.byDay.contains(where: { $0.ordinal != nil }) {
            return .failure(Failure("BYDAY with an ordinal (like 1MO) is only allowed with FREQ=MONTHLY or YEARLY"))
        }
        if !rule.byMonthDay.isEmpty && frequency == .weekly { return .failure(Failure("BYMONTHDAY is not allowed with FREQ=WEEKLY")) }
        if !rule.byYearDay.isEmpty && [.daily, .weekly, .monthly].contains(frequency) {
            return .failure(Failure("BYYEARDAY is not allowed with FREQ=\(frequency.rawValue)"))
        }
        return .success(rule)
    }

    /// The rule as written in an RRULE value, parts in RFC order.
    public var text: String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if let until { parts.append("UNTIL=\(until.text)") }
        if let count { parts.append("COUNT=\(count)") }
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        func list(_ name: String, _ values: [Int]) { if !values.isEmpty { parts.append("\(name)=" + values.map(String.init).joined(separator: ",")) } }
        list("BYSECOND", bySecond)
        list("BYMINUTE", byMinute)
        list("BYHOUR", byHour)
        if !byDay.isEmpty {
            parts.append("BYDAY=" + byDay.map { entry in
                (entry.ordinal.map(String.init) ?? "") + (Self.weekdayCodes.first { $0.1 == entry.weekday }?.0 ?? "MO")
            }.joined(separator: ","))
        }
        list("BYMONTHDAY", byMonthDay)
        list("BYYEARDAY", byYearDay)
        list("BYWEEKNO", byWeekNumber)
        list("BYMONTH", byMonth)
        list("BYSETPOS", bySetPosition)
        if weekStart != .monday { parts.append("WKST=" + (Self.weekdayCodes.first { $0.1 == weekStart }?.0 ?? "MO")) }
        return parts.joined(separator: ";")
    }

    /// ``text``.
    public var description: String { text }

    /// Whether some BYMONTH/BYMONTHDAY combination can ever exist (FEB 30 cannot).
    var canProduce: Bool {
        guard !byMonthDay.isEmpty, byYearDay.isEmpty, byWeekNumber.isEmpty else { return true }
        let months = byMonth.isEmpty ? Array(1...12) : byMonth
        let longest = months.map { $0 == 2 ? 29 : CivilCalendar.daysInMonth(year: 2001, month: $0) }.max() ?? 31
        return byMonthDay.contains { abs($0) <= longest }
    }
}
