public import TimelineGraphics

/// A label's font and color (a style class's `font-style`, `font-size` and `font-color`).
public struct TimelineTextStyle: Sendable, Hashable, Codable {
    /// The font.
    public var font: Font
    /// The color.
    public var color: Color

    /// Creates a text style.
    public init(font: Font, color: Color) {
        self.font = font
        self.color = color
    }
}
