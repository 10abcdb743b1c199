import Foundation
import GRDB
import GanttChart
import Interchange
import ProjectScheduling
import Testing
import TimelineCore
import TimelineTestSupport
@testable import TimelineServer

/// The store's bulk paths bind and read SQLite columns in place
/// (`SQLiteStatementAccess`); GRDB's own rows and arguments are the reference.
@Suite("SQLiteStatementAccess")
struct SQLiteStatementAccessTests {
    /// Items with every stored column set or left out, texts empty, non-ASCII
    /// and long, ids in another order than rows.
    static func randomItems(count: Int, seed: UInt64) -> [TimelineDocument.Item] {
        var random = SeededRandomNumberGenerator(seed: seed)
        let texts: [String?] = [nil, "", "Ann, Bo", "Ünïcødé 🚀 Ω", String(repeating: "long text ", count: 40), "quote ' and \" and \\", "tab\tnew\nline"]
        let ids = (1...count).map { $0 * 3 + 7 }.shuffled(using: &random)
        let monday = Time(year: 2025, month: 3, day: 3, hour: 8)
        return ids.enumerated().map { position, id in
            let start = monday.adding(seconds: Double(Int.random(in: 0..<400, using: &random)) * 1_800)
            let milestone = Int.random(in: 0..<6, using: &random) == 0
            var item = TimelineDocument.Item(
                id: id, label: texts.randomElement(using: &random)!.map { "\($0) \(id)" } ?? "",
                row: Int.random(in: 0..<(count / 2 + 1), using: &random), start: start,
                finish: milestone ? nil : start.adding(seconds: Double(Int.random(in: 0..<200, using: &random)) * 900),
                completion: Double(Int.random(in: 0...4, using: &random)) / 4, type: milestone ? .milestone : .standard,
                attachment: texts.randomElement(using: &random)!, details: texts.randomElement(using: &random)!,
                schedule: Bool.random(using: &random) ? nil : "standard",
                colors: Bool.random(using: &random) ? .init() : .init(bar: "#3366cc", label: "rgb(1, 2, 3)"),
                parent: Bool.random(using: &random) || position == 0 ? nil : .id(ids[Int.random(in: 0..<position, using: &random)]),
                constraint: [nil, .asLateAsPossible, .startNoEarlierThan(start), .mustFinishOn(start.adding(seconds: 86_400))]
                    .randomElement(using: &random)!,
                deadline: Bool.random(using: &random) ? nil : start.adding(seconds: 7 * 86_400),
                taskType: ProjectTaskType.allCases.map(Optional.some).appending(nil).randomElement(using: &random)!,
                effortDriven: [nil, true, false].randomElement(using: &random)!,
                priority: Bool.random(using: &random) ? nil : Int.random(in: 0...1_000, using: &random))
            item.manual = [nil, true, false].randomElement(using: &random)!
            if Bool.random(using: &random) { item.baselines = [0: TimeRange(start..<start.adding(seconds: 3_600)), 3: TimeRange(start..<start)] }
            return item
        }
    }

    /// A store with an empty plan to write rows into.
    static func storeWithPlan() throws -> (TemporaryStore, PlanStore, Int) {
        let temporary = TemporaryStore()
        let store = try temporary.open()
        let id = try store.createPlan(from: TimelineDocument.emptyPlan(title: "Rows", today: Time(year: 2025, month: 3, day: 3)))
        return (temporary, store, id)
    }

