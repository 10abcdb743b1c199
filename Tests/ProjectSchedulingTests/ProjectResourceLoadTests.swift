@testable import ProjectScheduling
import Testing
import TimelineCore

// March 2025: Mon 3 … Fri 7, Mon 10. Plan calendar Mon–Fri 08:00–16:00; project start Mon 08:00.
private let hour = 3_600.0
private func mar(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

private func plan(_ tasks: [ProjectPlan.Task], assign: [(task: Int, resource: Int, units: Double)],
                  resources: [ProjectResource] = [ProjectResource(id: 1, name: "Ann")]) -> ProjectPlan {
    ProjectPlan(tasks: tasks, links: [], start: mar(3, 8), resources: resources,
                assignments: assign.enumerated().map { .init(id: .init($0.offset + 1), task: .init($0.element.task), resource: .init($0.element.resource), units: $0.element.units) })
}

@Suite("ProjectResourceLoad: daily and weekly loads")
struct ProjectResourceLoadTests {
    @Test("two 100 % assignments of Ann on Monday: 200 %, over-allocated; the day agrees with overallocations")
    func twoFullAssignments() {
        let p = plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour)], assign: [(1, 1, 1), (2, 1, 1)])
        let schedule = ProjectScheduler.schedule(p)
        let loads = ProjectLeveler.resourceLoads(in: p, schedule: schedule)
        #expect(loads == [ProjectResourceLoad(resource: 1, period: TimeRange(mar(3)..<mar(4)), load: 16 * hour, capacity: 8 * hour,
                                              maxUnits: 1, isOverallocated: true)])
        #expect(loads[0].allocatedUnits == 2)
        #expect(loads[0].utilization == 2)
        #expect(ProjectLeveler.overallocations(in: p, schedule: schedule).map(\.day) == loads.filter(\.isOverallocated).map(\.period.start))
    }

    @Test("a half-time assignment over two days: 50 % each day, not over-allocated")
    func halfTime() {
        let p = plan([.init(id: 1, duration: 16 * hour)], assign: [(1, 1, 0.5)])
        let loads = ProjectLeveler.resourceLoads(in: p, schedule: ProjectScheduler.schedule(p))
        #expect(loads.map(\.period.start) == [mar(3), mar(4)])
        #expect(loads.map(\.allocatedUnits) == [0.5, 0.5])
        #expect(loads.allSatisfy { !$0.isOverallocated })
    }

    @Test("max units 2: two full assignments are 200 % of 200 %, within capacity")
    func crew() {
        let p = plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour)], assign: [(1, 1, 1), (2, 1, 1)],
                     resources: [ProjectResource(id: 1, name: "Crew", maxUnits: 2)])
        let loads = ProjectLeveler.resourceLoads(in: p, schedule: ProjectScheduler.schedule(p))
        #expect(loads.count == 1)
        #expect(loads[0].allocatedUnits == 2)
        #expect(loads[0].utilization == 1)
        #expect(!loads[0].isOverallocated)
    }

    @Test("material resources and unassigned days have no load records; resources come by id")
    func onlyWork() {
        let p = plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour)],
                     assign: [(1, 2, 1), (2, 1, 1), (2, 3, 5)],
                     resources: [ProjectResource(id: 2, name: "Bo"), ProjectResource(id: 1, name: "Ann"),
                                 ProjectResource(id: 3, name: "Bricks", kind: .material)])
        let loads = ProjectLeveler.resourceLoads(in: p, schedule: ProjectScheduler.schedule(p))
        #expect(loads.map(\.resource) == [1, 2])
    }

    @Test("weeks sum their loads and all their days' capacity; a week is over-allocated when one of its days is")
    func weekly() {
        // Task 1: Mon–Fri at 100 % (40 h); task 2: Monday at 100 % (8 h); task 3: the next Monday at 50 %.
        var tasks: [ProjectPlan.Task] = [.init(id: 1, duration: 40 * hour), .init(id: 2, duration: 8 * hour), .init(id: 3, duration: 8 * hour)]
        tasks[2].constraint = .startNoEarlierThan(mar(10, 8))
        let p = plan(tasks, assign: [(1, 1, 1), (2, 1, 1), (3, 1, 0.5)])
        let daily = ProjectLeveler.resourceLoads(in: p, schedule: ProjectScheduler.schedule(p))
        #expect(daily.count == 6)
        let weeks = ProjectLeveler.resourceLoads(in: p, schedule: ProjectScheduler.schedule(p), period: .week(startingOn: .monday))
        #expect(weeks.map(\.period) == [TimeRange(mar(3)..<mar(10)), TimeRange(mar(10)..<mar(17))])
        #expect(weeks.map(\.load) == [48 * hour, 4 * hour])
        #expect(weeks.map(\.capacity) == [40 * hour, 40 * hour])  // all working days of the week, booked or not
        #expect(weeks.map(\.isOverallocated) == [true, false])
        #expect(weeks[0].allocatedUnits == 1.2)
    }
}

