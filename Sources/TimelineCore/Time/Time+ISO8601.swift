/// Why a text could not be read as a ``Time``.
public struct TimeParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text that was read.
    public var text: String
    /// The 1-based character position where reading failed.
    public var position: Int
    /// What was expected there.
    public var reason: String

    public var description: String {
        "invalid date-time \"\(text)\" at character \(position): \(reason) (expected YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS[.fff]])"
    }
}

extension Time: CustomStringConvertible, LosslessStringConvertible {
    /// Reads an ISO 8601 local date-time without a zone: `2025-03-03`,
    /// `2025-03-03T08:00`, `2025-03-03T08:00:00` or `2025-03-03T08:00:00.250`.
    /// A space may replace the `T`; `T24:00:00` is the end of that day.
    /// - Parameter text: The text to read.
    /// - Throws: ``TimeParseError`` naming the character where reading failed;
    ///   a zone suffix (`Z`, `+01:00`) is rejected, because plan times float.
    public init(iso8601 text: String) throws(TimeParseError) {
        // Read from the string's own bytes (no array per call: files hold
        // hundreds of thousands of dates).
        var bytes = text
        self = try bytes.withUTF8 { chars in
            Result { () throws(TimeParseError) in try Time(iso8601: chars, text: text) }
        }.get()
    }

    /// ``init(iso8601:)`` of UTF-8 bytes; `nil` for a text it rejects (the
    /// error is not described): for readers of large files, which have the
    /// bytes and read the text again only to report an error.
    package static func iso8601(_ bytes: UnsafeBufferPointer<UInt8>) -> Time? {
        try? Time(iso8601: bytes, text: "")
    }

