@testable import ProjectScheduling
import Testing
import TimelineCore
import TimelineTestSupport

// March 2025: Mon 3, Tue 4, Wed 5, Thu 6, Fri 7, Sat 8, Sun 9, Mon 10.
private let hour = 3_600.0
private func mar(_ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Time {
    Time(year: 2025, month: 3, day: day, hour: hour, minute: minute)
}
private let lunchCalendar = try! Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(8, to: 12), DayRange(13, to: 17)])
/// 08:00–12:00, 13:00–17:00 on weekdays, with Wednesday 5 March a holiday.
private let holidayLunchCalendar = lunchCalendar.excluding([TimeRange(mar(5)..<mar(6))])
/// `.standard` with Wednesday 5 March a holiday.
private let holidayCalendar = Schedule.standard.excluding([TimeRange(mar(5)..<mar(6))])

private func task(_ id: Int, _ hours: Double = 8, constraint: ProjectTaskConstraint = .asSoonAsPossible, parent: Int? = nil,
                  calendar: (any ScheduleDefinition)? = nil, milestone: Bool = false) -> ProjectPlan.Task {
    ProjectPlan.Task(id: .init(id), duration: hours * hour, calendar: calendar, constraint: constraint,
                     parent: parent.map { .init($0) }, isMilestone: milestone)
}
private func link(_ from: Int, _ to: Int, _ type: ProjectLinkType = .fromFinishToStart,
                  _ lag: ProjectLinkLag = .zero) -> ProjectPlan.Link {
    ProjectPlan.Link(from: .init(from), to: .init(to), type: type, lag: lag)
}
private func schedule(_ tasks: [ProjectPlan.Task], _ links: [ProjectPlan.Link] = [], calendar: any ScheduleDefinition = Schedule.standard,
                      start: Time = mar(3, 8), honors: Bool = true) -> ProjectScheduleResult {
    ProjectScheduler.schedule(ProjectPlan(tasks: tasks, links: links, start: start, calendar: calendar, honorsConstraints: honors))
}
private func dates(_ result: ProjectScheduleResult, _ id: Int) -> TimeRange? { result[.init(id)]?.time }

@Suite("ProjectScheduler: links and lags")
struct ProjectSchedulerLinkTests {
    // Predecessor 1: 16 h from Mon 08:00 → Mon 08:00–Tue 16:00.
    @Test("finish-to-start with working, negative, elapsed and percent lags", arguments: [
        (ProjectLinkLag.zero, mar(5, 8), mar(5, 16)),          // next working time after Tue 16:00
        (.working(4 * hour), mar(5, 12), mar(6, 12)),                    // Tue 16:00 + 4 h = Wed 12:00
        (.working(-4 * hour), mar(4, 12), mar(5, 12)),                   // Tue 16:00 − 4 h = Tue 12:00
        (.elapsed(24 * hour), mar(6, 8), mar(6, 16)),                    // Wed 16:00 → next working Thu 08:00
        (.elapsed(-4 * hour), mar(4, 12), mar(5, 12)),                   // Tue 12:00
        (.percent(50), mar(6, 8), mar(6, 16)),                           // 50 % of 16 h = 8 h: Wed 16:00 → Thu 08:00
        (.percent(-25), mar(4, 12), mar(5, 12)),                         // −4 h: Tue 12:00
    ])
    func finishToStart(lag: ProjectLinkLag, start: Time, finish: Time) {
        let result = schedule([task(1, 16), task(2, 8)], [link(1, 2, .fromFinishToStart, lag)])
        #expect(dates(result, 1) == TimeRange(mar(3, 8)..<mar(4, 16)))
        #expect(dates(result, 2) == TimeRange(start..<finish))
        #expect(result.diagnostics.isEmpty)
    }

    // 0: 8 h Mon; 1: 16 h FS from 0 → Tue 08:00–Wed 16:00; 2: 8 h SS from 1.
    @Test("start-to-start with lags", arguments: [
        (ProjectLinkLag.zero, mar(4, 8), mar(4, 16)),
        (.working(4 * hour), mar(4, 12), mar(5, 12)),                    // Tue 08:00 + 4 h
        (.working(-4 * hour), mar(3, 12), mar(4, 12)),                   // Tue 08:00 − 4 h = Mon 12:00
        (.elapsed(24 * hour), mar(5, 8), mar(5, 16)),                    // Wed 08:00
        (.percent(50), mar(5, 8), mar(5, 16)),                           // 8 h: Tue 16:00 → Wed 08:00
        (.elapsed(-20 * hour), mar(3, 12), mar(4, 12)),                  // Tue 08:00 − 20 h = Mon 12:00
        (.percent(-25), mar(3, 12), mar(4, 12)),                         // −4 h: Mon 12:00
    ])
    func startToStart(lag: ProjectLinkLag, start: Time, finish: Time) {
        let result = schedule([task(0), task(1, 16), task(2, 8)], [link(0, 1), link(1, 2, .fromStartToStart, lag)])
        #expect(dates(result, 1) == TimeRange(mar(4, 8)..<mar(5, 16)))
        #expect(dates(result, 2) == TimeRange(start..<finish))
    }

    // 1: 16 h Mon 08:00–Tue 16:00; 2: 4 h FF from 1.
    @Test("finish-to-finish with lags keeps the finish instant", arguments: [
        (ProjectLinkLag.zero, mar(4, 12), mar(4, 16)),
        (.working(4 * hour), mar(5, 8), mar(5, 12)),                     // finish Wed 12:00
        (.working(-4 * hour), mar(4, 8), mar(4, 12)),                    // finish Tue 12:00
        (.elapsed(2 * hour), mar(4, 12), mar(4, 18)),                    // finish Tue 18:00, kept exactly
        (.percent(25), mar(5, 8), mar(5, 12)),                           // 4 h
    ])
    func finishToFinish(lag: ProjectLinkLag, start: Time, finish: Time) {
        let result = schedule([task(1, 16), task(2, 4)], [link(1, 2, .fromFinishToFinish, lag)])
        #expect(dates(result, 2) == TimeRange(start..<finish))
    }

