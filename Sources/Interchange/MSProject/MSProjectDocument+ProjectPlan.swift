public import ProjectScheduling
import GanttChart
import TimelineCore

extension MSProjectDocument {
    /// The plan that ``ProjectScheduler`` computes for this file, following
    /// Microsoft Project's rules.
    ///
    /// - Tasks: every task except null rows, inactive tasks and the project
    ///   summary task (outline level 0); outline levels give the summaries.
    ///   Task ids are the file's UIDs.
    /// - Durations are working time on the task's calendar (the project
    ///   calendar when it has none); an elapsed duration (`ed`, `eh` …) is
    ///   scheduled on a 24/7 calendar. A task with zero duration is a milestone
    ///   (a flagged milestone with a duration keeps its duration, as in Project).
    /// - Manually scheduled tasks keep their `<Start>`/`<Finish>` and still drive
    ///   their successors.
    /// - Constraints and their dates, deadlines, and leveling delays (elapsed
    ///   time, from tenths of a minute) map one to one; `HonorConstraints`
    ///   (default true) decides whether must-start/finish-on beat links.
    /// - Links keep their type and lag (working, elapsed or percent); a link to
    ///   a task that is not scheduled (inactive, null, missing) is left out.
    /// - The project starts at `<StartDate>`, else at the earliest task start.
    ///
    /// Example: a 16-hour task starting on the project start Monday 08:00 on a
    /// 08:00–12:00/13:00–17:00 calendar, followed (FS, lag 4800 = one 8-hour
    /// day of working time) by an 8-hour task, schedules the second task on
    /// Wednesday 08:00–17:00.
    /// - Throws: ``MSProjectConversionError`` when a calendar cannot be
    ///   resolved or there is no project start at all.
    public func projectPlan() throws(MSProjectConversionError) -> ProjectPlan {
        let projectCalendar: Schedule
        do { projectCalendar = try projectSchedule() } catch { throw .calendar(taskUID: nil, error) }
        var calendars: [Int: Schedule] = [:]
        func calendar(for task: MSProjectTask) throws(MSProjectConversionError) -> Schedule? {
            guard let uid = task.effectiveCalendarUID, uid != calendarUID else { return nil }
            if let cached = calendars[uid] { return cached }
            do {
                let schedule = try schedule(forCalendarUID: uid)
                calendars[uid] = schedule
                return schedule
            } catch {
                throw .calendar(taskUID: task.uid, error)
            }
        }

        let scheduled = tasks.filter { !$0.isNull && $0.isActive != false && ($0.outlineLevel ?? 1) > 0 }
        let included = Set(scheduled.map(\.uid))
        var planTasks: [ProjectPlan.Task] = []
        var links: [ProjectPlan.Link] = []
        var parents: [(level: Int, id: ProjectPlan.TaskID)] = []
        for task in scheduled {
            let id = ProjectPlan.TaskID(task.uid)
            let level = task.outlineLevel ?? task.outlineNumber.map { $0.split(separator: ".").count } ?? 1
            while let last = parents.last, last.level >= level { parents.removeLast() }
            let parent = parents.last?.id
            parents.append((level, id))

            let duration = task.duration ?? 0
            var taskCalendar: (any ScheduleDefinition)? = try calendar(for: task)
            if task.isElapsedDuration { taskCalendar = Schedule.continuous }
            var manualTime: TimeRange?
            if task.isManual, let start = task.start, let finish = task.finish, finish >= start {
                manualTime = TimeRange(start..<finish)
            }
            planTasks.append(ProjectPlan.Task(
                id: id,
                duration: task.isSummary ? 0 : max(0, duration),
                calendar: taskCalendar,
                isManuallyScheduled: manualTime != nil,
                manualTime: manualTime,
                constraint: Self.constraint(task.constraintType, task.constraintDate),
                deadline: task.deadline,
                levelingDelay: Double(task.levelingDelay ?? 0) * 6,
                parent: parent,
                isMilestone: !task.isSummary && duration == 0,
                completion: Double(task.percentComplete) / 100
            ))
            for link in task.predecessors where included.contains(link.predecessorUID) && link.predecessorUID != task.uid {
                let lag: ProjectLinkLag = switch link.lag {
                case let .working(seconds): .working(seconds)
                case let .elapsed(seconds): .elapsed(seconds)
                case let .percent(value, _): .percent(value)
                }
                links.append(ProjectPlan.Link(from: ProjectPlan.TaskID(link.predecessorUID), to: id,
                                              type: ProjectLinkType(link.type.ganttChartDependencyType), lag: lag))
            }
        }
        // A plan without tasks has nothing to schedule: any start will do.
        guard let start = startDate ?? scheduled.compactMap(\.start).min() ?? (scheduled.isEmpty ? Time.reference : nil) else {
            throw .missingDates(taskUID: scheduled.first?.uid ?? 0)
        }
        for (k, task) in scheduled.enumerated() {
            if let type = task.taskType { planTasks[k].type = type }
            planTasks[k].isEffortDriven = task.isEffortDriven ?? false
            planTasks[k].priority = task.priority ?? 500
        }
        var planResources: [ProjectResource] = []
        for resource in resources {
            var calendar: (any ScheduleDefinition)?
            if let uid = resource.calendarUID, uid != calendarUID {
                do { calendar = try schedule(forCalendarUID: uid) } catch { throw .calendar(taskUID: nil, error) }
            }
            planResources.append(ProjectResource(
                id: ProjectResource.ID(resource.uid), name: resource.name ?? "", kind: resource.kind, maxUnits: resource.maxUnits,
                calendar: resource.kind == .work ? calendar : nil, standardRate: resource.standardRate, materialLabel: resource.materialLabel))
        }
        let planAssignments = assignments.filter { included.contains($0.taskUID) }.map {
            ProjectAssignment(id: ProjectAssignment.ID($0.uid), task: ProjectPlan.TaskID($0.taskUID), resource: ProjectResource.ID($0.resourceUID),
                              units: $0.units, work: $0.work)
        }
        return ProjectPlan(tasks: planTasks, links: links, start: start, calendar: projectCalendar,
                           honorsConstraints: honorConstraints ?? true, resources: planResources, assignments: planAssignments)
    }