    /// ``init(iso8601:)`` over the text's UTF-8 bytes `chars`.
    private init(iso8601 chars: UnsafeBufferPointer<UInt8>, text: String) throws(TimeParseError) {
        var index = 0
        func fail(_ reason: String) -> TimeParseError {
            TimeParseError(text: text, position: index + 1, reason: reason)
        }
        func number(digits: Int, name: String) throws(TimeParseError) -> Int {
            var value = 0
            for _ in 0..<digits {
                guard index < chars.count, chars[index] >= 48, chars[index] <= 57 else {
                    throw fail("expected \(digits) digits of the \(name)")
                }
                value = value * 10 + Int(chars[index] - 48)
                index += 1
            }
            return value
        }
        func expect(_ char: UInt8, _ what: String) throws(TimeParseError) {
            guard index < chars.count, chars[index] == char else { throw fail("expected \(what)") }
            index += 1
        }
        var negative = false
        if index < chars.count, chars[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var year = try number(digits: 4, name: "year")
        if negative { year = -year }
        try expect(UInt8(ascii: "-"), "'-' after the year")
        let month = try number(digits: 2, name: "month")
        guard (1...12).contains(month) else { index -= 2; throw fail("month \(month) is outside 1...12") }
        try expect(UInt8(ascii: "-"), "'-' after the month")
        let day = try number(digits: 2, name: "day")
        guard day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else {
            index -= 2
            throw fail("day \(day) does not exist in \(year)-\(month < 10 ? "0" : "")\(month)")
        }
        var hour = 0, minute = 0
        var second = 0.0
        if index < chars.count {
            guard chars[index] == UInt8(ascii: "T") || chars[index] == UInt8(ascii: " ") else {
                throw fail("expected 'T' before the time of day")
            }
            index += 1
            hour = try number(digits: 2, name: "hour")
            try expect(UInt8(ascii: ":"), "':' after the hour")
            minute = try number(digits: 2, name: "minute")
            guard minute < 60 else { index -= 2; throw fail("minute \(minute) is outside 0...59") }
            if index < chars.count, chars[index] == UInt8(ascii: ":") {
                index += 1
                second = Double(try number(digits: 2, name: "second"))
                guard second < 60 else { index -= 2; throw fail("second \(Int(second)) is outside 0...59") }
                if index < chars.count, chars[index] == UInt8(ascii: ".") || chars[index] == UInt8(ascii: ",") {
                    index += 1
                    var scale = 0.1
                    var fraction = 0.0
                    let fractionStart = index
                    while index < chars.count, chars[index] >= 48, chars[index] <= 57 {
                        fraction += Double(chars[index] - 48) * scale
                        scale /= 10
                        index += 1
                    }
                    guard index > fractionStart else { throw fail("expected digits after the decimal point") }
                    second += fraction
                }
            }
            guard hour < 24 || (hour == 24 && minute == 0 && second == 0) else {
                index = 11
                throw fail("hour \(hour) is outside 0...23 (24:00:00 alone is allowed, as the end of the day)")
            }
        }
        guard index == chars.count else {
            let rest = chars[index]
            if rest == UInt8(ascii: "Z") || rest == UInt8(ascii: "+") || rest == UInt8(ascii: "-") {
                throw fail("a time zone is not allowed: plan times are floating local times")
            }
            throw fail("unexpected text after the date-time")
        }
        self.init(dayNumber: CivilCalendar.dayNumber(year: year, month: month, day: day),
                  timeOfDay: Double(hour) * 3_600 + Double(minute) * 60 + second)
    }

    /// Reads an ISO 8601 local date-time; `nil` when the text is not one.
    public init?(_ description: String) {
        guard let time = try? Time(iso8601: description) else { return nil }
        self = time
    }

    /// ISO 8601 local date-time, e.g. `2025-03-03T08:00:00`; a fraction of a second
    /// is written with up to six digits (`08:00:00.25`), and the end of a day as
    /// `T24:00:00`. The first instant of year 10000 is written as
    /// `9999-12-31T24:00:00`, the same instant in a form ``init(iso8601:)`` reads.
    public var iso8601: String {
        if timeOfDay == 0, self == Time.latestSupported { return Time.latestSupported.iso8601 }
        let (year, month, day) = dateComponents
        let micro = (timeOfDay * 1_000_000).rounded()
        let wholeSeconds = Int(micro / 1_000_000)
        let fractionMicro = Int(micro) - wholeSeconds * 1_000_000
        // Written into one buffer: this runs for every date of every written
        // or stored plan (two per item), so no intermediate strings.
        return String(unsafeUninitializedCapacity: 64) { buffer in
            var count = 0
            func append(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func append(_ value: Int, width: Int) {
                var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                             UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                var magnitude = value.magnitude
                var length = 0
                withUnsafeMutableBytes(of: &digits) { digits in
                    repeat {
                        digits[length] = UInt8(truncatingIfNeeded: magnitude % 10) + 48
                        magnitude /= 10
                        length += 1
                    } while magnitude > 0
                    for _ in length..<max(length, width) { append(48) }
                    for position in stride(from: length - 1, through: 0, by: -1) { append(digits[position]) }
                }
            }
            if year < 0 { append(UInt8(ascii: "-")) }
            append(year, width: 4)
            append(UInt8(ascii: "-"))
            append(month, width: 2)
            append(UInt8(ascii: "-"))
            append(day, width: 2)
            append(UInt8(ascii: "T"))
            append(wholeSeconds / 3_600, width: 2)
            append(UInt8(ascii: ":"))
            append(wholeSeconds / 60 % 60, width: 2)
            append(UInt8(ascii: ":"))
            append(wholeSeconds % 60, width: 2)
            if fractionMicro > 0 {
                append(UInt8(ascii: "."))
                var fraction = fractionMicro, width = 6
                while fraction % 10 == 0 {
                    fraction /= 10
                    width -= 1
                }
                append(fraction, width: width)
            }
            return count
        }
    }

    public var description: String { iso8601 }
}

extension Time: Codable {
    /// Decodes an ISO 8601 local date-time string (see ``init(iso8601:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try Time(iso8601: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes as an ISO 8601 local date-time string (see ``iso8601``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}
