import ProjectScheduling
import Foundation
import GanttChart
import GRDB
import Synchronization
public import Interchange
import TimelineCore

/// Plans in SQLite (GRDB `DatabasePool`, so WAL mode): the chart settings,
/// items, dependencies and a log of revisions.
///
/// Schema (see ``migrator``):
/// - `plans(id, title, settings_json, revision, created_at, updated_at)` — the
///   document without items and dependencies, as JSON;
/// - `items(plan_id, id, label, row, type, start, finish, completion,
///   attachment, details, schedule, colors_json)`;
/// - `dependencies(plan_id, id, from_item, to_item, type, details)`;
/// - `revisions(plan_id, revision, created_at, summary, items_json)`;
/// - `calendars(id, title, document_text, settings_text, revision, source, …)`
///   — a calendar document as written and its settings without the events
///   (``Interchange/CalendarDocument/settingsText(of:file:)``),
///   `calendar_events(calendar_id, id, body_json, start_seconds, end_seconds,
///   is_long)` — its events, one row each, indexed by start so that a window's
///   events are read without the others (``calendarEvents(_:from:to:)``) —
///   and `calendar_revisions`.
///
/// Every write is one transaction that commits before the call returns, so an
/// edit acknowledged after ``apply(_:to:)`` survives a crash.
public final class PlanStore: Sendable {
    let pool: DatabasePool
    /// The database file.
    public let path: String
    /// The descriptor holding the exclusive lock, when opened with `exclusive`.
    private let lockDescriptor: Int32?

