public import TimelineGraphics

/// One laid-out frame of a timeline list: the display list plus the
/// geometry the interaction needs (the visible rows' frames).
public struct TimelineListScene: Sendable {
    /// A row laid out in the frame.
    public struct VisibleRow: Sendable, Hashable {
        /// The row's id.
        public var id: String
        /// The row's index in the source.
        public var index: Int
        /// The row's frame, viewport-local.
        public var frame: Rect
        /// The card's frame (event rows), viewport-local.
        public var cardFrame: Rect?
        /// The node's frame, viewport-local.
        public var nodeFrame: Rect
        /// Whether the row can be selected (event rows).
        public var isSelectable: Bool
    }

    /// What to draw.
    public var displayList: DisplayList
    /// The viewport laid out.
    public var viewport: TimelineListViewport
    /// The rows drawn, top to bottom.
    public var rows: [VisibleRow]
    /// The indices of the rows drawn.
    public var visibleRange: Range<Int>
    /// The height of all rows.
    public var contentHeight: Double

    /// Creates a scene (layout does this).
    public init(displayList: DisplayList, viewport: TimelineListViewport, rows: [VisibleRow], visibleRange: Range<Int>, contentHeight: Double) {
        self.displayList = displayList
        self.viewport = viewport
        self.rows = rows
        self.visibleRange = visibleRange
        self.contentHeight = contentHeight
    }

    /// The largest scroll offset.
    public var maximumScrollOffset: Double { max(0, contentHeight - viewport.size.height) }

    /// What lies under `point` (viewport-local): a row's node (within a few
    /// points), else the row; `nil` outside the rows.
    /// - Complexity: O(log v), v = rows drawn.
    public func hit(at point: Point, tolerance: Double = 4) -> TimelineListHit? {
        guard point.x >= 0, point.x <= viewport.size.width else { return nil }
        // Rows are sorted top to bottom: binary search the row band.
        var low = 0, high = rows.count
        while low < high {
            let mid = (low + high) / 2
            if rows[mid].frame.maxY <= point.y { low = mid + 1 } else { high = mid }
        }
        guard low < rows.count, rows[low].frame.minY <= point.y else { return nil }
        let row = rows[low]
        if row.nodeFrame.insetBy(dx: -tolerance, dy: -tolerance).contains(point) { return .node(row.id) }
        return .row(row.id)
    }

    /// The visible row with `id`, if drawn.
    public func row(withID id: String) -> VisibleRow? { rows.first { $0.id == id } }
}
