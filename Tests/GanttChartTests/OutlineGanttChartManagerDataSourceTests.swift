import Testing
@testable import GanttChart
import TimelineCore

private func at(_ day: Int, _ hour: Int = 8) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

private func bar(_ id: Int, row: Int, _ day: Int, days: Int, type: GanttChartItem.ItemType = .standard) -> GanttChartItem {
    GanttChartItem(id: GanttChartItem.ID(id), label: "#\(id)", row: row, time: TimeRange(at(day)..<at(day + days)), type: type)
}

/// Row 0: summary 1 over rows 1 and 2 (items 2 and 3; row 2 also holds item 9),
/// row 3: item 4 on its own, row 4: a heading without items.
private func sharedPlan() throws -> GanttChartItemManager {
    let items = [bar(1, row: 0, 3, days: 6, type: .summary), bar(2, row: 1, 3, days: 2), bar(3, row: 2, 5, days: 4),
                 bar(9, row: 2, 12, days: 1), bar(4, row: 3, 10, days: 2)]
    let source = try GanttChartItemSource(items: items, dependencies: [GanttChartDependency(id: 1, from: 2, to: 4)])
    let hierarchy = GanttChartItemHierarchy([1: [2, 3]])
    let manager = GanttChartItemManager(source: source)
    manager.behavior = GanttChartItemHierarchicalBehavior(hierarchy: hierarchy)
    return manager
}

private let all = TimeRange(at(1)..<at(28))

@Suite("OutlineGanttChartManagerDataSource")
struct OutlineGanttChartManagerDataSourceTests {
    @Test("the manager's rows become an outline: a row nests under the row of its main item's parent")
    func outline() throws {
        let manager = try sharedPlan()
        let rows = OutlineGanttChartManagerDataSource(manager: manager, rowLabels: ["", "", "", "", "Notes"])
        let chart = OutlineGanttChart(sharing: rows, columns: [.outlineNumber(), .name(), .start()])
        #expect(chart.visibleRows.map(\.id.rawValue) == [0, 1, 2, 3, 4])
        #expect(chart.visibleRows.map(\.depth) == [0, 1, 1, 0, 0])
        #expect(chart.outlineNumbers == ["1", "1.1", "1.2", "2", "3"])
        #expect(chart.visibleRows[0].isExpandable && !chart.visibleRows[3].isExpandable)
        #expect((0..<5).map { chart.cellText(row: $0, column: 1) } == ["#1", "#2", "#3", "#4", "Notes"])
        // The main item of row 2 is its lowest id (3), not the later item 9.
        #expect(chart.mainItem(of: 2)?.id == 3)
        #expect(chart.cellText(row: 2, column: 2) == "2025-03-05 08:00")
    }

    @Test("each chart sharing the manager has its own expansion; collapsed rows leave the chart rows")
    func ownExpansion() throws {
        let manager = try sharedPlan()
        let rows = OutlineGanttChartManagerDataSource(manager: manager)
        let first = OutlineGanttChart(sharing: rows)
        let second = OutlineGanttChart(sharing: rows)
        try first.setExpanded([OutlineGanttChartRow.ID(0)], false)
        #expect(first.visibleRows.map(\.id.rawValue) == [0, 3])
        #expect(second.visibleRows.map(\.id.rawValue) == [0, 1, 2, 3])
        #expect(first.totalRowCount == 2)
        let shown = first.filteredItems(rows: 0..<2, timeline: all).map { [$0.id.rawValue, $0.row] }
        #expect(shown == [[1, 0], [4, 1]])
        #expect(first.item(withID: 3) == nil && first.item(withID: 4)?.row == 1)
        // The link 2 → 4 has a hidden end: the collapsed chart draws it from the summary (1 → 4), the other as it is.
        #expect(first.filteredDependencies(rows: 0..<2, timeline: all).map { [$0.id.rawValue, $0.from.rawValue, $0.to.rawValue] } == [[1, 1, 4]])
        #expect(second.filteredDependencies(rows: 0..<4, timeline: all).map { [$0.id.rawValue, $0.from.rawValue, $0.to.rawValue] } == [[1, 2, 4]])
        // The manager keeps every item on its own row.
        #expect(manager.item(withID: 4)?.row == 3 && manager.item(withID: 3)?.row == 2)
    }

    @Test("cell edits go to the shared manager, whose behavior answers")
    func editsReachTheManager() throws {
        let manager = try sharedPlan()
        let rows = OutlineGanttChartManagerDataSource(manager: manager)
        let chart = OutlineGanttChart(sharing: rows, columns: [.name(), .start(), .finish(), .completion(), .predecessors()])
        var edits: [GanttChartEdit] = []
        edits = try manager.recordingEdits { try chart.setCellText("2025-03-10 08:00", row: 2, column: 1) }
        // Item 3 moved (4 days kept) and its summary grew to its new finish: the host's behavior ran.
        #expect(manager.item(withID: 3)?.time == TimeRange(at(10)..<at(14)))
        #expect(manager.item(withID: 1)?.finish == at(14))
        #expect(edits.compactMap(\.itemID).contains(1))
        try chart.setCellText("Kick-off", row: 1, column: 0)
        #expect(manager.item(withID: 2)?.label == "Kick-off")
        try chart.setCellText("40%", row: 3, column: 3)
        #expect(manager.item(withID: 4)?.completion == 0.4)
        // A shared manager's predecessors are item ids: "3FS" replaces the link 2 → 4 by 3 → 4.
        #expect(chart.cellText(row: 3, column: 4) == "2")
        try chart.setCellText("3FS", row: 3, column: 4)
        #expect(manager.source.incomingDependencies(to: 4).map(\.from) == [3])
        #expect(chart.cellText(row: 3, column: 4) == "3")
        #expect(throws: OutlineGanttChartEditError.self) { try chart.setCellText("77", row: 3, column: 4) }
    }

