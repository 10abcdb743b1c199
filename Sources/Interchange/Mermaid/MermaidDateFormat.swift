public import TimelineCore

/// A Mermaid `dateFormat`: the dayjs tokens Mermaid parses task dates with
/// (strictly, as Mermaid does), and formats them with.
///
/// Tokens: `YYYY` `YY` (year), `M` `MM` `MMM` `MMMM` (month), `D` `DD` `Do`
/// (day), `H` `HH` `h` `hh` (hour), `m` `mm`, `s` `ss`, `S` `SS` `SSS`
/// (fraction), `A` `a` (AM/PM), `X` (Unix seconds), `x` (Unix
/// milliseconds); `[text]` is literal, as is anything else. Times are
/// floating (no zone), like every plan time; Unix times are read in UTC.
public struct MermaidDateFormat: Sendable, Hashable, CustomStringConvertible {
    enum Token: Hashable {
        case literal(String)
        case year4, year2, month, month2, monthShort, monthLong, day, day2, dayOrdinal
        case hour24, hour24_2, hour12, hour12_2, minute, minute2, second, second2
        case fraction(Int), meridiemUpper, meridiemLower, unixSeconds, unixMilliseconds
    }

    /// The format as written (`YYYY-MM-DD`).
    public let pattern: String
    let tokens: [Token]

    /// Mermaid's default, `YYYY-MM-DD`.
    public static let standard = MermaidDateFormat("YYYY-MM-DD")

