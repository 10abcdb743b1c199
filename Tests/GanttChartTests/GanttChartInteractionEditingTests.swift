import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("Gantt chart interaction: menus, deleting, undo")
struct GanttChartInteractionEditingTests {
    @Test("The empty area's menu shows a temporary bar and creates an item there")
    func createItemFromMenu() throws {
        var h = try InteractionHarness()
        // x 700 is Fri 14 16:00; a new item lasts 8 working hours (continuous time: until 24:00).
        let opened = h.down(700, h.mid(0), button: .secondary)
        let bar = Rect(x: 700, y: h.scene.y(forRow: 0) + 6, width: 20, height: 16)
        #expect(opened == [.temporaryBar(bar), .showMenu(GanttChartMenu(items: [
            GanttChartMenuItem(id: .createItem, title: "Create item"),
            GanttChartMenuItem(id: .createMilestone, title: "Create milestone"),
        ], location: Point(x: 700, y: h.mid(0)))), .needsRedraw])
        let chosen = h.send(.menuItemSelected(.createItem))
        let created = h.item(4)
        #expect(created.time == TimeRange(march(14, 16)..<march(15)))
        #expect(created.row == 0 && created.type == .standard)
        #expect(chosen == [.hideMenu, .temporaryBar(nil), .modelChanged([.itemAdded(created)]),
                           .committed(actionName: "Create item", changes: [.itemAdded(created)]), .selectionChanged(.item(4))])
        #expect(h.interaction.undoManager.undoStack.map(\.actionName) == ["Create item"])
    }

    @Test("A milestone is created at the snapped time; strings come from the configuration's localization")
    func createMilestoneLocalized() throws {
        var settings = GanttChartInteractionSettings()
        settings.editsNewlyCreatedItems = true
        var h = try InteractionHarness(settings: settings) { configuration in
            configuration.localization = GanttChartLocalization(createItem: "Vorgang erstellen", createMilestoneItem: "Meilenstein erstellen")
            configuration.timeScale = .intervalsWith(period: 1, in: .days)
        }
        let opened = h.send(.longPress(Point(x: 700, y: h.mid(3))))   // the extra row
        #expect(opened.menus.first?.items.map(\.title) == ["Vorgang erstellen", "Meilenstein erstellen"])
        let chosen = h.send(.menuItemSelected(.createMilestone))
        #expect(h.item(4).time == TimeRange(at: march(15)))
        #expect(h.item(4).row == 3 && h.item(4).isMilestone)
        #expect(chosen.contains(.edit(.item(4))))
    }

    @Test("The creation switches decide the empty area's menu")
    func creationSwitches() throws {
        var noBars = GanttChartInteractionSettings()
        noBars.allowsCreatingBars = false
        var h = try InteractionHarness(settings: noBars)
        #expect(h.down(700, h.mid(0), button: .secondary).menus.first?.items.map(\.id) == [.createMilestone])
        var noMilestones = GanttChartInteractionSettings()
        noMilestones.allowsCreatingMilestones = false
        var m = try InteractionHarness(settings: noMilestones)
        #expect(m.down(700, m.mid(0), button: .secondary).menus.first?.items.map(\.id) == [.createItem])
        var r = try InteractionHarness(settings: .readOnly)
        #expect(r.down(700, r.mid(0), button: .secondary).isEmpty)
    }

    @Test("Escape or a click elsewhere closes a menu and its temporary bar without creating anything")
    func dismissMenu() throws {
        var h = try InteractionHarness()
        h.down(700, h.mid(0), button: .secondary)
        #expect(h.key(.escape) == [.hideMenu, .temporaryBar(nil), .needsRedraw])
        h.down(700, h.mid(0), button: .secondary)
        #expect(h.send(.menuDismissed) == [.hideMenu, .temporaryBar(nil), .needsRedraw])
        #expect(h.manager.source.itemCount == 3)
    }

    @Test("A bar's menu edits or deletes it; deleting removes its dependencies and undoes as one step")
    func barMenu() throws {
        var h = try InteractionHarness(dependencies: [GanttChartDependency(id: 1, from: 1, to: 2)])
        let opened = h.down(100, h.mid(0), button: .secondary)
        #expect(opened == [.selectionChanged(.item(1)), .showMenu(GanttChartMenu(items: [
            GanttChartMenuItem(id: .editItem, title: "Edit item"),
            GanttChartMenuItem(id: .deleteItem, title: "Delete item"),
        ], location: Point(x: 100, y: h.mid(0)))), .needsRedraw])
        #expect(h.send(.menuItemSelected(.editItem)) == [.hideMenu, .edit(.item(1))])
        h.down(240, h.mid(2), button: .secondary)
        #expect(h.log.menus.last?.items.map(\.title) == ["Edit item", "Delete milestone"])
        h.send(.menuDismissed)
        h.down(100, h.mid(0), button: .secondary)
        let deleted = h.send(.menuItemSelected(.deleteItem))
        #expect(deleted.modelChanges.count == 2)   // the dependency, then the item
        #expect(h.manager.item(withID: 1) == nil && h.manager.source.dependencyCount == 0)
        h.key(.character("z"), .control)
        #expect(h.item(1).time == TimeRange(march(4)..<march(6)))
        #expect(h.manager.dependency(withID: 1)?.to == 2)
        h.key(.character("z"), [.control, .shift])
        #expect(h.manager.item(withID: 1) == nil && h.manager.source.dependencyCount == 0)
    }

    @Test("A dependency line's menu edits or deletes it")
    func lineMenu() throws {
        var h = try InteractionHarness(dependencies: [GanttChartDependency(id: 1, from: 1, to: 2)])
        let line = try #require(h.scene.dependencyPolylines[1])
        let point = Point(x: (line[0].x + line[1].x) / 2, y: (line[0].y + line[1].y) / 2)
        #expect(GanttChartHitTest.hitTest(point, in: h.scene, manager: h.manager) == .dependency(1))
        let opened = h.down(point.x, point.y, button: .secondary)
        #expect(opened.menus.first?.items == [GanttChartMenuItem(id: .editDependency, title: "Edit dependency"),
                                              GanttChartMenuItem(id: .deleteDependency, title: "Delete dependency")])
        let deleted = h.send(.menuItemSelected(.deleteDependency))
        #expect(deleted.modelChanges == [.dependencyRemoved(GanttChartDependency(id: 1, from: 1, to: 2))])
        #expect(h.manager.source.dependencyCount == 0)
        var noDelete = GanttChartInteractionSettings()
        noDelete.allowsDeletingDependencyLines = false
        var r = try InteractionHarness(dependencies: [GanttChartDependency(id: 1, from: 1, to: 2)], settings: noDelete)
        #expect(r.down(point.x, point.y, button: .secondary).menus.first?.items.map(\.id) == [.editDependency])
        r.send(.menuDismissed)
        r.key(.delete)
        #expect(r.manager.source.dependencyCount == 1)
    }

    @Test("Delete and Backspace delete the selection; the switch and read-only items block it")
    func deleteKey() throws {
        var h = try InteractionHarness()
        h.drag(from: (100, h.mid(0)), to: (100, h.mid(0)))   // a click selects
        let effects = h.key(.delete)
        #expect(h.manager.item(withID: 1) == nil)
        #expect(effects.contains(.selectionChanged(nil)))
        h.drag(from: (240, h.mid(2)), to: (240, h.mid(2)))
        h.key(.backspace)
        #expect(h.manager.item(withID: 3) == nil)
        #expect(h.interaction.undoManager.undoStack.count == 2)

        var noDelete = GanttChartInteractionSettings()
        noDelete.allowsDeletingBars = false
        var n = try InteractionHarness(settings: noDelete)
        n.drag(from: (100, n.mid(0)), to: (100, n.mid(0)))
        #expect(n.key(.delete).isEmpty)
        #expect(n.down(100, n.mid(0), button: .secondary).menus.first?.items.map(\.id) == [.editItem])
        var items = InteractionHarness.standardItems
        items[0].settings.allowsDeleting = false
        var i = try InteractionHarness(items: items)
        i.drag(from: (100, i.mid(0)), to: (100, i.mid(0)))
        i.send(.command(.deleteSelection))
        #expect(i.manager.item(withID: 1) != nil)
    }

    @Test("With deletingClosesRows the Delete key closes the deleted task's row (the rows below move up), undo opens it again, and a task whose subtask may not be deleted stays")
    func deleteKeyClosesRows() throws {
        var settings = GanttChartInteractionSettings()
        settings.deletingClosesRows = true
        var h = try InteractionHarness(settings: settings)
        h.drag(from: (100, h.mid(0)), to: (100, h.mid(0)))   // a click selects Design on row 0
        h.key(.delete)
        #expect(h.manager.item(withID: 1) == nil)
        #expect(h.manager.item(withID: 2)?.row == 0 && h.manager.item(withID: 3)?.row == 1)
        #expect(h.interaction.undoManager.undoStack.count == 1)
        h.send(.command(.undo))
        #expect(h.manager.item(withID: 1)?.row == 0)
        #expect(h.manager.item(withID: 2)?.row == 1 && h.manager.item(withID: 3)?.row == 2)

        // A task whose subtask may not be deleted stays, with the subtask: deleting it would take the subtask too.
        var items = InteractionHarness.standardItems
        items[1].settings.allowsDeleting = false   // Build, to go under Design
        var guarded = try InteractionHarness(items: items, settings: settings)
        try guarded.manager.indentRow(1)
        guarded.send(.command(.selectItems([1])))   // Design, now Build's summary
        #expect(guarded.interaction.selection == .item(1))
        guarded.key(.delete)
        #expect(guarded.manager.item(withID: 1) != nil && guarded.manager.item(withID: 2) != nil)
        // Review (no subtasks) still goes, and its row closes.
        guarded.send(.command(.selectItems([3])))
        guarded.key(.delete)
        #expect(guarded.manager.item(withID: 3) == nil && guarded.manager.source.items.map(\.row).max() == 1)
    }

    @Test("A drag is one undo step however many moves it had, with the behavior's cascade; redo repeats it")
    func undoGrouping() throws {
        let items = [
            GanttChartItem(id: 1, label: "A", row: 0, time: TimeRange(march(4)..<march(6))),
            GanttChartItem(id: 2, label: "B", row: 1, time: TimeRange(march(6)..<march(8))),
        ]
        var h = try InteractionHarness(items: items, dependencies: [GanttChartDependency(id: 1, from: 1, to: 2)])
        h.manager.behavior = GanttChartItemAutoSchedulingBehavior()
        h.manager.applyBehavior()   // finishes become 24:00 of the day before
        let effects = h.drag(from: (100, h.mid(0)), to: (160, h.mid(0)), steps: 6)
        #expect(h.item(1).time == TimeRange(march(5)..<march(7)))
        #expect(h.item(2).time == TimeRange(march(7)..<march(9)))   // pushed by the behavior
        #expect(effects.modelChanges.contains(.time(2, from: TimeRange(march(6, 20)..<march(8, 20)), to: TimeRange(march(7)..<march(9)))))
        #expect(h.interaction.undoManager.undoStack.count == 1)
        #expect(h.interaction.undoManager.undoStack[0].actionName == "Move")
        // The live changes of every move, and once on release all of them as one committed action,
        // one edit per item however many moves there were.
        #expect(effects.last { if case .committed = $0 { true } else { false } }
            == .committed(actionName: "Move", changes: GanttChartEdit.coalescing(effects.modelChanges)))
        #expect(effects.modelChanges.count == 12)
        #expect(GanttChartEdit.coalescing(effects.modelChanges) == [
            .time(1, from: TimeRange(march(4)..<march(5, 24)), to: TimeRange(march(5)..<march(6, 24))),
            .time(2, from: TimeRange(march(6)..<march(7, 24)), to: TimeRange(march(7)..<march(8, 24))),
        ])

        let undone = h.send(.command(.undo))
        #expect(undone.contains(.committed(actionName: "Undo Move", changes: undone.modelChanges)))
        #expect(h.item(1).time == TimeRange(march(4)..<march(6)))
        #expect(h.item(2).time == TimeRange(march(6)..<march(8)))
        #expect(undone.modelChanges.count == 2)
        #expect(!h.interaction.undoManager.canUndo && h.interaction.undoManager.canRedo)

        // The behavior follows the restored state: lengthening 1 by a day pushes 2 by a day.
        h.drag(from: (180, h.mid(0)), to: (240, h.mid(0)))
        #expect(h.item(2).time == TimeRange(march(7)..<march(9)))
        h.send(.command(.undo))
        #expect(h.item(2).time == TimeRange(march(6)..<march(8)))

        h.send(.command(.redo))
        #expect(h.item(1).time == TimeRange(march(4)..<march(7)))
        #expect(h.item(2).time == TimeRange(march(7)..<march(9)))
        // A new edit clears the redo stack.
        h.send(.command(.undo))
        h.drag(from: (240, h.mid(1)), to: (240, h.mid(1) + 28))   // B's body is not a row move
        h.drag(from: (100, h.bottom(0)), to: (100, h.mid(2)))
        #expect(h.item(1).row == 2)
        #expect(!h.interaction.undoManager.canRedo)
    }

    @Test("Enter asks the editor to edit the selection")
    func enterEdits() throws {
        var h = try InteractionHarness()
        #expect(h.key(.enter).isEmpty)
        h.drag(from: (100, h.mid(0)), to: (100, h.mid(0)))
        #expect(h.key(.enter) == [.edit(.item(1))])
    }
}

extension GanttChartInteractionEditingTests {
    @Test("With a row mapping (an outline with collapsed rows), a bar moved to or created on a scene row goes to the manager row drawn there")
    func rowMapping() throws {
        var h = try InteractionHarness()
        // Scene row r shows manager row 3r (the rows between are hidden).
        h.interaction.rowMapping = { $0 * 3 }
        // Design's bottom strip dragged from scene row 0 to scene row 2: manager row 6.
        h.drag(from: (100, h.bottom(0)), to: (100, h.mid(2)))
        #expect(h.item(1).row == 6)
        #expect(h.interaction.undoManager.undoStack.last?.changes == [.row(1, from: 0, to: 6)])
        // Created on scene row 1 (the empty area's menu): manager row 3.
        h.down(700, h.mid(1), button: .secondary)
        h.send(.menuItemSelected(.createItem))
        let created = h.item(4)
        #expect(created.row == 3)
        // Without a mapping, the scene's rows are the manager's.
        h.interaction.rowMapping = nil
        h.down(700, h.mid(1), button: .secondary)
        h.send(.menuItemSelected(.createItem))
        #expect(h.item(5).row == 1)
    }
}
