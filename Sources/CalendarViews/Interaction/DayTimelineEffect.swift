public import TimelineCore

/// What a host must do after ``DayTimelineInteraction`` handled an event.
public enum DayTimelineEffect: Sendable, Hashable {
    /// The viewport changed: lay out again with ``DayTimelineInteraction/viewport``.
    case viewportChanged(DayTimelineViewport)
    /// An appointment was tapped (the reference's tap callback).
    case appointmentTapped(id: String)
    /// An appointment was long-pressed (the reference's long-press callback).
    case appointmentLongPressed(id: String)
    /// An empty place was tapped: the time there.
    case emptySlotTapped(Time)
    /// An empty place was long-pressed: the time there.
    case emptySlotLongPressed(Time)
}
