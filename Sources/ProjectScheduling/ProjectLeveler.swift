public import TimelineCore

/// Finds resource over-allocations and levels them by delaying tasks, in
/// Microsoft Project's "standard" leveling order, day by day.
///
/// **Over-allocation.** For each work resource and day, the load is the sum
/// over its assignments of units × the assignment's working time that day;
/// what the resource has is max units × its calendar's working time that day.
/// A day whose load exceeds it (by more than a second) is over-allocated.
/// Two 4 h tasks at 100 % on one 8 h day are not; two 8 h tasks are.
///
/// **Leveling** starts from the plan scheduled without leveling delays (the
/// plan's own delays are cleared, as Microsoft Project's "clear leveling
/// values before leveling" does) and places the tasks one by one, each after
/// its predecessors, at the earliest day from its logic-driven start on which
/// all its resources have room; a task that does not fit is delayed to the
/// day after the first conflicting day and tried again. The order in which
/// tasks claim their resources is:
/// 1. higher ``ProjectPlan/Task/priority`` first;
/// 2. then less total slack first, so the tasks that are delayed are those
///    with slack, within their slack when it suffices, and beyond it only
///    when no slack is left;
/// 3. then ascending id.
///
/// Tasks of priority 1000, manually scheduled tasks, tasks with an honored
/// must-start-on or must-finish-on constraint and as-late-as-possible tasks
/// are never delayed; their load still counts. A delay is elapsed time added
/// after the logic-driven start (``ProjectPlan/Task/levelingDelay``), so
/// successors move with the delayed task. Nothing is changed in the plan:
/// the caller applies the result with ``ProjectPlan/applyingLeveling(_:)``.
///
/// ```swift
/// // Ann (100 %) on two 8 h tasks starting Monday: task 2 moves to Tuesday.
/// let leveling = ProjectLeveler.level(plan)
/// leveling.delays      // [task 2: 86 400 s (one day)]
/// let leveled = plan.applyingLeveling(leveling)
/// ```
public enum ProjectLeveler {
    /// The most days one task is pushed while looking for room (about 55 years).
    static let dayLimit = 20_000

    /// The over-allocated days of every work resource in `schedule`.
    /// - Parameters:
    ///   - plan: The plan.
    ///   - schedule: Its schedule (``ProjectScheduler/schedule(_:)`` of `plan`).
    /// - Returns: One record per resource and over-allocated day, by resource id then day.
    /// - Complexity: O(a × d) working-time operations for a assignments spanning d days each.
    public static func overallocations(in plan: ProjectPlan, schedule: ProjectScheduleResult) -> [ProjectOverallocation] {
        guard let booked = bookedUsage(in: plan, schedule: schedule) else { return [] }
        let (graph, engine) = (booked.0, booked.1)
        var usage = booked.2
        var over: [(r: Int, day: Int)] = []
        for r in usage.load.indices {
            for (day, booked) in usage.load[r] where booked > usage.capacity(r, day, engine: engine) + ResourceUsage.tolerance {
                over.append((r, day))
            }
        }
        over.sort { ($0.r, $0.day) < ($1.r, $1.day) }
        var position: [Int: [Int: Int]] = [:]
        var out: [ProjectOverallocation] = []
        for (r, day) in over {
            position[r, default: [:]][day] = out.count
            out.append(.init(resource: engine.resources.resourceIDs[r], day: Time(dayNumber: day), load: usage.load[r][day] ?? 0,
                             capacity: usage.capacity(r, day, engine: engine), tasks: []))
        }
        guard !out.isEmpty else { return out }
        for a in engine.resources.units.indices {
            let r = engine.resources.assignmentResource[a]
            guard let days = position[r] else { continue }
            let i = engine.resources.assignmentTask[a]
            ResourceUsage.forEachDay(of: a, start: schedule.tasks[i].start, finish: schedule.tasks[i].finish, engine: engine) { day, _ in
                if let k = days[day], out[k].tasks.last != graph.ids[i] { out[k].tasks.append(graph.ids[i]) }
            }
        }
        for k in out.indices { out[k].tasks = Array(Set(out[k].tasks)).sorted() }
        return out
    }

