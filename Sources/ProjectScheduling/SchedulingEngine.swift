import TimelineCore

/// The passes of ``ProjectScheduler`` over a ``ScheduleGraph``: forward
/// (early dates), backward (late dates), as-late-as-possible placement,
/// slack, summary roll-up and deadline checks. Dates live in arrays indexed
/// by dense task index.
struct SchedulingEngine {
    let graph: ScheduleGraph
    let projectStart: Time
    let honorsConstraints: Bool
    let projectCalendar: any ScheduleDefinition

    // Task attributes by dense index.
    var duration: [Double]
    /// The calendars in use: index 0 is the project calendar, then one per
    /// task with its own calendar.
    /// Borrowed from `calendarTable`, so hot loops use calendars in place
    /// instead of copying existentials.
    let calendars: UnsafeBufferPointer<any ScheduleDefinition>
    let calendarTable: CalendarTable
    /// Dense index → index in `calendars`.
    var calendarOf: [Int]
    var manualTime: [TimeRange?]
    var constraint: [ProjectTaskConstraint]
    var deadline: [Time?]
    var levelingDelay: [Double]
    var isZero: [Bool]
    var completion: [Double]
    var hasLateConstraint = false
    /// The checked resources and assignments.
    let resources: ResourceTable
    /// Per valid assignment (see ``ResourceTable``): its working seconds, the
    /// working seconds it lasts (work ÷ units) and the index of its calendar
    /// in `calendars`.
    var assignmentWork: [Double]
    var assignmentSpan: [Double]
    var assignmentCalendar: [Int]
    /// Dense resource index → index of its calendar in `calendars`.
    var resourceCalendar: [Int]

    // Dates by dense index.
    var earlyStart: [Time]
    var earlyFinish: [Time]
    var lateStart: [Time]
    var lateFinish: [Time]
    var start: [Time]
    var finish: [Time]
    /// Whether the early finish is exactly the early start plus the duration
    /// (not a kept FF/SF finish, not a manual task), so the backward pass may
    /// reuse the early start when the late finish equals the early finish.
    var regularFinish: [Bool]
    /// For a task whose early start is the next working time after a time
    /// and nothing else (constraints, finish links, delays) moved it: that
    /// time; else `nil`. The backward pass uses it to skip a working-time
    /// step: a predecessor finishing exactly there, on the same calendar, has
    /// that finish as the previous working time before the start.
    var snappedFrom: [Time?]
    var conflicts: [Int: [ScheduleDiagnostic]] = [:]
    /// For a task that an honored constraint holds earlier than its links
    /// allow: the dates the links require. Its total slack is measured from
    /// them, so the violation shows as negative slack on the task itself.
    var linkDates: [Int: (start: Time, finish: Time)] = [:]
    /// Unusable task values, replaced by 0.
    var inputDiagnostics: [ScheduleDiagnostic] = []

