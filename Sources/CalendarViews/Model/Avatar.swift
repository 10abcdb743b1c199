/// What an appointment card shows in its avatar circle: a picture or initials.
public enum Avatar: Sendable, Hashable, Codable {
    /// A picture at a URL: `http:`, `https:`, or a `data:` URL of a PNG,
    /// JPEG, GIF or WebP picture (see ``TimelineGraphics/DisplayImage``).
    /// The day timeline draws it clipped to the avatar circle over initials
    /// made from the appointment's title, which show instead where the
    /// picture does not: a refused URL (a file path, `file:`…), a picture
    /// that does not load, and PNG and PDF export, which never fetch remote
    /// pictures.
    case imageURL(String)
    /// One to three letters, such as `"AK"`.
    case initials(String)
}
