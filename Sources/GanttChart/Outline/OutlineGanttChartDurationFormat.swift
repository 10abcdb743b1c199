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
}