    // 0: 8 h Mon; 1: 16 h Tue 08:00–Wed 16:00; 2: 4 h SF from 1 (finish = 1's start + lag).
    @Test("start-to-finish with lags", arguments: [
        (ProjectLinkLag.working(4 * hour), mar(4, 8), mar(4, 12)), // finish Tue 12:00
        (.working(12 * hour), mar(5, 8), mar(5, 12)),                       // Tue 08:00 + 12 h = Wed 12:00
        (.elapsed(28 * hour), mar(5, 8), mar(5, 12)),                       // Wed 12:00
        (.percent(75), mar(5, 8), mar(5, 12)),                              // 12 h
        (.zero, mar(3, 12), mar(4, 8)),                                     // finish Tue 08:00 exactly, start 4 h before
        (.working(-4 * hour), mar(3, 8), mar(3, 12)),                       // Tue 08:00 − 4 h = Mon 12:00
        (.elapsed(-16 * hour), mar(3, 12), mar(3, 16)),                     // Mon 16:00
    ])
    func startToFinish(lag: ProjectLinkLag, start: Time, finish: Time) {
        let result = schedule([task(0), task(1, 16), task(2, 4)], [link(0, 1), link(1, 2, .fromStartToFinish, lag)])
        #expect(dates(result, 2) == TimeRange(start..<finish))
    }

    @Test("the project start bounds only unlinked tasks: linked ones follow their links, even before it")
    func projectStartBoundsUnlinkedTasks() {
        // 1: Mon 08:00–16:00 at the project start. 2: SS −4 h → Fri 28 Feb 12:00–16:00.
        // 3: SF after 1 → finish Mon 08:00 (1's start), start 4 h back: Fri 12:00.
        // 4: FS −16 h after 1 → Mon 16:00 − 16 h = Fri 08:00–16:00. 5: unlinked → Mon 08:00.
        // 6: MSO Thu 27 Feb, as any constraint may.
        let feb = { (day: Int, hour: Int) in Time(year: 2025, month: 2, day: day, hour: hour) }
        let result = schedule([task(1), task(2, 4), task(3, 4), task(4, 8), task(5, 8), task(6, 8, constraint: .mustStartOn(feb(27, 8)))],
                              [link(1, 2, .fromStartToStart, .working(-4 * hour)), link(1, 3, .fromStartToFinish),
                               link(1, 4, .fromFinishToStart, .working(-16 * hour))])
        #expect(dates(result, 2) == TimeRange(feb(28, 12)..<feb(28, 16)))
        #expect(dates(result, 3) == TimeRange(feb(28, 12)..<mar(3, 8)))
        #expect(dates(result, 4) == TimeRange(feb(28, 8)..<feb(28, 16)))
        #expect(dates(result, 5) == TimeRange(mar(3, 8)..<mar(3, 16)))
        #expect(dates(result, 6) == TimeRange(feb(27, 8)..<feb(27, 16)))
        // A finish-to-finish link stops at the project start: 16 h FF after 1 (Mon 16:00) starts Mon 08:00, finishes Tue 16:00.
        let ff = schedule([task(1), task(2, 16)], [link(1, 2, .fromFinishToFinish)])
        #expect(dates(ff, 2) == TimeRange(mar(3, 8)..<mar(4, 16)))
    }

    @Test("the early start is the latest over all predecessors")
    func latestPredecessorWins() {
        // 1: Mon (8 h); 2: Mon–Wed (24 h); 3 after both → Thu.
        let result = schedule([task(1), task(2, 24), task(3)], [link(1, 3), link(2, 3)])
        #expect(dates(result, 3) == TimeRange(mar(6, 8)..<mar(6, 16)))
    }

    @Test("a finish lands at the end of the working day, not the next morning")
    func finishAtEndOfDay() {
        let result = schedule([task(1, 40)])
        #expect(dates(result, 1) == TimeRange(mar(3, 8)..<mar(7, 16)))   // Friday 16:00
    }
}

@Suite("ProjectScheduler: milestones, calendars, manual tasks")
struct ProjectSchedulerCalendarTests {
    @Test("a milestone after a 16:00 finish stays at 16:00")
    func milestoneAfterFinish() {
        let result = schedule([task(1), task(2, 0, milestone: true), task(3)], [link(1, 2), link(2, 3)])
        #expect(dates(result, 2) == TimeRange(at: mar(3, 16)))
        #expect(dates(result, 3) == TimeRange(mar(4, 8)..<mar(4, 16)))
    }

    @Test("milestones keep exact instants with every link type and with SNET")
    func milestoneInstants() {
        // 1: 16 h Mon 08:00–Tue 16:00. SS +4 h → Mon 12:00; FF +2 h elapsed → Tue 18:00; SF → Mon 08:00.
        let result = schedule([task(1, 16), task(2, 0, milestone: true), task(3, 0, milestone: true), task(4, 0, milestone: true),
                               task(5, 0, constraint: .startNoEarlierThan(mar(8, 10)), milestone: true)],
                              [link(1, 2, .fromStartToStart, .working(4 * hour)), link(1, 3, .fromFinishToFinish, .elapsed(2 * hour)),
                               link(1, 4, .fromStartToFinish)])
        #expect(dates(result, 2) == TimeRange(at: mar(3, 12)))
        #expect(dates(result, 3) == TimeRange(at: mar(4, 18)))
        #expect(dates(result, 4) == TimeRange(at: mar(3, 8)))
        #expect(dates(result, 5) == TimeRange(at: mar(8, 10)))   // a Saturday: not moved to working time
    }

