import Foundation
public import TimelineCore

/// How the standard grid columns write and read their values: one place for
/// every outline grid (``OutlineGanttChartTreeDataSource``,
/// ``OutlineGanttChartManagerDataSource`` and the hosts that show them).
public enum OutlineGanttChartCellText {
    /// `2025-03-03 08:00`: seconds only when not zero; 24:00 for the end of a day.
    /// - Parameter time: The time to write.
    /// - Returns: The cell text.
    public static func text(for time: Time) -> String {
        var text = time.iso8601.replacingOccurrences(of: "T", with: " ")
        if text.hasSuffix(":00"), text.count == 19 { text.removeLast(3) }
        return text
    }

    /// `50%`, `12.5%` (one decimal at most).
    /// - Parameter completion: A fraction `0…1`.
    /// - Returns: The cell text.
    public static func percentText(_ completion: Double) -> String {
        let percent = (completion * 1_000).rounded() / 10
        return percent == percent.rounded() ? "\(Int(percent))%" : "\(percent)%"
    }

    /// Reads a completion cell: a percentage `0…100` with or without `%`.
    /// - Parameter text: The cell text.
    /// - Returns: The fraction `0…1`.
    /// - Throws: The reason, worded for the person editing.
    public static func completion(parsing text: String) throws(OutlineGanttChartCellTextError) -> Double {
        var number = text.trimmingCharacters(in: .whitespaces)
        if number.hasSuffix("%") { number.removeLast() }
        guard let percent = Double(number.trimmingCharacters(in: .whitespaces)), percent.isFinite else {
            throw OutlineGanttChartCellTextError("not a number; write a percentage such as 50%")
        }
        guard (0...100).contains(percent) else { throw OutlineGanttChartCellTextError("completion must be a percentage from 0 to 100") }
        return percent / 100
    }

    /// Reads a date cell: an ISO 8601 local date-time (`2025-03-04 08:00`, `2025-03-04T08:00`, `2025-03-04`).
    /// - Parameter text: The cell text.
    /// - Returns: The time.
    /// - Throws: The reason, worded for the person editing.
    public static func time(parsing text: String) throws(OutlineGanttChartCellTextError) -> Time {
        do { return try Time(iso8601: text.trimmingCharacters(in: .whitespaces)) } catch {
            throw OutlineGanttChartCellTextError(error.description)
        }
    }
}

/// Why a cell's text could not be read.
public struct OutlineGanttChartCellTextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason, for the person editing.
    public var reason: String
    /// Creates the error.
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
