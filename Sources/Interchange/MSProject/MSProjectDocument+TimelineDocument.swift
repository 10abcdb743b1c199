import ProjectScheduling
import GanttChart
import TimelineCore

extension MSProjectDocument {
    /// The plan as a ``TimelineDocument``, so that everything that draws a
    /// project document (`timelinekit render`, the server) can show an MSPDI file.
    ///
    /// Items and dependencies are those of ``ganttChartItems()``; the outline
    /// hierarchy becomes each item's `parent`, link lags become dependency
    /// lags (working and elapsed time in hours or minutes, percentages as
    /// `%`), and constraints other than as soon as possible and deadlines are
    /// kept on the items. Each
    /// calendar in use (the project's and the tasks' own) becomes a schedule
    /// named `calendar-<UID>`, fully resolved: its weekly hours, its nonworking
    /// days as holidays and its days with their own hours as exceptions. The
    /// project calendar is the document's `calendar`.
    /// - Returns: The timeline document.
    /// - Throws: ``MSProjectConversionError`` as ``ganttChartItems()``.
    /// - Complexity: O(t + l + e), e = exception days of the calendars in use.
    public func timelineDocument() throws(MSProjectConversionError) -> TimelineDocument {
        let chart = try ganttChartItems()
        var schedules: [ScheduleDescription] = []
        func scheduleName(_ uid: Int) -> String { Self.timelineScheduleName(uid) }
        func describe(_ schedule: Schedule, uid: Int) {
            guard !schedules.contains(where: { $0.name == scheduleName(uid) }) else { return }
            var weekdayHours: [Weekday: [DayRange]] = [:]
            for weekday in Weekday.allCases { weekdayHours[weekday] = schedule.workingIntervals(on: weekday) }
            var holidays: [TimeRange] = []
            var exceptions: [ScheduleDescription.Exception] = []
            for exception in schedule.exceptions {
                if exception.isNonworking {
                    holidays.append(exception.range)
                } else {
                    let day = exception.range.start.dayNumber
                    exceptions.append(ScheduleDescription.Exception(range: exception.range, hours: exception.workingIntervals.compactMap {
                        try? DayRange(from: $0.start.dayNumber < day ? 0 : $0.start.timeOfDay,
                                      to: $0.finish.dayNumber > day ? Time.secondsPerDay : $0.finish.timeOfDay)
                    }))
                }
            }
            schedules.append(ScheduleDescription(name: scheduleName(uid), workingDays: [], hours: [], weekdayHours: weekdayHours,
                                                 holidays: holidays, exceptions: exceptions))
        }
        var projectCalendarName: String?
        if let uid = calendarUID ?? calendars.first(where: \.isBaseCalendar)?.uid ?? calendars.first?.uid {
            do {
                describe(try schedule(forCalendarUID: uid), uid: uid)
            } catch {
                throw .calendar(taskUID: nil, error)
            }
            projectCalendarName = scheduleName(uid)
        } else {
            do {
                describe(try projectSchedule(), uid: 0)
            } catch {
                throw .calendar(taskUID: nil, error)
            }
            projectCalendarName = scheduleName(0)
        }
        var itemCalendars: [Int: String] = [:]
        let itemsByUID = Dictionary(chart.items.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        for task in tasks {
            guard let uid = task.effectiveCalendarUID, let schedule = itemsByUID[task.uid]?.schedule as? Schedule else { continue }
            describe(schedule, uid: uid)
            itemCalendars[task.uid] = scheduleName(uid)
        }
        var parents: [Int: Int] = [:]
        for (parent, children) in chart.hierarchy {
            for child in children { parents[child.rawValue] = parent.rawValue }
        }
        let tasksByUID = Dictionary(tasks.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
        let items = chart.items.map { item in
            let task = tasksByUID[item.id.rawValue]
            var constraint = task.map { Self.constraint($0.constraintType, $0.constraintDate) }
            if constraint == .asSoonAsPossible || task?.isSummary == true { constraint = nil }
            var documentItem = TimelineDocument.Item(id: item.id.rawValue, label: item.label, row: item.row, start: item.start,
                                         finish: item.isMilestone ? nil : item.finish, completion: item.completion, type: item.type,
                                         details: item.details, schedule: itemCalendars[item.id.rawValue],
                                         parent: parents[item.id.rawValue].map { .id($0) }, constraint: constraint,
                                         deadline: task?.deadline, taskType: task?.taskType, effortDriven: task?.isEffortDriven,
                                         priority: task?.priority.flatMap { $0 == 500 ? nil : $0 })
            if task?.isManual == true { documentItem.manual = true }
            for baseline in task?.baselines ?? [] where baseline.finish >= baseline.start { documentItem.baselines[baseline.number] = TimeRange(baseline.start..<baseline.finish) }
            return documentItem
        }
        let dependencies = chart.dependencies.map { dependency in
            let link = tasksByUID[dependency.to.rawValue]?.predecessors.first { $0.predecessorUID == dependency.from.rawValue }
            var lag: TimelineDocument.Lag?
            switch link?.lag {
            case let .working(seconds)? where seconds != 0: lag = TimelineDocument.Lag(.working(seconds))
            case let .elapsed(seconds)? where seconds != 0: lag = TimelineDocument.Lag(.elapsed(seconds))
            case let .percent(value, _)? where value != 0: lag = TimelineDocument.Lag(value, .percent)
            default: lag = nil
            }
            return TimelineDocument.Dependency(id: dependency.id.rawValue, from: .id(dependency.from.rawValue), to: .id(dependency.to.rawValue),
                                               type: dependency.type, lag: lag)
        }
        // Resources: a resource calendar becomes a schedule of its own (its base
        // calendar and exceptions resolved), named like the task calendars.
        var resources: [TimelineDocument.Resource] = []
        for resource in self.resources {
            var scheduleName: String?
            if resource.kind == .work, let uid = resource.calendarUID, uid != calendarUID {
                do {
                    describe(try schedule(forCalendarUID: uid), uid: uid)
                } catch {
                    throw .calendar(taskUID: nil, error)
                }
                scheduleName = Self.timelineScheduleName(uid)
            }
            resources.append(TimelineDocument.Resource(
                id: resource.uid, name: resource.name ?? "", type: resource.kind, maxUnits: resource.maxUnits, schedule: scheduleName,
                rate: resource.standardRate, materialLabel: resource.materialLabel))
        }
        let itemIDs = Set(items.map(\.id))
        let assignments = self.assignments.filter { itemIDs.contains($0.taskUID) }.map { assignment in
            TimelineDocument.Assignment(id: assignment.uid, item: .id(assignment.taskUID), resource: assignment.resourceUID, units: assignment.units,
                                        work: assignment.work.map { WorkingDuration($0 / 3_600, .hours) })
        }
        var document = TimelineDocument(title: title ?? name, calendar: projectCalendarName, schedules: schedules,
                                        items: items, dependencies: dependencies, resources: resources, assignments: assignments)
        document.statusDate = statusDate
        return document
    }

    /// The name a converted document gives the calendar with `uid`.
    static func timelineScheduleName(_ uid: Int) -> String { "calendar-\(uid)" }
}
