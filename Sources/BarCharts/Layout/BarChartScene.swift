public import TimelineGraphics

/// One laid-out frame of a bar chart: the display list plus the geometry
/// the interaction needs (plot frame, scale, the visible bars).
public struct BarChartScene: Sendable {
    /// What to draw.
    public var displayList: DisplayList
    /// The viewport laid out (zoom clamped, scroll offset clamped).
    public var viewport: BarChartViewport
    /// The bars' orientation.
    public var orientation: BarChartOrientation
    /// The plot area (inside the axes), viewport-local.
    public var plotFrame: Rect
    /// The value axis.
    public var valueScale: ValueAxisScale
    /// The length of the whole category axis at the current zoom.
    public var contentLength: Double
    /// The categories laid out (those intersecting the plot, with a margin).
    public var visibleCategories: Range<Int>
    /// The bars laid out, in paint order.
    public var bars: [LaidOutBar]

    /// Creates a scene (layout does this).
    public init(displayList: DisplayList, viewport: BarChartViewport, orientation: BarChartOrientation, plotFrame: Rect,
                valueScale: ValueAxisScale, contentLength: Double, visibleCategories: Range<Int>, bars: [LaidOutBar]) {
        self.displayList = displayList
        self.viewport = viewport
        self.orientation = orientation
        self.plotFrame = plotFrame
        self.valueScale = valueScale
        self.contentLength = contentLength
        self.visibleCategories = visibleCategories
        self.bars = bars
    }

    /// The plot's length along the category axis.
    public var plotLength: Double { orientation == .vertical ? plotFrame.width : plotFrame.height }

    /// The largest scroll offset.
    public var maximumScrollOffset: Double { max(0, contentLength - plotLength) }

    /// The laid-out bar of a series at a category, if visible.
    public func bar(series: String, index: Int) -> LaidOutBar? {
        bars.first { $0.series == series && $0.index == index }
    }

    /// The frame of a bar or stack frame, if laid out.
    public func frame(of element: BarChartElement) -> Rect? {
        switch element {
        case let .bar(series, index):
            return bar(series: series, index: index).flatMap { $0.isStacked ? nil : $0.frame }
        case let .stackFrame(series, index, frame):
            guard let bar = bar(series: series, index: index), frame >= 0, frame < bar.stackFrames.count else { return nil }
            return bar.stackFrames[frame]
        }
    }

    /// What a tap at `point` hits: the topmost bar containing it, and for a
    /// stacked bar the first of its frames containing it (the reference's
    /// rule: frames may overlap when stacking a running total).
    /// - Complexity: O(v) in the visible bars.
    public func element(at point: Point) -> BarChartElement? {
        guard plotFrame.insetBy(dx: -0.5, dy: -0.5).contains(point) || labelReachContains(point) else { return nil }
        for bar in bars.reversed() where bar.frame.containsClosed(point) {
            if bar.isStacked {
                if let frame = bar.stackFrames.firstIndex(where: { $0.containsClosed(point) }) {
                    return .stackFrame(series: bar.series, index: bar.index, frame: frame)
                }
                continue
            }
            return .bar(series: bar.series, index: bar.index)
        }
        return nil
    }

    /// Points beyond the plot along the value axis still reach bars there.
    private func labelReachContains(_ point: Point) -> Bool {
        switch orientation {
        case .vertical: point.x >= plotFrame.minX && point.x <= plotFrame.maxX
        case .horizontal: point.y >= plotFrame.minY && point.y <= plotFrame.maxY
        }
    }
}

extension Rect {
    /// Whether `point` lies in `[minX, maxX] × [minY, maxY]` (zero-size bars are still hit on their line).
    func containsClosed(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