    @Test("a shared chart's ID column shows each row's main item id, the id its Predecessors column names; sorting by it follows those ids")
    func identifierColumnNamesItems() throws {
        let manager = try sharedPlan()
        let chart = OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: manager, rowLabels: ["", "", "", "", "Notes"]),
                                      columns: [.identifier(), .name(), .predecessors()])
        // Rows 0…4 hold items 1, 2, 3 (and 9), 4 and none: the ids, not the rows (0…4), and nothing for the heading.
        #expect((0..<5).map { chart.cellText(row: $0, column: 0) } == ["1", "2", "3", "4", ""])
        // Item 4's predecessor is item 2: the number in its ID column.
        #expect(chart.cellText(row: 3, column: 2) == "2")
        #expect(chart.cellText(row: 1, column: 0) == "2")
        // Descending by ID: top level 4, then 1 (its children 3, 2), the heading without an id last.
        let view = chart.rowView(sort: OutlineGanttChartSort(column: 0, isAscending: false))
        #expect(view.rows.map(\.id.rawValue) == [3, 0, 2, 1, 4])
    }

    @Test("a shared chart writes predecessors by task id also when they are hidden under a collapsed summary, and keeps them on an edit")
    func hiddenPredecessors() throws {
        let manager = try sharedPlan()
        let chart = OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: manager), columns: [.name(), .predecessors()])
        try chart.setExpanded([OutlineGanttChartRow.ID(0)], false)
        // Item 2 (under the collapsed summary) still precedes item 4, now on visible row 1.
        #expect(chart.visibleRows.map(\.id.rawValue) == [0, 3])
        #expect(chart.cellText(row: 1, column: 1) == "2")
        // Adding item 3 (also hidden) keeps the link from 2 and adds one from 3.
        try chart.setCellText("2;3SS", row: 1, column: 1)
        #expect(manager.source.incomingDependencies(to: 4).map { [$0.from.rawValue, $0.type == .fromStartToStart ? 1 : 0] }.sorted { $0[0] < $1[0] }
                == [[2, 0], [3, 1]])
        #expect(chart.cellText(row: 1, column: 1) == "2;3SS")
        // Clearing the cell removes both, hidden or not.
        try chart.setCellText("", row: 1, column: 1)
        #expect(manager.source.incomingDependencies(to: 4).isEmpty)
    }

    @Test("a rejected cell names the row and the reason and changes nothing")
    func rejected() throws {
        let manager = try sharedPlan()
        let chart = OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: manager),
                                      columns: [.name(), .finish(), .completion()])
        let before = manager.source.items
        #expect(throws: OutlineGanttChartEditError(row: 1, column: "Finish", text: "2025-03-01 08:00",
                                                   reason: "the finish is before the start 2025-03-03 08:00")) {
            try chart.setCellText("2025-03-01 08:00", row: 1, column: 1)
        }
        #expect(throws: OutlineGanttChartEditError.self) { try chart.setCellText("lots", row: 1, column: 2) }
        #expect(throws: OutlineGanttChartEditError.self) { try chart.setCellText("  ", row: 1, column: 0) }
        #expect(manager.source.items == before)
    }

    @Test("a row whose parent is not an open row above it is shown at the top level")
    func orphanRows() throws {
        // Item 2 (row 0) names item 1 on row 2, below it, as its parent: top level. Item 3 (row 3) nests under
        // row 2, the open row just above it.
        let items = [bar(2, row: 0, 3, days: 1), bar(4, row: 1, 3, days: 1), bar(1, row: 2, 3, days: 2, type: .summary),
                     bar(3, row: 3, 3, days: 1)]
        let manager = GanttChartItemManager(source: try GanttChartItemSource(items: items))
        manager.behavior = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy([1: [2, 3]]))
        let rows = OutlineGanttChartManagerDataSource(manager: manager)
        let chart = OutlineGanttChart(sharing: rows)
        #expect(chart.visibleRows.map(\.depth) == [0, 0, 0, 1])
        #expect(chart.outlineNumbers == ["1", "2", "3", "3.1"])
    }

    @Test("after a structural edit and reload, the outline follows the manager")
    func reloadFollowsTheManager() throws {
        let manager = try sharedPlan()
        let rows = OutlineGanttChartManagerDataSource(manager: manager)
        let chart = OutlineGanttChart(sharing: rows)
        _ = try manager.addNewItem(label: "Launch", row: 5, time: TimeRange(at(20)..<at(21)))
        rows.reload()
        try chart.reloadData()
        #expect(chart.visibleRows.map(\.id.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(chart.outlineNumbers.last == "4")
        try chart.moveItem(4, toRow: 4)
        #expect(manager.item(withID: 4)?.row == 4)
    }
}
