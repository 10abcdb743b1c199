import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
@testable import TimelineServer

/// Baselines, slack, the progress line, the critical slack threshold and the
/// server's clock in the live page. The small plan: Design (1) → Build (2) →
/// Test (3) on the standard schedule, and an unlinked Release milestone (4) on
/// Wednesday 12 March 16:00, a day after Test, so 1–3 have a day of slack.
@Suite("Live plan: baselines, slack, progress line, the server's clock")
struct LivePlanIndicatorsTests {
    @Test("Save baseline 1 is one undoable, stored edit; the page draws it once shown, and after a reload")
    func saveBaseline() async throws {
        let (temporary, plan, id) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        let first = try #require(await page.hello())
        #expect(first.shows.baseline == 0 && first.shows.savedBaselines.isEmpty)
        #expect(!first.svg.contains(":baseline\""))

        var frame = try #require(await page.send("command", ["name": "saveBaseline", "arguments": .object(["number": 1])]).first?.frame)
        #expect(frame.notice == "saved baseline 1")
        #expect(frame.revision == 1 && frame.canUndo)
        #expect(frame.shows.savedBaselines == [1])
        #expect(await plan.item(2)?.baselines[1] == TimeRange(Time(year: 2025, month: 3, day: 5, hour: 8)..<Time(year: 2025, month: 3, day: 7, hour: 16)))
        #expect(!frame.svg.contains("data-id=\"item:2:baseline\""), "baseline 0 is the one drawn")

        frame = try #require(await page.send("command", ["name": "showBaseline", "arguments": .object(["number": 1])]).first?.frame)
        #expect(frame.shows.baseline == 1)
        #expect(frame.svg.contains("data-id=\"item:2:baseline\""))

        // Stored: a fresh load has it.
        let stored = try #require(try LivePlan.load(id, from: try temporary.open()))
        #expect(await stored.item(2)?.baselines.keys.sorted() == [1])

        // One undo removes it from every item.
        frame = try #require(await page.send("command", ["name": "undo", "arguments": .object([:])]).first?.frame)
        #expect(frame.notice == "undid: saved baseline 1")
        for item in 1...4 { #expect(await plan.item(item)?.baselines.isEmpty == true) }
        #expect(!frame.svg.contains(":baseline\"") && frame.shows.savedBaselines.isEmpty)

        // Clearing an unsaved baseline changes nothing; a bad number is refused.
        let clear = await page.send("command", ["name": "clearBaseline", "arguments": .object(["number": 4])]).first?.frame
        #expect(clear?.notice == "baseline 4 is not saved" && clear?.revision == frame.revision)
        #expect(await page.send("command", ["name": "saveBaseline", "arguments": .object(["number": 11])]).first?.errorMessage
            == "saveBaseline: \"number\" must be a whole number in 0…10")
    }

    @Test("Slack bars and the critical path's slack threshold come from the plan's schedule analysis")
    func slackAndThreshold() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        var page = Page(LiveSession(plan: plan))
        _ = await page.hello()
        var frame = try #require(await page.send("command", ["name": "showSlack", "arguments": .object([:])]).first?.frame)
        #expect(frame.shows.slack)
        for item in 1...3 { #expect(frame.svg.contains("data-id=\"item:\(item):slack\"")) }
        #expect(!frame.svg.contains("data-id=\"item:4:slack\""), "the release drives the finish")

        frame = try #require(await page.send("command", ["name": "showCriticalPath", "arguments": .object(["on": true])]).first?.frame)
        let highlighted = "stroke=\"#f5a524\""
        func isHighlighted(_ item: Int, in svg: String) -> Bool {
            guard let start = svg.range(of: "data-id=\"item:\(item)\"") else { return false }
            let element = svg[svg.lineRange(for: start)]
            return element.contains(highlighted)
        }
        #expect(!isHighlighted(1, in: frame.svg) && isHighlighted(4, in: frame.svg))
        frame = try #require(await page.send("command", ["name": "setCriticalSlack", "arguments": .object(["days": 1])]).first?.frame)
        #expect(frame.shows.criticalSlackDays == 1)
        #expect((1...4).allSatisfy { isHighlighted($0, in: frame.svg) })

        frame = try #require(await page.send("command", ["name": "showSlack", "arguments": .object(["on": false])]).first?.frame)
        #expect(!frame.shows.slack && !frame.svg.contains(":slack\""))
    }

    @Test("The current-time line and the progress line use the server's clock when the document sets no time")
    func serverClock() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        var document = try Fixtures.smallDocument()
        document.now = nil
        let store = try temporary.open()
        let id = try store.createPlan(from: document)
        let plan = try #require(try LivePlan.load(id, from: store))
        await plan.setClock { Time(year: 2025, month: 3, day: 6, hour: 12) }
        var page = Page(LiveSession(plan: plan))
        var frame = try #require(await page.hello())
        #expect(frame.svg.contains("data-id=\"current-time\""))
        #expect(await plan.now == Time(year: 2025, month: 3, day: 6, hour: 12))
        #expect(!frame.shows.progressLine && !frame.svg.contains("progress-line"))

        frame = try #require(await page.send("command", ["name": "showProgressLine", "arguments": .object([:])]).first?.frame)
        #expect(frame.shows.progressLine && frame.shows.statusDate == "2025-03-06 12:00")
        #expect(frame.svg.contains("data-id=\"progress-line\""))

        // A document's `now` wins over the clock.
        let (small, fixed, _) = try Fixtures.liveSmallPlan()
        defer { small.remove() }
        await fixed.setClock { Time(year: 2030, month: 1, day: 1) }
        #expect(await fixed.now == Time(year: 2025, month: 3, day: 5, hour: 12))
    }
}