    init(plan: ProjectPlan, graph: ScheduleGraph) {
        self.graph = graph
        projectStart = plan.start
        honorsConstraints = plan.honorsConstraints
        projectCalendar = plan.calendar
        let n = graph.count
        var duration: [Double] = []
        var calendarList: [any ScheduleDefinition] = [plan.calendar]
        var calendarOf: [Int] = []
        var manualTime: [TimeRange?] = []
        var constraint: [ProjectTaskConstraint] = []
        var deadline: [Time?] = []
        var levelingDelay: [Double] = []
        var isZero: [Bool] = []
        var completion: [Double] = []
        var hasLateConstraint = false
        var inputDiagnostics: [ScheduleDiagnostic] = []
        let resources = ResourceTable(plan: plan, graph: graph)
        var resourceCalendar: [Int] = []
        for k in resources.resourcePlanIndex {
            if let own = plan.resources[k].calendar {
                resourceCalendar.append(calendarList.count)
                calendarList.append(own)
            } else {
                resourceCalendar.append(0)
            }
        }
        var unionCalendars: [[Int]: Int] = [:]
        let assignmentCount = resources.units.count
        var assignmentWork = [Double](repeating: 0, count: assignmentCount)
        var assignmentSpan = [Double](repeating: 0, count: assignmentCount)
        var assignmentCalendar = [Int](repeating: 0, count: assignmentCount)
        duration.reserveCapacity(n)
        calendarOf.reserveCapacity(n)
        manualTime.reserveCapacity(n)
        constraint.reserveCapacity(n)
        deadline.reserveCapacity(n)
        levelingDelay.reserveCapacity(n)
        isZero.reserveCapacity(n)
        completion.reserveCapacity(n)
        // Read the tasks in place: no copy of a task per field.
        plan.tasks.withUnsafeBufferPointer { tasks in
            for i in 0..<n {
                let k = graph.planIndex[i]
                var d = tasks[k].isMilestone ? 0 : tasks[k].duration
                if !(d.isFinite && d >= 0) {
                    inputDiagnostics.append(.invalidTask(graph.ids[i], reason: "duration \(d) s is negative or not finite; 0 used"))
                    d = 0
                }
                let work = resources.assignments(of: i).filter { resources.kinds[resources.assignmentResource[$0]] == .work }
                let type = tasks[k].type
                let shared = tasks[k].isEffortDriven || type == .fixedWork
                // Effort-driven durations: work ÷ units (see ProjectScheduler, "Resources").
                if !tasks[k].isMilestone, type != .fixedDuration, work.contains(where: { resources.statedWork[$0] != nil }) {
                    if shared {
                        let totalUnits = work.reduce(0) { $0 + resources.units[$1] }
                        let totalWork = work.reduce(0) { $0 + (resources.statedWork[$1] ?? 0) }
                        if totalUnits > 0 { d = totalWork / totalUnits }
                    } else {
                        d = work.reduce(0) { longest, a in
                            guard let w = resources.statedWork[a], resources.units[a] > 0 else { return longest }
                            return Swift.max(longest, w / resources.units[a])
                        }
                    }
                }
                duration.append(d)
                if let own = tasks[k].calendar {
                    calendarOf.append(calendarList.count)
                    calendarList.append(own)
                } else if !work.isEmpty {
                    // Resource-scheduled: the task works on its resources' calendars.
                    let used = Array(Set(work.map { resourceCalendar[resources.assignmentResource[$0]] })).sorted()
                    if used.count == 1 {
                        calendarOf.append(used[0])
                    } else if let known = unionCalendars[used] {
                        calendarOf.append(known)
                    } else {
                        unionCalendars[used] = calendarList.count
                        calendarOf.append(calendarList.count)
                        calendarList.append(UnionSchedule(members: used.map { calendarList[$0] }))
                    }
                } else {
                    calendarOf.append(0)
                }
                for a in resources.assignments(of: i) {
                    let u = resources.units[a]
                    guard resources.kinds[resources.assignmentResource[a]] == .work, !tasks[k].isMilestone else { continue }
                    let w = shared && type != .fixedDuration ? d * u : (resources.statedWork[a] ?? d * u)
                    assignmentWork[a] = w
                    assignmentSpan[a] = u > 0 ? Swift.min(d, w / u) : d
                    assignmentCalendar[a] = tasks[k].calendar == nil ? resourceCalendar[resources.assignmentResource[a]] : calendarOf[i]
                }
                if tasks[k].isManuallyScheduled {
                    let ci = calendarOf[i]
                    if let time = tasks[k].manualTime {
                        manualTime.append(time)
                    } else {
                        let s = d == 0 ? plan.start : calendarList[ci].nextWorkingTime(from: plan.start)
                        manualTime.append(TimeRange(s..<(d == 0 ? s : calendarList[ci].adding(workingDuration: d, to: s))))
                    }
                } else {
                    manualTime.append(nil)
                }
                let c = tasks[k].constraint
                constraint.append(c)
                if c == .asLateAsPossible { hasLateConstraint = true }
                deadline.append(tasks[k].deadline)
                let delay = tasks[k].levelingDelay
                if !(delay.isFinite && delay >= 0) {
                    inputDiagnostics.append(.invalidTask(graph.ids[i], reason: "leveling delay \(delay) s is negative or not finite; 0 used"))
                }
                levelingDelay.append(delay.isFinite && delay >= 0 ? delay : 0)
                isZero.append(d == 0)
                completion.append(tasks[k].completion)
            }
        }
        self.duration = duration
        self.calendarOf = calendarOf
        self.manualTime = manualTime
        self.constraint = constraint
        self.deadline = deadline
        self.levelingDelay = levelingDelay
        self.isZero = isZero
        self.completion = completion
        self.hasLateConstraint = hasLateConstraint
        self.inputDiagnostics = inputDiagnostics + resources.diagnostics
        self.resources = resources
        self.assignmentWork = assignmentWork
        self.assignmentSpan = assignmentSpan
        self.assignmentCalendar = assignmentCalendar
        self.resourceCalendar = resourceCalendar
        calendarTable = CalendarTable(calendarList)
        calendars = UnsafeBufferPointer(calendarTable.buffer)
        earlyStart = Array(repeating: plan.start, count: n)
        earlyFinish = earlyStart
        lateStart = earlyStart
        lateFinish = earlyStart
        start = earlyStart
        finish = earlyStart
        regularFinish = Array(repeating: false, count: n)
        snappedFrom = Array(repeating: nil, count: n)
    }

