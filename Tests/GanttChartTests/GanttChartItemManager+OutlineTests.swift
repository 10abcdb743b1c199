@testable import GanttChart
import Testing
import TimelineCore
import TimelineTestSupport

// March 2025 on Schedule.standard (Mon–Fri 08:00–16:00): Mon 3 … Fri 7.
private func mar(_ day: Int, _ hour: Int) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }
private func day(_ day: Int) -> TimeRange { TimeRange(mar(day, 8)..<mar(day, 16)) }

/// Rows 0…4: A (Mon), B (Tue), C (Wed), D (Thu), M (a milestone, Fri 08:00), all top-level.
private func plan() throws -> GanttChartItemManager {
    let items = [
        GanttChartItem(id: 1, label: "A", row: 0, time: day(3)), GanttChartItem(id: 2, label: "B", row: 1, time: day(4)),
        GanttChartItem(id: 3, label: "C", row: 2, time: day(5)), GanttChartItem(id: 4, label: "D", row: 3, time: day(6)),
        GanttChartItem(id: 5, label: "M", row: 4, time: TimeRange(at: mar(7, 8)), type: .milestone),
    ]
    return GanttChartItemManager(source: try GanttChartItemSource(items: items), schedule: Schedule.standard)
}

/// Each row as `label` or `label<parent label`, top to bottom.
private func rows(_ manager: GanttChartItemManager) -> [String] {
    let outline = GanttChartRowOutline(manager: manager)
    return (0..<outline.rowCount).map { row in
        guard let item = outline.mainItem(onRow: row) else { return "-" }
        guard let parent = outline.parentRow(of: row).flatMap({ outline.mainItem(onRow: $0) }) else { return item.label }
        return "\(item.label)<\(parent.label)"
    }
}

/// The items and parents, to compare before and after an undo.
private func state(_ manager: GanttChartItemManager) -> [String] {
    manager.source.items.sorted { $0.id < $1.id }.map { "\($0.id) \($0.row) \($0.type) \($0.time) parent \(String(describing: manager.parent(of: $0.id)))" }
}

/// Runs `body` recorded, then checks that applying the inverses restores the state before.
private func expectUndoRestores(_ manager: GanttChartItemManager, _ body: () throws -> Void) throws {
    let before = state(manager)
    let edits = try manager.recordingEdits { try body() }
    #expect(!edits.isEmpty)
    try manager.apply(edits.reversed().map(\.inverse), runningBehavior: false)
    #expect(state(manager) == before)
}

