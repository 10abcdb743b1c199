/// Precomputed horizontal metrics of a font, in font units.
///
/// The tables are generated from the DejaVu Sans TrueType files by
/// `Scripts/generate-font-metrics.py`: exact advance widths for printable
/// ASCII, Latin-1 and a few common punctuation marks beyond it; a default
/// advance (the mean lowercase width) for other characters, one em for
/// wide characters (CJK, Hangul, full-width forms, emoji) and zero for
/// combining marks, joiners and variation selectors. Kerning is ignored.
public struct FontMetrics: Sendable, Hashable {
    /// The family the metrics were read from.
    public let familyName: String
    /// Font units per em (2048 for DejaVu Sans).
    public let unitsPerEm: Int
    /// The distance from the baseline to the top of the tallest glyphs (positive).
    public let ascender: Int
    /// The distance from the baseline to the bottom of descenders (negative, as in the font).
    public let descender: Int
    /// Extra space between lines recommended by the font.
    public let lineGap: Int
    /// The advance used for characters without an entry in the tables.
    public let defaultAdvance: Int
    let firstTableCodePoint: UInt32
    let table: [UInt16]
    let extras: [UInt32: UInt16]

    init(
        familyName: String,
        unitsPerEm: Int,
        ascender: Int,
        descender: Int,
        lineGap: Int,
        defaultAdvance: Int,
        firstTableCodePoint: UInt32,
        table: [UInt16],
        extras: [UInt32: UInt16]
    ) {
        self.familyName = familyName
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.defaultAdvance = defaultAdvance
        self.firstTableCodePoint = firstTableCodePoint
        self.table = table
        self.extras = extras
    }

    /// The metrics used to measure `font`: DejaVu Sans Bold for bold fonts,
    /// DejaVu Sans otherwise. Italic shares the upright advances, and other
    /// families are measured as DejaVu Sans, so measurement never depends on
    /// the fonts installed.
    public static func metrics(for font: Font) -> FontMetrics {
        font.weight == .bold ? .dejaVuSansBold : .dejaVuSans
    }

    /// The advance width of one Unicode scalar, in font units.
    public func advance(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= firstTableCodePoint, value - firstTableCodePoint < UInt32(table.count) {
            return Int(table[Int(value - firstTableCodePoint)])
        }
        if let extra = extras[value] { return Int(extra) }
        if Self.isZeroWidth(value) { return 0 }
        if Self.isWide(value) || scalar.properties.isEmojiPresentation { return unitsPerEm }
        return defaultAdvance
    }

    /// The advance width of one user-perceived character, in font units: the
    /// width of its first scalar (combining marks and joiners after it add
    /// nothing), or one em for an emoji sequence.
    public func advance(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1, scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) {
            return unitsPerEm
        }
        return advance(of: first)
    }

    private static func isZeroWidth(_ v: UInt32) -> Bool {
        v < 0x20
            || (0x7F...0x9F).contains(v)
            || (0x0300...0x036F).contains(v)
            || (0x1AB0...0x1AFF).contains(v)
            || (0x1DC0...0x1DFF).contains(v)
            || (0x200B...0x200F).contains(v)
            || (0x202A...0x202E).contains(v)
            || (0x2060...0x206F).contains(v)
            || (0x20D0...0x20FF).contains(v)
            || (0xFE00...0xFE0F).contains(v)
            || (0xFE20...0xFE2F).contains(v)
            || v == 0xFEFF
            || (0xE0000...0xE01EF).contains(v)
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v)
            || (0x2E80...0x303E).contains(v)
            || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v)
            || (0x4E00...0x9FFF).contains(v)
            || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v)
            || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v)
            || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v)
            || (0x1FA70...0x1FAFF).contains(v)
            || (0x20000...0x3FFFD).contains(v)
    }
}
