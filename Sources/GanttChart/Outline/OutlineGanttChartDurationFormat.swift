import Foundation
public import TimelineCore

/// Writes and reads working durations the way project tools show them:
/// `3d 4h`, `4h 30m`, `0d`, counting a day as ``hoursPerDay`` working hours.
///
/// Durations are working time (what ``GanttChartItemManager/scheduledDuration(in:)``
/// returns); an `e` before the unit (`1ed`, `4eh`) marks elapsed (calendar)
/// time, which only lags accept. A bare number counts days.
///
/// ```swift
/// let format = OutlineGanttChartDurationFormat(hoursPerDay: 8)
/// format.text(forSeconds: 28 * 3_600)           // "3d 4h"
/// try format.seconds(parsing: "1.5d")           // 43 200 (12 working hours)
/// ```
public struct OutlineGanttChartDurationFormat: Sendable, Hashable {
    /// A duration read from text.
    public struct Value: Sendable, Hashable {
        /// The length in seconds (working or elapsed, see ``isElapsed``); may be negative.
        public var seconds: Double
        /// Whether the text counted elapsed (calendar) time (`ed`, `eh`, `em`).
        public var isElapsed: Bool
    }

    /// Working hours in a day (8 by default; elapsed days are 24 hours).
    public var hoursPerDay: Double

    /// Creates a format.
    /// - Parameter hoursPerDay: Working hours per day; values outside
    ///   `(0, 24]` fall back to 8.
    public init(hoursPerDay: Double = 8) {
        self.hoursPerDay = hoursPerDay > 0 && hoursPerDay <= 24 ? hoursPerDay : 8
    }

    /// Creates a format whose day is the average working day of `schedule`
    /// (its weekly working time over its working weekdays): 8 hours for
    /// Monday to Friday 08:00–16:00, 24 for a continuous schedule.
    /// - Parameter schedule: The schedule; one without working days gives 8-hour days.
    public init(averageDayOf schedule: Schedule) {
        let days = schedule.workingWeekdays.count
        self.init(hoursPerDay: days > 0 ? schedule.weeklyWorkingDuration / Double(days) / 3_600 : 8)
    }

    /// The text of a duration: whole days, hours and minutes, largest first,
    /// zero parts left out (`3d 4h`), `0d` for nothing, `-` before negative ones.
    /// - Parameters:
    ///   - seconds: The duration (rounded to the minute).
    ///   - isElapsed: Whether it is calendar time (`1ed 2eh`, 24-hour days).
    /// - Returns: The text.
    public func text(forSeconds seconds: Double, isElapsed: Bool = false) -> String {
        guard seconds.isFinite else { return "" }
        let dayMinutes = Int((isElapsed ? 24 : hoursPerDay) * 60)
        let total = Int(min(abs(seconds) / 60, 1e15).rounded())
        let days = total / dayMinutes, hours = (total % dayMinutes) / 60, minutes = total % 60
        let e = isElapsed ? "e" : ""
        var parts: [String] = []
        if days > 0 { parts.append("\(days)\(e)d") }
        if hours > 0 { parts.append("\(hours)\(e)h") }
        if minutes > 0 { parts.append("\(minutes)\(e)m") }
        if parts.isEmpty { return "0\(e)d" }
        return (seconds < 0 ? "-" : "") + parts.joined(separator: " ")
    }

