public import CalendarViews
import Foundation
import GanttChart
public import Interchange
public import TimelineCore
import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// Plans, calendars and view documents in PostgreSQL, for several server
/// instances behind a load balancer: the same tables, columns and migrations
/// as ``PlanStore`` (SQLite), and the same rules.
///
/// - Every write is one transaction. A commit locks its plan's row
///   (`SELECT … FOR UPDATE`), checks that the stored revision is the one
///   before the commit's, writes, and announces itself with
///   `NOTIFY timelinekit` in the same transaction, so the announcement is
///   sent exactly when the commit is visible. Of two instances committing on
///   the same revision, the first to lock wins; the second then sees the new
///   revision and is refused with ``PlanStoreError/conflict(plan:expected:stored:)``
///   — the same on every instance.
/// - ``observeCommits(_:)`` opens a second connection that `LISTEN`s on the
///   channel and calls its handlers for each announced commit (and after a
///   lost connection comes back, once for every plan and calendar, so nothing
///   missed meanwhile stays missed).
/// - Applied migrations are recorded in `grdb_migrations(identifier)`, the
///   table GRDB keeps in SQLite, so both databases have the same tables.
///
/// The calls block their thread until PostgreSQL answers (like SQLite's
/// writes do); the connection's work runs on SwiftNIO's event loops, never on
/// the caller's thread, so the wait cannot starve it. One connection serves
/// the calls of one store, one call at a time.
public final class PostgresPlanStore: Sendable {
    /// Where the database is, without its password: `postgres://user@host:port/database`.
    public let location: String
    /// The channel commits are announced on (`timelinekit`, or `timelinekit_SCHEMA` with a schema).
    public let channel: String
    private let configuration: PostgresConnection.Configuration
    private let schema: String?
    private let logger: Logger
    private let connection: Mutex<PostgresConnection?>
    private let listening: Mutex<Listening>

    private struct Listening {
        var handlers: [@Sendable (StoredCommitNotice) -> Void] = []
        var connection: PostgresConnection?
        var isStarted = false
        var isClosed = false
    }

    /// Whether `text` (a `--db` value) names a PostgreSQL database (`postgres://` or `postgresql://`) rather than a SQLite file.
    public static func isPostgresURL(_ text: String) -> Bool { PostgresAddress.isPostgresURL(text) }

