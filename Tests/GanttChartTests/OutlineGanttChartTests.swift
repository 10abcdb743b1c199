import Testing
@testable import GanttChart
import TimelineCore
import TimelineGraphics

private func at(_ day: Int, _ hour: Int = 8) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

private func bar(_ id: Int, _ day: Int, days: Int, completion: Double = 0) -> GanttChartItem {
    GanttChartItem(id: GanttChartItem.ID(id), label: "#\(id)", row: 0, time: TimeRange(at(day)..<at(day + days)), completion: completion)
}

/// Project (1) ▸ Design (2, bar 20) ▸ Sketches (3, bar 30)
///             ▸ Build (4, bars 40 and 41)
/// Ops (5, bar 50)
private func sampleTree() -> OutlineGanttChartTreeDataSource {
    OutlineGanttChartTreeDataSource(rows: [
        OutlineGanttChartRow(id: 1, label: "Project", items: [bar(10, 3, days: 10)], children: [
            OutlineGanttChartRow(id: 2, label: "Design", items: [bar(20, 3, days: 3, completion: 0.5)], values: ["owner": "Ann"], children: [
                OutlineGanttChartRow(id: 3, label: "Sketches", items: [bar(30, 3, days: 1)]),
            ]),
            OutlineGanttChartRow(id: 4, label: "Build", items: [bar(40, 6, days: 2), bar(41, 10, days: 2)]),
        ]),
        OutlineGanttChartRow(id: 5, label: "Ops", items: [bar(50, 4, days: 1)]),
    ], dependencies: [
        GanttChartDependency(id: 1, from: 30, to: 40),
        GanttChartDependency(id: 2, from: 20, to: 40),
    ])
}

@Suite("OutlineGanttChart")
struct OutlineGanttChartTests {
    @Test("the expanded tree flattens into grid rows, and chart items take their row numbers")
    func flattening() throws {
        let chart = try OutlineGanttChart(dataSource: sampleTree())
        #expect(chart.visibleRows.map(\.id) == [1, 2, 3, 4, 5])
        #expect(chart.visibleRows.map(\.depth) == [0, 1, 2, 1, 0])
        #expect(chart.visibleRows[2].parent == 2)
        #expect(chart.totalRowCount == 5)
        let all = TimeRange(at(1)..<at(20))
        let rows = chart.filteredItems(rows: 0..<5, timeline: all).map { ($0.id.rawValue, $0.row) }
        #expect(rows.map(\.0) == [10, 20, 30, 40, 41, 50])
        #expect(rows.map(\.1) == [0, 1, 2, 3, 3, 4])
        #expect(chart.filteredDependencies(rows: 0..<5, timeline: all).map(\.id) == [1, 2])
    }

    @Test("collapsing hides the subtree in grid and chart, with dependencies to hidden items")
    func collapsing() throws {
        let chart = try OutlineGanttChart(dataSource: sampleTree())
        try chart.setExpanded(2, false)
        #expect(chart.visibleRows.map(\.id) == [1, 2, 4, 5])
        #expect(!chart.isExpanded(2) && chart.visibleRows[1].isExpandable && !chart.visibleRows[1].isExpanded)
        let all = TimeRange(at(1)..<at(20))
        #expect(chart.item(withID: 30) == nil)
        #expect(chart.filteredItems(rows: 0..<4, timeline: all).first { $0.id == 40 }?.row == 2)
        #expect(chart.filteredDependencies(rows: 0..<4, timeline: all).map(\.id) == [2])
        try chart.setExpanded(1, false)
        #expect(chart.visibleRows.map(\.id) == [1, 5])
        try chart.setExpanded(1, true)
        // Design stays collapsed: each row keeps its own state.
        #expect(chart.visibleRows.map(\.id) == [1, 2, 4, 5])
        #expect(chart.visibleIndex(of: 4) == 2 && chart.visibleIndex(of: 3) == nil)
    }

    @Test("rows that start collapsed stay hidden until expanded")
    func initiallyCollapsed() throws {
        let tree = OutlineGanttChartTreeDataSource(rows: [
            OutlineGanttChartRow(id: 1, label: "A", children: [OutlineGanttChartRow(id: 2, label: "B")], isExpanded: false),
        ])
        let chart = try OutlineGanttChart(dataSource: tree)
        #expect(chart.visibleRows.map(\.id) == [1])
        try chart.setExpanded(1, true)
        #expect(chart.visibleRows.map(\.id) == [1, 2])
    }

