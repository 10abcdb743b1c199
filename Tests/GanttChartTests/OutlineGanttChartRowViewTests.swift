@testable import GanttChart
import Testing
import TimelineCore

private func mar(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }
private let all = TimeRange(mar(1)..<mar(31))

/// Continuous time. Row: item (dates), everything expanded:
///   0: 1 "Design phase" summary (10–14, done)           1: 2 "Sketch" (10–12, done, resources "Ana")
///   2: 3 "Design review" milestone (14)                  3: 4 "Build" summary (12–21, 10 %)
///   4: 5 "Frame walls" (17–21, 20 %, notes "check permits") 5: 6 "Roof" (12–14)
///   6: 7 "Übergabe" milestone (24)
/// Links: 1: 2 → 5, 2: 6 → 7.
private func plan() throws -> GanttChartItemManager {
    var sketch = GanttChartItem(id: 2, label: "Sketch", row: 1, time: TimeRange(mar(10)..<mar(12)), completion: 1)
    sketch.attachment = "Ana"
    var frame = GanttChartItem(id: 5, label: "Frame walls", row: 4, time: TimeRange(mar(17)..<mar(21)), completion: 0.2)
    frame.details = "check permits"
    let items = [
        GanttChartItem(id: 1, label: "Design phase", row: 0, time: TimeRange(mar(10)..<mar(14)), completion: 1, type: .summary),
        sketch,
        GanttChartItem(id: 3, label: "Design review", row: 2, time: TimeRange(at: mar(14)), type: .milestone),
        GanttChartItem(id: 4, label: "Build", row: 3, time: TimeRange(mar(12)..<mar(21)), completion: 0.1, type: .summary),
        frame,
        GanttChartItem(id: 6, label: "Roof", row: 5, time: TimeRange(mar(12)..<mar(14))),
        GanttChartItem(id: 7, label: "Übergabe", row: 6, time: TimeRange(at: mar(24)), type: .milestone),
    ]
    let links = [GanttChartDependency(id: 1, from: 2, to: 5), GanttChartDependency(id: 2, from: 6, to: 7)]
    let manager = GanttChartItemManager(source: try GanttChartItemSource(items: items, dependencies: links))
    manager.behavior = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy([1: [2, 3], 4: [5, 6]]))
    return manager
}

private func chart(_ manager: GanttChartItemManager) -> OutlineGanttChart {
    OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: manager), columns: OutlineGanttChartColumn.projectColumns)
}

/// The column index of a kind in the project columns.
private func column(_ title: String) -> Int {
    OutlineGanttChartColumn.projectColumns.firstIndex { $0.title == title }!
}

private func rows(_ view: OutlineGanttChartRowView) -> [Int] { view.rows.map(\.id.rawValue) }

@Suite("OutlineGanttChartRowView: filtering, sorting and searching an outline")
struct OutlineGanttChartRowViewTests {
    @Test("Without a filter or sort the view is the outline: every row, in order, each matching")
    func identity() throws {
        let view = chart(try plan()).rowView()
        #expect(rows(view) == [0, 1, 2, 3, 4, 5, 6])
        #expect(view.isIdentity && view.matchCount == 7)
        #expect(view.rows.allSatisfy { $0.matches })
        #expect(view.rows.map(\.depth) == [0, 1, 1, 0, 1, 1, 0])
        #expect(view.rows[0].isExpandable && view.rows[0].isExpanded && !view.rows[1].isExpandable)
    }

