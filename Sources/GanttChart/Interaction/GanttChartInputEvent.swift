import TimelineCore
public import TimelineGraphics

/// An input event for ``GanttChartInteraction``, in viewport-local
/// coordinates ((0, 0) is the view's top-left corner, the header included).
///
/// A host (the browser shim, a test) forwards what the user does as these
/// values; it never interprets them itself.
public enum GanttChartInputEvent: Sendable, Equatable {
    /// A pointer button went down.
    case pointerDown(GanttChartPointerEvent)
    /// The pointer moved (with or without a pressed button).
    case pointerMoved(GanttChartPointerEvent)
    /// A pointer button went up.
    case pointerUp(GanttChartPointerEvent)
    /// The pointer left the view.
    case pointerExited
    /// A touch was held at a point (opens the context menu like a secondary click).
    case longPress(Point)
    /// A scroll wheel or trackpad scroll: `dx`, `dy` in points (positive: later
    /// times, lower rows). With ``GanttChartModifiers/command`` or
    /// ``GanttChartModifiers/control`` it zooms around `location` instead
    /// (negative `dy` zooms in); with ``GanttChartModifiers/shift`` a
    /// vertical scroll scrolls horizontally.
    case wheel(dx: Double, dy: Double, location: Point, modifiers: GanttChartModifiers)
    /// A pinch: `scale` relative to the previous pinch event (> 1 zooms in) around `center`.
    case pinch(scale: Double, center: Point)
    /// A key was pressed.
    case key(GanttChartKey, modifiers: GanttChartModifiers)
    /// The view was resized.
    case resize(Size)
    /// A named command, e.g. from a toolbar.
    case command(GanttChartCommand)
    /// The user chose an entry of the menu shown by ``GanttChartEffect/showMenu(_:)``.
    case menuItemSelected(GanttChartMenuItem.ID)
    /// The menu shown by ``GanttChartEffect/showMenu(_:)`` was closed without a choice.
    case menuDismissed
    /// A timer tick while ``GanttChartInteraction/isAutoScrolling``: scrolls
    /// one more step and continues the drag at the last pointer position.
    case autoScrollTick
}

extension GanttChartInputEvent {
    /// The largest coordinate, scroll distance or size accepted (in points).
    public static let maximumMagnitude = 1e7

    /// Whether every number in the event is finite and within
    /// ±``maximumMagnitude`` (sizes and pinch scales also positive).
    /// ``GanttChartInteraction`` ignores events that are not, so a bad
    /// message can never trap or corrupt the state.
    public var isWellFormed: Bool {
        func ok(_ values: Double...) -> Bool { values.allSatisfy { $0.isFinite && abs($0) <= Self.maximumMagnitude } }
        switch self {
        case let .pointerDown(pointer), let .pointerMoved(pointer), let .pointerUp(pointer):
            return ok(pointer.location.x, pointer.location.y)
        case let .longPress(point): return ok(point.x, point.y)
        case let .wheel(dx, dy, location, _): return ok(dx, dy, location.x, location.y)
        case let .pinch(scale, center): return ok(scale, center.x, center.y) && scale > 0
        case let .resize(size): return ok(size.width, size.height) && size.width >= 0 && size.height >= 0
        case let .command(.scrollToToday(now)): return now.isValidForInteraction
        case .pointerExited, .key, .command, .menuItemSelected, .menuDismissed, .autoScrollTick: return true
        }
    }
}

extension Time {
    /// Within ten thousand years of 2001.
    var isValidForInteraction: Bool { abs(dayNumber) <= 3_652_500 }
}
