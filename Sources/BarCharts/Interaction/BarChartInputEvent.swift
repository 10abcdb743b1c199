public import TimelineGraphics

/// An input event for ``BarChartInteraction``, in viewport-local points.
public enum BarChartInputEvent: Sendable, Hashable {
    /// A tap (click) at a point: selects the bar or stack frame there.
    case tap(Point)
    /// Scroll along the category axis by `delta` points (positive: later categories).
    case scroll(delta: Double)
    /// Multiply the zoom by `factor`, keeping the content under `anchor` in place (pinch, ctrl-wheel).
    case zoom(factor: Double, anchor: Point)
    /// Set the zoom (1: as the style says), keeping the plot's centre in place.
    case setZoom(Double)
    /// The view was resized.
    case resize(Size)
    /// Clear the selection (Escape).
    case clearSelection
    /// Select an element by program (`nil` clears), as if tapped but without a tap effect.
    case select(BarChartElement?)

    /// Whether every number is finite and within ±10^7 (sizes and factors
    /// positive): other events are ignored, never trapped on.
    public var isWellFormed: Bool {
        func ok(_ values: Double...) -> Bool { values.allSatisfy { $0.isFinite && abs($0) <= 1e7 } }
        switch self {
        case let .tap(point): return ok(point.x, point.y)
        case let .scroll(delta): return ok(delta)
        case let .zoom(factor, anchor): return ok(factor, anchor.x, anchor.y) && factor > 0
        case let .setZoom(zoom): return ok(zoom) && zoom > 0
        case let .resize(size): return ok(size.width, size.height) && size.width >= 0 && size.height >= 0
        case .clearSelection, .select: return true
        }
    }
}
