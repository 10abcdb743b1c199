import Foundation
import GanttChart
import Interchange
import ProjectScheduling
import Testing
import TimelineCore
@testable import TimelineServer

/// The task dialog's scheduling fields (manual/auto, constraint type and date,
/// deadline, calendar) on the small plan: 1 Design Mon 3 08:00 – Tue 4 16:00,
/// 2 Build Wed 5 – Fri 7 (3d), 3 Test Mon 10 – Tue 11, 4 Release milestone
/// Wed 12 16:00; links 1 → 2 → 3; the standard calendar (08:00–16:00, Monday to Friday).
@Suite("The task dialog's scheduling fields: manual, constraint, deadline, calendar")
struct TaskDialogSchedulingTests {
    private func march(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

    @discardableResult
    private func save(_ page: inout Page, item: Int, _ fields: [String: JSONValue]) async -> [ServerMessage] {
        await page.send("command", ["name": "updateTask", "arguments": .object(["item": .number(Double(item)), "fields": .object(fields)])])
    }

    private func fields(_ plan: LivePlan, _ item: Int) async -> [String: String] {
        guard case let .task(_, fields, _, _, _)? = await plan.editor(for: .item(GanttChartItem.ID(item))) else { return [:] }
        return fields
    }

    @Test("Start no earlier than Thu 6 moves Build and its successor at once (auto-scheduling on), in one stored edit that one undo takes back")
    func constraintMovesTheTask() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        await page.send("command", ["name": "setAutoScheduling", "arguments": .object(["on": true])])
        let before = await plan.revision
        let replies = await save(&page, item: 2, ["constraintType": "startNoEarlierThan", "constraintDate": "2025-03-06 08:00"])
        #expect(replies.first?.frame?.notice == "edited \"Build\"")
        #expect(await plan.revision == before + 1, "one commit")
        // Thu 6 08:00 + 24 working hours (Thu, Fri, Mon) → Mon 10 16:00; Test follows: Tue 11 08:00 – Wed 12 16:00.
        #expect(await plan.item(2)?.time == TimeRange(march(6, 8)..<march(10, 16)))
        #expect(await plan.item(3)?.time == TimeRange(march(11, 8)..<march(12, 16)))
        let shown = await fields(plan, 2)
        #expect(shown["constraintType"] == "startNoEarlierThan" && shown["constraintDate"] == "2025-03-06 08:00")
        // Stored: a fresh load has the constraint and the moved dates.
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.item(2)?.time == TimeRange(march(6, 8)..<march(10, 16)))
        #expect(await fields(stored, 2)["constraintType"] == "startNoEarlierThan")
        #expect(await stored.document().items.first { $0.id == 2 }?.constraint == .startNoEarlierThan(march(6, 8)))
        // One undo: the constraint and both moves go back, also in the store.
        await page.send("command", ["name": "undo"])
        #expect(await plan.item(2)?.time == TimeRange(march(5, 8)..<march(7, 16)))
        #expect(await plan.item(3)?.time == TimeRange(march(10, 8)..<march(11, 16)))
        #expect(await fields(plan, 2)["constraintType"] == "asSoonAsPossible")
        #expect(await fields(plan, 2)["constraintDate"] == "")
        let reloaded = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await reloaded.document().items.first { $0.id == 2 }?.constraint == nil)
        #expect(await reloaded.item(2)?.time == TimeRange(march(5, 8)..<march(7, 16)))
    }

    @Test("Refusals name their field: a dated type without a date, a date for as soon as possible, unknown types, dates and calendars")
    func refusals() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        let cases: [([String: JSONValue], String)] = [
            (["constraintType": "startNoEarlierThan", "constraintDate": ""], "constraintDate: \"start no earlier than\" needs a date"),
            (["constraintType": "mustFinishOn"], "constraintDate: \"must finish on\" needs a date"),
            (["constraintType": "asSoonAsPossible", "constraintDate": "2025-03-06 08:00"],
             "constraintDate: \"as soon as possible\" takes no date; leave the date empty"),
            (["constraintType": "asLateAsPossible", "constraintDate": "2025-03-06 08:00"], "constraintDate: \"as late as possible\" takes no date"),
            (["constraintDate": "2025-03-06 08:00"], "constraintDate: \"as soon as possible\" takes no date"),   // the current type is ASAP
            (["constraintType": "soonish", "constraintDate": ""], "constraintType: \"soonish\" is not a constraint type"),
            (["constraintType": "mustStartOn", "constraintDate": "Tuesday"], "constraintDate: \"Tuesday\" is not a date"),
            (["deadline": "tomorrow"], "deadline: \"tomorrow\" is not a date"),
            (["calendar": "lunar"], "calendar: there is no calendar \"lunar\" (known: continuous, fullDay, fullWeek, standard)"),
            // A bad field among good ones: nothing is applied.
            (["label": "Build it", "deadline": "2025-13-01"], "deadline: "),
        ]
        for (fields, prefix) in cases {
            let message = try #require(await save(&page, item: 2, fields).first?.errorMessage, "\(fields)")
            #expect(message.hasPrefix(prefix), "\(fields): \(message)")
        }
        #expect(await plan.revision == 0)
        #expect(await plan.item(2)?.label == "Build")
        #expect(await fields(plan, 2)["deadline"] == "")
    }

    @Test("A deadline, as late as possible and the MS Project abbreviations are set and shown; empty text removes the deadline")
    func deadlineAndTypes() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        await save(&page, item: 3, ["deadline": "2025-03-11 12:00", "constraintType": "ALAP"])
        var shown = await fields(plan, 3)
        #expect(shown["deadline"] == "2025-03-11 12:00" && shown["constraintType"] == "asLateAsPossible" && shown["constraintDate"] == "")
        await save(&page, item: 3, ["constraintType": "MSO", "constraintDate": "2025-03-10 08:00"])
        #expect(await fields(plan, 3)["constraintType"] == "mustStartOn")
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        let item = try #require(await stored.document().items.first { $0.id == 3 })
        #expect(item.deadline == march(11, 12) && item.constraint == .mustStartOn(march(10, 8)))
        await save(&page, item: 3, ["deadline": " "])
        shown = await fields(plan, 3)
        #expect(shown["deadline"] == "" && shown["constraintType"] == "mustStartOn")
        #expect(await plan.revision == 3)
    }

    @Test("A manually scheduled task keeps its dates when its predecessor moves; made automatic again, it follows; stored as manual")
    func manualScheduling() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        await page.send("command", ["name": "setAutoScheduling", "arguments": .object(["on": true])])
        await save(&page, item: 3, ["manual": true])
        #expect(await fields(plan, 3)["manual"] == "true")
        await save(&page, item: 2, ["constraintType": "SNET", "constraintDate": "2025-03-06 08:00"])
        #expect(await plan.item(2)?.time == TimeRange(march(6, 8)..<march(10, 16)))
        #expect(await plan.item(3)?.time == TimeRange(march(10, 8)..<march(11, 16)), "manual: stays")
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await fields(stored, 3)["manual"] == "true")
        #expect(await stored.document().items.first { $0.id == 3 }?.manual == true)
        await save(&page, item: 3, ["manual": false])
        #expect(await plan.item(3)?.time == TimeRange(march(11, 8)..<march(12, 16)), "automatic: follows Build")
        await page.send("command", ["name": "undo"])
        #expect(await fields(plan, 3)["manual"] == "true")
        #expect(await plan.item(3)?.time == TimeRange(march(10, 8)..<march(11, 16)))
    }

    @Test("The calendar select lists the plan's calendars; a new calendar counts the duration in its working time, and is undone")
    func calendar() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        await page.hello()
        guard case let .task(_, shown, _, _, calendars)? = await plan.editor(for: .item(1)) else { Issue.record("no task editor"); return }
        #expect(calendars == ["continuous", "fullDay", "fullWeek", "standard"] && shown["calendar"] == "")
        // 16 working hours from Fri 7 08:00 on the full week (Saturday works): Sat 8 16:00 (the standard calendar: Mon 10 16:00).
        await save(&page, item: 1, ["calendar": "fullWeek", "start": "2025-03-07 08:00"])
        #expect(await plan.item(1)?.time == TimeRange(march(7, 8)..<march(8, 16)))
        #expect(await fields(plan, 1)["calendar"] == "fullWeek")
        #expect(await plan.revision == 1)
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await fields(stored, 1)["calendar"] == "fullWeek")
        #expect(await stored.item(1)?.time == TimeRange(march(7, 8)..<march(8, 16)))
        await page.send("command", ["name": "undo"])
        #expect(await fields(plan, 1)["calendar"] == "")
        #expect(await plan.item(1)?.time == TimeRange(march(3, 8)..<march(4, 16)))
        let reloaded = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await reloaded.document().items.first { $0.id == 1 }?.schedule == nil)
        // The calendar alone keeps the working duration: Build's 24 working hours from Wed 5 08:00 on the
        // all-day calendar end Thu 6 08:00; back on the project calendar they end Fri 7 16:00 again.
        await save(&page, item: 2, ["calendar": "fullDay"])
        #expect(await plan.item(2)?.time == TimeRange(march(5, 8)..<march(6, 8)))
        await save(&page, item: 2, ["calendar": ""])
        #expect(await fields(plan, 2)["calendar"] == "")
        #expect(await plan.item(2)?.time == TimeRange(march(5, 8)..<march(7, 16)))
    }
}
