public import CalendarViews
public import Interchange
public import TimelineCore

/// Where a server keeps its plans, calendars and view documents: the
/// operations the app needs, whatever the database.
///
/// Two stores conform: ``PlanStore`` (SQLite, the embedded default: one server
/// on one file) and ``PostgresPlanStore`` (PostgreSQL: several server
/// instances on one database). Both have the same tables and migrations and
/// the same rules:
/// - every write is one transaction that commits before the call returns, so
///   an acknowledged edit survives a crash;
/// - revision numbers come from the database: a commit names the revision it
///   makes, and it is written only if the stored one is the revision before
///   (else ``PlanStoreError/conflict(plan:expected:stored:)``, nothing written).
///   The first of two concurrent edits on the same revision wins, wherever it
///   was made; the other is refused the same way on every instance.
///
/// The calls are synchronous, like the live documents' commits that use them
/// (an edit is written under its document's actor before it is acknowledged).
public protocol TimelineStore: AnyObject, Sendable {
    /// Where the data is, for messages: a file path, or a database URL without its password.
    var location: String { get }

    /// The names of the applied migrations, oldest first.
    /// - Throws: Database errors.
    func appliedMigrations() throws -> [String]

    // MARK: Plans

    /// The ids of the stored plans, ascending.
    /// - Throws: Database errors.
    func planIDs() throws -> [Int]

    /// The stored plans' ids and titles, ascending by id.
    /// - Throws: Database errors.
    func planSummaries() throws -> [(id: Int, title: String?)]

    /// Stores a new plan: resolves the document (durations become finishes)
    /// and writes it with revision 0.
    /// - Parameters:
    ///   - original: The plan.
    ///   - source: Where it came from (file and fingerprint), so serving the same file again finds it.
    /// - Returns: The new plan's id.
    /// - Throws: ``Interchange/TimelineDocumentErrors`` when the document does not resolve; database errors.
    func createPlan(from original: TimelineDocument, source: String?) throws -> Int

    /// Stores a new plan already resolved (a reader's ``Interchange/TimelineDocument/readAndResolve(parsing:file:)``
    /// resolves while it reads: an import need not resolve it a second time).
    /// - Parameters:
    ///   - original: The plan.
    ///   - resolved: `original` resolved.
    ///   - source: Where it came from (file and fingerprint).
    /// - Returns: The new plan's id.
    /// - Throws: Database errors.
    func createPlan(from original: TimelineDocument, resolved: ResolvedTimelineDocument, source: String?) throws -> Int

    /// Deletes plan `id` with its items, dependencies and revision log, in
    /// one transaction; a shared database announces it to the other server
    /// instances (a ``StoredCommitNotice`` of kind ``StoredCommitNotice/Kind/deletedPlan``).
    /// - Returns: `false` when there was no such plan.
    /// - Throws: Database errors.
    func deletePlan(_ id: Int) throws -> Bool

    /// The newest plan imported from `source`, or `nil`.
    /// - Throws: Database errors.
    func planID(importedFrom source: String) throws -> Int?

    /// A stored plan as a document (items with explicit finishes), and its revision; `nil` when there is none.
    /// - Throws: Database errors, or the errors of a stored row that no longer reads.
    func loadPlan(_ id: Int) throws -> (document: TimelineDocument, revision: Int)?

    /// The revision log of a plan, oldest first.
    /// - Throws: Database errors.
    func revisions(of id: Int) throws -> [(revision: Int, summary: String)]

    /// Writes one edit of plan `id` in one transaction, if the stored plan is at `change.revision - 1`.
    /// - Throws: ``PlanStoreError/conflict(plan:expected:stored:)`` when it is not; database errors. Nothing is written then.
    func apply(_ change: StoredChange, to id: Int) throws

    // MARK: Calendars

    /// Stores a new calendar at revision 0.
    /// - Parameters:
    ///   - text: The calendar document as written.
    ///   - file: Its name, for error messages.
    ///   - source: Where it came from, so serving the same file again finds it.
    /// - Returns: The new calendar's id.
    /// - Throws: The document's errors; database errors.
    func createCalendar(text: String, file: String, source: String?) throws -> Int

    /// The newest calendar imported from `source`, or `nil`.
    /// - Throws: Database errors.
    func calendarID(importedFrom source: String) throws -> Int?

