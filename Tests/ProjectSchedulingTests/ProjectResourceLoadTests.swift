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
