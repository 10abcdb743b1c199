public import Foundation
public import TimelineCore

/// How the Start and Finish cells of an outline grid write and read dates:
/// ISO 8601 (`2025-03-03 08:00`, the default) or a locale's numeric date
/// with a 24-hour time (`03.03.2025 08:00` in `de_DE`, `03/03/2025 08:00` in
/// `en_US`), as a project tool shows them in that language.
///
/// Either way a cell also reads ISO 8601, so a date pasted from a document or
/// another tool is taken in every language; the end of a day is written
/// `24:00` of that day (a finish), never the next day's `00:00`.
///
/// ```swift
/// let german = OutlineGanttChartDateFormat.localized(Locale(identifier: "de_DE"))
/// german.text(for: Time(year: 2025, month: 3, day: 3, hour: 8))   // "03.03.2025 08:00"
/// try german.time(parsing: "4.3.2025 16:30")                      // 2025-03-04T16:30
/// try german.time(parsing: "2025-03-04 16:30")                    // the same
/// ```
public struct OutlineGanttChartDateFormat: Sendable, Hashable {
    /// The locale whose date order and separators are used; `nil` for ISO 8601.
    public let locale: Locale?

    /// ISO 8601 (``OutlineGanttChartCellText/text(for:)``): `2025-03-03 08:00`.
    public static let iso8601 = OutlineGanttChartDateFormat(locale: nil)

    /// The numeric date of `locale` (four-digit year) and a 24-hour time.
    /// - Parameter locale: The language and region, e.g. `de_DE`.
    /// - Returns: The format.
    public static func localized(_ locale: Locale) -> OutlineGanttChartDateFormat {
        OutlineGanttChartDateFormat(locale: locale)
    }

    private init(locale: Locale?) {
        self.locale = locale
    }

    /// The date part's format: the locale's own order of day, month and year.
    private static let dateTemplate = TimeFormat.template("yyyyMMdd")

    /// The ICU pattern of the date part in this format's locale (`dd.MM.yyyy`), `nil` for ISO 8601.
    public var datePattern: String? { locale.flatMap { Self.dateTemplate.dateFormat(for: $0) } }

    /// A date and time as a cell shows it; seconds only when not zero.
    /// - Parameter time: The time (24:00 of a day stays on that day).
    /// - Returns: The cell text.
    public func text(for time: Time) -> String {
        guard let locale else { return OutlineGanttChartCellText.text(for: time) }
        let day = Time(dayNumber: time.dayNumber)
        let seconds = Int(time.timeOfDay.rounded(.down))
        var clock = String(format: "%02d:%02d", seconds / 3_600, seconds / 60 % 60)
        if seconds % 60 != 0 { clock += String(format: ":%02d", seconds % 60) }
        return Self.dateTemplate.string(from: day, locale: locale) + " " + clock
    }

    /// Reads a cell: ISO 8601 (`2025-03-04 08:00`, `2025-03-04`), or — for a
    /// localized format — the locale's date with an optional `HH:mm` or
    /// `HH:mm:ss` time (`04.03.2025 08:00`, `4.3.2025`; `24:00` ends the day).
    /// - Parameter text: The cell text.
    /// - Returns: The time.
    /// - Throws: The reason, naming the forms it reads.
    public func time(parsing text: String) throws(OutlineGanttChartCellTextError) -> Time {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let time = try? OutlineGanttChartCellText.time(parsing: trimmed) { return time }
        guard let locale else { return try OutlineGanttChartCellText.time(parsing: trimmed) }
        var datePart = Substring(trimmed)
        var clock: Double = 0
        if let space = trimmed.lastIndex(of: " "), let seconds = Self.clockSeconds(trimmed[trimmed.index(after: space)...]) {
            datePart = trimmed[..<space]
            clock = seconds
        }
        let date = datePart.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
        guard let day = Self.dateTemplate.time(parsing: date, locale: locale) ?? Self.shortDate(date, locale: locale) else {
            let example = self.text(for: Time(year: 2025, month: 3, day: 4, hour: 8))
            throw OutlineGanttChartCellTextError("\"\(trimmed)\" is not a date: write it as \(example) or 2025-03-04 08:00")
        }
        // A two-digit year (`4.3.25`) reads as year 25 in ICU's `y`: refused rather than guessed.
        guard day.dayNumber >= Self.earliestDay else {
            throw OutlineGanttChartCellTextError("\"\(trimmed)\": write the year with four digits")
        }
        return Time(dayNumber: day.dayNumber, timeOfDay: clock)
    }

    /// The first day a localized date may name (1 January 1000).
    private static let earliestDay = Time(year: 1_000, month: 1, day: 1).dayNumber

    /// `08:00`, `8:00`, `08:00:30`, `24:00` as seconds into the day; `nil` for anything else.
    private static func clockSeconds(_ text: Substring) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
              let hours = Int(parts[0]), let minutes = Int(parts[1]), (0...59).contains(minutes) else { return nil }
        let seconds = parts.count == 3 ? Int(parts[2]) : 0
        guard let seconds, (0...59).contains(seconds) else { return nil }
        let total = hours * 3_600 + minutes * 60 + seconds
        guard hours < 24 || total == 24 * 3_600 else { return nil }
        return Double(total)
    }

    /// A date whose day and month lack their leading zeros (`4.3.2025`), read by the locale's `d M y` order.
    private static func shortDate(_ text: String, locale: Locale) -> Time? {
        TimeFormat.template("yMd").time(parsing: text, locale: locale)
    }
}
