public import TimelineCore
public import TimelineGraphics

/// One appointment of a ``DayTimelineLayout`` (the reference's `Appointment`).
///
/// Times are floating wall-clock times (``TimelineCore/Time``); the
/// appointment covers the half-open interval `[start, end)`, so one ending at
/// 10:00 does not overlap one starting at 10:00. `end == start` is a
/// zero-length appointment, drawn as a thin marker.
public struct Appointment: Sendable, Hashable, Codable, Identifiable {
    /// The appointment's id, unique within a timeline (`appointment:<id>` in the display list).
    public var id: String
    /// The title, on the card's first line.
    public var title: String
    /// The subtitle (a place, a patient, a note), on the second line.
    public var subtitle: String?
    /// The start.
    public var start: Time
    /// The end (exclusive); never before ``start``.
    public var end: Time
    /// The accent color: the card's left stripe and its text.
    public var color: Color
    /// The card's fill; `nil` uses ``color`` lightened.
    public var backgroundColor: Color?
    /// The avatar, if any.
    public var avatar: Avatar?

    /// Creates an appointment.
    /// - Throws: ``CalendarModelError/endBeforeStart(id:start:end:)`` when `end < start`.
    public init(id: String, title: String, subtitle: String? = nil, start: Time, end: Time,
                color: Color = Color(rgb: 0x2f, 0x6f, 0xd6), backgroundColor: Color? = nil, avatar: Avatar? = nil) throws(CalendarModelError) {
        guard end >= start else { throw .endBeforeStart(id: id, start: start, end: end) }
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.start = start
        self.end = end
        self.color = color
        self.backgroundColor = backgroundColor
        self.avatar = avatar
    }

    /// The length in seconds.
    public var duration: Double { end.seconds(since: start) }

    /// Whether the two appointments share time: half-open intervals, so
    /// touching ends do not overlap. A zero-length appointment overlaps an
    /// appointment that strictly contains its instant.
    public func overlaps(_ other: Appointment) -> Bool {
        start < other.end && other.start < end
    }
}
