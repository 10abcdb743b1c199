public import GanttChart
import TimelineCore

extension ResolvedTimelineDocument {
    /// An outline Gantt chart over the document, for a grid beside the chart:
    /// one row per item (the row id is the item id, so predecessors read
    /// `3FS+2d` with item ids), nested by the items' `parent`, in the order of
    /// the items' rows; every summary expanded.
    ///
    /// The chart's item manager uses the document's default schedule and the
    /// classic behaviors for its hierarchy, constraints and lags, so durations
    /// count working time (in days of the schedule's average working day) and
    /// the predecessors column shows the lags.
    ///
    /// ```swift
    /// let chart = try resolved.makeOutlineGanttChart(scheduled: true)
    /// chart.cellText(row: 1, column: 0)   // "1.1"
    /// ```
    /// - Parameters:
    ///   - columns: The grid's columns.
    ///   - scheduled: Apply the behaviors when loading (the dates `schedule`
    ///     computes) instead of drawing the written dates.
    /// - Returns: The chart.
    /// - Throws: ``GanttChart/GanttChartValidationError`` for invalid items
    ///   (the document was validated when resolved, so only in odd cases).
    /// - Complexity: O(n log n) in the items.
    public func makeOutlineGanttChart(columns: [OutlineGanttChartColumn] = OutlineGanttChartColumn.projectColumns,
                                      scheduled: Bool = false) throws(GanttChartValidationError) -> OutlineGanttChart {
        let items = itemSource.items.sorted { ($0.row, $0.id) < ($1.row, $1.id) }
        let order = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($0.element.id, $0.offset) })
        let byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
        func children(of id: GanttChartItem.ID) -> [GanttChartItem.ID] {
            hierarchy.children(of: id).filter { byID[$0] != nil }.sorted { order[$0, default: 0] < order[$1, default: 0] }
        }
        let rootIDs = items.filter { hierarchy.parent(of: $0.id).flatMap { byID[$0] } == nil }.map(\.id)
        // Depth-first order without recursion, then rows built bottom-up.
        var depthFirst: [GanttChartItem.ID] = []
        var visited: Set<GanttChartItem.ID> = []
        var stack = Array(rootIDs.reversed())
        while let id = stack.popLast() {
            guard visited.insert(id).inserted else { continue }
            depthFirst.append(id)
            stack.append(contentsOf: children(of: id).reversed())
        }
        var built: [GanttChartItem.ID: OutlineGanttChartRow] = [:]
        for id in depthFirst.reversed() {
            guard let item = byID[id] else { continue }
            built[id] = OutlineGanttChartRow(id: OutlineGanttChartRow.ID(rawValue: id.rawValue), label: item.label, items: [item],
                                             children: children(of: id).compactMap { built[$0] })
        }
        let roots = rootIDs.compactMap { built[$0] }
        let dataSource = OutlineGanttChartTreeDataSource(rows: roots, dependencies: itemSource.dependencies)
        return try OutlineGanttChart(dataSource: dataSource, columns: columns, schedule: defaultSchedule,
                                     behavior: GanttChartItemBehaviorSet.classic(hierarchy: hierarchy, constraints: constraints, lags: lags),
                                     autoApplyBehavior: scheduled,
                                     durationFormat: OutlineGanttChartDurationFormat(averageDayOf: defaultSchedule))
    }
}
