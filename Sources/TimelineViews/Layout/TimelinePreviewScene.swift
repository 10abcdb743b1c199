public import TimelineGraphics

/// One laid-out timeline preview: the display list, the columns chosen, and
/// the frames the interaction needs.
public struct TimelinePreviewScene: Sendable {
    /// What to draw.
    public var displayList: DisplayList
    /// The columns and gradient chosen by ``TimelinePreviewRules``.
    public var content: TimelinePreviewContent
    /// The header's frame.
    public var headerFrame: Rect
    /// The disclosure indicator's tap area, if shown.
    public var disclosureFrame: Rect?
    /// Each column's frame, left to right, with the column.
    public var columnFrames: [(column: TimelinePreviewColumn, frame: Rect)]

    /// Creates a scene (layout does this).
    public init(displayList: DisplayList, content: TimelinePreviewContent, headerFrame: Rect, disclosureFrame: Rect?,
                columnFrames: [(column: TimelinePreviewColumn, frame: Rect)]) {
        self.displayList = displayList
        self.content = content
        self.headerFrame = headerFrame
        self.disclosureFrame = disclosureFrame
        self.columnFrames = columnFrames
    }

    /// What lies under `point`: the disclosure indicator, the header, a
    /// column; `nil` elsewhere.
    public func hit(at point: Point) -> TimelinePreviewHit? {
        if let disclosureFrame, disclosureFrame.contains(point) { return .disclosure }
        if headerFrame.contains(point) { return .header }
        for (column, frame) in columnFrames where frame.contains(point) {
            switch column.kind {
            case let .item(id): return .item(id)
            case .today: return .today
            }
        }
        return nil
    }
}

/// What a point of the timeline preview lies on.
public enum TimelinePreviewHit: Sendable, Hashable {
    /// The header's disclosure indicator.
    case disclosure
    /// The header, away from the indicator.
    case header
    /// The column of the item with this id.
    case item(String)
    /// The "Today" column.
    case today
}
