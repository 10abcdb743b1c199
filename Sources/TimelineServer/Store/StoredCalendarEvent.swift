import CalendarViews
import Foundation
import TimelineCore

/// One row of the `calendar_events` table as plain values, shared by both
/// stores so that SQLite and PostgreSQL write, index and find events alike.
///
/// Besides the event (`body_json`), a row keeps its start and end as absolute
/// seconds and whether it is longer than
/// ``CalendarViews/CalendarEventStore/longEventThreshold``. That is the
/// in-memory store's index in the database: the events of a window
/// `[from, to)` are the short ones starting in `[from − threshold, to)`
/// (an index range) and the long ones that overlap it (few), so a server loads
/// the days on screen without reading the calendar.
struct StoredCalendarEvent: Sendable, Equatable {
    var id: String
    var bodyJSON: String
    var startSeconds: Double
    var endSeconds: Double
    var isLong: Bool

    /// The encoder of `body_json` (keys sorted): one per batch of rows, not one per row.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    /// The rows for `events`, encoded with one encoder.
    static func rows(_ events: some Sequence<CalendarEvent>) throws -> [StoredCalendarEvent] {
        let encoder = encoder()
        return try events.map { try StoredCalendarEvent($0, encoder: encoder) }
    }

    /// The row for `event`, its body written by `encoder` (``encoder()``).
    init(_ event: CalendarEvent, encoder: JSONEncoder) throws {
        id = event.id
        bodyJSON = String(decoding: try encoder.encode(event), as: UTF8.self)
        startSeconds = event.start.absoluteSeconds
        endSeconds = event.end.absoluteSeconds
        isLong = event.duration > CalendarEventStore.longEventThreshold
    }

    /// The row of a stored body (what a migration fills in for rows written before the index).
    init(id: String, bodyJSON: String, decoder: JSONDecoder) throws {
        let event = try Self.event(from: bodyJSON, decoder: decoder)
        self.id = id
        self.bodyJSON = bodyJSON
        startSeconds = event.start.absoluteSeconds
        endSeconds = event.end.absoluteSeconds
        isLong = event.duration > CalendarEventStore.longEventThreshold
    }

    /// The event a row's `body_json` holds.
    static func event(from bodyJSON: String, decoder: JSONDecoder) throws -> CalendarEvent {
        try decoder.decode(CalendarEvent.self, from: Data(bodyJSON.utf8))
    }

    /// The bounds a window query compares with: short events start in
    /// `[shortStartFrom, to)`; every event ends after `from` or is a
    /// zero-length one starting in the window.
    struct Window: Sendable, Equatable {
        var from: Double
        var to: Double
        var shortStartFrom: Double

        init(from: Time, to: Time) {
            self.from = from.absoluteSeconds
            self.to = to.absoluteSeconds
            shortStartFrom = from.absoluteSeconds - CalendarEventStore.longEventThreshold
        }
    }

    /// Events decoded from rows, in the order the in-memory store keeps a
    /// window's events when it loads them (by start, then by id).
    static func events(from bodies: [String]) throws -> [CalendarEvent] {
        let decoder = JSONDecoder()
        return try bodies.map { try event(from: $0, decoder: decoder) }.sorted { a, b in a.start != b.start ? a.start < b.start : a.id.utf8.lexicographicallyPrecedes(b.id.utf8) }
    }
}
