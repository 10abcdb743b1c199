/// A day of the week, numbered as in the reference components: Sunday = 0.
public enum Weekday: Int, Sendable, Hashable, CaseIterable, Codable, Comparable, CustomStringConvertible {
    case sunday = 0, monday, tuesday, wednesday, thursday, friday, saturday

    /// The weekday `count` days after this one (negative counts go back).
    public func advanced(by count: Int) -> Weekday {
        Weekday(rawValue: CivilCalendar.floorMod(rawValue + count, 7))!
    }

    /// Whether this is Saturday or Sunday.
    public var isWeekend: Bool { self == .saturday || self == .sunday }

    /// The English name in lower case, as used in project documents (`"monday"`).
    public var description: String {
        switch self {
        case .sunday: "sunday"
        case .monday: "monday"
        case .tuesday: "tuesday"
        case .wednesday: "wednesday"
        case .thursday: "thursday"
        case .friday: "friday"
        case .saturday: "saturday"
        }
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Monday through Friday.
    public static let workweek: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            guard let value = Weekday(rawValue: number) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "weekday number \(number) is outside 0 (Sunday)...6 (Saturday)")
            }
            self = value
            return
        }
        let text = try container.decode(String.self)
        guard let value = Weekday(name: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown weekday \"\(text)\"; use sunday, monday, ... saturday (or mon, tue, ...)")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Parses an English weekday name or its three-letter abbreviation, in any case.
    /// - Parameter name: For example `"Monday"`, `"mon"`.
    public init?(name: String) {
        let lower = name.lowercased()
        guard let match = Weekday.allCases.first(where: { $0.description == lower || $0.description.prefix(3) == lower }) else {
            return nil
        }
        self = match
    }
}
