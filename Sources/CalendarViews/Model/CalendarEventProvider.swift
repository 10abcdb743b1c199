public import TimelineCore

/// Where a week view's layout gets the events of the days it shows: a
/// ``CalendarEventStore``, or a host's cache of what its loader delivered.
public protocol CalendarEventProvider: Sendable {
    /// The events sharing time with the half-open window `[from, to)`, sorted by start.
    func events(in from: Time, _ to: Time) -> [CalendarEvent]
}

extension CalendarEventStore: CalendarEventProvider {}
