import CalendarViews
import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
@testable import TimelineServer

/// What only the PostgreSQL store does: several instances on one database,
/// kept in step through LISTEN/NOTIFY. (Its storage is tested with SQLite's in
/// ``TimelineStoreTests``.) Needs `TIMELINEKIT_TEST_POSTGRES` (`eval "$(.ci/postgres)"`);
/// shows as skipped without it.
@Suite("PostgresPlanStore: instances in step", .timeLimit(.minutes(2)), .needsPostgres)
struct PostgresPlanStoreTests {
    /// The next change a subscription hears, or `nil` after `seconds`.
    private func nextChange(_ stream: AsyncStream<PlanChange>, within seconds: Double) async -> PlanChange? {
        await withTaskGroup(of: PlanChange?.self) { group in
            group.addTask {
                for await change in stream { return change }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    @Test("An edit on instance A reaches a page of instance B as a change from another server, with A's revision and values")
    func editReachesOtherInstance() async throws {
        let database = try TestDatabase(.postgres)
        defer { database.remove() }
        let storeA = try database.open(), storeB = try database.open()
        let id = try storeA.createPlan(from: try Fixtures.smallDocument(), source: nil)
        let registryA = PlanRegistry(store: storeA), registryB = PlanRegistry(store: storeB)
        let planA = try #require(await registryA.plan(id)), planB = try #require(await registryB.plan(id))
        let (subscription, changes) = await planB.subscribe()
        defer { Task { await planB.unsubscribe(subscription) } }

        // No timing here (the browser test measures the delay): only that it arrives, within nextChange's 5 s.
        try await planA.perform(.setCompletion(GanttChartItem.ID(2), 0.5), by: UUID())
        let change = try #require(await nextChange(changes, within: 5), "instance B heard nothing within 5 s")
        #expect(change.revision == 1)
        #expect(change.origin == LiveDocumentCore<PlanModel>.otherServer)
        #expect(change.summary.contains("Build"))
        #expect(await planB.revision == 1)
        #expect(await planB.item(2)?.completion == 0.5)

        // And back: B edits on top of A's revision without a conflict; A hears it.
        let (subscriptionA, changesA) = await planA.subscribe()
        defer { Task { await planA.unsubscribe(subscriptionA) } }
        try await planB.perform(.editCell(row: 0, column: "label", text: "Design (B)"), by: UUID())
        let back = try #require(await nextChange(changesA, within: 5))
        #expect(back.revision == 2)
        #expect(await planA.item(1)?.label == "Design (B)")
        #expect(try storeA.loadPlan(id)?.revision == 2)
    }

    /// Whether `plan` stored `edit` (a refused edit is rolled back).
    private func attempt(_ plan: LivePlan, _ edit: PlanEdit) async -> Bool {
        do {
            return try await plan.perform(edit, by: UUID()) != nil
        } catch {
            return false
        }
    }

    @Test("Edits made at once on two instances: each is stored whole or refused, and both instances end on the stored plan")
    func concurrentEditsConverge() async throws {
        let database = try TestDatabase(.postgres)
        defer { database.remove() }
        let storeA = try database.open(), storeB = try database.open()
        let id = try storeA.createPlan(from: try Fixtures.smallDocument(), source: nil)
        let registryA = PlanRegistry(store: storeA), registryB = PlanRegistry(store: storeB)
        let planA = try #require(await registryA.plan(id)), planB = try #require(await registryB.plan(id))
        var accepted: [String] = []
        for round in 1...10 {
            async let a = attempt(planA, .editCell(row: 0, column: "label", text: "A\(round)"))
            async let b = attempt(planB, .editCell(row: 1, column: "label", text: "B\(round)"))
            let (storedA, storedB) = await (a, b)
            if storedA { accepted.append("A\(round)") }
            if storedB { accepted.append("B\(round)") }
        }
        // Let the last announcements arrive.
        let stored = try #require(try storeA.loadPlan(id))
        var settled = false
        for _ in 0..<100 where !settled {
            let (revisionA, revisionB) = (await planA.revision, await planB.revision)
            settled = revisionA == stored.revision && revisionB == stored.revision
            if !settled { try await Task.sleep(for: .milliseconds(20)) }
        }
        let (revisionA, revisionB) = (await planA.revision, await planB.revision)
        #expect(settled, "A at \(revisionA), B at \(revisionB), stored \(stored.revision)")
        #expect(stored.revision == accepted.count)
        #expect(try storeA.revisions(of: id).map(\.revision) == Array(0...accepted.count))
        let labels = stored.document.items.map(\.label)
        for plan in [planA, planB] {
            #expect(await plan.item(1)?.label == labels[0])
            #expect(await plan.item(2)?.label == labels[1])
        }
        // The stored labels are the last accepted edit of each instance.
        #expect(labels[0] == accepted.last { $0.hasPrefix("A") } ?? "Design")
        #expect(labels[1] == accepted.last { $0.hasPrefix("B") } ?? "Build")
    }

    @Test("A calendar edit on one instance reaches the other instance's calendar")
    func calendarEditReachesOtherInstance() async throws {
        let database = try TestDatabase(.postgres)
        defer { database.remove() }
        let storeA = try database.open(), storeB = try database.open()
        let id = try storeA.createCalendar(text: """
            kind: calendar
            version: 1
            events:
              - { id: standup, title: Standup, start: 2025-03-03T09:00, end: 2025-03-03T09:15 }
            """, file: "week.yaml", source: nil)
        let registryA = PlanRegistry(store: storeA), registryB = PlanRegistry(store: storeB)
        let calendarA = try await registryA.lookUpCalendar(id).get(), calendarB = try await registryB.lookUpCalendar(id).get()
        let (subscription, changes) = await calendarB.subscribe()
        defer { Task { await calendarB.unsubscribe(subscription) } }
        // Both show the week (a live calendar reads the events of the days its pages show).
        let week = Time(year: 2025, month: 3, day: 3).dayNumber..<(Time(year: 2025, month: 3, day: 3).dayNumber + 7)
        try await calendarA.loadEvents(days: week)
        try await calendarB.loadEvents(days: week)
        #expect(await calendarB.event("standup")?.start == Time(year: 2025, month: 3, day: 3, hour: 9))
        let standup = try #require(await calendarA.event("standup"))
        var moved = standup
        moved.start = Time(year: 2025, month: 3, day: 4, hour: 9)
        moved.end = Time(year: 2025, month: 3, day: 4, hour: 9, minute: 15)
        try await calendarA.perform(.updateEvent(old: standup, new: moved), actionName: "Move", by: UUID())
        let change = try #require(await nextChange(changes, within: 5))
        #expect(change.revision == 1)
        #expect(change.summary == "moved \"Standup\"")
        // B took the stored revision and reads its windows again: the moved event, not its old copy.
        try await calendarB.loadEvents(days: week)
        #expect(await calendarB.event("standup")?.start == Time(year: 2025, month: 3, day: 4, hour: 9))
        #expect(await calendarB.events.count == 1)
    }

    @Test("A wrong password is refused with the server's reason, and no message repeats the password")
    func wrongPassword() throws {
        let database = try TestDatabase(.postgres)
        defer { database.remove() }
        var components = try #require(URLComponents(string: database.address))
        components.password = "not-the-password-4711"
        let error = #expect(throws: PostgresPlanStoreError.self) { _ = try PostgresPlanStore(url: components.string ?? "") }
        let text = String(describing: try #require(error))
        #expect(text.contains("cannot connect to the database postgres://"))
        #expect(!text.contains("not-the-password-4711"))
    }
}

@Suite("PostgresAddress")
struct PostgresAddressTests {
    @Test("A URL reads into its parts; the shown form has no password")
    func parts() throws {
        let address = try PostgresAddress("postgres://plan%40ner:s%3Acret@db.example.com:6543/team_plans?schema=q2&sslmode=disable")
        #expect(address.user == "plan@ner")
        #expect(address.password == "s:cret")
        #expect(address.host == "db.example.com")
        #expect(address.port == 6543)
        #expect(address.database == "team_plans")
        #expect(address.schema == "q2")
        #expect(address.redacted == "postgres://plan@ner@db.example.com:6543/team_plans?schema=q2")
        #expect(!address.redacted.contains("cret"))
    }

    @Test("Defaults: port 5432, the database named after the user; postgresql:// and IPv6 hosts read too")
    func defaults() throws {
        let address = try PostgresAddress("postgresql://timelinekit@[::1]")
        #expect(address.host == "::1")
        #expect(address.port == 5432)
        #expect(address.database == "timelinekit")
        #expect(address.password == nil)
        #expect(address.redacted == "postgres://timelinekit@[::1]:5432/timelinekit")
        #expect(PostgresPlanStore.isPostgresURL("POSTGRES://x@h/db"))
        #expect(!PostgresPlanStore.isPostgresURL("./timelinekit.sqlite"))
    }

    @Test("Bad URLs are refused naming what is wrong, never echoing the password",
          arguments: [
              ("postgres:///db", "names no host"),
              ("postgres://u:pw-secret@h/db?sslmode=require", "TLS is not supported"),
              ("postgres://u:pw-secret@h/db?schema=Bad-Name", "schema:"),
              ("postgres://u:pw-secret@h/db?user=x", "unknown option user"),
              ("postgres://u:pw-secret@h/a/b", "one database"),
          ])
    func refused(url: String, reason: String) throws {
        let error = #expect(throws: PostgresPlanStoreError.self) { _ = try PostgresAddress(url) }
        let text = String(describing: try #require(error))
        #expect(text.contains(reason), "\(text)")
        #expect(!text.contains("pw-secret"))
    }
}
