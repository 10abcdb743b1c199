public import CalendarViews
import Foundation
import GRDB
public import Interchange
public import TimelineCore

/// Calendars in the same database as the plans: the document as written (its
/// title, time zone, view and styles) and its events, one row each, so an edit
/// writes only the events it touches.
extension PlanStore {
    /// Stores a new calendar at revision 0.
    /// - Parameters:
    ///   - text: The calendar document as written (JSON or YAML, `kind: calendar`).
    ///   - file: Its name, for error messages.
    ///   - source: Where it came from (file and fingerprint), so serving the same file again finds it.
    /// - Returns: The new calendar's id.
    /// - Throws: ``Interchange/TimelineDocumentErrors`` for a document that does not read; database errors.
    public func createCalendar(text: String, file: String, source: String? = nil) throws -> Int {
        let document = try CalendarDocument(parsing: text, file: file)
        let settings = try CalendarDocument.settingsText(of: text, file: file)
        let rows = try StoredCalendarEvent.rows(document.eventStore().allEvents)
        let now = Self.timestamp()
        return try pool.write { db in
            try db.execute(sql: "INSERT INTO calendars (title, document_text, settings_text, revision, source, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?, ?)",
                           arguments: [document.title, text, settings, source, now, now])
            let id = Int(db.lastInsertedRowID)
            let insert = try db.makeStatement(sql: """
                INSERT INTO calendar_events (calendar_id, id, body_json, start_seconds, end_seconds, is_long) VALUES (?, ?, ?, ?, ?, ?)
                """)
            for row in rows {
                try insert.execute(arguments: [id, row.id, row.bodyJSON, row.startSeconds, row.endSeconds, row.isLong])
            }
            try db.execute(sql: "INSERT INTO calendar_revisions (calendar_id, revision, created_at, summary) VALUES (?, 0, ?, ?)",
                           arguments: [id, now, "imported \(rows.count) events"])
            return id
        }
    }

    /// The newest calendar imported from `source`.
    public func calendarID(importedFrom source: String) throws -> Int? {
        try pool.read { db in
            try Int.fetchOne(db, sql: "SELECT id FROM calendars WHERE source = ? ORDER BY id DESC LIMIT 1", arguments: [source])
        }
    }

