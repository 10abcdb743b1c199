import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
import TimelineGraphics
@testable import TimelineServer

/// The small plan: 1 Design Mon 3 08:00 – Tue 4 16:00, 2 Build Wed 5 – Fri 7 (3d), 3 Test Mon 10 – Tue 11 (25 %),
/// 4 Release milestone Wed 12 16:00; links 1 → 2 → 3; the standard calendar (08:00–16:00, Monday to Friday).
@Suite("The task dialog and the dependency lag, through the live session")
struct TaskDialogTests {
    private func march(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

    private func save(_ page: inout Page, item: Int, _ fields: [String: JSONValue]) async -> [ServerMessage] {
        await page.send("command", ["name": "updateTask", "arguments": .object(["item": .number(Double(item)), "fields": .object(fields)])])
    }

    @Test("Saving the dialog is one undoable, stored edit: duration 2d 4h, a predecessor lag, completion, notes and resources")
    func saveIsOneEdit() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let replies = await save(&page, item: 2, ["duration": "2d 4h", "predecessors": "1FS+1d", "completion": "40",
                                                  "notes": "Needs the crane", "resources": "Ana; Ben"])
        let frame = try #require(replies.first?.frame)
        #expect(frame.notice == "edited \"Build\"")
        #expect(frame.revision == 1, "one commit")
        let build = try #require(await plan.item(2))
        // 20 working hours from Wed 08:00: Wed 8 h, Thu 8 h, Fri 4 h → Fri 12:00.
        #expect(build.time == TimeRange(march(5, 8)..<march(7, 12)))
        #expect(build.completion == 0.4 && build.details == "Needs the crane" && build.attachment == "Ana; Ben")
        let dependency = try #require(await plan.dependencies.first { $0.from == 1 && $0.to == 2 })
        #expect(await plan.editor(for: .dependency(dependency.id)) == .dependency(id: dependency.id.rawValue, from: "Design", to: "Build",
                                                                                   type: "FS", lag: "+1d"))
        // Stored: a fresh load sees the duration and the lag (written as the document's lag).
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.item(2)?.time == build.time)
        #expect(await stored.editor(for: .dependency(dependency.id)) == .dependency(id: dependency.id.rawValue, from: "Design", to: "Build",
                                                                                     type: "FS", lag: "+1d"))
        guard case let .task(_, reopened, _, _, _)? = await stored.editor(for: .item(2)) else { Issue.record("no task editor"); return }
        #expect(reopened["predecessors"] == "1FS+1d" && reopened["duration"] == "2d 4h" && reopened["completion"] == "40")
        // One undo puts everything back.
        let undone = await page.send("command", ["name": "undo"])
        #expect(undone.first?.frame?.revision == 2)
        let restored = try #require(await plan.item(2))
        #expect(restored.time == TimeRange(march(5, 8)..<march(7, 16)) && restored.completion == 0 && restored.details == nil
            && restored.attachment == nil)
        #expect(await plan.editor(for: .dependency(dependency.id)) == .dependency(id: dependency.id.rawValue, from: "Design", to: "Build",
                                                                                   type: "FS", lag: ""))
        let reloaded = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await reloaded.item(2)?.time == restored.time)
    }

    @Test("A refusal names its field first and changes nothing")
    func refusalsNameTheField() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let cases: [([String: JSONValue], String)] = [
            (["duration": "3x"], "duration: "),
            (["duration": "-2d"], "duration: "),
            (["start": "next week"], "start: "),
            (["finish": "2025-03-01 08:00"], "finish: 2025-03-01 08:00 is before the start 2025-03-05 08:00"),
            (["completion": "150"], "completion: \"150\" is not a percentage from 0 to 100"),
            (["label": "  "], "label: a task needs a name"),
            (["predecessors": "9"], "predecessors: there is no task 9"),
            (["predecessors": "2"], "predecessors: a task cannot follow itself (2)"),
            (["predecessors": "3"], "predecessors: "),   // 3 follows 2: a cycle
            (["duration": "2d", "predecessors": "1XX"], "predecessors: "),
        ]
        for (fields, prefix) in cases {
            let replies = await save(&page, item: 2, fields)
            let message = try #require(replies.first?.errorMessage, "\(fields)")
            #expect(message.hasPrefix(prefix), "\(fields): \(message)")
        }
        #expect(await plan.revision == 0)
        #expect(await plan.item(2)?.time == TimeRange(march(5, 8)..<march(7, 16)))
        #expect(await page.send("command", ["name": "updateTask", "arguments": .object(["item": 2, "fields": .object(["colour": "red"])])])
            .first?.errorMessage?.hasPrefix("updateTask: unknown field \"colour\"") == true)
    }

    @Test("The milestone switch makes a milestone and back; a finish sets the dates; a start keeps the working duration")
    func datesAndMilestone() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        await save(&page, item: 3, ["milestone": true])
        #expect(await plan.item(3)?.isMilestone == true)
        #expect(await plan.item(3)?.time == TimeRange(at: march(10, 8)))
        await save(&page, item: 3, ["milestone": false])
        #expect(await plan.item(3)?.type == .standard)
        #expect(await plan.item(3)?.time == TimeRange(march(10, 8)..<march(10, 16)))   // a working day
        await save(&page, item: 1, ["start": "2025-03-06 08:00"])   // Thu: 2 working days → Fri 16:00
        #expect(await plan.item(1)?.time == TimeRange(march(6, 8)..<march(7, 16)))
        await save(&page, item: 1, ["finish": "2025-03-10 12:00"])
        #expect(await plan.item(1)?.time == TimeRange(march(6, 8)..<march(10, 12)))
        #expect(await plan.revision == 4)
    }

    @Test("Predecessors are replaced: links removed, retyped and added with lags, in one edit")
    func predecessorsReplace() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        await save(&page, item: 3, ["predecessors": "1SS-4h; 4FF"])
        let links = await plan.dependencies.filter { $0.to == 3 }.sorted { $0.from < $1.from }
        #expect(links.map(\.from) == [1, 4])
        #expect(links.map(\.type) == [.fromStartToStart, .fromFinishToFinish])
        guard case let .task(_, fields, _, _, _)? = await plan.editor(for: .item(3)) else { Issue.record("no editor"); return }
        #expect(fields["predecessors"] == "1SS-4h;4FF")
        await page.send("command", ["name": "undo"])
        #expect(await plan.dependencies.filter { $0.to == 3 }.map(\.from) == [2])
    }

    @Test("The dependency dialog's lag is set, shown, refused with its reason, and undone")
    func dependencyLag() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let dependency = try #require(await plan.dependencies.first { $0.from == 2 })
        let args: (String) -> [String: JSONValue] = { ["name": "setDependencyLag", "arguments": .object(["dependency": .number(Double(dependency.id.rawValue)), "lag": .string($0)])] }
        let set = await page.send("command", args("2d"))
        #expect(set.first?.frame?.notice == "set the lag of the link 2 → 3 to +2d")
        #expect(await plan.editor(for: .dependency(dependency.id)) == .dependency(id: dependency.id.rawValue, from: "Build", to: "Test", type: "FS", lag: "+2d"))
        #expect(await page.send("command", args("soon")).first?.errorMessage?.hasPrefix("lag: \"soon\" is not a lag") == true)
        await page.send("command", ["name": "undo"])
        #expect(await plan.editor(for: .dependency(dependency.id)) == .dependency(id: dependency.id.rawValue, from: "Build", to: "Test", type: "FS", lag: ""))
    }

    @Test("Enter on a grid row asks for the task dialog; setSnap changes what this page's drags snap to and the frame says so")
    func editTaskAndSnap() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        let hello = try #require(await page.hello())
        #expect(hello.snap == "none")
        let opened = await page.send("command", ["name": "editTask", "arguments": .object(["item": 4])])
        guard case let .task(id, _, isMilestone, _, _)? = opened.first?.frame?.editor else { Issue.record("no task dialog"); return }
        #expect(id == 4 && isMilestone)
        #expect(await page.send("command", ["name": "editTask", "arguments": .object(["item": 99])]).first?.errorMessage
            == "editTask: there is no task 99 to edit here")
        let snapped = try #require(await page.send("command", ["name": "setSnap", "arguments": .object(["snap": "day"])]).first?.frame)
        #expect(snapped.snap == "day" && snapped.notice == "drags snap to the day")
        // A drag of Build (Wed 5 08:00) by about 1.4 days lands on working time of a whole day.
        let scene = await page.scene()
        let bar = try #require(scene.itemFrames[GanttChartItem.ID(2)])
        let dayWidth = scene.timeAxis.x(for: march(6)) - scene.timeAxis.x(for: march(5))
        await page.drag(from: Point(x: bar.midX, y: bar.midY), to: Point(x: bar.midX + 1.4 * dayWidth, y: bar.midY))
        let start = try #require(await plan.item(2)?.start)
        #expect(start.hour == 8 && start.minute == 0, "\(start)")
        #expect(await page.send("command", ["name": "setSnap", "arguments": .object(["snap": "fortnight"])]).first?.errorMessage
            == "setSnap: unknown snap \"fortnight\" (use none, hour, halfDay, day, week)")
    }
}
