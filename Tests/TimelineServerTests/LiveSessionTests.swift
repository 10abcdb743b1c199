import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
import TimelineGraphics
@testable import TimelineServer

@Suite("LiveSession", .timeLimit(.minutes(2)))
struct LiveSessionTests {
    @Test("hello answers with a frame: the plan's items by semantic id, grid rows and the acknowledged seq")
    func hello() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        let replies = await session.handle(text: Fixtures.hello(seq: 1))
        let frame = try #require(replies.first?.frame)
        #expect(replies.count == 1)
        #expect(frame.seq == 1)
        #expect(frame.itemIDs == [1, 2, 3, 4])
        for item in 1...4 { #expect(frame.svg.contains("data-id=\"item:\(item)\"")) }
        #expect(frame.svg.hasPrefix("<?xml") || frame.svg.hasPrefix("<svg"))
        #expect(frame.grid.rows.map { $0.cell("label") } == ["Design", "Build", "Test", "Release"])
        #expect(frame.grid.rows[0].cell("start") == "2025-03-03 08:00")
        #expect(frame.grid.rows[2].cell("completion") == "25%")
        #expect(frame.viewport.width == 900)
        // The frame is valid JSON with the protocol's fields.
        let json = ServerMessage.frame(frame).jsonString()
        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        guard case let .object(fields) = decoded else { Issue.record("not an object"); return }
        #expect(fields["type"] == "frame")
        #expect(fields["seq"] == 1)
        #expect(fields["svg"]?.stringValue == frame.svg)
    }