    @Test("a milestone without predecessors sits at the project start, even on a Sunday")
    func milestoneAtProjectStart() {
        let sunday = mar(2, 10)
        let result = schedule([task(1, 0, milestone: true), task(2)], start: sunday)
        #expect(dates(result, 1) == TimeRange(at: sunday))
        #expect(dates(result, 2) == TimeRange(mar(3, 8)..<mar(3, 16)))
    }

    @Test("a lunch-break calendar")
    func lunchBreak() {
        // 1: 8 h Mon 08:00–12:00, 13:00–17:00; 2: 5 h Tue 08:00–14:00; 3: 2 h SS +3 h after 2 → Tue 11:00, over lunch to 14:00.
        let result = schedule([task(1), task(2, 5), task(3, 2)], [link(1, 2), link(2, 3, .fromStartToStart, .working(3 * hour))],
                              calendar: lunchCalendar)
        #expect(dates(result, 1) == TimeRange(mar(3, 8)..<mar(3, 17)))
        #expect(dates(result, 2) == TimeRange(mar(4, 8)..<mar(4, 14)))
        #expect(dates(result, 3) == TimeRange(mar(4, 11)..<mar(4, 14)))
    }

    @Test("a computed start in the lunch break moves to 13:00")
    func startAfterLunch() {
        // 1: 4 h Mon 08:00–12:00; 2: 2 h FS → start 12:00 is nonworking → 13:00–15:00.
        let result = schedule([task(1, 4), task(2, 2)], [link(1, 2)], calendar: lunchCalendar)
        #expect(dates(result, 2) == TimeRange(mar(3, 13)..<mar(3, 15)))
    }

    @Test("a task calendar replaces the project calendar for duration and lags")
    func taskCalendar() {
        // 1 on .standard: Mon 08:00–16:00. 2 on the lunch calendar, FS +2 h counted on 2's calendar:
        // Mon 16:00–17:00 (1 h) + Tue 08:00–09:00 → Tue 09:00; 2 h → Tue 11:00.
        let result = schedule([task(1), task(2, 2, calendar: lunchCalendar), task(3, 8, calendar: lunchCalendar)],
                              [link(1, 2, .fromFinishToStart, .working(2 * hour))])
        #expect(dates(result, 2) == TimeRange(mar(4, 9)..<mar(4, 11)))
        #expect(dates(result, 3) == TimeRange(mar(3, 8)..<mar(3, 17)))
    }

    @Test("holidays are skipped by durations and by negative lags")
    func holidays() {
        // Wed 5 March is a holiday. 1: 24 h Mon, Tue, Thu → Thu 16:00. 2: FS → Fri.
        // 3: FS −16 h from Thu 16:00: Thu (8 h), skip Wed, Tue (8 h) → Tue 08:00.
        let result = schedule([task(1, 24), task(2), task(3)], [link(1, 2), link(1, 3, .fromFinishToStart, .working(-16 * hour))],
                              calendar: holidayCalendar)
        #expect(dates(result, 1) == TimeRange(mar(3, 8)..<mar(6, 16)))
        #expect(dates(result, 2) == TimeRange(mar(7, 8)..<mar(7, 16)))
        #expect(dates(result, 3) == TimeRange(mar(4, 8)..<mar(4, 16)))
    }

    @Test("a project starting on a holiday: tasks move to working time, milestones stay")
    func startOnHoliday() {
        let result = schedule([task(1), task(2, 0, milestone: true)], calendar: holidayCalendar, start: mar(5, 8))
        #expect(dates(result, 1) == TimeRange(mar(6, 8)..<mar(6, 16)))
        #expect(dates(result, 2) == TimeRange(at: mar(5, 8)))
    }

    @Test("manual tasks keep their dates and drive their successors")
    func manualTasks() {
        // 0: 40 h Mon–Fri; 1 manual Tue 08:00–16:00 even though 0 precedes it; 2 follows 1 → Wed.
        var manual = task(1)
        manual.isManuallyScheduled = true
        manual.manualTime = TimeRange(mar(4, 8)..<mar(4, 16))
        let result = schedule([task(0, 40), manual, task(2)], [link(0, 1), link(1, 2)])
        #expect(dates(result, 1) == TimeRange(mar(4, 8)..<mar(4, 16)))
        #expect(dates(result, 2) == TimeRange(mar(5, 8)..<mar(5, 16)))
    }

    @Test("a leveling delay is elapsed time after the logic-driven start")
    func levelingDelay() {
        var delayed = task(1)
        delayed.levelingDelay = 24 * hour
        // Mon 08:00 + 24 h = Tue 08:00.
        #expect(dates(schedule([delayed]), 1) == TimeRange(mar(4, 8)..<mar(4, 16)))
        // From Fri 08:00: Sat 08:00 → next working Mon 10 March 08:00.
        #expect(dates(schedule([delayed], start: mar(7, 8)), 1) == TimeRange(mar(10, 8)..<mar(10, 16)))
    }
}

@Suite("ProjectScheduler: constraints and deadlines")
struct ProjectSchedulerConstraintTests {
    @Test("SNET pushes the start later")
    func startNoEarlierThan() {
        let result = schedule([task(1, 8, constraint: .startNoEarlierThan(mar(5, 10)))])
        #expect(dates(result, 1) == TimeRange(mar(5, 10)..<mar(6, 10)))
        // With a predecessor finishing later, the links win: 0 Mon–Tue, 2 SNET Mon 10:00 → Wed.
        let linked = schedule([task(0, 16), task(2, 8, constraint: .startNoEarlierThan(mar(3, 10)))], [link(0, 2)])
        #expect(dates(linked, 2) == TimeRange(mar(5, 8)..<mar(5, 16)))
    }

