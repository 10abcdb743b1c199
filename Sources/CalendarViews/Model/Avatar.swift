/// What an appointment card shows in its avatar circle: a picture or initials.
public enum Avatar: Sendable, Hashable, Codable {
    /// A picture at a URL (renderers that cannot load pictures draw the
    /// circle without it).
    case imageURL(String)
    /// One to three letters, such as `"AK"`.
    case initials(String)
}