    @Test("Wheel and key scrolling change the viewport and the frame")
    func scrolling() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try Fixtures.demoDocument())
        let plan = try #require(try LivePlan.load(id, from: store))
        let session = LiveSession(plan: plan)
        let first = try #require(await session.handle(text: Fixtures.hello(seq: 1, width: 700, height: 300)).first?.frame)
        let wheel = Fixtures.message(["type": "wheel", "seq": 2, "dx": 0, "dy": 140])
        let scrolled = try #require(await session.handle(text: wheel).first?.frame)
        #expect(scrolled.seq == 2)
        #expect(scrolled.viewport.firstRow > first.viewport.firstRow)
        #expect(scrolled.grid.rows.first?.row != first.grid.rows.first?.row)
        #expect(scrolled.svg != first.svg)
        let right = Fixtures.message(["type": "key", "seq": 3, "key": "ArrowRight"])
        let moved = try #require(await session.handle(text: right).first?.frame)
        #expect(moved.viewport.x > scrolled.viewport.x)
        let zoomed = try #require(await session.handle(text: Fixtures.command(seq: 4, "zoomIn")).first?.frame)
        #expect(zoomed.viewport.zoom > moved.viewport.zoom)
        let fit = try #require(await session.handle(text: Fixtures.command(seq: 5, "zoomFit")).first?.frame)
        // The engine fits the plan's items (not the wider scrollable timeline) into the width.
        #expect(fit.viewport.zoom < zoomed.viewport.zoom)
        let (_, fitted) = await plan.frame(for: await session.currentView, seq: nil)
        #expect(!fitted.itemFrames.isEmpty)
        for frame in fitted.itemFrames.values {
            #expect(frame.minX >= fitted.contentFrame.minX - 12 && frame.maxX <= fitted.contentFrame.maxX + 12)
        }
    }

    @Test("An edit command changes the model, answers with a frame, and other sessions get changed + a fresh frame")
    func editBroadcast() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let editor = LiveSession(plan: plan), watcher = LiveSession(plan: plan)
        let (_, editorChanges) = await plan.subscribe()
        let (_, watcherChanges) = await plan.subscribe()
        _ = await editor.handle(text: Fixtures.hello(seq: 1))
        _ = await watcher.handle(text: Fixtures.hello(seq: 1))

        let replies = await editor.handle(text: Fixtures.command(seq: 2, "setCompletion", ["item": 3, "completion": 0.75]))
        let frame = try #require(replies.first?.frame)
        #expect(frame.seq == 2)
        #expect(frame.revision == 1)
        #expect(frame.grid.rows[2].cell("completion") == "75%")
        #expect(await plan.item(3)?.completion == 0.75)

        var iterator = watcherChanges.makeAsyncIterator()
        let change = try #require(await iterator.next())
        #expect(change.revision == 1)
        let pushed = await watcher.handle(change)
        #expect(pushed.count == 2)
        #expect(pushed.first == .changed(revision: 1, summary: change.summary))
        #expect(pushed.last?.frame?.grid.rows[2].cell("completion") == "75%")
        #expect(pushed.last?.frame?.seq == nil)

        // The editor hears its own change but sends nothing for it.
        var own = editorChanges.makeAsyncIterator()
        let ownChange = try #require(await own.next())
        #expect(await editor.handle(ownChange).isEmpty)
    }

    @Test("Grid cell edits are validated: a bad value is an error naming row and column, the model is unchanged")
    func cellEdits() async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let plan = try #require(try LivePlan.load(id, from: store))
        let session = LiveSession(plan: plan)
        _ = await session.handle(text: Fixtures.hello(seq: 1))
        let renamed = await session.handle(text: Fixtures.command(seq: 2, "editCell", ["row": 0, "column": "label", "text": "Design <v2>"]))
        #expect(renamed.first?.frame?.grid.rows[0].cell("label") == "Design <v2>")
        #expect(await plan.item(1)?.label == "Design <v2>")

        let bad = await session.handle(text: Fixtures.command(seq: 3, "editCell", ["row": 1, "column": "completion", "text": "150%"]))
        let message = try #require(bad.first?.errorMessage)
        #expect(message.contains("row 2"))
        #expect(message.contains("completion"))
        #expect(bad.last?.frame != nil)   // the page still gets the unchanged frame
        #expect(await plan.item(2)?.completion == 0)

        let badFinish = await session.handle(text: Fixtures.command(seq: 4, "editCell", ["row": 1, "column": "finish", "text": "2025-03-01 08:00"]))
        #expect(badFinish.first?.errorMessage?.contains("before the start") == true)

        let start = await session.handle(text: Fixtures.command(seq: 5, "editCell", ["row": 1, "column": "start", "text": "2025-03-06 08:00"]))
        #expect(start.first?.frame?.grid.rows[1].cell("start") == "2025-03-06 08:00")
        #expect(try store.loadPlan(id)?.document.items.first { $0.id == 2 }?.start == Time(year: 2025, month: 3, day: 6, hour: 8))

        // The library's computed columns: working duration and predecessors (by task id), both editable.
        let shown = try #require(start.first?.frame?.grid.rows[2])
        #expect(shown.cell("wbs") == "3" && shown.cell("duration") == "2d" && shown.cell("predecessors") == "2")
        let longer = await session.handle(text: Fixtures.command(seq: 6, "editCell", ["row": 2, "column": "duration", "text": "3d"]))
        // Mon 03-10 08:00 plus three days of the standard calendar (08:00–16:00) ends Wed 16:00.
        #expect(longer.first?.frame?.grid.rows[2].cell("finish") == "2025-03-12 16:00")
        #expect(try store.loadPlan(id)?.document.items.first { $0.id == 3 }?.finish == Time(year: 2025, month: 3, day: 12, hour: 16))
        let linked = await session.handle(text: Fixtures.command(seq: 7, "editCell", ["row": 3, "column": "predecessors", "text": "1FS+1d"]))
        #expect(linked.first?.frame?.grid.rows[3].cell("predecessors") == "1FS+1d")
        #expect(await plan.dependencies.contains { $0.from == 1 && $0.to == 4 })
        let cycle = await session.handle(text: Fixtures.command(seq: 8, "editCell", ["row": 0, "column": "predecessors", "text": "3"]))
        #expect(cycle.first?.errorMessage?.contains("cycle") == true)
        _ = await session.handle(text: Fixtures.command(seq: 9, "undo"))
        #expect(await !plan.dependencies.contains { $0.from == 1 && $0.to == 4 })
    }

    @Test("Dragging a bar moves its item through the item manager")
    func drag() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        _ = await session.handle(text: Fixtures.hello(seq: 1, width: 1_400, height: 400))
        let (_, scene) = await plan.frame(for: await session.currentView, seq: nil)
        let bar = try #require(scene.itemFrames[GanttChartItem.ID(3)])
        let before = try #require(await plan.item(3)?.start)
        func pointer(_ type: String, _ seq: Int, _ x: Double) -> String {
            Fixtures.message(["type": .string(type), "seq": .number(Double(seq)), "x": .number(x), "y": .number(bar.midY), "button": 0])
        }
        _ = await session.handle(text: pointer("pointerdown", 2, bar.midX))
        _ = await session.handle(text: pointer("pointermove", 3, bar.midX + 60))
        let up = await session.handle(text: pointer("pointerup", 4, bar.midX + 60))
        #expect(up.first?.frame?.revision == 1)
        let after = try #require(await plan.item(3)?.start)
        #expect(after > before)
    }

    @Test("Malformed, unknown, oversized and out-of-order messages get errors; the session keeps working")
    func badMessages() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        // Before hello, only hello is accepted.
        #expect(await session.handle(text: Fixtures.command(seq: 1, "zoomIn")).first?.errorMessage?.contains("hello") == true)
        _ = await session.handle(text: Fixtures.hello(seq: 2))

        #expect(await session.handle(text: "{not json").first?.errorMessage == "malformed JSON")
        #expect(await session.handle(text: "[1,2]").first?.errorMessage != nil)
        #expect(await session.handle(text: #"{"type":"teleport","seq":3}"#) == [.error(seq: 3, message: "unknown message type \"teleport\"")])
        #expect(await session.handle(text: #"{"type":"wheel"}"#).first?.errorMessage?.contains("seq") == true)
        let huge = Fixtures.command(seq: 4, "editCell", ["row": 0, "column": "label", "text": .string(String(repeating: "x", count: 70_000))])
        #expect(await session.handle(text: huge).first?.errorMessage?.contains("too large") == true)
        #expect(await session.handle(text: Fixtures.command(seq: 5, "fly")).first?.errorMessage == "unknown command \"fly\"")
        #expect(await session.handle(text: Fixtures.command(seq: 6, "setCompletion", ["item": 3])).first?.errorMessage?.contains("completion") == true)
        #expect(await session.handle(text: Fixtures.command(seq: 7, "deleteItem", ["item": 99])).first?.errorMessage?.contains("99") == true)
        // Out of order: 7 was used.
        let stale = await session.handle(text: Fixtures.command(seq: 7, "zoomIn"))
        #expect(stale.count == 1)
        #expect(stale.first?.errorMessage?.contains("out-of-order") == true)
        // Still works.
        let frame = try #require(await session.handle(text: Fixtures.command(seq: 8, "refresh")).first?.frame)
        #expect(frame.seq == 8)
        #expect(frame.itemIDs == [1, 2, 3, 4])
        #expect(await plan.revision == 0)
    }

    @Test("Undo and redo commands, view options and the critical path")
    func commands() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        _ = await session.handle(text: Fixtures.hello(seq: 1))
        let dependency = try #require(await plan.dependencies.first?.id.rawValue)
        _ = await session.handle(text: Fixtures.command(seq: 2, "deleteDependency", ["dependency": .number(Double(dependency))]))
        #expect(await plan.dependencies.count == 1)
        let undone = try #require(await session.handle(text: Fixtures.command(seq: 3, "undo")).first?.frame)
        #expect(undone.canRedo)
        #expect(await plan.dependencies.count == 2)
        _ = await session.handle(text: Fixtures.message(["type": "key", "seq": 4, "key": "z", "modifiers": .array(["ctrl", "shift"])]))
        #expect(await plan.dependencies.count == 1)

        let dark = try #require(await session.handle(text: Fixtures.command(seq: 5, "setMode", ["mode": "dark"])).first?.frame)
        #expect(dark.mode == "dark")
        let jewel = try #require(await session.handle(text: Fixtures.command(seq: 6, "setTheme", ["theme": "jewel"])).first?.frame)
        #expect(jewel.theme == "jewel")
        #expect(jewel.svg != dark.svg)
        let critical = try #require(await session.handle(text: Fixtures.command(seq: 7, "showCriticalPath", ["on": true])).first?.frame)
        #expect(critical.showsCriticalPath)
        #expect(await session.handle(text: Fixtures.command(seq: 8, "setTheme", ["theme": "neon"])).first?.errorMessage != nil)
    }

    @Test("resize and today move the view; grid rows sit on the chart rows; Delete removes the selected bar")
    func viewAndSelection() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try Fixtures.demoDocument())
        let plan = try #require(try LivePlan.load(id, from: store))
        let session = LiveSession(plan: plan)
        let first = try #require(await session.handle(text: Fixtures.hello(seq: 1, width: 600, height: 300)).first?.frame)
        let resized = try #require(await session.handle(text: Fixtures.message(["type": "resize", "seq": 2, "width": 1_000, "height": 500])).first?.frame)
        #expect(resized.viewport.width == 1_000 && resized.viewport.height == 500)
        #expect(resized.grid.rows.count > first.grid.rows.count)
        // Grid row i is drawn where the chart draws row i.
        let (_, scene) = await plan.frame(for: await session.currentView, seq: nil)
        for row in resized.grid.rows { #expect(row.y == scene.y(forRow: row.row)) }

        // Select the first bar on screen, press Delete.
        let (_, current) = await plan.frame(for: await session.currentView, seq: nil)
        let (item, bar) = try #require(current.itemFrames.filter { $0.value.width > 4 && $0.value.minX > current.contentFrame.minX }.min { $0.key < $1.key })
        let down = Fixtures.message(["type": "pointerdown", "seq": 3, "x": .number(bar.midX), "y": .number(bar.midY), "button": 0])
        let up = Fixtures.message(["type": "pointerup", "seq": 4, "x": .number(bar.midX), "y": .number(bar.midY), "button": 0])
        _ = await session.handle(text: down)
        _ = await session.handle(text: up)
        #expect(await plan.item(item.rawValue) != nil)
        let deleted = try #require(await session.handle(text: Fixtures.message(["type": "key", "seq": 5, "key": "Delete"])).first?.frame)
        #expect(await plan.item(item.rawValue) == nil)
        #expect(!deleted.itemIDs.contains(item.rawValue))
        #expect(deleted.notice?.hasPrefix("deleted") == true)

        // The demo plan's "now" is 2025-04-09 12:00: today scrolls right.
        let today = try #require(await session.handle(text: Fixtures.command(seq: 7, "today")).first?.frame)
        #expect(today.viewport.x > deleted.viewport.x)
    }
}

