public import TimelineCore
public import TimelineGraphics

/// The headless interaction engine of a week view: a value-type state
/// machine where each input event returns the effects the host applies.
///
/// The engine never holds the events: it hit-tests the scene it is given
/// and returns ``WeekViewEffect/edit(_:actionName:)`` for the host to apply
/// to its store (and persist, and broadcast). It asks for events window by
/// window with ``WeekViewEffect/eventLoadRequest(start:end:)``.
///
/// ```swift
/// var interaction = WeekViewInteraction(viewport: viewport)
/// var effects = interaction.start()                       // load requests for the first windows
/// let scene = WeekViewLayout.scene(for: store, in: interaction.viewport, style: style, overlay: interaction.overlay)
/// effects = interaction.handle(.pointerDown(p), in: scene)
/// ```
public struct WeekViewInteraction: Sendable {
    /// Where horizontal scrolling may go.
    public enum Bounds: Sendable, Hashable {
        /// Any day (the years 1 to 9999).
        case infinite
        /// `dayCount` days from `start`'s day (the reference's finite mode).
        case finite(start: Time, dayCount: Int)
    }

    /// What the pointer is doing.
    public enum State: Sendable, Hashable {
        /// Nothing.
        case idle
        /// Down on an event, not moved far yet.
        case pressing(id: String, at: Point, isResize: Bool)
        /// Moving an event; `grabOffset` is the seconds from its start to the pointer.
        case moving(original: CalendarEvent, grabOffset: Double)
        /// Resizing an event by its bottom edge.
        case resizing(original: CalendarEvent)
        /// Down on an empty place.
        case pressingEmpty(at: Point)
    }

    /// The visible window; lay out with it.
    public var viewport: WeekViewViewport
    /// The look (snapping precision, zoom limits).
    public var style: WeekViewStyle
    /// Where scrolling may go.
    public var bounds: Bounds
    /// The number of days in one load window (windows are aligned to multiples of it).
    public var loadWindowDays: Int
    /// The preview and dragged events; lay out with it.
    public private(set) var overlay = WeekViewOverlay()
    /// What the pointer is doing.
    public private(set) var state: State = .idle
    /// The load windows already requested (window index = floor(day / ``loadWindowDays``)).
    public private(set) var requestedWindows: Set<Int> = []
    /// The undo history: edits as applied, with their names.
    public private(set) var undoStack: [(name: String, edit: CalendarEdit)] = []
    /// The redo history.
    public private(set) var redoStack: [(name: String, edit: CalendarEdit)] = []
    private var activeDay: Int?
    private var scrolledVertically = false

    /// The distance the pointer must move before a press becomes a drag.
    public static let dragThreshold: Double = 4
    /// How close to an event's bottom edge a press resizes it.
    public static let resizeHandleHeight: Double = 8

    /// Creates an interaction.
    public init(viewport: WeekViewViewport, style: WeekViewStyle = WeekViewStyle(), bounds: Bounds = .infinite, loadWindowDays: Int = 7) {
        self.viewport = viewport
        self.style = style
        self.bounds = bounds
        self.loadWindowDays = max(1, loadWindowDays)
        self.viewport.leadingDay = clampedLeadingDay(viewport.clampedLeadingDay)
        activeDay = self.viewport.firstVisibleDay
    }

    /// The effects to apply before the first frame: load requests for the
    /// visible windows.
    public mutating func start() -> [WeekViewEffect] {
        loadRequests()
    }

    /// Handles one event against the last scene laid out with ``viewport`` and ``overlay``.
    /// - Returns: The effects, in order; none for an ill-formed event.
    public mutating func handle(_ event: WeekViewInputEvent, in scene: WeekViewScene) -> [WeekViewEffect] {
        guard event.isWellFormed else { return [] }
        switch event {
        case let .pointerDown(point): return pointerDown(point, in: scene)
        case let .pointerMoved(point): return pointerMoved(point, in: scene)
        case let .pointerUp(point): return pointerUp(point, in: scene)
        case let .tap(point): return pointerDown(point, in: scene) + pointerUp(point, in: scene)
        case let .longPress(point): return longPress(point, in: scene)
        case let .scroll(dx, dy): return scroll(dx: dx, dy: dy, in: scene)
        case .scrollEnded: return scrollEnded(in: scene)
        case let .pinch(scale, center): return pinch(scale: scale, center: center, in: scene)
        case .pinchEnded: return [.didEndZooming(zoom: viewport.zoom)]
        case let .resize(size):
            viewport.size = size
            return [.viewportChanged(viewport)] + loadRequests()
        case let .showDay(day): return show(day: day.normalized.dayNumber)
        case let .showToday(now):
            let normalized = now.normalized
            viewport.now = now
            var effects = show(day: normalized.dayNumber)
            let target = normalized.timeOfDay / 3_600 * scene.hourHeight - scene.contentFrame.height / 3
            viewport.verticalOffset = min(max(0, 24 * scene.hourHeight - scene.contentFrame.height), max(0, target))
            effects.removeAll { if case .viewportChanged = $0 { true } else { false } }
            return [.viewportChanged(viewport)] + effects
        case .cancel:
            state = .idle
            guard overlay != WeekViewOverlay() else { return [] }
            overlay = WeekViewOverlay()
            return [.overlayChanged(overlay)]
        case .undo:
            guard let last = undoStack.popLast() else { return [] }
            redoStack.append(last)
            return [.edit(last.edit.inverse, actionName: "Undo \(last.name)")]
        case .redo:
            guard let last = redoStack.popLast() else { return [] }
            undoStack.append(last)
            return [.edit(last.edit, actionName: "Redo \(last.name)")]
        }
    }

