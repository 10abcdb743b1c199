/// How ``TimeScale`` rounds a time to its grid.
public enum TimeScaleRoundingRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// The nearest grid point (ties go up).
    case nearest
    /// The first grid point at or after the time.
    case up
    /// The last grid point at or before the time.
    case down
}

/// Snaps times during editing: continuous (no snapping) or to a grid of
/// periods (every 15 minutes, every day at 00:00, every month...).
///
/// ```swift
/// let quarterHours = TimeScale.intervalsWith(period: 15, in: .minutes)
/// quarterHours.snap(Time(year: 2025, month: 3, day: 3, hour: 8, minute: 7))   // 08:00
/// quarterHours.snap(Time(year: 2025, month: 3, day: 3, hour: 8, minute: 8))   // 08:15
/// ```
///
/// With a schedule, a grid point in nonworking time moves to working time: to
/// the next working time (rule `.up`), to the end of the previous working
/// interval (`.down`), or to whichever of the two is nearer (`.nearest`).
public struct TimeScale: Sendable {
    private enum Kind: Sendable {
        case continuous
        case intervals(period: Double, unit: TimeUnit, origin: Time, rule: TimeScaleRoundingRule)
    }

    private let kind: Kind
    /// The schedule whose working time snapped times must fall in, if any.
    public let schedule: (any ScheduleDefinition)?

    /// No snapping: every time stays as it is.
    public static let continuous = TimeScale(kind: .continuous, schedule: nil)

    /// A grid of periods starting at `origin`.
    /// - Parameters:
    ///   - period: The grid step, in `unit` (positive).
    ///   - unit: The unit of the step; calendar units (months...) step through the calendar.
    ///   - origin: A grid point; the default is 2001-01-01 00:00, so day and hour grids fall on midnights and whole hours.
    ///   - rule: How to round to the grid.
    ///   - schedule: Working time that snapped times must fall in.
    /// - Returns: The time scale.
    public static func intervalsWith(
        period: Double,
        in unit: TimeUnit,
        origin: Time = .reference,
        rule: TimeScaleRoundingRule = .nearest,
        schedule: (any ScheduleDefinition)? = nil
    ) -> TimeScale {
        precondition(period > 0 && period.isFinite, "TimeScale: the period must be positive")
        return TimeScale(kind: .intervals(period: period, unit: unit, origin: origin, rule: rule), schedule: schedule)
    }

    private init(kind: Kind, schedule: (any ScheduleDefinition)?) {
        self.kind = kind
        self.schedule = schedule
    }

    /// Whether the scale leaves times unchanged.
    public var isContinuous: Bool {
        if case .continuous = kind { return true }
        return false
    }

    /// The grid point `steps` grid steps from `time` (ignoring the schedule):
    /// from a time between grid points, the first step goes to the next grid
    /// point in that direction, so `+1` from 08:30 on an hourly grid is 09:00
    /// and `-1` is 08:00. `nil` for a continuous scale, which has no step.
    ///
    /// ```swift
    /// TimeScale.intervalsWith(period: 1, in: .days).stepping(mondayAt8, by: 1)   // Tuesday 00:00
    /// ```
    /// - Parameters:
    ///   - time: Where to start.
    ///   - steps: How many grid steps; negative steps go back.
    /// - Returns: The grid point, or `nil` for a continuous scale.
    /// - Complexity: O(1).
    public func stepping(_ time: Time, by steps: Int) -> Time? {
        guard case let .intervals(period, unit, origin, _) = kind else { return nil }
        if let seconds = unit.fixedSeconds {
            let step = period * seconds
            let position = time.seconds(since: origin) / step
            let base = steps > 0 ? position.rounded(.down) : steps < 0 ? position.rounded(.up) : position
            return origin.adding(seconds: (base + Double(steps)) * step)
        }
        let months = period * Double(unit.calendarMonths!)
        let onGrid = snapToGridOnly(time, rule: steps > 0 ? .down : .up)
        return onGrid.adding(Double(steps) * months, in: .months)
    }

    /// The grid point before or after `time` by `rule`, without the schedule.
    private func snapToGridOnly(_ time: Time, rule: TimeScaleRoundingRule) -> Time {
        guard case let .intervals(period, unit, origin, _) = kind else { return time }
        return TimeScale.intervalsWith(period: period, in: unit, origin: origin, rule: rule).snap(time)
    }

    /// Snaps `time` to the grid (and into working time with a schedule).
    /// - Complexity: O(1) for fixed units and months (plus the schedule's lookups).
    public func snap(_ time: Time) -> Time {
        guard case let .intervals(period, unit, origin, rule) = kind else { return time }
        let snapped: Time
        if let seconds = unit.fixedSeconds {
            let step = period * seconds
            let steps = time.seconds(since: origin) / step
            let count: Double = switch rule {
            case .nearest: (steps + 0.5).rounded(.down)
            case .up: steps.rounded(.up)
            case .down: steps.rounded(.down)
            }
            snapped = origin.adding(seconds: count * step)
        } else {
            let months = period * Double(unit.calendarMonths!)
            let elapsed = TimeRange(min(origin, time)..<max(origin, time)).duration(in: .months) * (time < origin ? -1 : 1)
            let lowerCount = (elapsed / months).rounded(.down)
            var lower = origin.adding(lowerCount * months, in: .months)
            var upper = origin.adding((lowerCount + 1) * months, in: .months)
            if lower > time {
                upper = lower
                lower = origin.adding((lowerCount - 1) * months, in: .months)
            }
            if lower == time {
                snapped = lower
            } else {
                snapped = switch rule {
                case .up: upper
                case .down: lower
                case .nearest: time.seconds(since: lower) < upper.seconds(since: time) ? lower : upper
                }
            }
        }
        guard let schedule, !schedule.isWorking(at: snapped) else { return snapped }
        let next = schedule.nextWorkingTime(from: snapped)
        let previous = schedule.previousWorkingTime(from: snapped)
        switch rule {
        case .up: return next
        case .down: return previous
        case .nearest: return snapped.seconds(since: previous) <= next.seconds(since: snapped) ? previous : next
        }
    }
}
