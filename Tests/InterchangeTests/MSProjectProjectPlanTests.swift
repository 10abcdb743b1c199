import ProjectScheduling
import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("MSPDI → scheduler")
struct MSProjectProjectPlanTests {
    static func document(_ name: String) throws -> MSProjectDocument {
        let url = repositoryRoot.appendingPathComponent("examples/mspdi").appendingPathComponent(name)
        return try MSProjectReader.read(data: Data(contentsOf: url), fileName: name).document
    }

    @Test("scheduling a saved plan gives back the dates Microsoft Project saved")
    func savedDates() throws {
        let document = try Self.document("office-move.xml")
        let result = ProjectScheduler.schedule(try document.projectPlan())
        var compared = 0
        for task in document.tasks where !task.isNull && (task.outlineLevel ?? 1) > 0 {
            guard let saved = task.start, let savedFinish = task.finish else { continue }
            let scheduled = try #require(result[ProjectPlan.TaskID(task.uid)], "task \(task.uid)")
            #expect(scheduled.start == saved, "task \(task.uid) \(task.name ?? "") start")
            #expect(scheduled.finish == savedFinish, "task \(task.uid) \(task.name ?? "") finish")
            compared += 1
        }
        #expect(compared == 8)
    }

    @Test("start-no-later-than does not push a task later; finish-no-earlier-than does")
    func lateConstraints() throws {
        let document = try Self.document("four-day-week.xml")
        let result = ProjectScheduler.schedule(try document.projectPlan())
        // Foundations (SNLT 4 Feb, no predecessors) starts as soon as possible on its
        // "Site crew" calendar after the project start (Mon 6 Jan 07:00) and lasts 20 working hours.
        let siteCrew = try document.schedule(forCalendarUID: 4)
        let projectStart = Time(year: 2025, month: 1, day: 6, hour: 7)
        let foundations = try #require(result[10])
        #expect(foundations.start == siteCrew.nextWorkingTime(from: projectStart))
        #expect(foundations.finish == siteCrew.adding(workingDuration: 20 * 3_600, to: foundations.start))
        // Walls (FNET 8 Jul 13:00) is pushed to finish then, as the file says.
        let walls = try #require(result[12])
        #expect(walls.finish == Time(year: 2025, month: 7, day: 8, hour: 13))
        #expect(walls.start == Time(year: 2025, month: 7, day: 2, hour: 7))
    }

    @Test("tasks, calendars, links and constraints map one to one")
    func mapping() throws {
        let plan = try Self.document("office-move.xml").projectPlan()
        #expect(plan.start == Time(year: 2025, month: 3, day: 3, hour: 8))
        #expect(plan.tasks.map(\.id.rawValue) == [1, 2, 3, 4, 5, 6, 7, 8])
        // The summary above Survey, Sign lease; under Moving: Pack, Unpack.
        #expect(plan.tasks[1].parent == 1 && plan.tasks[4].parent == 4)
        #expect(plan.tasks[2].isMilestone && plan.tasks[2].constraint == .startNoEarlierThan(Time(year: 2025, month: 3, day: 6, hour: 8)))
        // LinkLag 4800 tenths of a minute = 8 working hours; 14400 elapsed = 24 h; 50 %.
        #expect(plan.links.contains(ProjectPlan.Link(from: 2, to: 3, type: .fromFinishToStart, lag: .working(8 * 3_600))))
        #expect(plan.links.contains(ProjectPlan.Link(from: 6, to: 7, type: .fromFinishToStart, lag: .elapsed(24 * 3_600))))
        #expect(plan.links.contains(ProjectPlan.Link(from: 7, to: 8, type: .fromFinishToStart, lag: .percent(50))))
        #expect(plan.links.contains(ProjectPlan.Link(from: 3, to: 6, type: .fromFinishToFinish, lag: .working(-2 * 3_600))))
    }

    @Test("writing the scheduled plan back keeps it readable with the new dates")
    func applyingResult() throws {
        var document = try Self.document("office-move.xml")
        for index in document.tasks.indices { document.tasks[index].start = nil; document.tasks[index].finish = nil }
        let result = ProjectScheduler.schedule(try document.projectPlan())
        let scheduled = document.applying(result)
        let reread = try MSProjectReader.read(data: MSProjectWriter.write(scheduled), fileName: "scheduled.xml").document
        let pack = try #require(reread.task(uid: 5))
        #expect(pack.start == result[5]?.start && pack.finish == result[5]?.finish)
        #expect(reread.finishDate == result.projectFinish)
    }
}
