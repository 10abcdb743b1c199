/// What the timeline preview shows: its columns left to right and which way
/// the line's gradient runs.
public struct TimelinePreviewContent: Sendable, Hashable {
    /// Which way the horizontal line's gradient runs, strong end first.
    public enum Gradient: String, Sendable, Hashable, Codable {
        /// Strong at the left, fading to the right (the default: the most pressing items lead).
        case leftToRight
        /// Strong at the right (the project's end is the last column).
        case rightToLeft
    }

    /// The columns, at most `numberOfColumns`.
    public var columns: [TimelinePreviewColumn]
    /// The gradient's direction.
    public var gradient: Gradient

    /// Creates content.
    public init(columns: [TimelinePreviewColumn], gradient: Gradient) {
        self.columns = columns
        self.gradient = gradient
    }

    /// Whether the project's end is one of the columns.
    public var isEndVisible: Bool { columns.contains { $0.isProjectEnd } }
}
