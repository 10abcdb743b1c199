import TimelineGraphics

/// Lays out a timeline list (the reference's table of `FUITimelineCell` and
/// `FUITimelineMarkerCell` rows) as a pure function: rows, metrics, viewport
/// and state in, a display list out.
///
/// ```swift
/// let metrics = TimelineListLayout.metrics(for: rows, width: 400)
/// let viewport = TimelineListViewport(size: Size(width: 400, height: 700), scrollOffset: 120)
/// let scene = TimelineListLayout.scene(for: rows, metrics: metrics, in: viewport,
///                                      state: TimelineListState(selectedRowID: "review"))
/// let svg = SVGRenderer().render(scene.displayList)
/// ```
///
/// Rows have varying heights (wrapped headlines, subheadlines, attributes,
/// status columns); ``TimelineListMetrics`` keeps their prefix sums, so a
/// frame asks the source only for the rows it draws. There are no
/// separators: the line runs through every row.
public enum TimelineListLayout {
    /// Measures every row of `source` at `width`.
    /// - Parameters:
    ///   - source: The rows.
    ///   - width: The list's width.
    ///   - style: The look (fonts and paddings decide the heights).
    /// - Returns: The rows' prefix sums.
    /// - Complexity: O(n · c), c = characters per row.
    public static func metrics(for source: some TimelineRowSource, width: Double, style: TimelineStyle = TimelineStyle()) -> TimelineListMetrics {
        let measurer = TextMeasurer()
        let count = max(0, source.rowCount)
        return TimelineListMetrics(rowHeights: (0..<count).lazy.map { index in
            TimelineCellLayout.measure(source.row(at: index), width: width, style: style, measurer: measurer).height
        }, width: width)
    }

    /// The height of one row at `width`.
    public static func height(of row: TimelineRow, width: Double, style: TimelineStyle = TimelineStyle()) -> Double {
        TimelineCellLayout.measure(row, width: width, style: style, measurer: TextMeasurer()).height
    }

    /// Lays out the rows of `source` visible in `viewport`.
    /// - Parameters:
    ///   - source: The rows; only those in the viewport are read.
    ///   - metrics: The rows' heights (from ``metrics(for:width:style:)``); when it
    ///     counts fewer rows than the source, the rest are not drawn.
    ///   - viewport: The size and scroll offset.
    ///   - state: The selected and highlighted rows.
    ///   - style: The look.
    /// - Returns: The scene, in viewport-local coordinates.
    /// - Complexity: O(log n + v · c), v = visible rows.
    public static func scene(for source: some TimelineRowSource, metrics: TimelineListMetrics, in viewport: TimelineListViewport,
                             state: TimelineListState = TimelineListState(), style: TimelineStyle = TimelineStyle()) -> TimelineListScene {
        let size = viewport.size
        let offset = viewport.scrollOffset.isFinite ? viewport.scrollOffset : 0
        var list = DisplayList(size: size, background: style.timelineBackground, accessibilityLabel: "Timeline")
        let available = min(metrics.rowCount, max(0, source.rowCount))
        var range = metrics.rows(intersecting: offset, offset + size.height)
        range = range.clamped(to: 0..<available)
        let measurer = TextMeasurer()
        var rows: [TimelineListScene.VisibleRow] = []
        rows.reserveCapacity(range.count)
        for index in range {
            let row = source.row(at: index)
            let frame = Rect(x: 0, y: metrics.top(ofRow: index) - offset, width: size.width, height: metrics.height(ofRow: index))
            let geometry = TimelineCellLayout.measure(row, width: size.width, style: style, measurer: measurer)
            let (card, node) = TimelineCellLayout.append(row, geometry: geometry, frame: frame, state: state, style: style, measurer: measurer, to: &list)
            rows.append(TimelineListScene.VisibleRow(id: row.id, index: index, frame: frame, cardFrame: card, nodeFrame: node, isSelectable: row.isSelectable))
        }
        return TimelineListScene(displayList: list, viewport: viewport, rows: rows, visibleRange: range, contentHeight: metrics.contentHeight)
    }

    /// Measures `rows` at the viewport's width and lays out the visible ones
    /// (for small lists; keep the metrics for large ones).
    /// - Complexity: O(n · c).
    public static func scene(for rows: [TimelineRow], in viewport: TimelineListViewport, state: TimelineListState = TimelineListState(),
                             style: TimelineStyle = TimelineStyle()) -> TimelineListScene {
        scene(for: rows, metrics: metrics(for: rows, width: viewport.size.width, style: style), in: viewport, state: state, style: style)
    }
}
