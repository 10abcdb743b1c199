public import CalendarViews
public import Foundation
public import TimelineCore

/// A calendar file: events (week view) and appointments (day timeline), how
/// both look, and which view to show. Read from JSON or YAML with
/// ``CalendarDocument/init(parsing:file:)``; the format is described by
/// `docs/calendar-document.schema.json`.
///
/// ```yaml
/// kind: calendar
/// version: 1
/// title: Platform team
/// timeZone: Europe/Berlin
/// view: { type: week, date: 2025-03-03, days: 7, now: 2025-03-05T10:40 }
/// week: { layoutMode: expanding, allDayEvents: stacked, locale: en_US }
/// events:
///   - { id: standup-mon, title: Standup, start: 2025-03-03T09:30, end: 2025-03-03T09:45, color: "#2563eb" }
/// ```
public struct CalendarDocument: Sendable {
    /// Which view a document shows by default.
    public enum ViewType: String, Sendable, Hashable, CaseIterable {
        /// The day timeline of appointments (and events, drawn as appointments).
        case day
        /// The week view of events.
        case week
    }

    /// What the document shows by default (the CLI's options override it).
    public struct View: Sendable, Hashable {
        /// The view.
        public var type: ViewType = .week
        /// The first day shown.
        public var date: Time?
        /// The number of days of the week view.
        public var days = 7
        /// The current time drawn; `nil`: the clock of whoever draws (the CLI reads it in ``CalendarDocument/timeZone``).
        public var now: Time?
        /// The size drawn.
        public var width: Double?
        /// The size drawn.
        public var height: Double?
        /// The time of day (seconds) at the top of the view.
        public var scrollTo: Double?

        /// The default view: a week.
        public init() {}
    }

    /// The format version this library writes and reads (1).
    public static let currentVersion = 1

    /// The title.
    public var title: String?
    /// The zone whose wall clock the times are written in (used to read the current time).
    public var timeZone: TimeZone?
    /// The default view.
    public var view = View()
    /// The day timeline's look.
    public var dayStyle = DayTimelineStyle()
    /// The week view's look.
    public var weekStyle = WeekViewStyle()
    /// The week view's events, in file order.
    public var events: [CalendarEvent] = []
    /// The day timeline's appointments, in file order.
    public var appointments: [Appointment] = []

    /// An empty document.
    public init() {}

    /// The events in a store.
    /// - Throws: ``CalendarViews/CalendarEditError`` for duplicate ids (the reader already refuses them).
    public func eventStore() throws -> CalendarEventStore {
        try CalendarEventStore(events)
    }

    /// What the day timeline shows: the appointments, then the timed events
    /// as appointments (so one file can feed both views).
    public func dayAppointments() -> [Appointment] {
        let ids = Set(appointments.map(\.id))
        var result = appointments
        for event in events where !event.isAllDay && !ids.contains(event.id) {
            if let appointment = try? Appointment(id: event.id, title: event.title, subtitle: event.location, start: event.start, end: event.end,
                                                  color: event.color) {
                result.append(appointment)
            }
        }
        return result
    }

    /// Whether `text` is a calendar document (`kind: calendar` at the top),
    /// without reading it all: the CLI uses it to choose the renderer.
    public static func isCalendarDocument(_ text: String) -> Bool {
        for line in text.split(separator: "\n", maxSplits: 200, omittingEmptySubsequences: true).prefix(200) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "kind: calendar" || trimmed.hasPrefix("kind: calendar ") || trimmed.contains("\"kind\": \"calendar\"") || trimmed.contains("\"kind\":\"calendar\"") {
                return true
            }
        }
        return false
    }
}