    /// Connects to the database at `url` and migrates it.
    ///
    /// - Parameters:
    ///   - url: `postgres://user:password@host:port/database` (or `postgresql://`);
    ///     the port defaults to 5432, the user to `postgres`, the database to
    ///     the user's name. Query options: `schema=NAME` keeps the tables in
    ///     that schema (created when missing; letters, digits and `_`), and
    ///     `sslmode=disable` (the default; TLS is not supported yet).
    /// - Throws: ``PostgresPlanStoreError`` for a URL that does not read or a
    ///   server that cannot be reached; the server's errors (PostgreSQL's
    ///   message, never the password) when a migration fails.
    public init(url: String) throws {
        let address = try PostgresAddress(url)
        location = address.redacted
        schema = address.schema
        channel = address.schema.map { "timelinekit_\($0)" } ?? "timelinekit"
        var configuration = PostgresConnection.Configuration(
            host: address.host, port: address.port, username: address.user, password: address.password, database: address.database, tls: .disable)
        if let schema = address.schema {
            configuration.options.additionalStartupParameters = [("search_path", schema)]
        }
        configuration.options.connectTimeout = .seconds(5)
        self.configuration = configuration
        logger = Logger(label: "timelinekit.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
        connection = Mutex(nil)
        listening = Mutex(Listening())
        try migrate()
    }

    /// Closes the connections and waits until they are closed; later calls
    /// connect again, but no notices arrive any more.
    public func close() {
        for connection in takeConnections() { try? connection.close().wait() }
    }

    deinit {
        // Not waiting: the last reference may go on an event loop, which must not block.
        for connection in takeConnections() { connection.close().whenComplete { _ in } }
    }

    private func takeConnections() -> [PostgresConnection] {
        let listener = listening.withLock { state -> PostgresConnection? in
            state.isClosed = true
            defer { state.connection = nil }
            return state.connection
        }
        let main = connection.withLock { connection -> PostgresConnection? in
            defer { connection = nil }
            return connection
        }
        return [listener, main].compactMap { $0 }
    }

    // MARK: Connections

    private func connect() throws -> PostgresConnection {
        do {
            return try PostgresConnection.connect(
                on: PostgresConnection.defaultEventLoopGroup.any(), configuration: configuration, id: 1, logger: logger
            ).wait()
        } catch {
            throw PostgresPlanStoreError.cannotConnect(location: location, reason: Self.reason(error))
        }
    }

    /// Runs `body` with the store's connection, one call at a time; connects (again) when needed.
    private func withConnection<T: Sendable>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try connection.withLock { current throws -> T in
            let live: PostgresConnection
            if let current, !current.isClosed {
                live = current
            } else {
                live = try connect()
                current = live
            }
            do {
                return try body(live)
            } catch let error as PSQLError {
                throw PostgresPlanStoreError.server(location: location, reason: Self.reason(error))
            }
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    private func transaction<T: Sendable>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try withConnection { connection in
            try run("BEGIN", on: connection)
            do {
                let result = try body(connection)
                try run("COMMIT", on: connection)
                return result
            } catch {
                _ = try? run("ROLLBACK", on: connection)
                throw error
            }
        }
    }

    @discardableResult
    private func run(_ query: PostgresQuery, on connection: PostgresConnection) throws -> PostgresQueryResult {
        try connection.query(query, logger: logger).wait()
    }

    /// PostgreSQL's own message for an error (`PSQLError`'s description hides it), never the connection's password.
    static func reason(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] {
                let detail = error.serverInfo?[.detail].map { " (\($0))" } ?? ""
                return message + detail
            }
            if let underlying = error.underlying { return String(describing: underlying) }
            return String(describing: error.code)
        }
        return String(describing: error)
    }

    /// Drops the store's schema with all its tables (tests use a schema each); nothing without a schema.
    func dropSchema() throws {
        guard let schema else { return }
        try withConnection { connection in
            _ = try run(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"), on: connection)
        }
    }

    // MARK: Migrations

    /// The schema's migrations, in order: the same names and tables as ``PlanStore``'s.
    static let migrations: [(name: String, statements: [String])] = [
        ("v1-plans-items-dependencies", [
            """
            CREATE TABLE plans (
                id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                title TEXT,
                settings_json TEXT NOT NULL,
                revision BIGINT NOT NULL DEFAULT 0,
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE items (
                plan_id BIGINT NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
                id BIGINT NOT NULL,
                label TEXT NOT NULL,
                "row" BIGINT NOT NULL,
                type TEXT NOT NULL,
                start TEXT NOT NULL,
                finish TEXT NOT NULL,
                completion DOUBLE PRECISION NOT NULL,
                attachment TEXT,
                details TEXT,
                schedule TEXT,
                colors_json TEXT,
                PRIMARY KEY (plan_id, id)
            )
            """,
            """
            CREATE TABLE dependencies (
                plan_id BIGINT NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
                id BIGINT NOT NULL,
                from_item BIGINT NOT NULL,
                to_item BIGINT NOT NULL,
                type TEXT NOT NULL,
                details TEXT,
                PRIMARY KEY (plan_id, id)
            )
            """,
        ]),
        ("v2-revisions", [
            """
            CREATE TABLE revisions (
                plan_id BIGINT NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
                revision BIGINT NOT NULL,
                created_at TEXT NOT NULL,
                summary TEXT NOT NULL,
                items_json TEXT NOT NULL,
                PRIMARY KEY (plan_id, revision)
            )
            """,
        ]),
        ("v3-hierarchy-lags-constraints", [
            "ALTER TABLE items ADD COLUMN parent BIGINT",
            "ALTER TABLE items ADD COLUMN constraint_type TEXT",
            "ALTER TABLE items ADD COLUMN constraint_date TEXT",
            "ALTER TABLE items ADD COLUMN deadline TEXT",
            "ALTER TABLE dependencies ADD COLUMN lag TEXT",
        ]),
        ("v4-plan-source", ["ALTER TABLE plans ADD COLUMN source TEXT"]),
        ("v5-calendars", [
            """
            CREATE TABLE calendars (
                id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                title TEXT,
                document_text TEXT NOT NULL,
                revision BIGINT NOT NULL DEFAULT 0,
                source TEXT,
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE calendar_events (
                calendar_id BIGINT NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
                id TEXT NOT NULL,
                body_json TEXT NOT NULL,
                PRIMARY KEY (calendar_id, id)
            )
            """,
            """
            CREATE TABLE calendar_revisions (
                calendar_id BIGINT NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
                revision BIGINT NOT NULL,
                created_at TEXT NOT NULL,
                summary TEXT NOT NULL,
                PRIMARY KEY (calendar_id, revision)
            )
            """,
        ]),
        ("v6-documents", [
            """
            CREATE TABLE documents (
                id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                kind TEXT NOT NULL,
                title TEXT,
                document_text TEXT NOT NULL,
                source TEXT,
                created_at TEXT NOT NULL
            )
            """,
        ]),
        ("v7-item-baselines", ["ALTER TABLE items ADD COLUMN baselines_json TEXT"]),
        ("v8-item-task-options", ["ALTER TABLE items ADD COLUMN task_type TEXT", "ALTER TABLE items ADD COLUMN effort_driven BOOLEAN",
                                  "ALTER TABLE items ADD COLUMN priority BIGINT"]),
        ("v9-item-manual", ["ALTER TABLE items ADD COLUMN manual BOOLEAN"]),
        ("v10-calendar-event-index", ["ALTER TABLE calendars ADD COLUMN settings_text TEXT",
                                      "ALTER TABLE calendar_events ADD COLUMN start_seconds DOUBLE PRECISION",
                                      "ALTER TABLE calendar_events ADD COLUMN end_seconds DOUBLE PRECISION",
                                      "ALTER TABLE calendar_events ADD COLUMN is_long BOOLEAN",
                                      "CREATE INDEX calendar_events_by_start ON calendar_events (calendar_id, is_long, start_seconds)"]),
    ]

    /// Applies the migrations not yet recorded, in one transaction; instances
    /// starting together take turns (an advisory lock), so each migration runs once.
    private func migrate() throws {
        let schema = schema
        try transaction { connection in
            try run("SELECT pg_advisory_xact_lock(7263510417)", on: connection)
            if let schema {
                try run(PostgresQuery(unsafeSQL: "CREATE SCHEMA IF NOT EXISTS \"\(schema)\""), on: connection)
            }
            try run("CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)", on: connection)
            let applied = Set(try run("SELECT identifier FROM grdb_migrations", on: connection).map { try $0.decode(String.self) })
            for migration in Self.migrations where !applied.contains(migration.name) {
                for statement in migration.statements { try run(PostgresQuery(unsafeSQL: statement), on: connection) }
                if migration.name == "v10-calendar-event-index" { try indexStoredEvents(on: connection) }
                try run("INSERT INTO grdb_migrations (identifier) VALUES (\(migration.name))", on: connection)
            }
        }
    }

    /// Fills the index columns of the events written before them (as ``PlanStore``'s migration does).
    private func indexStoredEvents(on connection: PostgresConnection) throws {
        let stored = try run("SELECT calendar_id, id, body_json FROM calendar_events", on: connection).map { try $0.decode((Int, String, String).self) }
        let decoder = JSONDecoder()
        for (calendarID, eventID, body) in stored {
            let row = try StoredCalendarEvent(id: eventID, bodyJSON: body, decoder: decoder)
            try run("""
                UPDATE calendar_events SET start_seconds = \(row.startSeconds), end_seconds = \(row.endSeconds), is_long = \(row.isLong)
                WHERE calendar_id = \(calendarID) AND id = \(eventID)
                """, on: connection)
        }
    }

    // MARK: Announcements

    /// Announces a commit to every instance listening, when the transaction commits.
    private func announce(_ notice: StoredCommitNotice, on connection: PostgresConnection) throws {
        var notice = notice
        // NOTIFY payloads are limited to 8000 bytes: a long summary is cut.
        if notice.summary.utf8.count > 1_000 { notice.summary = String(notice.summary.prefix(200)) + "…" }
        let payload = String(decoding: try JSONEncoder().encode(notice), as: UTF8.self)
        try run("SELECT pg_notify(\(channel), \(payload))", on: connection)
    }

    /// Calls `handler` for every commit announced on the database (this
    /// instance's own included: a receiver compares revisions).
    ///
    /// The first call opens the listening connection. When it is lost, it is
    /// opened again after a second, and `handler` then hears of every plan and
    /// calendar at its stored revision (with the summary "changed on another
    /// server"), so commits made meanwhile are not missed.
    /// `true`: every instance on the database hears of every commit.
    public var announcesCommits: Bool { true }

    public func observeCommits(_ handler: @escaping @Sendable (StoredCommitNotice) -> Void) {
        let start = listening.withLock { state -> Bool in
            state.handlers.append(handler)
            defer { state.isStarted = true }
            return !state.isStarted && !state.isClosed
        }
        if start { startListening(catchingUp: false) }
    }

    private func startListening(catchingUp: Bool) {
        do {
            let connection = try connect()
            connection.addListener(channel: channel) { [weak self] _, response in
                guard let self, let notice = try? JSONDecoder().decode(StoredCommitNotice.self, from: Data(response.payload.utf8)) else { return }
                for handler in handlers() { handler(notice) }
            }
            try run(PostgresQuery(unsafeSQL: "LISTEN \"\(channel)\""), on: connection)
            let isClosed = listening.withLock { state -> Bool in
                if !state.isClosed { state.connection = connection }
                return state.isClosed
            }
            if isClosed {
                try? connection.close().wait()
                return
            }
            connection.closeFuture.whenComplete { [weak self] _ in self?.listenAgainLater() }
            if catchingUp, let notices = try? currentRevisions() {
                let handlers = handlers()
                for notice in notices { for handler in handlers { handler(notice) } }
            }
        } catch {
            listenAgainLater()
        }
    }

    private func handlers() -> [@Sendable (StoredCommitNotice) -> Void] {
        listening.withLock { $0.handlers }
    }

    private func listenAgainLater() {
        guard !listening.withLock({ $0.isClosed }) else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [weak self] in self?.startListening(catchingUp: true) }
    }

    /// Every plan and calendar at its stored revision, as notices.
    private func currentRevisions() throws -> [StoredCommitNotice] {
        try withConnection { connection in
            let plans = try run("SELECT id, revision FROM plans ORDER BY id", on: connection).map { row in
                let (id, revision) = try row.decode((Int, Int).self)
                return StoredCommitNotice(kind: .plan, id: id, revision: revision, summary: "changed on another server")
            }
            let calendars = try run("SELECT id, revision FROM calendars ORDER BY id", on: connection).map { row in
                let (id, revision) = try row.decode((Int, Int).self)
                return StoredCommitNotice(kind: .calendar, id: id, revision: revision, summary: "changed on another server")
            }
            return plans + calendars
        }
    }
}

