import Benchmark
import GanttChart
import TimelineCore

/// An outline of 100 000 rows: 2 000 summaries ("Phase p") of 49 tasks each
/// ("Task i", every third with a resource "Team k", every tenth a milestone),
/// one to three days long over two years, in a shared item manager with its
/// hierarchy — what a live plan's page filters, sorts and searches.
enum FindPlan {
    static let phases = 2_000
    static let tasksPerPhase = 49
    static let origin = Time(year: 2025, month: 1, day: 6, hour: 8)

    static func manager() -> GanttChartItemManager {
        var items: [GanttChartItem] = []
        items.reserveCapacity(phases * (tasksPerPhase + 1))
        var children: [GanttChartItem.ID: [GanttChartItem.ID]] = [:]
        var row = 0
        for phase in 0..<phases {
            let phaseStart = origin.adding(days: (phase * 7) % 700)
            let summaryID = GanttChartItem.ID(row)
            items.append(GanttChartItem(id: summaryID, label: "Phase \(phase)", row: row,
                                        time: TimeRange(phaseStart..<phaseStart.adding(days: 60)), type: .summary))
            row += 1
            for task in 0..<tasksPerPhase {
                let index = phase * tasksPerPhase + task
                let start = phaseStart.adding(days: (index * 13) % 57)
                let milestone = index % 10 == 0
                var item = GanttChartItem(id: GanttChartItem.ID(row), label: "Task \(index)", row: row,
                                          time: milestone ? TimeRange(at: start) : TimeRange(start..<start.adding(days: 1 + index % 3)),
                                          completion: Double(index % 5) / 4, type: milestone ? .milestone : .standard)
                if index % 3 == 0 { item.attachment = "Team \(index % 17)" }
                items.append(item)
                children[summaryID, default: []].append(item.id)
                row += 1
            }
        }
        let manager = GanttChartItemManager(source: try! GanttChartItemSource(items: items))
        manager.behavior = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy(children))
        return manager
    }
}

nonisolated(unsafe) let findManager = FindPlan.manager()
nonisolated(unsafe) let findChart = OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: findManager),
                                                     columns: OutlineGanttChartColumn.projectColumns)
