public import TimelineCore

/// Schedules a ``ProjectPlan`` the way Microsoft Project does: a forward pass
/// for early dates, a backward pass for late dates, as-late-as-possible
/// placement, slack and the critical path, summary roll-up, and diagnostics.
///
/// The examples use ``Schedule/standard`` (Mon–Fri 08:00–16:00) and a project
/// starting Monday 2025-03-03 08:00; "Mon" is that Monday.
///
/// **Working time.** Durations and lags are working time; an elapsed lag
/// ignores the calendar. A finish is the start plus the duration in working
/// time and ends at the end of the last working interval: a 40 h task from
/// Mon 08:00 finishes Fri 16:00, not the next Monday 08:00. A computed start
/// moves forward to the next working time. A milestone (duration 0) is never
/// moved into working time: after a predecessor finishing Mon 16:00 it sits at
/// Mon 16:00, and without predecessors it sits at the project start even when
/// that is a Sunday.
///
/// **Links** (the early start is the latest over all predecessors):
/// - finish-to-start: start = next working time after (predecessor finish +
///   lag). After a finish at Mon 16:00 the successor starts Tue 08:00; with a
///   lag of 8 working hours it starts Wed 08:00; with `.working(-4h)` it
///   starts Mon 12:00; with `.elapsed(24h)` it starts Wed 08:00 (Tue 16:00,
///   then the next working time).
/// - start-to-start: start after (predecessor start + lag); with a 4 h lag
///   after a Mon 08:00 start the successor starts Mon 12:00.
/// - finish-to-finish: finish = predecessor finish + lag, the start counted
///   back by the duration; a 4 h successor of a task finishing Tue 16:00
///   runs Tue 12:00–16:00. The finish instant is kept exactly, even when an
///   elapsed lag puts it in nonworking time.
/// - start-to-finish: finish = predecessor start + lag, likewise.
///
/// **Lags** count on the successor's calendar; a negative lag counts back and
/// stops at the start of a working interval; `.percent(50)` of a 16 h
/// predecessor is 8 working hours.
///
/// **Summaries.** A task with children is a summary: links to or from it
/// apply to every leaf task under it; it spans its earliest child start and
/// latest child finish (milestones included); its completion is the average
/// of its children weighted by their working durations (a 24 h child at 50 %
/// and an 8 h child at 100 % make 62.5 %).
///
/// **Calendars.** A task's calendar replaces the project calendar for its
/// duration and the lags of the links into it: an 8 h task on a 08:00–12:00,
/// 13:00–17:00 calendar starting Mon 08:00 finishes Mon 17:00.
///
/// **Resources** (``ProjectPlan/resources``, ``ProjectPlan/assignments``),
/// as Microsoft Project schedules auto-scheduled tasks with work resources:
/// - *Effort-driven durations.* When a task's work-resource assignments state
///   their work, the task's duration follows from it, counted on the
///   resources' calendars: a ``ProjectTaskType/fixedUnits`` task lasts the
///   longest work ÷ units of its assignments (24 h at 50 % → 48 working
///   hours); an effort-driven (``ProjectPlan/Task/isEffortDriven``) or
///   ``ProjectTaskType/fixedWork`` task shares the total work over the total
///   units (24 h + 8 h for two resources at 100 % → 16 h each). A
///   ``ProjectTaskType/fixedDuration`` task keeps its duration. Without
///   stated work, an assignment's work is duration × units. Material and
///   cost resources never change dates.
/// - *Resource calendars.* A task with work assignments and no calendar of its
///   own works on its resources' calendars instead of the project calendar:
///   an 8 h task assigned to a resource working Tue–Sat starts on the
///   resource's first working time. With several resources on different
///   calendars, each assignment runs the duration on its own calendar: the
///   task starts at the earliest assignment start and finishes at the latest
///   assignment finish. A task with its own calendar keeps it (Microsoft
///   Project's "scheduling ignores resource calendars"; Microsoft Project
///   without that flag uses the intersection of the task and resource calendars).
/// - Assignments naming a missing task or resource, or a summary, are
///   reported as ``ScheduleDiagnostic/invalidAssignment(_:task:reason:)`` and
///   ignored. ``ProjectScheduleResult/assignments`` reports each assignment's
///   work and dates.
///
/// **Constraints** (see ``ProjectTaskConstraint``):
/// - SNET pushes the start later (SNET Wed 10:00 → start Wed 10:00); with no
///   predecessors the task starts on its SNET date even before the project start.
/// - FNET pushes the finish later (FNET Thu 16:00 for 8 h → Thu 08:00–16:00).
/// - SNLT/FNLT: when links push the task past the date, a
///   ``ScheduleDiagnostic/constraintConflict(task:constraint:reason:)`` is
///   reported; with ``ProjectPlan/honorsConstraints`` the task stays on the date.
/// - MSO/MFO put the task on the date; when links require later dates the
///   constraint wins if the plan honors constraints (the predecessors get
///   negative slack and a diagnostic is reported), else the links win.
/// - ALAP tasks are placed at their late dates and their successors follow
///   them: beside a 3-day task, a 1-day ALAP task without successors runs on
///   the third day, and a 1-day ALAP task feeding a 1-day task runs on the
///   second day.
/// - A deadline never moves a task; it limits the late finish (so a miss
///   shows as negative slack) and a miss is a
///   ``ScheduleDiagnostic/missedDeadline(task:deadline:finish:)``.
/// - A leveling delay is added as elapsed time after the logic-driven start,
///   then the start moves to working time (a 1-day delay after Mon 08:00 →
///   Tue 08:00; after Fri 08:00 → Sat 08:00 → Mon 08:00).
///
/// **Project start.** The project start bounds only tasks without
/// predecessors (unless an SNET, MSO or MFO date puts them elsewhere). Linked
/// tasks follow their links, as in Microsoft Project, even before the project
/// start: a 4 h task SS −4 h after a task at Mon 08:00 runs the Friday before,
/// 12:00–16:00, and the successors of a task whose SNET lies before the project
/// start follow it there. Only a finish-to-finish link stops at the project
/// start: its successor starts there at the earliest and finishes later. The project finish is the latest early finish of
/// the tasks, which may then be before the project start.
///
/// **Manual tasks** keep their dates (``ProjectPlan/Task/manualTime``) and
/// still drive their successors.
///
/// **Backward pass.** Tasks without successors finish late at the project
/// finish (the latest early finish), and no late finish passes it (a task
/// whose only successor is start-to-finish would otherwise get slack that
/// Microsoft Project does not show). Counting back from a finish uses
/// ``Schedule/subtracting(workingDuration:from:)``. Total slack = min(late
/// start − early start, late finish − early finish) in working time of the
/// task's calendar; a task is critical when its total slack is ≤ 0. A task
/// that an honored constraint holds earlier than its links allow measures
/// its slack from the dates the links require: a milestone that must finish
/// Thu 17:00 after a predecessor finishing Fri 17:00 has −8 h, like its
/// predecessors. Free slack is the least
/// working time between what a link requires and the successor's early date
/// (never negative, never above the total slack; the total slack for tasks
/// without successors).
///
/// **Cycles** are found with Kahn's algorithm and reported as
/// ``ScheduleDiagnostic/dependencyCycle(tasks:)`` with the task ids around
/// the cycle; the link into the cycle's smallest id is ignored and the rest
/// is scheduled. Nothing recurses: a 100 000-deep chain is fine.
///
/// **Determinism.** Tasks are processed by ascending id and links in plan
/// order; results and diagnostics never depend on hashing.
///
/// ```swift
/// var plan = ProjectPlan(start: monday8, calendar: Schedule.standard)
/// plan.tasks = [.init(id: 1, duration: 16 * 3_600), .init(id: 2, duration: 8 * 3_600)]
/// plan.links = [.init(from: 1, to: 2, lag: .working(4 * 3_600))]
/// let result = ProjectScheduler.schedule(plan)
/// result[2]?.start    // Wed 12:00 (Tue 16:00 + 4 h)
/// result[2]?.finish   // Thu 12:00
/// ```
public enum ProjectScheduler {
    /// Schedules the whole plan.
    /// - Parameter plan: The tasks, links, project start and calendar.
    /// - Returns: Dates, slack and diagnostics for every task.
    /// - Complexity: O((n + m) log n) for the structure plus O(n + m)
    ///   working-time operations (each O(log h) in the calendars' holidays),
    ///   where m counts links after expanding summaries to their leaves.
    public static func schedule(_ plan: ProjectPlan) -> ProjectScheduleResult {
        let graph = ScheduleGraph(plan)
        var engine = SchedulingEngine(plan: plan, graph: graph)
        engine.forwardPass()
        return finish(&engine, recomputed: graph.topo.count)
    }