// MARK: - TimelineStore

extension PostgresPlanStore: TimelineStore {
    public func appliedMigrations() throws -> [String] {
        try withConnection { connection in
            PlanStore.oldestFirst(try run("SELECT identifier FROM grdb_migrations", on: connection).map { try $0.decode(String.self) })
        }
    }

    // MARK: Plans

    public func planIDs() throws -> [Int] {
        try withConnection { connection in try run("SELECT id FROM plans ORDER BY id", on: connection).map { try $0.decode(Int.self) } }
    }

    public func planSummaries() throws -> [(id: Int, title: String?)] {
        let rows = try withConnection { connection in
            try run("SELECT id, title FROM plans ORDER BY id", on: connection).map { try $0.decode((Int, String?).self) }
        }
        return rows.map { (id: $0.0, title: $0.1) }
    }

    public func createPlan(from original: TimelineDocument, source: String?) throws -> Int {
        try createPlan(from: original, resolved: original.resolve(), source: source)
    }

    public func createPlan(from original: TimelineDocument, resolved: ResolvedTimelineDocument, source: String?) throws -> Int {
        let document = PlanModel.storedDocument(of: original, resolved: resolved)
        var settings = document
        settings.items = []
        settings.dependencies = []
        let settingsJSON = settings.jsonString()
        let now = PlanStore.timestamp()
        return try transaction { connection in
            let id = try run("""
                INSERT INTO plans (title, settings_json, revision, created_at, updated_at, source)
                VALUES (\(document.title), \(settingsJSON), 0, \(now), \(now), \(source)) RETURNING id
                """, on: connection).first.map { try $0.decode(Int.self) }
            guard let id else { throw PostgresPlanStoreError.server(location: location, reason: "INSERT … RETURNING id returned no row") }
            try upsert(document.items, plan: id, on: connection)
            try upsert(document.dependencies, plan: id, on: connection)
            try run("""
                INSERT INTO revisions (plan_id, revision, created_at, summary, items_json)
                VALUES (\(id), 0, \(now), \("imported \(document.items.count) items"), '[]')
                """, on: connection)
            return id
        }
    }

