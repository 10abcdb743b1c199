/// The content of a marker cell (the reference's `FUITimelineMarkerCell`):
/// a title right of the line, event text and image left of it, the node,
/// and the line above and below the node shown or hidden. Marker rows are
/// never selectable.
///
/// ```swift
/// let start = TimelineMarker(title: "Project Start", node: .start, eventText: "12/6/15", showsLeadingTimeline: false)
/// ```
public struct TimelineMarker: Sendable, Hashable, Codable {
    /// The title (wraps).
    public var title: String
    /// The node's status (``TimelineNode/start``, ``TimelineNode/inactive``,
    /// ``TimelineNode/earlyEnd`` or ``TimelineNode/end`` by convention).
    public var node: TimelineNode
    /// The text left of the line, if any.
    public var eventText: String?
    /// The image under the event text, if any.
    public var eventImage: TimelineIcon?
    /// Whether the line runs from the row's top to the node (the reference's `showLeadingTimeline`).
    public var showsLeadingTimeline: Bool
    /// Whether the line runs from the node to the row's bottom (the reference's `showTrailingTimeline`).
    public var showsTrailingTimeline: Bool

    /// Creates a marker.
    public init(title: String, node: TimelineNode = .start, eventText: String? = nil, eventImage: TimelineIcon? = nil,
                showsLeadingTimeline: Bool = true, showsTrailingTimeline: Bool = true) {
        self.title = title
        self.node = node
        self.eventText = eventText
        self.eventImage = eventImage
        self.showsLeadingTimeline = showsLeadingTimeline
        self.showsTrailingTimeline = showsTrailingTimeline
    }
}
