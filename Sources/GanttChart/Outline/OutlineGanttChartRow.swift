public import TimelineCore

/// One row of an outline Gantt chart's tree: a line of the grid on the left,
/// with the chart items drawn on the same line of the chart on the right.
///
/// A row may hold several chart items (a resource row with many bookings) or
/// none (a heading), custom values for `.value` columns, and children.
public struct OutlineGanttChartRow: Sendable, Identifiable {
    /// The typed identity of a row.
    public typealias ID = TypedID<OutlineGanttChartRow>

    /// The stable identity.
    public var id: ID
    /// The text of the outline column.
    public var label: String
    /// The chart items drawn on this row (their `row` is assigned by the chart).
    public var items: [GanttChartItem]
    /// Custom values shown by `.value(key, …)` columns.
    public var values: [String: String]
    /// The child rows.
    public var children: [OutlineGanttChartRow]
    /// Whether the children show when the chart first loads.
    public var isExpanded: Bool

    /// Creates a row.
    /// - Parameters:
    ///   - id: The stable identity.
    ///   - label: The outline text.
    ///   - items: The chart items drawn on the row.
    ///   - values: Custom values by key.
    ///   - children: Child rows.
    ///   - isExpanded: Whether children show initially.
    public init(id: ID, label: String, items: [GanttChartItem] = [], values: [String: String] = [:],
                children: [OutlineGanttChartRow] = [], isExpanded: Bool = true) {
        self.id = id
        self.label = label
        self.items = items
        self.values = values
        self.children = children
        self.isExpanded = isExpanded
    }
}
