/// Maps times to horizontal positions and back, for charts on a timeline.
///
/// x grows by ``actualHourWidth`` points per hour from ``origin`` (x = 0).
/// With a visibility schedule, nonworking time is hidden: x advances only
/// through working time, so a chart can leave out nights and weekends.
///
/// ```swift
/// let axis = TimeAxis(origin: Time(year: 2025, month: 3, day: 3), hourWidth: 10, visibilitySchedule: .standard)
/// axis.x(for: Time(year: 2025, month: 3, day: 4, hour: 9))   // (8 h Monday + 1 h) × 10 = 90
/// ```
///
/// Both directions cost O(log n) in the schedule's exceptions, never O(days).
public struct TimeAxis: Sendable {
    /// The time at x = 0.
    public let origin: Time
    /// Points per hour before zooming.
    public let hourWidth: Double
    /// The zoom factor applied to ``hourWidth``.
    public let zoom: Double
    /// The schedule whose nonworking time is hidden, if any.
    public let visibilitySchedule: Schedule?

    private let originWork: Double?

    /// Creates an axis.
    /// - Parameters:
    ///   - origin: The time at x = 0.
    ///   - hourWidth: Points per hour (positive).
    ///   - zoom: A factor on `hourWidth` (positive).
    ///   - visibilitySchedule: Hide this schedule's nonworking time.
    public init(origin: Time, hourWidth: Double, zoom: Double = 1, visibilitySchedule: Schedule? = nil) {
        precondition(hourWidth > 0 && zoom > 0 && hourWidth.isFinite && zoom.isFinite, "TimeAxis: hour width and zoom must be positive")
        self.origin = origin
        self.hourWidth = hourWidth
        self.zoom = zoom
        self.visibilitySchedule = visibilitySchedule
        originWork = visibilitySchedule?.cumulativeWorkingDuration(at: origin)
    }

    /// Points per hour after zooming.
    public var actualHourWidth: Double { hourWidth * zoom }

    /// The visible seconds from the origin to `time` (negative before the origin).
    /// - Complexity: O(log n).
    public func visibleSeconds(to time: Time) -> Double {
        guard let schedule = visibilitySchedule else { return time.seconds(since: origin) }
        if let originWork, let work = schedule.cumulativeWorkingDuration(at: time) {
            return work - originWork
        }
        return time >= origin
            ? schedule.workingDuration(of: TimeRange(origin..<time))
            : -schedule.workingDuration(of: TimeRange(time..<origin))
    }

    /// The x position of `time`. Hidden time maps to the x where the hidden span
    /// begins (a whole weekend collapses onto Friday's end).
    /// - Complexity: O(log n).
    public func x(for time: Time) -> Double {
        visibleSeconds(to: time) / 3_600 * actualHourWidth
    }

    /// The width of a range on the axis.
    public func width(of range: TimeRange) -> Double {
        x(for: range.finish) - x(for: range.start)
    }

    /// The time at position `x`. With a visibility schedule, an x on the border
    /// of a hidden span maps to the end of the visible time before it when
    /// `isFinish` is true (a bar's finish), else to the start of the visible
    /// time after it.
    /// - Complexity: O(log n).
    public func time(forX x: Double, isFinish: Bool = false) -> Time {
        let seconds = x / actualHourWidth * 3_600
        guard let schedule = visibilitySchedule else { return origin.adding(seconds: seconds) }
        if let originWork, let time = schedule.time(atCumulativeWorkingDuration: originWork + seconds, isFinish: isFinish) {
            return time
        }
        // The origin's next working time has the origin's cumulative work, so
        // offsets count from there.
        let start = schedule.nextWorkingTime(from: origin)
        if seconds == 0 { return isFinish ? schedule.previousWorkingTime(from: origin) : start }
        if seconds > 0 {
            let finish = schedule.adding(workingDuration: seconds, to: start)
            return isFinish ? finish : schedule.nextWorkingTime(from: finish)
        }
        let back = schedule.adding(workingDuration: seconds, to: start)
        return isFinish ? schedule.previousWorkingTime(from: back) : back
    }
}
