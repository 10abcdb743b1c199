import Foundation
import TimelineCore

/// Reads the values of plan cells as project tools and spreadsheets write
/// them: dates in ISO 8601 or a locale's numeric or month-name form, durations
/// with unit words (`5 days`, `3 hrs`), percentages, yes/no.
enum CSVCellText {
    /// How the numeric dates of a column order day and month.
    enum DateOrder {
        /// `3/25/2025` (United States; Microsoft Project's default).
        case monthFirst
        /// `25/3/2025`, `25.03.2025`.
        case dayFirst
    }

    // MARK: Dates

    private static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let weekdayNames: Set<String> = ["mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
                                                     "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The order a column's slash dates use: day first when some date's first
    /// number is over 12, else month first (`.`-separated dates are always
    /// day first).
    static func dateOrder(of cells: [String]) -> DateOrder {
        for cell in cells where cell.utf8.contains(UInt8(ascii: "/")) {
            let numbers = cell.split(whereSeparator: { !$0.isASCII || !$0.isNumber })
            if let first = numbers.first, let value = Int(first), value > 12, value <= 31, first.count <= 2 { return .dayFirst }
        }
        return .monthFirst
    }

    /// Reads a date or date-time: `2025-03-03`, `2025-03-03T08:00:00`,
    /// `2025-03-03 08:00`, `3/3/2025 8:00 AM`, `Mon 3/3/25`, `03.03.2025 08:00`,
    /// `March 3, 2025`, `3-Mar-2025 16:00`. Two-digit years are 2000–2068 or
    /// 1969–1999.
    /// - Parameters:
    ///   - text: The trimmed cell text.
    ///   - order: How numeric dates with `/` or `-` order day and month,
    ///     asked only for a date that needs it (not for ISO 8601 dates, what
    ///     most files hold).
    /// - Returns: The time, or a reason for the error message.
    static func time(_ text: String, order: () -> DateOrder) -> Result<Time, DateError> {
        if let iso = try? Time(iso8601: text) { return .success(iso) }
        if text.count >= 10, text.prefix(4).allSatisfy(\.isNumber), text.dropFirst(4).first == "-" {
            do { return .success(try Time(iso8601: text)) } catch { return .failure(DateError(reason: "\"\(text)\": \(error.reason)")) }
        }
        // Split into words: numbers, letters, and time parts (`8:00`).
        let cleaned = text.replacingOccurrences(of: "a.m.", with: "am", options: .caseInsensitive)
            .replacingOccurrences(of: "p.m.", with: "pm", options: .caseInsensitive)
        let words = cleaned.split(whereSeparator: { $0 == " " || $0 == "/" || $0 == "," || $0 == "-" || $0 == "." || $0 == "'" })
        let fail = Result<Time, DateError>.failure(DateError(reason: "\"\(text)\" is not a date; write e.g. 2025-03-03 or 2025-03-03T08:00"))
        var numbers: [Int] = []
        var numberWidths: [Int] = []
        var month: Int?
        var clock: (hour: Int, minute: Int, second: Int)?
        var meridiem: String?
        for word in words {
            let lower = word.lowercased()
            if word.contains(":") {
                guard clock == nil else { return fail }
                var word = word
                if lower.hasSuffix("am") || lower.hasSuffix("pm") {
                    meridiem = lower.hasSuffix("am") ? "am" : "pm"
                    word = word.dropLast(2)
                }
                let parts = word.split(separator: ":", omittingEmptySubsequences: false)
                guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isNumber) }) else { return fail }
                clock = (Int(parts[0]) ?? 99, Int(parts[1]) ?? 99, parts.count == 3 ? Int(parts[2]) ?? 99 : 0)
            } else if lower == "am" || lower == "pm" || lower == "a.m." || lower == "p.m." {
                meridiem = lower.hasPrefix("a") ? "am" : "pm"
            } else if word.allSatisfy({ $0.isASCII && $0.isNumber }) {
                guard word.count <= 4, let value = Int(word) else { return fail }
                numbers.append(value)
                numberWidths.append(word.count)
            } else if weekdayNames.contains(lower) {
                continue
            } else if lower.count >= 3, let found = monthNames.firstIndex(where: { lower.hasPrefix($0) }) {
                guard month == nil else { return fail }
                month = found + 1
            } else {
                return fail
            }
        }
        var year: Int, day: Int, monthNumber: Int
        if let month {
            guard numbers.count == 2 else { return fail }
            // `March 3, 2025`, `3 March 2025`: the year is the four-digit number, else the last.
            let yearIndex = numberWidths[0] == 4 ? 0 : 1
            year = numbers[yearIndex]
            day = numbers[1 - yearIndex]
            monthNumber = month
            if numberWidths[yearIndex] <= 2 { year = expandYear(year) }
        } else {
            guard numbers.count == 3 else { return fail }
            let dotted = cleaned.contains(".") && !cleaned.contains("/")
            if numberWidths[0] == 4 {
                (year, monthNumber, day) = (numbers[0], numbers[1], numbers[2])
            } else if dotted || order() == .dayFirst {
                (day, monthNumber, year) = (numbers[0], numbers[1], numbers[2])
            } else {
                (monthNumber, day, year) = (numbers[0], numbers[1], numbers[2])
            }
            if numberWidths[0] != 4, numberWidths[2] <= 2 { year = expandYear(year) }
        }
        guard (1...12).contains(monthNumber) else {
            return .failure(DateError(reason: "\"\(text)\": month \(monthNumber) is outside 1...12"))
        }
        guard (1...9_999).contains(year), day >= 1, day <= Time(year: year, month: monthNumber).daysInMonth else {
            return .failure(DateError(reason: "\"\(text)\": day \(day) does not exist in month \(monthNumber) of \(year)"))
        }
        var seconds = 0
        if let (clockHour, minute, second) = clock {
            var hour = clockHour
            if let meridiem {
                guard (1...12).contains(hour) else { return .failure(DateError(reason: "\"\(text)\": hour \(hour) is outside 1...12 with AM/PM")) }
                hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
            }
            guard hour < 24 || (hour == 24 && minute == 0 && second == 0), minute < 60, second < 60 else {
                return .failure(DateError(reason: "\"\(text)\": \(hour):\(minute) is not a time of day"))
            }
            seconds = hour * 3_600 + minute * 60 + second
        } else if meridiem != nil {
            return fail
        }
        return .success(Time(dayNumber: Time(year: year, month: monthNumber, day: day).dayNumber, timeOfDay: Double(seconds)))
    }

    /// Why a date could not be read.
    struct DateError: Error {
        var reason: String
    }

    /// `25` → 2025, `69` → 1969 (the POSIX pivot).
    private static func expandYear(_ year: Int) -> Int {
        year < 69 ? 2_000 + year : (year < 100 ? 1_900 + year : year)
    }

    // MARK: Durations

    /// Unit words → the grid's unit letters (`e` prefixes elapsed units).
    private static let unitWords: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("m", ["m", "min", "mins", "minute", "minutes", "mn"]),
            ("h", ["h", "hr", "hrs", "hour", "hours"]),
            ("d", ["d", "dy", "dys", "day", "days"]),
            ("w", ["w", "wk", "wks", "week", "weeks"]),
        ]
        for (unit, words) in groups {
            for word in words {
                table[word] = unit
                table["e" + word] = "e" + unit
            }
        }
        return table
    }()

    /// Rewrites unit words as the grid's letters and drops the space before
    /// them: `5 days` → `5d`, `3.5 hrs` → `3.5h`, `2 edays` → `2ed`, `1,5 days`
    /// → `1.5d` with a decimal comma; Microsoft Project's estimate mark `?`
    /// is dropped. Letters that are not unit words (`FS`) stay.
    /// - Parameters:
    ///   - text: A duration, lag or predecessors cell.
    ///   - decimalComma: Whether `,` between digits is a decimal separator.
    static func normalizingUnits(_ text: String, decimalComma: Bool) -> String {
        // Most cells are written the grid's way already (`3d`, `2FS+1ed`).
        var run = 0, isPlain = true
        for byte in text.utf8 {
            if (byte | 0x20) >= 97 && (byte | 0x20) <= 122 {
                run += 1
                if run > 2 { isPlain = false; break }
            } else {
                run = 0
                if byte == 32 || byte == 63 || byte == 44 || byte >= 0x80 { isPlain = false; break }
            }
        }
        if isPlain { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        let chars = Array(text)
        var index = 0
        while index < chars.count {
            let char = chars[index]
            if char == "?" { index += 1; continue }
            if decimalComma, char == ",", index > 0, chars[index - 1].isNumber, index + 1 < chars.count, chars[index + 1].isNumber {
                output.append(".")
                index += 1
                continue
            }
            if char.isLetter, index > 0 {
                // A word after a number (spaces between allowed).
                var back = index - 1
                while back > 0, chars[back] == " " { back -= 1 }
                var end = index
                while end < chars.count, chars[end].isLetter { end += 1 }
                let word = String(chars[index..<end]).lowercased()
                if chars[back].isNumber, let unit = unitWords[word] {
                    while output.last == " " { output.removeLast() }
                    output += unit
                    index = end
                    continue
                }
                output += String(chars[index..<end])
                index = end
                continue
            }
            output.append(char)
            index += 1
        }
        return output
    }

    // MARK: Numbers and flags

    /// Reads a completion: `50%`, `50` or `0.5` (a fraction unless the column
    /// counts percent or the cell has `%`), with `,` as decimal separator when
    /// `decimalComma`.
    /// - Returns: The fraction `0...1`, or `nil` when the text is no number.
    static func completion(_ text: String, percentColumn: Bool, decimalComma: Bool) -> Double? {
        var bytes = text
        if let whole = bytes.withUTF8({ wholeCompletion($0, percentColumn: percentColumn) }) { return whole }
        var number = isTrimmed(text) ? text : text.trimmingCharacters(in: .whitespaces)
        var isPercent = percentColumn
        if number.utf8.last == UInt8(ascii: "%") {
            number.removeLast()
            if !isTrimmed(number) { number = number.trimmingCharacters(in: .whitespaces) }
            isPercent = true
        }
        // Whole numbers (`25%`, `1`), what most cells hold: exact without text.
        // `n / 100` is the double nearest to the decimal `n/100`, as reading
        // the shifted text gives (both round the same real number once).
        if (1...15).contains(number.utf8.count), number.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let whole = Int(number) {
            return isPercent ? Double(whole) / 100 : Double(whole)
        }
        if decimalComma { number = number.replacingOccurrences(of: ",", with: ".") }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let shifted = isPercent ? shiftingDecimalPoint(number, by: -2) : number,
              let value = Double(shifted), value.isFinite else { return nil }
        return value
    }

    /// ``completion(_:percentColumn:decimalComma:)`` of `25%`, `0`, `100`:
    /// whole numbers of up to 15 digits (with `%`), from their bytes; `nil`
    /// for any other text.
    static func wholeCompletion(_ bytes: UnsafeBufferPointer<UInt8>, percentColumn: Bool) -> Double? {
        var count = bytes.count
        let percent = count > 0 && bytes[count - 1] == 37
        if percent { count -= 1 }
        guard (1...15).contains(count) else { return nil }
        var value = 0
        for index in 0..<count {
            guard bytes[index] >= 48, bytes[index] <= 57 else { return nil }
            value = value * 10 + Int(bytes[index] - 48)
        }
        return percent || percentColumn ? Double(value) / 100 : Double(value)
    }

    /// The decimal number `text` (`16.7`, `1e-05`, `-2.5E3`) with its decimal
    /// point moved `places` to the right (left when negative), written
    /// without an exponent: `("16.7", -2)` → `0.167`. Moving the point in
    /// the text keeps percentages exact both ways (`16.7 / 100` is not
    /// `0.167` in binary floating point, `Double("0.167")` is).
    /// - Returns: `nil` unless the text is a plain decimal number.
    static func shiftingDecimalPoint(_ text: String, by places: Int) -> String? {
        var rest = Substring(text)
        var sign = ""
        if rest.first == "-" || rest.first == "+" {
            if rest.first == "-" { sign = "-" }
            rest = rest.dropFirst()
        }
        var exponent = 0
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(rest[rest.index(after: e)...]), abs(value) < 400 else { return nil }
            exponent = value
            rest = rest[..<e]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              !(parts[0].isEmpty && (parts.count == 1 || parts[1].isEmpty)) else { return nil }
        var digits = String(parts[0]) + (parts.count == 2 ? String(parts[1]) : "")
        // The point sits after `point` digits.
        var point = parts[0].count + exponent + places
        if point < 0 {
            digits = String(repeating: "0", count: -point) + digits
            point = 0
        }
        if point > digits.count { digits += String(repeating: "0", count: point - digits.count) }
        var whole = String(digits.prefix(point)).drop { $0 == "0" }
        var fraction = String(digits.dropFirst(point))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if whole.isEmpty { whole = "0" }
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Whether `text` neither starts nor ends with white space (checked on
    /// bytes; most cells, so Foundation's trimming is skipped for them).
    static func isTrimmed(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last else { return true }
        return first > 32 && last > 32 && first < 0x80 && last < 0x80
    }

    /// Reads a flag: yes/no, true/false, y/n, 1/0, x (and ja/nein, oui/non, sí/no).
    /// - Returns: The flag, `false` for an empty cell, `nil` for other text.
    static func flag(_ text: String) -> Bool? {
        // What our writer and most exports write, without trimming and lowercasing.
        switch text {
        case "Yes", "yes", "TRUE", "1": return true
        case "No", "no", "FALSE", "0", "": return false
        default: break
        }
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "y", "true", "1", "x", "ja", "oui", "si", "sí", "wahr", "vrai": return true
        case "no", "n", "false", "0", "", "nein", "non", "falsch", "faux": return false
        default: return nil
        }
    }
}
