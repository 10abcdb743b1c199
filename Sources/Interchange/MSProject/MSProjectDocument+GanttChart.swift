public import GanttChart
public import TimelineCore

extension MSProjectDocument {
    /// The plan as Gantt chart rows, ready for a ``GanttChartItemManager``.
    ///
    /// - Rows follow the task order of the file; the project summary task
    ///   (outline level 0) and blank rows (`<IsNull>1`) are left out.
    /// - Item ids are task UIDs; summaries and milestones get those types (a
    ///   milestone is drawn at its start); completion is `PercentComplete / 100`;
    ///   `details` holds the notes.
    /// - An item whose task has its own calendar (`<CalendarUID>`) carries that
    ///   calendar's schedule; the others follow the chart's schedule, which
    ///   should be ``projectSchedule()``.
    /// - Dependencies are the predecessor links between the included tasks,
    ///   numbered from 1 in task order (of two links between the same tasks,
    ///   which the reader warns about, the first); `hierarchy` maps each summary's id to
    ///   its children's ids, from the outline levels.
    /// - Returns: The items, dependencies and hierarchy.
    /// - Throws: ``MSProjectConversionError`` for a task without dates or a
    ///   calendar that cannot be resolved.
    /// - Complexity: O(t + l) plus the calendars' resolution, t = tasks, l = links.
    public func ganttChartItems() throws(MSProjectConversionError) -> (
        items: [GanttChartItem],
        dependencies: [GanttChartDependency],
        hierarchy: [GanttChartItem.ID: [GanttChartItem.ID]]
    ) {
        var schedules: [Int: Schedule] = [:]
        var items: [GanttChartItem] = []
        var included = Set<Int>()
        var hierarchy: [GanttChartItem.ID: [GanttChartItem.ID]] = [:]
        var parents: [(level: Int, id: GanttChartItem.ID)] = []
        for task in tasks where !task.isNull && (task.outlineLevel ?? 1) > 0 {
            guard let start = task.start, let finish = task.finish else { throw .missingDates(taskUID: task.uid) }
            let id = GanttChartItem.ID(task.uid)
            let type: GanttChartItem.ItemType = task.isSummary ? .summary : task.isMilestone ? .milestone : .standard
            var item = GanttChartItem(
                id: id,
                label: task.name ?? "",
                row: items.count,
                time: type == .milestone ? TimeRange(at: start) : TimeRange(start..<max(start, finish)),
                completion: Double(task.percentComplete) / 100,
                type: type,
                details: task.notes)
            if let calendarUID = task.effectiveCalendarUID {
                if schedules[calendarUID] == nil {
                    do {
                        schedules[calendarUID] = try schedule(forCalendarUID: calendarUID)
                    } catch {
                        throw .calendar(taskUID: task.uid, error)
                    }
                }
                item.schedule = schedules[calendarUID]
            }
            for baseline in task.baselines where baseline.finish >= baseline.start { item.baselines[baseline.number] = TimeRange(baseline.start..<baseline.finish) }
            items.append(item)
            included.insert(task.uid)
            let level = task.outlineLevel ?? task.outlineNumber.map { $0.split(separator: ".").count } ?? 1
            while let last = parents.last, last.level >= level { parents.removeLast() }
            if let parent = parents.last { hierarchy[parent.id, default: []].append(id) }
            parents.append((level, id))
        }
        var dependencies: [GanttChartDependency] = []
        for task in tasks where included.contains(task.uid) {
            var linked = Set<Int>()
            for link in task.predecessors where included.contains(link.predecessorUID) && linked.insert(link.predecessorUID).inserted {
                dependencies.append(GanttChartDependency(
                    id: GanttChartDependency.ID(dependencies.count + 1),
                    from: GanttChartItem.ID(link.predecessorUID),
                    to: GanttChartItem.ID(task.uid),
                    type: link.type.ganttChartDependencyType))
            }
        }
        return (items, dependencies, hierarchy)
    }
}
