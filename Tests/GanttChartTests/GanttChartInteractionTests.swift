import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("Gantt chart interaction: dragging bars")
struct GanttChartInteractionTests {
    @Test("Hit testing finds bar parts, thumbs of the focused bar, lines, header, rows and the empty area")
    func hitTesting() throws {
        var h = try InteractionHarness()
        func hit(_ x: Double, _ y: Double, thumbs: Set<GanttChartItem.ID> = []) -> GanttChartHitTest {
            GanttChartHitTest.hitTest(Point(x: x, y: y), in: h.scene, manager: h.manager, thumbItems: thumbs)
        }
        #expect(hit(100, h.mid(0)) == .item(1, .body))
        #expect(hit(57, h.mid(0)) == .item(1, .start))
        #expect(hit(183, h.mid(0)) == .item(1, .finish))
        #expect(hit(122, h.mid(0)) == .item(1, .completion))
        #expect(hit(100, h.bottom(0)) == .item(1, .bottom))
        #expect(hit(240, h.mid(2)) == .item(3, .body))
        #expect(hit(50, h.mid(0)) == .empty(row: 0, time: march(3, 20)))
        #expect(hit(50, h.mid(0), thumbs: [1]) == .dependencyThumb(1, .start))
        #expect(hit(190, h.mid(0), thumbs: [1]) == .dependencyThumb(1, .finish))
        #expect(hit(700, h.mid(0)) == .empty(row: 0, time: march(14, 16)))
        #expect(hit(700, h.scene.headerHeight / 2) == .header(march(14, 16)))
        #expect(hit(1_200, h.mid(0)) == .outside)
        // Hovering shows the thumbs.
        h.move(100, h.mid(0))
        #expect(h.interaction.thumbItems == [1])
    }

    @Test("Dragging the body moves the bar by the pointer's distance in time")
    func moveBar() throws {
        var h = try InteractionHarness()
        let effects = h.drag(from: (100, h.mid(0)), to: (160, h.mid(0)), steps: 3)
        #expect(h.item(1).time == TimeRange(march(5)..<march(7)))
        #expect(effects.modelChanges.last == .time(1, from: TimeRange(march(4, 16)..<march(6, 16)), to: TimeRange(march(5)..<march(7))))
        #expect(effects.contains(.selectionChanged(.item(1))))
        #expect(effects.contains(.showTooltip("2025-03-05T00:00:00 – 2025-03-06T24:00:00", at: Point(x: 160, y: h.mid(0) + 20))))   // a finish at the end of a day
        #expect(effects.contains(.hideTooltip))
        #expect(h.interaction.undoManager.undoStack.count == 1)
    }

    @Test("A press that does not pass the drag threshold is a click: it selects and changes nothing")
    func clickSelects() throws {
        var h = try InteractionHarness()
        let effects = h.drag(from: (100, h.mid(0)), to: (102, h.mid(0)))
        #expect(effects.modelChanges.isEmpty)
        #expect(effects.contains(.selectionChanged(.item(1))))
        #expect(h.interaction.selection == .item(1))
        h.down(700, h.mid(0))
        #expect(h.up(700, h.mid(0)) == [.selectionChanged(nil), .needsRedraw])
    }

    @Test("Moving snaps the start to the time scale")
    func snapping() throws {
        var h = try InteractionHarness { $0.timeScale = .intervalsWith(period: 1, in: .days) }
        h.drag(from: (100, h.mid(0)), to: (170, h.mid(0)))   // +1 day 4 hours → nearest day
        #expect(h.item(1).time == TimeRange(march(5)..<march(7)))
        h.drag(from: (160, h.mid(0)), to: (260, h.mid(0)))   // +1 day 16 hours → nearest day is +2
        #expect(h.item(1).time == TimeRange(march(7)..<march(9)))
    }

    @Test("On the standard schedule a moved task keeps its working duration across the weekend")
    func workingTimeMove() throws {
        // Thu 08:00 – Fri 16:00: 16 working hours (x 200–280).
        let task = GanttChartItem(id: 1, label: "Task", row: 0, time: TimeRange(march(6, 8)..<march(7, 16)))
        var h = try InteractionHarness(items: [task], schedule: .standard)
        h.drag(from: (240, h.mid(0)), to: (300, h.mid(0)))   // one day later: Fri 08:00
        #expect(h.item(1).time == TimeRange(march(7, 8)..<march(10, 16)))
        #expect(Schedule.standard.workingDuration(of: h.item(1).time) == 16 * 3_600)
        // 18 hours later is Saturday 02:00: it starts Monday 08:00.
        h.drag(from: (300, h.mid(0)), to: (325 + 20, h.mid(0)))
        #expect(h.item(1).time == TimeRange(march(10, 8)..<march(11, 16)))
    }

