import Benchmark
import ProjectScheduling
import TimelineCore

/// `.standard` with 50 holidays a year, 2020–2080.
let calendar: Schedule = {
    var holidays: [TimeRange] = []
    for year in 2020...2080 {
        let first = Time(year: year, month: 1, day: 1)
        for index in 0..<50 {
            let start = first.adding(days: index * 7 + index % 5)
            holidays.append(TimeRange(start..<start.adding(days: 1)))
        }
    }
    return Schedule.standard.excluding(holidays)
}()

let projectStart = Time(year: 2025, month: 1, day: 6, hour: 8)

func mix(_ value: Int) -> UInt64 {
    var z = UInt64(value) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}

/// 100 000 tasks of 1–40 working hours and 150 000 links of all four types
/// (a quarter with lags), each to a task up to 200 positions earlier.
let network: ProjectPlan = {
    let count = 100_000
    var plan = ProjectPlan(start: projectStart, calendar: calendar)
    plan.tasks = (0..<count).map { ProjectPlan.Task(id: ProjectPlan.TaskID($0), duration: Double(1 + mix($0) % 40) * 3_600) }
    let types: [ProjectLinkType] = [.fromFinishToStart, .fromFinishToStart, .fromStartToStart, .fromFinishToFinish, .fromStartToFinish]
    var links: [ProjectPlan.Link] = []
    var seen = Set<Int>()
    var index = 0
    while links.count < 150_000 {
        let h = mix(index + 1_000_000)
        let to = 1 + Int(h % UInt64(count - 1))
        let from = max(0, to - 1 - Int((h >> 20) % 200))
        index += 1
        guard seen.insert(from &* count &+ to).inserted else { continue }
        let lag: ProjectLinkLag = (h >> 40) % 4 == 0 ? .working(Double((h >> 44) % 16) * 3_600) : .zero
        links.append(ProjectPlan.Link(from: ProjectPlan.TaskID(from), to: ProjectPlan.TaskID(to), type: types[Int((h >> 50) % 5)], lag: lag))
    }
    plan.links = links
    return plan
}()

/// A 100 000-task finish-to-start chain.
let chain: ProjectPlan = {
    let count = 100_000
    var plan = ProjectPlan(start: projectStart, calendar: calendar)
    plan.tasks = (0..<count).map { ProjectPlan.Task(id: ProjectPlan.TaskID($0), duration: Double(1 + mix($0) % 16) * 3_600) }
    plan.links = (1..<count).map { ProjectPlan.Link(from: ProjectPlan.TaskID($0 - 1), to: ProjectPlan.TaskID($0)) }
    return plan
}()

/// 10 000 tasks of 4–40 working hours on 200 work resources (max units 1 or
/// 2, one in ten on a Mon–Thu 08:00–18:00 calendar), each task with one or two
/// assignments at 50 % or 100 %, priorities 400–600, and 8 000 finish-to-start
/// links to tasks up to 100 positions earlier: about 50 tasks a resource,
/// heavily over-allocated before leveling.
let staffed: ProjectPlan = {
    let count = 10_000
    let resourceCount = 200
    var plan = ProjectPlan(start: projectStart, calendar: calendar)
    let fourDays = try! Schedule(workingWeekdays: [.monday, .tuesday, .wednesday, .thursday], workingDayIntervals: [DayRange(8, to: 18)])
    plan.resources = (0..<resourceCount).map { r in
        ProjectResource(id: ProjectResource.ID(r + 1), name: "R\(r + 1)", maxUnits: r % 3 == 0 ? 2 : 1, calendar: r % 10 == 0 ? fourDays : nil)
    }
    plan.tasks = (0..<count).map { i in
        ProjectPlan.Task(id: ProjectPlan.TaskID(i), duration: Double(4 + mix(i) % 37) * 3_600, priority: 400 + Int(mix(i + 7) % 201))
    }
    var assignments: [ProjectAssignment] = []
    for i in 0..<count {
        let h = mix(i + 2_000_000)
        let first = Int(h % UInt64(resourceCount))
        assignments.append(ProjectAssignment(id: ProjectAssignment.ID(assignments.count + 1), task: ProjectPlan.TaskID(i),
                                             resource: ProjectResource.ID(first + 1), units: (h >> 20) % 2 == 0 ? 1 : 0.5))
        if (h >> 24) % 4 == 0 {
            let second = (first + 1 + Int((h >> 30) % UInt64(resourceCount - 1))) % resourceCount
            assignments.append(ProjectAssignment(id: ProjectAssignment.ID(assignments.count + 1), task: ProjectPlan.TaskID(i),
                                                 resource: ProjectResource.ID(second + 1), units: 0.5))
        }
    }
    plan.assignments = assignments
    var links: [ProjectPlan.Link] = []
    var index = 0
    var seen = Set<Int>()
    while links.count < 8_000 {
        let h = mix(index + 3_000_000)
        index += 1
        let to = 1 + Int(h % UInt64(count - 1))
        let from = max(0, to - 1 - Int((h >> 20) % 100))
        guard seen.insert(from &* count &+ to).inserted else { continue }
        links.append(ProjectPlan.Link(from: ProjectPlan.TaskID(from), to: ProjectPlan.TaskID(to)))
    }
    plan.links = links
    return plan
}()

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds, maxDuration: .seconds(10), maxIterations: 10)

    Benchmark("Full schedule, 100 000 tasks, 150 000 links, standard + holidays", configuration: configuration) { benchmark in
        let plan = network
        benchmark.startMeasurement()
        let result = ProjectScheduler.schedule(plan)
        benchmark.stopMeasurement()
        blackHole(result)
    }

    Benchmark("Incremental reschedule after a change at the start of a 100 000-task chain", configuration: configuration) { benchmark in
        let previous = ProjectScheduler.schedule(chain)
        var plan = chain
        plan.tasks[0].duration += 8 * 3_600
        benchmark.startMeasurement()
        let result = ProjectScheduler.reschedule(plan, previous: previous, changedTasks: [ProjectPlan.TaskID(0)])
        benchmark.stopMeasurement()
        blackHole(result)
    }

    Benchmark("Leveling, 10 000 tasks, 200 resources (goal ≤ 1 s)", configuration: configuration) { benchmark in
        let plan = staffed
        benchmark.startMeasurement()
        let result = ProjectLeveler.level(plan)
        benchmark.stopMeasurement()
        precondition(result.remainingOverallocations.isEmpty, "leveling left over-allocations")
        blackHole(result)
    }
}
