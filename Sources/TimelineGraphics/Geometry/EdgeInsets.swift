/// Distances inwards from each edge of a rectangle (padding, margins).
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var trailing: Double

    /// Creates insets for each edge.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates equal insets on all four edges.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// Creates insets of `horizontal` on the left and right and `vertical` on the top and bottom.
    public init(horizontal: Double, vertical: Double) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The sum of the left and right insets.
    public var horizontal: Double { leading + trailing }
    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }
}