    /// Reads a duration: numbers with units `d`, `h`, `m` (`w` for five
    /// days), optionally elapsed (`ed`, `eh`, `em`), separated by spaces or
    /// not (`3d 4h`, `3d4h`, `1.5d`, `90m`); a bare number counts days; an
    /// optional sign in front.
    /// - Parameter text: The text.
    /// - Returns: The seconds and whether they are elapsed time.
    /// - Throws: ``OutlineGanttChartEditError`` saying what is wrong (an
    ///   unknown unit, a missing number, working and elapsed units mixed).
    public func value(parsing text: String) throws(OutlineGanttChartEditError) -> Value {
        // Most texts (`3d`, `+2h`, `1.5ed`) are read from their bytes; anything
        // else, errors included, by the general reading below.
        if let value = plainValue(text) { return value }
        func reject(_ reason: String) -> OutlineGanttChartEditError { OutlineGanttChartEditError(text: text, reason: reason) }
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        guard !rest.isEmpty else { throw reject("a duration is empty; write e.g. 3d 4h") }
        var sign = 1.0
        if rest.first == "-" || rest.first == "+" {
            sign = rest.first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        var total = 0.0
        var elapsed: Bool?
        while true {
            rest = rest.drop { $0 == " " }
            guard !rest.isEmpty else { break }
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !number.isEmpty, let value = Double(number), value.isFinite, value <= 1e9 else {
                throw reject("expected a number at \"\(rest)\"; write e.g. 3d 4h")
            }
            rest = rest.dropFirst(number.count)
            var isElapsed = false
            if rest.first == "e" || rest.first == "E" {
                isElapsed = true
                rest = rest.dropFirst()
            }
            let unit = rest.first.map { Character($0.lowercased()) }
            let dayHours = isElapsed ? 24 : hoursPerDay
            let factor: Double
            switch unit {
            case "w": factor = 5 * dayHours * 3_600
            case "d": factor = dayHours * 3_600
            case "h": factor = 3_600
            case "m": factor = 60
            case nil, " ":
                guard !isElapsed else { throw reject("\"e\" needs a unit after it (ed, eh, em)") }
                factor = dayHours * 3_600
            default:
                throw reject("unknown unit \"\(unit.map(String.init) ?? "")\"; use w, d, h or m")
            }
            if unit != nil, unit != " " { rest = rest.dropFirst() }
            if let elapsed, elapsed != isElapsed { throw reject("working and elapsed units are mixed") }
            elapsed = isElapsed
            total += value * factor
        }
        return Value(seconds: sign * total, isElapsed: elapsed ?? false)
    }

    /// ``value(parsing:)`` of a text of printable ASCII without spaces that
    /// reads without error (the same arithmetic in the same order), else
    /// `nil`: the general reading then reads it or says what is wrong.
    /// - Complexity: O(n) in the UTF-8 length, without allocating.
    func plainValue(_ text: String) -> Value? {
        var text = text
        return text.withUTF8 { bytes -> Value? in
            guard !bytes.isEmpty, bytes.allSatisfy({ $0 > 32 && $0 < 127 }) else { return nil }
            var index = 0
            var sign = 1.0
            if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
                sign = bytes[0] == UInt8(ascii: "-") ? -1 : 1
                index = 1
            }
            var total = 0.0
            var elapsed: Bool?
            while index < bytes.count {
                let numberStart = index
                var whole = 0, hasPoint = false
                while index < bytes.count, (bytes[index] >= 48 && bytes[index] <= 57) || bytes[index] == UInt8(ascii: ".") {
                    if bytes[index] == UInt8(ascii: ".") { hasPoint = true } else if index - numberStart < 15 { whole = whole * 10 + Int(bytes[index] - 48) }
                    index += 1
                }
                guard index > numberStart else { return nil }
                // Whole numbers of up to 15 digits are exact as integers (what
                // `Double` reads from their text); others are read from the text.
                let value: Double
                if !hasPoint, index - numberStart <= 15 {
                    value = Double(whole)
                } else {
                    guard let read = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[numberStart..<index]), as: UTF8.self)) else { return nil }
                    value = read
                }
                guard value.isFinite, value <= 1e9 else { return nil }
                var isElapsed = false
                if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                    isElapsed = true
                    index += 1
                }
                let dayHours = isElapsed ? 24 : hoursPerDay
                let factor: Double
                if index == bytes.count {
                    guard !isElapsed else { return nil }
                    factor = dayHours * 3_600
                } else {
                    switch bytes[index] | 0x20 {
                    case UInt8(ascii: "w"): factor = 5 * dayHours * 3_600
                    case UInt8(ascii: "d"): factor = dayHours * 3_600
                    case UInt8(ascii: "h"): factor = 3_600
                    case UInt8(ascii: "m"): factor = 60
                    default: return nil
                    }
                    index += 1
                }
                if let elapsed, elapsed != isElapsed { return nil }
                elapsed = isElapsed
                total += value * factor
            }
            return Value(seconds: sign * total, isElapsed: elapsed ?? false)
        }
    }
}