    @Test("SNET without predecessors starts before the project start")
    func startNoEarlierThanBeforeProjectStart() {
        let result = schedule([task(1, 8, constraint: .startNoEarlierThan(Time(year: 2025, month: 2, day: 28, hour: 8)))])   // Fri 28 Feb 08:00
        #expect(dates(result, 1) == TimeRange(Time(year: 2025, month: 2, day: 28, hour: 8)..<Time(year: 2025, month: 2, day: 28, hour: 16)))
    }

    @Test("FNET pushes the finish later")
    func finishNoEarlierThan() {
        let result = schedule([task(1, 8, constraint: .finishNoEarlierThan(mar(6, 16)))])
        #expect(dates(result, 1) == TimeRange(mar(6, 8)..<mar(6, 16)))
    }

    @Test("SNLT: a conflict is reported; honoring keeps the date, otherwise links win")
    func startNoLaterThan() {
        let tasks = [task(1, 16), task(2, 8, constraint: .startNoLaterThan(mar(4, 8)))]
        let honored = schedule(tasks, [link(1, 2)])
        #expect(dates(honored, 2) == TimeRange(mar(4, 8)..<mar(4, 16)))
        #expect(honored.diagnostics.count == 1)
        #expect(honored.diagnostics.first?.taskIDs == [2])
        let linksWin = schedule(tasks, [link(1, 2)], honors: false)
        #expect(dates(linksWin, 2) == TimeRange(mar(5, 8)..<mar(5, 16)))
        #expect(linksWin.diagnostics.count == 1)
        // No conflict when the links allow it.
        #expect(schedule([task(2, 8, constraint: .startNoLaterThan(mar(4, 8)))]).diagnostics.isEmpty)
    }

    @Test("FNLT: a conflict is reported")
    func finishNoLaterThan() {
        let tasks = [task(1, 16), task(2, 8, constraint: .finishNoLaterThan(mar(4, 16)))]
        let honored = schedule(tasks, [link(1, 2)])
        #expect(dates(honored, 2) == TimeRange(mar(4, 8)..<mar(4, 16)))
        guard case .constraintConflict(let id, _, _) = honored.diagnostics.first else {
            Issue.record("no conflict reported")
            return
        }
        #expect(id == 2)
        let linksWin = schedule(tasks, [link(1, 2)], honors: false)
        #expect(dates(linksWin, 2) == TimeRange(mar(5, 8)..<mar(5, 16)))
    }

    @Test("MSO and MFO place the task on the date")
    func mustStartAndFinishOn() {
        #expect(dates(schedule([task(1, 8, constraint: .mustStartOn(mar(10, 8)))]), 1) == TimeRange(mar(10, 8)..<mar(10, 16)))
        #expect(dates(schedule([task(1, 8, constraint: .mustFinishOn(mar(7, 16)))]), 1) == TimeRange(mar(7, 8)..<mar(7, 16)))
        // MSO later than the links: moves the task later even when links allow earlier.
        let later = schedule([task(1, 16), task(2, 8, constraint: .mustStartOn(mar(7, 8)))], [link(1, 2)])
        #expect(dates(later, 2) == TimeRange(mar(7, 8)..<mar(7, 16)))
        #expect(later.diagnostics.isEmpty)
    }

    @Test("MSO before the links wins when honored and shows as negative slack")
    func mustStartOnConflict() {
        // 1: Mon 08:00–Tue 16:00; 2: MSO Tue 08:00 (links require Wed 08:00).
        // Backward: 1's late finish = Mon 16:00 (before Tue 08:00), late start = Fri 28 Feb 08:00:
        // slack = −8 h on both ends.
        let honored = schedule([task(1, 16), task(2, 8, constraint: .mustStartOn(mar(4, 8)))], [link(1, 2)])
        #expect(dates(honored, 2) == TimeRange(mar(4, 8)..<mar(4, 16)))
        #expect(honored[1]?.lateFinish == mar(3, 16))
        #expect(honored[1]?.totalSlack == -8 * hour)
        #expect(honored[1]?.isCritical == true)
        #expect(honored.diagnostics.count == 1)
        let linksWin = schedule([task(1, 16), task(2, 8, constraint: .mustStartOn(mar(4, 8)))], [link(1, 2)], honors: false)
        #expect(dates(linksWin, 2) == TimeRange(mar(5, 8)..<mar(5, 16)))
        #expect(linksWin.diagnostics.count == 1)
        // MFO before the links likewise.
        let mfo = schedule([task(1, 16), task(2, 8, constraint: .mustFinishOn(mar(4, 16)))], [link(1, 2)])
        #expect(dates(mfo, 2) == TimeRange(mar(4, 8)..<mar(4, 16)))
        #expect(mfo.diagnostics.count == 1)
        // The constrained task itself is 8 h behind what its links require (Wed 08:00–16:00).
        #expect(honored[2]?.totalSlack == -8 * hour && honored[2]?.isCritical == true)
        #expect(mfo[2]?.totalSlack == -8 * hour && mfo[2]?.isCritical == true)
    }

    @Test("ALAP tasks sit at their late dates and their successors follow")
    func asLateAsPossible() {
        // 1: 24 h Mon–Wed (sets the project finish Wed 16:00).
        // 2 (ALAP, 8 h) → 3 (8 h). 3 late: Wed; 2 late: Tue. 3 follows the placed 2 → Wed.
        let result = schedule([task(1, 24), task(2, 8, constraint: .asLateAsPossible), task(3)], [link(2, 3)])
        #expect(dates(result, 2) == TimeRange(mar(4, 8)..<mar(4, 16)))
        #expect(dates(result, 3) == TimeRange(mar(5, 8)..<mar(5, 16)))
        #expect(result[2]?.earlyStart == mar(3, 8))
        #expect(result[2]?.totalSlack == 8 * hour)
    }

