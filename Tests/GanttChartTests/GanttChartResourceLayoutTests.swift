@testable import GanttChart
import ProjectScheduling
import Testing
import TimelineCore
import TimelineGraphics

// March 2025: Mon 3, Tue 4. Standard calendar Mon–Fri 08:00–16:00. With fixedConfiguration()
// the timeline starts Monday 3 00:00, a day is 60 points wide (hourWidth 2.5), the header
// has two 24-point rows and rows are 28 points tall.
private let hour = 3_600.0

/// Ann (id 1) on T1 and T2 at 100 % on Monday (200 %); Bo (id 2) on T3 at 50 % Monday–Tuesday;
/// 5 bricks (id 3, material) for T2.
private func resourceView() -> GanttChartResourceView {
    let plan = ProjectPlan(
        tasks: [.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour), .init(id: 3, duration: 16 * hour)],
        start: march(3, 8),
        resources: [ProjectResource(id: 1, name: "Ann"), ProjectResource(id: 2, name: "Bo"),
                    ProjectResource(id: 3, name: "Bricks", kind: .material)],
        assignments: [.init(id: 1, task: 1, resource: 1), .init(id: 2, task: 2, resource: 1),
                      .init(id: 3, task: 3, resource: 2, units: 0.5), .init(id: 4, task: 2, resource: 3, units: 5)])
    return GanttChartResourceView(plan: plan, schedule: ProjectScheduler.schedule(plan)) { "T\($0.rawValue)" }
}

private func element(_ id: String, in list: DisplayList) throws -> DisplayElement {
    try #require(list.element(withID: SemanticID(id)), "no element \(id)")
}

private func rect(of element: DisplayElement) -> Rect? {
    if case let .rect(rect, _) = element.primitive { return rect }
    return nil
}

/// The y of a lane's dashed max-units line.
private func capacityY(of lane: String, in list: DisplayList) throws -> Double {
    let line = try element("\(lane):capacity", in: list)
    guard case let .line(from, to) = line.primitive, from.y == to.y else { throw CapacityLineError() }
    return from.y
}

private struct CapacityLineError: Error {}

private func text(of element: DisplayElement) -> String? {
    if case let .text(run) = element.primitive { return run.string }
    return nil
}

@Suite("GanttChartResourceLayout: resource view and load histogram")
struct GanttChartResourceLayoutTests {
    @Test("one row per resource, one bar per assignment, labelled with units when not 100 %")
    func rowsAndBars() {
        let view = resourceView()
        #expect(view.rows.map(\.semanticID) == ["resource:1", "resource:2", "resource:3"])
        #expect(view.bars.map(\.semanticID) == ["assignment:1:1", "assignment:2:1", "assignment:3:2", "assignment:2:3"])
        #expect(view.bars.map(\.label) == ["T1", "T2", "T3 (50 %)", "T2 (5)"])
        #expect(view.bars.map(\.row) == [0, 0, 1, 2])
        #expect(view.bars[2].time == TimeRange(march(3, 8)..<march(4, 16)))
        // T1 and T2 overlap on Monday: Ann's row has two lanes, so Bo's row starts on line 2.
        #expect(view.bars.map(\.lane) == [0, 1, 0, 0])
        #expect(view.rows.map(\.laneCount) == [2, 1, 1])
        #expect(view.rows.map(\.firstLine) == [0, 2, 3])
        #expect(view.lineCount == 4)
        #expect(view.bars.map { view.line(of: $0) } == [0, 1, 2, 3])
        #expect((0..<5).map { view.row(atLine: $0).map { [$0.row, $0.lane] } } == [[0, 0], [0, 1], [1, 0], [2, 0], nil])
    }

    @Test("the scene carries resource: row headers and assignment: bars at their rows and times")
    func sceneIDs() throws {
        let view = resourceView()
        let scene = try GanttChartResourceLayout.wholeChartScene(for: view, configuration: fixedConfiguration())
        let list = scene.displayList
        #expect(list.allElements.filter { $0.role == .rowHeader }.map(\.id.description) == ["resource:1", "resource:2", "resource:3"])
        #expect(try text(of: element("resource:2:label", in: list)) == "Bo")
        #expect(list.allElements.filter { $0.role == .bar }.count == 4)
        #expect(!list.allElements.contains { $0.id.hasPrefix("item:") || $0.id.hasPrefix("row-header:") })
        // Ann's row is two lanes (56 points) tall: Bo's starts under it.
        let bo = try #require(rect(of: element("resource:2", in: list)))
        #expect(bo.minY == 48 + 56)
        let bar = try #require(rect(of: element("assignment:3:2", in: list)))
        #expect(bar.minX == scene.x(for: march(3, 8)))
        #expect(bar.maxX == scene.x(for: march(4, 16)))
        #expect(bar.minY > 48 + 56 && bar.maxY < 48 + 84)
        #expect(list.size.height == 48 + 4 * 28)
        #expect(list.element(withID: "histogram") == nil)
    }

