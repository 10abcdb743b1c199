import TimelineCore

/// The work booked per work resource and day while leveling or checking
/// over-allocations: unit-weighted working seconds, and what each resource
/// has (max units × its calendar's working seconds) per day.
struct ResourceUsage {
    /// Per dense resource index: day number → booked working seconds.
    var load: [[Int: Double]]
    /// Per dense resource index: day number → available working seconds (cached).
    var capacityCache: [[Int: Double]]
    /// Per dense resource index: max units (infinity when unusable: not levelled).
    let maxUnits: [Double]
    /// Per dense resource index: the days whose load reached what the
    /// resource has, so that leveling skips them without trying them.
    var full: [Set<Int>]
    /// Rounding tolerance, in seconds.
    static let tolerance = 1.0

    init(engine: SchedulingEngine, plan: ProjectPlan) {
        let count = engine.resources.resourceIDs.count
        load = Array(repeating: [:], count: count)
        capacityCache = load
        full = Array(repeating: [], count: count)
        maxUnits = engine.resources.resourcePlanIndex.map {
            let u = plan.resources[$0].maxUnits
            return u.isFinite && u > 0 ? u : .infinity
        }
    }

    /// Working seconds resource `r` has on day `day`.
    mutating func capacity(_ r: Int, _ day: Int, engine: SchedulingEngine) -> Double {
        if let known = capacityCache[r][day] { return known }
        let units = maxUnits[r]
        let seconds = units == .infinity ? .infinity
            : units * engine.calendars[engine.resourceCalendar[r]].workingDuration(of: TimeRange(Time(dayNumber: day)..<Time(dayNumber: day + 1)))
        capacityCache[r][day] = seconds
        return seconds
    }

    /// Calls `body` with each day and the unit-weighted working seconds that
    /// assignment `a` works that day when its task runs `[start, finish)`:
    /// units × the assignment's working time in the day. The assignment works
    /// on its resource's calendar; on a task with its own calendar, in the
    /// working time of both when the resource has its own calendar (a
    /// Mon–Fri resource on a 24/7 task works nothing on the weekend), else
    /// on the task's.
    /// - Complexity: O(days spanned) working-time operations.
    static func forEachDay(of a: Int, start: Time, finish: Time, engine: SchedulingEngine, _ body: (Int, Double) -> Void) {
        let units = engine.resources.units[a]
        guard units > 0, finish > start else { return }
        let (s, f) = engine.assignmentTime(a, start: start, finish: finish)
        guard f > s else { return }
        let calendar = engine.calendars[engine.assignmentCalendar[a]]
        let resourceCalendar = engine.resourceCalendar[engine.resources.assignmentResource[a]]
        // The resource's own calendar narrows a task calendar's working time.
        let own = resourceCalendar != 0 && resourceCalendar != engine.assignmentCalendar[a] ? engine.calendars[resourceCalendar] : nil
        let last = f.timeOfDay == 0 ? f.dayNumber - 1 : f.dayNumber
        for day in s.dayNumber...Swift.max(s.dayNumber, last) {
            let from = Swift.max(s, Time(dayNumber: day))
            let to = Swift.min(f, Time(dayNumber: day + 1))
            guard to > from else { continue }
            let range = TimeRange(from..<to)
            let working = own.map { own in calendar.workingIntervals(in: range).reduce(0) { $0 + own.workingDuration(of: $1) } }
                ?? calendar.workingDuration(of: range)
            let seconds = working * units
            if seconds > 0 { body(day, seconds) }
        }
    }

    /// Books the work assignments of dense task `i` running `[start, finish)`.
    mutating func add(task i: Int, start: Time, finish: Time, engine: SchedulingEngine) {
        for a in engine.resources.assignments(of: i) where engine.resources.kinds[engine.resources.assignmentResource[a]] == .work {
            let r = engine.resources.assignmentResource[a]
            var days: [(Int, Double)] = []
            Self.forEachDay(of: a, start: start, finish: finish, engine: engine) { days.append(($0, $1)) }
            for (day, seconds) in days {
                load[r][day, default: 0] += seconds
                if load[r][day, default: 0] >= capacity(r, day, engine: engine) - Self.tolerance { full[r].insert(day) }
            }
        }
    }

    /// The first day on which task `i` running `[start, finish)` would push one
    /// of its resources over what it has, or `nil`. A day on which one
    /// assignment alone asks more than the resource has conflicts only with
    /// other work booked that day (delaying cannot fix the rest).
    mutating func firstConflict(task i: Int, start: Time, finish: Time, engine: SchedulingEngine) -> Int? {
        var first: Int?
        for a in engine.resources.assignments(of: i) where engine.resources.kinds[engine.resources.assignmentResource[a]] == .work {
            let r = engine.resources.assignmentResource[a]
            if maxUnits[r] == .infinity { continue }
            var days: [(Int, Double)] = []
            Self.forEachDay(of: a, start: start, finish: finish, engine: engine) { days.append(($0, $1)) }
            for (day, seconds) in days {
                if let known = first, day >= known { break }
                let booked = load[r][day] ?? 0
                let available = capacity(r, day, engine: engine)
                guard booked + seconds > available + Self.tolerance else { continue }
                if seconds > available + Self.tolerance, booked <= Self.tolerance { continue }
                first = day
                break
            }
        }
        return first
    }
}
