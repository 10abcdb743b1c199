/// A small image drawn as vector shapes (the reference's `eventImage`,
/// `statusImage`, `substatusImage`): display lists have no bitmaps, so
/// images are chosen from a fixed set of glyphs that every renderer draws
/// the same.
public enum TimelineIcon: String, Sendable, Hashable, Codable, CaseIterable {
    /// A red circle with an exclamation mark (the reference's `ErrorIcon`).
    case error
    /// An amber triangle with an exclamation mark.
    case warning
    /// A green circle with a check mark.
    case success
    /// A blue circle with an "i".
    case information
    /// A sun (weather at the event).
    case sun
    /// A cloud with rain drops (the reference sample's `rain`).
    case rain
    /// A cloud.
    case cloud
    /// A flag.
    case flag
    /// A clock face.
    case clock
    /// A person's head and shoulders.
    case person
    /// A sheet of paper with a folded corner.
    case document
}
