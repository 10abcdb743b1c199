public import TimelineCore
public import TimelineGraphics

/// One event of a ``WeekViewLayout`` (the reference's `EventData`).
///
/// The event covers the half-open interval `[start, end)`. An event that
/// ends at 00:00 ends on the day before (its last segment is drawn on the day
/// it started when it spans one night only). All-day events are drawn in the
/// top bar; see also ``WeekViewStyle/autoConvertAllDayEvents``.
public struct CalendarEvent: Sendable, Hashable, Codable, Identifiable {
    /// The event's id, unique within a store (`event:<id>` in the display list).
    public var id: String
    /// The title.
    public var title: String
    /// The place, drawn under the title.
    public var location: String?
    /// The start.
    public var start: Time
    /// The end (exclusive); never before ``start``.
    public var end: Time
    /// The fill.
    public var color: Color
    /// Whether the event fills whole days (drawn in the top bar).
    public var isAllDay: Bool
    /// A second color: when set, the card is filled with a linear gradient
    /// from ``color`` at its top to this color at its bottom (a
    /// `<linearGradient>` in SVG).
    public var gradientColor: Color?

    /// Creates an event.
    /// - Throws: ``CalendarModelError/endBeforeStart(id:start:end:)`` when `end < start`.
    public init(id: String, title: String, location: String? = nil, start: Time, end: Time,
                color: Color = Color(rgb: 0x3b, 0x82, 0xf6), isAllDay: Bool = false, gradientColor: Color? = nil) throws(CalendarModelError) {
        guard end >= start else { throw .endBeforeStart(id: id, start: start, end: end) }
        self.id = id
        self.title = title
        self.location = location
        self.start = start
        self.end = end
        self.color = color
        self.isAllDay = isAllDay
        self.gradientColor = gradientColor
    }

    /// The length in seconds.
    public var duration: Double { end.seconds(since: start) }

    /// The same event at another time, keeping its length.
    public func moved(toStart newStart: Time) -> CalendarEvent {
        var copy = self
        copy.end = newStart.adding(seconds: duration)
        copy.start = newStart
        return copy
    }

    /// The day numbers the event covers: from its start day to the day of
    /// its last instant (an end at 00:00 belongs to the previous day; a
    /// zero-length event covers its start day).
    public var dayNumbers: ClosedRange<Int> { Self.dayNumbers(start: start, end: end) }

    /// The day numbers `[start, end)` covers, as ``dayNumbers`` says.
    static func dayNumbers(start: Time, end: Time) -> ClosedRange<Int> {
        let first = start.normalized.dayNumber
        let endNormalized = end.normalized
        var last = endNormalized.timeOfDay == 0 ? endNormalized.dayNumber - 1 : endNormalized.dayNumber
        if last < first { last = first }
        return first...last
    }
}
