import TimelineCore

/// The lag of a link (a dependency): how far the linked end of the successor stays
/// from the linked end of the predecessor. Negative values are leads.
///
/// - ``working(_:)`` counts working seconds on the **successor's** calendar:
///   a finish-to-start link with `.working(8 * 3_600)` after a predecessor
///   finishing Friday 16:00 on ``Schedule/standard`` reaches Monday 16:00, so
///   the successor starts Tuesday 08:00. `.working(-8 * 3_600)` after a
///   finish on Tuesday 16:00 counts back to Tuesday 08:00 (it stops at the
///   start of a working interval).
/// - ``elapsed(_:)`` ignores the calendar: `.elapsed(24 * 3_600)` after
///   Friday 16:00 reaches Saturday 16:00, so the successor starts Monday 08:00.
/// - ``percent(_:)`` is a percentage of the predecessor's working duration,
///   counted as working time on the successor's calendar: `.percent(50)` after
///   a 16 h predecessor is a lag of 8 working hours.
public enum ProjectLinkLag: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Working seconds on the successor's calendar.
    case working(Double)
    /// Elapsed (calendar) seconds, ignoring working time.
    case elapsed(Double)
    /// A percentage (`50` is half) of the predecessor's working duration.
    case percent(Double)

    /// No lag.
    public static let zero = ProjectLinkLag.working(0)

    /// Whether the lag is zero in any unit.
    public var isZero: Bool {
        switch self {
        case let .working(v), let .elapsed(v), let .percent(v): v == 0
        }
    }

    /// `"8h"`, `"1d elapsed"`-like text in seconds: `"28800 s working"`, `"50 %"`.
    public var description: String {
        switch self {
        case let .working(v): "\(v) s working"
        case let .elapsed(v): "\(v) s elapsed"
        case let .percent(v): "\(v) %"
        }
    }

    /// Applies the lag to `time`, forwards (`direction` 1) or backwards
    /// (`direction` -1, to undo it in the backward pass).
    /// - Parameters:
    ///   - time: The predecessor's linked date (or the successor's, backwards).
    ///   - predecessorDuration: The predecessor's working seconds, for percentages.
    ///   - calendars: The calendars of the plan, borrowed in place.
    ///   - calendar: The index of the successor's calendar in `calendars`.
    ///   - direction: `1` or `-1`.
    /// - Returns: The shifted time; `time` itself for a zero lag.
    /// - Complexity: One working-time addition.
    @inline(__always)
    func shift(_ time: Time, predecessorDuration: Double, calendars: UnsafeBufferPointer<any ScheduleDefinition>, calendar: Int, direction: Double) -> Time {
        let amount: Double
        switch self {
        case let .working(v):
            amount = v * direction
        case let .elapsed(v):
            return v == 0 ? time : time.adding(seconds: v * direction)
        case let .percent(p):
            amount = p / 100 * predecessorDuration * direction
        }
        if amount == 0 { return time }
        // Counting back (a lead, or undoing a lag) is explicit: it stops at the start of a working interval.
        return amount < 0
            ? calendars[calendar].subtracting(workingDuration: -amount, from: time)
            : calendars[calendar].adding(workingDuration: amount, to: time)
    }
}