    public func deletePlan(_ id: Int) throws -> Bool {
        try transaction { connection in
            // The tables cascade; the last revision goes to the other instances with the news.
            let revision = try run("DELETE FROM plans WHERE id = \(id) RETURNING revision", on: connection).first.map { try $0.decode(Int.self) }
            guard let revision else { return false }
            try announce(StoredCommitNotice(kind: .deletedPlan, id: id, revision: revision, summary: "deleted"), on: connection)
            return true
        }
    }

    public func planID(importedFrom source: String) throws -> Int? {
        try withConnection { connection in
            try run("SELECT id FROM plans WHERE source = \(source) ORDER BY id DESC LIMIT 1", on: connection).first.map { try $0.decode(Int.self) }
        }
    }

    public func loadPlan(_ id: Int) throws -> (document: TimelineDocument, revision: Int)? {
        // One transaction, so the plan, its items and its dependencies are of one revision.
        let rows = try transaction { connection -> (String, Int, [StoredItemRecord], [TimelineDocument.Dependency])? in
            try run("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY", on: connection)
            guard let plan = try run("SELECT settings_json, revision FROM plans WHERE id = \(id)", on: connection).first else { return nil }
            let (settings, revision) = try plan.decode((String, Int).self)
            let items = try run("""
                SELECT id, label, "row", type, start, finish, completion, attachment, details, schedule, colors_json,
                       parent, constraint_type, constraint_date, deadline, baselines_json, task_type, effort_driven, priority, manual
                FROM items WHERE plan_id = \(id) ORDER BY "row", id
                """, on: connection).map { row in
                let (itemID, label, itemRow, type, start, finish, completion, attachment, details, schedule, colors, parent, constraintType,
                     constraintDate, deadline, baselines, taskType, effortDriven, priority, manual) = try row.decode(
                        (Int, String, Int, String, String, String, Double, String?, String?, String?, String?, Int?, String?, String?, String?,
                         String?, String?, Bool?, Int?, Bool?).self)
                return StoredItemRecord(id: itemID, label: label, row: itemRow, type: type, start: start, finish: finish, completion: completion,
                                        attachment: attachment, details: details, schedule: schedule, colorsJSON: colors, parent: parent,
                                        constraintType: constraintType, constraintDate: constraintDate, deadline: deadline,
                                        baselinesJSON: baselines, taskType: taskType, effortDriven: effortDriven, priority: priority,
                                        manual: manual)
            }
            let dependencies = try run("""
                SELECT id, from_item, to_item, type, details, lag FROM dependencies WHERE plan_id = \(id) ORDER BY id
                """, on: connection).map { row in
                let (dependencyID, from, to, type, details, lag) = try row.decode((Int, Int, Int, String, String?, String?).self)
                return TimelineDocument.Dependency(
                    id: dependencyID, from: .id(from), to: .id(to),
                    type: TimelineDocument.dependencyTypeAbbreviations[type] ?? .fromFinishToStart, details: details,
                    lag: lag.flatMap(TimelineDocument.Lag.init(parsing:)))
            }
            return (settings, revision, items, dependencies)
        }
        guard let (settings, revision, items, dependencies) = rows else { return nil }
        let document = try StoredItemRecord.plan(settingsJSON: settings, id: id, items: try items.map { try $0.item() },
                                                 dependencies: dependencies)
        return (document, revision)
    }