    /// Reschedules after some tasks changed, reusing `previous`.
    ///
    /// When the plan's structure (task ids and order, parents, links), start
    /// and ``ProjectPlan/honorsConstraints`` are those `previous` was computed
    /// from, only the forward pass of the changed tasks and of the successors
    /// whose dates actually change is recomputed, in topological order, and
    /// the propagation stops where dates come out unchanged. The backward
    /// pass, slack, as-late-as-possible placement, summary roll-up and
    /// deadline checks are always recomputed in full. Otherwise this is
    /// ``schedule(_:)``. Changing a calendar's definition is a change of every
    /// task that uses it: list them, or call ``schedule(_:)``.
    ///
    /// - Parameters:
    ///   - plan: The plan with the changes applied.
    ///   - previous: The result for the plan before the changes.
    ///   - changedTasks: The ids of the tasks whose attributes changed (a
    ///     changed summary counts as a change of every leaf under it).
    /// - Returns: The dates, slack and diagnostics ``schedule(_:)`` would
    ///   return (only ``ProjectScheduleResult/recomputedTaskCount`` differs).
    /// - Complexity: O(n + m) flag checks and backward-pass work plus O(a)
    ///   forward working-time operations for the a affected tasks.
    public static func reschedule(_ plan: ProjectPlan, previous: ProjectScheduleResult, changedTasks: some Sequence<ProjectPlan.TaskID>) -> ProjectScheduleResult {
        guard let graph = previous.graph, previous.projectStart == plan.start, previous.honorsConstraints == plan.honorsConstraints,
            graph.matches(plan)
        else { return schedule(plan) }
        var engine = SchedulingEngine(plan: plan, graph: graph)
        for (i, task) in previous.tasks.enumerated() {
            engine.earlyStart[i] = task.earlyStart
            engine.earlyFinish[i] = task.earlyFinish
        }
        engine.conflicts = previous.constraintDiagnostics
        engine.linkDates = previous.linkDates
        engine.regularFinish = previous.regularFinish
        engine.snappedFrom = previous.snappedFrom
        var dirty = [Bool](repeating: false, count: graph.count)
        for id in changedTasks {
            guard let i = graph.index(of: id) else { continue }
            if graph.isSummary[i] {
                var stack = [i]
                while let v = stack.popLast() {
                    if graph.isSummary[v] {
                        stack.append(contentsOf: graph.children[graph.childStart[v]..<graph.childStart[v + 1]])
                    } else {
                        dirty[v] = true
                    }
                }
            } else {
                dirty[i] = true
            }
        }
        let recomputed = engine.forwardPass(dirty: &dirty)
        return finish(&engine, recomputed: recomputed)
    }

    private static func finish(_ engine: inout SchedulingEngine, recomputed: Int) -> ProjectScheduleResult {
        let projectFinish = engine.projectFinish()
        engine.backwardPass(projectFinish: projectFinish)
        engine.placeLateTasks()
        let tasks = engine.results()
        var diagnostics = engine.graph.diagnostics + engine.inputDiagnostics
        for i in engine.conflicts.keys.sorted() { diagnostics.append(contentsOf: engine.conflicts[i]!) }
        diagnostics.append(contentsOf: engine.deadlineDiagnostics(tasks))
        return ProjectScheduleResult(
            tasks: tasks, assignments: engine.assignmentResults(tasks), projectStart: engine.projectStart, projectFinish: projectFinish, diagnostics: diagnostics,
            recomputedTaskCount: recomputed, honorsConstraints: engine.honorsConstraints, graph: engine.graph,
            constraintDiagnostics: engine.conflicts, linkDates: engine.linkDates, regularFinish: engine.regularFinish,
            snappedFrom: engine.snappedFrom)
    }
}
