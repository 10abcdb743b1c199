import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
import TimelineGraphics
@testable import TimelineServer

/// Indent, outdent, insert and move rows in the live page: each one undoable,
/// stored and broadcast edit. The small plan: Design (row 0), Build (1),
/// Test (2), Release (3, a milestone), all top-level, on the standard schedule.
@Suite("Live session: rows and outline")
struct LiveSessionOutlineTests {
    private static func mar(_ day: Int, _ hour: Int) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

    private static func wbs(_ frame: Frame) -> [String] { frame.grid.rows.map { $0.cell("wbs") ?? "?" } }

    private static func storedParent(of item: Int, plan id: Int, in temporary: TemporaryStore) async throws -> TimelineDocument.ItemReference? {
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        return await stored.document().items.first { $0.id == item }?.parent
    }

    /// The small plan without its link Build → Test (indenting Test under its predecessor Build is refused).
    private static func unlinkedSmallPlan() throws -> (TemporaryStore, LivePlan, Int) {
        let temporary = TemporaryStore()
        let store = try temporary.open()
        let yaml = Fixtures.smallYAML.replacingOccurrences(of: "\n  - {from: 2, to: 3}", with: "")
        let id = try store.createPlan(from: try TimelineDocument(parsing: yaml, file: "small.yaml"))
        #expect(!yaml.contains("{from: 2, to: 3}"))
        return (temporary, try #require(try LivePlan.load(id, from: store)), id)
    }

    @Test("Indent makes Test a child of Build (WBS 2.1, Build a summary spanning it), stored and broadcast; undo restores all")
    func indent() async throws {
        let (temporary, plan, id) = try Self.unlinkedSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        let watcher = LiveSession(plan: plan)
        let (_, watcherChanges) = await plan.subscribe()
        let first = try #require(await page.hello())
        _ = await watcher.handle(text: Fixtures.hello(seq: 1))
        #expect(Self.wbs(first) == ["1", "2", "3", "4"])

        var frame = try #require(await page.send("command", ["name": "indent", "arguments": .object(["item": 3])]).first?.frame)
        #expect(frame.notice == "indented \"Test\"")
        #expect(Self.wbs(frame) == ["1", "2", "2.1", "3"])
        #expect(frame.revision == 1 && frame.canUndo)
        #expect(await plan.item(2)?.type == .summary)
        #expect(await plan.item(2)?.time == TimeRange(Self.mar(10, 8)..<Self.mar(11, 16)))   // spans Test
        #expect(try await Self.storedParent(of: 3, plan: id, in: temporary) == .id(2))

        // The other page hears it and shows the new numbers.
        var iterator = watcherChanges.makeAsyncIterator()
        let change = try #require(await iterator.next())
        let pushed = await watcher.handle(change)
        #expect(pushed.first == .changed(revision: 1, summary: "indented \"Test\""))
        #expect(pushed.last?.frame.map(Self.wbs) == ["1", "2", "2.1", "3"])

        // One undo: Build is a task again with its own dates, Test top-level, in the store too.
        frame = try #require(await page.send("command", ["name": "undo"]).first?.frame)
        #expect(frame.notice == "undid: indented \"Test\"")
        #expect(Self.wbs(frame) == ["1", "2", "3", "4"])
        #expect(await plan.item(2)?.type == .standard)
        #expect(await plan.item(2)?.time == TimeRange(Self.mar(5, 8)..<Self.mar(7, 16)))
        #expect(try await Self.storedParent(of: 3, plan: id, in: temporary) == nil)
    }

    @Test("Indenting Test under its own predecessor Build is refused, as Microsoft Project refuses it, naming the link; nothing changes")
    func indentUnderPredecessor() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        let replies = await page.send("command", ["name": "indent", "arguments": .object(["item": 3])])
        #expect(replies.first?.errorMessage == "row 3: \"Test\" cannot go under \"Build\": the link \"Build\" → \"Test\" would link a summary task "
            + "to its own subtask, which a plan cannot have; remove the link first")
        #expect(replies.last?.frame.map(Self.wbs) == ["1", "2", "3", "4"])
        #expect(await plan.revision == 0)
        #expect(await plan.item(2)?.type == .standard)
        #expect(await plan.dependencies.count == 2)
    }

    @Test("Refusals name the task: the first row cannot be indented, a top-level row cannot be outdented; nothing is committed")
    func refusals() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        let indent = await page.send("command", ["name": "indent", "arguments": .object(["item": 1])])
        #expect(indent.first?.errorMessage?.contains("row 1: \"Design\" is the first task at its level") == true)
        let outdent = await page.send("command", ["name": "outdent", "arguments": .object(["item": 2])])
        #expect(outdent.first?.errorMessage?.contains("row 2: \"Build\" is already at the top level") == true)
        let unselected = await page.send("command", ["name": "moveRow", "arguments": .object(["up": true])])
        #expect(unselected.first?.errorMessage == "moveRow: select a task first")
        #expect(await plan.revision == 0)
    }

    @Test("Outdent after indent (Shift+Tab) brings the row back; the summary that lost its last child is a task again")
    func outdent() async throws {
        let (temporary, plan, id) = try Self.unlinkedSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        await page.send("command", ["name": "indent", "arguments": .object(["item": 3])])
        let frame = try #require(await page.send("command", ["name": "outdent", "arguments": .object(["item": 3])]).first?.frame)
        #expect(frame.notice == "outdented \"Test\"")
        #expect(Self.wbs(frame) == ["1", "2", "3", "4"])
        #expect(await plan.item(2)?.type == .standard)
        #expect(try await Self.storedParent(of: 3, plan: id, in: temporary) == nil)
    }

    @Test("Insert above takes the row, the rows below move down (stored); its name editor opens; undo removes it and moves them back")
    func insert() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        var frame = try #require(await page.send("command", ["name": "insertTask", "arguments": .object(["item": 3])]).first?.frame)
        #expect(frame.notice == "inserted \"New task\" above \"Test\"")
        #expect(frame.grid.rows.map { $0.cell("label") ?? "?" } == ["Design", "Build", "New task", "Test", "Release"])
        let added = try #require(frame.grid.rows[2].itemID)
        #expect(frame.editor == .item(id: added, row: 2))
        #expect(await plan.item(added)?.time == TimeRange(Self.mar(10, 8)..<Self.mar(10, 16)))   // Test's first working day
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.item(3)?.row == 3)
        #expect(await stored.item(4)?.row == 4)
        #expect(await stored.item(added)?.row == 2)

        frame = try #require(await page.send("command", ["name": "undo"]).first?.frame)
        #expect(frame.grid.rows.map { $0.cell("label") ?? "?" } == ["Design", "Build", "Test", "Release"])
        #expect(await plan.item(added) == nil)
        #expect(await plan.item(3)?.row == 2)
    }

    @Test("Move up swaps a row with its sibling above (a summary with its children); undo swaps back")
    func move() async throws {
        let (temporary, plan, _) = try Self.unlinkedSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        await page.send("command", ["name": "indent", "arguments": .object(["item": 3])])   // Build > Test
        var frame = try #require(await page.send("command", ["name": "moveRow", "arguments": .object(["item": 4, "up": true])]).first?.frame)
        #expect(frame.notice == "moved \"Release\" up")
        #expect(frame.grid.rows.map { $0.cell("label") ?? "?" } == ["Design", "Release", "Build", "Test"])
        #expect(Self.wbs(frame) == ["1", "2", "3", "3.1"])
        frame = try #require(await page.send("command", ["name": "undo"]).first?.frame)
        #expect(frame.grid.rows.map { $0.cell("label") ?? "?" } == ["Design", "Build", "Test", "Release"])
    }

    /// A page on the outline plan (Design 1 over Survey 2 and Drawings 3, Build 4 over Walls 5 and Paint 6, Move in 7)
    /// with Design collapsed: display rows Design, Build, Walls, Paint, Move in.
    private static func collapsedDesign() async throws -> (TemporaryStore, LivePlan, Int, Page) {
        let temporary = TemporaryStore()
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: LiveSessionTests.outlineYAML, file: "outline.yaml"))
        let plan = try #require(try LivePlan.load(id, from: store))
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        let frame = try #require(await page.send("command", ["name": "toggleRow", "arguments": .object(["item": 1])]).first?.frame)
        #expect(frame.grid.rows.prefix(5).map { $0.cell("label") ?? "?" } == ["Design", "Build", "Walls", "Paint", "Move in"])
        return (temporary, plan, id, page)
    }

    @Test("With a summary collapsed, dragging it moves it with its hidden tasks, one stored and undoable edit")
    func dragCollapsedSummary() async throws {
        var (temporary, plan, id, page) = try await Self.collapsedDesign()
        defer { temporary.remove() }
        let before = try #require(await plan.item(2)).start
        let drawings = try #require(await plan.item(3)).start
        let bar = try #require(await page.scene().itemFrames[GanttChartItem.ID(1)])
        let grab = Point(x: bar.midX, y: bar.minY + 3)   // the summary's band
        let up = await page.drag(from: grab, to: Point(x: grab.x + 160, y: grab.y))
        let frame = try #require(up.first?.frame)
        #expect(frame.revision == 1)
        #expect(frame.notice?.hasPrefix("moved \"Design\"") == true)
        #expect(!frame.itemIDs.contains(2) && !frame.itemIDs.contains(3))   // still hidden
        let survey = try #require(await plan.item(2)).start, drawn = try #require(await plan.item(3)).start
        #expect(survey > before && drawn > drawings)
        #expect(await plan.item(1)?.start == survey)   // the summary still spans its tasks
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.item(3)?.start == drawn)
        _ = await page.send("command", ["name": "undo"])
        #expect(await plan.item(2)?.start == before)
        #expect(await plan.item(3)?.start == drawings)
    }

    @Test("With a summary collapsed, a bar created or moved on a display row lands on the item row drawn there; added and inserted tasks go to their place")
    func rowsWhileCollapsed() async throws {
        var (temporary, plan, id, page) = try await Self.collapsedDesign()
        defer { temporary.remove() }
        let scene = await page.scene()
        let moveIn = try #require(scene.itemFrames[GanttChartItem.ID(7)])   // display row 4, item row 6
        let design = try #require(scene.itemFrames[GanttChartItem.ID(1)])
        // Created from the empty area's menu on display row 4, left of Move in: item row 6 (not Walls's row 4).
        let empty = Point(x: design.midX, y: moveIn.midY)
        await page.pointer("pointerdown", empty, button: 2)
        await page.pointer("pointerup", empty, button: 2)
        let chosen = await page.send("menuItemSelected", ["id": "createItem"])
        #expect(chosen.first?.errorMessage == nil)
        let created = try #require(chosen.first?.frame)
        #expect(created.revision == 1)
        let newID = try #require(await plan.itemIDs.first { $0 > 7 })
        #expect(await plan.item(newID)?.row == 6)
        #expect(await plan.item(5)?.row == 4)

        // Survey (hidden) keeps its row; Walls's bottom strip dragged from display row 2 to display row 3 (Paint, item row 5).
        let walls = try #require(await page.scene().itemFrames[GanttChartItem.ID(5)])
        let strip = Point(x: walls.midX, y: walls.maxY - 1)
        await page.drag(from: strip, to: Point(x: strip.x, y: strip.y + scene.rowHeight))
        #expect(await plan.item(5)?.row == 5)
        #expect(await plan.item(2)?.row == 1)
        #expect(await plan.item(3)?.row == 2)
        _ = await page.send("command", ["name": "undo"])
        #expect(await plan.item(5)?.row == 4)

        // Add task: after the last row; its name editor opens on its display row (5), not its item row (7).
        let added = try #require(await page.send("command", ["name": "addTask", "arguments": .object([:])]).first?.frame)
        let task = try #require(await plan.itemIDs.first { $0 > newID })
        #expect(await plan.item(task)?.row == 7)
        #expect(added.editor == .item(id: task, row: 5))

        // Insert below the collapsed Design: below its hidden tasks (item row 3), shown on display row 1.
        let inserted = try #require(await page.send("command", ["name": "insertTask", "arguments": .object(["item": 1, "below": true])]).first?.frame)
        let insertedID = try #require(inserted.grid.rows[1].itemID)
        #expect(inserted.grid.rows.prefix(3).map { $0.cell("label") ?? "?" } == ["Design", "New task", "Build"])
        #expect(await plan.item(insertedID)?.row == 3)
        #expect(await plan.item(4)?.row == 4)
        #expect(await plan.item(3)?.row == 2)
        #expect(inserted.editor == .item(id: insertedID, row: 1))
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.item(insertedID)?.row == 3)
    }

    @Test("A link to a task hidden under a collapsed summary is drawn to the summary's bar on that page only; links inside it are not drawn")
    func linksToHiddenTasks() async throws {
        var (temporary, plan, _, page) = try await Self.collapsedDesign()
        defer { temporary.remove() }
        let other = LiveSession(plan: plan)
        _ = await other.handle(text: Fixtures.hello(seq: 1))
        // Drawings (3, hidden) → Walls (5), and Survey (2) → Drawings (3), both inside Design.
        await page.send("command", ["name": "addDependency", "arguments": .object(["from": 3, "to": 5, "type": "FS"])])
        await page.send("command", ["name": "addDependency", "arguments": .object(["from": 2, "to": 3, "type": "FS"])])
        let links = await plan.dependencies
        let outward = try #require(links.first { $0.from == 3 && $0.to == 5 }).id, inside = try #require(links.first { $0.from == 2 }).id
        let frame = try #require(await page.send("command", ["name": "refresh"]).first?.frame)
        #expect(frame.svg.contains("data-id=\"dependency:\(outward.rawValue)\""))
        #expect(!frame.svg.contains("data-id=\"dependency:\(inside.rawValue)\""))
        let scene = await page.scene()
        let design = try #require(scene.itemFrames[GanttChartItem.ID(1)]), walls = try #require(scene.itemFrames[GanttChartItem.ID(5)])
        let line = try #require(scene.dependencyPolylines[outward])
        let start = try #require(line.first), end = try #require(line.last)
        #expect(start.y >= design.minY - 1 && start.y <= design.maxY + 1 && start.x >= design.maxX - 1)   // from Design's finish
        #expect(end.y >= walls.minY - 12 && end.y <= walls.maxY + 12)
        // The plan keeps the real link; the expanded page draws it from Drawings.
        #expect(await plan.dependencies.first { $0.id == outward }?.from == 3)
        let otherFrame = try #require(await other.handle(text: Fixtures.command(seq: 2, "refresh")).first?.frame)
        #expect(otherFrame.svg.contains("data-id=\"dependency:\(inside.rawValue)\""))
        let (_, otherScene) = await plan.frame(for: await other.currentView, seq: nil)
        let drawings = try #require(otherScene.itemFrames[GanttChartItem.ID(3)])
        #expect(abs((otherScene.dependencyPolylines[outward]?.first?.y ?? 0) - drawings.midY) <= drawings.height / 2 + 1)
    }

    @Test("A grid row dropped between rows moves there, dropped onto a row goes under it: one stored, undoable edit each; a drop under a linked task is refused")
    func dropRows() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        func drop(_ item: Int, _ target: Int?, child: Bool = false) async -> [ServerMessage] {
            await page.send("command", ["name": "dropRow", "arguments": .object(["item": .number(Double(item)),
                                                                                  "target": target.map { .number(Double($0)) } ?? .null,
                                                                                  "child": .bool(child)])])
        }
        var frame = try #require(await drop(4, 2).first?.frame)   // Release between Design and Build
        #expect(frame.notice == "moved \"Release\" above \"Build\"")
        #expect(frame.grid.rows.map { $0.cell("label") ?? "?" } == ["Design", "Release", "Build", "Test"])
        #expect(frame.revision == 1)
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.item(4)?.row == 1)

        frame = try #require(await drop(4, 1, child: true).first?.frame)   // onto Design: under it
        #expect(frame.notice == "moved \"Release\" under \"Design\"")
        #expect(Self.wbs(frame) == ["1", "1.1", "2", "3"])
        #expect(await plan.item(1)?.type == .summary)
        frame = try #require(await page.send("command", ["name": "undo"]).first?.frame)
        #expect(Self.wbs(frame) == ["1", "2", "3", "4"])
        #expect(await plan.item(1)?.type == .standard)

        frame = try #require(await drop(1, nil).first?.frame)   // Design to the end
        #expect(frame.grid.rows.map { $0.cell("label") ?? "?" } == ["Release", "Build", "Test", "Design"])

        // Test onto its predecessor Build: refused, nothing committed.
        let revision = await plan.revision
        let refused = await drop(3, 2, child: true)
        #expect(refused.first?.errorMessage?.contains("would link a summary task to its own subtask") == true)
        #expect(await plan.revision == revision)
        #expect(await drop(3, 99).first?.errorMessage == "there is no item 99")
    }
}