@Suite("Item manager outline edits (indent, outdent, insert, move)")
struct GanttChartItemManagerOutlineTests {
    @Test("indenting the first row is refused with the reason, and nothing changes")
    func indentFirstRow() throws {
        let manager = try plan()
        let before = state(manager)
        #expect(throws: GanttChartOutlineEditError(row: 0, reason: "\"A\" is the first task at its level: there is no task above it to go under")) {
            try manager.indentRow(0)
        }
        #expect(state(manager) == before)
        #expect(GanttChartOutlineEditError(row: 0, reason: "x").description == "row 1: x")
    }

    @Test("indent makes the row a child of the task above, which becomes a summary spanning it")
    func indent() throws {
        let manager = try plan()
        let edits = try manager.recordingEdits { () throws(GanttChartOutlineEditError) in try manager.indentRow(1) }
        #expect(rows(manager) == ["A", "B<A", "C", "D", "M"])
        #expect(manager.parent(of: 2) == 1)
        #expect(manager.item(withID: 1)?.type == .summary)
        #expect(manager.item(withID: 1)?.time == day(4))   // spans its one child, B on Tuesday
        #expect(edits.prefix(2) == [.itemType(1, from: .standard, to: .summary), .parent(2, from: nil, to: 1)])
        #expect(edits.contains(.time(1, from: day(3), to: day(4))))
        // C's sibling above at the top level is A (B is nested): C goes under A, after B.
        try manager.indentRow(2)
        #expect(rows(manager) == ["A", "B<A", "C<A", "D", "M"])
        #expect(manager.children(of: 1) == [2, 3])
        #expect(manager.item(withID: 1)?.time == TimeRange(mar(4, 8)..<mar(5, 16)))
        // Again: now under B, its sibling above.
        try manager.indentRow(2)
        #expect(rows(manager) == ["A", "B<A", "C<B", "D", "M"])
        #expect(manager.item(withID: 2)?.type == .summary)
    }

    @Test("a new link between a summary and a task under it, either way and at any depth, is refused; links elsewhere are not")
    func summaryToSubtaskLinkRefused() throws {
        let manager = try plan()
        try manager.indentRow(1)   // B under A
        try manager.indentRow(2)
        try manager.indentRow(2)   // C under B (under A)
        let before = manager.source.dependencies
        for (from, to, summary, subtask) in [(1, 2, 1, 2), (2, 1, 1, 2), (1, 3, 1, 3), (3, 1, 1, 3), (2, 3, 2, 3)] as [(GanttChartItem.ID, GanttChartItem.ID, GanttChartItem.ID, GanttChartItem.ID)] {
            #expect(throws: GanttChartValidationError.summaryLinkedToSubtask(summary: summary, subtask: subtask)) {
                try manager.addNewDependency(from: from, to: to)
            }
        }
        #expect(manager.source.dependencies == before)   // nothing added
        #expect(GanttChartValidationError.summaryLinkedToSubtask(summary: 1, subtask: 3).description
            == "item 1 is a summary of item 3: a summary task cannot be linked to its own subtask")
        // Siblings, and a summary to a task outside it, still link.
        let ok = try manager.addNewDependency(from: 1, to: 4)
        #expect(ok.from == 1 && ok.to == 4)
        #expect(try manager.addNewDependency(from: 4, to: 5).to == 5)
    }

    @Test("indent is undone by its inverses: parent, summary type and dates come back")
    func indentUndo() throws {
        let manager = try plan()
        try expectUndoRestores(manager) { try manager.indentRow(1) }
        #expect(rows(manager) == ["A", "B", "C", "D", "M"])
        #expect(manager.item(withID: 1)?.type == .standard)
    }

    @Test("indenting under a milestone or an empty row is refused")
    func indentUnderMilestone() throws {
        let manager = try plan()
        try manager.addItem(GanttChartItem(id: 6, label: "E", row: 5, time: day(10)))
        try manager.addItem(GanttChartItem(id: 7, label: "F", row: 7, time: day(11)))
        #expect(throws: GanttChartOutlineEditError(row: 5, reason: "\"M\" above is a milestone, and a milestone cannot be a summary")) {
            try manager.indentRow(5)
        }
        #expect(throws: GanttChartOutlineEditError(row: 7, reason: "row 7 above \"F\" has no task to go under")) { try manager.indentRow(7) }
        #expect(throws: GanttChartOutlineEditError(row: 6, reason: "the row has no task")) { try manager.indentRow(6) }
    }

    @Test("outdenting a top-level row is refused")
    func outdentTopLevel() throws {
        let manager = try plan()
        #expect(throws: GanttChartOutlineEditError(row: 2, reason: "\"C\" is already at the top level")) { try manager.outdentRow(2) }
    }

    @Test("outdent moves the row up a level; its siblings below become its children; a summary without children becomes a task")
    func outdent() throws {
        let manager = try plan()
        for row in 1...3 { try manager.indentRow(row) }
        #expect(rows(manager) == ["A", "B<A", "C<A", "D<A", "M"])
        try expectUndoRestores(manager) { try manager.outdentRow(2) }
        try manager.outdentRow(2)
        #expect(rows(manager) == ["A", "B<A", "C", "D<C", "M"])
        #expect(manager.item(withID: 3)?.type == .summary)
        #expect(manager.item(withID: 3)?.time == day(6))   // C spans D (Thursday)
        #expect(manager.item(withID: 1)?.time == day(4))   // A spans B only
        // B is A's last child: A becomes a standard task and keeps its last dates.
        try manager.outdentRow(1)
        #expect(rows(manager) == ["A", "B", "C", "D<C", "M"])
        #expect(manager.item(withID: 1)?.type == .standard)
        #expect(manager.item(withID: 1)?.time == day(4))
        #expect(manager.children(of: 1).isEmpty)
    }

    @Test("a milestone is not outdented over siblings that would become its children")
    func outdentMilestone() throws {
        let manager = try plan()
        try manager.moveRow(4, up: true)   // M above D
        #expect(rows(manager) == ["A", "B", "C", "M", "D"])
        try manager.indentRow(3)
        try manager.indentRow(4)
        #expect(rows(manager) == ["A", "B", "C", "M<C", "D<C"])
        #expect(throws: GanttChartOutlineEditError(row: 3, reason: "\"M\" is a milestone and cannot take \"D\" and the tasks below it as children")) {
            try manager.outdentRow(3)
        }
    }

    @Test("insert above takes the row's parent and shifts the rows below; undo puts them back")
    func insertAbove() throws {
        let manager = try plan()
        try manager.indentRow(1)
        try expectUndoRestores(manager) { try manager.insertTask(label: "New", time: day(10), at: 1) }
        let added = try manager.insertTask(label: "New", time: day(10), at: 1)
        #expect(added.row == 1)
        #expect(rows(manager) == ["A", "New<A", "B<A", "C", "D", "M"])
        #expect(manager.item(withID: 4)?.row == 4)
        #expect(manager.item(withID: 1)?.time == TimeRange(mar(4, 8)..<mar(10, 16)))   // A spans B and the new task
    }

    @Test("insert below a summary goes after its children, at its level")
    func insertBelow() throws {
        let manager = try plan()
        try manager.indentRow(1)
        try manager.insertTask(label: "New", time: day(10), at: 0, below: true)
        #expect(rows(manager) == ["A", "B<A", "New", "C", "D", "M"])
        try manager.insertTask(label: "Last", time: day(10), at: 6)
        #expect(rows(manager) == ["A", "B<A", "New", "C", "D", "M", "Last"])
    }

    @Test("move up and down swap a row's block with its sibling's; a summary moves with its children")
    func move() throws {
        let manager = try plan()
        try manager.indentRow(1)
        try expectUndoRestores(manager) { try manager.moveRow(2, up: true) }
        try manager.moveRow(2, up: true)
        #expect(rows(manager) == ["C", "A", "B<A", "D", "M"])
        #expect(throws: GanttChartOutlineEditError(row: 0, reason: "\"C\" is the first among its siblings")) { try manager.moveRow(0, up: true) }
        try manager.moveRow(1, up: false)
        #expect(rows(manager) == ["C", "D", "A", "B<A", "M"])
        #expect(throws: GanttChartOutlineEditError(row: 3, reason: "\"B\" is the last among its siblings")) { try manager.moveRow(3, up: false) }
        #expect(throws: GanttChartOutlineEditError(row: 3, reason: "\"B\" is the first among its siblings")) { try manager.moveRow(3, up: true) }
    }

    @Test("indenting a task under its own predecessor (or successor) is refused, as Microsoft Project does: a summary cannot be linked to its subtask")
    func indentUnderLinkedTask() throws {
        let manager = try plan()
        _ = try manager.addNewDependency(from: 1, to: 2)   // A → B
        let before = state(manager)
        let error = GanttChartOutlineEditError(row: 1, reason: "\"B\" cannot go under \"A\": the link \"A\" → \"B\" would link a summary task "
            + "to its own subtask, which a plan cannot have; remove the link first")
        #expect(throws: error) { try manager.indentRow(1) }
        #expect(state(manager) == before)
        #expect(manager.source.dependencies.count == 1)
        #expect(error.description.contains("summary task to its own subtask"))

        // The other way: C → D, D indented under C.
        _ = try manager.addNewDependency(from: 4, to: 3)   // D → C
        #expect(throws: GanttChartOutlineEditError.self) { try manager.indentRow(3) }
        #expect(manager.parent(of: 4) == nil)

        // A task nested under the indented one, linked to the new summary, is refused too.
        let nested = try plan()
        try nested.indentRow(2)                              // C under B
        _ = try nested.addNewDependency(from: 3, to: 1)       // C → A
        #expect(rows(nested) == ["A", "B", "C<B", "D", "M"])
        let nestedBefore = state(nested)
        #expect(throws: GanttChartOutlineEditError(row: 1, reason: "\"C\" cannot go under \"A\": the link \"C\" → \"A\" would link a summary "
            + "task to its own subtask, which a plan cannot have; remove the link first")) { try nested.indentRow(1) }
        #expect(state(nested) == nestedBefore)

        // Without a link between them, the indent works.
        let free = try plan()
        _ = try free.addNewDependency(from: 1, to: 3)   // A → C: C stays beside B
        try free.indentRow(1)
        #expect(rows(free) == ["A", "B<A", "C", "D", "M"])
    }

    @Test("outdenting a task whose siblings below would become subtasks it is linked to is refused; nothing changes")
    func outdentOverLinkedSiblings() throws {
        let manager = try plan()
        try manager.indentRow(1)
        try manager.indentRow(2)
        try manager.indentRow(3)   // A: B, C, D
        #expect(rows(manager) == ["A", "B<A", "C<A", "D<A", "M"])
        _ = try manager.addNewDependency(from: 2, to: 4)   // B → D
        let before = state(manager)
        #expect(throws: GanttChartOutlineEditError(row: 1, reason: "\"D\" cannot go under \"B\": the link \"B\" → \"D\" would link a summary "
            + "task to its own subtask, which a plan cannot have; remove the link first")) { try manager.outdentRow(1) }
        #expect(state(manager) == before)
        // C has no link to D: outdenting it takes D as its subtask.
        try manager.outdentRow(2)
        #expect(rows(manager) == ["A", "B<A", "C", "D<C", "M"])
    }
}

