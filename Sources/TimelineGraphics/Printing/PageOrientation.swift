/// Which way a sheet of paper is turned.
public enum PageOrientation: String, Sendable, Hashable, Codable, CaseIterable {
    /// The short side across (the paper's usual way).
    case portrait
    /// The long side across: wide charts fit more time per page.
    case landscape
}
