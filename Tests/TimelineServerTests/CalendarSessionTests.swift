import CalendarViews
import Foundation
import Interchange
import Testing
import TimelineCore
import TimelineGraphics
@testable import TimelineServer

/// A small team week: Monday 2025-03-03, events at 10:00 and 14:00.
private let weekText = """
    kind: calendar
    version: 1
    title: Review week
    view: { type: week, date: 2025-03-03, days: 7, now: 2025-03-04T12:00, scrollTo: "08:00" }
    events:
      - { id: review, title: Design review, start: 2025-03-03T10:00, end: 2025-03-03T11:00, color: "#2563eb" }
      - { id: focus, title: Focus, start: 2025-03-03T14:00, end: 2025-03-03T16:00, color: "#94a3b8" }
      - { id: retro, title: Retro, start: 2025-03-05T15:00, end: 2025-03-05T16:00, color: "#16a34a" }
    """

private func message(_ fields: [String: JSONValue]) -> String { JSONValue.object(fields).jsonString() }

private struct CalendarPage {
    let session: CalendarSession
    var seq = 0

    mutating func send(_ type: String, _ fields: [String: JSONValue] = [:]) async -> [ServerMessage] {
        seq += 1
        var all = fields
        all["type"] = .string(type)
        all["seq"] = .number(Double(seq))
        return await session.handle(text: message(all))
    }

    mutating func hello() async -> ViewFrame? {
        (await send("hello", ["viewport": .object(["width": 1_400, "height": 900])])).first?.viewFrame
    }

    @discardableResult
    mutating func pointer(_ type: String, _ point: Point) async -> [ServerMessage] {
        await send(type, ["x": .number(point.x), "y": .number(point.y), "button": type == "pointermove" ? -1 : 0])
    }

    mutating func command(_ name: String) async -> [ServerMessage] {
        await send("command", ["name": .string(name), "arguments": .object([:])])
    }
}

extension ServerMessage {
    var viewFrame: ViewFrame? {
        if case let .viewFrame(frame) = self { return frame }
        return nil
    }
}

