import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("Gantt chart interaction: scrolling and zooming")
struct GanttChartInteractionViewportTests {
    /// 50 scrollable rows; the timeline is 28 days × 60 points = 1 680 points wide.
    func harness(settings: GanttChartInteractionSettings = GanttChartInteractionSettings(),
                 configure: (inout GanttChartConfiguration) -> Void = { _ in }) throws -> InteractionHarness {
        try InteractionHarness(settings: settings) { configuration in
            configuration.desiredScrollableRowCount = 50
            configure(&configuration)
        }
    }

    @Test("The wheel scrolls, shift turns vertical scrolling horizontal, and the position stays in the content")
    func wheelScrolls() throws {
        var h = try harness()
        let effects = h.send(.wheel(dx: 100, dy: 42, location: Point(x: 500, y: 150), modifiers: []))
        #expect(h.interaction.viewport.x == 100)
        #expect(h.interaction.viewport.firstRow == 1 && h.interaction.viewport.rowOffset == 14)
        #expect(effects == [.viewportChanged(h.interaction.viewport, zoom: 1)])
        h.send(.wheel(dx: 0, dy: 50, location: Point(x: 500, y: 150), modifiers: .shift))
        #expect(h.interaction.viewport.x == 150)
        #expect(h.send(.wheel(dx: 0, dy: -1_000, location: Point(x: 500, y: 150), modifiers: [])).count == 1)
        #expect(h.interaction.viewport.firstRow == 0 && h.interaction.viewport.rowOffset == 0)
        h.send(.wheel(dx: 5_000, dy: 0, location: Point(x: 500, y: 150), modifiers: []))
        #expect(h.interaction.viewport.x == 680)   // 1 680 − 1 000
        #expect(h.send(.wheel(dx: 10, dy: 0, location: Point(x: 500, y: 150), modifiers: [])).isEmpty)
    }

    @Test("Arrow keys scroll by 40 points or a row")
    func arrowKeys() throws {
        var h = try harness()
        h.key(.right)
        h.key(.down)
        #expect(h.interaction.viewport.x == 40 && h.interaction.viewport.firstRow == 1)
        h.key(.left)
        h.key(.up)
        #expect(h.interaction.viewport.x == 0 && h.interaction.viewport.firstRow == 0)
    }

    @Test("Command or control with the wheel zooms around the pointer: the time under it stays")
    func wheelZoom() throws {
        var h = try harness()
        let timeUnderPointer = h.scene.time(atX: 200)
        let effects = h.send(.wheel(dx: 0, dy: -100, location: Point(x: 200, y: 150), modifiers: .command))
        #expect(h.interaction.configuration.zoom == 2)
        #expect(h.interaction.viewport.x == 200)
        #expect(effects == [.viewportChanged(h.interaction.viewport, zoom: 2)])
        #expect(h.scene.time(atX: 200) == timeUnderPointer)
        h.send(.wheel(dx: 0, dy: 100, location: Point(x: 200, y: 150), modifiers: .control))
        #expect(h.interaction.configuration.zoom == 1 && h.interaction.viewport.x == 0)
    }

    @Test("Zooming stops at the configuration's limits")
    func zoomLimits() throws {
        var h = try harness { $0.maxZoom = 1.5; $0.minZoom = 0.8 }
        h.send(.wheel(dx: 0, dy: -100, location: Point(x: 200, y: 150), modifiers: .command))
        #expect(h.interaction.configuration.zoom == 1.5)
        #expect(h.send(.wheel(dx: 0, dy: -100, location: Point(x: 200, y: 150), modifiers: .command)).isEmpty)
        h.send(.pinch(scale: 0.1, center: Point(x: 500, y: 150)))
        #expect(h.interaction.configuration.zoom == 0.8)
        #expect(h.send(.command(.zoomOut)).isEmpty)
    }