    @Test("Dragging the finish edge resizes the bar; dragging the start edge too")
    func resize() throws {
        var h = try InteractionHarness()
        h.drag(from: (180, h.mid(0)), to: (210, h.mid(0)))   // +12 hours
        #expect(h.item(1).time == TimeRange(march(4)..<march(6, 12)))
        #expect(h.item(1).completion == 0.5)
        h.drag(from: (58, h.mid(0)), to: (28, h.mid(0)))     // −12 hours
        #expect(h.item(1).time == TimeRange(march(3, 12)..<march(6, 12)))
        // The finish never goes before the start.
        h.drag(from: (210, h.mid(0)), to: (0, h.mid(0)))
        #expect(h.item(1).time == TimeRange(at: march(3, 12)))
    }

    @Test("Resizing can keep the completed working time instead of the fraction")
    func preservesCompletedDuration() throws {
        var settings = GanttChartInteractionSettings()
        settings.preservesCompletedDurationUponResizingBars = true
        var h = try InteractionHarness(settings: settings)
        h.drag(from: (180, h.mid(0)), to: (300, h.mid(0)))   // 48 h → 96 h; 24 h done
        #expect(h.item(1).time == TimeRange(march(4)..<march(8)))
        #expect(h.item(1).completion == 0.25)
        #expect(h.interaction.undoManager.undoStack.count == 1)
        h.key(.character("z"), .command)
        #expect(h.item(1).time == TimeRange(march(4)..<march(6)))
        #expect(h.item(1).completion == 0.5)
    }

    @Test("Dragging the completion edge changes the completion in working time")
    func completion() throws {
        var h = try InteractionHarness()
        let effects = h.drag(from: (120, h.mid(0)), to: (150, h.mid(0)))   // reaches Wed 12:00: 36 of 48 hours
        #expect(h.item(1).completion == 0.75)
        #expect(effects.contains(.showTooltip("75 %", at: Point(x: 150, y: h.mid(0) + 20))))
        h.drag(from: (150, h.mid(0)), to: (400, h.mid(0)))   // clamped at the finish
        #expect(h.item(1).completion == 1)
        let task = GanttChartItem(id: 1, label: "Task", row: 0, time: TimeRange(march(6, 8)..<march(10, 16)), completion: 0.5)
        var w = try InteractionHarness(items: [task], schedule: .standard)
        // Done until Fri 12:00 (12 of 24 working hours); x(Fri 12:00) = 270. Dragged to Sat 12:00 → all of Friday: 16 of 24.
        w.drag(from: (270, w.mid(0)), to: (330, w.mid(0)))
        #expect(w.item(1).completion == 16.0 / 24)
    }

    @Test("Dragging the bottom strip moves the bar to another row, down to the extra empty row")
    func verticalMove() throws {
        var h = try InteractionHarness()
        h.drag(from: (100, h.bottom(0)), to: (100, h.mid(1)))
        #expect(h.item(1).row == 1)
        #expect(h.item(1).time == TimeRange(march(4)..<march(6)))
        #expect(h.scene.rowCount == 4)
        h.drag(from: (100, h.bottom(1)), to: (100, h.mid(7)))   // below the rows: the extra row 3
        #expect(h.item(1).row == 3)
    }

    @Test("Moving a milestone keeps it momentary")
    func moveMilestone() throws {
        var h = try InteractionHarness()
        h.drag(from: (240, h.mid(2)), to: (270, h.mid(2)))
        #expect(h.item(3).time == TimeRange(at: march(7, 12)))
    }

    @Test("Escape during a drag restores the item and records nothing")
    func escapeCancelsDrag() throws {
        var h = try InteractionHarness()
        h.down(100, h.mid(0))
        h.move(130, h.mid(0))
        h.move(160, h.mid(0))
        #expect(h.item(1).time == TimeRange(march(5)..<march(7)))
        let effects = h.key(.escape)
        #expect(h.item(1).time == TimeRange(march(4)..<march(6)))
        // One edit back from where the drag is (its moves are kept as one edit per field).
        #expect(effects.modelChanges == [.time(1, from: TimeRange(march(5)..<march(7)), to: TimeRange(march(4)..<march(6)))])
        let released = h.up(160, h.mid(0))
        #expect(released.modelChanges.isEmpty)
        #expect(!released.contains { if case .committed = $0 { true } else { false } })
        #expect(!h.interaction.undoManager.canUndo)
    }