    // MARK: Forward

    /// The early (or, with `scheduled`, the placed) dates of leaf `i` from its
    /// predecessors' dates, its constraint and its leveling delay.
    mutating func forward(_ i: Int, scheduled: Bool, record: Bool) -> (Time, Time) {
        var regular = false
        var snapped: Time?
        return forward(i, scheduled: scheduled, record: record, regular: &regular, snappedFrom: &snapped)
    }

    /// As ``forward(_:scheduled:record:)``, telling whether the finish is the
    /// start plus the duration and what the start was snapped from (see ``snappedFrom``).
    mutating func forward(_ i: Int, scheduled: Bool, record: Bool, regular: inout Bool, snappedFrom snapped: inout Time?) -> (Time, Time) {
        regular = false
        snapped = nil
        if let fixed = manualTime[i] { return (fixed.start, fixed.finish) }
        let ci = calendarOf[i]
        let d = duration[i]
        let zero = isZero[i]
        let c = constraint[i]
        // The project start bounds only tasks without predecessors (or their SNET
        // date does); linked tasks follow their links, before the project start too.
        var startRequirement: Time?
        var finishRequirement: Time?
        var hasFinishToFinish = false
        let low = graph.predStart[i]
        let high = graph.predStart[i + 1]
        if low == high {
            if case let .startNoEarlierThan(t) = c { startRequirement = t } else { startRequirement = projectStart }
        }
        for k in low..<high {
            let link = graph.predLinks[k]
            let p = graph.linkFrom[link]
            let lag = graph.linkLag[link]
            switch graph.linkType[link] {
            case .fromFinishToStart:
                let t = lag.shift(scheduled ? finish[p] : earlyFinish[p], predecessorDuration: duration[p], calendars: calendars, calendar: ci, direction: 1)
                if startRequirement.map({ t > $0 }) ?? true { startRequirement = t }
            case .fromStartToStart:
                let t = lag.shift(scheduled ? start[p] : earlyStart[p], predecessorDuration: duration[p], calendars: calendars, calendar: ci, direction: 1)
                if startRequirement.map({ t > $0 }) ?? true { startRequirement = t }
            case .fromFinishToFinish:
                let t = lag.shift(scheduled ? finish[p] : earlyFinish[p], predecessorDuration: duration[p], calendars: calendars, calendar: ci, direction: 1)
                if finishRequirement.map({ t > $0 }) ?? true { finishRequirement = t }
                hasFinishToFinish = true
            case .fromStartToFinish:
                let t = lag.shift(scheduled ? start[p] : earlyStart[p], predecessorDuration: duration[p], calendars: calendars, calendar: ci, direction: 1)
                if finishRequirement.map({ t > $0 }) ?? true { finishRequirement = t }
            }
        }
        // One copy of the calendar for the working-time operations below.
        let calendar = calendars[ci]
        let snappedStart = startRequirement.map { zero ? $0 : calendar.nextWorkingTime(from: $0) }
        // Every link gives a start or a finish requirement, so one of the two exists.
        var s = snappedStart ?? projectStart
        if let f = finishRequirement {
            let fromFinish = zero ? f : calendar.subtracting(workingDuration: d, from: f)
            if snappedStart == nil || fromFinish > s { s = fromFinish }
            // A finish-to-finish link never pulls its successor before the project
            // start (Microsoft Project, as MPXJ reproduces it); the finish follows.
            if hasFinishToFinish, s < projectStart { s = zero ? projectStart : calendar.nextWorkingTime(from: projectStart) }
        }
        if case let .startNoEarlierThan(t) = c {
            let earliest = zero ? t : calendar.nextWorkingTime(from: t)
            if earliest > s { s = earliest }
        }
        if levelingDelay[i] > 0 {
            s = s.adding(seconds: levelingDelay[i])
            if !zero { s = calendar.nextWorkingTime(from: s) }
        }
        var f = zero ? s : calendar.adding(workingDuration: d, to: s)
        regular = true
        if let required = finishRequirement, required > f {
            f = required
            regular = false
        }

        switch c {
        case .asSoonAsPossible, .asLateAsPossible, .startNoEarlierThan:
            break
        case let .finishNoEarlierThan(t):
            if f < t {
                (s, f) = placed(i, finishingAt: t)
                regular = true
            }
        case let .startNoLaterThan(t):
            if s > t {
                if record { conflict(i, c, "links require a start at \(s)" + (honorsConstraints ? "; the constraint wins" : "; the links win")) }
                if honorsConstraints {
                    if record { linkDates[i] = (s, f) }
                    (s, f) = placed(i, startingAt: t)
                    regular = true
                }
            }
        case let .finishNoLaterThan(t):
            if f > t {
                if record { conflict(i, c, "links require a finish at \(f)" + (honorsConstraints ? "; the constraint wins" : "; the links win")) }
                if honorsConstraints {
                    if record { linkDates[i] = (s, f) }
                    (s, f) = placed(i, finishingAt: t)
                    regular = true
                }
            }
        case let .mustStartOn(t):
            let target = placed(i, startingAt: t)
            if s > target.0 {
                if record { conflict(i, c, "links require a start at \(s)" + (honorsConstraints ? "; the constraint wins" : "; the links win")) }
                if honorsConstraints {
                    if record { linkDates[i] = (s, f) }
                    (s, f) = target
                    regular = true
                }
            } else {
                (s, f) = target
                regular = true
            }
        case let .mustFinishOn(t):
            let target = placed(i, finishingAt: t)
            if s > target.0 {
                if record { conflict(i, c, "links require a finish at \(f)" + (honorsConstraints ? "; the constraint wins" : "; the links win")) }
                if honorsConstraints {
                    if record { linkDates[i] = (s, f) }
                    (s, f) = target
                    regular = true
                }
            } else {
                (s, f) = target
                regular = true
            }
        }
        if !zero, let snappedStart, s == snappedStart, s.timeOfDay == snappedStart.timeOfDay { snapped = startRequirement }
        return (s, f)
    }