    @Test("cells show the main item's dates, completion, attachment and values")
    func cells() throws {
        let columns: [OutlineGanttChartColumn] = [.outline(), .start(), .finish(), .completion(), .value("owner", title: "Owner"),
                                                   .custom(title: "Items") { "\($0.items.count)" }]
        let chart = try OutlineGanttChart(dataSource: sampleTree(), columns: columns)
        #expect((0..<6).map { chart.cellText(row: 1, column: $0) } == ["Design", "2025-03-03 08:00", "2025-03-06 08:00", "50%", "Ann", "1"])
        #expect(chart.cellText(row: 3, column: 5) == "2")
        #expect(OutlineGanttChartCellText.text(for: Time(year: 2025, month: 3, day: 4).asFinish) == "2025-03-03 24:00")
        #expect(OutlineGanttChartCellText.percentText(0.125) == "12.5%")
    }

    @Test("editing start moves the bar keeping its duration; finish changes the duration")
    func editingDates() throws {
        let tree = sampleTree()
        let chart = try OutlineGanttChart(dataSource: tree, columns: [.outline(), .start(), .finish(), .completion()])
        try chart.setCellText("2025-03-04 09:30", row: 1, column: 1)
        #expect(chart.item(withID: 20)?.time == TimeRange(Time(year: 2025, month: 3, day: 4, hour: 9, minute: 30)..<Time(year: 2025, month: 3, day: 7, hour: 9, minute: 30)))
        try chart.setCellText("2025-03-10 16:00", row: 1, column: 2)
        #expect(chart.item(withID: 20)?.finish == at(10, 16))
        #expect(tree.row(withID: 2)?.items.first?.finish == at(10, 16))
        try chart.setCellText("75 %", row: 1, column: 3)
        #expect(chart.item(withID: 20)?.completion == 0.75)
        try chart.setCellText("Detailed design", row: 1, column: 0)
        #expect(chart.cellText(row: 1, column: 0) == "Detailed design")
    }

    @Test("a bad value is rejected with a message and the old value stays")
    func rejectedEdits() throws {
        let chart = try OutlineGanttChart(dataSource: sampleTree(), columns: [.outline(), .start(), .finish(), .completion(),
                                                                              .custom(title: "Fixed") { _ in "x" }])
        func rejection(_ text: String, column: Int) -> OutlineGanttChartEditError? {
            do { try chart.setCellText(text, row: 1, column: column); return nil } catch { return error }
        }
        let badDate = rejection("2025-02-30 08:00", column: 1)
        #expect(badDate?.reason.contains("day 30 does not exist") == true)
        #expect(badDate?.row == 2 && badDate?.column == "Start")
        let early = rejection("2025-03-01 08:00", column: 2)
        #expect(early?.reason.contains("before start") == true)
        #expect(early?.description.contains("column \"Finish\"") == true)
        #expect(rejection("150%", column: 3)?.reason.contains("0 to 100") == true)
        #expect(rejection("abc", column: 3) != nil)
        #expect(rejection("y", column: 4)?.reason.contains("read-only") == true)
        #expect(chart.cellText(row: 1, column: 1) == "2025-03-03 08:00")
        #expect(chart.cellText(row: 1, column: 2) == "2025-03-06 08:00")
        #expect(chart.cellText(row: 1, column: 3) == "50%")
    }

    @Test("custom columns edit through their setter")
    func customColumns() throws {
        let priority = OutlineGanttChartColumn.custom(title: "Priority", getter: { $0.values["priority"] ?? "normal" }) { text, row throws(OutlineGanttChartEditError) in
            guard ["low", "normal", "high"].contains(text) else {
                throw OutlineGanttChartEditError(text: text, reason: "use low, normal or high")
            }
            row.values["priority"] = text
        }
        let chart = try OutlineGanttChart(dataSource: sampleTree(), columns: [.outline(), priority])
        try chart.setCellText("high", row: 4, column: 1)
        #expect(chart.cellText(row: 4, column: 1) == "high")
        #expect(throws: OutlineGanttChartEditError.self) { try chart.setCellText("urgent", row: 4, column: 1) }
        #expect(chart.cellText(row: 4, column: 1) == "high")
    }

