public import GanttChart
import TimelineCore
import ProjectScheduling

extension ResolvedTimelineDocument {
    /// The document as Microsoft Project XML: its items (or `items`, e.g.
    /// with scheduled dates) as tasks, summaries from the hierarchy (only
    /// between items that exist), links with their lags, constraints and
    /// deadlines, and the default schedule as the project calendar.
    ///
    /// ```swift
    /// let xml = try MSProjectWriter.write(resolved.msProjectDocument(name: "Plan"))
    /// ```
    /// - Parameters:
    ///   - name: The project name.
    ///   - items: The items to write; `nil` writes the document's.
    /// - Returns: The MSPDI document.
    public func msProjectDocument(name: String, items: [GanttChartItem]? = nil) -> MSProjectDocument {
        var children: [GanttChartItem.ID: [GanttChartItem.ID]] = [:]
        for summary in hierarchy.summaries where itemSource.item(withID: summary) != nil {
            children[summary] = hierarchy.children(of: summary).filter { itemSource.item(withID: $0) != nil }
        }
        var document = MSProjectDocument(name: name, items: items ?? itemSource.items, dependencies: itemSource.dependencies,
                                         hierarchy: children, schedule: defaultSchedule, lags: lags, constraints: constraints)
        addResources(to: &document, items: items ?? itemSource.items)
        document.statusDate = settings.statusDate
        return document
    }

    /// Resources (their own calendars as non-base calendars on the project
    /// calendar), assignments (work stated, or duration × units) and the
    /// items' task type, effort driving and priority.
    func addResources(to document: inout MSProjectDocument, items: [GanttChartItem]) {
        for index in document.tasks.indices {
            guard let options = taskOptions[GanttChartItem.ID(document.tasks[index].uid)] else { continue }
            document.tasks[index].taskType = options.type
            document.tasks[index].isEffortDriven = options.isEffortDriven
            document.tasks[index].priority = options.priority
        }
        for (index, resource) in resources.enumerated() {
            var calendarUID: Int?
            if let own = resource.calendar as? Schedule {
                let uid = (document.calendars.map(\.uid).max() ?? 0) + 1
                var calendar = MSProjectCalendar(uid: uid, name: resource.name.isEmpty ? nil : resource.name, schedule: own)
                calendar.isBaseCalendar = false
                calendar.baseCalendarUID = document.calendarUID
                document.calendars.append(calendar)
                calendarUID = uid
            }
            document.resources.append(MSProjectResource(
                uid: resource.id.rawValue, id: index + 1, name: resource.name, kind: resource.kind, materialLabel: resource.materialLabel,
                maxUnits: resource.maxUnits, standardRate: resource.standardRate, calendarUID: calendarUID))
        }
        let itemsByID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let resourcesByID = Dictionary(resources.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // A resource-scheduled task lasts what the scheduler derives (work ÷ units,
        // counted on its resources' calendars), not its written time on the project calendar.
        var durations: [Int: Double] = [:]
        if !assignments.isEmpty {
            let result = ProjectScheduler.schedule(projectPlan())
            for assignment in assignments where resourcesByID[assignment.resource]?.kind == .work {
                if let task = result[assignment.task], !task.isSummary { durations[assignment.task.rawValue] = task.duration }
            }
        }
        for index in document.tasks.indices {
            if let duration = durations[document.tasks[index].uid], !document.tasks[index].isSummary { document.tasks[index].duration = duration }
        }
        for assignment in assignments {
            var work = assignment.work
            let kind = resourcesByID[assignment.resource]?.kind ?? .work
            if work == nil, kind == .work, let item = itemsByID[GanttChartItem.ID(assignment.task.rawValue)], !item.isMilestone {
                let schedule: any ScheduleDefinition = item.schedule ?? defaultSchedule
                work = (durations[assignment.task.rawValue] ?? schedule.workingDuration(of: item.time)) * assignment.units
            }
            document.assignments.append(MSProjectAssignment(
                uid: assignment.id.rawValue, taskUID: assignment.task.rawValue, resourceUID: assignment.resource.rawValue,
                units: assignment.units, work: kind == .work ? work : nil))
        }
    }
}
