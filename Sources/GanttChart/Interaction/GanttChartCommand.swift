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
    /// Deletes the selected items or dependency (when allowed), as one undoable edit.
    case deleteSelection
    /// Selects every item on the scene's rows (Ctrl/⌘+A).
    case selectAll
    /// A grid row clicked: selects the items on scene row `row`; with Ctrl
    /// or ⌘ adds them to the selection or takes them out, with Shift selects
    /// the items of every row from the anchor row (the last row or bar
    /// clicked without Shift) to `row`.
    case selectRow(Int, modifiers: GanttChartModifiers = [])
    /// Selects these items, the last as the primary selection (a host's
    /// search hit, say); an empty list clears the selection.
    case selectItems([GanttChartItem.ID])
    /// Links the selected items finish-to-start, each to the next in the
    /// order they were selected (Microsoft Project's Link Tasks), as one
    /// undoable edit; pairs already linked stay as they are.
    case linkSelection
    /// Removes every link between two selected items (or, for one selected
    /// item, all of its links), as one undoable edit.
    case unlinkSelection
    /// Indents the rows of the selected items (Tab), top to bottom, as one undoable edit.
    case indentSelection
    /// Outdents the rows of the selected items (Shift+Tab), top to bottom, as one undoable edit.
    case outdentSelection
}
