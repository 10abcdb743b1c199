@testable import ProjectScheduling
import Testing
import TimelineCore

// March 2025: Mon 3, Tue 4, Wed 5, Thu 6, Fri 7, Sat 8, Sun 9, Mon 10. Calendars Mon–Fri 08:00–16:00.
private let hour = 3_600.0
private func mar(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }
/// Tuesday to Saturday, 08:00–16:00.
private let tueSat = try! Schedule(workingWeekdays: [.tuesday, .wednesday, .thursday, .friday, .saturday], workingDayIntervals: [DayRange(8, to: 16)])

private func plan(_ tasks: [ProjectPlan.Task], _ assignments: [ProjectAssignment], resources: [ProjectResource]? = nil,
                  links: [ProjectPlan.Link] = []) -> ProjectPlan {
    ProjectPlan(tasks: tasks, links: links, start: mar(3, 8),
                resources: resources ?? [ProjectResource(id: 1, name: "Ann"), ProjectResource(id: 2, name: "Bob")],
                assignments: assignments)
}

@Suite("ProjectScheduler: resources and assignments")
struct ProjectAssignmentTests {
    @Test("a fixed-units task lasts work ÷ units: 24 h at 50 % is 48 working hours")
    func workOverUnits() {
        let result = ProjectScheduler.schedule(plan([.init(id: 1, duration: 8 * hour)], [.init(id: 1, task: 1, resource: 1, units: 0.5, work: 24 * hour)]))
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(10, 16)))
        #expect(result.assignments.map(\.work) == [24 * hour])
        #expect(result.assignments.first?.time == TimeRange(mar(3, 8)..<mar(10, 16)))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("an effort-driven task shares its work: 24 h + 8 h over two resources at 100 % is 16 h each")
    func effortDriven() {
        let tasks = [ProjectPlan.Task(id: 1, duration: 8 * hour, isEffortDriven: true)]
        let result = ProjectScheduler.schedule(plan(tasks, [.init(id: 1, task: 1, resource: 1, work: 24 * hour), .init(id: 2, task: 1, resource: 2, work: 8 * hour)]))
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(4, 16)))
        #expect(result.assignments.map(\.work) == [16 * hour, 16 * hour])
    }

    @Test("a fixed-work task is effort-driven even without the flag")
    func fixedWork() {
        let tasks = [ProjectPlan.Task(id: 1, duration: 8 * hour, type: .fixedWork)]
        let result = ProjectScheduler.schedule(plan(tasks, [.init(id: 1, task: 1, resource: 1, work: 24 * hour), .init(id: 2, task: 1, resource: 2, units: 0.5, work: 0)]))
        // 24 h over 1.5 units = 16 h.
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(4, 16)))
        #expect(result.assignments.map(\.work) == [16 * hour, 8 * hour])
    }

    @Test("without effort driving, the longest assignment sets the duration and the shorter one finishes early")
    func notEffortDriven() {
        let result = ProjectScheduler.schedule(plan([.init(id: 1, duration: 8 * hour)], [.init(id: 1, task: 1, resource: 1, work: 24 * hour), .init(id: 2, task: 1, resource: 2, work: 8 * hour)]))
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(5, 16)))
        #expect(result.assignments.map(\.work) == [24 * hour, 8 * hour])
        #expect(result.assignments.map(\.finish) == [mar(5, 16), mar(3, 16)])
    }

    @Test("a fixed-duration task keeps its duration; stated work stays as stated")
    func fixedDuration() {
        let tasks = [ProjectPlan.Task(id: 1, duration: 16 * hour, type: .fixedDuration)]
        let result = ProjectScheduler.schedule(plan(tasks, [.init(id: 1, task: 1, resource: 1, work: 40 * hour)]))
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(4, 16)))
        #expect(result.assignments.map(\.work) == [40 * hour])
    }

    @Test("without stated work, work is duration × units")
    func derivedWork() {
        let result = ProjectScheduler.schedule(plan([.init(id: 1, duration: 16 * hour)], [.init(id: 1, task: 1, resource: 1, units: 0.5)]))
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(4, 16)))
        #expect(result.assignments.map(\.work) == [8 * hour])
    }

    @Test("a material resource never changes dates and has no work")
    func material() {
        let resources = [ProjectResource(id: 1, name: "Concrete", kind: .material, materialLabel: "t")]
        let result = ProjectScheduler.schedule(plan([.init(id: 1, duration: 8 * hour)], [.init(id: 1, task: 1, resource: 1, units: 12, work: 99 * hour)], resources: resources))
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(3, 16)))
        #expect(result.assignments.map(\.work) == [0])
        #expect(result.assignments.map(\.units) == [12])
    }

    @Test("an assigned task works on its resource's calendar; its successor on the project's")
    func resourceCalendar() {
        let resources = [ProjectResource(id: 1, name: "Ann", calendar: tueSat)]
        // Task 1 (8 h, Ann) cannot work Monday: Tue 08:00–16:00. Task 2 follows on the project calendar.
        let result = ProjectScheduler.schedule(plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour)],
                                                    [.init(id: 1, task: 1, resource: 1)], resources: resources, links: [.init(from: 1, to: 2)]))
        #expect(result[1]?.time == TimeRange(mar(4, 8)..<mar(4, 16)))
        #expect(result[2]?.time == TimeRange(mar(5, 8)..<mar(5, 16)))
        // 40 h for Ann from Tue: Tue–Sat.
        let week = ProjectScheduler.schedule(plan([.init(id: 1, duration: 40 * hour)], [.init(id: 1, task: 1, resource: 1)], resources: resources))
        #expect(week[1]?.time == TimeRange(mar(4, 8)..<mar(8, 16)))
    }

    @Test("resources on different calendars: each assignment runs on its own, the task spans them")
    func mixedCalendars() {
        let resources = [ProjectResource(id: 1, name: "Ann"), ProjectResource(id: 2, name: "Bob", calendar: tueSat)]
        // 16 h: Ann Mon–Tue 16:00, Bob Tue–Wed 16:00.
        let result = ProjectScheduler.schedule(plan([.init(id: 1, duration: 16 * hour)],
                                                    [.init(id: 1, task: 1, resource: 1), .init(id: 2, task: 1, resource: 2)], resources: resources))
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(5, 16)))
    }

    @Test("a task with its own calendar keeps it")
    func taskCalendarWins() {
        let resources = [ProjectResource(id: 1, name: "Ann", calendar: tueSat)]
        let result = ProjectScheduler.schedule(plan([.init(id: 1, duration: 8 * hour, calendar: Schedule.standard)],
                                                    [.init(id: 1, task: 1, resource: 1)], resources: resources))
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(3, 16)))
    }

    @Test("bad assignments and resources are reported and ignored, the rest scheduled")
    func invalid() {
        let tasks = [ProjectPlan.Task(id: 1, duration: 8 * hour), .init(id: 2, parent: nil), .init(id: 3, duration: 8 * hour, parent: 2)]
        let resources = [ProjectResource(id: 1, name: "Ann"), ProjectResource(id: 1, name: "Twin"), ProjectResource(id: 3, name: "Zero", maxUnits: 0)]
        let assignments: [ProjectAssignment] = [
            .init(id: 1, task: 1, resource: 9),
            .init(id: 2, task: 9, resource: 1),
            .init(id: 3, task: 2, resource: 1),
            .init(id: 4, task: 1, resource: 1, units: -1, work: 8 * hour),
            .init(id: 4, task: 1, resource: 1),
            .init(id: 5, task: 3, resource: 1, units: 0, work: 8 * hour),
        ]
        let result = ProjectScheduler.schedule(plan(tasks, assignments, resources: resources))
        let reported = result.diagnostics.compactMap { diagnostic -> Int? in
            if case let .invalidAssignment(id, _, _) = diagnostic { return id.rawValue } else { return nil }
        }
        #expect(reported == [1, 2, 3, 4, 4, 5])
        #expect(result.diagnostics.contains(.invalidResource(1, reason: "the id is used by another resource; ignored")))
        #expect(result.diagnostics.contains { if case .invalidResource(3, _) = $0 { true } else { false } })
        #expect(result.assignments.map(\.id) == [4, 5])
        // Units −1 → 1: 8 h of work at 100 %.
        #expect(result[1]?.time == TimeRange(mar(3, 8)..<mar(3, 16)))
        #expect(result.assignments.first?.units == 1)
        #expect(result.diagnostics.map(\.description).contains("assignment 1 (task 1): no resource has id 9; ignored"))
    }
}
