public import TimelineGraphics

/// The visible window of a bar chart and its view state: size, scrolling
/// and zoom along the category axis, and the selection.
public struct BarChartViewport: Sendable, Hashable, Codable {
    /// The whole chart's size (axes, legend and title included).
    public var size: Size
    /// How far the category axis is scrolled, in points (0: the first category at the start).
    public var scrollOffset: Double
    /// The zoom along the category axis (1: as the style says); clamped to the style's range by layout.
    public var zoom: Double
    /// The selected bar or stack frame, highlighted.
    public var selection: BarChartElement?

    /// Creates a viewport.
    public init(size: Size, scrollOffset: Double = 0, zoom: Double = 1, selection: BarChartElement? = nil) {
        self.size = size
        self.scrollOffset = scrollOffset
        self.zoom = zoom
        self.selection = selection
    }
}