extension LiveSessionTests {
    @Test("A virtual plan of 10^12 computed rows: frames show the rows scrolled to, End reaches the last row, edits and exports are refused")
    func virtualPlan() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let registry = PlanRegistry(store: try temporary.open())
        let provider = GanttChartVirtualItemProvider()
        let id = try await registry.addVirtualPlan(provider, title: "Huge")
        #expect(id == -1)
        #expect(await registry.planList().map(\.id) == [-1])
        let plan = try #require(await registry.plan(id))
        #expect(plan.isReadOnly)
        let session = LiveSession(plan: plan)
        let first = try #require(await session.handle(text: Fixtures.hello(seq: 1, width: 1_200, height: 600)).first?.frame)
        #expect(first.grid.rows.first?.cell("label") == "Task 0")
        #expect(first.viewport.rowCount >= 1_000_000_000_000)

        // Scroll to a row in the middle: the grid shows exactly the provider's items there.
        let middle = 500_000_000_123
        let scrolled = try #require(await session.handle(text: Fixtures.command(seq: 2, "scrollTo", ["row": .number(Double(middle))])).first?.frame)
        #expect(scrolled.viewport.firstRow == middle)
        let row = try #require(scrolled.grid.rows.first)
        #expect(row.row == middle)
        let item = try #require(provider.filteredItems(rows: middle..<(middle + 1), timeline: provider.preferredTimeline!).first)
        #expect(row.cell("label") == item.label)
        #expect(row.itemID == middle)

