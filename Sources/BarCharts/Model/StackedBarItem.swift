public import TimelineGraphics

/// One frame of a stacked bar: the reference's `ChartStackedBarItemModel`
/// (`(quantity, bgColor)`).
public struct StackedBarItem: Sendable, Hashable, Codable {
    /// How much the frame adds; negative quantities are allowed (see ``StackingMode``).
    public var quantity: Double
    /// The frame's fill.
    public var color: Color

    /// Creates a stack frame.
    public init(quantity: Double, color: Color) {
        self.quantity = quantity
        self.color = color
    }
}
