public import TimelineGraphics

/// A context menu to show.
public struct GanttChartMenu: Sendable, Hashable {
    /// The entries, in order.
    public var items: [GanttChartMenuItem]
    /// Where to show it, viewport-local.
    public var location: Point

    /// Creates a menu.
    public init(items: [GanttChartMenuItem], location: Point) {
        self.items = items
        self.location = location
    }
}
