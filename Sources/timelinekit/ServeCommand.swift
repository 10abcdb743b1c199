import ArgumentParser
import Foundation
import GanttChart
import Interchange
import Synchronization
import TimelineCore
import TimelineServer

/// `timelinekit serve`: the interactive Gantt chart in the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a plan as an interactive Gantt chart, or a calendar as week and day views, in the browser.",
        discussion: """
            With FILE (.yaml, .yml, .json, Microsoft Project XML .xml, CSV .csv or Mermaid gantt .mmd), the plan is imported into the database and served.
            A calendar document (kind: calendar) is imported as a calendar and served at /calendars/ID/week and /calendars/ID/day;
            an iCalendar file (.ics) is imported the same way, its occurrences from its first week through the next 366 days.
            A timeline (kind: timeline) or bar chart (kind: barChart) document is served read-only at /documents/ID.
            Without it, the first stored plan is served, or a built-in demo plan when the database is empty.
            Every acknowledged edit is saved in the database before the page sees it: a SQLite file by default, or PostgreSQL with
            --db postgres://user:password@host:5432/database, which several servers can share (each page sees the others' edits).
            Problems in FILE are printed as file:line:column: message lines, and the command exits with 1.
            Examples: timelinekit serve examples/launch-plan.yaml --port 8080
                      timelinekit serve examples/team-week.yaml
                      timelinekit serve --db postgres://timelinekit@127.0.0.1:5432/timelinekit --port 8081
            """
    )

    @Argument(help: "A file to import: a project document (.json, .yaml, .yml), Microsoft Project XML (.xml), CSV (.csv), Mermaid gantt (.mmd), or a calendar, timeline or bar chart document.")
    var file: String?

    @Option(help: "The address to listen on (use 0.0.0.0 to accept other machines; a token is then required).")
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp(
        "The access token every page, socket and export must carry. Required (and made up when not given) with a --host other than loopback.",
        valueName: "token"))
    var token: String?

    @Flag(help: "Import FILE as a new plan even when the same file (same bytes) was imported before; by default that plan is served, with the edits made since.")
    var reimport = false

    @Flag(help: "Require an access token on the loopback address too.")
    var requireToken = false

    @Option(name: .customLong("allow-host"), help: ArgumentHelp(
        "Also answer requests addressed to this host name (repeatable), e.g. a name behind a proxy.", valueName: "name"))
    var allowedHosts: [String] = []

    @Option(name: .customLong("allow-origin"), help: ArgumentHelp(
        "Also let pages of this origin use the server (repeatable), e.g. https://planner.example.com.", valueName: "origin"))
    var allowedOrigins: [String] = []

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: ArgumentHelp(
        "The database: a SQLite file, or postgres://user:password@host:port/database to share one PostgreSQL database between several servers.",
        valueName: "path-or-url"))
    var db = "./timelinekit.sqlite"

    @Option(help: ArgumentHelp(
        "Connections served at once (default: 1000, fewer if the process may open fewer files); more wait until one closes.",
        valueName: "count"))
    var maxConnections: Int?

    @Option(help: ArgumentHelp(
        "Also serve a read-only plan of this many computed rows (up to 1000000000000), to try scrolling a huge chart.",
        valueName: "rows"))
    var virtualRows: Int?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port: \(port) is not in 0...65535") }
        guard !host.isEmpty else { throw ValidationError("--host: give an address such as 127.0.0.1") }
        if let token, token.count < 16 || !token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            throw ValidationError("--token: use at least 16 letters, digits, '-' or '_'")
        }
        for origin in allowedOrigins where !(origin.hasPrefix("http://") || origin.hasPrefix("https://")) {
            throw ValidationError("--allow-origin: \(origin) is not an origin such as https://planner.example.com")
        }
        if let maxConnections, !(1...1_000_000).contains(maxConnections) {
            throw ValidationError("--max-connections: \(maxConnections) is not in 1...1000000")
        }
        if let virtualRows, !(1...1_000_000_000_000).contains(virtualRows) {
            throw ValidationError("--virtual-rows: \(virtualRows) is not in 1...1000000000000")
        }
    }

    func run() async throws {
        Self.raiseOpenFileLimit()
        // Read the file first: a file with errors creates no database and imports nothing.
        let (calendarText, viewDocument, imported, source) = try Self.read(file)
        let isPostgres = PostgresPlanStore.isPostgresURL(db)
        let databaseExisted = isPostgres || FileManager.default.fileExists(atPath: db)
        let store: any TimelineStore
        do {
            store = isPostgres ? try PostgresPlanStore(url: db) : try PlanStore(path: db, exclusive: true)
        } catch let error as PlanStoreError {
            throw RenderError("\(error)")
        } catch let error as PostgresPlanStoreError {
            throw RenderError("\(error)")
        } catch {
            // Never the --db text itself: a PostgreSQL URL may hold a password.
            throw RenderError("cannot open the database \(isPostgres ? "" : db): \(error)")
        }
        let needsToken = requireToken || !AccessPolicy.isLoopback(host)
        let accessToken = token ?? (needsToken ? AccessPolicy.makeToken() : nil)
        let policy = AccessPolicy.forServer(boundTo: host, extraHosts: allowedHosts, allowedOrigins: allowedOrigins, token: accessToken)
        let registry = PlanRegistry(store: store)
        let virtualID: Int? = if let virtualRows {
            try await registry.addVirtualPlan(GanttChartVirtualItemProvider(rowCount: virtualRows),
                                              title: "\(virtualRows) computed rows (read-only)")
        } else {
            nil
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let query = accessToken.map { "?token=\($0)" } ?? ""
        var limits = TimelineServerApp.ConnectionLimits()
        if let maxConnections { limits.maximumConnections = maxConnections }
        let (file, db, reimport) = (file, store.location, reimport)
        do {
            try await TimelineServerApp.run(registry: registry, host: host, port: port, policy: policy, limits: limits) { boundPort in
                // Only once the port is ours is anything imported.
                let base = "http://\(shownHost):\(boundPort ?? port)"
                if let viewDocument, let file {
                    let documentID: Int
                    do {
                        documentID = try Self.documentToServe(viewDocument, file: file, source: source, reusingEarlier: !reimport, store: store, db: db)
                    } catch {
                        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
                        Foundation.exit(1)
                    }
                    Self.say("TimelineKit is serving at \(base)/documents/\(documentID)\(query)  (Ctrl+C stops)")
                    if accessToken != nil { Self.say("Every request needs the token: open the address above once; the page keeps it in a cookie.") }
                    return
                }
                if let calendarText, let file {
                    let calendarID: Int
                    do {
                        calendarID = try Self.calendarToServe(calendarText, file: file, source: source, reusingEarlier: !reimport, store: store, db: db)
                    } catch {
                        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
                        Foundation.exit(1)
                    }
                    await registry.setDefaultCalendar(calendarID)
                    Self.say("TimelineKit is serving the week at \(base)/calendars/\(calendarID)/week\(query) and the day at "
                        + "\(base)/calendars/\(calendarID)/day  (Ctrl+C stops)")
                    if accessToken != nil { Self.say("Every request needs the token: open the address above once; the page keeps it in a cookie.") }
                    return
                }
                let planID: Int
                do {
                    planID = try Self.planToServe(imported.take(), file: file, source: source, reusingEarlier: !reimport, store: store, db: db)
                    // The file's text, document and resolution are freed: give their pages back.
                    FreedMemory.release()
                } catch {
                    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
                    Foundation.exit(1)
                }
                await registry.setDefaultPlan(planID)
                if let virtualID { Self.say("The virtual plan is at \(base)/plans/\(virtualID)\(query)") }
                Self.say("TimelineKit is serving at \(base)/plans/\(planID)\(query)  (Ctrl+C stops)")
                if accessToken != nil { Self.say("Every request needs the token: open the address above once; the page keeps it in a cookie.") }
            }
        } catch {
            if !isPostgres, !databaseExisted, (try? store.planIDs().isEmpty) == true {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store.location + suffix) }
            }
            let text = String(describing: error)
            if text.contains("Address already in use") || text.contains("errno: 98") || text.contains("EADDRINUSE") {
                throw RenderError("port \(port) on \(host) is in use (another server?); nothing was imported. "
                    + "Stop the other server or choose another port with --port.")
            }
            throw error
        }
    }

    /// The file to serve, read once (21 MB for 100 000 tasks) and checked:
    /// its text when it is a calendar document, else the view document in it,
    /// else its plan (held until it is stored, then let go: the server keeps
    /// the live model, not the file's document), and its fingerprint. The
    /// file's bytes are let go when this returns, not kept for the server's life.
    private static func read(_ file: String?) throws -> (calendarText: String?, viewDocument: (kind: PlanStore.DocumentKind, title: String?, text: String)?,
                                                         imported: ImportedPlan, source: String?) {
        guard let file else { return (nil, nil, ImportedPlan(nil), nil) }
        let contents = PlanFile.contents(of: file)
        let calendarText = try calendarDocumentText(of: file, contents: contents)
        let view = calendarText != nil ? nil : try viewDocument(of: file, contents: contents)
        let imported = ImportedPlan(calendarText != nil || view != nil ? nil : try plan(in: file, contents: contents))
        return (calendarText, view, imported, sourceFingerprint(of: file, contents: contents))
    }

    /// The text of `file` when it is a calendar document (`kind: calendar`),
    /// checked: its errors are printed as file:line:column lines and the command exits 1.
    /// - Returns: `nil` for any other file.
    static func calendarDocumentText(of file: String, contents: Data) throws -> String? {
        if file.lowercased().hasSuffix(".ics") { return icsCalendarText(of: file) }
        guard CalendarDocument.isCalendarDocument(sniffingText(of: contents)), let text = String(data: contents, encoding: .utf8) else { return nil }
        do {
            _ = try CalendarDocument(parsing: text, file: file).eventStore()
        } catch {
            PlanFile.fail("\(error)")
        }
        return text
    }

    /// A timeline list or bar chart document in `file`, checked (errors are
    /// printed as file:line:column lines and the command exits 1); `nil` for other files.
    static func viewDocument(of file: String, contents: Data) throws -> (kind: PlanStore.DocumentKind, title: String?, text: String)? {
        let head = sniffingText(of: contents)
        guard TimelineListDocument.isTimelineDocument(head) || BarChartDocument.isBarChartDocument(head),
              let text = String(data: contents, encoding: .utf8) else { return nil }
        do {
            if TimelineListDocument.isTimelineDocument(text) {
                return (.timeline, try TimelineListDocument(parsing: text, file: file).title, text)
            }
            if BarChartDocument.isBarChartDocument(text) {
                let document = try BarChartDocument(parsing: text, file: file)
                _ = try document.model()
                return (.barChart, document.title, text)
            }
        } catch {
            PlanFile.fail("\(error)")
        }
        return nil
    }

    /// The beginning of a file as text, enough for the `is…Document` checks
    /// (they read the first 200 lines): a kind is told without making the
    /// whole file a `String`.
    static func sniffingText(of contents: Data) -> String {
        String(decoding: contents.prefix(1 << 20), as: UTF8.self)
    }

    /// The plan in a plan file (its bytes read already), resolved as read.
    private static func plan(in file: String, contents: Data) throws -> (document: TimelineDocument, resolved: ResolvedTimelineDocument?) {
        switch try PlanFile.load(file, contents: contents) {
        case let .document(document, resolved): (document, resolved)
        case let plan: (try plan.timelineDocument(path: file), nil)
        }
    }

    /// Imports a view document, or finds the copy imported from the same bytes before (`reusingEarlier`).
    private static func documentToServe(_ document: (kind: PlanStore.DocumentKind, title: String?, text: String), file: String,
                                        source: String?, reusingEarlier: Bool, store: any TimelineStore, db: String) throws -> Int {
        if reusingEarlier, let source, let earlier = try store.documentID(importedFrom: source) {
            say("Serving document \(earlier), imported from \(file) before")
            return earlier
        }
        let id = try store.createDocument(kind: document.kind, title: document.title, text: document.text, source: source)
        say("Imported \(file) as document \(id) into \(db)")
        return id
    }

    /// An iCalendar file as a calendar document to serve: its occurrences from
    /// the week of its first event through the next 366 days (recurring series
    /// expanded, cancelled occurrences left out), in its X-WR-TIMEZONE (else UTC),
    /// shown from that first week. Reader errors are printed and the command exits 1.
    static func icsCalendarText(of file: String) -> String {
        let calendar: ICalendarDocument
        do { calendar = try ICalendarDocument(contentsOf: URL(fileURLWithPath: file)) } catch { PlanFile.fail(error.description) }
        for warning in calendar.warnings { PlanFile.standardError(warning.description) }
        let zoneName = calendar.defaultTimeZone ?? "UTC"
        guard let zone = TimeZone(identifier: zoneName) else { PlanFile.fail("\(file): unknown time zone \"\(zoneName)\"") }
        let first = calendar.events.map(\.start.time).min() ?? Time(Date(), in: zone)
        let monday = Time(dayNumber: first.dayNumber - (first.weekday.rawValue + 6) % 7)
        var (document, warnings) = calendar.calendarDocument(from: monday, to: monday.adding(days: 366), in: zone)
        for warning in warnings { PlanFile.standardError(warning.description) }
        document.view.type = .week
        document.view.date = monday
        document.view.days = 7
        document.view.scrollTo = 7 * 3_600
        return document.yamlString()
    }

    /// Imports a calendar document, or finds the copy imported from the same bytes before.
    private static func calendarToServe(_ text: String, file: String, source: String?, reusingEarlier: Bool, store: any TimelineStore,
                                        db: String) throws -> Int {
        if reusingEarlier, let source, let earlier = try store.calendarID(importedFrom: source) {
            say("Serving calendar \(earlier), imported from \(file) before (the same bytes; edits since are kept; --reimport imports a fresh copy)")
            return earlier
        }
        let id = try store.createCalendar(text: text, file: file, source: source)
        say("Imported \(file) as calendar \(id) into \(db)")
        return id
    }

    /// Imports `document` (the file given), or picks the first stored plan, or stores the demo plan.
    private static func planToServe(_ plan: (document: TimelineDocument, resolved: ResolvedTimelineDocument?)?, file: String?, source: String?,
                                    reusingEarlier: Bool, store: any TimelineStore, db: String) throws -> Int {
        if reusingEarlier, let source, let file, let earlier = try store.planID(importedFrom: source) {
            say("Serving plan \(earlier), imported from \(file) before (the same bytes; edits since are kept; --reimport imports a fresh copy)")
            return earlier
        }
        if let plan, let file {
            let id = if let resolved = plan.resolved {
                try store.createPlan(from: plan.document, resolved: resolved, source: source)
            } else {
                try store.createPlan(from: plan.document, source: source)
            }
            say("Imported \(file) as plan \(id) into \(db)")
            return id
        }
        if let first = try store.planIDs().first { return first }
        let id = try store.createPlan(from: try TimelineDocument(parsing: DemoPlan.yaml, file: "demo-plan.yaml"), source: nil)
        say("Stored the demo plan as plan \(id) in \(db)")
        return id
    }

    /// Where a plan file came from: its absolute path and a 64-bit FNV-1a
    /// fingerprint of its bytes (the same file unchanged gives the same text).
    static func sourceFingerprint(of file: String, contents: Data) -> String {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // Through the buffer: iterating `Data` itself was ~100 ms for 21 MB.
        contents.withUnsafeBytes { bytes in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return "\(url.path)#fnv1a64:\(String(hash, radix: 16))"
    }

    /// Lets the process open as many files as the system allows it (the
    /// soft limit up to the hard one), so connections, the database and
    /// exports share a large pool; the server caps its connections below it.
    private static func raiseOpenFileLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// Writes a line to standard output at once (not buffered, so it shows before the server blocks).
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// The plan read from the command line, handed over once (to be stored) so
/// that the running server does not keep a second copy of a large plan.
private final class ImportedPlan: Sendable {
    private let document: Mutex<(document: TimelineDocument, resolved: ResolvedTimelineDocument?)?>

    init(_ document: (document: TimelineDocument, resolved: ResolvedTimelineDocument?)?) {
        self.document = Mutex(document)
    }

    /// The document, resolved when its reader resolved it; `nil` after the first call.
    func take() -> (document: TimelineDocument, resolved: ResolvedTimelineDocument?)? {
        document.withLock { document in
            defer { document = nil }
            return document
        }
    }
}
