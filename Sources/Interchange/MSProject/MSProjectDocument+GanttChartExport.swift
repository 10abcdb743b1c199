import ProjectScheduling
public import GanttChart
public import TimelineCore

extension MSProjectDocument {
    /// A document holding a Gantt chart's rows, for writing MSPDI (the
    /// reverse of ``ganttChartItems()``).
    ///
    /// - Tasks follow the items' rows; UIDs are the item ids, IDs the row
    ///   numbers from 1. Outline levels and numbers (`1`, `1.1`, …) come from
    ///   `hierarchy` (a child must come after its parent).
    /// - Durations are working time on the item's schedule (its own, else
    ///   `schedule`), shown in days; completion becomes a whole `PercentComplete`.
    /// - `schedule` becomes calendar UID 1, the project calendar; each item
    ///   with its own ``Schedule`` gets its own calendar (UID 2, 3, …). Other
    ///   ``ScheduleDefinition`` types cannot be exported and use the project calendar.
    /// - Dependencies become predecessor links with the lags of `lags`
    ///   (working time in hours, elapsed time in elapsed hours, percentages as
    ///   percent); constraints and deadlines come from `constraints`.
    /// - Parameters:
    ///   - name: The project's name.
    ///   - items: The items.
    ///   - dependencies: The dependencies.
    ///   - hierarchy: Each summary's id mapped to its children's ids.
    ///   - schedule: The chart's working time.
    ///   - lags: The dependencies' lags; none by default.
    ///   - constraints: The items' constraints and deadlines; none by default.
    ///   - range: Days whose exclusions are exported for a schedule with an
    ///     exclusion provider (see ``MSProjectCalendar/init(uid:name:schedule:exportingDaysIn:)``).
    /// - Complexity: O(n log n + d), n = items, d = exported calendar days.
    public init(
        name: String?,
        items: [GanttChartItem],
        dependencies: [GanttChartDependency],
        hierarchy: [GanttChartItem.ID: [GanttChartItem.ID]] = [:],
        schedule: Schedule,
        lags: GanttChartDependencyLagSet = GanttChartDependencyLagSet(),
        constraints: GanttChartItemConstraintSet = GanttChartItemConstraintSet(),
        exportingDaysIn range: TimeRange? = nil
    ) {
        let rows = items.sorted { $0.row < $1.row }
        var parents: [GanttChartItem.ID: GanttChartItem.ID] = [:]
        for (parent, children) in hierarchy {
            for child in children { parents[child] = parent }
        }
        var calendars = [MSProjectCalendar(uid: 1, name: "Standard", schedule: schedule, exportingDaysIn: range)]
        var outlineNumbers: [GanttChartItem.ID: [Int]] = [:]
        var childCounts: [GanttChartItem.ID?: Int] = [:]
        var tasks: [MSProjectTask] = []
        let incoming = Dictionary(grouping: dependencies, by: \.to)
        for (index, item) in rows.enumerated() {
            let parent = parents[item.id].flatMap { outlineNumbers[$0] != nil ? $0 : nil }
            childCounts[parent, default: 0] += 1
            let number = (parent.flatMap { outlineNumbers[$0] } ?? []) + [childCounts[parent]!]
            outlineNumbers[item.id] = number
            var calendarUID: Int?
            var itemSchedule = schedule
            if let own = item.schedule as? Schedule {
                calendarUID = calendars.count + 1
                calendars.append(MSProjectCalendar(uid: calendarUID!, name: item.label.isEmpty ? nil : item.label,
                                                   schedule: own, exportingDaysIn: range))
                itemSchedule = own
            }
            let predecessors = (incoming[item.id] ?? []).map { dependency in
                let (linkLag, lagFormat): (Int, MSProjectDurationFormat) = switch lags[dependency.id] ?? .zero {
                case let .working(seconds): (Int((seconds / 6).rounded()), seconds == 0 ? .days : .hours)
                case let .elapsed(seconds): (Int((seconds / 6).rounded()), .elapsedHours)
                case let .percent(value): (Int(value.rounded()), .percent)
                }
                return MSProjectLink(predecessorUID: dependency.from.rawValue, type: MSProjectLinkType(dependency.type), linkLag: linkLag, lagFormat: lagFormat)
            }
            let constraint = constraints[item.id] ?? .asSoonAsPossible
            let constraintType: MSProjectConstraintType = switch constraint {
            case .asSoonAsPossible: .asSoonAsPossible
            case .asLateAsPossible: .asLateAsPossible
            case .startNoEarlierThan: .startNoEarlierThan
            case .startNoLaterThan: .startNoLaterThan
            case .finishNoEarlierThan: .finishNoEarlierThan
            case .finishNoLaterThan: .finishNoLaterThan
            case .mustStartOn: .mustStartOn
            case .mustFinishOn: .mustFinishOn
            }
            tasks.append(MSProjectTask(
                uid: item.id.rawValue,
                id: index + 1,
                name: item.label,
                outlineNumber: number.map(String.init).joined(separator: "."),
                outlineLevel: number.count,
                start: item.start,
                finish: item.finish,
                duration: item.isMilestone ? 0 : itemSchedule.workingDuration(of: item.time),
                durationFormat: .days,
                isMilestone: item.isMilestone,
                isSummary: item.isSummary,
                percentComplete: Int((min(max(item.completion, 0), 1) * 100).rounded()),
                constraintType: constraintType,
                calendarUID: calendarUID,
                constraintDate: constraint.date,
                deadline: constraints.deadlines[item.id],
                notes: item.details,
                predecessors: predecessors))
            tasks[tasks.count - 1].isManual = constraints.manuallyScheduled.contains(item.id)
            tasks[tasks.count - 1].baselines = item.baselines.sorted { $0.key < $1.key }.map { number, planned in
                MSProjectBaseline(number: number, start: planned.start, finish: planned.finish,
                                  duration: item.isMilestone ? 0 : itemSchedule.workingDuration(of: planned))
            }
        }
        self.init(name: name,
                  startDate: rows.map(\.start).min(),
                  finishDate: rows.map(\.finish).max(),
                  calendarUID: 1,
                  calendars: calendars,
                  tasks: tasks)
    }
}
