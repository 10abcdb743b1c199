public import TimelineCore
public import TimelineGraphics

/// The headless interaction engine of a Gantt chart: a value-type state
/// machine where each input event returns the effects the host must apply.
///
/// The host lays out a scene with ``viewport`` and ``configuration`` (or
/// calls ``scene(for:)``), shows it, and forwards every input event with
/// that scene and the chart's ``GanttChartItemManager``. Edits go through
/// the manager, so its behavior runs and its observer sees old values;
/// each gesture becomes one ``undoManager`` entry.
///
/// ```swift
/// var interaction = GanttChartInteraction(viewport: viewport, configuration: configuration)
/// var scene = interaction.scene(for: manager)
/// let effects = interaction.handle(.pointerDown(.init(x: 120, y: 64)), in: scene, manager: manager)
/// if effects.requiresLayout { scene = interaction.scene(for: manager) }
/// ```
///
/// Not thread-safe by itself: keep it with the manager in one isolation domain.
public struct GanttChartInteraction: Sendable {
    /// What users may do.
    public var settings: GanttChartInteractionSettings
    /// The chart's configuration; the interaction changes ``GanttChartConfiguration/zoom``
    /// (and the scrollable timeline when it auto-shifts). Lay out with it.
    public var configuration: GanttChartConfiguration
    /// The visible window; scrolled and resized by events (a host may set it,
    /// e.g. to restore a position). Lay out with it.
    public var viewport: GanttChartViewport
    /// The undo history of interactive edits.
    public var undoManager: GanttChartUndoManager
    /// The selected element: a dependency, or the item selected last (the
    /// primary item of a multi-selection, see ``selectedItems``).
    public internal(set) var selection: GanttChartElement?
    /// Every selected item, in the order they were selected (a Shift range
    /// and a rubber band in row order); the last is ``selection``. Empty
    /// when a dependency or nothing is selected. Moving, deleting, linking,
    /// indenting and the Alt+arrow keys act on all of them as one edit.
    public internal(set) var selectedItems: [GanttChartItem.ID] = []
    /// The scene row a Shift+click range starts from: the row of the last
    /// item clicked without Shift (or of the row clicked in the grid).
    public internal(set) var selectionAnchorRow: Int?
    /// The element under the pointer.
    public internal(set) var focus: GanttChartElement?
    /// What the pointer is doing.
    public internal(set) var state: State = .idle
    /// The text of the tooltip shown while a bar is dragged (the item as it
    /// is now and the part being dragged); `nil`, or a `nil` result, shows
    /// none. By default the new start and finish (or the completion) in ISO 8601.
    public var dragTooltip: (@Sendable (GanttChartItem, GanttChartItemPart) -> String?)? = GanttChartInteraction.defaultDragTooltip
    /// The manager row drawn on each row of the scene, when they differ: an
    /// outline with collapsed rows draws only its visible rows (see
    /// ``OutlineGanttChartVisibleItems``), so a bar moved to, or created on,
    /// the scene's row `r` goes to the manager's row `rowMapping(r)`. `nil`
    /// (the default): the scene's rows are the manager's.
    public var rowMapping: (@Sendable (Int) -> Int)?
    var cursor: GanttChartCursor = .arrow
    var lastPointer: Point?
    /// The modifiers of the last pointer event (an auto-scroll tick continues the drag with them).
    var lastModifiers: GanttChartModifiers = []
    var lastContentFrame: Rect?
    var isTooltipShown = false

    /// Creates an interaction.
    /// - Parameters:
    ///   - viewport: The initial visible window.
    ///   - configuration: The chart's configuration (zoom limits, snapping, strings).
    ///   - settings: What users may do; everything by default.
    ///   - undoManager: The undo history; empty by default.
    public init(viewport: GanttChartViewport, configuration: GanttChartConfiguration = GanttChartConfiguration(),
                settings: GanttChartInteractionSettings = GanttChartInteractionSettings(),
                undoManager: GanttChartUndoManager = GanttChartUndoManager()) {
        self.viewport = viewport
        self.configuration = configuration
        self.settings = settings
        self.undoManager = undoManager
    }

    /// Lays out `provider` with ``viewport`` and ``configuration``.
    /// - Parameter provider: The chart's data (usually the manager).
    /// - Returns: The scene to show and to pass with the next event.
    public func scene(for provider: some GanttChartCollectionProvider) -> GanttChartScene {
        GanttChartLayout.scene(for: provider, in: viewport, configuration: configuration)
    }