    @Test("a deadline never moves a task; a miss is a diagnostic and negative slack")
    func deadline() {
        var late = task(1, 16)
        late.deadline = mar(3, 16)
        let result = schedule([late])
        #expect(dates(result, 1) == TimeRange(mar(3, 8)..<mar(4, 16)))
        #expect(result.diagnostics == [.missedDeadline(task: 1, deadline: mar(3, 16), finish: mar(4, 16))])
        #expect(result[1]?.totalSlack == -8 * hour)
        var met = task(1, 16)
        met.deadline = mar(7, 16)
        #expect(schedule([met]).diagnostics.isEmpty)
    }
}

@Suite("ProjectScheduler: summaries, slack, cycles")
struct ProjectSchedulerNetworkTests {
    @Test("links to and from a summary apply to every leaf; summaries span children and average completion")
    func summaries() {
        // 10 (8 h, Mon) → summary 1 { 2 (16 h, 50 %), 3 (8 h, 100 %, FS from 2), 4 milestone after 3 } → 5 (8 h).
        var a = task(2, 16, parent: 1)
        a.completion = 0.5
        var b = task(3, 8, parent: 1)
        b.completion = 1
        let tasks = [task(10), task(1, 0), a, b, task(4, 0, parent: 1, milestone: true), task(5)]
        let result = schedule(tasks, [link(10, 1), link(2, 3), link(3, 4), link(1, 5)])
        #expect(dates(result, 2) == TimeRange(mar(4, 8)..<mar(5, 16)))   // Tue–Wed
        #expect(dates(result, 3) == TimeRange(mar(6, 8)..<mar(6, 16)))   // Thu
        #expect(dates(result, 4) == TimeRange(at: mar(6, 16)))
        #expect(dates(result, 1) == TimeRange(mar(4, 8)..<mar(6, 16)))   // the summary spans its children
        #expect(result[1]?.isSummary == true)
        #expect(dates(result, 5) == TimeRange(mar(7, 8)..<mar(7, 16)))   // after every leaf of the summary
        // (16 h × 0.5 + 8 h × 1 + 0 × 0) / 24 h = 2/3.
        #expect(abs((result[1]?.completion ?? 0) - 2.0 / 3.0) < 1e-12)
    }

    @Test("nested summaries roll up")
    func nestedSummaries() {
        let result = schedule([task(1, 0), task(2, 0, parent: 1), task(3, 8, parent: 2), task(4, 16, parent: 1)], [link(3, 4)])
        #expect(dates(result, 2) == TimeRange(mar(3, 8)..<mar(3, 16)))
        #expect(dates(result, 1) == TimeRange(mar(3, 8)..<mar(5, 16)))
    }

    /// A: 16 h; B: 8 h (FS A); C: 24 h (FS A); G: 8 h (FS B); D: 8 h (FS C, FS G).
    ///
    ///        early                   late                   total  free
    ///   A  Mon 08 – Tue 16      Mon 08 – Tue 16            0      0
    ///   B  Wed 08 – Wed 16      Thu 08 – Thu 16            8 h    0
    ///   C  Wed 08 – Fri 16      Wed 08 – Fri 16            0      0
    ///   G  Thu 08 – Thu 16      Fri 08 – Fri 16            8 h    8 h
    ///   D  Mon10 08 – 16        Mon10 08 – 16              0      0
    @Test("slack and the critical path on a hand-computed network")
    func slackAndCriticalPath() {
        let (a, b, c, g, d) = (1, 2, 3, 4, 5)
        let result = schedule([task(a, 16), task(b), task(c, 24), task(g), task(d)],
                              [link(a, b), link(a, c), link(b, g), link(c, d), link(g, d)])
        let expected: [(Int, Time, Time, Time, Time, Double, Double)] = [
            (a, mar(3, 8), mar(4, 16), mar(3, 8), mar(4, 16), 0, 0),
            (b, mar(5, 8), mar(5, 16), mar(6, 8), mar(6, 16), 8 * hour, 0),
            (c, mar(5, 8), mar(7, 16), mar(5, 8), mar(7, 16), 0, 0),
            (g, mar(6, 8), mar(6, 16), mar(7, 8), mar(7, 16), 8 * hour, 8 * hour),
            (d, mar(10, 8), mar(10, 16), mar(10, 8), mar(10, 16), 0, 0),
        ]
        for (id, es, ef, ls, lf, total, free) in expected {
            let t = result[.init(id)]
            #expect(t?.earlyStart == es, "early start of \(id)")
            #expect(t?.earlyFinish == ef, "early finish of \(id)")
            #expect(t?.lateStart == ls, "late start of \(id)")
            #expect(t?.lateFinish == lf, "late finish of \(id)")
            #expect(t?.totalSlack == total, "total slack of \(id)")
            #expect(t?.freeSlack == free, "free slack of \(id)")
        }
        #expect(result.criticalTaskIDs == [1, 3, 5])
        #expect(result.projectFinish == mar(10, 16))
    }

    @Test("a task without successors has free slack equal to its total slack")
    func freeSlackWithoutSuccessors() {
        // 1: 24 h Mon–Wed; 2: 8 h Mon, no links → late Wed: 16 h of slack.
        let result = schedule([task(1, 24), task(2)])
        #expect(result[2]?.totalSlack == 16 * hour)
        #expect(result[2]?.freeSlack == 16 * hour)
        #expect(result[2]?.isCritical == false)
        #expect(result[1]?.isCritical == true)
    }

