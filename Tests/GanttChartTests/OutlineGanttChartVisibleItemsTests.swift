@testable import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

private func at(_ day: Int, _ hour: Int = 8) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

private func bar(_ id: Int, row: Int, _ day: Int, days: Int, type: GanttChartItem.ItemType = .standard) -> GanttChartItem {
    GanttChartItem(id: GanttChartItem.ID(id), label: "#\(id)", row: row, time: TimeRange(at(day)..<at(day + days)), type: type)
}

private let all = TimeRange(at(1)..<at(28))

/// Row 0: summary 1 over rows 1 and 2 (tasks 2, 3); row 3: task 4; row 4:
/// summary 7 over row 5 (task 8); row 6: task 10.
/// Links: 1: 2 → 4 and 2: 3 → 4 (both fold into 1 → 4), 3: 2 → 3 (inside
/// summary 1), 4: 3 → 8 (1 → 8, or 1 → 7 with both collapsed), 5: 4 → 10 (shown
/// ends), 7: 1 → 2 (the summary to its own task), and optionally 6: 1 → 4.
private func plan(withDirectLink: Bool = false) throws -> GanttChartItemManager {
    let items = [bar(1, row: 0, 3, days: 8, type: .summary), bar(2, row: 1, 3, days: 2), bar(3, row: 2, 5, days: 2),
                 bar(4, row: 3, 12, days: 2), bar(7, row: 4, 14, days: 2, type: .summary), bar(8, row: 5, 14, days: 2),
                 bar(10, row: 6, 17, days: 1)]
    var links = [GanttChartDependency(id: 1, from: 2, to: 4), GanttChartDependency(id: 2, from: 3, to: 4),
                 GanttChartDependency(id: 3, from: 2, to: 3), GanttChartDependency(id: 4, from: 3, to: 8),
                 GanttChartDependency(id: 5, from: 4, to: 10), GanttChartDependency(id: 7, from: 1, to: 2)]
    if withDirectLink { links.append(GanttChartDependency(id: 6, from: 1, to: 4)) }
    let source = try GanttChartItemSource(items: items, dependencies: links)
    let manager = GanttChartItemManager(source: source)
    manager.behavior = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy([1: [2, 3], 7: [8]]))
    return manager
}

/// Whether `point` lies within `rect` grown by `margin` on every side.
private func near(_ point: Point?, _ rect: Rect, _ margin: Double = 12) -> Bool {
    guard let point else { return false }
    return point.x >= rect.minX - margin && point.x <= rect.maxX + margin && point.y >= rect.minY - margin && point.y <= rect.maxY + margin
}

/// `[id, from, to]` of each drawn link.
private func drawn(_ links: [GanttChartDependency]) -> [[Int]] { links.map { [$0.id.rawValue, $0.from.rawValue, $0.to.rawValue] } }

