/// What the host must do after a tap on the timeline preview.
public enum TimelinePreviewEffect: Sendable, Hashable {
    /// The header (or its disclosure indicator) was tapped: the reference's
    /// `header.didSelectHandler` (typically: show the whole timeline).
    case didSelectHeader
    /// An item's column was tapped.
    case didSelectItem(String)
    /// The "Today" column was tapped.
    case didSelectToday
}