@Suite("CalendarSession: the week and day views on the view host", .timeLimit(.minutes(2)))
struct CalendarSessionTests {
    private func calendar() throws -> (TemporaryStore, LiveCalendar, Int) {
        let temporary = TemporaryStore()
        let store = try temporary.open()
        let id = try store.createCalendar(text: weekText, file: "week.yaml")
        return (temporary, try #require(try LiveCalendar.load(id, from: store)), id)
    }

    /// The fixture's week, Mon 2025-03-03 to Sun 2025-03-09, as day numbers.
    private static let fixtureWeek = Time(year: 2025, month: 3, day: 3).dayNumber..<(Time(year: 2025, month: 3, day: 3).dayNumber + 7)

    /// `calendar` with the fixture week's events read from the store (a page that shows the week does this).
    private static func loaded(_ calendar: LiveCalendar) async throws -> LiveCalendar {
        try await calendar.loadEvents(days: fixtureWeek)
        return calendar
    }

    @Test("dragging an event down by an hour moves it, writes it before the answer, and tells the other pages")
    func dragMoves() async throws {
        let (temporary, calendar, id) = try calendar()
        defer { temporary.remove() }
        var page = CalendarPage(session: CalendarSession(calendar: calendar, view: .week))
        var other = CalendarPage(session: CalendarSession(calendar: calendar, view: .week))
        let first = try #require(await page.hello())
        #expect(first.range == "Mon 2025-03-03 – Sun 2025-03-09")
        #expect(first.svg.contains("data-id=\"event:review\""))
        _ = await other.hello()
        let (_, changes) = await other.session.subscribe()
        let box = try #require(await page.session.eventFrame("review"))
        let start = Point(x: box.midX, y: box.minY + 10)
        let hour = box.height   // a one-hour event
        await page.pointer("pointerdown", start)
        await page.pointer("pointermove", Point(x: start.x, y: start.y + hour / 2))
        #expect(await calendar.revision == 0, "a drag is only an overlay until it is released")
        await page.pointer("pointermove", Point(x: start.x, y: start.y + hour))
        let up = await page.pointer("pointerup", Point(x: start.x, y: start.y + hour))
        let frame = try #require(up.first?.viewFrame)
        #expect(frame.revision == 1)
        #expect(frame.notice == "moved \"Design review\"")
        #expect(frame.canUndo)
        let moved = try #require(await calendar.event("review"))
        #expect(moved.start == Time(year: 2025, month: 3, day: 3, hour: 11))
        #expect(moved.end == Time(year: 2025, month: 3, day: 3, hour: 12))
        let stored = try await Self.loaded(try #require(try LiveCalendar.load(id, from: try temporary.open())))
        #expect(await stored.revision == 1)
        #expect(await stored.event("review")?.start == moved.start)
        var iterator = changes.makeAsyncIterator()
        let change = try #require(await iterator.next())
        #expect(change.summary == "moved \"Design review\"")
        let told = await other.session.handle(change)
        #expect(told.count == 2)
        #expect(told.last?.viewFrame?.revision == 1)
    }

    @Test("a tap selects an event (outlined, described in the frame); Escape clears it")
    func tapSelects() async throws {
        let (temporary, calendar, _) = try calendar()
        defer { temporary.remove() }
        var page = CalendarPage(session: CalendarSession(calendar: calendar, view: .week))
        _ = await page.hello()
        let box = try #require(await page.session.eventFrame("retro"))
        await page.pointer("pointerdown", Point(x: box.midX, y: box.midY))
        let up = await page.pointer("pointerup", Point(x: box.midX, y: box.midY))
        let frame = try #require(up.first?.viewFrame)
        #expect(frame.selection == ViewFrame.Selection(id: "retro", text: "Retro · 2025-03-05 15:00–2025-03-05 16:00"))
        #expect(frame.svg.contains("selection:event:retro"))
        #expect(frame.revision == 0, "selecting edits nothing")
        let cleared = try #require(await page.send("key", ["key": "Escape"]).first?.viewFrame)
        #expect(cleared.selection == nil)
    }

    @Test("undo and redo are the calendar's, written like any edit")
    func undoRedo() async throws {
        let (temporary, calendar, id) = try calendar()
        defer { temporary.remove() }
        let session = UUID()
        _ = try await Self.loaded(calendar)
        let original = try #require(await calendar.event("focus"))
        var later = original
        later.start = original.start.adding(seconds: 3_600)
        later.end = original.end.adding(seconds: 3_600)
        try await calendar.perform(.updateEvent(old: original, new: later), actionName: "Move", by: session)
        var page = CalendarPage(session: CalendarSession(calendar: calendar, view: .week))
        _ = await page.hello()
        let undone = try #require(await page.command("undo").first?.viewFrame)
        #expect(undone.notice == "undid: moved \"Focus\"")
        #expect(undone.revision == 2 && !undone.canUndo && undone.canRedo)
        #expect(await calendar.event("focus") == original)
        let stored = try await Self.loaded(try #require(try LiveCalendar.load(id, from: try temporary.open())))
        #expect(await stored.event("focus") == original)
        let redone = try #require(await page.send("key", ["key": "z", "modifiers": .array(["ctrl", "shift"])]).first?.viewFrame)
        #expect(redone.notice == "redid: moved \"Focus\"")
        #expect(await calendar.event("focus") == later)
    }

    @Test("the host's checks come first, and Gantt-only commands are refused by name")
    func refusals() async throws {
        let (temporary, calendar, _) = try calendar()
        defer { temporary.remove() }
        var page = CalendarPage(session: CalendarSession(calendar: calendar, view: .week))
        let early = await page.command("refresh")
        #expect(early.first == .error(seq: 1, message: "send \"hello\" with the viewport size first"))
        _ = await page.hello()
        #expect(await page.command("zoomIn").first == .error(seq: 3, message: "zoomIn: not available in the week view"))
        let stale = await page.session.handle(text: message(["type": "command", "seq": 2, "name": "refresh", "arguments": .object([:])]))
        #expect(stale.first == .error(seq: 2, message: "out-of-order message: seq 2 after 3"))
    }

    @Test("the day view shows the day's timed events and selects one on a tap")
    func dayView() async throws {
        let (temporary, calendar, _) = try calendar()
        defer { temporary.remove() }
        var page = CalendarPage(session: CalendarSession(calendar: calendar, view: .day))
        let first = try #require(await page.hello())
        #expect(first.view == "day")
        #expect(first.range == "Mon 2025-03-03")
        let box = try #require(await page.session.eventFrame("focus"))
        await page.pointer("pointerdown", Point(x: box.midX, y: box.midY))
        let up = await page.pointer("pointerup", Point(x: box.midX, y: box.midY))
        #expect(up.first?.viewFrame?.selection?.id == "focus")
    }

    @Test("the store writes a commit only on the revision it follows")
    func storeConflict() throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createCalendar(text: weekText, file: "week.yaml")
        let (document, revision) = try #require(try store.loadCalendar(id))
        #expect(revision == 0)
        #expect(document.events.map(\.id).sorted() == ["focus", "retro", "review"])
        let retro = try #require(document.events.first { $0.id == "retro" })
        #expect(throws: PlanStoreError.conflict(plan: id, expected: 1, stored: 0)) {
            try store.applyCalendar([.removeEvent(retro)], summary: "deleted", revision: 2, to: id)
        }
        try store.applyCalendar([.removeEvent(retro)], summary: "deleted \"Retro\"", revision: 1, to: id)
        #expect(try #require(try store.loadCalendar(id)).document.events.map(\.id).sorted() == ["focus", "review"])
    }
    @Test("A calendar opens without reading its events; a page reads the windows it shows, and scrolling a week ahead reads only the new one")
    func loadsWindowsLazily() async throws {
        // Twenty weeks from Mon 2025-03-03, one event a day at 09:00 named after its day.
        var lines = ["kind: calendar", "version: 1", "title: Twenty weeks", "view: {type: week, date: 2025-03-03, days: 7}", "events:"]
        let monday = Time(year: 2025, month: 3, day: 3)
        for day in 0..<140 {
            let start = monday.adding(days: day).adding(seconds: 9 * 3_600)
            lines.append("  - {id: d\(day), title: Day \(day), start: \(start.iso8601), end: \(start.adding(seconds: 3_600).iso8601)}")
        }
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createCalendar(text: lines.joined(separator: "\n") + "\n", file: "twenty.yaml")
        let calendar = try #require(try LiveCalendar.load(id, from: store))
        #expect(await calendar.events.count == 0, "opening reads the settings only")
        #expect(await calendar.firstEventStart == monday.adding(seconds: 9 * 3_600))

        var page = CalendarPage(session: CalendarSession(calendar: calendar, view: .week))
        let first = try #require(await page.hello())
        #expect(first.svg.contains("data-id=\"event:d0\"") && first.svg.contains("data-id=\"event:d6\""))
        #expect(!first.svg.contains("data-id=\"event:d7\""))
        let windowsAtStart = await calendar.loadedWindowCount
        let eventsAtStart = await calendar.events.count
        #expect(windowsAtStart >= 1 && windowsAtStart <= 3, "the week and at most its neighbours' windows")
        // One event a day: the week's seven, and at most one a day of the other windows read (the one before has none).
        #expect(eventsAtStart >= 7 && eventsAtStart <= windowsAtStart * LiveCalendar.loadWindowDays, "the windows read, nothing else")

        let next = try #require(await page.send("key", ["key": "ArrowRight"]).first?.viewFrame)
        #expect(next.range == "Mon 2025-03-10 – Sun 2025-03-16")
        #expect(next.svg.contains("data-id=\"event:d7\"") && next.svg.contains("data-id=\"event:d13\""))
        #expect(await calendar.loadedWindowCount <= windowsAtStart + 1, "a week ahead reads at most one new window")
        #expect(await calendar.events.count < 140 / 2)

        // Back to the first week: nothing is read again.
        let loaded = await calendar.loadedWindowCount
        _ = await page.send("key", ["key": "ArrowLeft"])
        #expect(await calendar.loadedWindowCount == loaded)
    }
}