    /// The scheduler's constraint for an MSPDI constraint type and date; a
    /// dated constraint without a date is as soon as possible, as in Project.
    static func constraint(_ type: MSProjectConstraintType, _ date: Time?) -> ProjectTaskConstraint {
        guard let date else { return type == .asLateAsPossible ? .asLateAsPossible : .asSoonAsPossible }
        return switch type {
        case .asSoonAsPossible: .asSoonAsPossible
        case .asLateAsPossible: .asLateAsPossible
        case .mustStartOn: .mustStartOn(date)
        case .mustFinishOn: .mustFinishOn(date)
        case .startNoEarlierThan: .startNoEarlierThan(date)
        case .startNoLaterThan: .startNoLaterThan(date)
        case .finishNoEarlierThan: .finishNoEarlierThan(date)
        case .finishNoLaterThan: .finishNoLaterThan(date)
        }
    }

    /// A copy whose tasks carry the dates of `result` (summaries included), for
    /// writing a scheduled plan back to MSPDI.
    /// - Parameter result: The scheduler's result for ``projectPlan()``.
    public func applying(_ result: ProjectScheduleResult) -> MSProjectDocument {
        var copy = self
        for index in copy.tasks.indices {
            guard let scheduled = result[ProjectPlan.TaskID(copy.tasks[index].uid)] else { continue }
            copy.tasks[index].start = scheduled.start
            copy.tasks[index].finish = scheduled.finish
        }
        copy.finishDate = result.projectFinish
        return copy
    }

    /// The document with `leveling`'s delays as the tasks' `<LevelingDelay>`
    /// (elapsed, in tenths of minutes, shown in elapsed days), every other
    /// task's delay cleared, and the leveled dates.
    /// - Parameter leveling: A result of ``ProjectScheduling/ProjectLeveler/level(_:)`` for this document's plan.
    /// - Returns: The leveled document.
    public func applying(_ leveling: ProjectLevelingResult) -> MSProjectDocument {
        var copy = applying(leveling.schedule)
        for index in copy.tasks.indices {
            let delay = leveling.delay(of: ProjectPlan.TaskID(copy.tasks[index].uid))
            let tenths = (delay / 6).rounded()
            copy.tasks[index].levelingDelay = delay > 0 ? Int(exactly: tenths) : nil
            copy.tasks[index].levelingDelayFormat = delay > 0 ? .elapsedDays : nil
        }
        return copy
    }
}