extension GanttChartItemManagerOutlineTests {
    @Test("a row dropped between two rows moves there with its block under the lower row's parent; onto a row it becomes its last child; undone by its inverses")
    func dropRows() throws {
        let manager = try plan()
        try manager.indentRow(1)   // A: B
        #expect(rows(manager) == ["A", "B<A", "C", "D", "M"])
        // D dropped between A and B (above B): under A, first.
        try expectUndoRestores(manager) { try manager.moveRow(3, to: .above(1)) }
        try manager.moveRow(3, to: .above(1))
        #expect(rows(manager) == ["A", "D<A", "B<A", "C", "M"])
        #expect(manager.children(of: 1) == [2, 4] || manager.children(of: 1) == [4, 2])
        // A's block (A, D, B) dropped above M: rows 0–2 move down behind C.
        try manager.moveRow(0, to: .above(4))
        #expect(rows(manager) == ["C", "A", "D<A", "B<A", "M"])
        // C dropped onto B: B's last child, B a summary.
        try manager.moveRow(0, to: .child(of: 3))
        #expect(rows(manager) == ["A", "D<A", "B<A", "C<B", "M"])
        #expect(manager.item(withID: 2)?.type == .summary)
        // C to the end: top level after M; B, without children, is a task again.
        try manager.moveRow(3, to: .end)
        #expect(rows(manager) == ["A", "D<A", "B<A", "M", "C"])
        #expect(manager.item(withID: 2)?.type == .standard)
        // A drop where the block is already changes nothing.
        let before = state(manager)
        #expect(try manager.recordingEdits { () throws(GanttChartOutlineEditError) in try manager.moveRow(1, to: .above(1)) }.isEmpty)
        #expect(state(manager) == before)
    }

