import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("Gantt chart interaction: hosts")
struct GanttChartInteractionHostTests {
    @Test("the example of the Interaction article")
    func articleExample() throws {
        let monday = Time(year: 2025, month: 3, day: 3)
        let source = try GanttChartItemSource(items: [
            GanttChartItem(id: 1, label: "Design", row: 0, time: TimeRange(monday.adding(days: 1)..<monday.adding(days: 3))),
        ])
        let manager = GanttChartItemManager(source: source)
        var configuration = GanttChartConfiguration()
        configuration.scrollableTimeline = TimeRange(monday..<monday.adding(days: 28))
        configuration.hourWidth = 2.5
        var interaction = GanttChartInteraction(viewport: GanttChartViewport(size: Size(width: 1_000, height: 300)),
                                                configuration: configuration)
        var scene = interaction.scene(for: manager)
        let y = scene.y(forRow: 0) + 14
        for event: GanttChartInputEvent in [.pointerDown(.init(x: 100, y: y)), .pointerMoved(.init(x: 160, y: y)),
                                            .pointerUp(.init(x: 160, y: y))] {
            let effects = interaction.handle(event, in: scene, manager: manager)
            if effects.requiresLayout { scene = interaction.scene(for: manager) }
        }
        #expect(manager.item(withID: 1)?.time == TimeRange(monday.adding(days: 2)..<monday.adding(days: 4)))
        #expect(interaction.undoManager.undoStack.map(\.actionName) == ["Move"])
        var list = scene.displayList
        let count = list.elements.count
        list.append(contentsOf: interaction.overlay(in: scene, manager: manager))
        #expect(list.elements.count == count + 3)   // the selection and two thumbs
    }

    final class Recorder: GanttChartContentActivator, GanttChartContentEditor, GanttChartItemObserver {
        var activated: [GanttChartElement] = []
        var edited: [GanttChartElement] = []
        var oldTimes: [TimeRange] = []
        func activate(_ element: GanttChartElement, in manager: GanttChartItemManager) { activated.append(element) }
        func edit(_ element: GanttChartElement, in manager: GanttChartItemManager) { edited.append(element) }
        func timeDidChange(for item: GanttChartItem, from oldTime: TimeRange) { oldTimes.append(oldTime) }
    }

    @Test("Activations and edit requests go to the host's delegates; the manager's observer still sees old values")
    func delegates() throws {
        var h = try InteractionHarness()
        let recorder = Recorder()
        h.manager.observer = recorder
        h.down(100, h.mid(0), clicks: 2).forward(to: recorder, editor: recorder, in: h.manager)
        h.up(100, h.mid(0))
        h.key(.enter).forward(to: recorder, editor: recorder, in: h.manager)
        #expect(recorder.activated == [.item(1)])
        #expect(recorder.edited == [.item(1)])
        h.drag(from: (100, h.mid(0)), to: (160, h.mid(0)), steps: 2)
        #expect(recorder.oldTimes == [TimeRange(march(4)..<march(6)), TimeRange(march(4, 12)..<march(6, 12))])
        #expect(h.manager.observer === recorder)
        h.send(.command(.undo))
        // Undo restores the drag as one edit: from where it ended.
        #expect(recorder.oldTimes.last == TimeRange(march(5)..<march(7)))
    }
}

@Suite("Gantt chart interaction: smaller switches")
struct GanttChartInteractionSmallSwitchTests {
    @Test("Row headers are hit as rows; bars move right by the row header width")
    func rowHeaders() throws {
        let h = try InteractionHarness { $0.rowHeaderWidth = 100 }
        #expect(GanttChartHitTest.hitTest(Point(x: 50, y: h.mid(1)), in: h.scene, manager: h.manager) == .rowHeader(1))
        #expect(GanttChartHitTest.hitTest(Point(x: 200, y: h.mid(0)), in: h.scene, manager: h.manager) == .item(1, .body))
        #expect(GanttChartHitTest.hitTest(Point(x: 50, y: 1), in: h.scene, manager: h.manager) == .outside)
    }

    @Test("Dependency lines activate on a double click unless switched off")
    func activateLines() throws {
        var h = try InteractionHarness(dependencies: [GanttChartDependency(id: 1, from: 1, to: 2)])
        let line = try #require(h.scene.dependencyPolylines[1])
        let point = Point(x: (line[0].x + line[1].x) / 2, y: (line[0].y + line[1].y) / 2)
        #expect(h.down(point.x, point.y, clicks: 2) == [.selectionChanged(.dependency(1)), .activate(.dependency(1)), .needsRedraw])
        var settings = GanttChartInteractionSettings()
        settings.allowsActivatingDependencyLines = false
        var off = try InteractionHarness(dependencies: [GanttChartDependency(id: 1, from: 1, to: 2)], settings: settings)
        #expect(!off.down(point.x, point.y, clicks: 2).contains(.activate(.dependency(1))))
        #expect(off.up(point.x, point.y) == [.selectionChanged(.dependency(1)), .needsRedraw])
    }

