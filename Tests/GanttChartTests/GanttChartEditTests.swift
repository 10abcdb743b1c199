import GanttChart
import ProjectScheduling
import Testing
import TimelineCore

@Suite("GanttChartEdit: one edit value, applied and undone by the manager")
struct GanttChartEditTests {
    /// 1 Design (Tue 4 – Thu 6), 2 Build (Mon 10 – Wed 12), 3 Launch (milestone Fri 14); link 1 → 2 (id 0).
    static func manager() throws -> GanttChartItemManager {
        let items = [
            GanttChartItem(id: 1, label: "Design", row: 0, time: TimeRange(march(4)..<march(6))),
            GanttChartItem(id: 2, label: "Build", row: 1, time: TimeRange(march(10)..<march(12))),
            GanttChartItem(id: 3, label: "Launch", row: 2, time: TimeRange(at: march(14)), type: .milestone),
        ]
        let link = GanttChartDependency(id: 0, from: 1, to: 2)
        return GanttChartItemManager(source: try GanttChartItemSource(items: items, dependencies: [link]))
    }

    /// Applies `edit`, checks it took, undoes what it made and checks the source is as before.
    static func roundTrip(_ edit: GanttChartEdit, check: (GanttChartItemManager) -> Bool) throws {
        let manager = try manager()
        let before = manager.source
        let made = try manager.apply(edit)
        #expect(made.contains(edit), "the edit itself is reported")
        #expect(check(manager), "\(edit) applied")
        try manager.apply(made.reversed().map(\.inverse), runningBehavior: false)
        #expect(manager.source.items.sorted { $0.id < $1.id }.map(\.label) == before.items.sorted { $0.id < $1.id }.map(\.label))
        for item in before.items {
            let now = manager.item(withID: item.id)
            #expect(now?.time == item.time && now?.type == item.type && now?.attachment == item.attachment && now?.details == item.details,
                    "item \(item.id) restored after undoing \(edit)")
        }
        #expect(manager.source.dependencies.map(\.type) == before.dependencies.map(\.type))
    }

    @Test("label, attachment and details edits apply and undo")
    func textFields() throws {
        try Self.roundTrip(.label(1, from: "Design", to: "UX design")) { $0.item(withID: 1)?.label == "UX design" }
        try Self.roundTrip(.attachment(2, from: nil, to: "Ana, Ben")) { $0.item(withID: 2)?.attachment == "Ana, Ben" }
        try Self.roundTrip(.details(2, from: nil, to: "Needs the API first")) { $0.item(withID: 2)?.details == "Needs the API first" }
    }

    @Test("a standard item becoming a milestone loses its duration first, and undo gives it back")
    func typeToMilestone() throws {
        let manager = try Self.manager()
        let made = try manager.apply(.itemType(1, from: .standard, to: .milestone))
        #expect(made == [.time(1, from: TimeRange(march(4)..<march(6)), to: TimeRange(at: march(4))), .itemType(1, from: .standard, to: .milestone)])
        #expect(manager.item(withID: 1)?.isMilestone == true)
        try manager.apply(made.reversed().map(\.inverse), runningBehavior: false)
        #expect(manager.item(withID: 1)?.type == .standard)
        #expect(manager.item(withID: 1)?.time == TimeRange(march(4)..<march(6)))
        try Self.roundTrip(.itemType(1, from: .standard, to: .milestone)) { $0.item(withID: 1)?.isMilestone == true }
    }

    @Test("dependency type, lag, constraint, deadline and parent edits apply and undo")
    func structureFields() throws {
        try Self.roundTrip(.dependencyType(0, from: .fromFinishToStart, to: .fromStartToStart)) { $0.dependency(withID: 0)?.type == .fromStartToStart }
        let manager = try Self.manager()
        try manager.apply(.lag(0, from: nil, to: .elapsed(86_400)))
        #expect(manager.lag(for: 0) == .elapsed(86_400))
        let constraint = GanttChartItemConstraint.startNoEarlierThan(march(11))
        let made = try manager.apply(.constraint(2, from: nil, to: constraint))
        #expect(made.first == .constraint(2, from: nil, to: constraint))
        #expect(manager.constraint(for: 2) == constraint)
        try manager.apply(.deadline(2, from: nil, to: march(13)))
        #expect(manager.deadline(for: 2) == march(13))
        #expect(manager.constraint(for: 2) == constraint, "a deadline edit keeps the constraint")
        try manager.apply(.parent(3, from: nil, to: 2))
        #expect(manager.parent(of: 3) == 2)
        let undone = try manager.apply(.parent(3, from: 2, to: nil))
        #expect(undone.first == .parent(3, from: 2, to: nil))
        #expect(manager.parent(of: 3) == nil)
        try manager.apply(.constraint(2, from: constraint, to: nil))
        #expect(manager.constraint(for: 2) == nil)
    }

    @Test("manual scheduling keeps an item's dates while auto-scheduling runs; made automatic it follows its predecessor; both undo")
    func manualScheduling() throws {
        let manager = try Self.manager()
        manager.isAutoScheduling = true
        // The continuous calendar: Build's two days right after Design's finish (Thu 6 00:00).
        #expect(manager.item(withID: 2)?.time == TimeRange(march(6)..<march(8)), "automatic: after Design")
        let made = try manager.apply(.manualScheduling(2, from: false, to: true))
        #expect(made == [.manualScheduling(2, from: false, to: true)])
        #expect(manager.isManuallyScheduled(2))
        try manager.updateTime(for: 2, to: TimeRange(march(10)..<march(12)))
        manager.applyBehavior()
        #expect(manager.item(withID: 2)?.time == TimeRange(march(10)..<march(12)), "manual: stays where it was put")
        let automatic = try manager.apply(.manualScheduling(2, from: true, to: false))
        #expect(!manager.isManuallyScheduled(2))
        #expect(manager.item(withID: 2)?.time == TimeRange(march(6)..<march(8)), "automatic again: after Design")
        try manager.apply(automatic.reversed().map(\.inverse), runningBehavior: false)
        #expect(manager.isManuallyScheduled(2) && manager.item(withID: 2)?.time == TimeRange(march(10)..<march(12)))
        #expect(GanttChartEdit.manualScheduling(2, from: false, to: true).inverse == .manualScheduling(2, from: true, to: false))
        #expect(GanttChartEdit.manualScheduling(2, from: true, to: true).isEmpty)
    }

    @Test("a calendar edit names one of the manager's calendars: applied, refused when unknown, undone")
    func calendarByName() throws {
        let manager = try Self.manager()
        manager.namedSchedules["standard"] = Schedule.standard
        #expect(throws: GanttChartValidationError.unknownSchedule(item: 3, name: "lunar")) { try manager.updateSchedule(for: 3, named: "lunar") }
        let made = try manager.apply(.schedule(3, from: nil, to: "standard"))
        #expect(made == [.schedule(3, from: nil, to: "standard")])
        #expect(manager.scheduleNames[3] == "standard" && manager.item(withID: 3)?.schedule != nil)
        try manager.apply(made.map(\.inverse), runningBehavior: false)
        #expect(manager.scheduleNames[3] == nil && manager.item(withID: 3)?.schedule == nil)
        // Chosen and taken back in one gesture: nothing left.
        #expect(GanttChartEdit.coalescing([.schedule(3, from: nil, to: "standard"), .schedule(3, from: "standard", to: nil)]).isEmpty)
        #expect(GanttChartEdit.coalescing([.schedule(3, from: nil, to: "standard"), .schedule(3, from: "standard", to: "fullWeek")])
            == [.schedule(3, from: nil, to: "fullWeek")])
    }

    @Test("removing an item reports its links first; undoing the removal restores both")
    func removeAndRestore() throws {
        let manager = try Self.manager()
        let item = try #require(manager.item(withID: 1))
        let made = try manager.apply(.itemRemoved(item))
        #expect(made.count == 2)
        guard case .dependencyRemoved(let link) = made.first else { Issue.record("the link goes first"); return }
        #expect(link.id == 0)
        #expect(made.last == .itemRemoved(item))
        try manager.apply(made.reversed().map(\.inverse), runningBehavior: false)
        #expect(manager.item(withID: 1) == item)
        #expect(manager.dependency(withID: 0)?.from == 1)
    }

    @Test("the observer receives every edit as the same value the recording gets")
    func observerGetsEdits() throws {
        final class Log: GanttChartItemObserver {
            var edits: [GanttChartEdit] = []
            func itemManager(_ manager: GanttChartItemManager, didApply edit: GanttChartEdit) { edits.append(edit) }
        }
        let manager = try Self.manager()
        let log = Log()
        manager.observer = log
        let made = try manager.recordingEdits {
            try manager.updateLabel(for: 2, to: "Build the API")
            try manager.updateTime(for: 2, to: TimeRange(march(11)..<march(13)))
        }
        #expect(made == log.edits)
        #expect(made == [.label(2, from: "Build", to: "Build the API"),
                         .time(2, from: TimeRange(march(10)..<march(12)), to: TimeRange(march(11)..<march(13)))])
    }

    @Test("a recording whose body throws undoes the edits it made")
    func recordingRollsBack() throws {
        struct Stop: Error {}
        let manager = try Self.manager()
        #expect(throws: Stop.self) {
            _ = try manager.recordingEdits {
                try manager.updateLabel(for: 1, to: "Changed")
                try manager.updateRow(for: 1, to: 5)
                throw Stop()
            }
        }
        #expect(manager.item(withID: 1)?.label == "Design")
        #expect(manager.item(withID: 1)?.row == 0)
    }

    @Test("an invalid edit throws and changes nothing")
    func invalidEdit() throws {
        let manager = try Self.manager()
        #expect(throws: GanttChartValidationError.self) { try manager.apply(.completion(1, from: 0, to: 2)) }
        #expect(manager.item(withID: 1)?.completion == 0)
        #expect(throws: GanttChartValidationError.self) { try manager.apply(.label(99, from: "", to: "x")) }
    }

    @Test("coalescing keeps each field's first from and last to, drops no-ops, and stops at removals")
    func coalescing() {
        let a = TimeRange(march(4)..<march(6)), b = TimeRange(march(5)..<march(7)), c = TimeRange(march(6)..<march(8))
        let x = TimeRange(march(10)..<march(12)), y = TimeRange(march(11)..<march(13))
        #expect(GanttChartEdit.coalescing([.time(1, from: a, to: b), .time(2, from: x, to: y), .time(1, from: b, to: c)])
            == [.time(1, from: a, to: c), .time(2, from: x, to: y)])
        #expect(GanttChartEdit.coalescing([.time(1, from: a, to: b), .time(1, from: b, to: a)]) == [], "back where it began")
        #expect(GanttChartEdit.coalescing([.row(1, from: 0, to: 1), .completion(1, from: 0, to: 0.5), .row(1, from: 1, to: 2)])
            == [.row(1, from: 0, to: 2), .completion(1, from: 0, to: 0.5)])
        let item = GanttChartItem(id: 1, label: "Design", row: 0, time: a)
        let edits: [GanttChartEdit] = [.time(1, from: a, to: b), .itemRemoved(item), .itemAdded(item), .time(1, from: a, to: c)]
        #expect(GanttChartEdit.coalescing(edits) == edits, "a removal ends the run")
    }

    @Test("a drag of 10 000 moves keeps one edit per changed field, and its release commits exactly that")
    func longDragStaysSmall() throws {
        var h = try InteractionHarness()
        h.down(90, h.mid(0))   // Design's body (x 60–180; its completion edge is at 120)
        let scene = h.scene   // The scene the press saw: hit testing during the drag needs no new layout.
        for step in 0..<10_000 {
            _ = h.interaction.handle(.pointerMoved(GanttChartPointerEvent(x: 90 + Double(step % 200), y: h.mid(0))), in: scene, manager: h.manager)
        }
        guard case let .dragging(drag) = h.interaction.state else { Issue.record("not dragging"); return }
        #expect(drag.changes.count == 1, "\(drag.changes.count) edits retained")
        h.move(150, h.mid(0))   // 60 points = one day later
        let effects = h.up(150, h.mid(0))
        let committed = effects.compactMap { effect -> [GanttChartEdit]? in
            if case let .committed(_, changes) = effect { return changes }
            return nil
        }
        #expect(committed.count == 1)
        guard case let .time(id, from, to)? = committed.first?.first, committed.first?.count == 1 else {
            Issue.record("one time edit expected, got \(committed)")
            return
        }
        #expect(id == 1)
        #expect(from.start == march(4) && from.finish == march(6))
        #expect(to.start == march(5) && to.finish == march(7))
    }
}