    /// The stored calendars' ids and titles, ascending by id.
    public func calendarSummaries() throws -> [(id: Int, title: String?)] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, title FROM calendars ORDER BY id").map { ($0["id"] as Int, $0["title"] as String?) }
        }
    }

    /// A stored calendar: its document with the stored events, and its revision.
    /// - Returns: `nil` when there is no calendar with `id`.
    /// - Throws: Errors of a document or an event row that no longer reads.
    public func loadCalendar(_ id: Int) throws -> (document: CalendarDocument, revision: Int)? {
        try pool.read { db -> (CalendarDocument, Int)? in
            guard let row = try Row.fetchOne(db, sql: "SELECT document_text, revision FROM calendars WHERE id = ?", arguments: [id]) else { return nil }
            var document = try CalendarDocument(parsing: row["document_text"] as String, file: "calendar \(id)")
            let decoder = JSONDecoder()
            document.events = try Row.fetchAll(db, sql: "SELECT body_json FROM calendar_events WHERE calendar_id = ? ORDER BY id", arguments: [id])
                .map { try decoder.decode(CalendarEvent.self, from: Data(($0["body_json"] as String).utf8)) }
            return (document, row["revision"] as Int)
        }
    }

    public func loadCalendarSettings(_ id: Int) throws -> (document: CalendarDocument, revision: Int, firstEventStart: Time?)? {
        let stored = try pool.read { db -> (String, String?, Int, Double?)? in
            guard let row = try Row.fetchOne(db, sql: "SELECT document_text, settings_text, revision FROM calendars WHERE id = ?", arguments: [id]) else {
                return nil
            }
            let first = try Double.fetchOne(db, sql: "SELECT MIN(start_seconds) FROM calendar_events WHERE calendar_id = ?", arguments: [id])
            return (row["settings_text"] == nil ? row["document_text"] : "", row["settings_text"], row["revision"], first)
        }
        guard let (text, settings, revision, first) = stored else { return nil }
        // Calendars stored before settings_text: their whole document, whose events the rows replace.
        var document = try CalendarDocument(parsing: settings ?? text, file: "calendar \(id)")
        document.events = []
        return (document, revision, first.map(Time.init(absoluteSeconds:)))
    }

    public func calendarEvents(_ id: Int, from: Time, to: Time) throws -> [CalendarEvent] {
        let window = StoredCalendarEvent.Window(from: from, to: to)
        let bodies = try pool.read { db in
            try String.fetchAll(db, sql: Self.calendarWindowQuery,
                                arguments: [id, window.shortStartFrom, window.to, window.from, window.from, id, window.to, window.from])
        }
        return try StoredCalendarEvent.events(from: bodies)
    }

    /// The events of a window: the short ones by index range, then the long ones.
    static let calendarWindowQuery = """
        SELECT body_json FROM calendar_events
        WHERE calendar_id = ? AND is_long = 0 AND start_seconds >= ? AND start_seconds < ?
          AND (end_seconds > ? OR (start_seconds >= ? AND end_seconds = start_seconds))
        UNION ALL
        SELECT body_json FROM calendar_events
        WHERE calendar_id = ? AND is_long = 1 AND start_seconds < ? AND end_seconds > ?
        """

    /// Writes one commit of a calendar in one transaction: the events it
    /// added or changed (whole) and removed, the new revision and a log entry.
    /// - Parameters:
    ///   - edits: The commit's edits, in order (the last state of each event is written).
    ///   - summary: What changed, for people.
    ///   - revision: The revision it makes; the stored one must be the one before.
    ///   - id: The calendar.
    /// - Throws: ``PlanStoreError/conflict(plan:expected:stored:)`` when another
    ///   server wrote in between; database errors. Nothing is written then.
    public func applyCalendar(_ edits: [CalendarEdit], summary: String, revision: Int, to id: Int) throws {
        let encoder = StoredCalendarEvent.encoder()
        let changes = try Self.eventChanges(of: edits).map { change in
            (change.id, try change.event.map { try StoredCalendarEvent($0, encoder: encoder) })
        }
        let now = Self.timestamp()
        try pool.write { db in
            let stored = try Int.fetchOne(db, sql: "SELECT revision FROM calendars WHERE id = ?", arguments: [id])
            guard stored == revision - 1 else { throw PlanStoreError.conflict(plan: id, expected: revision - 1, stored: stored) }
            for (eventID, row) in changes {
                if let row {
                    try db.execute(sql: """
                        INSERT OR REPLACE INTO calendar_events (calendar_id, id, body_json, start_seconds, end_seconds, is_long) VALUES (?, ?, ?, ?, ?, ?)
                        """, arguments: [id, eventID, row.bodyJSON, row.startSeconds, row.endSeconds, row.isLong])
                } else {
                    try db.execute(sql: "DELETE FROM calendar_events WHERE calendar_id = ? AND id = ?", arguments: [id, eventID])
                }
            }
            try db.execute(sql: "UPDATE calendars SET revision = ?, updated_at = ? WHERE id = ?", arguments: [revision, now, id])
            try db.execute(sql: "INSERT OR REPLACE INTO calendar_revisions (calendar_id, revision, created_at, summary) VALUES (?, ?, ?, ?)",
                           arguments: [id, revision, now, summary])
        }
    }

    /// The last state of each event that `edits` touch, in order of first
    /// touch (`nil`: removed); appointment edits are not stored.
    static func eventChanges(of edits: [CalendarEdit]) -> [(id: String, event: CalendarEvent?)] {
        var latest: [String: CalendarEvent?] = [:]
        var order: [String] = []
        for edit in edits {
            let (eventID, event): (String, CalendarEvent?)
            switch edit {
            case let .addEvent(added): (eventID, event) = (added.id, added)
            case let .updateEvent(_, new): (eventID, event) = (new.id, new)
            case let .removeEvent(removed): (eventID, event) = (removed.id, nil)
            case .addAppointment, .removeAppointment, .updateAppointment: continue
            }
            if latest[eventID] == nil { order.append(eventID) }
            latest[eventID] = .some(event)
        }
        return order.map { ($0, latest[$0] ?? nil) }
    }
}
