/// The status a timeline node shows: the reference's `FUITimelineNode`
/// (cells' `nodeType`) and `FUITimelineStatus` (preview items' `status`).
///
/// Event cells use ``open``, ``inProgress`` and ``complete``; marker cells
/// use ``start``, ``inactive``, ``earlyEnd`` and ``end``. Each status has
/// its own vector node image (see ``TimelineNodeShape``).
public enum TimelineNode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The first node of a timeline (a ring with a dot).
    case start
    /// Not started, due (an open circle).
    case open
    /// Started, not finished (a half-filled circle).
    case inProgress
    /// Finished (a filled circle with a check mark).
    case complete
    /// Not active (a dashed, faded ring).
    case inactive
    /// Ended before the planned end (a filled square with a bar).
    case earlyEnd
    /// The last node of a timeline (a filled square).
    case end

    /// Whether the status counts as done in the preview (``complete``).
    public var isComplete: Bool { self == .complete }

    /// Whether the status belongs to marker cells (start, inactive, early end, end).
    public var isMarkerStatus: Bool {
        switch self {
        case .start, .inactive, .earlyEnd, .end: true
        case .open, .inProgress, .complete: false
        }
    }
}
