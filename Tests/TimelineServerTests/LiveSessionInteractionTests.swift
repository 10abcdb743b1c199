import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
import TimelineGraphics
@testable import TimelineServer

@Suite("LiveSession through the interaction engine", .timeLimit(.minutes(2)))   // a lost frame fails instead of hanging
struct LiveSessionInteractionTests {
    /// The plan as stored (a fresh load from the store file).
    private func reopened(_ temporary: TemporaryStore, _ id: Int) throws -> LivePlan {
        try #require(try LivePlan.load(id, from: try temporary.open()))
    }

    @Test("Dragging a bar's finish edge resizes it in working time, persisted once on release")
    func resizeFinish() async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let plan = try #require(try LivePlan.load(id, from: store))
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let bar = try #require(await page.scene().itemFrames[GanttChartItem.ID(2)])
        let before = try #require(await plan.item(2))
        let edge = Point(x: bar.maxX - 1, y: bar.midY)
        let hover = await page.pointer("pointermove", edge)
        #expect(hover.first?.frame?.cursor == "ew-resize")
        await page.drag(from: edge, to: Point(x: edge.x + 220, y: edge.y), release: false)
        // Live: the model changed, the store did not.
        #expect(try #require(await plan.item(2)).finish > before.finish)
        #expect(await plan.revision == 0)
        #expect(try await reopened(temporary, id).revision == 0)
        let up = await page.pointer("pointerup", Point(x: edge.x + 220, y: edge.y))
        let frame = try #require(up.first?.frame)
        #expect(frame.revision == 1)
        #expect(frame.notice?.hasPrefix("resized") == true)
        let after = try #require(await plan.item(2))
        #expect(after.start == before.start)
        #expect(after.finish > before.finish)
        let schedule = try Fixtures.smallDocument().resolve().defaultSchedule
        #expect(schedule.isWorking(at: after.finish.adding(seconds: -60)))
        #expect(schedule.previousWorkingTime(from: after.finish) == after.finish)
        let stored = try reopened(temporary, id)
        #expect(await stored.revision == 1)
        #expect(await stored.item(2)?.finish == after.finish)
    }

    @Test("A drag of 600 moves keeps the plan's and the engine's edit records flat, and commits one edit")
    func longDragKeepsMemoryFlat() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let bar = try #require(await page.scene().itemFrames[GanttChartItem.ID(3)])
        let center = Point(x: bar.midX, y: bar.midY)
        await page.pointer("pointerdown", center)
        for step in 0..<600 {
            await page.pointer("pointermove", Point(x: center.x + Double(step % 120), y: center.y))
            if step % 100 == 99 {
                #expect(await plan.retainedEditCount <= 2, "after \(step + 1) moves")
                if case let .dragging(drag) = await page.session.interaction.state { #expect(drag.changes.count <= 2) }
            }
        }
        await page.pointer("pointermove", Point(x: center.x + 80, y: center.y))
        let up = await page.pointer("pointerup", Point(x: center.x + 80, y: center.y))
        #expect(up.first?.frame?.revision == 1)
        #expect(await plan.retainedEditCount == 1, "one time edit on the undo stack")
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.revision == 1)
    }

    @Test("Dragging from a bar's finish thumb to another bar's start creates a persisted dependency")
    func drawDependency() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let scene = await page.scene()
        let from = try #require(scene.itemFrames[GanttChartItem.ID(1)])
        let to = try #require(scene.itemFrames[GanttChartItem.ID(3)])
        await page.pointer("pointermove", Point(x: from.midX, y: from.midY))   // focus: the thumbs appear
        let thumb = GanttChartHitTest.thumbCenter(of: from, end: .finish, settings: GanttChartInteractionSettings())
        let up = await page.drag(from: thumb, to: Point(x: to.minX + to.width / 4, y: to.midY))
        #expect(up.first?.frame?.revision == 1)
        let link = try #require(await plan.dependencies.first { $0.from == 1 && $0.to == 3 })
        #expect(link.type == .fromFinishToStart)
        let stored = try reopened(temporary, id)
        #expect(await stored.dependencies.contains { $0.from == 1 && $0.to == 3 && $0.type == .fromFinishToStart })
    }

    @Test("A right click on the empty area shows a menu with the plan's create entry (a task); choosing it adds an item")
    func contextMenu() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let scene = await page.scene()
        let design = try #require(scene.itemFrames[GanttChartItem.ID(1)])
        let build = try #require(scene.itemFrames[GanttChartItem.ID(2)])
        let empty = Point(x: design.midX, y: build.midY)   // row 1, before "Build"
        await page.pointer("pointermove", empty)
        let down = await page.pointer("pointerdown", empty, button: 2)
        let up = await page.pointer("pointerup", empty, button: 2)
        let menu = try #require(up.first?.frame?.menu ?? down.first?.frame?.menu)
        // A plan's bars are tasks: "Create task" (the library's default says "item").
        #expect(menu.items.contains(Frame.Menu.Item(id: "createItem", title: "Create task")))
        // The page gets it as JSON it can show with textContent.
        #expect(ServerMessage.frame(try #require(up.first?.frame)).jsonString().contains("\"createItem\""))
        // An entry the menu does not have is refused.
        #expect(await page.send("menuItemSelected", ["id": "teleport"]).first?.errorMessage != nil)
        let chosen = await page.send("menuItemSelected", ["id": "createItem"])
        let frame = try #require(chosen.first?.frame)
        #expect(frame.menu == nil)
        #expect(frame.revision == 1)
        #expect(await plan.itemIDs.count == 5)
        let stored = try reopened(temporary, id)
        #expect(await stored.itemIDs.count == 5)
        let added = try #require(await stored.itemIDs.first { ![1, 2, 3, 4].contains($0) })
        #expect(await stored.item(added)?.row == 1)

        // A dismissed menu creates nothing.
        await page.pointer("pointerdown", empty, button: 2)
        await page.pointer("pointerup", empty, button: 2)
        let dismissed = try #require(await page.send("menuDismissed").first?.frame)
        #expect(dismissed.menu == nil)
        #expect(await plan.itemIDs.count == 5)
    }

    @Test("Escape during a drag reverts it without a store write")
    func escapeReverts() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let bar = try #require(await page.scene().itemFrames[GanttChartItem.ID(3)])
        let before = try #require(await plan.item(3))
        let center = Point(x: bar.midX, y: bar.midY)
        await page.drag(from: center, to: Point(x: center.x + 80, y: center.y), release: false)
        #expect(await plan.item(3)?.start != before.start)
        let escaped = try #require(await page.key("Escape").first?.frame)
        #expect(escaped.revision == 0)
        #expect(await plan.item(3)?.time == before.time)
        await page.pointer("pointerup", Point(x: center.x + 80, y: center.y))
        #expect(await plan.item(3)?.time == before.time)
        #expect(await plan.revision == 0)
        let stored = try reopened(temporary, id)
        #expect(await stored.revision == 0)
        #expect(await stored.item(3)?.start == before.start)

        // A page that closes mid-drag leaves the model as stored.
        await page.drag(from: center, to: Point(x: center.x + 80, y: center.y), release: false)
        #expect(await plan.item(3)?.time != before.time)
        await page.session.close()
        #expect(await plan.item(3)?.time == before.time)
        #expect(await plan.revision == 0)
    }

    @Test("Ctrl+Z undoes a gesture plan-wide; the engine keeps no history of its own")
    func undoByKey() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        var page = Page(session)
        await page.hello()
        let bar = try #require(await page.scene().itemFrames[GanttChartItem.ID(3)])
        let before = try #require(await plan.item(3))
        let center = Point(x: bar.midX, y: bar.midY)
        await page.drag(from: center, to: Point(x: center.x + 80, y: center.y))
        #expect(await plan.item(3)?.start != before.start)
        #expect(await plan.undoState.canUndo)
        #expect(!(await session.interaction.undoManager.canUndo))
        let undone = try #require(await page.key("z", modifiers: ["ctrl"]).first?.frame)
        #expect(undone.notice?.hasPrefix("undid") == true)
        #expect(undone.canRedo)
        #expect(await plan.item(3)?.start == before.start)
        #expect(try await reopened(temporary, id).item(3)?.start == before.start)
        // Cmd+Shift+Z redoes.
        _ = await page.key("z", modifiers: ["meta", "shift"])
        #expect(await plan.item(3)?.start != before.start)
    }

    @Test("Another session gets changed and a fresh frame for a committed gesture, nothing for live moves")
    func collaboration() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        let other = LiveSession(plan: plan)
        var otherPage = Page(other)
        await page.hello()
        await otherPage.hello()
        let (_, changes) = await plan.subscribe()
        var iterator = changes.makeAsyncIterator()
        let bar = try #require(await page.scene().itemFrames[GanttChartItem.ID(3)])
        let center = Point(x: bar.midX, y: bar.midY)
        await page.drag(from: center, to: Point(x: center.x + 80, y: center.y))
        let change = try #require(await iterator.next())
        #expect(change.revision == 1)   // the first change is the release, not a live move
        #expect(change.origin == page.session.id)
        let replies = await other.handle(change)
        #expect(replies.first == .changed(revision: 1, summary: change.summary))
        #expect(replies.last?.frame?.revision == 1)
        #expect(await page.session.handle(change).isEmpty)
    }

    @Test("The new messages decode: menuItemSelected needs an id, menuDismissed, a wheel with the pointer's position")
    func decoding() throws {
        #expect(try ClientMessage.decode(#"{"type":"menuItemSelected","seq":3,"id":"createItem"}"#).kind == .menuItemSelected("createItem"))
        #expect(try ClientMessage.decode(#"{"type":"menuDismissed","seq":4}"#).kind == .menuDismissed)
        #expect(throws: ProtocolError(seq: 5, message: "menuItemSelected: missing \"id\"")) {
            try ClientMessage.decode(#"{"type":"menuItemSelected","seq":5}"#)
        }
        let wheel = try ClientMessage.decode(#"{"type":"wheel","seq":6,"dy":-100,"x":300,"y":90,"modifiers":["ctrl"]}"#)
        #expect(wheel.kind == .wheel(dx: 0, dy: -100, x: 300, y: 90, modifiers: .control))
    }

    @Test("The context menu's Edit opens an editor: a bar's task dialog with its fields, or the dependency dialog with both ends, type and lag")
    func editors() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let bar = try #require(await page.scene().itemFrames[GanttChartItem.ID(2)])
        let point = Point(x: bar.midX, y: bar.midY)
        await page.pointer("pointermove", point)
        await page.pointer("pointerdown", point, button: 2)
        let menu = try #require(await page.pointer("pointerup", point, button: 2).first?.frame?.menu)
        #expect(menu.items.map(\.id).contains("editItem"))
        let chosen = try #require(await page.send("menuItemSelected", ["id": "editItem"]).first?.frame)
        guard case let .task(id, taskFields, isMilestone, isSummary, _)? = chosen.editor else {
            Issue.record("Edit did not open the task dialog: \(String(describing: chosen.editor))")
            return
        }
        #expect(id == 2 && !isMilestone && !isSummary)
        #expect(taskFields["label"] == "Build" && taskFields["duration"] == "3d" && taskFields["predecessors"] == "1")
        #expect(taskFields["start"] == "2025-03-05 08:00" && taskFields["finish"] == "2025-03-07 16:00")
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(ServerMessage.frame(chosen).jsonString().utf8))
        guard case let .object(fields) = json, case let .object(editor)? = fields["editor"] else { Issue.record("the frame is not an object"); return }
        #expect(editor["kind"] == "task" && editor["id"] == 2 && editor["milestone"] == .bool(false))
        // The editor is asked for once: the next frame has none.
        let next = try #require(await page.send("command", ["name": "refresh"]).first?.frame)
        #expect(next.editor == nil)

        let dependency = try #require(await plan.dependencies.first)
        #expect(await plan.editor(for: .dependency(dependency.id)) == .dependency(id: dependency.id.rawValue, from: "Design", to: "Build", type: "FS", lag: ""))
    }

    @Test("setDependencyType changes a link's type, is stored, and undoes")
    func dependencyType() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let dependency = try #require(await plan.dependencies.first)
        let frame = try #require(await page.send("command", ["name": "setDependencyType",
            "arguments": .object(["dependency": .number(Double(dependency.id.rawValue)), "type": "ss"])]).first?.frame)
        #expect(frame.notice?.contains("SS") == true)
        #expect(await plan.dependencies.first?.type == .fromStartToStart)
        let stored = try reopened(temporary, id)
        #expect(await stored.dependencies.first?.type == .fromStartToStart)
        let bad = await page.send("command", ["name": "setDependencyType",
            "arguments": .object(["dependency": .number(Double(dependency.id.rawValue)), "type": "XY"])])
        #expect(bad.first?.errorMessage == "setDependencyType: type must be FS, SS, FF or SF")
        _ = await page.key("z", modifiers: ["ctrl"])
        #expect(await plan.dependencies.first?.type == .fromFinishToStart)
    }

    @Test("Touch messages decode: longpress and pinch need coordinates, a pinch a positive scale; autoscroll is a bare tick")
    func touchDecoding() throws {
        #expect(try ClientMessage.decode(#"{"type":"longpress","seq":1,"x":10,"y":20}"#).kind == .longPress(x: 10, y: 20))
        #expect(try ClientMessage.decode(#"{"type":"pinch","seq":2,"scale":1.5,"x":10,"y":20}"#).kind == .pinch(scale: 1.5, x: 10, y: 20))
        #expect(try ClientMessage.decode(#"{"type":"autoscroll","seq":3}"#).kind == .autoScroll)
        #expect(throws: ProtocolError(seq: 4, message: "longpress: missing number \"y\"")) {
            try ClientMessage.decode(#"{"type":"longpress","seq":4,"x":10}"#)
        }
        #expect(throws: ProtocolError(seq: 5, message: "pinch: \"scale\" must be positive")) {
            try ClientMessage.decode(#"{"type":"pinch","seq":5,"scale":0,"x":10,"y":20}"#)
        }
    }

    @Test("A long press on the empty area opens the context menu there, like a right click")
    func longPress() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let scene = await page.scene()
        let design = try #require(scene.itemFrames[GanttChartItem.ID(1)])
        let build = try #require(scene.itemFrames[GanttChartItem.ID(2)])
        let empty = Point(x: design.midX, y: build.midY)
        let frame = try #require(await page.send("longpress", ["x": .number(empty.x), "y": .number(empty.y)]).first?.frame)
        let menu = try #require(frame.menu)
        #expect(menu.x == empty.x && menu.y == empty.y)
        #expect(menu.items.map(\.id).contains("createItem"))
        #expect(await plan.itemIDs.count == 4)   // nothing created until an entry is chosen
    }

    @Test("A pinch zooms around the fingers: scale 2 doubles the zoom and keeps the time under the center in place")
    func pinch() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        let first = try #require(await page.hello())
        let scene = await page.scene()
        let build = try #require(scene.itemFrames[GanttChartItem.ID(2)])
        let center = Point(x: build.minX, y: build.midY)   // the start of "Build"
        let zoomed = try #require(await page.send("pinch", ["scale": 2, "x": .number(center.x), "y": .number(center.y)]).first?.frame)
        #expect(abs(zoomed.viewport.zoom - first.viewport.zoom * 2) < 1e-9)
        let after = try #require(await page.scene().itemFrames[GanttChartItem.ID(2)])
        #expect(abs(after.minX - center.x) < 0.5)
        #expect(abs(after.width - build.width * 2) < 1)
    }

    @Test("A drag held near the right edge makes frames say autoScroll; each tick scrolls and the bar follows in time")
    func autoScroll() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        let hello = try #require(await page.hello(width: 900, height: 400))
        #expect(!hello.autoScroll)
        let scene = await page.scene()
        let bar = try #require(scene.itemFrames[GanttChartItem.ID(2)])
        let before = try #require(await plan.item(2))
        let grip = Point(x: bar.midX, y: bar.midY)
        let edge = Point(x: scene.contentFrame.maxX - 4, y: grip.y)
        _ = await page.drag(from: grip, to: edge, release: false)
        let held = try #require(await page.pointer("pointermove", edge).first?.frame)
        #expect(held.autoScroll)
        let x0 = held.viewport.x
        let item0 = await plan.item(2)
        let moved0 = try #require(item0).time.start
        let tick = try #require(await page.send("autoscroll").first?.frame)
        #expect(tick.viewport.x > x0)               // the view scrolled right
        #expect(tick.autoScroll)                     // and keeps asking while held there
        let item1 = await plan.item(2)
        let moved1 = try #require(item1).time.start
        #expect(moved1 > moved0)                     // the bar follows the pointer into the new time
        let released = try #require(await page.pointer("pointerup", edge).first?.frame)
        #expect(!released.autoScroll)
        let item2 = await plan.item(2)
        #expect(try #require(item2).time.start > before.time.start)
    }
}
