/// What a point of a timeline list lies on.
public enum TimelineListHit: Sendable, Hashable {
    /// The row with this id, away from its node.
    case row(String)
    /// The node of the row with this id.
    case node(String)

    /// The row's id.
    public var rowID: String {
        switch self {
        case let .row(id), let .node(id): id
        }
    }
}
