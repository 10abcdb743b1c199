import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

/// The harness: 60 points per day from Monday 2025-03-03 00:00, so 84 points is 1.4 days.
@Suite("Gantt chart interaction: snapping and keyboard nudging")
struct GanttChartInteractionSnappingTests {
    /// Drags item 1's body ("Design", Tue 4 – Thu 6, x 60–180) by `dx` points with `modifiers` held.
    private func dragDesign(_ h: inout InteractionHarness, by dx: Double, modifiers: GanttChartModifiers = []) {
        let y = h.mid(0)
        h.send(.pointerDown(GanttChartPointerEvent(x: 100, y: y, modifiers: modifiers)))
        h.send(.pointerMoved(GanttChartPointerEvent(x: 100 + dx / 2, y: y, modifiers: modifiers)))
        h.send(.pointerMoved(GanttChartPointerEvent(x: 100 + dx, y: y, modifiers: modifiers)))
        h.send(.pointerUp(GanttChartPointerEvent(x: 100 + dx, y: y, modifiers: modifiers)))
    }

    @Test("The snap units name the time scales: hour, half day, day and week grids, none continuous")
    func units() {
        let wednesday = march(5, 9)
        #expect(GanttChartSnapUnit.none.timeScale.isContinuous)
        #expect(GanttChartSnapUnit.hour.timeScale.snap(march(5, 9).adding(seconds: 1_700)) == wednesday)
        #expect(GanttChartSnapUnit.halfDay.timeScale.snap(march(5, 9)) == march(5, 12))
        #expect(GanttChartSnapUnit.day.timeScale.snap(march(5, 9)) == march(5))
        #expect(GanttChartSnapUnit.week.timeScale.snap(march(5, 9)) == march(3))   // Monday
        #expect(GanttChartSnapUnit(rawValue: "halfDay") == .halfDay)
    }

    @Test("A drag by 1.4 days with day snapping lands on a day boundary")
    func daySnapping() throws {
        var h = try InteractionHarness { $0.timeScale = GanttChartSnapUnit.day.timeScale }
        dragDesign(&h, by: 84)   // Tue 00:00 + 1.4 days = Wed 09:36 → Wed 00:00
        #expect(h.item(1).time == TimeRange(march(5)..<march(7)))
        #expect(h.interaction.undoManager.undoStack.count == 1)
    }

    @Test("Holding Alt drags without snapping")
    func altDoesNotSnap() throws {
        var h = try InteractionHarness { $0.timeScale = GanttChartSnapUnit.day.timeScale }
        dragDesign(&h, by: 84, modifiers: .option)
        let expected = march(4).adding(seconds: 1.4 * 86_400)   // Wed 09:36
        #expect(abs(h.item(1).start.seconds(since: expected)) < 1)
        #expect(abs(h.item(1).finish.seconds(since: expected.adding(days: 2))) < 1)
    }

    @Test("Pressing Alt in the middle of a drag stops snapping from that move on")
    func altMidDrag() throws {
        var h = try InteractionHarness { $0.timeScale = GanttChartSnapUnit.day.timeScale }
        let y = h.mid(0)
        h.send(.pointerDown(GanttChartPointerEvent(x: 100, y: y)))
        h.send(.pointerMoved(GanttChartPointerEvent(x: 184, y: y)))
        #expect(h.item(1).start == march(5))
        h.send(.pointerMoved(GanttChartPointerEvent(x: 184, y: y, modifiers: .option)))
        #expect(h.item(1).start != march(5))
        #expect(abs(h.item(1).start.seconds(since: march(5, 9).adding(seconds: 36 * 60))) < 1)
    }

    @Test("Hour snapping rounds to the nearest whole hour")
    func hourSnapping() throws {
        var h = try InteractionHarness { $0.timeScale = GanttChartSnapUnit.hour.timeScale }
        dragDesign(&h, by: 84)   // Wed 09:36 → 10:00
        #expect(h.item(1).time == TimeRange(march(5, 10)..<march(7, 10)))
    }

