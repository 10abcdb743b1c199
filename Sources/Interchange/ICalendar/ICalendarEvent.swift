/// A VEVENT: a single event, the master of a recurring series (with RRULE,
/// RDATE, EXDATE) or an override of one instance (with RECURRENCE-ID).
///
/// Equality ignores ``sourceLocation``, so an event read back from written
/// text equals the original.
public struct ICalendarEvent: Sendable, Equatable {
    /// STATUS.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// Not confirmed yet.
        case tentative = "TENTATIVE"
        /// Confirmed.
        case confirmed = "CONFIRMED"
        /// Cancelled (a cancelled instance is kept, with this status).
        case cancelled = "CANCELLED"
    }

    /// An RDATE value: a date, a date-time or a period (start and end or duration).
    public enum RecurrenceDate: Sendable, Hashable {
        /// A DATE or DATE-TIME instance, lasting as long as the event.
        case instant(ICalendarDateTime)
        /// A PERIOD with an explicit end.
        case period(ICalendarDateTime, end: ICalendarDateTime)
        /// A PERIOD with a duration.
        case periodDuration(ICalendarDateTime, duration: ICalendarDuration)

        /// The instance's start.
        public var start: ICalendarDateTime {
            switch self {
            case .instant(let start), .period(let start, _), .periodDuration(let start, _): return start
            }
        }
    }

    /// UID (events of one series share it).
    public var uid: String
    /// DTSTART.
    public var start: ICalendarDateTime
    /// DTEND, when given.
    public var end: ICalendarDateTime?
    /// DURATION, when given instead of DTEND.
    public var duration: ICalendarDuration?
    /// SUMMARY.
    public var summary: String?
    /// LOCATION.
    public var location: String?
    /// DESCRIPTION.
    public var description: String?
    /// STATUS.
    public var status: Status?
    /// SEQUENCE (the revision: the higher wins between two versions of one event).
    public var sequence = 0
    /// CATEGORIES.
    public var categories: [String] = []
    /// COLOR (RFC 7986: a CSS color name; `#RRGGBB` is accepted too).
    public var color: String?
    /// RRULE (usually one).
    public var recurrenceRules: [ICalendarRecurrenceRule] = []
    /// RDATE.
    public var recurrenceDates: [RecurrenceDate] = []
    /// EXDATE.
    public var exceptionDates: [ICalendarDateTime] = []
    /// RECURRENCE-ID: the instance of the series this event replaces.
    public var recurrenceID: ICalendarDateTime?
    /// Whether RECURRENCE-ID has `RANGE=THISANDFUTURE` (the change applies to later instances too).
    public var appliesToFutureInstances = false
    /// DTSTAMP.
    public var timestamp: ICalendarDateTime?
    private var origin = Origin()

    /// Creates an event.
    /// - Parameters:
    ///   - uid: UID.
    ///   - start: DTSTART.
    ///   - end: DTEND (`nil`: ``duration``, else one day for a DATE start, else zero).
    ///   - summary: SUMMARY.
    public init(uid: String, start: ICalendarDateTime, end: ICalendarDateTime? = nil, summary: String? = nil) {
        self.uid = uid
        self.start = start
        self.end = end
        self.summary = summary
    }

    /// Where the event's BEGIN:VEVENT is, for events read from a file (not compared).
    public var sourceLocation: SourceLocation? {
        get { origin.location }
        set { origin.location = newValue }
    }

    /// Whether the event repeats (RRULE or RDATE).
    public var isRecurring: Bool { !recurrenceRules.isEmpty || !recurrenceDates.isEmpty }

    /// A place that never makes two events unequal.
    private struct Origin: Sendable, Equatable {
        var location: SourceLocation?
        static func == (lhs: Origin, rhs: Origin) -> Bool { true }
    }
}
