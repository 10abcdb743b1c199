public import TimelineGraphics

/// A pointer event's details.
public struct GanttChartPointerEvent: Sendable, Equatable {
    /// Where the pointer is, viewport-local.
    public var location: Point
    /// The button that changed (or is held while moving).
    public var button: GanttChartPointerButton
    /// The keyboard modifiers held.
    public var modifiers: GanttChartModifiers
    /// 1 for a single click, 2 for a double click…
    public var clickCount: Int

    /// Creates a pointer event.
    /// - Parameters:
    ///   - location: Viewport-local position.
    ///   - button: The button; primary by default.
    ///   - modifiers: Held keys; none by default.
    ///   - clickCount: The click count; 1 by default.
    public init(location: Point, button: GanttChartPointerButton = .primary, modifiers: GanttChartModifiers = [], clickCount: Int = 1) {
        self.location = location
        self.button = button
        self.modifiers = modifiers
        self.clickCount = clickCount
    }

    /// Creates a pointer event at `(x, y)`.
    public init(x: Double, y: Double, button: GanttChartPointerButton = .primary, modifiers: GanttChartModifiers = [], clickCount: Int = 1) {
        self.init(location: Point(x: x, y: y), button: button, modifiers: modifiers, clickCount: clickCount)
    }
}
