/// A half-open interval of the time of day, `[from, to)`, in seconds since
/// midnight; `to` may be 24:00 (`86_400`). Used for working hours
/// (08:00–12:00, 13:00–17:00).
public struct DayRange: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Seconds since midnight of the first working instant.
    public let from: Double
    /// Seconds since midnight of the end (not included); at most 86 400.
    public let to: Double

    /// Creates a range of the day.
    /// - Throws: ``DayRangeError`` when an end lies outside 00:00...24:00 or
    ///   `to` is not after `from`.
    public init(from: Double, to: Double) throws(DayRangeError) {
        guard from.isFinite, to.isFinite, from >= 0, to <= Time.secondsPerDay else {
            throw .outsideDay(from: from, to: to)
        }
        guard to > from else { throw .empty(from: from, to: to) }
        self.from = from
        self.to = to
    }

    /// Creates a range of whole hours and minutes, e.g. `DayRange(8, 0, to: 12, 0)`.
    /// - Precondition: the ends lie in 00:00...24:00 and `to` is after `from`
    ///   (use ``init(from:to:)`` for input that may be wrong).
    public init(_ fromHour: Int, _ fromMinute: Int = 0, to toHour: Int, _ toMinute: Int = 0) {
        do {
            try self.init(from: Double(fromHour * 3_600 + fromMinute * 60), to: Double(toHour * 3_600 + toMinute * 60))
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// The whole day, 00:00–24:00.
    public static let fullDay = DayRange(0, to: 24)

    /// The length in seconds.
    public var duration: Double { to - from }

    /// Whether a time of day (seconds) lies in `[from, to)`.
    public func contains(timeOfDay: Double) -> Bool { timeOfDay >= from && timeOfDay < to }

    /// `HH:MM–HH:MM`.
    public var description: String { "\(DayRange.clock(from))–\(DayRange.clock(to))" }

    static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let h = total / 3_600, m = total / 60 % 60, s = total % 60
        let base = "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
        return s == 0 ? base : base + ":\(s < 10 ? "0" : "")\(s)"
    }

    private enum CodingKeys: String, CodingKey { case from, to }

    /// Decodes `{"from": "08:00", "to": "12:00"}` (times of day as `HH:MM[:SS]`, up to `24:00`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func read(_ key: CodingKeys) throws -> Double {
            let text = try container.decode(String.self, forKey: key)
            guard let seconds = DayRange.parseClock(text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "invalid time of day \"\(text)\"; expected HH:MM or HH:MM:SS between 00:00 and 24:00")
            }
            return seconds
        }
        do {
            try self.init(from: read(.from), to: read(.to))
        } catch let error as DayRangeError {
            throw DecodingError.dataCorruptedError(forKey: .to, in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(DayRange.clock(from), forKey: .from)
        try container.encode(DayRange.clock(to), forKey: .to)
    }

    /// Reads `HH:MM` or `HH:MM:SS` (00:00...24:00) into seconds since midnight.
    public static func parseClock(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
              parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
              let h = Int(parts[0]), let m = Int(parts[1]), m < 60 else { return nil }
        let s = parts.count == 3 ? Int(parts[2]) : 0
        guard let s, s < 60 else { return nil }
        let total = h * 3_600 + m * 60 + s
        guard h >= 0, total <= 86_400 else { return nil }
        return Double(total)
    }
}

/// Why a ``DayRange`` could not be created.
public enum DayRangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An end lies outside 00:00...24:00.
    case outsideDay(from: Double, to: Double)
    /// The range is empty or reversed.
    case empty(from: Double, to: Double)

    public var description: String {
        switch self {
        case let .outsideDay(from, to):
            "time-of-day range \(from)s–\(to)s lies outside 00:00–24:00"
        case let .empty(from, to):
            "time-of-day range \(DayRange.clock(from))–\(DayRange.clock(to)) is empty: it must end after it starts"
        }
    }
}

/// An inclusive range of weekdays, e.g. Monday through Friday. It may wrap
/// around the week's end (Friday through Monday).
public struct WeekRange: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The first weekday.
    public var from: Weekday
    /// The last weekday (included).
    public var to: Weekday

    /// Creates the range `from...to`, wrapping past Saturday when `to < from`.
    public init(from: Weekday, to: Weekday) {
        self.from = from
        self.to = to
    }

    /// Monday through Friday.
    public static let workweek = WeekRange(from: .monday, to: .friday)
    /// Sunday through Saturday.
    public static let fullWeek = WeekRange(from: .sunday, to: .saturday)

    /// The weekdays in order, starting with ``from``.
    public var weekdays: [Weekday] {
        let count = CivilCalendar.floorMod(to.rawValue - from.rawValue, 7) + 1
        return (0..<count).map { from.advanced(by: $0) }
    }

    /// Whether `weekday` lies in the range.
    public func contains(_ weekday: Weekday) -> Bool {
        CivilCalendar.floorMod(weekday.rawValue - from.rawValue, 7) <= CivilCalendar.floorMod(to.rawValue - from.rawValue, 7)
    }

    public var description: String { "\(from)–\(to)" }
}