    /// The task's dates when it starts at `t` (moved to working time unless it is a milestone).
    private func placed(_ i: Int, startingAt t: Time) -> (Time, Time) {
        if isZero[i] { return (t, t) }
        let s = calendars[calendarOf[i]].nextWorkingTime(from: t)
        return (s, calendars[calendarOf[i]].adding(workingDuration: duration[i], to: s))
    }

    /// The task's dates when it finishes at `t` (counted back by its duration).
    private func placed(_ i: Int, finishingAt t: Time) -> (Time, Time) {
        if isZero[i] { return (t, t) }
        let s = calendars[calendarOf[i]].subtracting(workingDuration: duration[i], from: t)
        return (s, calendars[calendarOf[i]].adding(workingDuration: duration[i], to: s))
    }

    private mutating func conflict(_ i: Int, _ c: ProjectTaskConstraint, _ reason: String) {
        conflicts[i, default: []].append(.constraintConflict(task: graph.ids[i], constraint: c, reason: reason))
    }

    /// The full forward pass over the topological order.
    /// - Complexity: O(n + m) working-time operations.
    mutating func forwardPass() {
        var regular = false
        var snapped: Time?
        for i in graph.topo {
            let (s, f) = forward(i, scheduled: false, record: true, regular: &regular, snappedFrom: &snapped)
            earlyStart[i] = s
            earlyFinish[i] = f
            regularFinish[i] = regular
            snappedFrom[i] = snapped
        }
    }