    @Test("drops into the row's own block, onto a milestone, or under a linked task are refused; nothing changes")
    func dropRefusals() throws {
        let manager = try plan()
        try manager.indentRow(1)   // A: B
        _ = try manager.addNewDependency(from: 3, to: 4)   // C → D
        let before = state(manager)
        #expect(throws: GanttChartOutlineEditError(row: 0, reason: "\"A\" cannot move into its own rows")) { try manager.moveRow(0, to: .child(of: 1)) }
        #expect(throws: GanttChartOutlineEditError(row: 0, reason: "\"A\" cannot move into its own rows")) { try manager.moveRow(0, to: .above(1)) }
        #expect(throws: GanttChartOutlineEditError(row: 2, reason: "\"M\" is a milestone, and a milestone cannot be a summary")) {
            try manager.moveRow(2, to: .child(of: 4))
        }
        #expect(throws: GanttChartOutlineEditError(row: 3, reason: "\"D\" cannot go under \"C\": the link \"C\" → \"D\" would link a summary task "
            + "to its own subtask, which a plan cannot have; remove the link first")) { try manager.moveRow(3, to: .child(of: 2)) }
        #expect(throws: GanttChartOutlineEditError(row: 3, reason: "there is no row 9 to move \"D\" to")) { try manager.moveRow(3, to: .above(8)) }
        #expect(state(manager) == before)
    }

    @Test("delete task removes a task with its subtasks and their links, closes their rows, and undoes as one")
    func deleteTask() throws {
        let manager = try plan()
        try manager.indentRow(2)   // C under B
        try manager.indentRow(3)   // D under B
        try manager.addNewDependency(from: 1, to: 3)
        try manager.addNewDependency(from: 4, to: 5)
        #expect(rows(manager) == ["A", "B", "C<B", "D<B", "M"])
        try expectUndoRestores(manager) { try manager.deleteTask(onRow: 1) }
        let deleted = try manager.deleteTask(onRow: 1)
        #expect(deleted.map(\.label) == ["D", "C", "B"])   // subtasks first
        #expect(rows(manager) == ["A", "M"])
        #expect(manager.item(withID: 5)?.row == 1)
        #expect(manager.source.dependencies.isEmpty)
        #expect(throws: GanttChartOutlineEditError(row: 5, reason: "the row has no task")) { try manager.deleteTask(onRow: 5) }
    }

    @Test("deleting a summary's last subtask makes it a standard task; a second item on a row goes alone and the row stays")
    func deleteLastSubtaskAndSecondItems() throws {
        let manager = try plan()
        try manager.indentRow(1)   // B under A
        try manager.addNewItem(label: "Crane", row: 3, time: day(10))   // a second item on D's row
        let crane = try #require(manager.source.items.first { $0.label == "Crane" })
        try manager.deleteTasks(ofItems: [2])
        #expect(rows(manager) == ["A", "C", "D", "M"])
        #expect(manager.item(withID: 1)?.type == .standard)
        try manager.deleteTasks(ofItems: [crane.id])
        #expect(rows(manager) == ["A", "C", "D", "M"])
        #expect(manager.item(withID: crane.id) == nil)
        // Several at once, in any order, a task under another of them counted once: rows close bottom up.
        try manager.indentRow(2)   // D under C
        let before = state(manager)
        let edits = try manager.recordingEdits { try manager.deleteTasks(ofItems: [5, 4, 3]) }
        #expect(rows(manager) == ["A"])
        try manager.apply(edits.reversed().map(\.inverse), runningBehavior: false)
        #expect(state(manager) == before)
    }

    @Test("deleting several tasks at once ends as deleting them one by one, bottom up: random selections of a 40-row outline, undone as one")
    func deleteSeveralAsOneByOne() throws {
        var random = SeededRandomNumberGenerator(seed: 23)
        func outline() throws -> GanttChartItemManager {
            // Four phases of nine tasks, some tasks with two subtasks of their own, and a second bar on a few rows.
            let items = (0..<40).map { GanttChartItem(id: GanttChartItem.ID($0 + 1), label: "T\($0)", row: $0, time: day(3 + $0 % 5)) }
            let manager = GanttChartItemManager(source: try GanttChartItemSource(items: items), schedule: Schedule.standard)
            for row in 0..<40 where row % 10 != 0 { try manager.indentRow(row) }
            for row in [3, 4, 13, 14, 27, 28] { try manager.indentRow(row) }
            for row in [5, 21, 33] { try manager.addNewItem(label: "Second \(row)", row: row, time: day(4)) }
            return manager
        }
        for round in 0..<25 {
            let manager = try outline()
            let ids = manager.source.items.map(\.id)
            let chosen = (0..<(1 + Int(random.next() % 6))).map { _ in ids[Int(random.next() % UInt64(ids.count))] }
            let before = state(manager)
            let edits = try manager.recordingEdits { try manager.deleteTasks(ofItems: chosen) }
            // The same tasks one at a time, lowest row first: main items by their rows, the others alone.
            let oneByOne = try outline()
            for id in chosen.sorted(by: { (oneByOne.item(withID: $0)!.row, $0) > (oneByOne.item(withID: $1)!.row, $1) }) {
                guard let item = oneByOne.item(withID: id) else { continue }
                if GanttChartRowOutline(manager: oneByOne).mainItem(onRow: item.row)?.id == id {
                    _ = try oneByOne.deleteTask(onRow: item.row)
                } else {
                    try oneByOne.removeItem(id)
                }
            }
            #expect(rows(manager) == rows(oneByOne), "round \(round): \(chosen.map(\.rawValue))")
            #expect(state(manager) == state(oneByOne), "round \(round)")
            try manager.apply(edits.reversed().map(\.inverse), runningBehavior: false)
            #expect(state(manager) == before, "round \(round): undo")
        }
    }
}