    @Test("With working time a snapped start never lands on a Saturday")
    func workingTimeSnapping() throws {
        // Thu 6 08:00 – Fri 7 16:00: 16 working hours (x 200–280).
        let task = GanttChartItem(id: 1, label: "Task", row: 0, time: TimeRange(march(6, 8)..<march(7, 16)))
        var h = try InteractionHarness(items: [task], schedule: .standard) { $0.timeScale = GanttChartSnapUnit.day.timeScale }
        let y = h.mid(0)
        h.drag(from: (240, y), to: (240 + 84, y))   // Fri 17:36 → Saturday 00:00 → Monday 08:00
        #expect(h.item(1).time == TimeRange(march(10, 8)..<march(11, 16)))
        #expect(h.item(1).start.weekday != .saturday)
        #expect(Schedule.standard.workingDuration(of: h.item(1).time) == 16 * 3_600)
    }

    @Test("Alt+arrows move the selected bar by one snap unit into working time, each press one undoable edit")
    func altArrowsMove() throws {
        let task = GanttChartItem(id: 1, label: "Task", row: 0, time: TimeRange(march(6, 8)..<march(7, 16)))
        var h = try InteractionHarness(items: [task], schedule: .standard) { $0.timeScale = GanttChartSnapUnit.day.timeScale }
        h.drag(from: (240, h.mid(0)), to: (240, h.mid(0)))   // a click selects
        #expect(h.interaction.selection == .item(1))
        let effects = h.key(.right, .option)
        #expect(h.item(1).time == TimeRange(march(7, 8)..<march(10, 16)))   // Friday, over the weekend
        #expect(effects.contains { if case .committed("Move", _) = $0 { true } else { false } })
        h.key(.right, .option)
        #expect(h.item(1).time == TimeRange(march(10, 8)..<march(11, 16)))   // Monday: Saturday and Sunday skipped
        h.key(.left, .option)
        #expect(h.item(1).time == TimeRange(march(7, 8)..<march(10, 16)))
        #expect(h.interaction.undoManager.undoStack.count == 3)
        h.key(.character("z"), .control)
        #expect(h.item(1).time == TimeRange(march(10, 8)..<march(11, 16)))
        #expect(h.interaction.viewport.x == 0)   // Alt+arrows do not scroll
    }

    @Test("Shift+Alt+arrows move the finish to the end of the next or previous working day")
    func shiftAltArrowsResize() throws {
        let task = GanttChartItem(id: 1, label: "Task", row: 0, time: TimeRange(march(6, 8)..<march(7, 16)))
        var h = try InteractionHarness(items: [task], schedule: .standard) { $0.timeScale = GanttChartSnapUnit.day.timeScale }
        h.drag(from: (240, h.mid(0)), to: (240, h.mid(0)))
        h.key(.right, [.option, .shift])
        #expect(h.item(1).time == TimeRange(march(6, 8)..<march(10, 16)))
        h.key(.left, [.option, .shift])
        h.key(.left, [.option, .shift])
        #expect(h.item(1).time == TimeRange(march(6, 8)..<march(6, 16)))
        h.key(.left, [.option, .shift])   // would end before it starts: unchanged
        #expect(h.item(1).time == TimeRange(march(6, 8)..<march(6, 16)))
        #expect(h.interaction.undoManager.undoStack.count == 3)
    }

    @Test("Hour snapping nudges by an hour; without a selection Alt+arrows do nothing; read-only refuses")
    func hourNudgeAndRefusals() throws {
        var h = try InteractionHarness { $0.timeScale = GanttChartSnapUnit.hour.timeScale }
        #expect(h.key(.right, .option).modelChanges.isEmpty)
        h.drag(from: (100, h.mid(0)), to: (100, h.mid(0)))
        h.key(.right, .option)
        #expect(h.item(1).time == TimeRange(march(4, 1)..<march(6, 1)))
        var readOnly = try InteractionHarness(settings: .readOnly) { $0.timeScale = GanttChartSnapUnit.hour.timeScale }
        readOnly.drag(from: (100, readOnly.mid(0)), to: (100, readOnly.mid(0)))
        #expect(readOnly.key(.right, .option).modelChanges.isEmpty)
        #expect(readOnly.item(1).time == TimeRange(march(4)..<march(6)))
    }
}
