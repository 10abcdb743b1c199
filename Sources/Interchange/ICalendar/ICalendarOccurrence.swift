public import Foundation

/// One instance of an event in a window: a single event, an instance of a
/// series, or an override (RECURRENCE-ID), with the properties that apply to it.
public struct ICalendarOccurrence: Sendable, Hashable {
    /// UID of the event or series.
    public var uid: String
    /// SUMMARY.
    public var summary: String?
    /// LOCATION.
    public var location: String?
    /// DESCRIPTION.
    public var description: String?
    /// STATUS (a cancelled override is kept, with `.cancelled`).
    public var status: ICalendarEvent.Status?
    /// CATEGORIES.
    public var categories: [String]
    /// COLOR.
    public var color: String?
    /// For an instance of a series: its original start (its RECURRENCE-ID); `nil` for a single event.
    public var recurrenceID: Date?
    /// The start.
    public var start: Date
    /// The end (exclusive), never before ``start``.
    public var end: Date
    /// Whether the occurrence is whole days (DATE values), read in the viewer's zone.
    public var isAllDay: Bool

    /// Creates an occurrence (the expander makes them; this is for tests and other sources).
    /// - Parameters:
    ///   - uid: UID.
    ///   - summary: SUMMARY.
    ///   - location: LOCATION.
    ///   - description: DESCRIPTION.
    ///   - status: STATUS.
    ///   - categories: CATEGORIES.
    ///   - color: COLOR.
    ///   - recurrenceID: The original start of a series' instance.
    ///   - start: The start.
    ///   - end: The end (exclusive).
    ///   - isAllDay: Whether it is whole days.
    public init(uid: String, summary: String? = nil, location: String? = nil, description: String? = nil, status: ICalendarEvent.Status? = nil,
                categories: [String] = [], color: String? = nil, recurrenceID: Date? = nil, start: Date, end: Date, isAllDay: Bool = false) {
        self.uid = uid
        self.summary = summary
        self.location = location
        self.description = description
        self.status = status
        self.categories = categories
        self.color = color
        self.recurrenceID = recurrenceID
        self.start = start
        self.end = end
        self.isAllDay = isAllDay
    }
}

/// The occurrences of a calendar in a window, and what the expansion had to bound.
public struct ICalendarExpansion: Sendable {
    /// The occurrences, by start, then UID, then end.
    public var occurrences: [ICalendarOccurrence]
    /// Rules whose expansion stopped at the work limit (their occurrences may be incomplete), with places.
    public var warnings: [ICalendarWarning]
    /// The viewer's zone the window was given in.
    public var timeZone: TimeZone

    /// Creates an expansion.
    /// - Parameters:
    ///   - occurrences: The occurrences.
    ///   - warnings: What the expansion bounded.
    ///   - timeZone: The viewer's zone.
    public init(occurrences: [ICalendarOccurrence], warnings: [ICalendarWarning], timeZone: TimeZone) {
        self.occurrences = occurrences
        self.warnings = warnings
        self.timeZone = timeZone
    }
}
