/// A single line of text placed at a point.
///
/// Its color is the fill of the ``DisplayElement`` holding it. When
/// ``maxWidth`` is set, renderers truncate the string with "…" using
/// ``TextMeasurer`` so that every renderer shows the same characters.
public struct TextRun: Sendable, Hashable, Codable {
    /// Which horizontal point of the text ``position`` is.
    public enum Anchor: String, Sendable, Hashable, Codable {
        /// The position is the start (left, for left-to-right text).
        case start
        /// The position is the horizontal middle.
        case middle
        /// The position is the end.
        case end
    }

    /// Which vertical line of the text ``position`` is.
    public enum Baseline: String, Sendable, Hashable, Codable {
        /// The alphabetic baseline (the bottom of letters without descenders).
        case alphabetic
        /// The vertical middle of the glyph box (ascent to descent).
        case middle
        /// The top of the glyph box (the ascent line).
        case top
        /// The bottom of the glyph box (the descent line).
        case bottom
    }

    /// The text to show, on one line.
    public var string: String
    /// The anchor point.
    public var position: Point
    /// The horizontal alignment relative to ``position``.
    public var anchor: Anchor
    /// The vertical alignment relative to ``position``.
    public var baseline: Baseline
    /// The font.
    public var font: Font
    /// The widest the text may be drawn; longer text is truncated with "…".
    public var maxWidth: Double?

    /// Creates a text run.
    @inlinable public init(
        _ string: String,
        at position: Point,
        font: Font = .standard,
        anchor: Anchor = .start,
        baseline: Baseline = .alphabetic,
        maxWidth: Double? = nil
    ) {
        self.string = string
        self.position = position
        self.anchor = anchor
        self.baseline = baseline
        self.font = font
        self.maxWidth = maxWidth
    }

    /// The direction the string reads in, from its first letter (see ``TextDirection``).
    public var direction: TextDirection { TextDirection(of: string) }

    /// The string as renderers show it: truncated to ``maxWidth`` if set.
    public func displayedString(measurer: TextMeasurer = TextMeasurer()) -> String {
        guard let maxWidth else { return string }
        return measurer.truncated(string, toWidth: maxWidth, font: font)
    }

    /// The box covered by the displayed string, from ascent to descent.
    public func bounds(measurer: TextMeasurer = TextMeasurer()) -> Rect {
        let width = measurer.width(of: displayedString(measurer: measurer), font: font)
        let ascent = measurer.ascent(for: font)
        let descent = measurer.descent(for: font)
        let x: Double
        switch anchor {
        case .start: x = position.x
        case .middle: x = position.x - width / 2
        case .end: x = position.x - width
        }
        let top: Double
        switch baseline {
        case .alphabetic: top = position.y - ascent
        case .middle: top = position.y - (ascent + descent) / 2
        case .top: top = position.y
        case .bottom: top = position.y - ascent - descent
        }
        return Rect(x: x, y: top, width: width, height: ascent + descent)
    }
}