    public func revisions(of id: Int) throws -> [(revision: Int, summary: String)] {
        let rows = try withConnection { connection in
            try run("SELECT revision, summary FROM revisions WHERE plan_id = \(id) ORDER BY revision", on: connection)
                .map { try $0.decode((Int, String).self) }
        }
        return rows.map { (revision: $0.0, summary: $0.1) }
    }

    public func apply(_ change: StoredChange, to id: Int) throws {
        let now = PlanStore.timestamp()
        let touched = "[" + (change.items.map(\.id) + change.removedItems).sorted().map(String.init).joined(separator: ",") + "]"
        try transaction { connection in
            // The row lock orders commits of one plan across instances: the second waits, then sees the first's revision.
            let stored = try run("SELECT revision FROM plans WHERE id = \(id) FOR UPDATE", on: connection).first.map { try $0.decode(Int.self) }
            guard stored == change.revision - 1 else {
                throw PlanStoreError.conflict(plan: id, expected: change.revision - 1, stored: stored)
            }
            try upsert(change.items, plan: id, on: connection)
            if !change.removedItems.isEmpty {
                try run("DELETE FROM items WHERE plan_id = \(id) AND id = ANY(\(change.removedItems))", on: connection)
            }
            try upsert(change.dependencies, plan: id, on: connection)
            if !change.removedDependencies.isEmpty {
                try run("DELETE FROM dependencies WHERE plan_id = \(id) AND id = ANY(\(change.removedDependencies))", on: connection)
            }
            try run("UPDATE plans SET revision = \(change.revision), updated_at = \(now) WHERE id = \(id)", on: connection)
            if let settings = change.settings {
                try run("UPDATE plans SET settings_json = \(settings.jsonString()) WHERE id = \(id)", on: connection)
            }
            try run("""
                INSERT INTO revisions (plan_id, revision, created_at, summary, items_json)
                VALUES (\(id), \(change.revision), \(now), \(change.summary), \(touched))
                ON CONFLICT (plan_id, revision) DO UPDATE
                SET created_at = EXCLUDED.created_at, summary = EXCLUDED.summary, items_json = EXCLUDED.items_json
                """, on: connection)
            try announce(StoredCommitNotice(kind: .plan, id: id, revision: change.revision, summary: change.summary), on: connection)
        }
    }

