import Foundation
import GanttChart
import GRDB
import Hummingbird
import HummingbirdTesting
import Interchange
import Testing
import TimelineCore
import TimelineGraphics
@testable import TimelineServer

/// Two pages, two servers, out-of-range dates: acknowledged edits are never
/// lost, overwritten or made unloadable.
@Suite("LivePlan: races, conflicts and the supported date range", .timeLimit(.minutes(2)))
struct LivePlanConcurrencyTests {
    private func reopened(_ temporary: TemporaryStore, _ id: Int) throws -> LivePlan {
        try #require(try LivePlan.load(id, from: try temporary.open()))
    }

    /// Page A presses item 3 and drags it 80 points right without releasing.
    private func dragWithoutRelease(_ page: inout Page) async throws -> Point {
        let bar = try #require(await page.scene().itemFrames[GanttChartItem.ID(3)])
        let center = Point(x: bar.midX, y: bar.midY)
        await page.drag(from: center, to: Point(x: center.x + 80, y: center.y), release: false)
        return center
    }

    @Test("Escape on page A after page B set the dragged item's start keeps B's acknowledged start everywhere")
    func escapeKeepsOthersCommit() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var a = Page(LiveSession(plan: plan)), b = Page(LiveSession(plan: plan))
        await a.hello()
        await b.hello()
        let original = try #require(await plan.item(3))
        _ = try await dragWithoutRelease(&a)
        #expect(await plan.item(3)?.time != original.time)
        let replies = await b.send("command", ["name": "setTime", "arguments": .object([
            "item": 3, "start": "2025-03-17T08:00", "finish": "2025-03-18T17:00"])])
        #expect(replies.first?.frame?.revision == 1)
        let committed = try #require(await plan.item(3)).time
        #expect(committed.start == Time(year: 2025, month: 3, day: 17, hour: 8))
        _ = await a.key("Escape")
        #expect(await plan.item(3)?.time == committed)
        let stored = try reopened(temporary, id)
        #expect(await stored.item(3)?.time == committed)
        #expect(await stored.revision == 1)
    }

    @Test("Page B renaming the item page A is dragging stores A's original dates, not A's uncommitted drag")
    func renameStoresOnlyItsOwnChange() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var a = Page(LiveSession(plan: plan)), b = Page(LiveSession(plan: plan))
        await a.hello()
        await b.hello()
        let original = try #require(await plan.item(3))
        let center = try await dragWithoutRelease(&a)
        let dragged = try #require(await plan.item(3)).time
        #expect(dragged != original.time)
        let replies = await b.send("command", ["name": "editCell", "arguments": .object(["row": 2, "column": "label", "text": "QA"])])
        #expect(replies.first?.frame?.revision == 1)
        var stored = try reopened(temporary, id)
        #expect(await stored.item(3)?.label == "QA")
        #expect(await stored.item(3)?.time == original.time)
        // A's page still shows its drag, and A's release then stores it with B's name.
        #expect(await plan.item(3)?.time == dragged)
        await a.pointer("pointerup", Point(x: center.x + 80, y: center.y))
        stored = try reopened(temporary, id)
        #expect(await stored.item(3)?.label == "QA")
        #expect(await stored.item(3)?.time == dragged)
        // The plan-wide undo takes back the last edit, A's release: the dates go back, B's name stays.
        _ = await b.send("command", ["name": "undo"])
        stored = try reopened(temporary, id)
        let undone = try #require(await stored.item(3))
        #expect(undone.time == original.time && undone.label == "QA")
    }

    @Test("Without another session, Escape and closing still restore the item as stored")
    func escapeAlone() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var a = Page(LiveSession(plan: plan))
        await a.hello()
        let original = try #require(await plan.item(3))
        _ = try await dragWithoutRelease(&a)
        _ = await a.key("Escape")
        #expect(await plan.item(3)?.time == original.time)
        _ = try await dragWithoutRelease(&a)
        await a.session.close()
        #expect(await plan.item(3)?.time == original.time)
        #expect(await (try reopened(temporary, id)).revision == 0)
    }

    @Test("An edit that would put a date past 9999 is refused, nothing is stored, and the plan still loads")
    func datesStayInRange() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let refusals = [
            await page.send("command", ["name": "setTime", "arguments": .object(["item": 1, "start": "9999-12-31T08:00", "finish": "9999-12-31T24:00"])]),
            await page.send("command", ["name": "editCell", "arguments": .object(["row": 1, "column": "start", "text": "9999-12-31T08:00"])]),
            await page.send("command", ["name": "addItem", "arguments": .object(["label": "Late", "row": 8, "start": "9999-12-31T08:00",
                                                                                   "finish": "9999-12-31T24:00"])]),
        ]
        // The first and last are valid (the end of 9999 is supported); the cell edit moves a 3-day task past it.
        #expect(refusals[0].first?.frame?.revision == 1)
        #expect(refusals[1].first?.errorMessage?.contains("years 1 to 9999") == true)
        #expect(refusals[2].first?.frame?.revision == 2)
        let moved = await page.send("command", ["name": "moveItem", "arguments": .object(["item": 2, "start": "9999-12-30T08:00"])])
        #expect(moved.first?.errorMessage?.contains("years 1 to 9999") == true)
        let stored = try reopened(temporary, id)
        #expect(await stored.revision == 2)
        for itemID in await stored.itemIDs {
            let item = try #require(await stored.item(itemID))
            #expect(item.start.isSupported && item.finish.isSupported)
        }
    }

    @Test("A stored plan that cannot be loaded answers 500 with the reason, not 404")
    func unloadablePlanSaysWhy() async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        // What an older server could store: a finish in year 10000.
        let queue = try DatabaseQueue(path: temporary.path)
        try await queue.write { db in
            try db.execute(sql: "UPDATE items SET finish = '10000-01-04T17:00:00' WHERE plan_id = ? AND id = 2", arguments: [id])
        }
        let registry = PlanRegistry(store: store)
        guard case let .failure(.unreadable(reason)) = await registry.lookUp(id) else {
            Issue.record("the plan loaded")
            return
        }
        #expect(reason.contains("plan \(id)"))
        let app = TimelineServerApp.makeApplication(registry: registry, host: "127.0.0.1", port: 0)
        try await app.test(.router) { client in
            try await client.execute(uri: "/plans/\(id)", method: .get) { response in
                #expect(response.status == .internalServerError)
                #expect(String(buffer: response.body).contains("cannot be opened"))
            }
            try await client.execute(uri: "/plans/\(id + 1)", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test("Two servers on one database: the second one's edit on an out-of-date copy is refused, and a reload sees both")
    func twoServersDoNotOverwrite() async throws {
        let (temporary, storeA, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let storeB = try temporary.open()
        let registryA = PlanRegistry(store: storeA), registryB = PlanRegistry(store: storeB)
        let planA = try #require(await registryA.plan(id)), planB = try #require(await registryB.plan(id))
        let session = UUID()
        try await planA.perform(.editCell(row: 0, column: "label", text: "Design (A)"), by: session)
        await #expect(throws: PlanEditError.self) {
            try await planB.perform(.editCell(row: 1, column: "label", text: "Build (B)"), by: session)
        }
        #expect(planB.hasBecomeStale)
        let reloaded = try #require(await registryB.plan(id))
        #expect(reloaded !== planB)
        #expect(await reloaded.item(1)?.label == "Design (A)")
        try await reloaded.perform(.editCell(row: 1, column: "label", text: "Build (B)"), by: session)
        let stored = try reopened(temporary, id)
        #expect(await stored.item(1)?.label == "Design (A)")
        #expect(await stored.item(2)?.label == "Build (B)")
        #expect(await stored.revision == 2)
    }

    @Test("A second exclusive store on the same file is refused with a clear reason; new database files are private (0600)")
    func exclusiveAndPrivate() throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let first = try PlanStore(path: temporary.path, exclusive: true)
        #expect(throws: PlanStoreError.inUse(path: temporary.path)) { try PlanStore(path: temporary.path, exclusive: true) }
        let attributes = try FileManager.default.attributesOfItem(atPath: temporary.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        _ = try first.createPlan(from: try Fixtures.smallDocument())
        for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: temporary.path + suffix) {
            let mode = (try FileManager.default.attributesOfItem(atPath: temporary.path + suffix)[.posixPermissions] as? NSNumber)?.intValue
            #expect(mode == 0o600, "\(suffix)")
        }
        #expect(PlanStoreError.inUse(path: "x.sqlite").description.contains("--db"))
    }

    @Test("Exports wait in a bounded line: one at a time, a full line is refused as busy")
    func exportQueue() async throws {
        let queue = ExportQueue(limit: 1, maximumWaiting: 1)
        let gate = AsyncStream<Void>.makeStream()
        async let first: Int = queue.run {
            for await _ in gate.stream { break }
            return 1
        }
        // Let the first take the slot, then one more may wait, the third is refused.
        try await Task.sleep(for: .milliseconds(50))
        async let second: Int = queue.run { 2 }
        try await Task.sleep(for: .milliseconds(50))
        await #expect(throws: ExportError.self) { try await queue.run { 3 } }
        gate.continuation.yield()
        #expect(try await first == 1)
        #expect(try await second == 2)
        #expect(try await queue.run { 4 } == 4)
    }
}
