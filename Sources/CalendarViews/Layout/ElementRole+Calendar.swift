public import TimelineGraphics

extension ElementRole {
    /// An appointment card of the day timeline (`appointment:<id>`).
    public static let appointment: ElementRole = "appointment"
    /// A zero-length appointment, drawn as a thin marker (`appointment:<id>`).
    public static let appointmentMarker: ElementRole = "appointmentMarker"
    /// An avatar circle on an appointment card (with the initials on it).
    public static let avatar: ElementRole = "avatar"
    /// An avatar's picture, clipped to the avatar circle and drawn over the
    /// initials (`appointment:<id>:image`).
    public static let avatarImage: ElementRole = "avatarImage"
    /// A time label in the time column or side bar.
    public static let timeLabel: ElementRole = "timeLabel"
    /// The divider between the time column and the appointments.
    public static let divider: ElementRole = "divider"
    /// A card's drop shadow.
    public static let shadow: ElementRole = "shadow"
    /// A timed event of the week view (`event:<id>`).
    public static let calendarEvent: ElementRole = "event"
    /// An all-day event in the week view's top bar (`allday:<id>`).
    public static let allDayEvent: ElementRole = "allDayEvent"
    /// The event shown while a long press chooses a slot, or a dragged event's new place.
    public static let previewEvent: ElementRole = "previewEvent"
    /// A day column's background (`day:<yyyy-mm-dd>`).
    public static let dayColumn: ElementRole = "dayColumn"
    /// A day label in the top bar (`dayLabel:<yyyy-mm-dd>`).
    public static let dayLabel: ElementRole = "dayLabel"
    /// The part of today that has passed, shaded.
    public static let currentTimeOverlay: ElementRole = "currentTimeOverlay"
}