    /// Writes items whole (insert or replace), 500 to a statement.
    private func upsert(_ items: [TimelineDocument.Item], plan: Int, on connection: PostgresConnection) throws {
        let columns = 21
        for start in stride(from: 0, to: items.count, by: 500) {
            let chunk = items[start..<min(start + 500, items.count)]
            var binds = PostgresBindings(capacity: chunk.count * columns)
            var tuples: [String] = []
            for (index, item) in chunk.enumerated() {
                let record = StoredItemRecord(item)
                binds.append(plan)
                binds.append(record.id)
                binds.append(record.label)
                binds.append(record.row)
                binds.append(record.type)
                binds.append(record.start)
                binds.append(record.finish)
                binds.append(record.completion)
                binds.append(record.attachment)
                binds.append(record.details)
                binds.append(record.schedule)
                binds.append(record.colorsJSON)
                binds.append(record.parent)
                binds.append(record.constraintType)
                binds.append(record.constraintDate)
                binds.append(record.deadline)
                binds.append(record.baselinesJSON)
                binds.append(record.taskType)
                binds.append(record.effortDriven)
                binds.append(record.priority)
                binds.append(record.manual)
                tuples.append("(" + (1...columns).map { "$\(index * columns + $0)" }.joined(separator: ", ") + ")")
            }
            try run(PostgresQuery(unsafeSQL: """
                INSERT INTO items (plan_id, id, label, "row", type, start, finish, completion, attachment, details, schedule, colors_json,
                                   parent, constraint_type, constraint_date, deadline, baselines_json, task_type, effort_driven, priority,
                                   manual)
                VALUES \(tuples.joined(separator: ", "))
                ON CONFLICT (plan_id, id) DO UPDATE SET
                    label = EXCLUDED.label, "row" = EXCLUDED."row", type = EXCLUDED.type, start = EXCLUDED.start,
                    finish = EXCLUDED.finish, completion = EXCLUDED.completion, attachment = EXCLUDED.attachment,
                    details = EXCLUDED.details, schedule = EXCLUDED.schedule, colors_json = EXCLUDED.colors_json,
                    parent = EXCLUDED.parent, constraint_type = EXCLUDED.constraint_type,
                    constraint_date = EXCLUDED.constraint_date, deadline = EXCLUDED.deadline,
                    baselines_json = EXCLUDED.baselines_json, task_type = EXCLUDED.task_type,
                    effort_driven = EXCLUDED.effort_driven, priority = EXCLUDED.priority, manual = EXCLUDED.manual
                """, binds: binds), on: connection)
        }
    }

    /// Writes dependencies whole (insert or replace); those not between ids are skipped, as in SQLite.
    private func upsert(_ dependencies: [TimelineDocument.Dependency], plan: Int, on connection: PostgresConnection) throws {
        for dependency in dependencies {
            guard case let .id(from) = dependency.from, case let .id(to) = dependency.to else { continue }
            try run("""
                INSERT INTO dependencies (plan_id, id, from_item, to_item, type, details, lag)
                VALUES (\(plan), \(dependency.id), \(from), \(to), \(TimelineDocument.abbreviation(of: dependency.type)),
                        \(dependency.details), \(dependency.lag?.description))
                ON CONFLICT (plan_id, id) DO UPDATE SET
                    from_item = EXCLUDED.from_item, to_item = EXCLUDED.to_item, type = EXCLUDED.type,
                    details = EXCLUDED.details, lag = EXCLUDED.lag
                """, on: connection)
        }
    }

    // MARK: Calendars