        // End: the last rows.
        let end = try #require(await session.handle(text: Fixtures.message(["type": "key", "seq": 3, "key": "End"])).first?.frame)
        #expect(end.grid.rows.contains { $0.cell("label") == "Task 999999999999" })
        #expect(end.itemIDs.count < 200)   // only what is visible is drawn

        // Read-only: edits and exports are refused with a reason, the plan stays as it is.
        let refused = await session.handle(text: Fixtures.command(seq: 4, "setCompletion", ["item": .number(Double(middle)), "completion": 0.5]))
        #expect(refused.first?.errorMessage?.contains("read-only") == true)
        do {
            _ = try await plan.export(.svg)
            Issue.record("a virtual plan exported")
        } catch {
            #expect(error.message.contains("cannot be exported"))
        }
    }
}

extension LiveSessionTests {
    /// Two summaries over two children each, then a task at the top level.
    static let outlineYAML = """
        title: Outline
        calendar: standard
        items:
          - {id: 1, label: Design, type: summary, row: 0, start: 2025-03-03T08:00:00}
          - {id: 2, label: Survey, parent: 1, row: 1, start: 2025-03-03T08:00:00, duration: 2d}
          - {id: 3, label: Drawings, parent: 1, row: 2, start: 2025-03-05T08:00:00, duration: 3d}
          - {id: 4, label: Build, type: summary, row: 3, start: 2025-03-10T08:00:00}
          - {id: 5, label: Walls, parent: 4, row: 4, start: 2025-03-10T08:00:00, duration: 2d}
          - {id: 6, label: Paint, parent: 4, row: 5, start: 2025-03-12T08:00:00, duration: 1d}
          - {id: 7, label: Move in, row: 6, start: 2025-03-13T08:00:00, duration: 1d}
        """

