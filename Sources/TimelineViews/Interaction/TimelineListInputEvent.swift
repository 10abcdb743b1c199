public import TimelineGraphics

/// A pointer event for a timeline list, in viewport coordinates.
public enum TimelineListInputEvent: Sendable, Hashable {
    /// A pointer went down (highlights the row under it).
    case pointerDown(Point)
    /// The pointer came up (selects the highlighted row when still over it).
    case pointerUp(Point)
    /// The gesture was cancelled (a scroll began): the highlight goes.
    case pointerCancel
    /// A tap: down and up at one point.
    case tap(Point)
    /// A wheel or drag scroll by `deltaY` points (positive: the content moves up).
    case scroll(deltaY: Double)
}
