/// The content of an event cell (the reference's `FUITimelineCell`): event
/// text and image left of the line, the node on it, and headline,
/// subheadline, attribute, subattribute, status and substatus right of it.
///
/// ```swift
/// let event = TimelineEvent(headline: "Planned Downtime Period Identified", subheadline: "Work Package",
///                           node: .open, eventText: "9:45\nAM", eventImage: .rain, status: .image(.error), substatus: .text("High"))
/// ```
public struct TimelineEvent: Sendable, Hashable, Codable {
    /// The node's status (``TimelineNode/open``, ``TimelineNode/inProgress`` or ``TimelineNode/complete`` by convention).
    public var node: TimelineNode
    /// The text left of the line (a time or a date; `\n` breaks lines), if any.
    public var eventText: String?
    /// The image under the event text, if any.
    public var eventImage: TimelineIcon?
    /// The first line of the card (wraps).
    public var headline: String
    /// The second line of the card (wraps), if any.
    public var subheadline: String?
    /// The attribute below the headlines, if any.
    public var attribute: String?
    /// The subattribute beside the attribute, if any.
    public var subattribute: String?
    /// The status at the card's right, if any.
    public var status: TimelineContent?
    /// The substatus under the status, if any.
    public var substatus: TimelineContent?

    /// Creates an event.
    public init(headline: String, subheadline: String? = nil, node: TimelineNode = .open, eventText: String? = nil,
                eventImage: TimelineIcon? = nil, attribute: String? = nil, subattribute: String? = nil,
                status: TimelineContent? = nil, substatus: TimelineContent? = nil) {
        self.node = node
        self.eventText = eventText
        self.eventImage = eventImage
        self.headline = headline
        self.subheadline = subheadline
        self.attribute = attribute
        self.subattribute = subattribute
        self.status = status
        self.substatus = substatus
    }
}
