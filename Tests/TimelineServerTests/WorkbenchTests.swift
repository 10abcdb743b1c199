import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
@testable import TimelineServer

@Suite("What a newcomer needs from the page: adding a task, export names")
struct WorkbenchTests {
    @Test("Add task puts a one-working-day task below the last row, not before the plan's start, stored, with its name editor")
    func addTask() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        let replies = await page.send("command", ["name": "addTask", "arguments": .object([:])])
        let frame = try #require(replies.first?.frame)
        #expect(frame.notice == "added \"New task\"")
        #expect(frame.revision == 1)
        let added = try #require(await plan.item(5))
        #expect(added.label == "New task")
        #expect(added.row == 4, "below the four rows in use")
        // The view starts before the plan (a margin); the task starts with the plan: Monday 08:00, one standard day (08:00–16:00).
        #expect(added.start == Time(year: 2025, month: 3, day: 3, hour: 8))
        #expect(added.finish == Time(year: 2025, month: 3, day: 3, hour: 16))   // the standard day is 08:00–16:00
        #expect(frame.editor == .item(id: 5, row: 4))
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.item(5)?.label == "New task")
        #expect(await page.send("command", ["name": "addTask", "arguments": .object(["label": 3])]).first?.errorMessage
            == "addTask: \"label\" must be a string")
    }

    @Test("exports are named after the plan's title, in safe characters")
    func exportNames() {
        #expect(TimelineServerApp.exportFileName(title: "Atlas 3.0 release", id: 1) == "Atlas-3-0-release")
        #expect(TimelineServerApp.exportFileName(title: "Small <plan> & \"quotes\"", id: 2) == "Small-plan-quotes")
        #expect(TimelineServerApp.exportFileName(title: " <> ", id: 3) == "plan-3")
        #expect(TimelineServerApp.exportFileName(title: nil, id: 4) == "plan-4")
        #expect(TimelineServerApp.exportFileName(title: String(repeating: "a", count: 300), id: 5).count == 80)
    }
}
