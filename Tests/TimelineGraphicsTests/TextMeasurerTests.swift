import Testing
import TimelineGraphics

@Suite("TextMeasurer")
struct TextMeasurerTests {
    let measurer = TextMeasurer()
    /// At 2048 points one user unit is one DejaVu font unit, so widths equal the advances in the font.
    let unitFont = Font(size: 2048)

    @Test("Widths are the DejaVu Sans advances scaled to the font size")
    func widths() {
        // H 1540 + e 1260 + l 569 + l 569 + o 1253 = 5191 units.
        #expect(measurer.width(of: "Hello", font: unitFont) == 5191)
        #expect(measurer.width(of: "Hello", font: Font(size: 12)) == 5191.0 * 12 / 2048)
        #expect(measurer.width(of: "", font: unitFont) == 0)
        // Latin-1: é 1260, ß 1290 (from the generated table).
        #expect(measurer.width(of: "é", font: unitFont) == 1260)
        #expect(measurer.width(of: "e\u{301}", font: unitFont) == 1260)
    }

    @Test("Bold text uses the wider DejaVu Sans Bold advances")
    func bold() {
        #expect(measurer.width(of: "Hello", font: unitFont.bold) > measurer.width(of: "Hello", font: unitFont))
        // Space in DejaVu Sans Bold is 713 units.
        #expect(measurer.width(of: " ", font: unitFont.bold) == 713)
    }

    @Test("CJK characters and emoji measure one em")
    func wideCharacters() {
        #expect(measurer.width(of: "日本", font: unitFont) == 4096)
        #expect(measurer.width(of: "😀", font: unitFont) == 2048)
        #expect(measurer.width(of: "👍🏽", font: unitFont) == 2048)
        #expect(measurer.width(of: "👨‍👩‍👧", font: unitFont) == 2048)
    }

    @Test("Ascent, descent and line height come from the font's hhea table")
    func verticalMetrics() {
        let font = Font(size: 12)
        #expect(measurer.ascent(for: font) == 1901.0 * 12 / 2048)
        #expect(measurer.descent(for: font) == 483.0 * 12 / 2048)
        #expect(measurer.lineHeight(for: font) == 13.96875)
    }

    @Test("Truncation keeps whole characters that fit with the ellipsis")
    func truncation() {
        // Ellipsis is 2048 units; H + e = 2800 fits in 5000 - 2048, H + e + l = 3369 does not.
        #expect(measurer.truncated("Hello", toWidth: 5191, font: unitFont) == "Hello")
        #expect(measurer.truncated("Hello", toWidth: 5000, font: unitFont) == "He…")
        #expect(measurer.truncated("Hello", toWidth: 2048, font: unitFont) == "…")
        #expect(measurer.truncated("Hello", toWidth: 2047, font: unitFont) == "")
        // "Go on": G 1587 + o 1253 + space 651 = 3491 fits in 5600 - 2048; the space is trimmed.
        #expect(measurer.truncated("Go on", toWidth: 5600, font: unitFont) == "Go…")
    }
}