    @Test("A double click activates an element; the required click count is a setting")
    func activation() throws {
        var h = try InteractionHarness()
        #expect(h.down(100, h.mid(0), clicks: 2) == [.selectionChanged(.item(1)), .activate(.item(1)), .needsRedraw])
        h.up(100, h.mid(0))
        #expect(h.item(1).time == TimeRange(march(4)..<march(6)))
        var settings = GanttChartInteractionSettings()
        settings.numberOfClicksRequiredToActivateElements = 1
        var single = try InteractionHarness(settings: settings)
        #expect(single.down(240, single.mid(2)).contains(.activate(.item(3))))
    }

    @Test("Hovering focuses a bar, shows its tooltip and the cursor of the part under the pointer")
    func hover() throws {
        var h = try InteractionHarness()
        let effects = h.move(100, h.mid(0))
        #expect(effects == [.focusChanged(.item(1)), .showTooltip("Design", at: Point(x: 100, y: h.scene.y(forRow: 0) + 26)),
                            .setCursor(.move), .needsRedraw])
        #expect(h.move(181, h.mid(0)) == [.setCursor(.resizeHorizontal)])
        #expect(h.move(100, h.bottom(0)) == [.setCursor(.resizeVertical)])
        #expect(h.move(190, h.mid(0)) == [.setCursor(.crosshair)])   // the finish thumb
        #expect(h.move(700, h.mid(0)) == [.focusChanged(nil), .hideTooltip, .setCursor(.arrow), .needsRedraw])
    }

    @Test("Dragging near the right edge scrolls and keeps moving the bar")
    func autoScroll() throws {
        var h = try InteractionHarness()
        h.down(100, h.mid(0))
        let effects = h.move(990, h.mid(0))
        #expect(h.interaction.viewport.x == 20)
        #expect(effects.contains(.viewportChanged(h.interaction.viewport, zoom: 1)))
        #expect(h.interaction.isAutoScrolling)
        h.send(.autoScrollTick)
        h.send(.autoScrollTick)
        #expect(h.interaction.viewport.x == 60)
        h.up(990, h.mid(0))
        #expect(!h.interaction.isAutoScrolling)
        #expect(h.send(.autoScrollTick).isEmpty)
        // 890 + 60 points = 950 points = 380 hours later.
        #expect(h.item(1).start == march(4).adding(seconds: 380 * 3_600))
    }
}

@Suite("Gantt chart interaction: schedules and summaries")
struct GanttChartInteractionScheduleTests {
    @Test("On an axis that hides nonworking time a working day is 20 points and drags count working time")
    func hiddenNonworkingTime() throws {
        // Thu 08:00 – Fri 16:00; Mon–Wed before it: 24 visible hours = 60 points, so x 60–100.
        let task = GanttChartItem(id: 1, label: "Task", row: 0, time: TimeRange(march(6, 8)..<march(7, 16)))
        var h = try InteractionHarness(items: [task], schedule: .standard) { $0.visibilitySchedule = .standard }
        #expect(h.scene.itemFrames[1] == Rect(x: 60, y: h.scene.y(forRow: 0) + 6, width: 40, height: 16))
        h.drag(from: (80, h.mid(0)), to: (100, h.mid(0)))   // one working day later
        #expect(h.item(1).time == TimeRange(march(7, 8)..<march(10, 16)))
    }

    @Test("Moving a summary moves its children through the hierarchical behavior, and undo restores all of them")
    func summaryMove() throws {
        let items = [
            GanttChartItem(id: 1, label: "Phase", row: 0, time: TimeRange(march(4)..<march(6)), type: .summary),
            GanttChartItem(id: 2, label: "A", row: 1, time: TimeRange(march(4)..<march(5))),
            GanttChartItem(id: 3, label: "B", row: 2, time: TimeRange(march(5)..<march(6))),
        ]
        var h = try InteractionHarness(items: items)
        h.manager.behavior = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy([1: [2, 3]]))
        h.manager.applyBehavior()
        // Summaries cannot be resized: their edges move them.
        #expect(GanttChartHitTest.hitTest(Point(x: 180, y: h.mid(0)), in: h.scene, manager: h.manager) == .item(1, .body))
        h.drag(from: (120, h.mid(0)), to: (240, h.mid(0)), steps: 4)   // two days later
        #expect(h.item(1).time == TimeRange(march(6)..<march(8)))
        #expect(h.item(2).time == TimeRange(march(6)..<march(7)))
        #expect(h.item(3).time == TimeRange(march(7)..<march(8)))
        #expect(h.interaction.undoManager.undoStack.count == 1)
        h.send(.command(.undo))
        #expect(h.item(1).time == TimeRange(march(4)..<march(6)))
        #expect(h.item(2).time == TimeRange(march(4)..<march(5)))
        #expect(h.item(3).time == TimeRange(march(5)..<march(6)))
    }
}