    /// The stored calendars' ids and titles, ascending by id.
    /// - Throws: Database errors.
    func calendarSummaries() throws -> [(id: Int, title: String?)]

    /// A stored calendar and its revision; `nil` when there is none.
    /// - Throws: Database errors, or the errors of a stored row that no longer reads.
    func loadCalendar(_ id: Int) throws -> (document: CalendarDocument, revision: Int)?

    /// What a live calendar opens with, without reading its events: the
    /// document's settings (title, time zone, view, styles, appointments; no
    /// `events`), the revision, and when its earliest event starts.
    /// - Returns: `nil` when there is no calendar `id`.
    /// - Throws: Database errors, or the errors of a stored document that no longer reads.
    func loadCalendarSettings(_ id: Int) throws -> (document: CalendarDocument, revision: Int, firstEventStart: Time?)?

    /// The stored events of calendar `id` that share time with the half-open
    /// window `[from, to)` — the events ``CalendarViews/CalendarEventStore/events(in:_:)``
    /// gives for it — by start, then by id.
    /// - Complexity: An index range (events starting up to two days before
    ///   `from`) and the calendar's events longer than two days: what the window
    ///   holds, not how many events the calendar has.
    /// - Throws: Database errors, or the errors of a stored row that no longer reads.
    func calendarEvents(_ id: Int, from: Time, to: Time) throws -> [CalendarEvent]

    /// Writes one commit of calendar `id` in one transaction, if the stored calendar is at `revision - 1`.
    /// - Throws: ``PlanStoreError/conflict(plan:expected:stored:)`` when it is not; database errors. Nothing is written then.
    func applyCalendar(_ edits: [CalendarEdit], summary: String, revision: Int, to id: Int) throws

    // MARK: View documents

    /// Stores a read-only view document as written.
    /// - Returns: Its id.
    /// - Throws: Database errors.
    func createDocument(kind: PlanStore.DocumentKind, title: String?, text: String, source: String?) throws -> Int

    /// The newest view document imported from `source`, or `nil`.
    /// - Throws: Database errors.
    func documentID(importedFrom source: String) throws -> Int?

    /// A stored view document's kind, title and text; `nil` when there is none.
    /// - Throws: Database errors.
    func loadDocument(_ id: Int) throws -> (kind: PlanStore.DocumentKind, title: String?, text: String)?

    /// The stored view documents' ids, kinds and titles, ascending by id.
    /// - Throws: Database errors.
    func documentSummaries() throws -> [(id: Int, kind: PlanStore.DocumentKind, title: String?)]

    // MARK: Other instances

    /// Whether other server instances may commit to the same database and
    /// announce their commits (``observeCommits(_:)``): live documents then
    /// take a newer stored revision in place instead of being reloaded.
    var announcesCommits: Bool { get }

    /// Calls `handler` for every commit another server instance makes on the
    /// same database (and may call it for this instance's own commits: a
    /// receiver compares revisions). A store only one server uses calls it never.
    /// - Parameter handler: Called on a store's thread, in commit order per document.
    func observeCommits(_ handler: @escaping @Sendable (StoredCommitNotice) -> Void)
}

/// A commit announced to the server instances sharing a database
/// (PostgreSQL `NOTIFY`): which document, and the revision it made.
public struct StoredCommitNotice: Sendable, Equatable, Codable {
    /// The kinds of live document.
    public enum Kind: String, Sendable, Codable {
        /// A plan (Gantt chart).
        case plan
        /// A calendar (week and day views).
        case calendar
        /// A plan that was deleted (``TimelineStore/deletePlan(_:)``); the revision is its last.
        case deletedPlan
    }

    /// The document's kind.
    public var kind: Kind
    /// The plan's or calendar's id.
    public var id: Int
    /// The revision the commit made.
    public var revision: Int
    /// What changed, for people (`moved "Design"`).
    public var summary: String

    /// A notice.
    public init(kind: Kind, id: Int, revision: Int, summary: String) {
        self.kind = kind
        self.id = id
        self.revision = revision
        self.summary = summary
    }
}

extension PlanStore: TimelineStore {
    /// The database file.
    public var location: String { path }

    /// `false`: one server uses a SQLite file.
    public var announcesCommits: Bool { false }

    /// One server uses a SQLite file (it holds the file's lock): nobody else commits, so nothing is announced.
    public func observeCommits(_ handler: @escaping @Sendable (StoredCommitNotice) -> Void) {}
}
