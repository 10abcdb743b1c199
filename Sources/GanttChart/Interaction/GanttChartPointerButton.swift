/// A pointer button.
public enum GanttChartPointerButton: String, Sendable, Hashable, Codable {
    /// The main (left) button, or a touch.
    case primary
    /// The secondary (right) button: context menus.
    case secondary
}
