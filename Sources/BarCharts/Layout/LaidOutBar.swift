public import TimelineGraphics

/// A bar as laid out in a scene: where it is and, for a stacked bar, where
/// each of its frames is.
public struct LaidOutBar: Sendable, Hashable {
    /// The series id.
    public var series: String
    /// The category index.
    public var index: Int
    /// The whole bar's rectangle, viewport-local.
    public var frame: Rect
    /// The rectangle of each stack frame, in item order; empty for a plain bar.
    public var stackFrames: [Rect]
    /// The bar's signed value (a plain bar's length; a stack's total quantity).
    public var value: Double

    /// Creates a laid-out bar.
    public init(series: String, index: Int, frame: Rect, stackFrames: [Rect] = [], value: Double) {
        self.series = series
        self.index = index
        self.frame = frame
        self.stackFrames = stackFrames
        self.value = value
    }

    /// Whether this is a stacked bar.
    public var isStacked: Bool { !stackFrames.isEmpty }
}