    @Test("a cycle is reported with its task ids and the rest is scheduled")
    func cycle() {
        let result = schedule([task(1), task(2), task(3), task(4)], [link(1, 2), link(2, 3), link(3, 1), link(3, 4)])
        #expect(result.diagnostics == [.dependencyCycle(tasks: [1, 2, 3, 1])])
        // The link into 1 (3 → 1) is ignored: 1 Mon, 2 Tue, 3 Wed, 4 Thu.
        #expect(dates(result, 1) == TimeRange(mar(3, 8)..<mar(3, 16)))
        #expect(dates(result, 4) == TimeRange(mar(6, 8)..<mar(6, 16)))
    }

    @Test("a cycle through a summary is reported with the leaf tasks on it")
    func cycleThroughSummary() {
        // 1 → summary 10 { 2, 3 }, and 3 → 1: the expanded links 1 → 3 and 3 → 1 close a cycle.
        let result = schedule([task(1), task(10, 0), task(2, parent: 10), task(3, parent: 10)], [link(1, 10), link(3, 1)])
        #expect(result.diagnostics == [.dependencyCycle(tasks: [1, 3, 1])])
        #expect(dates(result, 2) == TimeRange(mar(4, 8)..<mar(4, 16)))
    }

    @Test("two separate cycles are both reported")
    func twoCycles() {
        let result = schedule([task(1), task(2), task(5), task(6)], [link(1, 2), link(2, 1), link(6, 5), link(5, 6)])
        #expect(result.diagnostics == [.dependencyCycle(tasks: [1, 2, 1]), .dependencyCycle(tasks: [5, 6, 5])])
    }

    @Test("bad links, parents and duplicate ids are reported, not dropped silently")
    func invalidInput() {
        let result = schedule([task(1), task(2, parent: 1), task(3, parent: 99), task(3)], [link(1, 7), link(2, 2), link(1, 2)])
        #expect(result.diagnostics.contains(.duplicateTask(3)))
        #expect(result.diagnostics.contains(.invalidParent(task: 3, parent: 99)))
        #expect(result.diagnostics.contains { if case .invalidLink(1, 7, _) = $0 { true } else { false } })
        #expect(result.diagnostics.contains { if case .invalidLink(2, 2, _) = $0 { true } else { false } })
        #expect(result.diagnostics.contains { if case .invalidLink(1, 2, _) = $0 { true } else { false } })
        #expect(result.diagnostics.count == 5)
    }

    @Test("unusable durations, delays and lags are reported and replaced")
    func unusableValues() {
        var delayed = task(2)
        delayed.levelingDelay = -.infinity
        let result = schedule([task(1, .nan), delayed, task(3)], [link(1, 3, .fromFinishToStart, .working(.infinity))])
        #expect(result.diagnostics.count == 3)
        #expect(result.diagnostics.map(\.taskIDs) == [[1, 3], [1], [2]])
        #expect(dates(result, 1) == TimeRange(at: mar(3, 8)))
        #expect(dates(result, 2) == TimeRange(mar(3, 8)..<mar(3, 16)))
        #expect(dates(result, 3) == TimeRange(mar(3, 8)..<mar(3, 16)))
    }

    @Test("results do not depend on the order of tasks and links")
    func deterministic() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        let plan = randomPlan(count: 300, linksPerTask: 2, using: &generator)
        let first = ProjectScheduler.schedule(plan)
        var shuffled = plan
        shuffled.tasks.shuffle(using: &generator)
        let second = ProjectScheduler.schedule(shuffled)
        #expect(first.tasks == second.tasks)
        #expect(first.diagnostics == second.diagnostics)
    }
}

@Suite("ProjectScheduler: scale and incremental rescheduling")
struct ProjectSchedulerScaleTests {
    @Test("a 100 000-deep chain schedules without recursion; the last date is computed arithmetically")
    func deepChain() {
        let count = 100_000
        let tasks = (0..<count).map { task($0, 8) }
        let links = (1..<count).map { link($0 - 1, $0) }
        let result = schedule(tasks, links)
        // Task k takes working day k; day 99 999 = 19 999 weeks + 4 days → a Friday.
        let last = mar(3, 8).adding(days: 19_999 * 7 + 4)
        #expect(dates(result, count - 1) == TimeRange(last..<last.adding(seconds: 8 * hour)))
        #expect(result.criticalTaskIDs.count == count)
        // A change at the start moves everything by one working day.
        var plan = ProjectPlan(tasks: tasks, links: links, start: mar(3, 8))
        plan.tasks[0].duration = 16 * hour
        let incremental = ProjectScheduler.reschedule(plan, previous: result, changedTasks: [0])
        let next = last.adding(days: 3)   // Friday → Monday
        #expect(dates(incremental, count - 1) == TimeRange(next..<next.adding(seconds: 8 * hour)))
        #expect(incremental.recomputedTaskCount == count)
    }

    @Test("incremental rescheduling equals a full schedule", arguments: [1, 2, 3, 4, 5])
    func incrementalEqualsFull(seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        var plan = randomPlan(count: 400, linksPerTask: 2, using: &generator)
        let before = ProjectScheduler.schedule(plan)
        var changed: [ProjectPlan.TaskID] = []
        for _ in 0..<5 {
            let k = Int.random(in: 0..<plan.tasks.count, using: &generator)
            plan.tasks[k].duration = Double(Int.random(in: 0...24, using: &generator)) * hour
            if Bool.random(using: &generator) { plan.tasks[k].constraint = .startNoEarlierThan(mar(3, 8).adding(days: Int.random(in: 0...30, using: &generator))) }
            changed.append(plan.tasks[k].id)
        }
        let incremental = ProjectScheduler.reschedule(plan, previous: before, changedTasks: changed)
        let full = ProjectScheduler.schedule(plan)
        #expect(incremental.tasks == full.tasks)
        #expect(incremental.diagnostics == full.diagnostics)
        #expect(incremental.recomputedTaskCount <= full.recomputedTaskCount)
    }

