/// The timeline preview's header (the reference's
/// `FUICollectionSectionHeaderFooterView`): a title, an attribute and a
/// disclosure indicator whose tap the host handles (the reference's
/// `didSelectHandler`, here the effect ``TimelinePreviewEffect/didSelectHeader``).
public struct TimelinePreviewHeader: Sendable, Hashable, Codable {
    /// The title at the left.
    public var title: String
    /// The attribute at the right, before the disclosure indicator, if any.
    public var attribute: String?
    /// Whether the disclosure indicator is shown (the reference's `isDisclosureAccessoryHidden`, inverted).
    public var showsDisclosureIndicator: Bool

    /// Creates a header.
    public init(title: String, attribute: String? = nil, showsDisclosureIndicator: Bool = true) {
        self.title = title
        self.attribute = attribute
        self.showsDisclosureIndicator = showsDisclosureIndicator
    }
}
