/// A pointer cursor.
public enum GanttChartCursor: String, Sendable, Hashable, Codable {
    /// The arrow.
    case arrow
    /// Over a movable bar: move in time.
    case move
    /// Over a bar's start, finish or completion edge.
    case resizeHorizontal
    /// Over a bar's bottom strip: move to another row.
    case resizeVertical
    /// Over a dependency thumb, and while drawing a dependency.
    case crosshair
    /// Over a dependency line or a clickable element.
    case pointer
    /// Dragging over an invalid target.
    case notAllowed
    /// Over the time header: drag to zoom.
    case zoom
}
