import Testing
@testable import GanttChart
import TimelineCore
import TimelineGraphics

private func at(_ day: Int, _ hour: Int = 8) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

private func task(_ id: Int, _ label: String, _ day: Int, hours: Int, type: GanttChartItem.ItemType = .standard) -> GanttChartItem {
    GanttChartItem(id: GanttChartItem.ID(id), label: label, row: 0,
                   time: TimeRange(at(day)..<at(day).adding(seconds: Double(hours) * 3_600)), type: type)
}

/// 1 Project ▸ 1.1 Design ▸ 1.1.1 Sketches, 1.1.2 Review; 1.2 Build; 2 Ops ▸ 2.1 Run
private func tree() -> OutlineGanttChartTreeDataSource {
    OutlineGanttChartTreeDataSource(rows: [
        OutlineGanttChartRow(id: 1, label: "Project", items: [task(10, "Project", 3, hours: 72, type: .summary)], children: [
            OutlineGanttChartRow(id: 2, label: "Design", items: [task(20, "Design", 3, hours: 24)], children: [
                OutlineGanttChartRow(id: 3, label: "Sketches", items: [task(30, "Sketches", 3, hours: 8)]),
                OutlineGanttChartRow(id: 4, label: "Review", items: [task(40, "Review", 4, hours: 4)]),
            ]),
            OutlineGanttChartRow(id: 5, label: "Build", items: [task(50, "Build", 6, hours: 8)]),
        ]),
        OutlineGanttChartRow(id: 6, label: "Ops", items: [task(60, "Ops", 10, hours: 8)], children: [
            OutlineGanttChartRow(id: 7, label: "Run", items: [task(70, "Run", 10, hours: 4)]),
        ]),
    ], dependencies: [GanttChartDependency(id: 1, from: 30, to: 40)])
}

private let columns: [OutlineGanttChartColumn] = [.identifier(), .outlineNumber(), .name(), .duration(), .predecessors()]

@Suite("OutlineGanttChartLayout")
struct OutlineGanttChartLayoutTests {
    @Test("outline numbers count siblings in tree order, also after collapsing")
    func outlineNumbers() throws {
        let chart = try OutlineGanttChart(dataSource: tree(), columns: columns)
        #expect(chart.outlineNumbers == ["1", "1.1", "1.1.1", "1.1.2", "1.2", "2", "2.1"])
        #expect((0..<7).map { chart.cellText(row: $0, column: 1) } == chart.outlineNumbers)
        try chart.setExpanded(2, false)
        #expect(chart.outlineNumbers == ["1", "1.1", "1.2", "2", "2.1"])
    }

    @Test("the chart owns an item manager: durations count its schedule, edits reach the data source")
    func manager() throws {
        let source = tree()
        let chart = try OutlineGanttChart(dataSource: source, columns: columns, schedule: Schedule.standard)
        // Standard schedule: Mon–Fri 08:00–16:00. Sketches, Mon 08:00–16:00: one working day.
        #expect(chart.cellText(row: 2, column: 3) == "1d")
        // Review, Tue 08:00–12:00: four working hours.
        #expect(chart.cellText(row: 3, column: 3) == "4h")
        try chart.setCellText("2d", row: 4, column: 3)            // Build, from Thu 08:00: two working days
        #expect(chart.item(withID: 50)?.finish == at(7, 16))
        #expect(chart.cellText(row: 4, column: 3) == "2d")
        #expect(source.row(withID: 5)?.items.first?.time == chart.item(withID: 50)?.time)
        #expect(throws: OutlineGanttChartEditError.self) { try chart.setCellText("-1d", row: 4, column: 3) }
    }

    @Test("predecessors show lags and types; an edit goes through the manager and the data source")
    func predecessorEdits() throws {
        let source = tree()
        let chart = try OutlineGanttChart(dataSource: source, columns: columns, schedule: Schedule.standard)
        #expect(chart.cellText(row: 3, column: 4) == "3")
        try chart.setCellText("3FS+1d;5SS", row: 6, column: 4)  // Run after Sketches + 1 day and with Build
        #expect(chart.cellText(row: 6, column: 4) == "3FS+1d;5SS")
        #expect(source.dependencies.filter { $0.to == 70 }.map(\.from).sorted() == [30, 50])
        try chart.setCellText("5SS", row: 6, column: 4)
        #expect(chart.cellText(row: 6, column: 4) == "5SS")
        #expect(source.dependencies.filter { $0.to == 70 }.map(\.from) == [50])
        // Rejected edits change nothing: itself, an unknown row, a cycle.
        #expect(throws: OutlineGanttChartEditError.self) { try chart.setCellText("7", row: 6, column: 4) }
        #expect(throws: OutlineGanttChartEditError.self) { try chart.setCellText("3;99", row: 6, column: 4) }
        #expect(throws: OutlineGanttChartEditError.self) { try chart.setCellText("4", row: 2, column: 4) }  // 3 → 4 exists: a cycle
        #expect(chart.cellText(row: 6, column: 4) == "5SS")
        #expect(chart.cellText(row: 2, column: 4) == "")
    }

    @Test("grid cells sit on the same lines as the chart bars of their rows")
    func rowAlignment() throws {
        let chart = try OutlineGanttChart(dataSource: tree(), columns: columns)
        var configuration = GanttChartConfiguration()
        configuration.rowHeight = 30
        let scene = OutlineGanttChartLayout.scene(for: chart, in: GanttChartViewport(size: Size(width: 1_400, height: 400)),
                                                  configuration: configuration)
        let list = scene.displayList
        #expect(scene.gridWidth == OutlineGanttChartLayout.gridWidth(of: columns))
        #expect(list.element(withID: "gridheader:2") != nil)
        for (row, itemID) in [(0, 10), (1, 20), (2, 30), (3, 40), (4, 50), (5, 60), (6, 70)] {
            let cell = try #require(list.bounds(of: SemanticID("cell:\(row):2")))
            let bar = try #require(list.bounds(of: SemanticID("item:\(itemID)")))
            #expect(cell.minY <= bar.midY && bar.midY <= cell.maxY, "row \(row)")
            #expect(abs(cell.midY - bar.midY) < 0.5, "row \(row)")
            #expect(bar.minX >= scene.gridWidth)
        }
        // Summaries get an expander; leaves do not.
        #expect(list.element(withID: "expander:0")?.role == .expander)
        #expect(list.element(withID: "expander:2") == nil)
        #expect(scene.cell(at: Point(x: 5, y: scene.chart.y(forRow: 3) + 2))?.row == 3)
    }

    @Test("long text is cut with an ellipsis by measured width and keeps its whole text as title")
    func ellipsis() throws {
        let narrow = [OutlineGanttChartColumn.name().withWidth(100)]
        let chart = try OutlineGanttChart(dataSource: tree(), columns: narrow)
        let scene = OutlineGanttChartLayout.scene(for: chart, in: GanttChartViewport(size: Size(width: 800, height: 300)),
                                                  configuration: GanttChartConfiguration())
        let text = try #require(scene.displayList.element(withID: "cell:2:0:text"))   // "Sketches", indented two levels
        guard case let .text(run) = text.primitive else { Issue.record("not text"); return }
        #expect(run.string.hasSuffix(TextMeasurer.ellipsis))
        #expect(text.title == "Sketches")
        let measured = TextMeasurer().width(of: run.string, font: run.font)
        #expect(run.position.x + measured <= 100 - OutlineGanttChartGridStyle().cellPadding + 0.001)
    }
}