    @Test("Bound in place, every column of every item is written as the record says (read back by name through GRDB)")
    func writtenColumns() throws {
        let (temporary, store, plan) = try Self.storeWithPlan()
        defer { temporary.remove() }
        let items = Self.randomItems(count: 300, seed: 17)
        let dependencies = (0..<40).map { index in
            TimelineDocument.Dependency(id: 1_000 + index, from: .id(items[index].id), to: .id(items[index + 100].id),
                                        type: [.fromFinishToStart, .fromStartToStart, .fromFinishToFinish][index % 3],
                                        details: [nil, "", "über"][index % 3], lag: index % 4 == 0 ? TimelineDocument.Lag(parsing: "-4h") : nil)
        }
        try store.pool.write { db in try PlanStore.upsert(items: items, dependencies: dependencies, plan: plan, in: db) }
        let rows = try store.pool.read { db in try Row.fetchAll(db, sql: "SELECT * FROM items WHERE plan_id = ? ORDER BY id", arguments: [plan]) }
        let expected = items.sorted { $0.id < $1.id }.map(StoredItemRecord.init)
        #expect(rows.count == expected.count)
        for (row, record) in zip(rows, expected) {
            let written = StoredItemRecord(
                id: row["id"], label: row["label"], row: row["row"], type: row["type"], start: row["start"], finish: row["finish"],
                completion: row["completion"], attachment: row["attachment"], details: row["details"], schedule: row["schedule"],
                colorsJSON: row["colors_json"], parent: row["parent"], constraintType: row["constraint_type"],
                constraintDate: row["constraint_date"], deadline: row["deadline"], baselinesJSON: row["baselines_json"],
                taskType: row["task_type"], effortDriven: row["effort_driven"], priority: row["priority"], manual: row["manual"])
            #expect(written == record)
            // An empty text stays a text, not NULL.
            #expect((row["details"] as String?) == record.details)
        }
        let links = try store.pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, from_item, to_item, type, details, lag FROM dependencies WHERE plan_id = ? ORDER BY id", arguments: [plan])
        }
        #expect(links.count == dependencies.count)
        for (row, dependency) in zip(links, dependencies) {
            #expect(row["id"] as Int == dependency.id)
            #expect(row["from_item"] as Int == items[dependency.id - 1_000].id)
            #expect(row["to_item"] as Int == items[dependency.id - 1_000 + 100].id)
            #expect(row["type"] as String == TimelineDocument.abbreviation(of: dependency.type))
            #expect(row["details"] as String? == dependency.details)
            #expect(row["lag"] as String? == dependency.lag?.description)
        }
    }

    @Test("Read in place, a stored plan's items equal what GRDB's rows give, in row order")
    func readItems() throws {
        let (temporary, store, plan) = try Self.storeWithPlan()
        defer { temporary.remove() }
        for seed in UInt64(1)...4 {
            let items = Self.randomItems(count: 250, seed: seed)
            try store.pool.write { db in
                try db.execute(sql: "DELETE FROM items WHERE plan_id = ?", arguments: [plan])
                try PlanStore.upsert(items: items, dependencies: [], plan: plan, in: db)
            }
            let reference = try store.pool.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM items WHERE plan_id = ? ORDER BY row, id", arguments: [plan]).map { row in
                    try StoredItemRecord(
                        id: row["id"], label: row["label"], row: row["row"], type: row["type"], start: row["start"], finish: row["finish"],
                        completion: row["completion"], attachment: row["attachment"], details: row["details"], schedule: row["schedule"],
                        colorsJSON: row["colors_json"], parent: row["parent"], constraintType: row["constraint_type"],
                        constraintDate: row["constraint_date"], deadline: row["deadline"], baselinesJSON: row["baselines_json"],
                        taskType: row["task_type"], effortDriven: row["effort_driven"], priority: row["priority"], manual: row["manual"]).item()
                }
            }
            let (document, _) = try #require(try store.loadPlan(plan))
            #expect(document.items == reference)
            #expect(document.items.map(\.id) != items.sorted { $0.id < $1.id }.map(\.id), "ids are not in row order, so the order was made")
        }
    }

    @Test("A plan read in two halves at once (a large plan's load) equals the plan read in one transaction: items, links, settings, revision")
    func readInHalves() throws {
        let (temporary, store, plan) = try Self.storeWithPlan()
        defer { temporary.remove() }
        for seed in UInt64(20)...23 {
            let items = Self.randomItems(count: 120 + Int(seed), seed: seed)
            let dependencies = (0..<50).map { index in
                TimelineDocument.Dependency(id: 10 + index, from: .id(items[index].id), to: .id(items[index + 60].id),
                                            type: [.fromFinishToStart, .fromStartToStart, .fromFinishToFinish, .fromStartToFinish][index % 4],
                                            details: index % 5 == 0 ? "why" : nil, lag: index % 3 == 0 ? TimelineDocument.Lag(parsing: "2d") : nil)
            }
            try store.pool.write { db in
                try db.execute(sql: "DELETE FROM items WHERE plan_id = ?", arguments: [plan])
                try db.execute(sql: "DELETE FROM dependencies WHERE plan_id = ?", arguments: [plan])
                try PlanStore.upsert(items: items, dependencies: dependencies, plan: plan, in: db)
                try db.execute(sql: "UPDATE plans SET revision = ? WHERE id = ?", arguments: [Int(seed), plan])
            }
            let whole = try #require(try store.loadPlan(plan, readingInHalvesFrom: .max))
            let halves = try #require(try store.loadPlan(plan, readingInHalvesFrom: 2))
            #expect(halves.document == whole.document)
            #expect(halves.revision == Int(seed) && whole.revision == Int(seed))
            #expect(halves.document.items.count == items.count && halves.document.dependencies.count == dependencies.count)
            #expect(halves.document.dependencies.map(\.type) == dependencies.map(\.type))
            #expect(halves.document.dependencies.map(\.lag) == dependencies.map(\.lag))
        }
        #expect(try store.loadPlan(plan + 1, readingInHalvesFrom: 2) == nil)
    }

    @Test("Items read in key order are put in row order: by row, then id, as ORDER BY row, id")
    func rowOrder() {
        var random = SeededRandomNumberGenerator(seed: 5)
        let time = Time(year: 2025, month: 3, day: 3)
        for count in [0, 1, 2, 3, 50, 400] {
            var items = (0..<count).map { index in
                TimelineDocument.Item(id: index * 7 % 1_009 + 1, row: Int.random(in: 0..<max(1, count / 3), using: &random), start: time)
            }
            items.shuffle(using: &random)
            let expected = items.sorted { ($0.row, $0.id) < ($1.row, $1.id) }
            StoredItemRecord.putInRowOrder(&items)
            #expect(items == expected)
            StoredItemRecord.putInRowOrder(&items)
            #expect(items == expected, "already in order: unchanged")
        }
    }

    @Test("A stored date that no longer reads fails the load with the reader's message; nothing is changed")
    func unreadableDate() throws {
        let (temporary, store, plan) = try Self.storeWithPlan()
        defer { temporary.remove() }
        let items = Self.randomItems(count: 20, seed: 9)
        try store.pool.write { db in
            try PlanStore.upsert(items: items, dependencies: [], plan: plan, in: db)
            try db.execute(sql: "UPDATE items SET finish = '2025-02-30T08:00:00' WHERE plan_id = ? AND id = ?", arguments: [plan, items[7].id])
        }
        #expect {
            _ = try store.loadPlan(plan)
        } throws: { error in
            "\(error)".contains("2025-02-30")
        }
        let stored = try store.pool.read { db in try String.fetchOne(db, sql: "SELECT finish FROM items WHERE id = ?", arguments: [items[7].id]) }
        #expect(stored == "2025-02-30T08:00:00")
    }
}

private extension Array {
    func appending(_ element: Element) -> [Element] { self + [element] }
}