    /// Recomputes only the leaves reachable from `dirty` ones, stopping where
    /// the dates come out unchanged. Returns how many leaves were recomputed.
    /// - Complexity: O(n) flag checks plus O(a + links of a) working-time
    ///   operations for the a affected leaves.
    mutating func forwardPass(dirty: inout [Bool]) -> Int {
        var recomputed = 0
        for i in graph.topo where dirty[i] {
            recomputed += 1
            conflicts[i] = nil
            linkDates[i] = nil
            var regular = false
            var snapped: Time?
            let (s, f) = forward(i, scheduled: false, record: true, regular: &regular, snappedFrom: &snapped)
            regularFinish[i] = regular
            snappedFrom[i] = snapped
            if s != earlyStart[i] || f != earlyFinish[i] || s.timeOfDay != earlyStart[i].timeOfDay || f.timeOfDay != earlyFinish[i].timeOfDay {
                earlyStart[i] = s
                earlyFinish[i] = f
                for k in graph.succStart[i]..<graph.succStart[i + 1] { dirty[graph.linkTo[graph.succLinks[k]]] = true }
            }
        }
        return recomputed
    }

    // MARK: Backward

    /// The latest early finish over the leaves (the project start if none).
    /// Not bounded by the project start: when every task lies before it (SNET
    /// dates), the project finishes with them, as in Microsoft Project.
    func projectFinish() -> Time {
        guard let first = graph.topo.first else { return projectStart }
        var latest = earlyFinish[first]
        for i in graph.topo where earlyFinish[i] > latest { latest = earlyFinish[i] }
        return latest
    }

    /// The full backward pass in reverse topological order.
    /// - Complexity: O(n + m) working-time operations.
    mutating func backwardPass(projectFinish: Time) {
        let succStart = graph.succStart, succLinks = graph.succLinks, linkTo = graph.linkTo
        let linkLag = graph.linkLag, linkType = graph.linkType
        for i in graph.topo.reversed() {
            let c = constraint[i]
            if honorsConstraints, c.isInflexible, manualTime[i] == nil {
                lateStart[i] = earlyStart[i]
                lateFinish[i] = earlyFinish[i]
                continue
            }
            let ci = calendarOf[i]
            let d = duration[i]
            let zero = isZero[i]
            var finishLimit: Time?
            var startLimit: Time?
            // A finish limit whose previous working time is known to be the early finish.
            var knownSnap: Time?
            let canSnap = !zero && regularFinish[i] && manualTime[i] == nil
            let low = succStart[i]
            let high = succStart[i + 1]
            if low == high { finishLimit = projectFinish }
            for k in low..<high {
                let link = succLinks[k]
                let s = linkTo[link]
                let lag = linkLag[link]
                switch linkType[link] {
                case .fromFinishToStart:
                    let t = lag.shift(lateStart[s], predecessorDuration: d, calendars: calendars, calendar: calendarOf[s], direction: -1)
                    if finishLimit.map({ t < $0 }) ?? true { finishLimit = t }
                    // The successor starts where it was snapped to from this finish (a
                    // zero lag, the same calendar, no slack): going back gives the finish.
                    if canSnap, lag.isZero, calendarOf[s] == ci, let from = snappedFrom[s], from == earlyFinish[i],
                       from.timeOfDay == earlyFinish[i].timeOfDay, lateStart[s] == earlyStart[s] {
                        knownSnap = t
                    }
                case .fromStartToStart:
                    let t = lag.shift(lateStart[s], predecessorDuration: d, calendars: calendars, calendar: calendarOf[s], direction: -1)
                    if startLimit.map({ t < $0 }) ?? true { startLimit = t }
                case .fromFinishToFinish:
                    let t = lag.shift(lateFinish[s], predecessorDuration: d, calendars: calendars, calendar: calendarOf[s], direction: -1)
                    if finishLimit.map({ t < $0 }) ?? true { finishLimit = t }
                case .fromStartToFinish:
                    let t = lag.shift(lateFinish[s], predecessorDuration: d, calendars: calendars, calendar: calendarOf[s], direction: -1)
                    if startLimit.map({ t < $0 }) ?? true { startLimit = t }
                }
            }
            if let t = deadline[i], finishLimit.map({ t < $0 }) ?? true { finishLimit = t }
            switch c {
            case let .finishNoLaterThan(t): if finishLimit.map({ t < $0 }) ?? true { finishLimit = t }
            case let .startNoLaterThan(t): if startLimit.map({ t < $0 }) ?? true { startLimit = t }
            default: break
            }
            var f = finishLimit ?? projectFinish
            if let t = startLimit {
                let fromStart = zero ? t : calendars[ci].adding(workingDuration: d, to: t)
                if finishLimit == nil || fromStart < f { f = fromStart }
            }
            // A late finish never passes the project finish (a start-to-start or
            // start-to-finish successor could otherwise put it later).
            if f > projectFinish { f = projectFinish }
            if !zero {
                if startLimit == nil, let known = knownSnap, f == known, f.timeOfDay == known.timeOfDay {
                    f = earlyFinish[i]
                } else {
                    f = calendars[ci].previousWorkingTime(from: f)
                }
            }
            // A critical task with a regular finish: the late start is the early start.
            var s = zero ? f : (regularFinish[i] && f == earlyFinish[i] ? earlyStart[i] : calendars[ci].subtracting(workingDuration: d, from: f))
            if let t = startLimit, t < s { s = t }
            lateStart[i] = s
            lateFinish[i] = f
        }
    }

