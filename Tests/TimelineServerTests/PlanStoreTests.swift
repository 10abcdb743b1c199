import ProjectScheduling
import CalendarViews
import Foundation
import GRDB
import GanttChart
import Interchange
import Testing
import TimelineCore
@testable import TimelineServer

@Suite("PlanStore")
struct PlanStoreTests {
    @Test("A new database has every migration applied")
    func migrations() throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        #expect(try store.appliedMigrations() == ["v1-plans-items-dependencies", "v2-revisions", "v3-hierarchy-lags-constraints", "v4-plan-source", "v5-calendars", "v6-documents", "v7-item-baselines", "v8-item-task-options", "v9-item-manual", "v10-calendar-event-index"])
        #expect(try store.pragma("journal_mode") == "wal")
        #expect(try store.pragma("synchronous") == "2")   // FULL
        // Opening again migrates nothing and keeps the data.
        let id = try store.createPlan(from: try Fixtures.smallDocument())
        let reopened = try temporary.open()
        #expect(try reopened.planIDs() == [id])
    }

    @Test("A calendar stored before the event index is indexed when the database is opened: its windows and settings read as before")
    func calendarIndexMigration() throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let text = """
            kind: calendar
            version: 1
            title: Old calendar
            week: {hourHeight: 44}
            events:
              - {id: a, title: Standup, start: 2025-03-03T09:00, end: 2025-03-03T09:15}
              - {id: b, title: Offsite, start: 2025-03-04T08:00, end: 2025-03-08T18:00}
              - {id: c, title: Retro, start: 2025-03-12T15:00, end: 2025-03-12T16:00}
            """
        // The database as v9 wrote it: events as JSON bodies only.
        do {
            let pool = try DatabasePool(path: temporary.path)
            try PlanStore.migrator.migrate(pool, upTo: "v9-item-manual")
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let events = try CalendarDocument(parsing: text, file: "old.yaml").events
            try pool.write { db in
                try db.execute(sql: "INSERT INTO calendars (id, title, document_text, revision, created_at, updated_at) VALUES (1, 'Old calendar', ?, 3, 'x', 'x')",
                               arguments: [text])
                for event in events {
                    try db.execute(sql: "INSERT INTO calendar_events (calendar_id, id, body_json) VALUES (1, ?, ?)",
                                   arguments: [event.id, String(decoding: try encoder.encode(event), as: UTF8.self)])
                }
            }
        }
        let store = try temporary.open()
        let (settings, revision, first) = try #require(try store.loadCalendarSettings(1))
        #expect(settings.title == "Old calendar" && settings.events.isEmpty && settings.weekStyle.hourHeight == 44 && revision == 3)
        #expect(first == Time(year: 2025, month: 3, day: 3, hour: 9))
        let firstWeek = try store.calendarEvents(1, from: Time(year: 2025, month: 3, day: 3), to: Time(year: 2025, month: 3, day: 10))
        #expect(firstWeek.map(\.id) == ["a", "b"])
        let friday = try store.calendarEvents(1, from: Time(year: 2025, month: 3, day: 7), to: Time(year: 2025, month: 3, day: 8))
        #expect(friday.map(\.id) == ["b"], "a long event is found on every day it covers")
        #expect(try store.calendarEvents(1, from: Time(year: 2025, month: 3, day: 10), to: Time(year: 2025, month: 3, day: 17)).map(\.id) == ["c"])
    }

    @Test("A stored plan keeps parents, lags, constraints and deadlines")
    func schedulingFields() throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try TimelineDocument(parsing: """
            items:
              - {id: 1, label: Phase, type: summary, start: 2025-03-03T08:00}
              - {id: 2, label: A, parent: Phase, start: 2025-03-03T08:00, duration: 1d, deadline: 2025-03-07T16:00}
              - {id: 3, label: B, parent: 1, start: 2025-03-04T12:00, duration: 1d, constraint: {type: SNET, date: 2025-03-04T12:00}}
              - {id: 4, label: C, start: 2025-03-06T08:00, duration: 1d, constraint: ALAP}
            dependencies:
              - {from: 2, to: 3, lag: -4h}
            """))
        let (document, _) = try #require(try temporary.open().loadPlan(id))
        #expect(document.items.map(\.parent) == [nil, .id(1), .id(1), nil])
        #expect(document.items[1].deadline == Time(year: 2025, month: 3, day: 7, hour: 16))
        #expect(document.items[2].constraint == .startNoEarlierThan(Time(year: 2025, month: 3, day: 4, hour: 12)))
        #expect(document.items[3].constraint == .asLateAsPossible)
        #expect(document.dependencies.first?.lag?.description == "-4h")
        // The summary spans its children: Mon 08:00 to Wed 12:00.
        #expect(document.items[0].finish == Time(year: 2025, month: 3, day: 5, hour: 12))
    }

    @Test("A stored plan reads back equal: items with their resolved finishes, dependencies, settings")
    func roundTrip() throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let reopened = try temporary.open()
        let (document, revision) = try #require(try reopened.loadPlan(id))
        #expect(revision == 0)
        #expect(document.title == "Small <plan> & \"quotes\"")
        #expect(document.items.map(\.id) == [1, 2, 3, 4])
        // Design: 2 working days of the standard schedule from Monday 08:00 → Tuesday 16:00.
        #expect(document.items[0].finish == Time(year: 2025, month: 3, day: 4, hour: 16))
        #expect(document.items[2].completion == 0.25)
        #expect(document.items[3].type == .milestone)
        #expect(document.dependencies.count == 2)
        let original = try PlanModel(id: 0, document: try Fixtures.smallDocument()).document()
        let reloaded = try PlanModel(id: 0, document: document).document()
        #expect(reloaded.items == original.items)
        #expect(reloaded.dependencies == original.dependencies)
        _ = store
    }

    @Test("The demo plan is stored with all its items")
    func demoPlan() throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let document = try Fixtures.demoDocument()
        let id = try store.createPlan(from: document)
        let (loaded, _) = try #require(try store.loadPlan(id))
        #expect(loaded.items.count == document.items.count)
        #expect(loaded.items.count >= 25)
        #expect(loaded.dependencies.count == document.dependencies.count)
    }

    @Test("Acknowledged edits are in the database when perform returns; a reopened plan shows them")
    func durableEdits() async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let plan = try #require(try LivePlan.load(id, from: store))
        let session = UUID()
        try await plan.perform(.setCompletion(GanttChartItem.ID(2), 0.5), by: session)
        try await plan.perform(.moveItem(GanttChartItem.ID(1), start: Time(year: 2025, month: 3, day: 4, hour: 8)), by: session)
        try await plan.perform(.deleteItem(GanttChartItem.ID(4)), by: session)
        try await plan.perform(.addDependency(from: GanttChartItem.ID(1), to: GanttChartItem.ID(3), type: .fromStartToStart), by: session)

        let reopened = try temporary.open()
        let (document, revision) = try #require(try reopened.loadPlan(id))
        #expect(revision == 4)
        #expect(document.items.first { $0.id == 2 }?.completion == 0.5)
        #expect(document.items.first { $0.id == 1 }?.start == Time(year: 2025, month: 3, day: 4, hour: 8))
        #expect(document.items.first { $0.id == 1 }?.finish == Time(year: 2025, month: 3, day: 5, hour: 16))
        #expect(!document.items.contains { $0.id == 4 })
        #expect(document.dependencies.contains { $0.type == .fromStartToStart })
        #expect(try reopened.revisions(of: id).map(\.revision) == [0, 1, 2, 3, 4])

        // A fresh live plan from the reopened store has the same items.
        let again = try #require(try LivePlan.load(id, from: reopened))
        #expect(await again.itemIDs == [1, 2, 3])
        #expect(await again.item(2)?.completion == 0.5)
    }

    @Test("A rejected edit changes neither the model nor the database")
    func rejectedEdit() async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let plan = try #require(try LivePlan.load(id, from: store))
        await #expect(throws: PlanEditError.self) {
            try await plan.perform(.setCompletion(GanttChartItem.ID(2), 1.5), by: UUID())
        }
        await #expect(throws: PlanEditError.self) {
            try await plan.perform(.addDependency(from: GanttChartItem.ID(3), to: GanttChartItem.ID(1), type: .fromFinishToStart), by: UUID())
        }
        #expect(await plan.revision == 0)
        #expect(try store.loadPlan(id)?.revision == 0)
        #expect(await plan.item(2)?.completion == 0)
    }

    @Test("Undo and redo are edits too: stored, and the plan returns to its earlier state")
    func undoRedo() async throws {
        let (temporary, store, id) = try Fixtures.storeWithSmallPlan()
        defer { temporary.remove() }
        let plan = try #require(try LivePlan.load(id, from: store))
        let before = await plan.document()
        try await plan.perform(.deleteItem(GanttChartItem.ID(2)), by: UUID())
        #expect(await plan.dependencies.isEmpty)
        _ = try await plan.undo(by: UUID())
        #expect(await plan.document() == before)
        #expect(try store.loadPlan(id)?.document.items == before.items)
        #expect(try store.loadPlan(id)?.document.dependencies.count == 2)
        _ = try await plan.redo(by: UUID())
        #expect(await plan.itemIDs == [1, 3, 4])
        #expect(try store.loadPlan(id)?.document.items.map(\.id) == [1, 3, 4])
    }

    @Test("A plan imported from a source is found again by it; the newest import wins; other sources find nothing")
    func importedFrom() throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let source = "/plans/fitout.yaml#fnv1a64:1f"
        #expect(try store.planID(importedFrom: source) == nil)
        let first = try store.createPlan(from: try Fixtures.smallDocument(), source: source)
        #expect(try store.planID(importedFrom: source) == first)
        let unrelated = try store.createPlan(from: try Fixtures.smallDocument())
        let second = try store.createPlan(from: try Fixtures.smallDocument(), source: source)
        #expect(try store.planID(importedFrom: source) == second)
        #expect(try store.planID(importedFrom: "/plans/fitout.yaml#fnv1a64:20") == nil)
        #expect(unrelated != second)
    }
}
