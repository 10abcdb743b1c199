/// Child elements drawn together, moved by a translation and optionally
/// clipped.
public struct DisplayGroup: Sendable, Hashable, Codable {
    /// The children in paint order, in the group's coordinates.
    public var children: [DisplayElement]
    /// The clip rectangle in the group's coordinates (before translation), if any.
    public var clip: Rect?
    /// The offset added to the children's coordinates.
    public var translation: Point

    /// Creates a group.
    @inlinable public init(_ children: [DisplayElement], clip: Rect? = nil, translation: Point = .zero) {
        self.children = children
        self.clip = clip
        self.translation = translation
    }
}
