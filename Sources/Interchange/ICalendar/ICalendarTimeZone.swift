public import TimelineCore

/// A VTIMEZONE of an iCalendar file: its STANDARD and DAYLIGHT observances,
/// each with an onset (DTSTART), offsets and its own RRULE/RDATE.
///
/// TimelineKit reads times with a TZID through the file's VTIMEZONE when it
/// has one, else through the IANA zone of that name (Foundation's
/// `TimeZone(identifier:)`).
public struct ICalendarTimeZone: Sendable, Hashable {
    /// One STANDARD or DAYLIGHT sub-component.
    public struct Observance: Sendable, Hashable {
        /// STANDARD or DAYLIGHT.
        public enum Kind: String, Sendable, Hashable {
            /// Standard time.
            case standard = "STANDARD"
            /// Daylight-saving time.
            case daylight = "DAYLIGHT"
        }

        /// Which one.
        public var kind: Kind
        /// The first onset, on the wall clock before it (in ``offsetFrom``).
        public var start: Time
        /// The UTC offset before each onset, in seconds.
        public var offsetFrom: Int
        /// The UTC offset from each onset on, in seconds.
        public var offsetTo: Int
        /// The rules repeating the onset.
        public var rules: [ICalendarRecurrenceRule]
        /// More onsets (RDATE), on the wall clock before them.
        public var dates: [Time]
        /// TZNAME (`CET`, `CEST`).
        public var name: String?

        /// Creates an observance.
        /// - Parameters:
        ///   - kind: STANDARD or DAYLIGHT.
        ///   - start: The first onset on the wall clock before it.
        ///   - offsetFrom: The UTC offset before the onset (seconds).
        ///   - offsetTo: The UTC offset after it (seconds).
        ///   - rules: The rules repeating the onset.
        ///   - dates: More onsets.
        ///   - name: TZNAME.
        public init(kind: Kind, start: Time, offsetFrom: Int, offsetTo: Int, rules: [ICalendarRecurrenceRule] = [], dates: [Time] = [], name: String? = nil) {
            self.kind = kind
            self.start = start
            self.offsetFrom = offsetFrom
            self.offsetTo = offsetTo
            self.rules = rules
            self.dates = dates
            self.name = name
        }
    }

    /// TZID.
    public var identifier: String
    /// The observances, in file order.
    public var observances: [Observance]

    /// Creates a zone definition.
    /// - Parameters:
    ///   - identifier: TZID.
    ///   - observances: STANDARD and DAYLIGHT observances.
    public init(identifier: String, observances: [Observance]) {
        self.identifier = identifier
        self.observances = observances
    }

    /// The last year whose onsets are tabulated; later instants keep the last offset.
    static let tableEndYear = 2_200

    /// The onsets as (UTC seconds, offset after), ascending, through ``tableEndYear``.
    /// - Complexity: O(onsets), bounded by a work budget.
    func transitions() -> [(utc: Int, offset: Int)] {
        var result: [(utc: Int, offset: Int)] = []
        let end = (CivilCalendar.dayNumber(year: Self.tableEndYear, month: 12, day: 31) + 1) * 86_400
        for observance in observances {
            let startWall = ICalendarDateTime(observance.start, form: .floating).wallSeconds
            var walls = [startWall] + observance.dates.map { ICalendarDateTime($0, form: .floating).wallSeconds }
            for rule in observance.rules {
                let until = rule.until.map { $0.form == .utc ? $0.wallSeconds + observance.offsetFrom : $0.wallSeconds }
                let expander = ICalendarRuleExpander(rule: rule, start: startWall, untilWall: until)
                var budget = 2_000_000
                walls += expander.instances(from: startWall, through: end, budget: &budget).instances
            }
            for wall in walls where wall <= end { result.append((wall - observance.offsetFrom, observance.offsetTo)) }
        }
        result.sort { $0.utc < $1.utc }
        return result
    }
}
