public import TimelineCore

/// What a host must do after ``WeekViewInteraction`` handled an event
/// (the reference's delegate calls, as values).
public enum WeekViewEffect: Sendable, Hashable {
    /// The viewport changed: lay out again with ``WeekViewInteraction/viewport``.
    case viewportChanged(WeekViewViewport)
    /// Load the events of `[start, end)` into the provider (asked once per
    /// window, as it comes into view).
    case eventLoadRequest(start: Time, end: Time)
    /// The first fully shown day changed (the reference's `activeDayChanged`).
    case activeDayChanged(Time)
    /// A pinch ended at this zoom (`didEndZooming`).
    case didEndZooming(zoom: Double)
    /// Vertical scrolling ended with this time of day at the top (`didEndVerticalScrolling`).
    case didEndVerticalScrolling(topSeconds: Double)
    /// An event was tapped.
    case eventTapped(id: String)
    /// An event was long-pressed.
    case eventLongPressed(id: String)
    /// An empty slot was long-pressed: the preview event's start, snapped.
    case emptySlotLongPressed(Time)
    /// The overlay (preview or dragged event) changed: lay out with
    /// ``WeekViewInteraction/overlay``.
    case overlayChanged(WeekViewOverlay)
    /// Apply this edit to the store (a drop, undo or redo); one undo step.
    case edit(CalendarEdit, actionName: String)
}