    // MARK: Pointer

    private mutating func pointerDown(_ point: Point, in scene: WeekViewScene) -> [WeekViewEffect] {
        var effects: [WeekViewEffect] = []
        if overlay.previewEvent != nil {
            overlay.previewEvent = nil
            effects.append(.overlayChanged(overlay))
        }
        if let piece = scene.eventFrame(at: point), piece.id != WeekViewOverlay.previewID {
            let isResize = !piece.isAllDay && piece.isLastSegment && point.y >= piece.frame.maxY - Self.resizeHandleHeight
            state = .pressing(id: piece.id, at: point, isResize: isResize)
        } else {
            state = .pressingEmpty(at: point)
        }
        return effects
    }

    private mutating func pointerMoved(_ point: Point, in scene: WeekViewScene) -> [WeekViewEffect] {
        switch state {
        case let .pressing(id, start, isResize):
            guard abs(point.x - start.x) + abs(point.y - start.y) >= Self.dragThreshold,
                  let event = scene.events[id], !WeekViewLayout.isAllDay(event, style: style),
                  let downTime = scene.time(at: start) ?? scene.time(at: clampedToContent(start, scene)) else { return [] }
            if isResize {
                state = .resizing(original: event)
            } else {
                state = .moving(original: event, grabOffset: downTime.seconds(since: event.start))
            }
            return pointerMoved(point, in: scene)
        case let .moving(original, grabOffset):
            guard let time = scene.time(at: clampedToContent(point, scene)) else { return [] }
            let start = snap(time.adding(seconds: -grabOffset))
            let moved = original.moved(toStart: start)
            guard moved != overlay.draggedEvent else { return [] }
            overlay.draggedEvent = moved
            return [.overlayChanged(overlay)]
        case let .resizing(original):
            guard let time = scene.time(at: clampedToContent(point, scene)) else { return [] }
            let precision = Double(max(1, style.previewEventPrecisionInMinutes)) * 60
            var end = snap(time)
            if end.seconds(since: original.start) < precision { end = original.start.adding(seconds: precision) }
            var resized = original
            resized.end = end
            guard resized != overlay.draggedEvent else { return [] }
            overlay.draggedEvent = resized
            return [.overlayChanged(overlay)]
        case .idle, .pressingEmpty:
            return []
        }
    }

    private mutating func pointerUp(_ point: Point, in scene: WeekViewScene) -> [WeekViewEffect] {
        defer { state = .idle }
        switch state {
        case let .pressing(id, _, _):
            return [.eventTapped(id: id)]
        case let .moving(original, _), let .resizing(original):
            let isMove: Bool
            if case .moving = state { isMove = true } else { isMove = false }
            let changed = overlay.draggedEvent
            overlay.draggedEvent = nil
            var effects: [WeekViewEffect] = [.overlayChanged(overlay)]
            if let changed, changed != original {
                let edit = CalendarEdit.updateEvent(old: original, new: changed)
                let name = isMove ? "Move" : "Resize"
                undoStack.append((name, edit))
                redoStack.removeAll()
                effects.append(.edit(edit, actionName: name))
            }
            return effects
        case .idle, .pressingEmpty:
            return []
        }
    }

    private mutating func longPress(_ point: Point, in scene: WeekViewScene) -> [WeekViewEffect] {
        state = .idle
        if let piece = scene.eventFrame(at: point), piece.id != WeekViewOverlay.previewID {
            return [.eventLongPressed(id: piece.id)]
        }
        guard let time = scene.time(at: point) else { return [] }
        let precision = Double(max(1, style.previewEventPrecisionInMinutes)) * 60
        let seconds = min(Time.secondsPerDay - precision, (time.timeOfDay / precision).rounded(.down) * precision)
        let start = Time(dayNumber: time.dayNumber, timeOfDay: max(0, seconds))
        let length = Double(max(1, style.previewEventLengthInMinutes)) * 60
        guard let preview = try? CalendarEvent(id: WeekViewOverlay.previewID, title: style.previewEventTitle, start: start,
                                               end: start.adding(seconds: length), color: style.previewEventColor) else { return [] }
        overlay.previewEvent = preview
        return [.overlayChanged(overlay), .emptySlotLongPressed(start)]
    }

    /// `time` rounded to the nearest multiple of the precision.
    func snap(_ time: Time) -> Time {
        let precision = Double(max(1, style.previewEventPrecisionInMinutes)) * 60
        let t = time.normalized
        let seconds = (t.timeOfDay / precision).rounded() * precision
        return Time(dayNumber: t.dayNumber, timeOfDay: min(Time.secondsPerDay, seconds))
    }