    @Test("Keys, commands and pinches zoom by steps around the middle or the pinch center")
    func zoomSteps() throws {
        var h = try harness()
        h.key(.character("+"))
        #expect(h.interaction.configuration.zoom == 1.25)
        #expect(h.interaction.viewport.x == 125)   // 500 × 1.25 − 500
        h.key(.character("-"))
        #expect(h.interaction.configuration.zoom == 1 && h.interaction.viewport.x == 0)
        h.send(.command(.zoomIn))
        #expect(h.interaction.configuration.zoom == 1.25)
        h.send(.pinch(scale: 2, center: Point(x: 0, y: 150)))
        #expect(h.interaction.configuration.zoom == 2.5)
        #expect(h.interaction.viewport.x == 250)   // 125 × 2
    }

    @Test("Dragging the header zooms so that the grabbed time follows the pointer")
    func headerZoom() throws {
        var h = try harness()
        let y = h.scene.headerHeight / 2
        #expect(h.move(200, y) == [.setCursor(.zoom)])
        h.down(200, y)
        h.move(300, y)
        #expect(h.interaction.configuration.zoom == 1.5)
        #expect(h.scene.x(for: march(3).adding(seconds: 80 * 3_600)) == 300)
        h.up(300, y)
        #expect(h.interaction.viewport.x == 0)
    }

    @Test("Zoom to fit shows all items; scroll to today centers now; resizing changes the viewport")
    func fitTodayResize() throws {
        var h = try harness()
        // Items span Tue 4 – Wed 12: 192 hours × 2.5 = 480 points at zoom 1. Fit leaves 24 points
        // before them and 160 after (the last label): zoom 816 / 480 = 1.7; Tue 4 is at 60 × 1.7 = 102, less 24.
        h.send(.command(.zoomToFit))
        #expect(abs(h.interaction.configuration.zoom - 1.7) < 1e-12)
        #expect(abs(h.interaction.viewport.x - 78) < 1e-9)
        var t = try harness()
        t.send(.command(.scrollToToday(march(17))))
        #expect(t.interaction.viewport.x == 340)   // 14 × 60 − 500
        let resized = t.send(.resize(Size(width: 800, height: 200)))
        #expect(t.interaction.viewport.size == Size(width: 800, height: 200))
        #expect(resized == [.viewportChanged(t.interaction.viewport, zoom: 1)])
    }

    @Test("Scrolling past the timeline's start shifts it when auto-shifting is on")
    func autoShift() throws {
        var settings = GanttChartInteractionSettings()
        settings.autoShiftsScrollableTimelineBy = 7 * 86_400
        var h = try harness(settings: settings)
        h.send(.wheel(dx: -60, dy: 0, location: Point(x: 500, y: 150), modifiers: []))
        #expect(h.interaction.configuration.scrollableTimeline == TimeRange(march(3).adding(days: -7)..<march(31)))
        #expect(h.interaction.viewport.x == 360)   // 7 × 60 − 60
        #expect(h.scene.x(for: march(2)) == 0)
        var r = try harness(settings: settings)
        r.send(.wheel(dx: 700, dy: 0, location: Point(x: 500, y: 150), modifiers: []))
        #expect(r.interaction.viewport.x == 700)
        #expect(r.interaction.configuration.scrollableTimeline == TimeRange(march(3)..<march(31).adding(days: 7)))
    }

    @Test("Without zooming allowed the wheel with command, pinches, keys and the header do nothing; scrolling still works")
    func zoomingSwitch() throws {
        var settings = GanttChartInteractionSettings()
        settings.allowsZooming = false
        var h = try harness(settings: settings)
        #expect(h.send(.wheel(dx: 0, dy: -100, location: Point(x: 200, y: 150), modifiers: .command)).isEmpty)
        #expect(h.send(.pinch(scale: 2, center: Point(x: 200, y: 150))).isEmpty)
        #expect(h.key(.character("+")).isEmpty)
        #expect(h.send(.command(.zoomToFit)).isEmpty)
        h.drag(from: (200, h.scene.headerHeight / 2), to: (300, h.scene.headerHeight / 2))
        #expect(h.interaction.configuration.zoom == 1)
        h.send(.wheel(dx: 30, dy: 0, location: Point(x: 200, y: 150), modifiers: []))
        #expect(h.interaction.viewport.x == 30)
    }
}