    /// Opens (or creates) the database at `path` and migrates it.
    ///
    /// A new database file is created readable and writable by its owner only
    /// (mode 0600); SQLite gives its `-wal` and `-shm` files the same mode.
    /// - Parameters:
    ///   - path: The database file.
    ///   - exclusive: Whether to hold an exclusive lock on the file while the
    ///     store is open, so that a second server on the same file refuses to
    ///     start instead of overwriting the first one's edits.
    /// - Throws: ``PlanStoreError/inUse(path:)`` when `exclusive` and another
    ///   process holds the file; GRDB's errors when the file cannot be opened or migrated.
    public init(path: String, exclusive: Bool = false) throws {
        self.path = path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw PlanStoreError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        if exclusive {
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                throw PlanStoreError.inUse(path: path)
            }
            lockDescriptor = descriptor
        } else {
            close(descriptor)
            lockDescriptor = nil
        }
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            // WAL (DatabasePool) with a full sync on commit: an acknowledged edit survives power loss.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            try Self.migrator.migrate(pool)
        } catch {
            if let lockDescriptor { close(lockDescriptor) }
            throw error
        }
    }

    deinit {
        if let lockDescriptor { close(lockDescriptor) }
    }

    /// The value of a read-only pragma (`journal_mode`, `synchronous`), for checks.
    func pragma(_ name: String) throws -> String? {
        guard name.allSatisfy({ $0.isLetter || $0 == "_" }) else { return nil }
        return try pool.read { db in try String.fetchOne(db, sql: "PRAGMA \(name)") }
    }

    /// The schema's migrations, in order.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-plans-items-dependencies") { db in
            try db.execute(sql: """
                CREATE TABLE plans (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    title TEXT,
                    settings_json TEXT NOT NULL,
                    revision INTEGER NOT NULL DEFAULT 0,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE TABLE items (
                    plan_id INTEGER NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
                    id INTEGER NOT NULL,
                    label TEXT NOT NULL,
                    row INTEGER NOT NULL,
                    type TEXT NOT NULL,
                    start TEXT NOT NULL,
                    finish TEXT NOT NULL,
                    completion REAL NOT NULL,
                    attachment TEXT,
                    details TEXT,
                    schedule TEXT,
                    colors_json TEXT,
                    PRIMARY KEY (plan_id, id)
                );
                CREATE TABLE dependencies (
                    plan_id INTEGER NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
                    id INTEGER NOT NULL,
                    from_item INTEGER NOT NULL,
                    to_item INTEGER NOT NULL,
                    type TEXT NOT NULL,
                    details TEXT,
                    PRIMARY KEY (plan_id, id)
                );
                """)
        }
        migrator.registerMigration("v2-revisions") { db in
            try db.execute(sql: """
                CREATE TABLE revisions (
                    plan_id INTEGER NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
                    revision INTEGER NOT NULL,
                    created_at TEXT NOT NULL,
                    summary TEXT NOT NULL,
                    items_json TEXT NOT NULL,
                    PRIMARY KEY (plan_id, revision)
                );
                """)
        }
        migrator.registerMigration("v3-hierarchy-lags-constraints") { db in
            try db.execute(sql: """
                ALTER TABLE items ADD COLUMN parent INTEGER;
                ALTER TABLE items ADD COLUMN constraint_type TEXT;
                ALTER TABLE items ADD COLUMN constraint_date TEXT;
                ALTER TABLE items ADD COLUMN deadline TEXT;
                ALTER TABLE dependencies ADD COLUMN lag TEXT;
                """)
        }
        migrator.registerMigration("v4-plan-source") { db in
            try db.execute(sql: "ALTER TABLE plans ADD COLUMN source TEXT")
        }
        migrator.registerMigration("v5-calendars") { db in
            try db.execute(sql: """
                CREATE TABLE calendars (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    title TEXT,
                    document_text TEXT NOT NULL,
                    revision INTEGER NOT NULL DEFAULT 0,
                    source TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE TABLE calendar_events (
                    calendar_id INTEGER NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
                    id TEXT NOT NULL,
                    body_json TEXT NOT NULL,
                    PRIMARY KEY (calendar_id, id)
                );
                CREATE TABLE calendar_revisions (
                    calendar_id INTEGER NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
                    revision INTEGER NOT NULL,
                    created_at TEXT NOT NULL,
                    summary TEXT NOT NULL,
                    PRIMARY KEY (calendar_id, revision)
                );
                """)
        }
        migrator.registerMigration("v6-documents") { db in
            try db.execute(sql: """
                CREATE TABLE documents (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL,
                    title TEXT,
                    document_text TEXT NOT NULL,
                    source TEXT,
                    created_at TEXT NOT NULL
                );
                """)
        }
        migrator.registerMigration("v7-item-baselines") { db in
            try db.execute(sql: "ALTER TABLE items ADD COLUMN baselines_json TEXT")
        }
        migrator.registerMigration("v8-item-task-options") { db in
            // What effort-driven scheduling and leveling read: `taskType`, `effortDriven`, `priority`.
            try db.execute(sql: "ALTER TABLE items ADD COLUMN task_type TEXT")
            try db.execute(sql: "ALTER TABLE items ADD COLUMN effort_driven INTEGER")
            try db.execute(sql: "ALTER TABLE items ADD COLUMN priority INTEGER")
        }
        migrator.registerMigration("v9-item-manual") { db in
            // Manually scheduled items (`manual: true`): auto-scheduling keeps their dates.
            try db.execute(sql: "ALTER TABLE items ADD COLUMN manual INTEGER")
        }
        migrator.registerMigration("v10-calendar-event-index") { db in
            // A live calendar loads the events of the days on screen (StoredCalendarEvent), and opens with its settings alone.
            try db.execute(sql: """
                ALTER TABLE calendars ADD COLUMN settings_text TEXT;
                ALTER TABLE calendar_events ADD COLUMN start_seconds REAL;
                ALTER TABLE calendar_events ADD COLUMN end_seconds REAL;
                ALTER TABLE calendar_events ADD COLUMN is_long INTEGER;
                CREATE INDEX calendar_events_by_start ON calendar_events (calendar_id, is_long, start_seconds);
                """)
            let update = try db.makeStatement(sql: "UPDATE calendar_events SET start_seconds = ?, end_seconds = ?, is_long = ? WHERE calendar_id = ? AND id = ?")
            let decoder = JSONDecoder()
            for stored in try Row.fetchAll(db, sql: "SELECT calendar_id, id, body_json FROM calendar_events") {
                let row = try StoredCalendarEvent(id: stored["id"], bodyJSON: stored["body_json"], decoder: decoder)
                try update.execute(arguments: [row.startSeconds, row.endSeconds, row.isLong, stored["calendar_id"] as Int, row.id])
            }
        }
        return migrator
    }

    /// The names of the applied migrations, oldest first.
    public func appliedMigrations() throws -> [String] {
        try pool.read { db in Self.oldestFirst(try Self.migrator.appliedIdentifiers(db)) }
    }

    /// Migration names oldest first: by their number (`v2-…` before `v10-…`), then by name.
    static func oldestFirst(_ names: some Sequence<String>) -> [String] {
        func number(_ name: String) -> Int { Int(name.dropFirst().prefix { $0.isNumber }) ?? .max }
        return names.sorted { (number($0), $0) < (number($1), $1) }
    }

    /// The ids of the stored plans, ascending.
    public func planIDs() throws -> [Int] {
        try pool.read { db in try Int.fetchAll(db, sql: "SELECT id FROM plans ORDER BY id") }
    }

    /// The stored plans' ids and titles, ascending by id.
    public func planSummaries() throws -> [(id: Int, title: String?)] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, title FROM plans ORDER BY id").map { ($0["id"] as Int, $0["title"] as String?) }
        }
    }

    /// Stores a new plan: resolves the document (durations become finishes)
    /// and writes it with revision 0.
    /// - Parameter original: The plan.
    /// - Returns: The new plan's id.
    /// - Throws: ``Interchange/TimelineDocumentErrors`` when the document does not
    ///   resolve; database errors.
    ///   - source: Where the plan came from (a file and a fingerprint of its
    ///     bytes), so that serving the same file again finds it
    ///     (``planID(importedFrom:)``) instead of importing another copy.
    public func createPlan(from original: TimelineDocument, source: String? = nil) throws -> Int {
        try createPlan(from: original, resolved: original.resolve(), source: source)
    }

    /// ``createPlan(from:source:)`` of a document resolved already (see
    /// ``TimelineStore/createPlan(from:resolved:source:)``).
    public func createPlan(from original: TimelineDocument, resolved: ResolvedTimelineDocument, source: String? = nil) throws -> Int {
        let document = PlanModel.storedDocument(of: original, resolved: resolved)
        var settings = document
        settings.items = []
        settings.dependencies = []
        let now = Self.timestamp()
        return try pool.write { db in
            try db.execute(sql: "INSERT INTO plans (title, settings_json, revision, created_at, updated_at, source) VALUES (?, ?, 0, ?, ?, ?)",
                           arguments: [document.title, settings.jsonString(), now, now, source])
            let id = Int(db.lastInsertedRowID)
            try Self.upsert(items: document.items, dependencies: document.dependencies, plan: id, in: db)
            try db.execute(sql: "INSERT INTO revisions (plan_id, revision, created_at, summary, items_json) VALUES (?, 0, ?, ?, '[]')",
                           arguments: [id, now, "imported \(document.items.count) items"])
            return id
        }
    }

    /// Deletes plan `id` with its items, dependencies and revision log (the
    /// tables cascade), in one transaction.
    /// - Returns: `false` when there was no such plan.
    /// - Throws: Database errors.
    public func deletePlan(_ id: Int) throws -> Bool {
        try pool.write { db in
            try db.execute(sql: "DELETE FROM plans WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }

    /// The newest plan imported from `source` (see ``createPlan(from:source:)``).
    /// - Returns: Its id, or `nil` when nothing was imported from there.
    public func planID(importedFrom source: String) throws -> Int? {
        try pool.read { db in
            try Int.fetchOne(db, sql: "SELECT id FROM plans WHERE source = ? ORDER BY id DESC LIMIT 1", arguments: [source])
        }
    }

    /// A stored plan as a document (items with explicit finishes), and its revision.
    ///
    /// A large plan is read in two halves at once (items by id range, the
    /// links with the second half), each in a read transaction of its own on
    /// its own connection; when another instance wrote in between (the halves'
    /// revisions differ), the plan is read again in one transaction.
    /// - Returns: `nil` when there is no plan with `id`.
    public func loadPlan(_ id: Int) throws -> (document: TimelineDocument, revision: Int)? {
        try loadPlan(id, readingInHalvesFrom: Self.itemsReadInHalves)
    }

    /// ``loadPlan(_:)``, reading in halves from `threshold` items (tests read small plans so).
    func loadPlan(_ id: Int, readingInHalvesFrom threshold: Int) throws -> (document: TimelineDocument, revision: Int)? {
        let bounds = try pool.read { db in
            try Row.fetchOne(db, sql: "SELECT MIN(id), MAX(id), COUNT(*) FROM items WHERE plan_id = ?", arguments: [id])
        }
        if let bounds, let low = bounds[0] as Int?, let high = bounds[1] as Int?, let count = bounds[2] as Int?, count >= threshold, low < high {
            let middle = low + (high - low) / 2
            // Open at both ends: an item added after the count (an id past `high`) is read by the second half.
            let ranges = [Int.min...middle, (middle + 1)...Int.max]
            let results = Mutex([Result<StoredPlanPart?, any Error>](repeating: .success(nil), count: 2))
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                let result = Result { try pool.read { db in try Self.readPlanPart(id, ids: ranges[half], dependencies: half == 1,
                                                                                             reserving: half == 0 ? count : nil, in: db) } }
                results.withLock { $0[half] = result }
            }
            // Taken out of the lock, so that the first half's items have one owner and grow in place.
            var parts = try results.withLock { slots in
                defer { slots = [] }
                return slots
            }.map { try $0.get() }
            if var first = parts[0], let second = parts[1], first.revision == second.revision {
                parts = []
                first.items.append(contentsOf: second.items)   // within the room the first half made
                return try Self.plan(id, settingsJSON: first.settingsJSON, revision: first.revision, items: first.items,
                                     dependencies: second.dependencies)
            }
        }
        guard let whole = try pool.read({ db in try Self.readPlanPart(id, ids: Int.min...Int.max, dependencies: true, reserving: nil, in: db) }) else { return nil }
        return try Self.plan(id, settingsJSON: whole.settingsJSON, revision: whole.revision, items: whole.items, dependencies: whole.dependencies)
    }

    /// The item count from which ``loadPlan(_:)`` reads a plan in two halves.
    static let itemsReadInHalves = 20_000

    /// What one read transaction of ``loadPlan(_:)`` gives.
    private struct StoredPlanPart {
        var settingsJSON: String
        var revision: Int
        /// The items whose ids are in the range asked for, by ascending id.
        var items: [TimelineDocument.Item]
        /// All the plan's links when asked for, else none.
        var dependencies: [TimelineDocument.Dependency]
    }

    /// Plan `id`'s settings, revision, items with ids in `ids` and (when
    /// `dependencies`) links, as one transaction sees them; `nil` when there is no such plan.
    /// `reserving`: room for that many items (the first half makes room for both), else for its own.
    private static func readPlanPart(_ id: Int, ids: ClosedRange<Int>, dependencies readsDependencies: Bool, reserving: Int?,
                                     in db: Database) throws -> StoredPlanPart? {
        guard let plan = try Row.fetchOne(db, sql: "SELECT settings_json, revision FROM plans WHERE id = ?", arguments: [id]) else { return nil }
        // Row by row through cursors, columns read in place (SQLiteStatementAccess): no `Row` values for 100 000 items.
        // In key order (a scan of the table); SQLite's ORDER BY row, id sorted every whole row (about a third of the read).
        let range: StatementArguments = [id, ids.lowerBound, ids.upperBound]
        var items: [TimelineDocument.Item] = []
        items.reserveCapacity(try reserving ?? Int.fetchOne(db, sql: "SELECT COUNT(*) FROM items WHERE plan_id = ? AND id BETWEEN ? AND ?", arguments: range) ?? 0)
        let itemStatement = try db.makeStatement(sql: "SELECT \(itemColumns) FROM items WHERE plan_id = ? AND id BETWEEN ? AND ?")
        let itemRows = try Row.fetchCursor(itemStatement, arguments: range)
        let itemColumns = SQLiteStatementAccess(itemStatement)
        while try itemRows.next() != nil { items.append(try item(from: itemColumns)) }
        var dependencies: [TimelineDocument.Dependency] = []
        if readsDependencies {
            dependencies.reserveCapacity(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM dependencies WHERE plan_id = ?", arguments: [id]) ?? 0)
            let statement = try db.makeStatement(sql: "SELECT id, from_item, to_item, type, details, lag FROM dependencies WHERE plan_id = ? ORDER BY id")
            let rows = try Row.fetchCursor(statement, arguments: [id])
            let columns = SQLiteStatementAccess(statement)
            while try rows.next() != nil {
                let type = columns.withBytes(3) { bytes in
                    TimelineDocument.dependencyTypeAbbreviations.first { $0.key.utf8.elementsEqual(bytes) }?.value
                }
                dependencies.append(TimelineDocument.Dependency(
                    id: columns.int(0), from: .id(columns.int(1)), to: .id(columns.int(2)), type: type ?? .fromFinishToStart,
                    details: columns.optionalText(4), lag: columns.optionalText(5).flatMap(TimelineDocument.Lag.init(parsing:))))
            }
        }
        return StoredPlanPart(settingsJSON: plan[0], revision: plan[1], items: items, dependencies: dependencies)
    }

    /// The document of a stored plan's parts, its items put in row order.
    private static func plan(_ id: Int, settingsJSON: String, revision: Int, items: [TimelineDocument.Item],
                             dependencies: [TimelineDocument.Dependency]) throws -> (document: TimelineDocument, revision: Int) {
        var items = items
        StoredItemRecord.putInRowOrder(&items)
        return (try StoredItemRecord.plan(settingsJSON: settingsJSON, id: id, items: items, dependencies: dependencies), revision)
    }

    /// The revision log of a plan, oldest first: (revision, summary).
    public func revisions(of id: Int) throws -> [(revision: Int, summary: String)] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT revision, summary FROM revisions WHERE plan_id = ? ORDER BY revision", arguments: [id])
                .map { ($0["revision"] as Int, $0["summary"] as String) }
        }
    }

    /// Writes one edit in one transaction: changed and removed items and
    /// dependencies, the plan's new revision and a revision log entry.
    ///
    /// The edit is written only if the stored plan is still at the revision
    /// before it (`change.revision - 1`): an edit made on an out-of-date copy
    /// of the plan (another server wrote in between) is refused, never
    /// written over the other one.
    /// - Parameters:
    ///   - change: What changed.
    ///   - id: The plan.
    /// - Throws: ``PlanStoreError/conflict(plan:expected:stored:)`` when the
    ///   stored revision differs; database errors. Nothing is written then.
    public func apply(_ change: StoredChange, to id: Int) throws {
        let now = Self.timestamp()
        try pool.write { db in
            let stored = try Int.fetchOne(db, sql: "SELECT revision FROM plans WHERE id = ?", arguments: [id])
            guard stored == change.revision - 1 else {
                throw PlanStoreError.conflict(plan: id, expected: change.revision - 1, stored: stored)
            }
            try Self.upsert(items: change.items, dependencies: [], plan: id, in: db)
            for removed in change.removedItems {
                try db.execute(sql: "DELETE FROM items WHERE plan_id = ? AND id = ?", arguments: [id, removed])
            }
            try Self.upsert(items: [], dependencies: change.dependencies, plan: id, in: db)
            for removed in change.removedDependencies {
                try db.execute(sql: "DELETE FROM dependencies WHERE plan_id = ? AND id = ?", arguments: [id, removed])
            }
            try db.execute(sql: "UPDATE plans SET revision = ?, updated_at = ? WHERE id = ?", arguments: [change.revision, now, id])
            if let settings = change.settings {
                try db.execute(sql: "UPDATE plans SET settings_json = ? WHERE id = ?", arguments: [settings.jsonString(), id])
            }
            let touched = (change.items.map(\.id) + change.removedItems).sorted().map(String.init).joined(separator: ",")
            try db.execute(sql: "INSERT OR REPLACE INTO revisions (plan_id, revision, created_at, summary, items_json) VALUES (?, ?, ?, ?, ?)",
                           arguments: [id, change.revision, now, change.summary, "[\(touched)]"])
        }
    }

    /// Writes each item and each dependency with one prepared statement each
    /// (an import writes 100,000 items in one transaction: the statement is
    /// not looked up by its text per row).
    static func upsert(items: [TimelineDocument.Item], dependencies: [TimelineDocument.Dependency], plan: Int, in db: Database) throws {
        if !items.isEmpty {
            let statement = try db.cachedStatement(sql: """
                INSERT OR REPLACE INTO items (plan_id, id, label, row, type, start, finish, completion, attachment, details, schedule, colors_json,
                                              parent, constraint_type, constraint_date, deadline, baselines_json, task_type, effort_driven, priority,
                                              manual)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            // Bound in place: `StatementArguments` boxed 21 values a row (more than SQLite's own work at 100 000 items).
            let parameters = SQLiteStatementAccess(statement)
            for item in items {
                let record = StoredItemRecord(item)
                try parameters.reset()
                parameters.bind(plan, at: 1)
                parameters.bind(record.id, at: 2)
                parameters.bind(record.label, at: 3)
                parameters.bind(record.row, at: 4)
                parameters.bind(record.type, at: 5)
                parameters.bind(record.start, at: 6)
                parameters.bind(record.finish, at: 7)
                parameters.bind(record.completion, at: 8)
                parameters.bind(record.attachment, at: 9)
                parameters.bind(record.details, at: 10)
                parameters.bind(record.schedule, at: 11)
                parameters.bind(record.colorsJSON, at: 12)
                parameters.bind(record.parent, at: 13)
                parameters.bind(record.constraintType, at: 14)
                parameters.bind(record.constraintDate, at: 15)
                parameters.bind(record.deadline, at: 16)
                parameters.bind(record.baselinesJSON, at: 17)
                parameters.bind(record.taskType, at: 18)
                parameters.bind(record.effortDriven, at: 19)
                parameters.bind(record.priority, at: 20)
                parameters.bind(record.manual, at: 21)
                try parameters.stepToCompletion()
            }
        }
        guard !dependencies.isEmpty else { return }
        let statement = try db.cachedStatement(sql: "INSERT OR REPLACE INTO dependencies (plan_id, id, from_item, to_item, type, details, lag) VALUES (?, ?, ?, ?, ?, ?, ?)")
        let parameters = SQLiteStatementAccess(statement)
        for dependency in dependencies {
            guard case let .id(from) = dependency.from, case let .id(to) = dependency.to else { continue }
            try parameters.reset()
            parameters.bind(plan, at: 1)
            parameters.bind(dependency.id, at: 2)
            parameters.bind(from, at: 3)
            parameters.bind(to, at: 4)
            parameters.bind(TimelineDocument.abbreviation(of: dependency.type), at: 5)
            parameters.bind(dependency.details, at: 6)
            parameters.bind(dependency.lag?.description, at: 7)
            try parameters.stepToCompletion()
        }
    }

    /// The `items` columns ``item(from:)`` reads, in the order it reads them.
    private static let itemColumns = "id, label, row, type, start, finish, completion, attachment, details, schedule, colors_json, parent, "
        + "constraint_type, constraint_date, deadline, baselines_json, task_type, effort_driven, priority, manual"

    /// The item of the current row of a statement selecting ``itemColumns``,
    /// read from the column values in place (no `Row` values, no date texts).
    /// - Throws: When a stored date no longer reads.
    private static func item(from columns: SQLiteStatementAccess) throws -> TimelineDocument.Item {
        func time(_ column: Int32) throws -> Time {
            if let time = columns.withBytes(column, Time.iso8601) { return time }
            return try Time(iso8601: columns.text(column))   // throws the reader's message
        }
        let record = StoredItemRecord(
            id: columns.int(0), label: columns.text(1), row: columns.int(2), type: columns.text(3), start: "", finish: "",
            completion: columns.double(6), attachment: columns.optionalText(7), details: columns.optionalText(8),
            schedule: columns.optionalText(9), colorsJSON: columns.optionalText(10), parent: columns.optionalInt(11),
            constraintType: columns.optionalText(12), constraintDate: columns.optionalText(13), deadline: columns.optionalText(14),
            baselinesJSON: columns.optionalText(15), taskType: columns.optionalText(16), effortDriven: columns.optionalBool(17),
            priority: columns.optionalInt(18), manual: columns.optionalBool(19))
        return try record.item(start: time(4), finish: time(5))
    }

    static func timestamp() -> String {
        ISO8601DateFormatter().string(from: Date())
    }
}

/// One edit as the store writes it.
public struct StoredChange: Sendable {
    /// The plan's revision after the edit.
    public var revision: Int
    /// A short description (`moved "Design"`).
    public var summary: String
    /// Items added or changed (written whole).
    public var items: [TimelineDocument.Item] = []
    /// Ids of removed items.
    public var removedItems: [Int] = []
    /// Dependencies added or changed.
    public var dependencies: [TimelineDocument.Dependency] = []
    /// Ids of removed dependencies.
    public var removedDependencies: [Int] = []
    /// The plan's settings (its document without items and dependencies)
    /// when the edit changed them, written whole; `nil` keeps the stored
    /// ones. A deleted item's assignments leave the settings with it, and
    /// come back when the delete is undone.
    public var settings: TimelineDocument?

    public init(revision: Int, summary: String) {
        self.revision = revision
        self.summary = summary
    }
}

/// Why the store refused.
public enum PlanStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database file cannot be opened or created.
    case cannotOpen(path: String, reason: String)
    /// Another process (a second server) holds the database.
    case inUse(path: String)
    /// The stored plan is at another revision than the edit was made on:
    /// another server changed it (or deleted it, `stored == nil`).
    case conflict(plan: Int, expected: Int, stored: Int?)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            "cannot open the database \(path): \(reason)"
        case let .inUse(path):
            "the database \(path) is in use by another timelinekit server; stop that server or give this one another --db"
        case let .conflict(plan, expected, stored):
            if let stored {
                "plan \(plan) was changed by another server (it is at revision \(stored), this page at \(expected)); reload the page"
            } else {
                "plan \(plan) was deleted by another server"
            }
        }
    }
}
