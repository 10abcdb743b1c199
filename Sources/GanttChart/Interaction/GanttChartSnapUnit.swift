public import TimelineCore

/// The time scale drags snap to, by name: what a document's `snap` setting
/// and the page's toolbar choose.
///
/// A drag rounds the dragged time to the nearest grid point (`hour`: whole
/// hours, `halfDay`: 00:00 and 12:00, `day`: midnights, `week`: Mondays
/// 00:00); a task that works then moves into working time, so a snapped start
/// never lands on a Saturday. Holding Alt (``GanttChartModifiers/option``)
/// drags without snapping, and Alt+arrow keys move the selected bar by one unit.
///
/// ```swift
/// configuration.timeScale = GanttChartSnapUnit.day.timeScale
/// ```
public enum GanttChartSnapUnit: String, Sendable, Hashable, CaseIterable, Codable {
    /// No snapping: times follow the pointer.
    case none
    /// Whole hours.
    case hour
    /// Half days: 00:00 and 12:00.
    case halfDay
    /// Days: midnights.
    case day
    /// Weeks: Mondays at 00:00.
    case week

    /// The time scale that snaps to this unit (continuous for ``none``).
    public var timeScale: TimeScale {
        switch self {
        case .none: .continuous
        case .hour: .intervalsWith(period: 1, in: .hours)
        case .halfDay: .intervalsWith(period: 1, in: .halfDays)
        case .day: .intervalsWith(period: 1, in: .days)
        // 2001-01-01, the default origin, is a Monday: a 7-day grid falls on Mondays.
        case .week: .intervalsWith(period: 1, in: .weeks)
        }
    }

    /// The names a document or the page may use, in order: `none, hour, halfDay, day, week`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
