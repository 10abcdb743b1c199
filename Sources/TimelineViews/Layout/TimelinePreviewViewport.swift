public import TimelineCore

/// What the timeline preview is drawn for: its width, the number of columns
/// and today (the host's clock; layout never reads one).
public struct TimelinePreviewViewport: Sendable, Hashable, Codable {
    /// The view's width (the height follows the content: ``TimelinePreviewLayout/height(style:)``).
    public var width: Double
    /// The most columns (the reference's `numberOfColumns`), at least 1.
    public var numberOfColumns: Int
    /// Today.
    public var today: Time

    /// Creates a viewport.
    public init(width: Double, numberOfColumns: Int = 4, today: Time) {
        self.width = width
        self.numberOfColumns = numberOfColumns
        self.today = today
    }
}