let startColumn = OutlineGanttChartColumn.projectColumns.firstIndex { $0.title == "Start" }!
let nameColumn = OutlineGanttChartColumn.projectColumns.firstIndex { $0.title == "Task Name" }!
let everything = TimeRange(FindPlan.origin.adding(days: -30)..<FindPlan.origin.adding(days: 800))

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds,
                                                maxDuration: .seconds(10), maxIterations: 20)
    Benchmark("find: filter \"team 1\" + sort by start + search \"task 9999\", 100,000 rows", configuration: configuration) { _ in
        let view = findChart.rowView(filter: OutlineGanttChartFilter(text: "team 1"), sort: OutlineGanttChartSort(column: startColumn))
        blackHole(view.search("task 9999", in: findManager.source))
    }
    nonisolated(unsafe) var renames = 0
    Benchmark("find: rename a task, then filter + sort + search (the text index updated), 100,000 rows",
              configuration: configuration) { _ in
        // A rename changes the plan's texts: the source's text index is updated in place of made again.
        renames += 1
        try! findManager.updateLabel(for: GanttChartItem.ID(5), to: "Task renamed \(renames)")
        let view = findChart.rowView(filter: OutlineGanttChartFilter(text: "team 1"), sort: OutlineGanttChartSort(column: startColumn))
        blackHole(view.search("task 9999", in: findManager.source))
    }
    Benchmark("find: add and remove a task, then filter + sort + search (the text index made again), 100,000 rows",
              configuration: configuration) { benchmark in
        // A second item on row 1 (not its main item, so the rows stay as they are) added and removed:
        // the first filter after it makes the source's text index again. Only the find is measured.
        let extra = GanttChartItem(id: GanttChartItem.ID(1_000_000), label: "Crane hire", row: 1,
                                   time: TimeRange(FindPlan.origin..<FindPlan.origin.adding(days: 1)))
        try! findManager.addItem(extra)
        try! findManager.removeItems([extra.id])
        benchmark.startMeasurement()
        defer { benchmark.stopMeasurement() }
        let view = findChart.rowView(filter: OutlineGanttChartFilter(text: "team 1"), sort: OutlineGanttChartSort(column: startColumn))
        blackHole(view.search("task 9999", in: findManager.source))
    }
    // Outline edits on the same plan, each undone (so the plan is the same for the next iteration and benchmark).
    Benchmark("edit: delete a phase (a summary and its 49 tasks) near the top of 100,000 rows, then undo",
              configuration: configuration) { _ in
        let edits = try! findManager.recordingEdits { _ = try findManager.deleteTask(onRow: 50) }
        try! findManager.apply(edits.reversed().map(\.inverse), runningBehavior: false)
    }
    Benchmark("edit: delete 50 selected tasks across 100,000 rows, then undo", configuration: configuration) { _ in
        let selected = (0..<50).map { GanttChartItem.ID(1 + $0 * 1_999) }
        let edits = try! findManager.recordingEdits { _ = try findManager.deleteTasks(ofItems: selected) }
        try! findManager.apply(edits.reversed().map(\.inverse), runningBehavior: false)
    }
    Benchmark("edit: insert a task near the top of 100,000 rows, then undo", configuration: configuration) { _ in
        let edits = try! findManager.recordingEdits {
            _ = try findManager.insertTask(label: "Sign-off", time: TimeRange(FindPlan.origin..<FindPlan.origin.adding(days: 1)), at: 3)
        }
        try! findManager.apply(edits.reversed().map(\.inverse), runningBehavior: false)
    }
    Benchmark("edit: move a task a day (its phase follows), 100,000 rows, then undo",
              configuration: Benchmark.Configuration(metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(5),
                                                     maxIterations: 2_000)) { _ in
        // A drag step: the hierarchical behavior re-spans the summary above the task, not all 2 000 of them.
        let task = GanttChartItem.ID(5_003)
        let time = findManager.item(withID: task)!.time
        let edits = try! findManager.recordingEdits {
            try findManager.updateTime(for: task, to: TimeRange(time.start.adding(days: 1)..<time.finish.adding(days: 1)))
        }
        try! findManager.apply(edits.reversed().map(\.inverse), runningBehavior: false)
    }
    Benchmark("find: the outline as it is (no filter, no sort), 100,000 rows", configuration: configuration) { _ in
        blackHole(findChart.rowView())
    }
    Benchmark("find: sort by name, descending, 100,000 rows", configuration: configuration) { _ in
        blackHole(findChart.rowView(sort: OutlineGanttChartSort(column: nameColumn, isAscending: false)))
    }
    Benchmark("find: milestones in a date range, 100,000 rows", configuration: configuration) { _ in
        let range = TimeRange(FindPlan.origin.adding(days: 100)..<FindPlan.origin.adding(days: 130))
        blackHole(findChart.rowView(filter: OutlineGanttChartFilter(isMilestonesOnly: true, dateRange: range)))
    }
    let sorted = findChart.rowView(filter: OutlineGanttChartFilter(text: "task"), sort: OutlineGanttChartSort(column: startColumn))
    Benchmark("find: search \"task 99999\" in a sorted view of 100,000 rows", configuration: configuration) { _ in
        blackHole(sorted.search("task 99999", in: findManager.source))
    }
    Benchmark("find: a 40-row frame's items and links of a sorted view of 100,000 rows", configuration: configuration) { _ in
        let shown = sorted.visibleItems(of: findManager.source)
        blackHole(shown.filteredItems(rows: 50_000..<50_040, timeline: everything))
        blackHole(shown.filteredDependencies(rows: 50_000..<50_040, timeline: everything))
    }
}
