@testable import ProjectScheduling
import Testing
import TimelineCore
import TimelineTestSupport

// March 2025: Mon 3, Tue 4, Wed 5, Thu 6, Fri 7. Calendars Mon–Fri 08:00–16:00; project start Mon 08:00.
private let hour = 3_600.0
private func mar(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

private func plan(_ tasks: [ProjectPlan.Task], links: [(Int, Int)] = [], assign: [(task: Int, resource: Int, units: Double)],
                  resources: [ProjectResource] = [ProjectResource(id: 1, name: "Ann")]) -> ProjectPlan {
    ProjectPlan(tasks: tasks, links: links.map { .init(from: .init($0.0), to: .init($0.1)) }, start: mar(3, 8),
                resources: resources,
                assignments: assign.enumerated().map { .init(id: .init($0.offset + 1), task: .init($0.element.task), resource: .init($0.element.resource), units: $0.element.units) })
}

@Suite("ProjectLeveler: over-allocation and leveling")
struct ProjectLevelerTests {
    @Test("two 8 h tasks for Ann on Monday: over-allocated by 8 h that day")
    func overallocation() {
        let p = plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour)], assign: [(1, 1, 1), (2, 1, 1)])
        let over = ProjectLeveler.overallocations(in: p, schedule: ProjectScheduler.schedule(p))
        #expect(over == [ProjectOverallocation(resource: 1, day: mar(3), load: 16 * hour, capacity: 8 * hour, tasks: [1, 2])])
    }

    @Test("half units, or max units 2, leave room for both")
    func withinCapacity() {
        let half = plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour)], assign: [(1, 1, 0.5), (2, 1, 0.5)])
        #expect(ProjectLeveler.overallocations(in: half, schedule: ProjectScheduler.schedule(half)).isEmpty)
        let two = plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour)], assign: [(1, 1, 1), (2, 1, 1)],
                       resources: [ProjectResource(id: 1, name: "Crew", maxUnits: 2)])
        #expect(ProjectLeveler.overallocations(in: two, schedule: ProjectScheduler.schedule(two)).isEmpty)
        #expect(ProjectLeveler.level(two).delays.isEmpty)
    }

    @Test("equal priority: the task with slack waits, within its slack; then less slack keeps the resource")
    func byID() {
        let p = plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour), .init(id: 3, duration: 8 * hour)],
                     links: [(2, 3)], assign: [(1, 1, 1), (2, 1, 1)])
        let leveling = ProjectLeveler.level(p)
        // Task 2 has 0 slack (its successor ends the project), task 1 has 8 h: task 1 waits, within its slack.
        #expect(leveling.delays.map(\.task) == [1])
        #expect(leveling.delays.first?.delay == 24 * hour)
        #expect(leveling.delays.first?.exceedsSlack == false)
        #expect(leveling.schedule[1]?.time == TimeRange(mar(4, 8)..<mar(4, 16)))
        #expect(leveling.schedule[3]?.time == TimeRange(mar(4, 8)..<mar(4, 16)))
        #expect(leveling.remainingOverallocations.isEmpty)

        let tie = plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour), .init(id: 3, duration: 8 * hour)],
                       links: [(2, 3)], assign: [(1, 1, 1), (2, 1, 1), (3, 1, 1)])
        // Now all three need Ann: 2 (0 slack) Monday, then 1 and 3: 3 has 0 slack → Tuesday, 1 → Wednesday.
        let three = ProjectLeveler.level(tie)
        #expect(three.schedule[2]?.start == mar(3, 8))
        #expect(three.schedule[3]?.start == mar(4, 8))
        #expect(three.schedule[1]?.start == mar(5, 8))
        #expect(three.delays.first { $0.task == 1 }?.exceedsSlack == true)
        #expect(three.remainingOverallocations.isEmpty)
    }

    @Test("without slack to tell them apart, the lower id keeps the resource and the other goes beyond its slack")
    func beyondSlack() {
        let p = plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour)], assign: [(1, 1, 1), (2, 1, 1)])
        let leveling = ProjectLeveler.level(p)
        #expect(leveling.delays.map(\.task) == [2])
        #expect(leveling.delays.first?.finishShift == 8 * hour)
        #expect(leveling.delays.first?.exceedsSlack == true)
        #expect(leveling.schedule.projectFinish == mar(4, 16))
    }

    @Test("the Resources article's comparison with Microsoft Project: priority before slack (\"Priority, Standard\"), not weighted slack first (\"Standard\")")
    func priorityBeforeSlack() {
        // Ann on A (id 1, 1 d, priority 300) and B (id 2, 1 d, priority 700); Bo on C (3 d, after A). A has no slack, B 3 days.
        func example(priorityA: Int, priorityB: Int) -> ProjectLevelingResult {
            let p = plan([.init(id: 1, duration: 8 * hour, priority: priorityA), .init(id: 2, duration: 8 * hour, priority: priorityB),
                          .init(id: 3, duration: 24 * hour)],
                         links: [(1, 3)], assign: [(1, 1, 1), (2, 1, 1), (3, 2, 1)],
                         resources: [ProjectResource(id: 1, name: "Ann"), ProjectResource(id: 2, name: "Bo")])
            let base = ProjectScheduler.schedule(p)
            #expect(base[1]?.totalSlack == 0)
            #expect(base[2]?.totalSlack == 24 * hour)
            #expect(base[3]?.time == TimeRange(mar(4, 8)..<mar(6, 16)))
            return ProjectLeveler.level(p)
        }
        // B's priority wins: A waits a day, C follows, and the project finishes Friday, a day later.
        let byPriority = example(priorityA: 300, priorityB: 700)
        #expect(byPriority.delays.map(\.task) == [1])
        #expect(byPriority.schedule[1]?.time == TimeRange(mar(4, 8)..<mar(4, 16)))
        #expect(byPriority.schedule[3]?.time == TimeRange(mar(5, 8)..<mar(7, 16)))
        // Equal priorities: A (no slack) keeps Monday, B waits within its slack; the finish stays Thursday (as "Standard" has it).
        let equal = example(priorityA: 500, priorityB: 500)
        #expect(equal.delays.map(\.task) == [2])
        #expect(equal.schedule[2]?.time == TimeRange(mar(4, 8)..<mar(4, 16)))
        #expect(equal.schedule[3]?.time == TimeRange(mar(4, 8)..<mar(6, 16)))
    }

    @Test("a higher priority keeps the resource; priority 1000 never moves")
    func priority() {
        let p = plan([.init(id: 1, duration: 8 * hour), .init(id: 2, duration: 8 * hour, priority: 600)], assign: [(1, 1, 1), (2, 1, 1)])
        #expect(ProjectLeveler.level(p).delays.map(\.task) == [1])
        let fixed = plan([.init(id: 1, duration: 8 * hour, priority: 1000), .init(id: 2, duration: 8 * hour, priority: 1000)], assign: [(1, 1, 1), (2, 1, 1)])
        let leveling = ProjectLeveler.level(fixed)
        #expect(leveling.delays.isEmpty)
        #expect(leveling.remainingOverallocations.map(\.day) == [mar(3)])
    }

    @Test("the plan is not changed; applying the delays reproduces the leveled schedule")
    func applying() {
        var p = plan([.init(id: 1, duration: 16 * hour), .init(id: 2, duration: 8 * hour), .init(id: 3, duration: 4 * hour)],
                     links: [(1, 3)], assign: [(1, 1, 1), (2, 1, 1), (3, 1, 1)])
        p.tasks[1].levelingDelay = 99 * hour   // cleared before leveling
        let leveling = ProjectLeveler.level(p)
        #expect(p.tasks[1].levelingDelay == 99 * hour)
        let applied = ProjectScheduler.schedule(p.applyingLeveling(leveling))
        #expect(applied.tasks == leveling.schedule.tasks)
        #expect(ProjectLeveler.overallocations(in: p.applyingLeveling(leveling), schedule: applied).isEmpty)
    }

    @Test("random plans: after leveling no resource is over-allocated and links hold", arguments: 0..<12)
    func randomPlans(seed: Int) {
        var random = SeededRandomNumberGenerator(seed: UInt64(seed))
        let count = 40
        let resources = (1...4).map { ProjectResource(id: .init($0), name: "R\($0)", maxUnits: Double(Int.random(in: 1...2, using: &random))) }
        var tasks: [ProjectPlan.Task] = []
        var links: [(Int, Int)] = []
        var assign: [(task: Int, resource: Int, units: Double)] = []
        for id in 1...count {
            tasks.append(.init(id: .init(id), duration: Double(Int.random(in: 1...24, using: &random)) * hour, priority: Int.random(in: 400...600, using: &random)))
            if id > 1, Bool.random(using: &random) { links.append((Int.random(in: 1..<id, using: &random), id)) }
            assign.append((id, Int.random(in: 1...4, using: &random), [0.5, 1][Int.random(in: 0...1, using: &random)]))
        }
        let p = plan(tasks, links: links, assign: assign, resources: resources)
        let leveling = ProjectLeveler.level(p)
        #expect(leveling.remainingOverallocations.isEmpty)
        for (from, to) in links {
            #expect(leveling.schedule[.init(to)]!.start >= leveling.schedule[.init(from)]!.finish)
        }
        let before = ProjectScheduler.schedule(p)
        for task in leveling.schedule.tasks { #expect(task.start >= before[task.id]!.start) }
    }
}