    @Test("The text filter finds the name, the resources or the notes in any case; summaries above a match are shown as context")
    func textFilter() throws {
        let outline = chart(try plan())
        let review = outline.rowView(filter: OutlineGanttChartFilter(text: "REVIEW"))
        #expect(rows(review) == [0, 2])
        #expect(review.rows.map(\.matches) == [false, true])
        #expect(review.matchCount == 1)
        #expect(review.rows[0].isExpandable)   // it has a row in the view
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(text: "ana"))) == [0, 1])          // resources
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(text: "Permit"))) == [3, 4])       // notes
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(text: "übergabe"))) == [6])        // not ASCII
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(text: "nothing like it"))).isEmpty)
        // A summary that matches itself shows without its non-matching tasks, and with no expander.
        let build = outline.rowView(filter: OutlineGanttChartFilter(text: "build"))
        #expect(rows(build) == [3] && build.rows[0].matches && !build.rows[0].isExpandable)
    }

    @Test("Text and other conditions together, and the next filter and search after a rename or a new note see the new text")
    func textAfterEdits() throws {
        let manager = try plan()
        let outline = chart(manager)
        // "design" names rows 0 and 2; of those only the review is a milestone.
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(text: "design", isMilestonesOnly: true))) == [0, 2])
        #expect(outline.rowView(filter: OutlineGanttChartFilter(text: "design", isMilestonesOnly: true)).matchCount == 1)
        #expect(outline.rowView().search("design", in: manager.source).map(\.rawValue) == [0, 2])
        try manager.updateLabel(for: 6, to: "Roof design")
        try manager.updateDetails(for: 2, to: "Ana's DESIGN sketches")
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(text: "design"))) == [0, 1, 2, 3, 5])
        #expect(outline.rowView().search("design", in: manager.source).map(\.rawValue) == [0, 1, 2, 5])
        try manager.updateLabel(for: 6, to: "Roof")
        #expect(outline.rowView().search("design", in: manager.source).map(\.rawValue) == [0, 1, 2])
    }

    @Test("Milestones, a date range and the critical items filter as their conditions say, all conditions together")
    func conditionFilters() throws {
        let outline = chart(try plan())
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(isMilestonesOnly: true))) == [0, 2, 6])
        // [13th, 15th): Design phase (10–14), the review (14), Build (12–21), Roof (12–14); not Sketch (ends 12), Frame (from 17).
        let range = OutlineGanttChartFilter(dateRange: TimeRange(mar(13)..<mar(15)))
        let ranged = outline.rowView(filter: range)
        #expect(rows(ranged) == [0, 2, 3, 5])
        #expect(ranged.rows.map(\.matches) == [true, true, true, true])
        let critical = OutlineGanttChartFilter.Facts(criticalItems: [5, 7])
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(isCriticalOnly: true), facts: critical)) == [3, 4, 6])
        // Both: critical milestones.
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(isCriticalOnly: true, isMilestonesOnly: true), facts: critical)) == [6])
    }

    @Test("Late: unfinished work behind the status date, or a finish after the deadline")
    func lateFilter() throws {
        let outline = chart(try plan())
        // Status Wed 19: Frame walls (17–21, 20 % of 4 days reaches 17th 19:12) is behind; Roof (from 12th, 0 %) and the
        // review (14th, not done) are behind; Build (10 %) too; Sketch and Design phase are done; Übergabe is not due yet.
        let facts = OutlineGanttChartFilter.Facts(statusDate: mar(19))
        let late = outline.rowView(filter: OutlineGanttChartFilter(isLateOnly: true), facts: facts)
        #expect(rows(late) == [0, 2, 3, 4, 5])
        #expect(late.rows.map(\.matches) == [false, true, true, true, true])
        // A deadline before its date makes Übergabe late too; with no status date, only deadlines count.
        let deadlines = OutlineGanttChartFilter.Facts(deadline: { $0 == 7 ? mar(21) : nil })
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(isLateOnly: true), facts: deadlines)) == [6])
    }

    @Test("A sort orders siblings by the column's values and keeps every task under its summary")
    func sortKeepsOutline() throws {
        let outline = chart(try plan())
        let start = outline.rowView(sort: OutlineGanttChartSort(column: column("Start")))
        // Top level 10th, 12th, 24th; Build's tasks: Roof (12th) before Frame walls (17th).
        #expect(rows(start) == [0, 1, 2, 3, 5, 4, 6])
        #expect(start.rows.map(\.depth) == [0, 1, 1, 0, 1, 1, 0])
        let latestFirst = outline.rowView(sort: OutlineGanttChartSort(column: column("Start"), isAscending: false))
        #expect(rows(latestFirst) == [6, 3, 4, 5, 0, 2, 1])
        let names = outline.rowView(sort: OutlineGanttChartSort(column: column("Task Name")))
        // Build, Design phase, Übergabe; Frame walls, Roof; Design review, Sketch.
        #expect(rows(names) == [3, 4, 5, 0, 2, 1, 6])
        // Predecessors: tasks with none come last either way (Frame walls ← 2, Übergabe ← 6).
        let predecessors = outline.rowView(sort: OutlineGanttChartSort(column: column("Predecessors"), isAscending: false))
        #expect(rows(predecessors) == [6, 0, 1, 2, 3, 4, 5])
        // A column that does not exist sorts nothing.
        let none = outline.rowView(sort: OutlineGanttChartSort(column: 99))
        #expect(rows(none) == [0, 1, 2, 3, 4, 5, 6] && none.sort == nil)
    }

    @Test("Filter, sort and collapse together: hidden hits are found by search and shown by expanding their summaries")
    func filterSortCollapse() throws {
        let manager = try plan()
        let outline = chart(manager)
        try outline.setExpanded([OutlineGanttChartRow.ID(0)], false)
        let view = outline.rowView(sort: OutlineGanttChartSort(column: column("Start"), isAscending: false))
        #expect(rows(view) == [6, 3, 4, 5, 0])
        #expect(view.allRows.map(\.id.rawValue) == [6, 3, 4, 5, 0, 2, 1])
        #expect(view.rows.last?.isExpandable == true && view.rows.last?.isExpanded == false)
        #expect(view.search("e", in: manager.source).map(\.rawValue) == [6, 4, 0, 2, 1])   // every name with an e, in view order (not Build, not Roof)
        #expect(view.search("review", in: manager.source).map(\.rawValue) == [2])
        #expect(view.collapsedAncestors(of: OutlineGanttChartRow.ID(2)) == [OutlineGanttChartRow.ID(0)])
        #expect(view.collapsedAncestors(of: OutlineGanttChartRow.ID(4)).isEmpty)
        #expect(view.visibleIndex(of: OutlineGanttChartRow.ID(2)) == nil && view.contains(OutlineGanttChartRow.ID(2)))
    }

    @Test("The view's items are on its rows in its order; links to hidden tasks go to their collapsed summary, filtered ones are not drawn")
    func visibleItems() throws {
        let manager = try plan()
        let outline = chart(manager)
        try outline.setExpanded([OutlineGanttChartRow.ID(0)], false)
        let view = outline.rowView(sort: OutlineGanttChartSort(column: column("Start"), isAscending: false))
        let shown = view.visibleItems(of: manager.source)
        #expect(shown.totalRowCount == 5)
        let placed = shown.filteredItems(rows: 0..<5, timeline: all).map { "\($0.id.rawValue)@\($0.row)" }
        #expect(Set(placed) == ["7@0", "4@1", "5@2", "6@3", "1@4"])
        #expect((0..<5).map(shown.managerRow(forRow:)) == [6, 3, 4, 5, 0])
        #expect(shown.managerRow(forRow: 5) == 7)   // below the last row: after every row
        // Sketch → Frame walls is drawn from the collapsed Design phase; Roof → Übergabe as it is.
        let links = shown.filteredDependencies(rows: 0..<5, timeline: all).map { [$0.id.rawValue, $0.from.rawValue, $0.to.rawValue] }
        #expect(links == [[1, 1, 5], [2, 6, 7]])
        #expect(shown.filteredDependencies(rows: 0..<1, timeline: all).map(\.id) == [2])

        // Milestones only: Roof is filtered out, so its link to Übergabe is not drawn.
        let milestones = outline.rowView(filter: OutlineGanttChartFilter(isMilestonesOnly: true)).visibleItems(of: manager.source)
        #expect(milestones.filteredDependencies(rows: 0..<milestones.totalRowCount, timeline: all).isEmpty)
        #expect(milestones.drawnItem(for: 6) == nil && milestones.drawnItem(for: 7) == 7)
    }

    @Test("Writing a sort back reorders the rows as one undoable edit and keeps the outline; an order that breaks it is refused")
    func sortThePlan() throws {
        let manager = try plan()
        let outline = chart(manager)
        let order = outline.rowView(sort: OutlineGanttChartSort(column: column("Start"), isAscending: false)).sortedManagerRows()
        #expect(order == [6, 3, 4, 5, 0, 2, 1])
        let before = manager.source.items.sorted { $0.id < $1.id }.map(\.row)
        let edits = try manager.recordingEdits { try manager.reorderRows(order) }
        #expect(manager.source.items.sorted { $0.id < $1.id }.map(\.row) == [4, 6, 5, 1, 2, 3, 0])
        #expect(manager.parent(of: 5) == 4 && manager.parent(of: 2) == 1)
        let reread = chart(manager).rowView()
        #expect(reread.rows.map(\.depth) == [0, 0, 1, 1, 0, 1, 1])
        try manager.apply(edits.reversed().map(\.inverse), runningBehavior: false)
        #expect(manager.source.items.sorted { $0.id < $1.id }.map(\.row) == before)
        // Sketch (row 1) before its summary: refused, nothing changes.
        #expect(throws: GanttChartSelectionEditError("\"Sketch\" would leave its summary's rows")) {
            try manager.reorderRows([1, 0, 2, 3, 4, 5, 6])
        }
        #expect(throws: GanttChartSelectionEditError.self) { try manager.reorderRows([0, 1]) }
        #expect(manager.source.items.sorted { $0.id < $1.id }.map(\.row) == before)
    }

    @Test("A name sort orders texts as Swift strings do: long shared beginnings, equal names in any case, other scripts, empty names")
    func nameSortOrder() throws {
        let names = ["task 4901", "Task 4900", "task 49", "Task 490", "task 4900", "Integration test of the payment gateway B",
                     "integration test of the payment gateway A", "Ärger", "apfel", "zebra", "", "Straße", "strasse", "task 4900 ",
                     "日本", "Tab\tstop", "integration test of the payment gateway", "ZEBRA", "0 setup", "~last"]
        let items = names.enumerated().map { GanttChartItem(id: GanttChartItem.ID($0.offset + 1), label: $0.element, row: $0.offset,
                                                              time: TimeRange(mar(3)..<mar(4))) }
        let outline = chart(GanttChartItemManager(source: try GanttChartItemSource(items: items)))
        // By hand: the lowercased names by Swift's `<`, equal ones in row order.
        let ascending = names.indices.sorted { a, b in
            let x = names[a].lowercased(), y = names[b].lowercased()
            return x == y ? a < b : x < y
        }
        let descending = names.indices.sorted { a, b in
            let x = names[a].lowercased(), y = names[b].lowercased()
            return x == y ? a < b : x > y
        }
        #expect(rows(outline.rowView(sort: OutlineGanttChartSort(column: column("Task Name")))) == ascending)
        #expect(rows(outline.rowView(sort: OutlineGanttChartSort(column: column("Task Name"), isAscending: false))) == descending)
        // Equal names keep their rows' order both ways ("Task 4900" before "task 4900"; "zebra" before "ZEBRA").
        #expect(ascending.firstIndex(of: 1)! + 1 == ascending.firstIndex(of: 4)!)
    }

    @Test("Search and filter read each row's main item only: a second item on a row does not make the row a hit")
    func searchReadsMainItems() throws {
        // 600 rows: "Pour slab 0" … on rows 0…599 (ids 1…600); every 7th row also holds a second
        // item "Crane hire" (a higher id), and every 5th row's main item has the notes "crane on site".
        var items: [GanttChartItem] = []
        for row in 0..<600 {
            var main = GanttChartItem(id: GanttChartItem.ID(row + 1), label: "Pour slab \(row)", row: row, time: TimeRange(mar(3)..<mar(4)))
            if row % 5 == 0 { main.details = "crane on site" }
            items.append(main)
            if row % 7 == 0 {
                items.append(GanttChartItem(id: GanttChartItem.ID(1_000 + row), label: "Crane hire", row: row, time: TimeRange(mar(5)..<mar(6))))
            }
        }
        let manager = GanttChartItemManager(source: try GanttChartItemSource(items: items))
        let outline = chart(manager)
        let expected = (0..<600).filter { $0 % 5 == 0 }
        #expect(outline.rowView().search("CRANE", in: manager.source).map(\.rawValue) == expected)
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(text: "crane"))) == expected)
        let sorted = outline.rowView(sort: OutlineGanttChartSort(column: column("Task Name"), isAscending: false))
        #expect(sorted.search("slab 59", in: manager.source).map(\.rawValue) == [599, 598, 597, 596, 595, 594, 593, 592, 591, 590, 59])
    }

    @Test("A sort of a deep outline (four levels, 300 rows) orders every sibling list by its values, ties in outline order, as a recursive sort does")
    func deepSortMatchesRecursion() throws {
        // A seeded tree in pre-order: row r's parent is an open row above it, so rows follow the outline.
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var parents: [Int] = []
        var open: [Int] = []   // the path of rows above the next one
        for row in 0..<300 {
            let depth = open.isEmpty ? 0 : next(min(open.count, 4) + 1)   // 0…path length (at most 4 levels)
            open.removeSubrange(min(depth, open.count)...)
            parents.append(open.last ?? -1)
            open.append(row)
        }
        var children: [GanttChartItem.ID: [GanttChartItem.ID]] = [:]
        var items: [GanttChartItem] = []
        for row in 0..<300 {
            let start = mar(1 + next(20), next(3) * 8)   // many equal starts: ties keep the outline order
            let hasChildren = parents.contains(row)
            items.append(GanttChartItem(id: GanttChartItem.ID(row + 1), label: "Row \(row)", row: row,
                                        time: TimeRange(start..<start.adding(days: 1)), type: hasChildren ? .summary : .standard))
            if parents[row] >= 0 { children[GanttChartItem.ID(parents[row] + 1), default: []].append(GanttChartItem.ID(row + 1)) }
        }
        let manager = GanttChartItemManager(source: try GanttChartItemSource(items: items))
        manager.behavior = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy(children))
        let outline = chart(manager)
        #expect(outline.rowView().rows.map(\.depth).max() == 4)
        // The view's own starts (the hierarchy may roll summaries up), then a recursive sort by them.
        let starts = (0..<300).map { manager.source.item(withID: GanttChartItem.ID($0 + 1))!.start }
        for ascending in [true, false] {
            func sorted(_ parent: Int) -> [Int] {
                let siblings = (0..<300).filter { parents[$0] == parent }.sorted { a, b in
                    starts[a] == starts[b] ? a < b : (ascending ? starts[a] < starts[b] : starts[a] > starts[b])
                }
                return siblings.flatMap { [$0] + sorted($0) }
            }
            let view = outline.rowView(sort: OutlineGanttChartSort(column: column("Start"), isAscending: ascending))
            #expect(rows(view) == sorted(-1))
            #expect(view.sortedManagerRows() == sorted(-1))
            // Filtered: only the rows let through are sorted (a match and the rows above it), in the same order;
            // writing the sort back still takes every row's place.
            var passes = (0..<300).map { "Row \($0)".contains("7") }
            for row in (0..<300).reversed() where passes[row] && parents[row] >= 0 { passes[parents[row]] = true }
            let filtered = outline.rowView(filter: OutlineGanttChartFilter(text: "7"),
                                           sort: OutlineGanttChartSort(column: column("Start"), isAscending: ascending))
            #expect(rows(filtered) == sorted(-1).filter { passes[$0] })
            #expect(filtered.sortedManagerRows() == sorted(-1))
        }
    }

    @Test("A chart of its own rows (not a shared manager's) whose row ids are small numbers in another order searches and filters by its rows' items")
    func ownRowsSearch() throws {
        func task(_ id: Int, _ label: String) -> GanttChartItem {
            GanttChartItem(id: GanttChartItem.ID(id), label: label, row: 0, time: TimeRange(mar(3)..<mar(4)))
        }
        // Row ids 0…3, shown in the order 3, 2, 1, 0: an id is not the row's place among the chart's rows.
        let tree = OutlineGanttChartTreeDataSource(rows: [
            OutlineGanttChartRow(id: 3, label: "Pour", items: [task(30, "Pour slab")], children: [
                OutlineGanttChartRow(id: 2, label: "Cure", items: [task(20, "Cure slab")]),
                OutlineGanttChartRow(id: 1, label: "Frame", items: [task(10, "Frame walls")]),
            ]),
            OutlineGanttChartRow(id: 0, label: "Roof", items: [task(5, "Roof slab")]),
        ])
        let outline = try OutlineGanttChart(dataSource: tree)
        let view = outline.rowView()
        #expect(rows(view) == [3, 2, 1, 0])
        #expect(view.search("slab", in: outline.itemSource).map(\.rawValue) == [3, 2, 0])
        #expect(view.search("walls", in: outline.itemSource).map(\.rawValue) == [1])
        #expect(rows(outline.rowView(filter: OutlineGanttChartFilter(text: "walls"))) == [3, 1])
    }
}
