/// An element of the chart that can be selected, focused, activated or edited.
public enum GanttChartElement: Sendable, Hashable {
    /// An item (bar, milestone or summary).
    case item(GanttChartItem.ID)
    /// A dependency line.
    case dependency(GanttChartDependency.ID)
}
