import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

/// The harness's items: 1 "Design" row 0 Tue 4 – Thu 6 (x 60–180), 2 "Build"
/// row 1 Mon 10 – Wed 12 (x 420–540), 3 "Review" milestone row 2 Fri 7 (x 240);
/// 60 points a day, continuous time.
@Suite("Gantt chart interaction: selecting several items and editing them as one")
struct GanttChartInteractionSelectionTests {
    private func click(_ h: inout InteractionHarness, _ x: Double, _ y: Double, _ modifiers: GanttChartModifiers = []) {
        h.send(.pointerDown(GanttChartPointerEvent(x: x, y: y, modifiers: modifiers)))
        h.send(.pointerUp(GanttChartPointerEvent(x: x, y: y, modifiers: modifiers)))
    }

    /// Selects items 1 and 2 (a click and a Ctrl+click).
    private func selectDesignAndBuild(_ h: inout InteractionHarness) {
        click(&h, 100, h.mid(0))
        click(&h, 450, h.mid(1), .control)
    }

    private func overlayIDs(_ h: InteractionHarness) -> Set<String> {
        Set(h.interaction.overlay(in: h.scene, manager: h.manager).map { $0.id.description })
    }

    @Test("Ctrl+click adds a bar to the selection and takes it out again; a plain click selects one bar")
    func controlClick() throws {
        var h = try InteractionHarness()
        click(&h, 100, h.mid(0))
        #expect(h.interaction.selectedItems == [1])
        click(&h, 450, h.mid(1), .control)
        #expect(h.interaction.selectedItems == [1, 2])
        #expect(h.interaction.selection == .item(2))
        #expect(overlayIDs(h).isSuperset(of: ["selection:item:1", "selection:item:2"]))
        click(&h, 240, h.mid(2), .command)   // ⌘ as Ctrl
        #expect(h.interaction.selectedItems == [1, 2, 3])
        click(&h, 100, h.mid(0), .control)
        #expect(h.interaction.selectedItems == [2, 3])
        #expect(!overlayIDs(h).contains("selection:item:1"))
        click(&h, 240, h.mid(2))
        #expect(h.interaction.selectedItems == [3])
        // A Ctrl+click in the empty area keeps the selection; a plain one clears it.
        click(&h, 800, h.mid(0), .control)
        #expect(h.interaction.selectedItems == [3])
        click(&h, 800, h.mid(0))
        #expect(h.interaction.selectedItems.isEmpty && h.interaction.selection == nil)
    }

    @Test("Shift+click selects the bars of every row from the anchor row to the clicked one, the clicked bar last")
    func shiftClick() throws {
        var h = try InteractionHarness()
        click(&h, 100, h.mid(0))                 // anchor: row 0
        let effects = h.send(.pointerDown(GanttChartPointerEvent(x: 240, y: h.mid(2), modifiers: .shift)))
            + h.send(.pointerUp(GanttChartPointerEvent(x: 240, y: h.mid(2), modifiers: .shift)))
        #expect(h.interaction.selectedItems == [1, 2, 3])
        #expect(effects.contains(.selectionChanged(.item(3))))
        click(&h, 450, h.mid(1), .shift)           // still from row 0
        #expect(h.interaction.selectedItems == [1, 2])
    }

    @Test("A rubber band over the empty area selects the bars it touches, drawn while it is dragged")
    func rubberBand() throws {
        var h = try InteractionHarness()
        let top = h.scene.y(forRow: 0) + 2
        h.down(30, top)
        h.move(120, h.mid(1) - 10)              // row 0 and the top of row 1: only Design
        #expect(h.interaction.selectedItems == [1])
        #expect(overlayIDs(h).contains("selection-band"))
        h.move(250, h.mid(2))                   // x 30–250 over rows 0–2: Design and the milestone at x 240, not Build (x 420)
        #expect(h.interaction.selectedItems == [1, 3])
        h.up(250, h.mid(2))
        #expect(h.interaction.selectedItems == [1, 3])
        #expect(!overlayIDs(h).contains("selection-band"))
        #expect(h.manager.item(withID: 1)?.time == TimeRange(march(4)..<march(6)))   // nothing moved
        // With Shift the band adds to the selection; Escape puts the selection back as it was.
        click(&h, 450, h.mid(1))
        h.send(.pointerDown(GanttChartPointerEvent(x: 30, y: top, modifiers: .shift)))
        h.move(120, h.mid(0))
        #expect(h.interaction.selectedItems == [2, 1])
        h.key(.escape)
        #expect(h.interaction.selectedItems == [2])
        #expect(!overlayIDs(h).contains("selection-band"))
    }

