/// A DURATION value (`P1D`, `PT1H30M`, `P2W`, `-PT15M`): nominal days (which
/// follow the wall clock across daylight-saving changes) and exact seconds.
public struct ICalendarDuration: Sendable, Hashable, CustomStringConvertible {
    /// Whole days (weeks count 7), negative for a negative duration.
    public var days: Int
    /// Exact seconds (hours, minutes, seconds), with the same sign as ``days``.
    public var seconds: Int

    /// Creates a duration.
    /// - Parameters:
    ///   - days: Nominal days (a day is 23 or 25 hours across a DST change).
    ///   - seconds: Exact seconds.
    public init(days: Int = 0, seconds: Int = 0) {
        self.days = days
        self.seconds = seconds
    }

    /// The value as written: `P1D`, `PT1H30M`, `P1DT2H`, `PT0S`, `-PT15M`.
    public var description: String {
        let negative = days < 0 || seconds < 0
        let days = abs(days), seconds = abs(seconds)
        var text = negative ? "-P" : "P"
        if days > 0 && days % 7 == 0 && seconds == 0 { return text + "\(days / 7)W" }
        if days > 0 { text += "\(days)D" }
        if seconds > 0 || days == 0 {
            text += "T"
            let hours = seconds / 3_600, minutes = seconds / 60 % 60, rest = seconds % 60
            if hours > 0 { text += "\(hours)H" }
            if minutes > 0 { text += "\(minutes)M" }
            if rest > 0 || (hours == 0 && minutes == 0) { text += "\(rest)S" }
        }
        return text
    }

    /// The largest duration accepted: about 10 000 years.
    static let dayLimit = 3_700_000

    /// Reads `[+-]P…` (RFC 5545 3.3.6).
    static func parse(_ text: String) -> Result<ICalendarDuration, ICalendarDateTime.ValueError> {
        var bytes = Array(text.utf8)[...]
        let fail = Result<ICalendarDuration, ICalendarDateTime.ValueError>.failure(.init("\"\(text)\" is not a duration (like P1D, PT1H30M, P2W)"))
        var sign = 1
        if let first = bytes.first, first == 0x2B || first == 0x2D {
            sign = first == 0x2D ? -1 : 1
            bytes = bytes.dropFirst()
        }
        guard bytes.first == 0x50 else { return fail }       // P
        bytes = bytes.dropFirst()
        var days = 0, seconds = 0, inTime = false, sawNumber = false
        var number: Int?
        for byte in bytes {
            switch byte {
            case 0x30...0x39:
                let (product, overflow) = (number ?? 0).multipliedReportingOverflow(by: 10)
                guard !overflow, product <= Int(Int32.max) else { return fail }
                number = product + Int(byte - 0x30)
            case 0x54:                                          // T
                guard !inTime, number == nil else { return fail }
                inTime = true
            case 0x57, 0x44:                                    // W, D
                guard !inTime, let value = number else { return fail }
                days += byte == 0x57 ? value * 7 : value
                number = nil
                sawNumber = true
            case 0x48, 0x4D, 0x53:                              // H, M, S
                guard inTime, let value = number else { return fail }
                seconds += value * (byte == 0x48 ? 3_600 : byte == 0x4D ? 60 : 1)
                number = nil
                sawNumber = true
            default: return fail
            }
        }
        guard sawNumber, number == nil, days + seconds / 86_400 <= dayLimit else { return fail }
        return .success(ICalendarDuration(days: sign * days, seconds: sign * seconds))
    }
}
