import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
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

    @Test("Indent makes Test a child of Build (WBS 2.1, Build a summary spanning it), stored and broadcast; undo restores all")
    func indent() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
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
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
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
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
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
}
