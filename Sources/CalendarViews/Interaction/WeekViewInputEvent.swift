public import TimelineCore
public import TimelineGraphics

/// An input event for ``WeekViewInteraction``, in viewport-local points.
public enum WeekViewInputEvent: Sendable, Hashable {
    /// A pointer button (or finger) went down.
    case pointerDown(Point)
    /// The pointer moved while down.
    case pointerMoved(Point)
    /// The pointer went up: ends a drag, or is a tap when it did not move.
    case pointerUp(Point)
    /// A tap at a point (a down and up in one).
    case tap(Point)
    /// A touch held at a point.
    case longPress(Point)
    /// A scroll by `dx`, `dy` points (positive: later days, later hours).
    case scroll(dx: Double, dy: Double)
    /// The scroll gesture ended: snaps to a whole day, reports the end of vertical scrolling.
    case scrollEnded
    /// A pinch: `scale` relative to the previous pinch event around `center`.
    case pinch(scale: Double, center: Point)
    /// The pinch ended.
    case pinchEnded
    /// The view was resized.
    case resize(Size)
    /// Show a day at the left (the reference's `showDay`).
    case showDay(Time)
    /// Show today at the left and the current time (the reference's `showToday`); `now` is the host's clock.
    case showToday(now: Time)
    /// Cancels a drag or removes the preview event.
    case cancel
    /// Undoes the last edit.
    case undo
    /// Redoes the last undone edit.
    case redo

    /// Whether every number is finite and within ±10^7 (sizes and scales
    /// positive): other events are ignored, never trapped on.
    public var isWellFormed: Bool {
        func ok(_ values: Double...) -> Bool { values.allSatisfy { $0.isFinite && abs($0) <= 1e7 } }
        switch self {
        case let .pointerDown(p), let .pointerMoved(p), let .pointerUp(p), let .tap(p), let .longPress(p): return ok(p.x, p.y)
        case let .scroll(dx, dy): return ok(dx, dy)
        case let .pinch(scale, center): return ok(scale, center.x, center.y) && scale > 0
        case let .resize(size): return ok(size.width, size.height) && size.width >= 0 && size.height >= 0
        case let .showDay(time), let .showToday(time): return time.isSupported
        case .scrollEnded, .pinchEnded, .cancel, .undo, .redo: return true
        }
    }
}
