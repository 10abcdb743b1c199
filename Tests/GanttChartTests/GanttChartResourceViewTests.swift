@testable import GanttChart
import ProjectScheduling
import Testing
import TimelineCore
import TimelineGraphics
import TimelineTestSupport

// March 2025: Mon 3 … Fri 7. fixedConfiguration(): header 48 points (two rows), rows 28 points.
private let hour = 3_600.0

private func span(_ from: (Int, Int), _ to: (Int, Int)) -> TimeRange {
    TimeRange(march(from.0, from.1)..<march(to.0, to.1))
}

private func rect(_ id: String, in list: DisplayList) -> Rect? {
    if case let .rect(rect, _)? = list.element(withID: SemanticID(id))?.primitive { return rect }
    return nil
}

@Suite("GanttChartResourceView: overlapping assignments stack in lanes")
struct GanttChartResourceViewTests {
    @Test("lanes: overlapping spans get the next lane; touching spans (half-open) share one; the first free lane is taken")
    func lanesByHand() {
        #expect(GanttChartResourceView.lanes(for: []) == [])
        #expect(GanttChartResourceView.lanes(for: [span((3, 8), (3, 16)), span((3, 8), (3, 16))]) == [0, 1])
        #expect(GanttChartResourceView.lanes(for: [span((3, 8), (3, 12)), span((3, 12), (3, 16))]) == [0, 0])
        // A Mon 08–Tue 16, B Mon 08–16, C Tue 08–16, D Mon 16–Tue 08: A 0, B 1; D after B in lane 1; C after D in lane 1.
        #expect(GanttChartResourceView.lanes(for: [span((3, 8), (4, 16)), span((3, 8), (3, 16)), span((4, 8), (4, 16)),
                                                   span((3, 16), (4, 8))]) == [0, 1, 1, 1])
        // X Mon–Fri, Y Mon–Tue, Z Tue–Wed, W Wed–Thu: X 0, Y 1, Z 2 (Y still runs), W 1 (the first lane free again).
        #expect(GanttChartResourceView.lanes(for: [span((3, 0), (8, 0)), span((3, 0), (5, 0)), span((4, 0), (6, 0)),
                                                   span((5, 0), (7, 0))]) == [0, 1, 2, 1])
        // Spans are taken by start; equal starts in input order: Y 0, X 1, Z 2, W 0 (Y has finished).
        #expect(GanttChartResourceView.lanes(for: [span((5, 0), (7, 0)), span((4, 0), (6, 0)), span((3, 0), (5, 0)),
                                                   span((3, 0), (8, 0))]) == [0, 2, 0, 1])
    }

    @Test("lanes of random spans: no two spans of a lane overlap, and there are as many lanes as spans overlap at most")
    func lanesProperties() {
        var random = SeededRandomNumberGenerator(seed: 15)
        for _ in 0..<200 {
            let count = Int.random(in: 0...12, using: &random)
            let spans = (0..<count).map { _ -> TimeRange in
                let start = Int.random(in: 0...40, using: &random)
                let length = Int.random(in: 0...10, using: &random)
                return TimeRange(march(3).adding(seconds: Double(start) * hour)..<march(3).adding(seconds: Double(start + length) * hour))
            }
            let lanes = GanttChartResourceView.lanes(for: spans)
            #expect(lanes.count == spans.count)
            for a in spans.indices {
                for b in spans.indices where a < b && lanes[a] == lanes[b] {
                    #expect(!(spans[a].start < spans[b].finish && spans[b].start < spans[a].finish), "lane \(lanes[a]) holds overlapping spans")
                }
            }
            // The fewest lanes: the most spans already running (finishing after it starts) when a span starts, plus itself.
            let order = spans.indices.sorted { spans[$0].start != spans[$1].start ? spans[$0].start < spans[$1].start : $0 < $1 }
            var depth = 0
            for (k, s) in order.enumerated() {
                depth = max(depth, 1 + order[..<k].filter { spans[$0].finish > spans[s].start }.count)
            }
            #expect((lanes.max() ?? -1) + 1 == depth)
        }
    }

    @Test("a row of three lanes is three lines tall: one header over them, the name in the first lane, one border under the last")
    func laidOutLanes() throws {
        // Ann: T1 Mon–Tue, T2 Monday, T3 Tuesday (after T2, in its lane), T4 Monday: three lanes. Bo: T5 Monday.
        let plan = ProjectPlan(
            tasks: [.init(id: 1, duration: 16 * hour), .init(id: 2, duration: 8 * hour), .init(id: 3, duration: 8 * hour),
                    .init(id: 4, duration: 8 * hour), .init(id: 5, duration: 8 * hour)],
            links: [.init(from: 2, to: 3)], start: march(3, 8),
            resources: [ProjectResource(id: 1, name: "Ann"), ProjectResource(id: 2, name: "Bo")],
            assignments: (1...4).map { .init(id: .init($0), task: .init($0), resource: 1) } + [.init(id: 5, task: 5, resource: 2)])
        let view = GanttChartResourceView(plan: plan, schedule: ProjectScheduler.schedule(plan)) { "T\($0.rawValue)" }
        #expect(view.bars.map(\.task.rawValue) == [1, 2, 4, 3, 5])
        #expect(view.bars.map(\.lane) == [0, 1, 2, 1, 0])
        #expect(view.rows.map(\.laneCount) == [3, 1])
        let configuration = fixedConfiguration()
        let scene = try GanttChartResourceLayout.wholeChartScene(for: view, configuration: configuration)
        let list = scene.displayList
        #expect(list.size.height == 48 + 4 * 28)
        #expect(rect("resource:1", in: list) == Rect(x: 0, y: 48, width: scene.rowHeaderWidth, height: 3 * 28))
        #expect(rect("resource:2", in: list) == Rect(x: 0, y: 48 + 84, width: scene.rowHeaderWidth, height: 28))
        #expect(list.allElements.filter { $0.role == .rowHeader }.map(\.id.description) == ["resource:1", "resource:2"])
        guard case let .text(name)? = list.element(withID: "resource:1:label")?.primitive else {
            Issue.record("Ann's row has no name")
            return
        }
        #expect(name.string == "Ann")
        #expect(name.position.y == 48 + 14)
        // Borders: under Ann's last lane and under Bo's row, none between Ann's lanes.
        let borders = list.allElements.filter { $0.id.description.hasSuffix(":border") && $0.id.hasPrefix("resource:") }.map(\.id.description)
        #expect(borders == ["resource:1:border", "resource:2:border"])
        #expect(list.element(withID: "row:0:border") == nil && list.element(withID: "row:1:border") == nil)
        #expect(list.element(withID: "row:2:border") != nil)
        // Each bar in its lane's line: T1 line 0, T2 and T3 line 1, T4 line 2, T5 line 3.
        for (id, line) in [("assignment:1:1", 0), ("assignment:2:1", 1), ("assignment:3:1", 1), ("assignment:4:1", 2), ("assignment:5:2", 3)] {
            let bar = try #require(rect(id, in: list), "no bar \(id)")
            #expect(bar.minY > 48 + Double(line) * 28 && bar.maxY < 48 + Double(line + 1) * 28, "\(id) is not on line \(line)")
        }
        // Ann's lanes share her row's background; Bo's row alternates.
        let style = configuration.themeStyle
        let fills = (0..<4).map { list.element(withID: SemanticID("row:\($0)"))?.fill }
        #expect(fills[0] == style.rowBackground && fills[1] == style.rowBackground && fills[2] == style.rowBackground)
        #expect(fills[3] == (style.alternateRowBackground ?? style.rowBackground))
    }

    @Test("a viewport scrolled into the second lane: the header covers the visible lanes and keeps the resource's id")
    func scrolledLanes() throws {
        let plan = ProjectPlan(
            tasks: [.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour), .init(id: 3, duration: 8 * hour)],
            start: march(3, 8), resources: [ProjectResource(id: 1, name: "Ann")],
            assignments: (1...3).map { .init(id: .init($0), task: .init($0), resource: 1) })
        let view = GanttChartResourceView(plan: plan, schedule: ProjectScheduler.schedule(plan)) { "T\($0.rawValue)" }
        var viewport = GanttChartViewport(size: Size(width: 600, height: 300))
        viewport.firstRow = 1
        let scene = GanttChartResourceLayout.scene(for: view, in: viewport, configuration: fixedConfiguration())
        let list = scene.displayList
        #expect(scene.rowCount == 3)
        // Lines 1 and 2 are visible from the top of the content: the header spans both.
        #expect(rect("resource:1", in: list) == Rect(x: 0, y: 48, width: scene.rowHeaderWidth, height: 2 * 28))
        #expect(list.element(withID: "resource:1:label") == nil)   // the name is in lane 0, scrolled away
        #expect(list.element(withID: "assignment:1:1") == nil)
        #expect(list.element(withID: "assignment:2:1") != nil && list.element(withID: "assignment:3:1") != nil)
    }
}