@Suite("OutlineGanttChartVisibleItems")
struct OutlineGanttChartVisibleItemsTests {
    @Test("links to tasks hidden under a collapsed summary are drawn to the summary, once per pair, none inside it")
    func foldedLinks() throws {
        let manager = try plan()
        let chart = OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: manager))
        #expect(chart.visibleRows.map(\.id.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        // Expanded: every link as it is.
        #expect(drawn(chart.visibleItems().filteredDependencies(rows: 0..<7, timeline: all)).map { $0[0] } == [1, 2, 3, 4, 5, 7])

        try chart.setExpanded([OutlineGanttChartRow.ID(0)], false)
        #expect(chart.visibleRows.map(\.id.rawValue) == [0, 3, 4, 5, 6])
        let shown = chart.visibleItems()
        // 2 → 4 and 3 → 4 become 1 → 4 (drawn once, as link 1); 3 → 8 becomes 1 → 8;
        // 2 → 3 and 1 → 2 fold inside summary 1: not drawn.
        #expect(drawn(shown.filteredDependencies(rows: 0..<5, timeline: all)) == [[1, 1, 4], [4, 1, 8], [5, 4, 10]])
        #expect(shown.drawnItem(for: 3) == 1 && shown.drawnItem(for: 8) == 8 && shown.drawnItem(for: 4) == 4)
        // The manager keeps the real ends.
        #expect(manager.source.dependency(withID: 1)?.from == 2)

        // Both summaries collapsed: 3 → 8 (hidden at both ends, in different summaries) becomes 1 → 7.
        try chart.setExpanded([OutlineGanttChartRow.ID(4)], false)
        #expect(chart.visibleRows.map(\.id.rawValue) == [0, 3, 4, 6])
        #expect(drawn(chart.visibleItems().filteredDependencies(rows: 0..<4, timeline: all)) == [[1, 1, 4], [4, 1, 7], [5, 4, 10]])
        // The chart as a collection provider (what the layout draws) gives the same.
        #expect(drawn(chart.filteredDependencies(rows: 0..<4, timeline: all)) == [[1, 1, 4], [4, 1, 7], [5, 4, 10]])
    }

    @Test("a link between the shown items themselves wins over the folded ones of the same pair")
    func directLinkFirst() throws {
        let chart = OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: try plan(withDirectLink: true)))
        try chart.setExpanded([OutlineGanttChartRow.ID(0)], false)
        #expect(drawn(chart.filteredDependencies(rows: 0..<5, timeline: all)) == [[4, 1, 8], [5, 4, 10], [6, 1, 4]])
    }

    @Test("a viewport of only the collapsed summary's row, or only its successor's, still finds the folded links")
    func viewportRowsOnly() throws {
        let chart = OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: try plan()))
        try chart.setExpanded([OutlineGanttChartRow.ID(0)], false)
        // Visible row 0 alone: the summary; its hidden rows 1 and 2 hold the links' ends.
        #expect(drawn(chart.visibleItems().filteredDependencies(rows: 0..<1, timeline: all)) == [[1, 1, 4], [4, 1, 8]])
        // Visible row 1 alone (task 4): its links from the hidden tasks are drawn from the summary.
        #expect(drawn(chart.visibleItems().filteredDependencies(rows: 1..<2, timeline: all)) == [[1, 1, 4], [5, 4, 10]])
    }

    @Test("the layout draws the folded link between the summary's bar and the successor's, and not the folded-away ones")
    func layoutDrawsFoldedLink() throws {
        let chart = OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: try plan()))
        try chart.setExpanded([OutlineGanttChartRow.ID(0)], false)
        var configuration = GanttChartConfiguration()
        configuration.scrollableTimeline = all
        let scene = GanttChartLayout.scene(for: chart, in: GanttChartViewport(size: Size(width: 3_000, height: 400)), configuration: configuration)
        let summary = try #require(scene.itemFrames[GanttChartItem.ID(1)])
        let successor = try #require(scene.itemFrames[GanttChartItem.ID(4)])
        #expect(scene.itemFrames[GanttChartItem.ID(2)] == nil)
        let line = try #require(scene.dependencyPolylines[GanttChartDependency.ID(1)])
        #expect(near(line.first, summary) && near(line.last, successor))
        #expect(scene.dependencyPolylines[GanttChartDependency.ID(2)] == nil)   // the same pair as link 1
        #expect(scene.dependencyPolylines[GanttChartDependency.ID(3)] == nil)   // inside the summary
        let svg = SVGRenderer().render(scene.displayList)
        #expect(svg.contains("data-id=\"dependency:1\""))
        #expect(!svg.contains("data-id=\"dependency:3\""))
    }

    @Test("rows below the last visible row follow the outline's last row, hidden rows included")
    func managerRows() throws {
        let chart = OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: try plan()))
        try chart.setExpanded([OutlineGanttChartRow.ID(4)], false)   // row 5 hidden, and it is not the last row
        #expect((0..<8).map(chart.visibleItems().managerRow(forRow:)) == [0, 1, 2, 3, 4, 6, 7, 8])
        try chart.setExpanded([OutlineGanttChartRow.ID(4)], true)
        try chart.setExpanded([OutlineGanttChartRow.ID(0)], false)
        #expect((0..<7).map(chart.visibleItems().managerRow(forRow:)) == [0, 3, 4, 5, 6, 7, 8])
    }
}