    @Test("daily histogram: Ann's Monday is 200 % in the theme's red, Bo's days 50 %, no lane for material")
    func dailyHistogram() throws {
        let view = resourceView()
        let configuration = fixedConfiguration()
        let style = configuration.themeStyle
        let scene = try GanttChartResourceLayout.wholeChartScene(for: view, configuration: configuration,
                                                                 histogram: GanttChartResourceHistogram(laneHeight: 64))
        let list = scene.displayList
        #expect(list.size.height == 48 + 4 * 28 + 2 * 64)
        let ann = try element("histogram:1:2025-03-03T00:00:00", in: list)
        #expect(ann.role == .overallocation)
        #expect(ann.fill == style.highlightedDependencyLineColor)
        #expect(try text(of: element("histogram:1:2025-03-03T00:00:00:value", in: list)) == "200 %")
        let annRect = try #require(rect(of: ann))
        #expect(annRect.minX == scene.x(for: march(3)) + 1.5)
        #expect(annRect.maxX == scene.x(for: march(4)) - 1.5)
        #expect(annRect.maxY == 48 + 4 * 28 + 64 - 4)
        // One scale for both lanes, up to 1.12 × the 200 % peak = 224 %, over the 46-point plot
        // (64 − 14 above − 4 below): the max-units line is 46 / 2.24 ≈ 20.54 points up in each lane,
        // Ann's 200 % column twice that (41.07), Bo's 50 % columns half of it (10.27).
        let annCapacity = try capacityY(of: "histogram:1", in: list)
        #expect(abs(annRect.height - 46 * 2 / 2.24) < 1e-9)
        #expect(abs(annRect.maxY - annCapacity - 46 / 2.24) < 1e-9)
        let boCapacity = try capacityY(of: "histogram:2", in: list)
        #expect(abs(boCapacity - annCapacity - 64) < 1e-9)
        for day in ["2025-03-03", "2025-03-04"] {
            let bo = try element("histogram:2:\(day)T00:00:00", in: list)
            #expect(bo.role == .resourceLoad)
            #expect(try text(of: element("histogram:2:\(day)T00:00:00:value", in: list)) == "50 %")
            let boRect = try #require(rect(of: bo))
            #expect(boRect.minY >= 48 + 4 * 28 + 64)
            #expect(abs(boRect.height - 46 * 0.5 / 2.24) < 1e-9)
            #expect(boRect.height < annRect.height / 3)
        }
        #expect(list.allElements.filter { $0.role == .overallocation }.count == 1)
        #expect(list.allElements.filter { $0.role == .resourceLoad }.count == 2)
        #expect(list.element(withID: "histogram:3") == nil)
    }