    @Test("the backward pass of a finish-to-start chain gives each late finish as the previous working time before the next late start")
    func backwardChain() {
        // Half-hour steps of work on a lunch-break calendar with a holiday, so finishes land at 12:00, 17:00 and inside intervals.
        let calendar = holidayLunchCalendar
        var plan = ProjectPlan(start: mar(3, 8), calendar: calendar)
        plan.tasks = (0..<300).map { ProjectPlan.Task(id: .init($0), duration: Double(1 + $0 % 13) * 1_800) }
        plan.links = (1..<300).map { ProjectPlan.Link(from: .init($0 - 1), to: .init($0)) }
        let result = ProjectScheduler.schedule(plan)
        for k in 0..<299 {
            let task = result.tasks[k], next = result.tasks[k + 1]
            #expect(task.lateFinish == calendar.previousWorkingTime(from: next.lateStart), "task \(k)")
            #expect(task.lateFinish == task.earlyFinish && task.totalSlack == 0, "task \(k)")
        }
        // Incrementally, after the first task grows by an hour: the same property, and equal to a full run.
        plan.tasks[0].duration += 3_600
        let incremental = ProjectScheduler.reschedule(plan, previous: result, changedTasks: [0])
        #expect(incremental.tasks == ProjectScheduler.schedule(plan).tasks)
        for k in 0..<299 {
            #expect(incremental.tasks[k].lateFinish == calendar.previousWorkingTime(from: incremental.tasks[k + 1].lateStart), "task \(k)")
        }
    }

    @Test("an unchanged successor stops the propagation")
    func propagationStops() {
        // 1 (8 h) and 2 (24 h) → 3. Shortening 1 leaves 3 where it was: only 1 and 3 are recomputed.
        var plan = ProjectPlan(tasks: [task(1), task(2, 24), task(3), task(4)], links: [link(1, 3), link(2, 3), link(3, 4)], start: mar(3, 8))
        let before = ProjectScheduler.schedule(plan)
        plan.tasks[0].duration = 4 * hour
        let after = ProjectScheduler.reschedule(plan, previous: before, changedTasks: [1])
        #expect(after.recomputedTaskCount == 2)
        #expect(after.tasks == ProjectScheduler.schedule(plan).tasks)
    }

    @Test("a structural change falls back to a full schedule")
    func structuralChange() {
        var plan = ProjectPlan(tasks: [task(1), task(2)], links: [], start: mar(3, 8))
        let before = ProjectScheduler.schedule(plan)
        plan.links = [link(1, 2)]
        let after = ProjectScheduler.reschedule(plan, previous: before, changedTasks: [])
        #expect(dates(after, 2) == TimeRange(mar(4, 8)..<mar(4, 16)))
    }
}

/// A random acyclic plan (links only from lower to higher ids) with all link
/// types, lags, a few constraints, summaries and calendars.
func randomPlan(count: Int, linksPerTask: Int, using generator: inout SeededRandomNumberGenerator) -> ProjectPlan {
    let start = Time(year: 2025, month: 3, day: 3, hour: 8)
    let calendars: [any ScheduleDefinition] = [Schedule.standard.excluding([TimeRange(Time(year: 2025, month: 3, day: 5)..<Time(year: 2025, month: 3, day: 6))]),
                                              try! Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(8, to: 12), DayRange(13, to: 17)])]
    var tasks: [ProjectPlan.Task] = []
    for id in 0..<count {
        var t = ProjectPlan.Task(id: .init(id), duration: Double(Int.random(in: 0...32, using: &generator)) * 1_800)
        t.isMilestone = t.duration == 0
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: t.constraint = .startNoEarlierThan(start.adding(days: Int.random(in: 0...20, using: &generator)))
        case 1: t.constraint = .finishNoEarlierThan(start.adding(days: Int.random(in: 0...20, using: &generator)))
        case 2: t.constraint = .asLateAsPossible
        case 3: t.constraint = .startNoLaterThan(start.adding(days: Int.random(in: 0...20, using: &generator)))
        case 4: t.calendar = calendars[1]
        case 5: t.deadline = start.adding(days: Int.random(in: 0...20, using: &generator))
        default: break
        }
        if id % 50 == 49 { t.parent = .init(id - 49) }   // a few summaries over one child
        tasks.append(t)
    }
    var links: [ProjectPlan.Link] = []
    let types = ProjectLinkType.allCases
    for to in 1..<count {
        for _ in 0..<Int.random(in: 0...linksPerTask, using: &generator) {
            let from = Int.random(in: Swift.max(0, to - 30)..<to, using: &generator)
            if from == to - 49 && to % 50 == 49 { continue }   // not the summary above
            let lag: ProjectLinkLag
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: lag = .working(Double(Int.random(in: -8...8, using: &generator)) * hour)
            case 1: lag = .elapsed(Double(Int.random(in: -24...48, using: &generator)) * hour)
            case 2: lag = .percent(Double(Int.random(in: -50...100, using: &generator)))
            default: lag = .zero
            }
            links.append(ProjectPlan.Link(from: .init(from), to: .init(to), type: types.randomElement(using: &generator)!, lag: lag))
        }
    }
    return ProjectPlan(tasks: tasks, links: links, start: start, calendar: calendars[0])
}