    @Test("chart edits reach the data source and survive a reload")
    func chartEdits() throws {
        let tree = sampleTree()
        let chart = try OutlineGanttChart(dataSource: tree)
        try chart.updateTime(of: 50, to: TimeRange(at(5)..<at(7)))
        try chart.updateCompletion(of: 50, to: 0.25)
        #expect(throws: GanttChartValidationError.self) { try chart.updateCompletion(of: 50, to: 1.5) }
        try chart.reloadData()
        #expect(chart.item(withID: 50)?.time == TimeRange(at(5)..<at(7)))
        #expect(chart.item(withID: 50)?.completion == 0.25)
        #expect(chart.item(withID: 50)?.row == 4)
        try chart.moveItem(41, toRow: 4)
        #expect(chart.row(containing: 41) == 5)
        #expect(chart.item(withID: 41)?.row == 4)
        #expect(tree.row(withID: 4)?.items.map(\.id) == [40])
        #expect(throws: GanttChartValidationError.self) { try chart.moveItem(41, toRow: 9) }
    }

    @Test("invalid items from the data source are reported, not drawn")
    func invalidItems() {
        let tree = OutlineGanttChartTreeDataSource(rows: [
            OutlineGanttChartRow(id: 1, label: "A", items: [bar(7, 3, days: 1)]),
            OutlineGanttChartRow(id: 2, label: "B", items: [bar(7, 4, days: 1)]),
        ])
        #expect(throws: GanttChartValidationError.duplicateItemID(7)) { try OutlineGanttChart(dataSource: tree) }
    }

    @Test("paging loads top-level rows page by page as the view scrolls")
    func paging() throws {
        let rows = (0..<1_000).map { OutlineGanttChartRow(id: OutlineGanttChartRow.ID($0), label: "Row \($0)", items: [bar(10_000 + $0, 3, days: 1)]) }
        let chart = try OutlineGanttChart(dataSource: OutlineGanttChartTreeDataSource(rows: rows), isPagingEnabled: true, minPageSize: 50, minPageCount: 2)
        #expect(chart.totalRowCount == 100 && chart.hasMoreRows)
        try chart.ensureRowsLoaded(through: 99)
        #expect(chart.totalRowCount == 100)
        try chart.ensureRowsLoaded(through: 100)
        #expect(chart.totalRowCount == 150)
        try chart.ensureRowsLoaded(through: 420)
        #expect(chart.totalRowCount == 450)
        try chart.ensureRowsLoaded(through: 5_000)
        #expect(chart.totalRowCount == 1_000 && !chart.hasMoreRows)
        #expect(chart.item(withID: 10_999)?.row == 999)
    }
}

extension OutlineGanttChartTests {
    @Test("a chart with its own items draws links to hidden items from the collapsed row; its item manager schedules by the real links only")
    func foldedLinksOfOwnItems() throws {
        var tree = sampleTree()
        tree = OutlineGanttChartTreeDataSource(rows: tree.rows, dependencies: tree.dependencies + [GanttChartDependency(id: 3, from: 30, to: 50)])
        let chart = try OutlineGanttChart(dataSource: tree)
        let all = TimeRange(at(1)..<at(20))
        func drawn(_ rows: Range<Int>) -> [[Int]] {
            chart.filteredDependencies(rows: rows, timeline: all).map { [$0.id.rawValue, $0.from.rawValue, $0.to.rawValue] }
        }
        #expect(drawn(0..<5) == [[1, 30, 40], [2, 20, 40], [3, 30, 50]])

        // Design collapsed: Sketches → Ops is drawn from Design; Sketches → Build folds onto Design → Build, which link 2 draws already.
        try chart.setExpanded(2, false)
        #expect(drawn(0..<4) == [[2, 20, 40], [3, 20, 50]])
        #expect(drawn(3..<4) == [[3, 20, 50]])   // only Ops's row asked for
        #expect(chart.itemManager.source.dependencies.map(\.id) == [2])
        var configuration = GanttChartConfiguration()
        configuration.scrollableTimeline = all
        let scene = OutlineGanttChartLayout.scene(for: chart, in: GanttChartViewport(size: Size(width: 2_400, height: 400)), configuration: configuration)
        #expect(scene.chart.dependencyPolylines[GanttChartDependency.ID(3)] != nil)

        // Project collapsed too: everything but Ops folds into Project.
        try chart.setExpanded(1, false)
        #expect(drawn(0..<2) == [[3, 10, 50]])
    }
}