    /// The work booked per work resource and day (or week) in `schedule`:
    /// the loads that ``overallocations(in:schedule:)`` checks, for every
    /// period with booked work (what a load histogram draws; see
    /// ``ProjectResourceLoad``). A week's capacity counts all its days; it is
    /// over-allocated when one of its days is.
    /// - Parameters:
    ///   - plan: The plan.
    ///   - schedule: Its schedule (``ProjectScheduler/schedule(_:)`` of `plan`).
    ///   - period: Days (default) or weeks.
    /// - Returns: One record per work resource and period with booked work, by resource id then period.
    /// - Complexity: O(a × d) working-time operations for a assignments spanning d days each.
    public static func resourceLoads(in plan: ProjectPlan, schedule: ProjectScheduleResult,
                                     period: ProjectResourceLoad.Period = .day) -> [ProjectResourceLoad] {
        guard let booked = bookedUsage(in: plan, schedule: schedule) else { return [] }
        let engine = booked.1
        var usage = booked.2
        var out: [ProjectResourceLoad] = []
        for r in usage.load.indices {
            let maxUnits = usage.maxUnits[r]
            let id = engine.resources.resourceIDs[r]
            for day in usage.load[r].keys.sorted() {
                let load = usage.load[r][day] ?? 0
                guard load > 0 else { continue }
                let capacity = usage.capacity(r, day, engine: engine)
                let over = load > capacity + ResourceUsage.tolerance
                switch period {
                case .day:
                    out.append(ProjectResourceLoad(resource: id, period: TimeRange(Time(dayNumber: day)..<Time(dayNumber: day + 1)),
                                                   load: load, capacity: capacity, maxUnits: maxUnits, isOverallocated: over))
                case let .week(firstWeekday):
                    let weekStart = day - (Time(dayNumber: day).weekday.rawValue - firstWeekday.rawValue + 7) % 7
                    if let last = out.last, last.resource == id, last.period.start.dayNumber == weekStart {
                        out[out.count - 1].load += load
                        out[out.count - 1].isOverallocated = last.isOverallocated || over
                    } else {
                        var weekCapacity = 0.0
                        for d in weekStart..<(weekStart + 7) { weekCapacity += usage.capacity(r, d, engine: engine) }
                        out.append(ProjectResourceLoad(resource: id, period: TimeRange(Time(dayNumber: weekStart)..<Time(dayNumber: weekStart + 7)),
                                                       load: load, capacity: weekCapacity, maxUnits: maxUnits, isOverallocated: over))
                    }
                }
            }
        }
        return out
    }

    /// `schedule`'s work booked per resource and day, or `nil` when the
    /// schedule is not `plan`'s.
    private static func bookedUsage(in plan: ProjectPlan, schedule: ProjectScheduleResult)
        -> (ScheduleGraph, SchedulingEngine, ResourceUsage)? {
        let graph = schedule.graph.flatMap { $0.matches(plan) ? $0 : nil } ?? ScheduleGraph(plan)
        let engine = SchedulingEngine(plan: plan, graph: graph)
        guard schedule.tasks.count == graph.count else { return nil }
        var usage = ResourceUsage(engine: engine, plan: plan)
        for i in 0..<graph.count where !graph.isSummary[i] {
            usage.add(task: i, start: schedule.tasks[i].start, finish: schedule.tasks[i].finish, engine: engine)
        }
        return (graph, engine, usage)
    }