@Suite("ProjectScheduler: documented example")
struct ProjectSchedulerDocumentationTests {
    @Test("the example of the Scheduling article")
    func article() {
        let monday = Time(year: 2025, month: 3, day: 3, hour: 8)
        var plan = ProjectPlan(start: monday, calendar: Schedule.standard)
        plan.tasks = [
            .init(id: 1, duration: 16 * 3_600),
            .init(id: 2, duration: 8 * 3_600),
            .init(id: 3, duration: 4 * 3_600, constraint: .startNoLaterThan(monday)),
        ]
        plan.links = [.init(from: 1, to: 2), .init(from: 1, to: 3, type: .fromStartToStart, lag: .working(4 * 3_600))]
        let result = ProjectScheduler.schedule(plan)
        #expect(result[2]?.time == TimeRange(Time(year: 2025, month: 3, day: 5, hour: 8)..<Time(year: 2025, month: 3, day: 5, hour: 16)))
        #expect(result[3]?.time == TimeRange(monday..<Time(year: 2025, month: 3, day: 3, hour: 12)))
        #expect(result.criticalTaskIDs == [1, 2, 3])
        #expect(result.diagnostics.map(\.description) == [
            "task 3: SNLT 2025-03-03T08:00:00 conflicts: links require a start at 2025-03-03T12:00:00; the constraint wins",
        ])
    }
}

/// Plans reduced from real Microsoft Project files (issue 15), on 08:00–12:00,
/// 13:00–17:00 weekdays; the expected dates and slack are Microsoft Project's,
/// counted by hand on a calendar.
@Suite("ProjectScheduler: Microsoft Project's rules at the edges of the plan")
struct ProjectSchedulerMicrosoftProjectTests {
    private func slack(_ result: ProjectScheduleResult, _ id: Int) -> Double? { result[.init(id)]?.totalSlack }

    @Test("successors of a task constrained before the project start follow it, not the project start")
    func successorsOfEarlyConstrainedTask() {
        // Project start Fri 2025-03-28 08:00; A (3 d, SNET Wed 2025-01-01 08:00); B (3 d, FS after A).
        let jan = { (day: Int, hour: Int) in Time(year: 2025, month: 1, day: day, hour: hour) }
        let result = schedule([task(1, 24, constraint: .startNoEarlierThan(jan(1, 8))), task(2, 24)], [link(1, 2)],
                              calendar: lunchCalendar, start: mar(28, 8))
        #expect(dates(result, 1) == TimeRange(jan(1, 8)..<jan(3, 17)))   // Wed – Fri
        #expect(dates(result, 2) == TimeRange(jan(6, 8)..<jan(8, 17)))   // Mon – Wed
        // The project finishes with B; both are critical.
        #expect(result.projectFinish == jan(8, 17))
        #expect(slack(result, 1) == 0 && slack(result, 2) == 0)
        #expect(result.criticalTaskIDs == [1, 2])
    }

    @Test("a late finish never passes the project finish, also through a start-to-finish link")
    func lateFinishBoundedByProjectFinish() {
        // Project start Thu 2025-03-06. T1 Thu; T2 FS → Fri; T3 SS +1 d → Fri 17:00 → Mon 08:00–17:00;
        // T4 FF → Mon 08:00–17:00; T5 SF → finish Mon 08:00 (Fri 17:00 in working time), start Fri 08:00.
        let result = schedule([task(1), task(2), task(3), task(4), task(5)],
                              [link(1, 2), link(2, 3, .fromStartToStart, .working(8 * hour)), link(3, 4, .fromFinishToFinish),
                               link(4, 5, .fromStartToFinish)],
                              calendar: lunchCalendar, start: mar(6, 8))
        #expect(dates(result, 1) == TimeRange(mar(6, 8)..<mar(6, 17)))
        #expect(dates(result, 2) == TimeRange(mar(7, 8)..<mar(7, 17)))
        #expect(dates(result, 3) == TimeRange(mar(10, 8)..<mar(10, 17)))
        #expect(dates(result, 4) == TimeRange(mar(10, 8)..<mar(10, 17)))
        #expect(dates(result, 5) == TimeRange(mar(7, 8)..<mar(10, 8)))
        #expect(result.projectFinish == mar(10, 17))
        // T4's late finish would be T5's late finish (Mon 17:00) plus 1 d; the project finish caps it.
        #expect(result[4]?.lateFinish == mar(10, 17))
        for id in 1...4 { #expect(slack(result, id) == 0, "slack of T\(id)") }
        #expect(slack(result, 5) == 8 * hour)
        #expect(result.criticalTaskIDs == [1, 2, 3, 4])
    }

    @Test("a must-finish-on task that its links violate shows the violation as negative slack")
    func mustFinishOnViolatedByLinks() {
        // Project start Mon 03-03. A 5 d Mon 03-03 – Fri 03-07; B 5 d Mon 03-10 – Fri 03-14;
        // M milestone after B, MFO Thu 03-13 17:00 (honored): M stays Thu 17:00, 8 h before its links allow.
        let result = schedule([task(1, 40), task(2, 40), task(3, 0, constraint: .mustFinishOn(mar(13, 17)), milestone: true)],
                              [link(1, 2), link(2, 3)], calendar: lunchCalendar)
        #expect(dates(result, 1) == TimeRange(mar(3, 8)..<mar(7, 17)))
        #expect(dates(result, 2) == TimeRange(mar(10, 8)..<mar(14, 17)))
        #expect(dates(result, 3) == TimeRange(at: mar(13, 17)))
        for id in 1...3 { #expect(slack(result, id) == -8 * hour, "slack of \(id)") }
        #expect(result.criticalTaskIDs == [1, 2, 3])
        #expect(result.diagnostics.count == 1)
        // When the links win, M follows B (Fri 17:00) and nothing is behind.
        let linksWin = schedule([task(1, 40), task(2, 40), task(3, 0, constraint: .mustFinishOn(mar(13, 17)), milestone: true)],
                                [link(1, 2), link(2, 3)], calendar: lunchCalendar, honors: false)
        #expect(dates(linksWin, 3) == TimeRange(at: mar(14, 17)))
    }
}
