import CalendarViews
import Foundation
import GanttChart
import Interchange
import ProjectScheduling
import Testing
import TimelineCore
import TimelineTestSupport
@testable import TimelineServer

private let weekText = """
    kind: calendar
    version: 1
    title: Review week
    view: { type: week, date: 2025-03-03, days: 7, now: 2025-03-04T12:00, scrollTo: "08:00" }
    events:
      - { id: review, title: Design review, start: 2025-03-03T10:00, end: 2025-03-03T11:00, color: "#2563eb" }
      - { id: focus, title: Focus, start: 2025-03-03T14:00, end: 2025-03-03T16:00, color: "#94a3b8" }
      - { id: Retro, title: Retro, start: 2025-03-05T15:00, end: 2025-03-05T16:00, color: "#16a34a" }
    """

/// The same store behaviour on SQLite and PostgreSQL: every check below runs
/// on both. The PostgreSQL suite runs when `TIMELINEKIT_TEST_POSTGRES` names a
/// server (`eval "$(.ci/postgres)"`, as CI does) and shows as skipped otherwise.
@Suite("TimelineStore: SQLite and PostgreSQL alike")
struct TimelineStoreTests {
    @Suite("SQLite", .timeLimit(.minutes(2)))
    struct SQLite {
        @Test("A new database has every migration applied, recorded once; opening it again keeps the data")
        func migrations() throws { try TimelineStoreTests.migrations(.sqlite) }

        @Test("A stored plan reads back equal: title, resolved finishes, milestones, parents, lags, constraints, deadlines, colors, baselines")
        func planRoundTrip() throws { try TimelineStoreTests.planRoundTrip(.sqlite) }

        @Test("Live edits are stored when perform returns, with one revision each; a second instance loads them")
        func durableEdits() async throws { try await TimelineStoreTests.durableEdits(.sqlite) }

        @Test("An edit on a revision other than the stored one is refused with the same conflict, and nothing is written")
        func conflict() throws { try TimelineStoreTests.conflict(.sqlite) }

        @Test("Two instances committing on the same revision at once: exactly one wins, the other gets the conflict; the log has one entry")
        func concurrentInstances() async throws { try await TimelineStoreTests.concurrentInstances(.sqlite) }

        @Test("Calendars: stored events read back; a commit writes only on the revision it follows")
        func calendars() throws { try TimelineStoreTests.calendars(.sqlite) }

        @Test("A calendar window's stored events are the in-memory index's for the same window, before and after edits; settings open without events")
        func calendarWindows() throws { try TimelineStoreTests.calendarWindows(.sqlite) }

        @Test("View documents are kept as written and listed by kind")
        func documents() throws { try TimelineStoreTests.documents(.sqlite) }

        @Test("Only a shared database announces commits")
        func announcesCommits() throws { try TimelineStoreTests.announcesCommits(.sqlite) }

        @Test("Deleting a plan removes it with its items, links and history; other plans stay; a deleted plan's live pages end")
        func deletePlan() async throws { try await TimelineStoreTests.deletePlan(.sqlite) }
    }

    @Suite("PostgreSQL", .timeLimit(.minutes(2)), .needsPostgres)
    struct PostgreSQL {
        @Test("A new database has every migration applied, recorded once; opening it again keeps the data")
        func migrations() throws { try TimelineStoreTests.migrations(.postgres) }

        @Test("A stored plan reads back equal: title, resolved finishes, milestones, parents, lags, constraints, deadlines, colors, baselines")
        func planRoundTrip() throws { try TimelineStoreTests.planRoundTrip(.postgres) }

        @Test("Live edits are stored when perform returns, with one revision each; a second instance loads them")
        func durableEdits() async throws { try await TimelineStoreTests.durableEdits(.postgres) }

        @Test("An edit on a revision other than the stored one is refused with the same conflict, and nothing is written")
        func conflict() throws { try TimelineStoreTests.conflict(.postgres) }

        @Test("Two instances committing on the same revision at once: exactly one wins, the other gets the conflict; the log has one entry")
        func concurrentInstances() async throws { try await TimelineStoreTests.concurrentInstances(.postgres) }

        @Test("Calendars: stored events read back; a commit writes only on the revision it follows")
        func calendars() throws { try TimelineStoreTests.calendars(.postgres) }

        @Test("A calendar window's stored events are the in-memory index's for the same window, before and after edits; settings open without events")
        func calendarWindows() throws { try TimelineStoreTests.calendarWindows(.postgres) }

