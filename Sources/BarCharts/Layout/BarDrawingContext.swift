public import TimelineGraphics

/// What a ``BarDrawing`` knows about the bar or stack frame it draws.
public struct BarDrawingContext: Sendable, Hashable {
    /// The semantic id the main element must carry (`bar:…` or `stack:…`).
    public var id: SemanticID
    /// ``ElementRole/bar`` or ``ElementRole/stackFrame``.
    public var role: ElementRole
    /// The rectangle, viewport-local.
    public var frame: Rect
    /// The fill color chosen by the model or palette.
    public var color: Color
    /// The bars' orientation.
    public var orientation: BarChartOrientation
    /// Whether the bar runs towards smaller values (below zero).
    public var isNegative: Bool
    /// The tooltip text.
    public var title: String
}