    /// The items whose dependency thumbs are shown: the focused and the selected item.
    public var thumbItems: Set<GanttChartItem.ID> {
        var items = Set<GanttChartItem.ID>()
        if case let .item(id)? = focus { items.insert(id) }
        if case let .item(id)? = selection { items.insert(id) }
        if case let .drawingDependency(draw) = state { items.insert(draw.from) }
        return items
    }

    /// Whether a drag (of a bar or a dependency line) is near an edge of the
    /// time area, so that the host should send ``GanttChartInputEvent/autoScrollTick``
    /// on a timer (every 50 ms, say) until it turns false.
    public var isAutoScrolling: Bool {
        guard let lastPointer, let frame = lastContentFrame else { return false }
        let margin = settings.autoScrollMargin
        switch state {
        case let .dragging(drag) where drag.part == .bottom:
            return lastPointer.y < frame.minY + margin || lastPointer.y > frame.maxY - margin
        case .dragging:
            return lastPointer.x < frame.minX + margin || lastPointer.x > frame.maxX - margin
        case .drawingDependency:
            return lastPointer.x < frame.minX + margin || lastPointer.x > frame.maxX - margin
                || lastPointer.y < frame.minY + margin || lastPointer.y > frame.maxY - margin
        default:
            return false
        }
    }

    /// Handles one event.
    /// - Parameters:
    ///   - event: What the user did, viewport-local.
    ///   - scene: The scene the user sees (laid out with ``viewport`` and ``configuration``).
    ///   - manager: The chart's data; edits go through it.
    /// - Returns: What the host must do, in order.
    public mutating func handle(_ event: GanttChartInputEvent, in scene: GanttChartScene,
                                manager: GanttChartItemManager) -> [GanttChartEffect] {
        guard event.isWellFormed else { return [] }
        var context = Context(scene: scene, manager: manager)
        lastContentFrame = scene.contentFrame
        switch event {
        case let .pointerDown(pointer), let .pointerMoved(pointer), let .pointerUp(pointer):
            lastPointer = pointer.location
            lastModifiers = pointer.modifiers
        default: break
        }
        switch event {
        case let .pointerDown(pointer): pointerDown(pointer, &context)
        case let .pointerMoved(pointer): pointerMoved(pointer, &context)
        case let .pointerUp(pointer): pointerUp(pointer, &context)
        case .pointerExited: pointerExited(&context)
        case let .longPress(point): openMenu(at: point, &context)
        case let .wheel(dx, dy, location, modifiers): wheel(dx: dx, dy: dy, location: location, modifiers: modifiers, &context)
        case let .pinch(scale, center):
            if settings.allowsZooming { zoom(to: configuration.clampedZoom * scale, aroundX: center.x, &context) }
        case let .key(key, modifiers): self.key(key, modifiers: modifiers, &context)
        case let .resize(size):
            viewport.size = size
            context.effects.append(.viewportChanged(viewport, zoom: configuration.clampedZoom))
        case let .command(command): self.command(command, &context)
        case let .menuItemSelected(id): menuItemSelected(id, &context)
        case .menuDismissed: closeMenu(&context)
        case .autoScrollTick:
            if isAutoScrolling, let lastPointer {
                pointerMoved(GanttChartPointerEvent(location: lastPointer, modifiers: lastModifiers), &context)
            }
        }
        if !context.effects.requiresLayout, context.effects.contains(where: \.changesOverlay) {
            context.effects.append(.needsRedraw)
        }
        return context.effects
    }

    /// The per-event working set: the scene, the manager and the effects so far.
    struct Context {
        let scene: GanttChartScene
        let manager: GanttChartItemManager
        var effects: [GanttChartEffect] = []
    }

    /// What the pointer is doing.
    public enum State: Sendable {
        /// Nothing is pressed.
        case idle
        /// A button is down but has not moved past the drag threshold.
        case pressed(Press)
        /// A bar is being dragged.
        case dragging(Drag)
        /// A dependency line is being drawn from a thumb.
        case drawingDependency(DependencyDrawing)
        /// The time header is being dragged to zoom.
        case zoomingHeader(HeaderZoom)
        /// A context menu is open.
        case menu(MenuContext)
        /// A rubber band is being dragged over the empty area: the items it
        /// touches are selected.
        case selectingRectangle(RubberBand)
    }

    /// A rubber band dragged from the empty area.
    public struct RubberBand: Sendable {
        /// Where the drag started, viewport-local.
        public var origin: Point
        /// Where the pointer is, viewport-local.
        public var current: Point
        /// The selection the band adds to (Shift, Ctrl or ⌘ held at the press), else empty.
        public var base: [GanttChartItem.ID]

