import Foundation
import GanttChart
import Interchange
import ProjectScheduling
import Testing
import TimelineCore
import TimelineGraphics
@testable import TimelineServer

/// Ann (max 100 %) does Spec and Build on Monday 3 March 2025 (standard calendar, 08:00–16:00): 200 % that day.
/// Build states 24 h of work at 50 %: scheduled with its resource, it lasts 48 working hours (six days).
private let teamYAML = """
    title: Team
    calendar: standard
    items:
      - {id: 1, label: Spec, start: 2025-03-03T08:00:00, duration: 1d}
      - {id: 2, label: Build, start: 2025-03-03T08:00:00, duration: 1d}
      - {id: 3, label: Review, start: 2025-03-04T08:00:00, duration: 1d}
    dependencies:
      - {from: 1, to: 3}
    resources:
      - {id: 1, name: Ann}
      - {id: 2, name: Bo}
    assignments:
      - {item: Spec, resource: 1}
      - {item: Build, resource: 1, units: 50%, work: 24h}
      - {item: Review, resource: 2}
    """

private func livePlan(_ yaml: String = teamYAML) throws -> (TemporaryStore, LivePlan) {
    let temporary = TemporaryStore()
    let store = try temporary.open()
    let id = try store.createPlan(from: try TimelineDocument(parsing: yaml, file: "team.yaml"))
    guard let plan = try LivePlan.load(id, from: store) else {
        temporary.remove()
        throw PlanEditError("the team plan did not load")
    }
    return (temporary, plan)
}

private func day(_ day: Int, _ hour: Int = 8) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }


/// A plan of `tasks` one-day tasks on rows 0…, and `resources` resources, resource k on task k (or task 1).
private func wideYAML(tasks: Int, resources: Int) -> String {
    var yaml = "title: Wide\ncalendar: standard\nitems:\n"
    for k in 1...tasks { yaml += "  - {id: \(k), label: T\(k), row: \(k - 1), start: 2025-03-03T08:00:00, duration: 1d}\n" }
    yaml += "resources:\n"
    for k in 1...resources { yaml += "  - {id: \(k), name: R\(k)}\n" }
    yaml += "assignments:\n"
    for k in 1...resources { yaml += "  - {item: \(min(k, tasks)), resource: \(k)}\n" }
    return yaml
}