    @Test("Dragging one bar of a selection moves every selected bar by the same time, as one undo step")
    func moveSelection() throws {
        var h = try InteractionHarness()
        selectDesignAndBuild(&h)
        let effects = h.drag(from: (100, h.mid(0)), to: (160, h.mid(0)), steps: 3)   // one day later
        #expect(h.item(1).time == TimeRange(march(5)..<march(7)))
        #expect(h.item(2).time == TimeRange(march(11)..<march(13)))
        #expect(h.item(3).time == TimeRange(at: march(7)))
        let commits = effects.filter { if case .committed = $0 { true } else { false } }
        #expect(commits.count == 1)
        #expect(h.interaction.undoManager.undoStack.map(\.actionName) == ["Move items"])
        #expect(h.interaction.selectedItems == [1, 2])   // the selection stays
        h.send(.command(.undo))
        #expect(h.item(1).time == TimeRange(march(4)..<march(6)))
        #expect(h.item(2).time == TimeRange(march(10)..<march(12)))
    }

    @Test("Escape during a drag of a selection puts every bar back")
    func cancelSelectionMove() throws {
        var h = try InteractionHarness()
        selectDesignAndBuild(&h)
        h.down(100, h.mid(0))
        h.move(220, h.mid(0))
        #expect(h.item(2).start == march(12))
        h.key(.escape)
        #expect(h.item(1).time == TimeRange(march(4)..<march(6)))
        #expect(h.item(2).time == TimeRange(march(10)..<march(12)))
        #expect(h.interaction.undoManager.undoStack.isEmpty)
    }

    @Test("A working-time selection moves each task by the snapped time into its working time, keeping its working duration")
    func moveSelectionInWorkingTime() throws {
        // Mon–Fri 08:00–16:00: Design Tue 08–Wed 16 (2 working days), Build Thu 08–16.
        let items = [
            GanttChartItem(id: 1, label: "Design", row: 0, time: TimeRange(march(4, 8)..<march(5, 16))),
            GanttChartItem(id: 2, label: "Build", row: 1, time: TimeRange(march(6, 8)..<march(6, 16))),
        ]
        var h = try InteractionHarness(items: items, schedule: .standard) { $0.timeScale = GanttChartSnapUnit.day.timeScale }
        selectDesignAndBuildAt(&h, designX: 100, buildX: 210)
        h.drag(from: (100, h.mid(0)), to: (160, h.mid(0)))   // + one day, snapped to Wed 00:00 → 08:00
        #expect(h.item(1).time == TimeRange(march(5, 8)..<march(6, 16)))
        // Build: Thu 08:00 + 1 day = Fri 08:00, one working day.
        #expect(h.item(2).time == TimeRange(march(7, 8)..<march(7, 16)))
    }

    private func selectDesignAndBuildAt(_ h: inout InteractionHarness, designX: Double, buildX: Double) {
        click(&h, designX, h.mid(0))
        click(&h, buildX, h.mid(1), .control)
        #expect(h.interaction.selectedItems == [1, 2])
    }

    @Test("Delete removes every selected bar as one undo step; undo brings them back")
    func deleteSelection() throws {
        var h = try InteractionHarness(dependencies: [GanttChartDependency(id: 1, from: 1, to: 2)])
        click(&h, 100, h.mid(0))
        click(&h, 240, h.mid(2), .control)
        h.key(.delete)
        #expect(h.manager.item(withID: 1) == nil && h.manager.item(withID: 3) == nil)
        #expect(h.manager.item(withID: 2) != nil)
        #expect(h.manager.source.dependencies.isEmpty)
        #expect(h.interaction.selectedItems.isEmpty)
        #expect(h.interaction.undoManager.undoStack.map(\.actionName) == ["Delete items"])
        h.send(.command(.undo))
        #expect(h.manager.source.itemCount == 3)
        #expect(h.manager.source.dependencies.map(\.from) == [1])
    }

    @Test("A bar's menu on a selection keeps it, and its Delete removes every selected bar")
    func menuOnSelection() throws {
        var h = try InteractionHarness()
        selectDesignAndBuild(&h)
        h.down(100, h.mid(0), button: .secondary)
        #expect(h.interaction.selectedItems == [1, 2])
        h.send(.menuItemSelected(.deleteItem))
        #expect(h.manager.source.items.map(\.id) == [3])
    }

    @Test("Alt+arrows move every selected bar by one snap unit; Shift+Alt+arrows move their finishes; one undo step each")
    func nudgeSelection() throws {
        var h = try InteractionHarness()
        selectDesignAndBuild(&h)
        h.key(.right, .option)
        #expect(h.item(1).time == TimeRange(march(5)..<march(7)))
        #expect(h.item(2).time == TimeRange(march(11)..<march(13)))
        h.key(.left, [.option, .shift])
        #expect(h.item(1).time == TimeRange(march(5)..<march(6)))
        #expect(h.item(2).time == TimeRange(march(11)..<march(12)))
        #expect(h.interaction.undoManager.undoStack.map(\.actionName) == ["Move items", "Resize items"])
        h.send(.command(.undo))
        h.send(.command(.undo))
        #expect(h.item(1).time == TimeRange(march(4)..<march(6)) && h.item(2).time == TimeRange(march(10)..<march(12)))
    }