    public func createCalendar(text: String, file: String, source: String?) throws -> Int {
        let document = try CalendarDocument(parsing: text, file: file)
        let settings = try CalendarDocument.settingsText(of: text, file: file)
        let rows = try StoredCalendarEvent.rows(document.eventStore().allEvents)
        let now = PlanStore.timestamp()
        return try transaction { connection in
            let id = try run("""
                INSERT INTO calendars (title, document_text, settings_text, revision, source, created_at, updated_at)
                VALUES (\(document.title), \(text), \(settings), 0, \(source), \(now), \(now)) RETURNING id
                """, on: connection).first.map { try $0.decode(Int.self) }
            guard let id else { throw PostgresPlanStoreError.server(location: location, reason: "INSERT … RETURNING id returned no row") }
            for row in rows {
                try run("""
                    INSERT INTO calendar_events (calendar_id, id, body_json, start_seconds, end_seconds, is_long)
                    VALUES (\(id), \(row.id), \(row.bodyJSON), \(row.startSeconds), \(row.endSeconds), \(row.isLong))
                    """, on: connection)
            }
            try run("""
                INSERT INTO calendar_revisions (calendar_id, revision, created_at, summary)
                VALUES (\(id), 0, \(now), \("imported \(rows.count) events"))
                """, on: connection)
            return id
        }
    }

    public func calendarID(importedFrom source: String) throws -> Int? {
        try withConnection { connection in
            try run("SELECT id FROM calendars WHERE source = \(source) ORDER BY id DESC LIMIT 1", on: connection).first.map { try $0.decode(Int.self) }
        }
    }

    public func calendarSummaries() throws -> [(id: Int, title: String?)] {
        let rows = try withConnection { connection in
            try run("SELECT id, title FROM calendars ORDER BY id", on: connection).map { try $0.decode((Int, String?).self) }
        }
        return rows.map { (id: $0.0, title: $0.1) }
    }

    public func loadCalendar(_ id: Int) throws -> (document: CalendarDocument, revision: Int)? {
        let rows = try transaction { connection -> (String, Int, [String])? in
            try run("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY", on: connection)
            guard let row = try run("SELECT document_text, revision FROM calendars WHERE id = \(id)", on: connection).first else { return nil }
            let (text, revision) = try row.decode((String, Int).self)
            let bodies = try run("SELECT body_json FROM calendar_events WHERE calendar_id = \(id) ORDER BY id COLLATE \"C\"", on: connection)
                .map { try $0.decode(String.self) }
            return (text, revision, bodies)
        }
        guard let (text, revision, bodies) = rows else { return nil }
        var document = try CalendarDocument(parsing: text, file: "calendar \(id)")
        let decoder = JSONDecoder()
        document.events = try bodies.map { try decoder.decode(CalendarEvent.self, from: Data($0.utf8)) }
        return (document, revision)
    }

    public func loadCalendarSettings(_ id: Int) throws -> (document: CalendarDocument, revision: Int, firstEventStart: Time?)? {
        let stored = try transaction { connection -> (String, Int, Double?)? in
            try run("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY", on: connection)
            guard let row = try run("SELECT COALESCE(settings_text, document_text), revision FROM calendars WHERE id = \(id)", on: connection).first else {
                return nil
            }
            let (text, revision) = try row.decode((String, Int).self)
            let first = try run("SELECT MIN(start_seconds) FROM calendar_events WHERE calendar_id = \(id)", on: connection).first
                .flatMap { try $0.decode(Double?.self) }
            return (text, revision, first)
        }
        guard let (text, revision, first) = stored else { return nil }
        // Calendars stored before settings_text: their whole document, whose events the rows replace.
        var document = try CalendarDocument(parsing: text, file: "calendar \(id)")
        document.events = []
        return (document, revision, first.map(Time.init(absoluteSeconds:)))
    }

    public func calendarEvents(_ id: Int, from: Time, to: Time) throws -> [CalendarEvent] {
        let window = StoredCalendarEvent.Window(from: from, to: to)
        let bodies = try withConnection { connection in
            try run("""
                SELECT body_json FROM calendar_events
                WHERE calendar_id = \(id) AND is_long = FALSE AND start_seconds >= \(window.shortStartFrom) AND start_seconds < \(window.to)
                  AND (end_seconds > \(window.from) OR (start_seconds >= \(window.from) AND end_seconds = start_seconds))
                UNION ALL
                SELECT body_json FROM calendar_events
                WHERE calendar_id = \(id) AND is_long = TRUE AND start_seconds < \(window.to) AND end_seconds > \(window.from)
                """, on: connection).map { try $0.decode(String.self) }
        }
        return try StoredCalendarEvent.events(from: bodies)
    }