        @Test("View documents are kept as written and listed by kind")
        func documents() throws { try TimelineStoreTests.documents(.postgres) }

        @Test("Only a shared database announces commits")
        func announcesCommits() throws { try TimelineStoreTests.announcesCommits(.postgres) }

        @Test("Deleting a plan removes it with its items, links and history; other plans stay; a deleted plan's live pages end, on every instance")
        func deletePlan() async throws { try await TimelineStoreTests.deletePlan(.postgres) }
    }

    static func migrations(_ kind: StoreKind) throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        let store = try database.open()
        let all = ["v1-plans-items-dependencies", "v2-revisions", "v3-hierarchy-lags-constraints", "v4-plan-source", "v5-calendars", "v6-documents",
                   "v7-item-baselines", "v8-item-task-options", "v9-item-manual", "v10-calendar-event-index"]
        #expect(try store.appliedMigrations() == all)
        #expect(try store.planIDs().isEmpty)
        let id = try store.createPlan(from: try Fixtures.smallDocument(), source: nil)
        let reopened = try database.open()
        #expect(try reopened.appliedMigrations() == all)
        #expect(try reopened.planIDs() == [id])
    }

    static func planRoundTrip(_ kind: StoreKind) throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        let store = try database.open()
        let original = try TimelineDocument(parsing: """
            title: Fit-out "Q2" <plan> & ünïcode 🚀
            items:
              - {id: 1, label: Phase, type: summary, start: 2025-03-03T08:00}
              - {id: 2, label: A, parent: Phase, start: 2025-03-03T08:00, duration: 1d, deadline: 2025-03-07T16:00, completion: 40%,
                 baselines: [{start: 2025-03-03T08:00, finish: 2025-03-03T16:00}, {number: 2, start: 2025-03-04T08:00, finish: 2025-03-05T12:00}]}
              - {id: 3, label: B, parent: 1, start: 2025-03-04T12:00, duration: 1d, constraint: {type: SNET, date: 2025-03-04T12:00}}
              - {id: 4, label: C, start: 2025-03-06T08:00, duration: 1d, constraint: ALAP, colors: {bar: "#ff0000"}, details: "two\\nlines",
                 taskType: fixedDuration, effortDriven: true, priority: 700}
              - {id: 5, label: Done, type: milestone, start: 2025-03-07T16:00}
            dependencies:
              - {from: 2, to: 3, lag: -4h}
              - {from: 3, to: 5, type: SS}
            """, file: "plan.yaml")
        let id = try store.createPlan(from: original, source: "/plans/plan.yaml#1")
        let (document, revision) = try #require(try database.open().loadPlan(id))
        #expect(revision == 0)
        #expect(document.title == "Fit-out \"Q2\" <plan> & ünïcode 🚀")
        #expect(document.items.map(\.id) == [1, 2, 3, 4, 5])
        #expect(document.items.map(\.parent) == [nil, .id(1), .id(1), nil, nil])
        #expect(document.items[1].deadline == Time(year: 2025, month: 3, day: 7, hour: 16))
        #expect(document.items[1].completion == 0.4)
        #expect(document.items[1].baselines == [
            0: TimeRange(Time(year: 2025, month: 3, day: 3, hour: 8)..<Time(year: 2025, month: 3, day: 3, hour: 16)),
            2: TimeRange(Time(year: 2025, month: 3, day: 4, hour: 8)..<Time(year: 2025, month: 3, day: 5, hour: 12)),
        ])
        #expect(document.items.filter { !$0.baselines.isEmpty }.map(\.id) == [2])
        #expect(document.items[2].constraint == .startNoEarlierThan(Time(year: 2025, month: 3, day: 4, hour: 12)))
        #expect(document.items[3].constraint == .asLateAsPossible)
        #expect(document.items[3].colors.bar == "#ff0000")
        #expect(document.items[3].details == "two\nlines")
        #expect(document.items[3].taskType == .fixedDuration && document.items[3].effortDriven == true && document.items[3].priority == 700)
        #expect(document.items[2].taskType == nil && document.items[2].effortDriven == nil && document.items[2].priority == nil)
        #expect(document.items[4].type == .milestone)
        #expect(document.items[4].finish == nil)
        // The summary spans its children: Mon 08:00 to Wed 12:00.
        #expect(document.items[0].finish == Time(year: 2025, month: 3, day: 5, hour: 12))
        #expect(document.dependencies.map(\.lag?.description) == ["-4h", nil])
        #expect(document.dependencies.map(\.type) == [.fromFinishToStart, .fromStartToStart])
        #expect(try store.revisions(of: id).map(\.revision) == [0])
        #expect(try store.revisions(of: id).first?.summary == "imported 5 items")
        #expect(try store.planSummaries().map(\.title) == [document.title])
        #expect(try store.planID(importedFrom: "/plans/plan.yaml#1") == id)
        #expect(try store.planID(importedFrom: "/plans/plan.yaml#2") == nil)
        #expect(try store.loadPlan(id + 1) == nil)
    }

    static func durableEdits(_ kind: StoreKind) async throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        let store = try database.open()
        let id = try store.createPlan(from: try Fixtures.smallDocument(), source: nil)
        let plan = try #require(try LivePlan.load(id, from: store))
        let session = UUID()
        try await plan.perform(.setCompletion(GanttChartItem.ID(2), 0.5), by: session)
        try await plan.perform(.moveItem(GanttChartItem.ID(1), start: Time(year: 2025, month: 3, day: 4, hour: 8)), by: session)
        try await plan.perform(.deleteItem(GanttChartItem.ID(4)), by: session)
        try await plan.perform(.addDependency(from: GanttChartItem.ID(1), to: GanttChartItem.ID(3), type: .fromStartToStart), by: session)
        _ = try await plan.undo(by: session)

        let other = try database.open()
        let (document, revision) = try #require(try other.loadPlan(id))
        #expect(revision == 5)
        #expect(document.items.first { $0.id == 2 }?.completion == 0.5)
        #expect(document.items.first { $0.id == 1 }?.start == Time(year: 2025, month: 3, day: 4, hour: 8))
        #expect(document.items.first { $0.id == 1 }?.finish == Time(year: 2025, month: 3, day: 5, hour: 16))
        #expect(document.items.map(\.id) == [1, 2, 3])
        #expect(!document.dependencies.contains { $0.type == .fromStartToStart })
        #expect(try other.revisions(of: id).map(\.revision) == [0, 1, 2, 3, 4, 5])
        #expect(try other.revisions(of: id).last?.summary.hasPrefix("undid: ") == true)
        let again = try #require(try LivePlan.load(id, from: other))
        #expect(await again.itemIDs == [1, 2, 3])
        #expect(await again.revision == 5)
    }

    static func conflict(_ kind: StoreKind) throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        let store = try database.open()
        let id = try store.createPlan(from: try Fixtures.smallDocument(), source: nil)
        var item = try #require(try store.loadPlan(id)?.document.items.first)
        item.label = "Renamed"
        var change = StoredChange(revision: 2, summary: "renamed")
        change.items = [item]
        #expect(throws: PlanStoreError.conflict(plan: id, expected: 1, stored: 0)) { try store.apply(change, to: id) }
        #expect(throws: PlanStoreError.conflict(plan: id + 7, expected: 1, stored: nil)) { try store.apply(change, to: id + 7) }
        #expect(try store.loadPlan(id)?.document.items.first?.label == "Design")
        #expect(try store.loadPlan(id)?.revision == 0)
        change.revision = 1
        try store.apply(change, to: id)
        #expect(try store.loadPlan(id)?.document.items.first?.label == "Renamed")
        // The same commit again (a retry from an out-of-date copy) is refused too.
        #expect(throws: PlanStoreError.conflict(plan: id, expected: 0, stored: 1)) {
            var stale = change
            stale.revision = 1
            try store.apply(stale, to: id)
        }
    }

    static func concurrentInstances(_ kind: StoreKind) async throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        let first = try database.open()
        let id = try first.createPlan(from: try Fixtures.smallDocument(), source: nil)
        let second = try database.openAnotherInstance()
        let items = try #require(try first.loadPlan(id)?.document.items)
        for round in 1...20 {
            let stores = [first, second]
            // Per instance: nil when its commit was written, else the store's refusal.
            let outcomes = await withTaskGroup(of: (Int, PlanStoreError?).self) { group in
                for (index, store) in stores.enumerated() {
                    var item = items[index]
                    item.label = "round \(round) by \(index)"
                    var change = StoredChange(revision: round, summary: "round \(round) by \(index)")
                    change.items = [item]
                    let commit = change
                    group.addTask {
                        do {
                            try store.apply(commit, to: id)
                            return (index, nil)
                        } catch let error as PlanStoreError {
                            return (index, error)
                        } catch {
                            return (index, .cannotOpen(path: "", reason: "\(error)"))
                        }
                    }
                }
                var all: [(Int, PlanStoreError?)] = []
                for await outcome in group { all.append(outcome) }
                return all
            }
            let winners = outcomes.filter { $0.1 == nil }
            try #require(winners.count == 1, "round \(round): \(outcomes)")
            let loser = try #require(outcomes.first { $0.0 != winners[0].0 })
            #expect(loser.1 == .conflict(plan: id, expected: round - 1, stored: round))
            let stored = try #require(try second.loadPlan(id))
            #expect(stored.revision == round)
            #expect(stored.document.items[winners[0].0].label == "round \(round) by \(winners[0].0)")
            #expect(try first.revisions(of: id).last?.summary == "round \(round) by \(winners[0].0)")
        }
        #expect(try first.revisions(of: id).map(\.revision) == Array(0...20))
    }

    static func calendars(_ kind: StoreKind) throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        let store = try database.open()
        let id = try store.createCalendar(text: weekText, file: "week.yaml", source: "/week.yaml#1")
        let (document, revision) = try #require(try store.loadCalendar(id))
        #expect(revision == 0)
        #expect(document.title == "Review week")
        // Byte order, as SQLite sorts text: upper case first.
        #expect(document.events.map(\.id) == ["Retro", "focus", "review"])
        let retro = try #require(document.events.first { $0.id == "Retro" })
        let review = try #require(document.events.first { $0.id == "review" })
        #expect(throws: PlanStoreError.conflict(plan: id, expected: 1, stored: 0)) {
            try store.applyCalendar([.removeEvent(retro)], summary: "deleted", revision: 2, to: id)
        }
        var moved = review
        moved.start = Time(year: 2025, month: 3, day: 4, hour: 9)
        moved.end = Time(year: 2025, month: 3, day: 4, hour: 10)
        try store.applyCalendar([.removeEvent(retro), .updateEvent(old: review, new: moved)], summary: "two edits", revision: 1, to: id)
        let (after, afterRevision) = try #require(try database.open().loadCalendar(id))
        #expect(afterRevision == 1)
        #expect(after.events.map(\.id) == ["focus", "review"])
        #expect(after.events.first { $0.id == "review" }?.start == Time(year: 2025, month: 3, day: 4, hour: 9))
        #expect(try store.calendarSummaries().map(\.id) == [id])
        #expect(try store.calendarID(importedFrom: "/week.yaml#1") == id)
        #expect(try store.calendarID(importedFrom: "/week.yaml#2") == nil)
    }

    static func calendarWindows(_ kind: StoreKind) throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        let store = try database.open()
        // Events over six weeks: short ones, zero-length ones, ones across midnight, and long ones (over two days).
        var generator = SeededRandomNumberGenerator(seed: 0x5EED_CA1E)
        var lines = ["kind: calendar", "version: 1", "title: Windows", "week: {hourHeight: 52}", "view: {type: week, days: 5}", "events:"]
        for index in 0..<240 {
            let day = 3 + Int.random(in: 0..<42, using: &generator)
            let hour = Int.random(in: 0..<24, using: &generator)
            let length = [0, 15, 60, 90, 300, 600, 2_880, 4_320, 10_080][Int.random(in: 0..<9, using: &generator)]
            let start = Time(year: 2025, month: 3, day: 1).adding(days: day - 1).adding(seconds: Double(hour * 3_600))
            let end = start.adding(seconds: Double(length * 60))
            lines.append("  - {id: e\(index), title: Event \(index), start: \(start.iso8601), end: \(end.iso8601)}")
        }
        let text = lines.joined(separator: "\n") + "\n"
        let id = try store.createCalendar(text: text, file: "windows.yaml", source: nil)
        var index = try CalendarDocument(parsing: text, file: "windows.yaml").eventStore()

        func expectSameWindows(_ note: Comment) throws {
            for (firstDay, days) in [(0, 7), (10, 1), (20, 3), (-5, 4), (44, 7), (60, 7), (15, 14)] {
                let from = Time(year: 2025, month: 3, day: 1).adding(days: firstDay), to = from.adding(days: days)
                let stored = try store.calendarEvents(id, from: from, to: to)
                let expected = index.events(in: from, to)
                #expect(Set(stored) == Set(expected), note)
                #expect(stored.count == expected.count, note)
                #expect(stored.map(\.start) == expected.map(\.start).sorted(), note)
            }
        }
        try expectSameWindows("as imported")
        #expect(try store.calendarEvents(id, from: Time(year: 2030, month: 1, day: 1), to: Time(year: 2030, month: 1, day: 8)).isEmpty)

        // Move a short event by a week and make another one long: both windows follow.
        let all = index.allEvents
        let short = try #require(all.first { $0.duration == 3_600 })
        let moved = short.moved(toStart: short.start.adding(days: 7))
        let lengthened = try #require(all.first { $0.duration == 900 && $0.id != short.id })
        var long = lengthened
        long.end = long.start.adding(days: 5)
        let edits: [CalendarEdit] = [.updateEvent(old: short, new: moved), .updateEvent(old: lengthened, new: long)]
        try store.applyCalendar(edits, summary: "moved and lengthened", revision: 1, to: id)
        for edit in edits { _ = try index.apply(edit) }
        try expectSameWindows("after the edits")

        // The settings open without the events: title, styles and view as written, and the first start.
        let (settings, revision, first) = try #require(try store.loadCalendarSettings(id))
        #expect(settings.events.isEmpty && settings.title == "Windows" && revision == 1)
        #expect(settings.weekStyle.hourHeight == 52 && settings.view.days == 5)
        #expect(first == index.allEvents.map(\.start).min())
        #expect(try store.loadCalendarSettings(id + 1) == nil)
    }

    static func documents(_ kind: StoreKind) throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        let store = try database.open()
        let text = "kind: barChart\ntitle: \"Sales\"\n# ünïcode ✓\n"
        let chart = try store.createDocument(kind: .barChart, title: "Sales", text: text, source: "/sales.yaml#1")
        let list = try store.createDocument(kind: .timeline, title: nil, text: "kind: timeline\n", source: nil)
        #expect(try store.loadDocument(chart)?.text == text)
        #expect(try store.loadDocument(chart)?.kind == .barChart)
        #expect(try store.loadDocument(list)?.title == nil)
        #expect(try store.loadDocument(list + 100) == nil)
        #expect(try store.documentSummaries().map(\.id) == [chart, list])
        #expect(try store.documentSummaries().map(\.kind) == [.barChart, .timeline])
        #expect(try store.documentID(importedFrom: "/sales.yaml#1") == chart)
        #expect(try store.documentID(importedFrom: "/sales.yaml#0") == nil)
    }

    static func announcesCommits(_ kind: StoreKind) throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        #expect(try database.open().announcesCommits == (kind == .postgres))
    }

    static func deletePlan(_ kind: StoreKind) async throws {
        let database = try TestDatabase(kind)
        defer { database.remove() }
        let store = try database.open()
        let kept = try store.createPlan(from: try Fixtures.smallDocument(), source: nil)
        let doomed = try store.createPlan(from: try Fixtures.smallDocument(), source: "plan.yaml#1")
        let registry = PlanRegistry(store: store)
        let plan = try await registry.lookUp(doomed).get()
        try await plan.perform(.setCompletion(GanttChartItem.ID(2), 0.5), by: UUID())
        let (_, pageChanges) = await plan.subscribe()
        // A second instance on a shared database has the plan open too.
        let otherRegistry = kind == .postgres ? PlanRegistry(store: try database.open()) : nil
        let otherPlan = try await otherRegistry?.lookUp(doomed).get()

        #expect(try await registry.deletePlan(doomed))
        #expect(try store.planIDs() == [kept])
        #expect(try store.loadPlan(doomed).map { _ in true } == nil)
        #expect(try store.revisions(of: doomed).isEmpty)
        #expect(try store.planID(importedFrom: "plan.yaml#1") == nil)
        #expect(try await registry.deletePlan(doomed) == false)
        #expect(try store.loadPlan(kept)?.document.items.count == Fixtures.smallDocument().items.count)
        // The page's change stream ends; the registry no longer has the plan.
        var iterator = pageChanges.makeAsyncIterator()
        #expect(await iterator.next() == nil)
        #expect(await plan.hasEnded)
        guard case .failure(.missing) = await registry.lookUp(doomed) else { Issue.record("the deleted plan still looks up"); return }
        if let otherPlan {
            // The other instance hears of it through NOTIFY and ends its copy.
            let deadline = ContinuousClock.now + .seconds(10)
            while !(await otherPlan.hasEnded), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            #expect(await otherPlan.hasEnded, "the other instance did not hear of the deletion")
        }
    }
}