    @Test("Edited and created elements are selected only when asked")
    func selectingEdits() throws {
        var settings = GanttChartInteractionSettings()
        settings.selectsEditedElements = false
        settings.selectsNewlyCreatedElements = false
        var h = try InteractionHarness(settings: settings)
        #expect(!h.drag(from: (100, h.mid(0)), to: (160, h.mid(0))).contains(.selectionChanged(.item(1))))
        h.down(700, h.mid(0), button: .secondary)
        #expect(h.send(.menuItemSelected(.createItem)).modelChanges.count == 1)
        #expect(h.interaction.selection == nil)
    }

    @Test("Leaving the view clears the focus, the tooltip and the cursor")
    func pointerExited() throws {
        var h = try InteractionHarness()
        h.move(100, h.mid(0))
        #expect(h.send(.pointerExited) == [.focusChanged(nil), .hideTooltip, .setCursor(.arrow), .needsRedraw])
        #expect(h.interaction.thumbItems.isEmpty)
    }

    @Test("Vertical drags scroll rows near the bottom edge")
    func verticalAutoScroll() throws {
        var h = try InteractionHarness { $0.desiredScrollableRowCount = 50 }
        h.down(100, h.bottom(0))
        h.move(100, 295)
        #expect(h.interaction.viewport.firstRow == 0 && h.interaction.viewport.rowOffset == 20)
        #expect(h.interaction.viewport.x == 0)
        h.up(100, 295)
        // Below the 48-point header, y 295 with 20 points scrolled is row ⌊(295 − 48 + 20) / 28⌋ = 9.
        #expect(h.scene.headerHeight == 48)
        #expect(h.item(1).row == 9)
    }
}

@Suite("Gantt chart interaction: bad input")
struct GanttChartInteractionBadInputTests {
    @Test("Events with non-finite or huge numbers are ignored and change nothing")
    func badNumbers() throws {
        var h = try InteractionHarness()
        let bad: [GanttChartInputEvent] = [
            .wheel(dx: .nan, dy: 0, location: Point(x: 0, y: 0), modifiers: []),
            .wheel(dx: 0, dy: .infinity, location: Point(x: 0, y: 0), modifiers: .command),
            .pointerDown(GanttChartPointerEvent(x: .nan, y: 10)),
            .pointerMoved(GanttChartPointerEvent(x: 1e300, y: -1e300)),
            .pinch(scale: 0, center: Point(x: 10, y: 10)),
            .pinch(scale: -.infinity, center: Point(x: 10, y: 10)),
            .resize(Size(width: -1, height: 100)),
            .longPress(Point(x: .infinity, y: 0)),
            .command(.scrollToToday(Time(dayNumber: Int.max / 2))),
        ]
        for event in bad {
            #expect(h.send(event).isEmpty, "\(event)")
        }
        #expect(h.interaction.viewport == GanttChartViewport(size: Size(width: 1_000, height: 300)))
        // A drag far outside the view still ends well.
        h.down(100, h.bottom(0))
        h.move(100, 9e6)
        h.up(100, 9e6)
        #expect(h.item(1).row == 3)
        h.drag(from: (100, h.mid(3)), to: (-9e6, h.mid(3)))
        // Past the time area the pointer counts as at its edge: x 0, 100 points (40 hours) left.
        #expect(h.item(1).start == march(2, 8))
    }
}

@Suite("Gantt chart interaction: browser keys")
struct GanttChartInteractionBrowserKeyTests {
    @Test("Browser key names map to keys")
    func browserKeys() {
        #expect(GanttChartKey(browserKey: "Delete") == .delete)
        #expect(GanttChartKey(browserKey: "Backspace") == .backspace)
        #expect(GanttChartKey(browserKey: "Escape") == .escape)
        #expect(GanttChartKey(browserKey: "Enter") == .enter)
        #expect(GanttChartKey(browserKey: "ArrowLeft") == .left)
        #expect(GanttChartKey(browserKey: "ArrowDown") == .down)
        #expect(GanttChartKey(browserKey: "z") == .character("z"))
        #expect(GanttChartKey(browserKey: "+") == .character("+"))
        #expect(GanttChartKey(browserKey: "Shift") == nil)
    }
}