    private func clampedToContent(_ point: Point, _ scene: WeekViewScene) -> Point {
        let frame = scene.contentFrame
        return Point(x: min(frame.maxX - 0.001, max(frame.minX, point.x)), y: min(frame.maxY - 0.001, max(frame.minY, point.y)))
    }

    // MARK: Scrolling and zooming

    private mutating func scroll(dx: Double, dy: Double, in scene: WeekViewScene) -> [WeekViewEffect] {
        let oldDay = viewport.leadingDay, oldOffset = viewport.verticalOffset
        viewport.leadingDay = clampedLeadingDay(viewport.leadingDay + dx / max(scene.dayWidth, 0.001))
        viewport.verticalOffset = min(scene.maximumVerticalOffset, max(0, viewport.verticalOffset + dy))
        if viewport.verticalOffset != oldOffset { scrolledVertically = true }
        guard viewport.leadingDay != oldDay || viewport.verticalOffset != oldOffset else { return [] }
        return [.viewportChanged(viewport)] + activeDayEffects() + loadRequests()
    }

    private mutating func scrollEnded(in scene: WeekViewScene) -> [WeekViewEffect] {
        var effects: [WeekViewEffect] = []
        let snapped = clampedLeadingDay(viewport.leadingDay.rounded())
        if snapped != viewport.leadingDay {
            viewport.leadingDay = snapped
            effects.append(.viewportChanged(viewport))
            effects += activeDayEffects() + loadRequests()
        }
        if scrolledVertically {
            scrolledVertically = false
            effects.append(.didEndVerticalScrolling(topSeconds: min(Time.secondsPerDay, viewport.verticalOffset / scene.hourHeight * 3_600)))
        }
        return effects
    }

    private mutating func pinch(scale: Double, center: Point, in scene: WeekViewScene) -> [WeekViewEffect] {
        let oldZoom = scene.viewport.zoom
        let zoom = min(style.maximumZoom, max(style.minimumZoom, oldZoom * scale))
        guard zoom != oldZoom else { return [] }
        // Keep the time under the pinch's center where it is.
        let localY = min(scene.contentFrame.height, max(0, center.y - scene.topBarHeight))
        let hours = (localY + scene.viewport.verticalOffset) / scene.hourHeight
        let newHourHeight = style.hourHeight * zoom
        viewport.zoom = zoom
        viewport.verticalOffset = min(max(0, 24 * newHourHeight - scene.contentFrame.height), max(0, hours * newHourHeight - localY))
        return [.viewportChanged(viewport)]
    }

    private mutating func show(day: Int) -> [WeekViewEffect] {
        viewport.leadingDay = clampedLeadingDay(Double(day))
        return [.viewportChanged(viewport)] + activeDayEffects() + loadRequests()
    }

    private func clampedLeadingDay(_ day: Double) -> Double {
        let limits = WeekViewViewport.dayLimits
        var value = day.isFinite ? min(limits.upperBound, max(limits.lowerBound, day)) : limits.lowerBound
        if case let .finite(start, count) = bounds {
            let first = Double(start.normalized.dayNumber)
            let last = max(first, first + Double(count - viewport.clampedDayCount))
            value = min(last, max(first, value))
        }
        return value
    }

    private mutating func activeDayEffects() -> [WeekViewEffect] {
        let day = Int(viewport.clampedLeadingDay.rounded())
        guard day != activeDay else { return [] }
        activeDay = day
        return [.activeDayChanged(Time(dayNumber: day))]
    }

    /// Load requests for the windows of the visible days not asked for yet.
    private mutating func loadRequests() -> [WeekViewEffect] {
        let days = viewport.visibleDays
        var effects: [WeekViewEffect] = []
        let size = loadWindowDays
        func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
        for window in floorDiv(days.lowerBound, size)...floorDiv(days.upperBound - 1, size) where !requestedWindows.contains(window) {
            requestedWindows.insert(window)
            var start = window * size, end = start + size
            if case let .finite(first, count) = bounds {
                start = max(start, first.normalized.dayNumber)
                end = min(end, first.normalized.dayNumber + max(0, count))
                guard start < end else { continue }
            }
            effects.append(.eventLoadRequest(start: Time(dayNumber: start), end: Time(dayNumber: end)))
        }
        return effects
    }

    // MARK: Queries

    /// The day range shown, half-open (the reference's `visibleDayDateRange`).
    public var visibleDayDateRange: Range<Time> {
        let days = viewport.visibleDays
        return Time(dayNumber: days.lowerBound)..<Time(dayNumber: days.upperBound)
    }

    /// The events laid out in `scene` that intersect the view (the reference's `allVisibleEvents`).
    public func allVisibleEvents(in scene: WeekViewScene) -> [CalendarEvent] {
        let view = Rect(origin: .zero, size: scene.viewport.size)
        var seen = Set<String>()
        var result: [CalendarEvent] = []
        for piece in scene.eventFrames where piece.id != WeekViewOverlay.previewID && piece.frame.intersects(view) && seen.insert(piece.id).inserted {
            if let event = scene.events[piece.id] { result.append(event) }
        }
        return result
    }
}
