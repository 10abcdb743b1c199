public import TimelineCore
public import TimelineGraphics

/// The visible window of a day timeline: which day, how big, how far
/// scrolled, and what time it is (the host's clock; layout never reads one).
public struct DayTimelineViewport: Sendable, Hashable, Codable {
    /// The view's size.
    public var size: Size
    /// The day shown (its time of day is ignored).
    public var day: Time
    /// How far the content is scrolled up, in points (0: the first hour at the top).
    public var scrollOffset: Double
    /// The current time, for the indicator; `nil` draws none.
    public var now: Time?

    /// Creates a viewport.
    public init(size: Size, day: Time, scrollOffset: Double = 0, now: Time? = nil) {
        self.size = size
        self.day = day
        self.scrollOffset = scrollOffset
        self.now = now
    }
}
