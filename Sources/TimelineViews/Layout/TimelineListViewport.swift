public import TimelineGraphics

/// The visible window of a timeline list: its size and how far the rows are
/// scrolled up.
public struct TimelineListViewport: Sendable, Hashable, Codable {
    /// The view's size.
    public var size: Size
    /// How far the content is scrolled up, in points (0: the first row at the top).
    public var scrollOffset: Double

    /// Creates a viewport.
    public init(size: Size, scrollOffset: Double = 0) {
        self.size = size
        self.scrollOffset = scrollOffset
    }
}
