/// Measures and truncates single-line text with the built-in ``FontMetrics``,
/// without a font engine: the same string and font give the same width on
/// every machine.
///
/// Widths are in the same user units as ``Font/size`` (one em is `size`).
/// Kerning and ligatures are ignored, so real renderers may draw a string a
/// few percent narrower; layouts should keep a small margin.
public struct TextMeasurer: Sendable {
    /// The string appended to truncated text: "…" (U+2026).
    public static let ellipsis = "\u{2026}"

    /// Creates a measurer.
    public init() {}

    /// The advance width of `text` in `font`: the sum of its characters'
    /// advances. Line breaks are not interpreted (they measure zero).
    /// - Complexity: O(n) in the number of characters.
    public func width(of text: String, font: Font) -> Double {
        let metrics = FontMetrics.metrics(for: font)
        var units = 0
        // Fast path: ASCII text needs no grapheme breaking (a byte is a character).
        var isASCII = true
        for byte in text.utf8 {
            guard byte < 0x80 else { isASCII = false; break }
            units += metrics.advance(of: Unicode.Scalar(byte))
        }
        if !isASCII {
            units = 0
            for character in text { units += metrics.advance(of: character) }
        }
        return Double(units) * font.size / Double(metrics.unitsPerEm)
    }

    /// The distance from the baseline up to the top of the tallest glyphs.
    public func ascent(for font: Font) -> Double {
        let metrics = FontMetrics.metrics(for: font)
        return Double(metrics.ascender) * font.size / Double(metrics.unitsPerEm)
    }

    /// The distance from the baseline down to the bottom of descenders (positive).
    public func descent(for font: Font) -> Double {
        let metrics = FontMetrics.metrics(for: font)
        return Double(-metrics.descender) * font.size / Double(metrics.unitsPerEm)
    }

    /// The distance between consecutive baselines: ascent + descent + line gap.
    public func lineHeight(for font: Font) -> Double {
        let metrics = FontMetrics.metrics(for: font)
        return Double(metrics.ascender - metrics.descender + metrics.lineGap) * font.size / Double(metrics.unitsPerEm)
    }

    /// The offset from the baseline to the vertical middle of the glyph box,
    /// `(ascent - descent) / 2`: add it to a row's center to get the baseline
    /// that centers the text vertically.
    public func centeringBaselineOffset(for font: Font) -> Double {
        (ascent(for: font) - descent(for: font)) / 2
    }

    /// `text` unchanged when it fits in `maxWidth`; otherwise its longest
    /// prefix of whole characters that fits together with "…", with
    /// trailing spaces removed before the ellipsis. Returns "" when not even
    /// the ellipsis fits.
    /// - Complexity: O(n) in the number of characters.
    public func truncated(_ text: String, toWidth maxWidth: Double, font: Font) -> String {
        let metrics = FontMetrics.metrics(for: font)
        let scale = font.size / Double(metrics.unitsPerEm)
        if width(of: text, font: font) <= maxWidth { return text }
        let ellipsisWidth = width(of: Self.ellipsis, font: font)
        guard ellipsisWidth <= maxWidth else { return "" }
        var used = ellipsisWidth
        var end = text.startIndex
        for index in text.indices {
            let advance = Double(metrics.advance(of: text[index])) * scale
            if used + advance > maxWidth { break }
            used += advance
            end = text.index(after: index)
        }
        var prefix = text[..<end]
        while let last = prefix.last, last.isWhitespace { prefix.removeLast() }
        return prefix + Self.ellipsis
    }
}