    @Test("a label after a bar stops at the next bar of its lane (with …), and is left out where the next bar leaves no room")
    func labelsKeepOffOtherBars() throws {
        // Ann: T1 Monday, T2 Tuesday (after T1). Bo: T3 Monday 08:00–12:00 and T4 from 12:00 to Tuesday 12:00, touching: one lane.
        let plan = ProjectPlan(
            tasks: [.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour), .init(id: 3, duration: 4 * hour),
                    .init(id: 4, duration: 8 * hour, constraint: .startNoEarlierThan(march(3, 12)))],
            links: [.init(from: 1, to: 2)], start: march(3, 8),
            resources: [ProjectResource(id: 1, name: "Ann"), ProjectResource(id: 2, name: "Bo")],
            assignments: [.init(id: 1, task: 1, resource: 1), .init(id: 2, task: 2, resource: 1),
                          .init(id: 3, task: 3, resource: 2), .init(id: 4, task: 4, resource: 2)])
        let names = [1: "Specification and review", 2: "Build", 3: "Interviews", 4: "Survey"]
        let view = GanttChartResourceView(plan: plan, schedule: ProjectScheduler.schedule(plan)) { names[$0.rawValue] ?? "" }
        let scene = try GanttChartResourceLayout.wholeChartScene(for: view, configuration: fixedConfiguration())
        let list = scene.displayList
        // 60-point days, 2.5 points an hour: T1 ends at Monday 16:00 (x 40 after the row headers), T2 starts at Tuesday 08:00 (x 80).
        let t2 = try #require(rect(of: element("assignment:2:1", in: list)))
        #expect(t2.minX == scene.x(for: march(4, 8)))
        guard case let .text(cut)? = list.element(withID: "assignment:1:1:label")?.primitive else {
            Issue.record("T1 has no label")
            return
        }
        #expect(cut.string == "Specification and review")
        #expect(cut.position.x > scene.x(for: march(3, 16)))
        #expect(cut.maxWidth == t2.minX - 4 - cut.position.x)
        // Build's label has nothing after it: whole.
        guard case let .text(build)? = list.element(withID: "assignment:2:1:label")?.primitive else {
            Issue.record("T2 has no label")
            return
        }
        #expect(build.maxWidth == nil)
        // T4 starts where T3 ends, in the same lane: no room for T3's label; T4's own label is whole.
        #expect(view.rows[1].laneCount == 1)
        #expect(try #require(rect(of: element("assignment:4:2", in: list))).minX == scene.x(for: march(3, 12)))
        #expect(list.element(withID: "assignment:3:2:label") == nil)
        #expect(list.element(withID: "assignment:4:2:label") != nil)
    }

    @Test("weekly columns when a day is narrower than the minimum; the total lane sums the resources")
    func weeklyAndTotal() throws {
        let view = resourceView()
        let configuration = fixedConfiguration(hourWidth: 0.5)  // 12-point days
        let histogram = GanttChartResourceHistogram(subject: .total)
        let scene = try GanttChartResourceLayout.wholeChartScene(for: view, configuration: configuration, histogram: histogram)
        #expect(histogram.resolvedPeriod(in: scene) == .week)
        let list = scene.displayList
        #expect(list.size.height == 48 + 4 * 28 + 64)
        let week = try element("histogram:total:2025-03-03T00:00:00", in: list)
        // Loads 16 h (Ann) + 8 h (Bo, 4 h a day) of 40 h + 40 h: 30 %; over-allocated because Ann's Monday is.
        #expect(week.role == .overallocation)
        let weekRect = try #require(rect(of: week))
        #expect(weekRect.minX == scene.x(for: march(3)) + 1.5)
        #expect(weekRect.maxX == scene.x(for: march(10)) - 1.5)
        #expect(try text(of: element("histogram:total:2025-03-03T00:00:00:value", in: list)) == "30 %")
        #expect(list.allElements.filter { $0.role == .resourceLoad || $0.role == .overallocation }.count == 1)
    }

    @Test("one selected resource: one lane; the Gantt chart takes a histogram the same way")
    func selectedResourceUnderGantt() throws {
        let view = resourceView()
        let configuration = fixedConfiguration()
        let items = [GanttChartItem(id: 1, label: "T1", row: 0, time: TimeRange(march(3, 8)..<march(3, 16)))]
        var scene = try GanttChartLayout.wholeChartScene(for: GanttChartItemSource(items: items), configuration: configuration)
        let before = scene.displayList.size.height
        GanttChartResourceHistogram(subject: .resource(2)).append(to: &scene, view: view, configuration: configuration,
                                                                  style: configuration.themeStyle)
        #expect(scene.displayList.size.height == before + 64)
        #expect(scene.displayList.element(withID: "item:1") != nil)
        #expect(scene.displayList.element(withID: "histogram:2:2025-03-04T00:00:00") != nil)
        #expect(scene.displayList.element(withID: "histogram:1:2025-03-03T00:00:00") == nil)
    }

    @Test("a viewport scene keeps the histogram inside the viewport")
    func viewportScene() {
        let view = resourceView()
        let scene = GanttChartResourceLayout.scene(for: view, in: GanttChartViewport(size: Size(width: 800, height: 300)),
                                                   configuration: fixedConfiguration(), histogram: GanttChartResourceHistogram())
        #expect(scene.displayList.size == Size(width: 800, height: 300))
        #expect(scene.displayList.element(withID: "histogram:1:2025-03-03T00:00:00")?.role == .overallocation)
        #expect(scene.displayList.element(withID: "resource:1") != nil)
    }
}