    @Test("Collapsing a summary hides its children's rows for that session only; grid rows carry level and expander; cell edits hit the shown row")
    func collapse() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: Self.outlineYAML, file: "outline.yaml"))
        let plan = try #require(try LivePlan.load(id, from: store))
        let session = LiveSession(plan: plan), other = LiveSession(plan: plan)
        let first = try #require(await session.handle(text: Fixtures.hello(seq: 1)).first?.frame)
        _ = await other.handle(text: Fixtures.hello(seq: 1))
        #expect(first.grid.rows.prefix(7).map(\.level) == [0, 1, 1, 0, 1, 1, 0])
        #expect(first.grid.rows.prefix(7).map(\.isExpandable) == [true, false, false, true, false, false, false])

        let collapsed = try #require(await session.handle(text: Fixtures.command(seq: 2, "toggleRow", ["item": 1])).first?.frame)
        #expect(collapsed.grid.rows.prefix(5).map { $0.cell("label") } == ["Design", "Build", "Walls", "Paint", "Move in"])
        // The outline numbers are the library's (WBS), counted in the full tree.
        #expect(collapsed.grid.rows.prefix(5).map { $0.cell("wbs") } == ["1", "2", "2.1", "2.2", "3"])
        #expect(collapsed.grid.rows.first?.isExpanded == false)
        #expect(!collapsed.itemIDs.contains(2) && !collapsed.itemIDs.contains(3))
        #expect(collapsed.itemIDs.contains(7))
        // The other page still sees everything.
        let unchanged = try #require(await other.handle(text: Fixtures.command(seq: 2, "refresh")).first?.frame)
        #expect(unchanged.itemIDs.contains(2))

        // Display row 4 is "Move in" (model row 6): an edit there renames it, not "Paint".
        let edited = await session.handle(text: Fixtures.command(seq: 3, "editCell", ["row": 4, "column": "label", "text": "Handover"]))
        #expect(edited.first?.frame != nil)
        #expect(await plan.item(7)?.label == "Handover")
        #expect(await plan.item(6)?.label == "Paint")

        // Both collapsed, then expanded again.
        let both = try #require(await session.handle(text: Fixtures.command(seq: 4, "toggleRow", ["item": 4])).first?.frame)
        #expect(both.grid.rows.prefix(3).map { $0.cell("label") } == ["Design", "Build", "Handover"])
        let expanded = try #require(await session.handle(text: Fixtures.command(seq: 5, "toggleRow", ["item": 1, "expanded": true])).first?.frame)
        #expect(expanded.grid.rows.prefix(4).map { $0.cell("label") } == ["Design", "Survey", "Drawings", "Build"])

        // A leaf has nothing to toggle.
        let leaf = await session.handle(text: Fixtures.command(seq: 6, "toggleRow", ["item": 2]))
        #expect(leaf.first?.errorMessage == "toggleRow: item 2 has no children to show or hide")
    }

    @Test("Summaries follow their children in the live plan: moving a child later stretches its summary, moving the summary moves the children")
    func summariesFollow() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: Self.outlineYAML, file: "outline.yaml"))
        let plan = try #require(try LivePlan.load(id, from: store))
        let session = LiveSession(plan: plan)
        _ = await session.handle(text: Fixtures.hello(seq: 1))
        // Design spans Mon 3 Mar 08:00 (Survey) to Fri 7 Mar 16:00 (Drawings: 3 days from Wed on the standard 08–16 calendar).
        let design = try #require(await plan.item(1))
        #expect(design.time.start == Time(year: 2025, month: 3, day: 3, hour: 8))
        #expect(design.time.finish == Time(year: 2025, month: 3, day: 7, hour: 16))
        _ = await session.handle(text: Fixtures.command(seq: 2, "moveItem", ["item": 3, "start": "2025-03-10T08:00:00"]))
        #expect(await plan.item(1)?.time.finish == Time(year: 2025, month: 3, day: 12, hour: 16))
        _ = await session.handle(text: Fixtures.command(seq: 3, "moveItem", ["item": 1, "start": "2025-03-04T08:00:00"]))
        #expect(await plan.item(2)?.time.start == Time(year: 2025, month: 3, day: 4, hour: 8))
        // Stored, with the behavior's edits in the same revision.
        let reopened = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await reopened.item(2)?.time.start == Time(year: 2025, month: 3, day: 4, hour: 8))
    }
}

