public import TimelineCore
public import TimelineGraphics

/// An input event for ``DayTimelineInteraction``, in viewport-local points.
public enum DayTimelineInputEvent: Sendable, Hashable {
    /// A tap (click) at a point.
    case tap(Point)
    /// A touch held at a point.
    case longPress(Point)
    /// A vertical scroll by `dy` points (positive: later hours).
    case scroll(dy: Double)
    /// The view was resized.
    case resize(Size)
    /// Scroll so that `secondsAfterMidnight` is at the top (the reference's `scrollToTime`).
    case scrollToTime(secondsAfterMidnight: Double)
    /// Scroll to the current time, a third down the view; `now` is the host's clock.
    case scrollToCurrentTime(now: Time)
    /// Scroll so that the appointment is visible at the top.
    case scrollToAppointment(id: String)
    /// Show another day.
    case showDay(Time)

    /// Whether every number is finite and within ±10^7 (sizes positive):
    /// other events are ignored, never trapped on.
    public var isWellFormed: Bool {
        func ok(_ values: Double...) -> Bool { values.allSatisfy { $0.isFinite && abs($0) <= 1e7 } }
        switch self {
        case let .tap(point), let .longPress(point): return ok(point.x, point.y)
        case let .scroll(dy): return ok(dy)
        case let .resize(size): return ok(size.width, size.height) && size.width >= 0 && size.height >= 0
        case let .scrollToTime(seconds): return ok(seconds)
        case let .scrollToCurrentTime(now), let .showDay(now): return now.isSupported
        case .scrollToAppointment: return true
        }
    }
}
