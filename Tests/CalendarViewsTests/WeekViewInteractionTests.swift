@testable import CalendarViews
import Testing
import TimelineCore
import TimelineGraphics

/// The same geometry as ``WeekViewLayoutTests``: days 100 wide from x = 56,
/// hours 48 tall from y = 44.
@Suite("WeekViewInteraction")
struct WeekViewInteractionTests {
    let size = Size(width: 756, height: 1_200)

    func scene(_ interaction: WeekViewInteraction, _ store: CalendarEventStore) -> WeekViewScene {
        WeekViewLayout.scene(for: store, in: interaction.viewport, style: interaction.style, overlay: interaction.overlay)
    }

    func loads(_ effects: [WeekViewEffect]) -> [Range<Int>] {
        effects.compactMap { if case let .eventLoadRequest(start, end) = $0 { start.dayNumber..<end.dayNumber } else { nil } }
    }

    @Test("events are loaded lazily: one request per window as it comes into view, never twice")
    func lazyLoading() throws {
        let store = try CalendarEventStore()
        // Monday 2025-03-03 is day 8827: windows of 7 days are aligned on multiples of 7 (8827 = 7 × 1261).
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: size, firstDay: monday))
        #expect(loads(interaction.start()) == [8827..<8834])
        // Half a day ahead: the next window comes into view.
        var effects = interaction.handle(.scroll(dx: 50, dy: 0), in: scene(interaction, store))
        #expect(loads(effects) == [8834..<8841])
        effects = interaction.handle(.scroll(dx: -50, dy: 0), in: scene(interaction, store))
        #expect(loads(effects) == [])
        // Ten weeks ahead: only the windows now visible.
        effects = interaction.handle(.showDay(at(0, day: 70)), in: scene(interaction, store))
        #expect(loads(effects) == [8897..<8904])
        #expect(effects.contains(.activeDayChanged(at(0, day: 70))))
        #expect(interaction.requestedWindows.count == 3)
    }

    @Test("finite mode keeps scrolling within its days and loads only them")
    func finite() throws {
        let store = try CalendarEventStore()
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: size, firstDay: monday, visibleDayCount: 7),
                                              bounds: .finite(start: at(0, day: 2), dayCount: 10))
        #expect(interaction.viewport.leadingDay == Double(monday.dayNumber + 2))
        #expect(loads(interaction.start()) == [8829..<8834, 8834..<8839])
        _ = interaction.handle(.scroll(dx: 10_000, dy: 0), in: scene(interaction, store))
        #expect(interaction.viewport.leadingDay == Double(monday.dayNumber + 5))
        _ = interaction.handle(.scroll(dx: -10_000, dy: 0), in: scene(interaction, store))
        #expect(interaction.viewport.leadingDay == Double(monday.dayNumber + 2))
    }

    @Test("scroll end snaps to a whole day and reports the end of vertical scrolling")
    func scrollEnd() throws {
        let store = try CalendarEventStore()
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: Size(width: 756, height: 400), firstDay: monday))
        _ = interaction.start()
        let scrolled = interaction.handle(.scroll(dx: 30, dy: 96), in: scene(interaction, store))
        #expect(!scrolled.contains { if case .activeDayChanged = $0 { true } else { false } })
        let effects = interaction.handle(.scrollEnded, in: scene(interaction, store))
        #expect(interaction.viewport.leadingDay == Double(monday.dayNumber))
        #expect(!effects.contains { if case .activeDayChanged = $0 { true } else { false } })
        #expect(effects.last == .didEndVerticalScrolling(topSeconds: 2 * 3_600))
        _ = interaction.handle(.scroll(dx: 70, dy: 0), in: scene(interaction, store))
        let second = interaction.handle(.scrollEnded, in: scene(interaction, store))
        #expect(interaction.viewport.leadingDay == Double(monday.dayNumber + 1))
        // The active day changed while scrolling; no vertical scrolling this time.
        #expect(second == [.viewportChanged(interaction.viewport)])
        #expect(effects.last == .didEndVerticalScrolling(topSeconds: 2 * 3_600))
    }

    @Test("a pinch zooms within limits and keeps the time under its center")
    func pinch() throws {
        let store = try CalendarEventStore()
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: Size(width: 756, height: 400), firstDay: monday, verticalOffset: 96 * 4))
        var current = scene(interaction, store)
        let center = Point(x: 300, y: 200)
        let before = current.seconds(atY: center.y)
        _ = interaction.handle(.pinch(scale: 2, center: center), in: current)
        #expect(interaction.viewport.zoom == 2)
        current = scene(interaction, store)
        #expect(abs(current.seconds(atY: center.y) - before) < 0.001)
        _ = interaction.handle(.pinch(scale: 100, center: center), in: current)
        #expect(interaction.viewport.zoom == interaction.style.maximumZoom)
        #expect(interaction.handle(.pinchEnded, in: scene(interaction, store)) == [.didEndZooming(zoom: 4)])
    }

    @Test("a long press on an empty slot shows a preview snapped to the precision; a tap removes it")
    func preview() throws {
        let store = try CalendarEventStore()
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: size, firstDay: monday))
        // Tuesday, y = 44 + 10.4 h × 48: 10:24, snapped down to 10:15.
        let effects = interaction.handle(.longPress(Point(x: 200, y: 44 + 10.4 * 48)), in: scene(interaction, store))
        #expect(effects.last == .emptySlotLongPressed(at(10, 15, day: 1)))
        #expect(interaction.overlay.previewEvent?.start == at(10, 15, day: 1))
        #expect(interaction.overlay.previewEvent?.end == at(11, 15, day: 1))
        let drawn = scene(interaction, store)
        #expect(drawn.displayList.element(withID: "event:preview")?.role == .previewEvent)
        _ = interaction.handle(.tap(Point(x: 500, y: 600)), in: drawn)
        #expect(interaction.overlay.previewEvent == nil)
    }

    @Test("tap and long press on an event report its id")
    func tapEvent() throws {
        let store = try CalendarEventStore([try event("a", at(9), at(10))])
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: size, firstDay: monday))
        let current = scene(interaction, store)
        #expect(interaction.handle(.tap(Point(x: 100, y: 44 + 9.5 * 48)), in: current) == [.eventTapped(id: "a")])
        #expect(interaction.handle(.longPress(Point(x: 100, y: 44 + 9.5 * 48)), in: current) == [.eventLongPressed(id: "a")])
    }

    @Test("dragging an event moves it by snapped steps to another day; undo and redo reverse it")
    func dragMove() throws {
        let original = try event("a", at(9), at(10))
        var store = try CalendarEventStore([original])
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: size, firstDay: monday))
        let down = Point(x: 100, y: 44 + 9.25 * 48)      // 9:15 into the event
        _ = interaction.handle(.pointerDown(down), in: scene(interaction, store))
        // One day right, 1 h 20 min down: the pointer at 10:35, the start 15 minutes before it, snapped to 10:15.
        var effects = interaction.handle(.pointerMoved(Point(x: 200, y: down.y + 48 * 4 / 3)), in: scene(interaction, store))
        let moved = original.moved(toStart: at(10, 15, day: 1))
        #expect(effects == [.overlayChanged(WeekViewOverlay(draggedEvent: moved))])
        #expect(scene(interaction, store).displayList.element(withID: "event:a")?.opacity == 0.85)
        effects = interaction.handle(.pointerUp(Point(x: 200, y: down.y + 64)), in: scene(interaction, store))
        let edit = CalendarEdit.updateEvent(old: original, new: moved)
        #expect(effects == [.overlayChanged(WeekViewOverlay()), .edit(edit, actionName: "Move")])
        _ = try store.apply(edit)
        #expect(store.event(withID: "a") == moved)
        effects = interaction.handle(.undo, in: scene(interaction, store))
        #expect(effects == [.edit(edit.inverse, actionName: "Undo Move")])
        _ = try store.apply(edit.inverse)
        #expect(store.event(withID: "a") == original)
        #expect(interaction.handle(.redo, in: scene(interaction, store)) == [.edit(edit, actionName: "Redo Move")])
        #expect(interaction.handle(.redo, in: scene(interaction, store)) == [])
    }

    @Test("dragging the bottom edge resizes, snapped, never shorter than one step")
    func dragResize() throws {
        let original = try event("a", at(9), at(10))
        let store = try CalendarEventStore([original])
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: size, firstDay: monday))
        let edge = Point(x: 100, y: 44 + 10 * 48 - 3)
        _ = interaction.handle(.pointerDown(edge), in: scene(interaction, store))
        _ = interaction.handle(.pointerMoved(Point(x: 100, y: 44 + 11.6 * 48)), in: scene(interaction, store))
        #expect(interaction.overlay.draggedEvent?.end == at(11, 30))
        _ = interaction.handle(.pointerMoved(Point(x: 100, y: 44 + 8 * 48)), in: scene(interaction, store))
        #expect(interaction.overlay.draggedEvent?.end == at(9, 15))
        let effects = interaction.handle(.pointerUp(Point(x: 100, y: 44 + 8 * 48)), in: scene(interaction, store))
        var resized = original
        resized.end = at(9, 15)
        #expect(effects.last == .edit(.updateEvent(old: original, new: resized), actionName: "Resize"))
    }

    @Test("cancel during a drag restores the event without an edit")
    func cancelDrag() throws {
        let store = try CalendarEventStore([try event("a", at(9), at(10))])
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: size, firstDay: monday))
        _ = interaction.handle(.pointerDown(Point(x: 100, y: 44 + 9.25 * 48)), in: scene(interaction, store))
        _ = interaction.handle(.pointerMoved(Point(x: 100, y: 44 + 12 * 48)), in: scene(interaction, store))
        #expect(interaction.handle(.cancel, in: scene(interaction, store)) == [.overlayChanged(WeekViewOverlay())])
        #expect(interaction.handle(.pointerUp(Point(x: 100, y: 600)), in: scene(interaction, store)) == [])
        #expect(interaction.undoStack.isEmpty)
    }

    @Test("showToday shows today's day and scrolls the current time into view; queries report the visible range and events")
    func showToday() throws {
        let store = try CalendarEventStore([try event("a", at(15, day: 10), at(16, day: 10)), try event("b", at(1), at(2))])
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: Size(width: 756, height: 500), firstDay: monday))
        let effects = interaction.handle(.showToday(now: at(15, day: 10)), in: scene(interaction, store))
        #expect(interaction.viewport.leadingDay == Double(monday.dayNumber + 10))
        #expect(effects.first == .viewportChanged(interaction.viewport))
        let current = scene(interaction, store)
        let nowY = current.y(forSeconds: 15 * 3_600)
        #expect(nowY > current.contentFrame.minY && nowY < current.contentFrame.maxY)
        #expect(interaction.visibleDayDateRange == at(0, day: 10)..<at(0, day: 17))
        #expect(interaction.allVisibleEvents(in: current).map(\.id) == ["a"])
    }

    @Test("ill-formed events are ignored")
    func illFormed() throws {
        let store = try CalendarEventStore()
        var interaction = WeekViewInteraction(viewport: WeekViewViewport(size: size, firstDay: monday))
        let before = interaction.viewport
        for event in [WeekViewInputEvent.scroll(dx: .nan, dy: 0), .pinch(scale: 0, center: .zero), .pinch(scale: .infinity, center: .zero),
                      .tap(Point(x: 1e300, y: 0)), .resize(Size(width: -1, height: 5))] {
            #expect(interaction.handle(event, in: scene(interaction, store)) == [])
        }
        #expect(interaction.viewport == before)
    }
}