    @Test("A link of the chain refused undoes the links made before it")
    func linkRolledBack() throws {
        var h = try InteractionHarness(dependencies: [GanttChartDependency(id: 1, from: 2, to: 3)])
        click(&h, 240, h.mid(2))
        click(&h, 100, h.mid(0), .control)
        click(&h, 450, h.mid(1), .control)
        #expect(h.interaction.selectedItems == [3, 1, 2])
        // 3 → 1 would be fine, but 1 → 2 closes 2 → 3 → 1 → 2.
        let effects = h.send(.command(.linkSelection))
        #expect(effects == [.refused("\"Design\" already follows \"Build\": linking \"Design\" → \"Build\" would make a cycle")])
        #expect(h.manager.source.dependencies.map { "\($0.from.rawValue)→\($0.to.rawValue)" } == ["2→3"])
        #expect(h.interaction.undoManager.undoStack.isEmpty)
    }

    @Test("Link refuses a cycle with the reason and changes nothing; without one it links, Unlink undoes it")
    func linkRefusedAndUnlink() throws {
        var cyclic = try InteractionHarness(dependencies: [GanttChartDependency(id: 1, from: 2, to: 1)])
        selectDesignAndBuild(&cyclic)
        let refused = cyclic.send(.command(.linkSelection))
        #expect(refused == [.refused("\"Design\" already follows \"Build\": linking \"Design\" → \"Build\" would make a cycle")])
        #expect(cyclic.manager.source.dependencies.count == 1)

        var h = try InteractionHarness()
        click(&h, 240, h.mid(2))
        click(&h, 100, h.mid(0), .control)
        click(&h, 450, h.mid(1), .control)
        h.send(.command(.linkSelection))
        #expect(h.manager.source.dependencies.map { "\($0.from.rawValue)→\($0.to.rawValue) \($0.type)" }
            == ["3→1 fromFinishToStart", "1→2 fromFinishToStart"])
        #expect(h.interaction.undoManager.undoStack.map(\.actionName) == ["Link items"])
        h.send(.command(.unlinkSelection))
        #expect(h.manager.source.dependencies.isEmpty)
        h.send(.command(.undo))
        #expect(h.manager.source.dependencies.count == 2)
    }

    @Test("One selected task links to nothing: the refusal asks for two")
    func linkNeedsTwo() throws {
        var h = try InteractionHarness()
        click(&h, 100, h.mid(0))
        #expect(h.send(.command(.linkSelection)) == [.refused("select two or more tasks to link")])
    }

    @Test("Indent and outdent the selected rows top to bottom as one undo step; a refused row changes nothing")
    func indentSelection() throws {
        var h = try InteractionHarness()
        click(&h, 450, h.mid(1))
        click(&h, 240, h.mid(2), .control)
        h.send(.command(.indentSelection))
        #expect(h.manager.parent(of: 2) == 1 && h.manager.parent(of: 3) == 1)
        #expect(h.item(1).type == .summary)
        #expect(h.interaction.undoManager.undoStack.map(\.actionName) == ["Indent rows"])
        h.send(.command(.outdentSelection))
        #expect(h.manager.parent(of: 2) == nil && h.manager.parent(of: 3) == nil)
        #expect(h.interaction.undoManager.undoStack.map(\.actionName) == ["Indent rows", "Outdent rows"])
        // Design is the first row: indenting it with Build is refused, and Build is not indented either.
        // (Design, a summary that lost its tasks, kept the dates of its last task, the milestone: a fresh chart.)
        var fresh = try InteractionHarness()
        selectDesignAndBuild(&fresh)
        let refused = fresh.send(.command(.indentSelection))
        #expect(refused.count == 1)
        guard case let .refused(reason)? = refused.first else { Issue.record("no refusal"); return }
        #expect(reason.hasPrefix("row 1: \"Design\" is the first task at its level"))
        #expect(fresh.manager.parent(of: 2) == nil && fresh.interaction.undoManager.undoStack.isEmpty)
    }

    @Test("A grid row selects its bars; Ctrl toggles, Shift extends from the anchor row, through the row mapping")
    func selectRows() throws {
        var h = try InteractionHarness()
        h.send(.command(.selectRow(1)))
        #expect(h.interaction.selectedItems == [2])
        h.send(.command(.selectRow(2, modifiers: .control)))
        #expect(h.interaction.selectedItems == [2, 3])
        h.send(.command(.selectRow(0, modifiers: .shift)))   // rows 0…2 from the anchor row 2
        #expect(h.interaction.selectedItems == [1, 2, 3])
        h.send(.command(.selectRow(5)))                      // an empty row: nothing
        #expect(h.interaction.selectedItems.isEmpty)
        // A sorted view: scene row r draws manager row [2, 0, 1][r].
        h.interaction.rowMapping = { [2, 0, 1][$0] }
        h.send(.command(.selectRow(0)))
        #expect(h.interaction.selectedItems == [3])
        h.send(.command(.selectRow(2, modifiers: .shift)))
        #expect(h.interaction.selectedItems == [3, 1, 2])
    }

    @Test("Ctrl+A selects every bar; a host selects items by id (a search hit)")
    func selectAllAndByID() throws {
        var h = try InteractionHarness()
        h.key(.character("a"), .control)
        #expect(h.interaction.selectedItems == [1, 2, 3])
        h.send(.command(.selectItems([2, 99])))
        #expect(h.interaction.selectedItems == [2] && h.interaction.selection == .item(2))
    }
}