@Suite("LivePlan: the resource view, the histogram and scheduling with resources")
struct LivePlanResourcesTests {
    @Test("task types, effort-driven and priorities survive the store, also after an edit of the item")
    func storeKeepsTaskOptions() async throws {
        let yaml = teamYAML.replacingOccurrences(of: "{id: 2, label: Build, start: 2025-03-03T08:00:00, duration: 1d}",
                                                 with: "{id: 2, label: Build, start: 2025-03-03T08:00:00, duration: 1d, taskType: fixedWork, effortDriven: true, priority: 300}")
        #expect(yaml != teamYAML)
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: yaml, file: "team.yaml"))
        let plan = try #require(try LivePlan.load(id, from: store))
        _ = try await plan.perform(.updateTask(GanttChartItem.ID(2), TaskUpdate(label: "Build it")), by: UUID())
        let (stored, _) = try #require(try store.loadPlan(id))
        let build = try #require(stored.items.first { $0.id == 2 })
        #expect(build.label == "Build it")
        #expect(build.taskType == .fixedWork)
        #expect(build.effortDriven == true)
        #expect(build.priority == 300)
        let spec = try #require(stored.items.first { $0.id == 1 })
        #expect(spec.taskType == nil && spec.effortDriven == nil && spec.priority == nil)
    }

    @Test("assignments survive the store: by item id after Spec is renamed; Review's goes with the deleted Review")
    func storeRoundTrip() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: teamYAML, file: "team.yaml"))
        let plan = try #require(try LivePlan.load(id, from: store))
        let session = UUID()
        _ = try await plan.perform(.updateTask(GanttChartItem.ID(1), TaskUpdate(label: "Specification")), by: session)
        // A new item takes the old label: the assignment must not move to it.
        _ = try await plan.perform(.updateTask(GanttChartItem.ID(2), TaskUpdate(label: "Spec")), by: session)
        _ = try await plan.perform(.deleteItem(GanttChartItem.ID(3)), by: session)
        let (stored, _) = try #require(try store.loadPlan(id))
        #expect(stored.assignments.map(\.item) == [.id(1), .id(2)])
        #expect(stored.assignments.map(\.resource) == [1, 1])
        let reloaded = try #require(try LivePlan.load(id, from: store))
        #expect(await reloaded.item(1)?.label == "Specification")
        let resolved = try stored.resolve()
        #expect(resolved.assignments.map(\.task.rawValue) == [1, 2])
        #expect(resolved.assignments.map(\.units) == [1, 0.5])
    }

    @Test("setView resources draws resource: rows and assignment: bars with an empty grid; back to gantt draws items")
    func resourceView() async throws {
        let (temporary, plan) = try livePlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        let first = try #require(await session.handle(text: Fixtures.hello(seq: 1, width: 1_000, height: 500)).first?.frame)
        #expect(first.hasResources)
        #expect(first.chartView == "gantt")
        let resources = try #require(await session.handle(text: Fixtures.command(seq: 2, "setView", ["view": "resources"])).first?.frame)
        #expect(resources.chartView == "resources")
        #expect(resources.svg.contains("data-id=\"resource:1\""))
        #expect(resources.svg.contains("data-id=\"resource:2\""))
        #expect(resources.svg.contains("data-id=\"assignment:1:1\""))
        #expect(resources.svg.contains("data-id=\"assignment:3:2\""))
        #expect(!resources.svg.contains("data-id=\"item:"))
        #expect(resources.grid.rows.isEmpty)
        // Ann's Spec and Build overlap on Monday: her row has two lanes, Bo's one.
        #expect(resources.viewport.rowCount == 3)
        let gantt = try #require(await session.handle(text: Fixtures.command(seq: 3, "setView", ["view": "gantt"])).first?.frame)
        #expect(gantt.svg.contains("data-id=\"item:1\""))
        #expect(!gantt.svg.contains("data-id=\"resource:"))
        let bad = await session.handle(text: Fixtures.command(seq: 4, "setView", ["view": "pert"]))
        #expect(bad.first?.errorMessage?.contains("use gantt or resources") == true)
    }

    @Test("showHistogram draws Ann's Monday over-allocated under either view; the frame says so")
    func histogram() async throws {
        let (temporary, plan) = try livePlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        _ = await session.handle(text: Fixtures.hello(seq: 1, width: 1_000, height: 500))
        let on = try #require(await session.handle(text: Fixtures.command(seq: 2, "showHistogram")).first?.frame)
        #expect(on.showsHistogram)
        #expect(on.svg.contains("data-id=\"histogram:1:2025-03-03T00:00:00\""))
        #expect(on.svg.contains("data-role=\"overallocation\""))
        #expect(on.svg.contains("data-id=\"item:1\""))
        let resources = try #require(await session.handle(text: Fixtures.command(seq: 3, "setView", ["view": "resources"])).first?.frame)
        #expect(resources.svg.contains("data-role=\"overallocation\""))
        #expect(resources.svg.contains("data-id=\"resource:1\""))
        let off = try #require(await session.handle(text: Fixtures.command(seq: 4, "showHistogram", ["on": false])).first?.frame)
        #expect(!off.showsHistogram)
        #expect(!off.svg.contains("data-id=\"histogram"))
    }

    @Test("a plan without resources offers no resource view: the frame says so and the histogram draws nothing")
    func noResources() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        let first = try #require(await session.handle(text: Fixtures.hello(seq: 1)).first?.frame)
        #expect(!first.hasResources)
        let on = try #require(await session.handle(text: Fixtures.command(seq: 2, "showHistogram", ["on": true])).first?.frame)
        #expect(!on.svg.contains("data-id=\"histogram"))
        #expect(on.svg.contains("data-id=\"item:1\""))
    }

    @Test("the resource view is read-only: a drag on an assignment bar changes no item")
    func readOnly() async throws {
        let (temporary, plan) = try livePlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello(width: 1_000, height: 500)
        await page.send("command", ["name": "setView", "arguments": .object(["view": "resources"])])
        let scene = await page.scene()
        // Ann's row: Spec is the first bar (item 1 of the view), over Monday 08:00–16:00.
        let bar = try #require(scene.itemFrames[1])
        let before = await plan.item(1)?.time
        await page.drag(from: Point(x: bar.midX, y: bar.midY), to: Point(x: bar.midX + 120, y: bar.midY))
        #expect(await plan.item(1)?.time == before)
        #expect(before == TimeRange(day(3)..<day(3, 16)))
        _ = await page.key("Delete")
        #expect(await plan.item(1) != nil)
    }

    @Test("auto-scheduling a plan with resources applies effort-driven work: 24 h at 50 % lasts six working days")
    func autoSchedulingWithResources() async throws {
        let (temporary, plan) = try livePlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        _ = await session.handle(text: Fixtures.hello(seq: 1))
        #expect(await plan.item(2)?.time == TimeRange(day(3)..<day(3, 16)))
        _ = await session.handle(text: Fixtures.command(seq: 2, "setAutoScheduling", ["on": true]))
        // 48 working hours of 8 a day from Monday 3 March 08:00: Monday 10 March 16:00.
        #expect(await plan.item(2)?.time == TimeRange(day(3)..<day(10, 16)))
        // Spec and Review (no stated work, 100 %) keep one day.
        #expect(await plan.item(1)?.time == TimeRange(day(3)..<day(3, 16)))
        #expect(await plan.item(3)?.time == TimeRange(day(4)..<day(4, 16)))
    }

    /// The first row and offset at the bottom of `lines` lines of `rowHeight` in `visibleHeight` points.
    private func bottom(lines: Int, visibleHeight: Double, rowHeight: Double) -> (Int, Double) {
        let visibleRows = visibleHeight / rowHeight
        guard Double(lines) > visibleRows else { return (0, 0) }
        let covered = Int(visibleRows.rounded(.up))
        return (lines - covered, (Double(covered) - visibleRows) * rowHeight)
    }

    @Test("the resource view scrolls over its resources' lines, not the plan's task rows: 30 resources on 2 tasks")
    func scrollLimitManyResources() async throws {
        let (temporary, plan) = try livePlan(wideYAML(tasks: 2, resources: 30))
        defer { temporary.remove() }
        var view = SessionView(width: 1_000, height: 500)
        view.chartView = .resources
        let (top, _) = await plan.frame(for: view, seq: nil)
        #expect(top.viewport.rowCount == 30)
        let scrolled = await plan.adjust(view, .scroll(dx: 0, dy: 100_000))
        let expected = bottom(lines: 30, visibleHeight: 500 - top.viewport.contentTop, rowHeight: top.grid.rowHeight)
        #expect(scrolled.viewport.firstRow == expected.0)
        #expect(abs(scrolled.viewport.rowOffset - expected.1) < 1e-9)
        #expect(expected.0 > 0)
        let (frame, _) = await plan.frame(for: scrolled, seq: nil)
        #expect(frame.svg.contains("data-id=\"resource:30\""))
        // With the histogram under it (30 lanes: half the view), the rows have less room: the limit is further down.
        view.showsHistogram = true
        let withHistogram = await plan.adjust(view, .scroll(dx: 0, dy: 100_000))
        let band = LivePlan.histogramBand(LivePlan.liveHistogram, try #require(await plan.resourceView()), in: view.viewport)
        #expect(band == 250)
        // The page's row scrollbar counts the rows in what the histogram leaves.
        #expect(await plan.frame(for: withHistogram, seq: nil).0.viewport.histogramHeight == 250)
        #expect(top.viewport.histogramHeight == 0)
        let lower = bottom(lines: 30, visibleHeight: 500 - top.viewport.contentTop - band, rowHeight: top.grid.rowHeight)
        #expect(withHistogram.viewport.firstRow == lower.0)
        #expect(abs(withHistogram.viewport.rowOffset - lower.1) < 1e-9)
    }

    @Test("the resource view of 40 tasks and one resource does not scroll: its one line fits")
    func scrollLimitFewResources() async throws {
        let (temporary, plan) = try livePlan(wideYAML(tasks: 40, resources: 1))
        defer { temporary.remove() }
        var view = SessionView(width: 1_000, height: 500)
        view.chartView = .resources
        let scrolled = await plan.adjust(view, .scroll(dx: 0, dy: 100_000))
        #expect(scrolled.viewport.firstRow == 0)
        #expect(scrolled.viewport.rowOffset == 0)
        let (frame, _) = await plan.frame(for: scrolled, seq: nil)
        #expect(frame.viewport.rowCount == 1)
        #expect(frame.svg.contains("data-id=\"resource:1\""))
        // The Gantt chart of the same plan still scrolls over its 40 rows.
        view.chartView = .gantt
        #expect(await plan.adjust(view, .scroll(dx: 0, dy: 100_000)).viewport.firstRow > 0)
    }

    @Test("deleting Review takes Bo's assignment out of the resource view and the histogram; undo brings it back, redo removes it; stored alike")
    func deleteKeepsAssignmentsConsistent() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: teamYAML, file: "team.yaml"))
        let plan = try #require(try LivePlan.load(id, from: store))
        let editor = LiveSession(plan: plan), watcher = LiveSession(plan: plan)
        _ = await editor.handle(text: Fixtures.hello(seq: 1, width: 1_000, height: 500))
        _ = await watcher.handle(text: Fixtures.hello(seq: 1, width: 1_000, height: 500))
        _ = await watcher.handle(text: Fixtures.command(seq: 2, "setView", ["view": "resources"]))
        let before = try #require(await watcher.handle(text: Fixtures.command(seq: 3, "showHistogram")).first?.frame)
        #expect(before.svg.contains("data-id=\"assignment:3:2\""))
        #expect(before.svg.contains("data-id=\"histogram:2:2025-03-04T00:00:00\""))   // Bo's Tuesday: Review

        func check(reviewAssigned: Bool, seq: Int) async throws {
            let frame = try #require(await watcher.handle(text: Fixtures.command(seq: seq, "showHistogram", ["on": true])).first?.frame)
            // The histogram takes the bottom of the page's view every frame; the view itself keeps its height.
            #expect(frame.viewport.height == 500)
            #expect(frame.svg.contains("data-id=\"assignment:3:2\"") == reviewAssigned)
            #expect(frame.svg.contains("data-id=\"histogram:2:2025-03-04T00:00:00\"") == reviewAssigned)
            #expect(await plan.document().assignments.contains { $0.item == .id(3) } == reviewAssigned)
            let (stored, _) = try #require(try store.loadPlan(id))
            #expect(stored.assignments.contains { $0.item == .id(3) } == reviewAssigned)
            #expect(try stored.resolve().resourceView().bars.contains { $0.task.rawValue == 3 } == reviewAssigned)
        }
        _ = try await plan.perform(.deleteItem(GanttChartItem.ID(3)), by: UUID())
        try await check(reviewAssigned: false, seq: 4)
        // A new task never takes the deleted one's id, so it has no assignment either.
        _ = try await plan.perform(.addItem(label: "New", row: 3, start: day(5), finish: day(5, 16)), by: UUID())
        #expect(await plan.itemIDs == [1, 2, 4])
        #expect(await plan.document().assignments.map(\.item) == [.id(1), .id(2)])
        _ = try await plan.undo(by: UUID())   // the new task
        _ = try await plan.undo(by: UUID())   // the delete
        try await check(reviewAssigned: true, seq: 5)
        _ = try await plan.redo(by: UUID())
        try await check(reviewAssigned: false, seq: 6)
        _ = try await plan.undo(by: UUID())
        try await check(reviewAssigned: true, seq: 7)
    }


    @Test("a deleted item's assignments leave the stored settings: a task added after a reload (taking the free id) has none")
    func deletedAssignmentsLeaveTheStore() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: teamYAML, file: "team.yaml"))
        let plan = try #require(try LivePlan.load(id, from: store))
        _ = try await plan.perform(.deleteItem(GanttChartItem.ID(3)), by: UUID())
        // A reloaded plan numbers new items after its largest id: the new task is item 3 again.
        let reloaded = try #require(try LivePlan.load(id, from: store))
        _ = try await reloaded.perform(.addItem(label: "Late review", row: 2, start: day(6), finish: day(6, 16)), by: UUID())
        #expect(await reloaded.itemIDs == [1, 2, 3])
        let (stored, _) = try #require(try store.loadPlan(id))
        #expect(stored.items.first { $0.id == 3 }?.label == "Late review")
        #expect(stored.assignments.map(\.item) == [.id(1), .id(2)])
        #expect(try stored.resolve().resourceView().bars.map(\.task.rawValue).sorted() == [1, 2])
    }

    @Test("undoing a delete writes the item's assignments back to the stored settings; redoing it takes them out again")
    func undoWritesAssignmentsBack() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: teamYAML, file: "team.yaml"))
        let plan = try #require(try LivePlan.load(id, from: store))
        _ = try await plan.perform(.deleteItem(GanttChartItem.ID(3)), by: UUID())
        _ = try await plan.undo(by: UUID())
        // Reloaded (settings and items as stored), Review is Bo's again.
        let reloaded = try #require(try LivePlan.load(id, from: store))
        #expect(await reloaded.document().assignments.map(\.item) == [.id(1), .id(2), .id(3)])
        #expect(await reloaded.resourceView()?.bars.contains { $0.semanticID == "assignment:3:2" } == true)
        _ = try await plan.redo(by: UUID())
        let again = try #require(try LivePlan.load(id, from: store))
        #expect(await again.document().assignments.map(\.item) == [.id(1), .id(2)])
    }

}
