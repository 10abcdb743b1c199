/// What the week view's interaction draws over the model: the preview of a
/// long-pressed slot and the new place of a dragged event.
public struct WeekViewOverlay: Sendable, Hashable {
    /// The preview event (id ``previewID``), if a slot was long-pressed.
    public var previewEvent: CalendarEvent?
    /// The dragged event at its tentative place; it replaces the stored
    /// event with its id.
    public var draggedEvent: CalendarEvent?

    /// The preview event's id.
    public static let previewID = "preview"

    /// Creates an overlay.
    public init(previewEvent: CalendarEvent? = nil, draggedEvent: CalendarEvent? = nil) {
        self.previewEvent = previewEvent
        self.draggedEvent = draggedEvent
    }
}