    public func applyCalendar(_ edits: [CalendarEdit], summary: String, revision: Int, to id: Int) throws {
        let encoder = StoredCalendarEvent.encoder()
        let changes = try PlanStore.eventChanges(of: edits).map { change in
            (change.id, try change.event.map { try StoredCalendarEvent($0, encoder: encoder) })
        }
        let now = PlanStore.timestamp()
        try transaction { connection in
            let stored = try run("SELECT revision FROM calendars WHERE id = \(id) FOR UPDATE", on: connection).first.map { try $0.decode(Int.self) }
            guard stored == revision - 1 else { throw PlanStoreError.conflict(plan: id, expected: revision - 1, stored: stored) }
            for (eventID, row) in changes {
                if let row {
                    try run("""
                        INSERT INTO calendar_events (calendar_id, id, body_json, start_seconds, end_seconds, is_long)
                        VALUES (\(id), \(eventID), \(row.bodyJSON), \(row.startSeconds), \(row.endSeconds), \(row.isLong))
                        ON CONFLICT (calendar_id, id) DO UPDATE SET body_json = EXCLUDED.body_json, start_seconds = EXCLUDED.start_seconds,
                            end_seconds = EXCLUDED.end_seconds, is_long = EXCLUDED.is_long
                        """, on: connection)
                } else {
                    try run("DELETE FROM calendar_events WHERE calendar_id = \(id) AND id = \(eventID)", on: connection)
                }
            }
            try run("UPDATE calendars SET revision = \(revision), updated_at = \(now) WHERE id = \(id)", on: connection)
            try run("""
                INSERT INTO calendar_revisions (calendar_id, revision, created_at, summary) VALUES (\(id), \(revision), \(now), \(summary))
                ON CONFLICT (calendar_id, revision) DO UPDATE SET created_at = EXCLUDED.created_at, summary = EXCLUDED.summary
                """, on: connection)
            try announce(StoredCommitNotice(kind: .calendar, id: id, revision: revision, summary: summary), on: connection)
        }
    }

    // MARK: View documents

    public func createDocument(kind: PlanStore.DocumentKind, title: String?, text: String, source: String?) throws -> Int {
        let now = PlanStore.timestamp()
        let id = try withConnection { connection in
            try run("""
                INSERT INTO documents (kind, title, document_text, source, created_at)
                VALUES (\(kind.rawValue), \(title), \(text), \(source), \(now)) RETURNING id
                """, on: connection).first.map { try $0.decode(Int.self) }
        }
        guard let id else { throw PostgresPlanStoreError.server(location: location, reason: "INSERT … RETURNING id returned no row") }
        return id
    }

    public func documentID(importedFrom source: String) throws -> Int? {
        try withConnection { connection in
            try run("SELECT id FROM documents WHERE source = \(source) ORDER BY id DESC LIMIT 1", on: connection).first.map { try $0.decode(Int.self) }
        }
    }

    public func loadDocument(_ id: Int) throws -> (kind: PlanStore.DocumentKind, title: String?, text: String)? {
        let row = try withConnection { connection in
            try run("SELECT kind, title, document_text FROM documents WHERE id = \(id)", on: connection).first
                .map { try $0.decode((String, String?, String).self) }
        }
        guard let (kind, title, text) = row, let kind = PlanStore.DocumentKind(rawValue: kind) else { return nil }
        return (kind, title, text)
    }

    public func documentSummaries() throws -> [(id: Int, kind: PlanStore.DocumentKind, title: String?)] {
        let rows = try withConnection { connection in
            try run("SELECT id, kind, title FROM documents ORDER BY id", on: connection).map { try $0.decode((Int, String, String?).self) }
        }
        return rows.compactMap { row in PlanStore.DocumentKind(rawValue: row.1).map { (id: row.0, kind: $0, title: row.2) } }
    }
}

/// Why the PostgreSQL store refused (messages never contain the password).
public enum PostgresPlanStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `--db` URL does not read; what is wrong.
    case invalidURL(String)
    /// The server cannot be reached or refused the login.
    case cannotConnect(location: String, reason: String)
    /// The server answered a query with an error.
    case server(location: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidURL(reason): "--db: \(reason)"
        case let .cannotConnect(location, reason): "cannot connect to the database \(location): \(reason)"
        case let .server(location, reason): "the database \(location) answered: \(reason)"
        }
    }
}
