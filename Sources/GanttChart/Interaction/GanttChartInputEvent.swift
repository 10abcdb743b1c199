public import TimelineGraphics
public import TimelineCore

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

/// A pointer event's details.
public struct GanttChartPointerEvent: Sendable, Equatable {
    /// Where the pointer is, viewport-local.
    public var location: Point
    /// The button that changed (or is held while moving).
    public var button: GanttChartPointerButton
    /// The keyboard modifiers held.
    public var modifiers: GanttChartModifiers
    /// 1 for a single click, 2 for a double click…
    public var clickCount: Int

    /// Creates a pointer event.
    /// - Parameters:
    ///   - location: Viewport-local position.
    ///   - button: The button; primary by default.
    ///   - modifiers: Held keys; none by default.
    ///   - clickCount: The click count; 1 by default.
    public init(location: Point, button: GanttChartPointerButton = .primary, modifiers: GanttChartModifiers = [], clickCount: Int = 1) {
        self.location = location
        self.button = button
        self.modifiers = modifiers
        self.clickCount = clickCount
    }

    /// Creates a pointer event at `(x, y)`.
    public init(x: Double, y: Double, button: GanttChartPointerButton = .primary, modifiers: GanttChartModifiers = [], clickCount: Int = 1) {
        self.init(location: Point(x: x, y: y), button: button, modifiers: modifiers, clickCount: clickCount)
    }
}

/// A pointer button.
public enum GanttChartPointerButton: String, Sendable, Hashable, Codable {
    /// The main (left) button, or a touch.
    case primary
    /// The secondary (right) button: context menus.
    case secondary
}

/// Keyboard modifiers held during an event.
public struct GanttChartModifiers: OptionSet, Sendable, Hashable, Codable {
    /// The raw bits.
    public var rawValue: Int
    /// Creates modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = GanttChartModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = GanttChartModifiers(rawValue: 1 << 1)
    /// Option (Alt).
    public static let option = GanttChartModifiers(rawValue: 1 << 2)
    /// Command (Meta).
    public static let command = GanttChartModifiers(rawValue: 1 << 3)

    /// Whether command or control is held (the "shortcut" modifier on either platform).
    public var hasShortcutModifier: Bool { !isDisjoint(with: [.command, .control]) }
}

/// The keys the interaction understands.
public enum GanttChartKey: Sendable, Hashable {
    /// Delete (forward delete).
    case delete
    /// Backspace.
    case backspace
    /// Escape: cancels a drag, closes a menu, clears the selection.
    case escape
    /// Enter (Return): edits the selected element.
    case enter
    /// Left arrow: scrolls left.
    case left
    /// Right arrow: scrolls right.
    case right
    /// Up arrow: scrolls up a row.
    case up
    /// Down arrow: scrolls down a row.
    case down
    /// A character key: `+`/`=` zoom in, `-` zooms out, `z` with command or
    /// control undoes (with shift: redoes), `y` with control redoes.
    case character(Character)
}

extension GanttChartKey {
    /// The key of a browser `KeyboardEvent.key` value: `Delete`,
    /// `Backspace`, `Escape`, `Enter`, `ArrowLeft`, `ArrowRight`, `ArrowUp`,
    /// `ArrowDown`, or a single character; `nil` for other keys.
    /// - Parameter name: The browser's key name.
    public init?(browserKey name: String) {
        switch name {
        case "Delete": self = .delete
        case "Backspace": self = .backspace
        case "Escape", "Esc": self = .escape
        case "Enter": self = .enter
        case "ArrowLeft": self = .left
        case "ArrowRight": self = .right
        case "ArrowUp": self = .up
        case "ArrowDown": self = .down
        default:
            guard name.count == 1, let character = name.first else { return nil }
            self = .character(character)
        }
    }
}

/// Named commands, e.g. from a toolbar.
public enum GanttChartCommand: Sendable, Equatable {
    /// Zooms in by ``GanttChartInteractionSettings/zoomStep`` around the time area's center.
    case zoomIn
    /// Zooms out by ``GanttChartInteractionSettings/zoomStep`` around the time area's center.
    case zoomOut
    /// Zooms and scrolls so that all items fit the time area's width.
    case zoomToFit
    /// Scrolls so that `now` is in the middle of the time area (the library never reads the clock).
    case scrollToToday(Time)
    /// Undoes the last edit.
    case undo
    /// Redoes the last undone edit.
    case redo
    /// Deletes the selected item or dependency (when allowed).
    case deleteSelection
}
