public import TimelineCore

/// A task of the timeline preview (the reference's `FUITimelineItem`): a
/// title, a due date and a status.
public struct TimelineItem: Sendable, Hashable, Codable, Identifiable {
    /// The id, unique within the preview (the semantic id `preview:<id>`).
    public var id: String
    /// The title.
    public var title: String
    /// When the task is due (its day counts; the time of day breaks ties).
    public var due: Time
    /// The status: ``TimelineNode/open``, ``TimelineNode/inProgress``,
    /// ``TimelineNode/complete``, or ``TimelineNode/end`` for the project's end.
    public var status: TimelineNode

    /// Creates an item.
    public init(id: String, title: String, due: Time, status: TimelineNode = .open) {
        self.id = id
        self.title = title
        self.due = due
        self.status = status
    }
}
