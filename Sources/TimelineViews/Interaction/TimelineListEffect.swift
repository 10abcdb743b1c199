/// What the host must do after an event: the reference's delegate calls in
/// Swift style (`tableView(_:didHighlightRowAt:)` becomes
/// ``didHighlightRow(_:)``), then redraw.
public enum TimelineListEffect: Sendable, Hashable {
    /// A row is pressed (its card shows the highlighted background).
    case didHighlightRow(String)
    /// The press ended.
    case didUnhighlightRow(String)
    /// A row was selected (its card shows the selected background).
    case didSelectRow(String)
    /// The previously selected row lost the selection.
    case didDeselectRow(String)
    /// A row's node was tapped (before the row's selection, if any).
    case didTapNode(String)
    /// Scroll to this offset (clamped to the content): the reference's
    /// `scrollViewDidScroll(_:)`; set the viewport's scroll offset and lay out again.
    case didScroll(to: Double)
    /// Lay out again with ``TimelineListInteraction/state``.
    case redraw
}