    /// Levels `plan`: the delays that keep every work resource within its max
    /// units day by day (see the type's discussion for the order).
    /// - Parameter plan: The plan; its tasks' leveling delays are ignored.
    /// - Returns: The delays, the plan scheduled with them, and what is still over-allocated.
    /// - Complexity: O(n log n) for the order plus, per task, O(a × d)
    ///   working-time operations per day tried (a assignments spanning d days).
    public static func level(_ plan: ProjectPlan) -> ProjectLevelingResult {
        var cleared = plan
        for k in cleared.tasks.indices { cleared.tasks[k].levelingDelay = 0 }
        let graph = ScheduleGraph(cleared)
        var engine = SchedulingEngine(plan: cleared, graph: graph)
        engine.forwardPass()
        engine.backwardPass(projectFinish: engine.projectFinish())
        engine.placeLateTasks()
        let base = engine.results()
        let n = graph.count
        var usage = ResourceUsage(engine: engine, plan: cleared)

        // Who may move, and the order in which tasks claim their resources.
        var priority = [Int](repeating: 500, count: n)
        var movable = [Bool](repeating: false, count: n)
        for i in graph.topo {
            let task = cleared.tasks[graph.planIndex[i]]
            priority[i] = task.priority
            let c = engine.constraint[i]
            let hasWork = engine.resources.assignments(of: i).contains { engine.resources.kinds[engine.resources.assignmentResource[$0]] == .work }
            movable[i] = hasWork && !engine.isZero[i] && engine.manualTime[i] == nil && task.priority < 1000
                && c != .asLateAsPossible && !(engine.honorsConstraints && c.isInflexible)
        }
        var remaining = [Int](repeating: 0, count: n)
        for i in graph.topo { remaining[i] = graph.predStart[i + 1] - graph.predStart[i] }
        var ready = IndexHeap(by: { a, b in
            if priority[a] != priority[b] { return priority[a] > priority[b] }
            if base[a].totalSlack != base[b].totalSlack { return base[a].totalSlack < base[b].totalSlack }
            return a < b
        })
        for i in graph.topo where remaining[i] == 0 { ready.push(i) }
        var placed = 0
        while let i = ready.pop() {
            placed += 1
            var (s, f) = (engine.start[i], engine.finish[i])
            if engine.constraint[i] != .asLateAsPossible || engine.manualTime[i] != nil {
                engine.levelingDelay[i] = 0
                (s, f) = engine.forward(i, scheduled: true, record: false)
            }
            if movable[i] {
                let logicStart = s
                var tries = 0
                let resources = engine.resources.assignments(of: i).compactMap { a -> Int? in
                    let r = engine.resources.assignmentResource[a]
                    return engine.resources.kinds[r] == .work && engine.resources.units[a] > 0 ? r : nil
                }
                while let day = usage.firstConflict(task: i, start: s, finish: f, engine: engine), tries < dayLimit {
                    tries += 1
                    // Days on which one of the task's resources is fully booked cannot hold its start.
                    var next = day + 1
                    while next - day < dayLimit, resources.contains(where: { usage.full[$0].contains(next) }) { next += 1 }
                    // To the first working time of that day or later (whole elapsed days when starts align).
                    let delay = engine.calendars[engine.calendarOf[i]].nextWorkingTime(from: Time(dayNumber: next)).seconds(since: logicStart)
                    guard delay > engine.levelingDelay[i] else { break }
                    engine.levelingDelay[i] = delay
                    let moved = engine.forward(i, scheduled: true, record: false)
                    guard moved.0 > s else { break }   // a constraint holds the task
                    (s, f) = moved
                }
            }
            engine.start[i] = s
            engine.finish[i] = f
            usage.add(task: i, start: s, finish: f, engine: engine)
            for k in graph.succStart[i]..<graph.succStart[i + 1] {
                let successor = graph.linkTo[graph.succLinks[k]]
                remaining[successor] -= 1
                if remaining[successor] == 0 { ready.push(successor) }
            }
        }
        assert(placed == graph.topo.count, "every leaf is placed once its predecessors are")

        var leveled = cleared
        var delays: [ProjectLevelingResult.Delay] = []
        for i in 0..<n where engine.levelingDelay[i] > 0 {
            leveled.tasks[graph.planIndex[i]].levelingDelay = engine.levelingDelay[i]
            delays.append(.init(task: graph.ids[i], delay: engine.levelingDelay[i], slack: base[i].totalSlack, finishShift: 0))
        }
        let schedule = ProjectScheduler.schedule(leveled)
        for k in delays.indices {
            guard let i = graph.index(of: delays[k].task) else { continue }
            let calendar = engine.calendars[engine.calendarOf[i]]
            let from = base[i].finish
            let to = schedule.tasks[i].finish
            delays[k].finishShift = to > from ? calendar.workingDuration(of: TimeRange(from..<to)) : 0
        }
        return ProjectLevelingResult(delays: delays, schedule: schedule, remainingOverallocations: overallocations(in: leveled, schedule: schedule))
    }
}