        /// The band's rectangle, viewport-local.
        public var rect: Rect {
            Rect(x: Swift.min(origin.x, current.x), y: Swift.min(origin.y, current.y),
                 width: abs(current.x - origin.x), height: abs(current.y - origin.y))
        }
    }

    /// A press that may become a drag.
    public struct Press: Sendable {
        /// Where the button went down.
        public var location: Point
        /// What was under it.
        public var target: GanttChartHitTest
        /// The modifiers held at the press (Ctrl/⌘ toggles, Shift extends the selection on release).
        public var modifiers: GanttChartModifiers = []
    }

    /// A bar drag in progress.
    public struct Drag: Sendable {
        /// The item as it was before the drag.
        public var original: GanttChartItem
        /// What is being changed.
        public var part: GanttChartItemPart
        /// Where the drag started, viewport-local.
        var origin: Point
        /// The viewport's x when the drag started (auto-scrolling moves it).
        var originViewportX: Double
        /// The time axis the drag started on.
        var axis: TimeAxis
        /// Every change made so far (undone together, or by Escape).
        public var changes: [GanttChartEdit] = []
        /// Whether the dragged times snap to the configuration's time scale:
        /// `false` while Alt (``GanttChartModifiers/option``) is held.
        public var isSnapping = true
        /// The items a body drag of a multi-selection moves, as they were
        /// before the drag (the selected items without those under another
        /// selected item, which move with it); empty when only ``original`` moves.
        public var movers: [GanttChartItem] = []
    }

    /// A dependency being drawn.
    public struct DependencyDrawing: Sendable {
        /// The predecessor.
        public var from: GanttChartItem.ID
        /// The predecessor's end the line leaves.
        public var fromEnd: GanttChartItemEnd
        /// The successor and its end under the pointer, when valid.
        public var target: (item: GanttChartItem.ID, end: GanttChartItemEnd)?
        /// Where the pointer is, viewport-local.
        public var pointer: Point
    }

    /// A header drag that zooms.
    public struct HeaderZoom: Sendable {
        var origin: Point
        var zoom: Double
        var viewportX: Double
    }

    /// What an open context menu refers to.
    public enum MenuContext: Sendable {
        /// The empty area: a new item would get this row and time.
        case create(row: Int, time: TimeRange, milestoneTime: Time)
        /// An item.
        case item(GanttChartItem.ID)
        /// A dependency.
        case dependency(GanttChartDependency.ID)
    }

    // MARK: Small helpers

    mutating func setCursor(_ newCursor: GanttChartCursor, _ context: inout Context) {
        guard newCursor != cursor else { return }
        cursor = newCursor
        context.effects.append(.setCursor(newCursor))
    }

    mutating func select(_ element: GanttChartElement?, _ context: inout Context) {
        let items: [GanttChartItem.ID] = if case let .item(id)? = element { [id] } else { [] }
        setSelection(items, primary: element, &context)
    }

    /// Selects `items` (the last is the primary ``selection``) or, with `primary`, a dependency.
    mutating func setSelection(_ items: [GanttChartItem.ID], primary: GanttChartElement? = nil, _ context: inout Context) {
        let element = primary ?? items.last.map(GanttChartElement.item)
        guard element != selection || items != selectedItems else { return }
        selection = element
        selectedItems = items
        context.effects.append(.selectionChanged(element))
    }

    mutating func setFocus(_ element: GanttChartElement?, _ context: inout Context) {
        guard element != focus else { return }
        focus = element
        context.effects.append(.focusChanged(element))
    }

    /// Runs `edit` through the manager and returns what it changed (behaviors included).
    /// A rejected edit changes nothing: its partial edits are undone.
    func recording(_ manager: GanttChartItemManager, _ edit: () throws -> Void) -> [GanttChartEdit] {
        (try? manager.recordingEdits(edit)) ?? []
    }

    /// `2025-03-05T08:00:00 – 2025-03-07T16:00:00`, a milestone's time alone, or `75 %` for the completion.
    public static let defaultDragTooltip: @Sendable (GanttChartItem, GanttChartItemPart) -> String? = { item, part in
        if part == .completion { return "\(Int((item.completion * 100).rounded())) %" }
        if part == .bottom { return nil }
        return item.isMilestone ? "\(item.start)" : "\(item.start) – \(item.finish)"
    }

    /// Snaps a time with the configuration's time scale.
    func snap(_ time: Time) -> Time { configuration.timeScale.snap(time) }

    /// Snaps a dragged time, unless the drag is not snapping (Alt is held).
    func snap(_ time: Time, in drag: Drag) -> Time { drag.isSnapping ? snap(time) : time }
}
