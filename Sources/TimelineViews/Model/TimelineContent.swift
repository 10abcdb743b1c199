/// Text or an image: what a cell's status, substatus and event slots hold.
public enum TimelineContent: Sendable, Hashable, Codable {
    /// A line of text.
    case text(String)
    /// A vector image.
    case image(TimelineIcon)

    /// The text, `nil` for an image.
    public var text: String? {
        if case let .text(text) = self { return text }
        return nil
    }

    /// The image, `nil` for text.
    public var icon: TimelineIcon? {
        if case let .image(icon) = self { return icon }
        return nil
    }
}