/// The standard calendar of issue 15: Mon–Fri 08:00–12:00, 13:00–17:00.
private let standardCalendar = try! Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(8, to: 12), DayRange(13, to: 17)])

/// One 32-working-hour task, Thu 6 March 08:00 – Tue 11 March 17:00 on `standardCalendar`, assigned to Ann at `units`.
private func thursdayToTuesday(units: Double, taskCalendar: (any ScheduleDefinition)? = nil, planCalendar: any ScheduleDefinition = standardCalendar,
                               annCalendar: (any ScheduleDefinition)? = nil, manual: Bool = false) -> ProjectPlan {
    var task = ProjectPlan.Task(id: 1, duration: 32 * hour)
    task.calendar = taskCalendar
    if manual {
        task.isManuallyScheduled = true
        task.manualTime = TimeRange(mar(6, 8)..<mar(11, 17))
    }
    return ProjectPlan(tasks: [task], links: [], start: mar(6, 8), calendar: planCalendar,
                       resources: [ProjectResource(id: 1, name: "Ann", calendar: annCalendar)],
                       assignments: [.init(id: 1, task: 1, resource: 1, units: units)])
}

/// The daily loads of `plan` in hours, Thursday 6 to Tuesday 11 March (0 for a day without a record).
private func hoursThursdayToTuesday(_ plan: ProjectPlan) -> [Double] {
    let loads = ProjectLeveler.resourceLoads(in: plan, schedule: ProjectScheduler.schedule(plan))
    return (6...11).map { day in loads.first { $0.period.start == mar(day) }.map { $0.load / hour } ?? 0 }
}

@Suite("ProjectResourceLoad: work lands in working time only")
struct ProjectResourceLoadWorkingTimeTests {
    @Test("Thu 08:00 – Tue 17:00 at 100 % on the standard calendar: 8 h Thu, Fri, Mon, Tue; nothing on the weekend")
    func fullUnits() {
        let plan = thursdayToTuesday(units: 1)
        #expect(ProjectScheduler.schedule(plan).tasks[0].time == TimeRange(mar(6, 8)..<mar(11, 17)))
        #expect(hoursThursdayToTuesday(plan) == [8, 8, 0, 0, 8, 8])
    }

    @Test("the same at 50 %: 4 h each working day")
    func halfUnits() {
        #expect(hoursThursdayToTuesday(thursdayToTuesday(units: 0.5)) == [4, 4, 0, 0, 4, 4])
    }

    @Test("a task on a 24/7 calendar done by Ann on her Mon–Fri calendar: her load is on her working days only")
    func taskCalendarAroundTheClock() {
        // The task spans Thu 08:00 – Tue 17:00 (kept manually); Ann works only her own hours in it.
        let plan = thursdayToTuesday(units: 1, taskCalendar: Schedule.continuous, annCalendar: standardCalendar, manual: true)
        #expect(hoursThursdayToTuesday(plan) == [8, 8, 0, 0, 8, 8])
    }

    @Test("a manually scheduled task over the weekend on a 24/7 plan calendar, Ann on her Mon–Fri calendar: nothing on Saturday and Sunday")
    func manualOnContinuousPlan() {
        let plan = thursdayToTuesday(units: 1, planCalendar: Schedule.continuous, annCalendar: standardCalendar, manual: true)
        #expect(hoursThursdayToTuesday(plan) == [8, 8, 0, 0, 8, 8])
    }

    @Test("the weekly load of Thu – Tue at 100 %: 16 h in each week, capacity 40 h in each")
    func weekly() {
        let plan = thursdayToTuesday(units: 1)
        let weeks = ProjectLeveler.resourceLoads(in: plan, schedule: ProjectScheduler.schedule(plan), period: .week(startingOn: .monday))
        #expect(weeks.map(\.load) == [16 * hour, 16 * hour])
        #expect(weeks.map(\.capacity) == [40 * hour, 40 * hour])
    }
}
