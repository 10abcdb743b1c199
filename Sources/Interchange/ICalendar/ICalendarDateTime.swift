public import TimelineCore

/// A DATE or DATE-TIME value of an iCalendar file: the wall-clock value as
/// written and how to read it (a whole day, floating, UTC, or in a named zone).
///
/// ```swift
/// let start = ICalendarDateTime(Time(year: 2025, month: 3, day: 3, hour: 9), form: .zoned("Europe/Berlin"))
/// start.text   // "20250303T090000"  (written with ;TZID=Europe/Berlin)
/// ```
public struct ICalendarDateTime: Sendable, Hashable, CustomStringConvertible {
    /// How a value is anchored in time.
    public enum Form: Sendable, Hashable {
        /// A DATE (`VALUE=DATE`, `20250303`): a whole day, read in the viewer's zone.
        case date
        /// A DATE-TIME without zone (`20250303T090000`): read in the viewer's zone
        /// (or the calendar's `X-WR-TIMEZONE`).
        case floating
        /// A DATE-TIME in UTC (`20250303T080000Z`).
        case utc
        /// A DATE-TIME with `TZID=`: the wall clock of that zone.
        case zoned(String)
    }

    /// The wall-clock value as written (midnight for a DATE).
    public var time: Time
    /// How the value is anchored.
    public var form: Form

    /// Creates a value.
    /// - Parameters:
    ///   - time: The wall-clock value (its time of day is ignored for a DATE).
    ///   - form: How it is anchored.
    public init(_ time: Time, form: Form) {
        self.time = form == .date ? Time(dayNumber: time.dayNumber) : time
        self.form = form
    }

    /// Whether this is a DATE (a whole day).
    public var isDate: Bool { form == .date }

    /// The zone name of a `.zoned` value.
    public var zoneIdentifier: String? {
        if case .zoned(let name) = form { return name }
        return nil
    }

    /// The value as written in a file: `20250303`, `20250303T090000` or `20250303T080000Z`.
    public var text: String {
        let (year, month, day) = CivilCalendar.date(dayNumber: time.dayNumber)
        let date = Self.pad(year, 4) + Self.pad(month, 2) + Self.pad(day, 2)
        if form == .date { return date }
        let seconds = Int(time.timeOfDay.rounded(.down))
        let clock = Self.pad(seconds / 3_600, 2) + Self.pad(seconds / 60 % 60, 2) + Self.pad(seconds % 60, 2)
        return date + "T" + clock + (form == .utc ? "Z" : "")
    }

    /// The written value, with `;TZID=` for a zoned one.
    public var description: String {
        if case .zoned(let zone) = form { return "TZID=\(zone):\(text)" }
        return text
    }

    /// Wall-clock seconds since 2001-01-01 00:00 (whole seconds).
    var wallSeconds: Int { time.dayNumber * CivilCalendar.secondsPerDay + Int(time.timeOfDay.rounded(.down)) }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// Reads `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]`.
    /// - Parameters:
    ///   - text: The value.
    ///   - zone: The TZID parameter, if any.
    ///   - dateOnly: Whether `VALUE=DATE` was given (a DATE-TIME is then refused).
    /// - Returns: The value, or a reason it is not one.
    static func parse(_ text: String, zone: String?, dateOnly: Bool?) -> Result<ICalendarDateTime, ValueError> {
        let bytes = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard bytes.count >= 8, let year = digits(0..<4), let month = digits(4..<6), let day = digits(6..<8) else {
            return .failure(ValueError("\"\(text)\" is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS)"))
        }
        guard year >= 1, (1...12).contains(month), (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day) else {
            return .failure(ValueError("\"\(text)\": no such day"))
        }
        let dayNumber = CivilCalendar.dayNumber(year: year, month: month, day: day)
        if bytes.count == 8 {
            if dateOnly == false { return .failure(ValueError("\"\(text)\" is a date, but VALUE=DATE-TIME was given")) }
            return .success(ICalendarDateTime(Time(dayNumber: dayNumber), form: .date))
        }
        guard bytes.count == 15 || (bytes.count == 16 && (bytes[15] == 0x5A || bytes[15] == 0x7A)), bytes[8] == 0x54 || bytes[8] == 0x74,
              let hour = digits(9..<11), let minute = digits(11..<13), let second = digits(13..<15) else {
            return .failure(ValueError("\"\(text)\" is not a date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS or …Z)"))
        }
        guard hour <= 23, minute <= 59, second <= 60 else { return .failure(ValueError("\"\(text)\": no such time of day")) }
        if dateOnly == true { return .failure(ValueError("\"\(text)\" is a date-time, but VALUE=DATE was given")) }
        let time = Time(dayNumber: dayNumber, timeOfDay: Double(hour * 3_600 + minute * 60 + min(second, 59)))
        if bytes.count == 16 { return .success(ICalendarDateTime(time, form: .utc)) }
        if let zone { return .success(ICalendarDateTime(time, form: .zoned(zone))) }
        return .success(ICalendarDateTime(time, form: .floating))
    }

    /// Why a value could not be read (the reader adds the place).
    struct ValueError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