    /// Reads a format.
    /// - Parameter pattern: The dayjs format (`YYYY-MM-DD HH:mm`).
    public init(_ pattern: String) {
        self.pattern = pattern
        var tokens: [Token] = []
        let chars = Array(pattern)
        var index = 0
        var literal = ""
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
        }
        let table: [(String, Token)] = [
            ("YYYY", .year4), ("YY", .year2), ("MMMM", .monthLong), ("MMM", .monthShort), ("MM", .month2), ("M", .month),
            ("Do", .dayOrdinal), ("DD", .day2), ("D", .day), ("HH", .hour24_2), ("H", .hour24), ("hh", .hour12_2), ("h", .hour12),
            ("mm", .minute2), ("m", .minute), ("ss", .second2), ("s", .second), ("SSS", .fraction(3)), ("SS", .fraction(2)),
            ("S", .fraction(1)), ("A", .meridiemUpper), ("a", .meridiemLower), ("X", .unixSeconds), ("x", .unixMilliseconds),
        ]
        outer: while index < chars.count {
            if chars[index] == "[" {
                if let close = chars[index...].firstIndex(of: "]") {
                    literal += String(chars[(index + 1)..<close])
                    index = close + 1
                    continue
                }
            }
            for (name, token) in table where chars.count - index >= name.count && String(chars[index..<(index + name.count)]) == name {
                flush()
                tokens.append(token)
                index += name.count
                continue outer
            }
            literal.append(chars[index])
            index += 1
        }
        flush()
        self.tokens = tokens
    }

    public var description: String { pattern }

    /// Whether the format shows a time of day.
    public var hasTime: Bool {
        tokens.contains { [.hour24, .hour24_2, .hour12, .hour12_2, .unixSeconds, .unixMilliseconds].contains($0) }
    }

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                     "October", "November", "December"]

    /// Reads a date strictly: the whole text must match the format.
    /// - Parameter text: The trimmed text.
    /// - Returns: The time, or `nil` when the text does not match or names no real date.
    /// - Complexity: O(n) in the text length.
    public func time(_ text: String) -> Time? {
        let chars = Array(text.unicodeScalars)
        var index = 0
        var year: Int?, month = 1, day = 1, hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var pm: Bool?
        var unix: Double?
        func digits(_ minimum: Int, _ maximum: Int) -> Int? {
            var value = 0, count = 0
            while count < maximum, index < chars.count, let digit = Int(exactly: chars[index].value), digit >= 48, digit <= 57 {
                value = value * 10 + digit - 48
                count += 1
                index += 1
            }
            return count >= minimum ? value : nil
        }
        for token in tokens {
            switch token {
            case let .literal(expected):
                for scalar in expected.unicodeScalars {
                    guard index < chars.count, chars[index] == scalar else { return nil }
                    index += 1
                }
            case .year4:
                guard let value = digits(4, 4) else { return nil }
                year = value
            case .year2:
                guard let value = digits(2, 2) else { return nil }
                year = value < 69 ? 2_000 + value : 1_900 + value
            case .month:
                guard let value = digits(1, 2) else { return nil }
                month = value
            case .month2:
                guard let value = digits(2, 2) else { return nil }
                month = value
            case .monthShort, .monthLong:
                let rest = String(String.UnicodeScalarView(chars[index...])).lowercased()
                guard let found = Self.monthNames.indices.first(where: {
                    rest.hasPrefix(token == .monthLong ? Self.monthNames[$0].lowercased() : String(Self.monthNames[$0].prefix(3)).lowercased())
                }) else { return nil }
                index += token == .monthLong ? Self.monthNames[found].count : 3
                month = found + 1
            case .day:
                guard let value = digits(1, 2) else { return nil }
                day = value
            case .day2:
                guard let value = digits(2, 2) else { return nil }
                day = value
            case .dayOrdinal:
                guard let value = digits(1, 2), index + 1 < chars.count else { return nil }
                day = value
                index += 2
            case .hour24, .hour12:
                guard let value = digits(1, 2) else { return nil }
                hour = value
            case .hour24_2, .hour12_2:
                guard let value = digits(2, 2) else { return nil }
                hour = value
            case .minute:
                guard let value = digits(1, 2) else { return nil }
                minute = value
            case .minute2:
                guard let value = digits(2, 2) else { return nil }
                minute = value
            case .second:
                guard let value = digits(1, 2) else { return nil }
                second = value
            case .second2:
                guard let value = digits(2, 2) else { return nil }
                second = value
            case let .fraction(count):
                guard let value = digits(count, count) else { return nil }
                fraction = Double(value) / [1.0, 10, 100, 1_000][count]
            case .meridiemUpper, .meridiemLower:
                guard index + 1 < chars.count else { return nil }
                let word = String(String.UnicodeScalarView(chars[index...(index + 1)])).lowercased()
                guard word == "am" || word == "pm" else { return nil }
                pm = word == "pm"
                index += 2
            case .unixSeconds, .unixMilliseconds:
                let start = index
                if index < chars.count, chars[index] == "-" { index += 1 }
                while index < chars.count, ("0"..."9").contains(chars[index]) || chars[index] == "." { index += 1 }
                guard let value = Double(String(String.UnicodeScalarView(chars[start..<index]))), value.isFinite,
                      abs(value) < 1e14 * (token == .unixMilliseconds ? 1_000 : 1) else { return nil }
                unix = token == .unixMilliseconds ? value / 1_000 : value
            }
        }
        guard index == chars.count else { return nil }
        if let unix {
            let time = Time(absoluteSeconds: unix + Time(year: 1970).absoluteSeconds)
            return time.isSupported ? time : nil
        }
        if let pm {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (pm ? 12 : 0)
        }
        guard let year, (1...9_999).contains(year), (1...12).contains(month), day >= 1,
              day <= Time(year: year, month: month).daysInMonth,
              hour < 24 || (hour == 24 && minute == 0 && second == 0 && fraction == 0), minute < 60, second < 60 else { return nil }
        return Time(dayNumber: Time(year: year, month: month, day: day).dayNumber,
                    timeOfDay: Double(hour * 3_600 + minute * 60 + second) + fraction)
    }

    /// Writes a time in the format (an end of day as the next day's 00:00
    /// when the format has no 24:00).
    /// - Parameter time: The time.
    /// - Returns: The text.
    public func text(_ time: Time) -> String {
        let time = time.normalized
        let (year, month, day) = time.dateComponents
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let hour = time.hour, minute = time.minute, second = Int(time.second)
        var output = ""
        for token in tokens {
            switch token {
            case let .literal(text): output += text
            case .year4: output += pad(year, 4)
            case .year2: output += pad(year % 100, 2)
            case .month: output += String(month)
            case .month2: output += pad(month, 2)
            case .monthShort: output += String(Self.monthNames[month - 1].prefix(3))
            case .monthLong: output += Self.monthNames[month - 1]
            case .day: output += String(day)
            case .day2: output += pad(day, 2)
            case .dayOrdinal:
                let suffix = (11...13).contains(day % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][day % 10]
                output += "\(day)\(suffix)"
            case .hour24: output += String(hour)
            case .hour24_2: output += pad(hour, 2)
            case .hour12: output += String(hour % 12 == 0 ? 12 : hour % 12)
            case .hour12_2: output += pad(hour % 12 == 0 ? 12 : hour % 12, 2)
            case .minute: output += String(minute)
            case .minute2: output += pad(minute, 2)
            case .second: output += String(second)
            case .second2: output += pad(second, 2)
            case let .fraction(count):
                let scale = [1, 10, 100, 1_000][count]
                output += pad(Int(((time.second - Double(second)) * Double(scale)).rounded(.down)), count)
            case .meridiemUpper: output += hour < 12 ? "AM" : "PM"
            case .meridiemLower: output += hour < 12 ? "am" : "pm"
            case .unixSeconds: output += String(Int((time.absoluteSeconds - Time(year: 1970).absoluteSeconds).rounded(.down)))
            case .unixMilliseconds: output += String(Int(((time.absoluteSeconds - Time(year: 1970).absoluteSeconds) * 1_000).rounded(.down)))
            }
        }
        return output
    }
}
