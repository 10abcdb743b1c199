public import TimelineCore

/// Named commands, e.g. from a toolbar.
public enum GanttChartCommand: Sendable, Equatable {
    /// Zooms in by ``GanttChartInteractionSettings/zoomStep`` around the time area's center.
    case zoomIn
    /// Zooms out by ``GanttChartInteractionSettings/zoomStep`` around the time area's center.
    case zoomOut
    /// Zooms and scrolls so that all items fit the time area's width.
    case zoomToFit
    /// Scrolls so that `now` is in the middle of the time area (the library never reads the clock).
    case scrollToToday(Time)
    /// Undoes the last edit.
    case undo
    /// Redoes the last undone edit.
    case redo
    /// Deletes the selected item or dependency (when allowed).
    case deleteSelection
}
