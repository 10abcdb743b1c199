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
}