    /// Places as-late-as-possible leaves at their late dates and moves their
    /// successors after them (a second forward pass over placed dates).
    /// - Complexity: O(n + m) working-time operations; skipped without ALAP tasks.
    mutating func placeLateTasks() {
        start = earlyStart
        finish = earlyFinish
        guard hasLateConstraint else { return }
        for i in graph.topo {
            if constraint[i] == .asLateAsPossible, manualTime[i] == nil {
                start[i] = lateStart[i]
                finish[i] = lateFinish[i]
            } else {
                (start[i], finish[i]) = forward(i, scheduled: true, record: false)
            }
        }
    }

    // MARK: Slack and roll-up

    @inline(__always)
    private func signedWork(_ ci: Int, from a: Time, to b: Time) -> Double {
        if a == b { return 0 }
        return a < b ? calendars[ci].workingDuration(of: TimeRange(a..<b)) : -calendars[ci].workingDuration(of: TimeRange(b..<a))
    }

    /// Builds the per-task results: slack, criticality, summaries rolled up.
    /// - Complexity: O(n + m) working-time operations.
    func results() -> [ProjectScheduleResult.TaskSchedule] {
        let n = graph.count
        var out: [ProjectScheduleResult.TaskSchedule] = []
        out.reserveCapacity(n)
        for i in 0..<n {
            out.append(.init(
                id: graph.ids[i], start: start[i], finish: finish[i], earlyStart: earlyStart[i], earlyFinish: earlyFinish[i],
                lateStart: lateStart[i], lateFinish: lateFinish[i], totalSlack: 0, freeSlack: 0, isCritical: false,
                isSummary: graph.isSummary[i], completion: completion[i], duration: graph.isSummary[i] ? 0 : duration[i]))
        }
        for i in graph.topo {
            let ci = calendarOf[i]
            // A task held earlier than its links allow is behind by that much.
            let (es, ef) = linkDates[i] ?? (earlyStart[i], earlyFinish[i])
            let total = Swift.min(
                signedWork(ci, from: es, to: lateStart[i]),
                signedWork(ci, from: ef, to: lateFinish[i]))
            var gap = Double.infinity
            let d = duration[i]
            // Free slack never exceeds the total slack: no need to measure gaps of critical tasks.
            for k in graph.succStart[i]..<(total <= 0 ? graph.succStart[i] : graph.succStart[i + 1]) {
                let link = graph.succLinks[k]
                let s = graph.linkTo[link]
                let lag = graph.linkLag[link]
                let g: Double
                switch graph.linkType[link] {
                case .fromFinishToStart:
                    g = signedWork(ci, from: lag.shift(earlyFinish[i], predecessorDuration: d, calendars: calendars, calendar: calendarOf[s], direction: 1), to: earlyStart[s])
                case .fromStartToStart:
                    g = signedWork(ci, from: lag.shift(earlyStart[i], predecessorDuration: d, calendars: calendars, calendar: calendarOf[s], direction: 1), to: earlyStart[s])
                case .fromFinishToFinish:
                    g = signedWork(ci, from: lag.shift(earlyFinish[i], predecessorDuration: d, calendars: calendars, calendar: calendarOf[s], direction: 1), to: earlyFinish[s])
                case .fromStartToFinish:
                    g = signedWork(ci, from: lag.shift(earlyStart[i], predecessorDuration: d, calendars: calendars, calendar: calendarOf[s], direction: 1), to: earlyFinish[s])
                }
                if g < gap { gap = g }
            }
            out[i].totalSlack = total
            out[i].freeSlack = gap == .infinity ? total : Swift.min(total, Swift.max(0, gap))
            out[i].isCritical = total <= 0
        }
        // Summaries: children before parents (reverse pre-order).
        var weight = duration
        for v in graph.preOrder.reversed() where graph.isSummary[v] {
            var first = true
            var work = 0.0
            var done = 0.0
            var plainSum = 0.0
            var freeSlack = Double.infinity
            let range = graph.childStart[v]..<graph.childStart[v + 1]
            for k in range {
                let c = graph.children[k]
                let child = out[c]
                if first {
                    out[v].start = child.start
                    out[v].finish = child.finish
                    out[v].earlyStart = child.earlyStart
                    out[v].earlyFinish = child.earlyFinish
                    out[v].lateStart = child.lateStart
                    out[v].lateFinish = child.lateFinish
                    first = false
                } else {
                    out[v].start = Swift.min(out[v].start, child.start)
                    out[v].finish = Swift.max(out[v].finish, child.finish)
                    out[v].earlyStart = Swift.min(out[v].earlyStart, child.earlyStart)
                    out[v].earlyFinish = Swift.max(out[v].earlyFinish, child.earlyFinish)
                    out[v].lateStart = Swift.min(out[v].lateStart, child.lateStart)
                    out[v].lateFinish = Swift.max(out[v].lateFinish, child.lateFinish)
                }
                work += weight[c]
                done += weight[c] * child.completion
                plainSum += child.completion
                freeSlack = Swift.min(freeSlack, child.freeSlack)
            }
            weight[v] = work
            out[v].completion = work > 0 ? done / work : plainSum / Double(range.count)
            let ci = calendarOf[v]
            let total = Swift.min(
                signedWork(ci, from: out[v].earlyStart, to: out[v].lateStart),
                signedWork(ci, from: out[v].earlyFinish, to: out[v].lateFinish))
            out[v].totalSlack = total
            out[v].freeSlack = Swift.min(total, freeSlack)
            out[v].isCritical = total <= 0
        }
        return out
    }

