/// One row of a timeline list: an event cell or a marker cell, with a
/// stable id (the semantic ids `row:<id>` and `node:<id>`).
public struct TimelineRow: Sendable, Hashable, Codable, Identifiable {
    /// What a row shows.
    public enum Content: Sendable, Hashable, Codable {
        /// An event cell (selectable).
        case event(TimelineEvent)
        /// A marker cell (never selectable).
        case marker(TimelineMarker)
    }

    /// The id, unique within a list.
    public var id: String
    /// The cell.
    public var content: Content

    /// Creates a row.
    public init(id: String, content: Content) {
        self.id = id
        self.content = content
    }

    /// An event row.
    public static func event(_ id: String, _ event: TimelineEvent) -> TimelineRow {
        TimelineRow(id: id, content: .event(event))
    }

    /// A marker row.
    public static func marker(_ id: String, _ marker: TimelineMarker) -> TimelineRow {
        TimelineRow(id: id, content: .marker(marker))
    }

    /// The node's status.
    public var node: TimelineNode {
        switch content {
        case let .event(event): event.node
        case let .marker(marker): marker.node
        }
    }

    /// Whether the row can be selected: event rows can, marker rows never.
    public var isSelectable: Bool {
        if case .event = content { return true }
        return false
    }
}