extension LiveSessionTests {
    @Test("Auto-scheduling (plan-wide): successors follow a moved predecessor in working time, the moved item keeps its date, undo restores all, off stops it")
    func autoScheduling() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan), other = LiveSession(plan: plan)
        _ = await session.handle(text: Fixtures.hello(seq: 1))
        _ = await other.handle(text: Fixtures.hello(seq: 1))
        func day(_ day: Int, _ hour: Int = 8) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }
        let on = try #require(await session.handle(text: Fixtures.command(seq: 2, "setAutoScheduling", ["on": true])).first?.frame)
        #expect(on.autoScheduling)
        // The plan already respects its links (Design Mon–Tue, Build from Wed, Test from next Mon): nothing moved.
        #expect(await plan.item(2)?.time.start == day(5))
        #expect(try #require(await other.handle(text: Fixtures.command(seq: 2, "refresh")).first?.frame).autoScheduling)

        // Design one day later (Tue–Wed, finishing Wed 16:00 on the 08–16 calendar): Build starts Thu 08:00 and,
        // three working days long, finishes Mon 16:00; Test starts Tue 11 March.
        _ = await session.handle(text: Fixtures.command(seq: 3, "moveItem", ["item": 1, "start": "2025-03-04T08:00:00"]))
        #expect(await plan.item(1)?.time.start == day(4))
        #expect(await plan.item(2)?.time == TimeRange(day(6)..<day(10, 16)))
        #expect(await plan.item(3)?.time.start == day(11))
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.item(3)?.time.start == day(11))

        // One undo takes the whole edit back.
        _ = await session.handle(text: Fixtures.command(seq: 4, "undo"))
        #expect(await plan.item(1)?.time.start == day(3))
        #expect(await plan.item(2)?.time.start == day(5))
        #expect(await plan.item(3)?.time.start == day(10))

        // Off: links no longer move anything.
        let off = try #require(await session.handle(text: Fixtures.command(seq: 5, "setAutoScheduling", ["on": false])).first?.frame)
        #expect(!off.autoScheduling)
        _ = await session.handle(text: Fixtures.command(seq: 6, "moveItem", ["item": 1, "start": "2025-03-04T08:00:00"]))
        #expect(await plan.item(2)?.time.start == day(5))
        let bad = await session.handle(text: Fixtures.command(seq: 7, "setAutoScheduling"))
        #expect(bad.first?.errorMessage == "setAutoScheduling: missing boolean \"on\"")
    }
}

extension Frame.Grid.Row {
    /// The cell of the grid column with `key` (the page's column keys).
    func cell(_ key: String) -> String? {
        PlanModel.gridColumnKeys.firstIndex(of: key).flatMap { cells.indices.contains($0) ? cells[$0] : nil }
    }
}