    /// The valid assignments with their work and dates, from the task results.
    /// - Complexity: O(a) working-time operations.
    func assignmentResults(_ tasks: [ProjectScheduleResult.TaskSchedule]) -> [ProjectScheduleResult.AssignmentSchedule] {
        var out: [ProjectScheduleResult.AssignmentSchedule] = []
        out.reserveCapacity(resources.units.count)
        for a in resources.units.indices {
            let i = resources.assignmentTask[a]
            let task = tasks[i]
            let (_, finish) = assignmentTime(a, start: task.start, finish: task.finish)
            out.append(.init(
                id: resources.assignmentIDs[a], task: task.id, resource: resources.resourceIDs[resources.assignmentResource[a]],
                units: resources.units[a], work: assignmentWork[a], start: task.start, finish: finish))
        }
        return out
    }

    /// Missed deadlines, by task (leaves and summaries, scheduled finish).
    func deadlineDiagnostics(_ tasks: [ProjectScheduleResult.TaskSchedule]) -> [ScheduleDiagnostic] {
        var out: [ScheduleDiagnostic] = []
        for i in 0..<graph.count {
            if let t = deadline[i], tasks[i].finish > t {
                out.append(.missedDeadline(task: graph.ids[i], deadline: t, finish: tasks[i].finish))
            }
        }
        return out
    }
}

extension SchedulingEngine {
    /// When assignment `a` works if its task runs `[start, finish)`: from the
    /// start, for its own work ÷ units when that is shorter than the task.
    func assignmentTime(_ a: Int, start: Time, finish: Time) -> (Time, Time) {
        let i = resources.assignmentTask[a]
        guard assignmentSpan[a] < duration[i], manualTime[i] == nil else { return (start, finish) }
        let calendar = calendars[assignmentCalendar[a]]
        return (start, Swift.min(finish, calendar.adding(workingDuration: assignmentSpan[a], to: calendar.nextWorkingTime(from: start))))
    }
}
