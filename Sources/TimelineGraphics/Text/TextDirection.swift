/// The direction a line of text reads in: the direction of its first strong
/// character, as the Unicode bidirectional algorithm chooses a paragraph's
/// direction (UAX #9, rules P2 and P3).
///
/// A letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko
/// and the other scripts of the right-to-left blocks) makes the line
/// right-to-left; any other letter makes it left-to-right; digits,
/// punctuation and spaces are weak or neutral and are passed over. A line
/// without a letter reads left to right.
///
/// Renderers use it so that a label reads as its script expects: the "…" of
/// a truncated Hebrew label stands at its left end, and neutral characters
/// (`(2)`, `-`) take their place from the surrounding text. The text keeps its
/// box: ``TextRun/anchor`` names the box's left, middle or right in both
/// directions.
public enum TextDirection: String, Sendable, Hashable, Codable {
    /// Left to right (Latin, Greek, Cyrillic, CJK…); also text without letters.
    case leftToRight = "ltr"
    /// Right to left (Hebrew, Arabic…).
    case rightToLeft = "rtl"

    /// The direction of `text`'s first strong character.
    /// - Parameter text: A line of text.
    /// - Complexity: O(k), k = the scalars before the first letter.
    public init(of text: String) {
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                // ASCII (most labels): a letter decides, anything else is neutral; no property lookup.
                if (scalar.value | 0x20) &- 0x61 < 26 { self = .leftToRight; return }
                continue
            }
            if Self.isRightToLeftScalar(scalar) { self = .rightToLeft; return }
            if scalar.properties.isAlphabetic { self = .leftToRight; return }
        }
        self = .leftToRight
    }

    /// Whether `scalar` is a strong right-to-left character (bidi class R or AL):
    /// the letters and marks of the right-to-left blocks. Arabic-Indic digits
    /// (U+0660–U+0669, U+06F0–U+06F9) are weak and do not count.
    static func isRightToLeftScalar(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x0660...0x0669, 0x06F0...0x06F9: return false   // Arabic-Indic digits: weak (AN, EN)
        case 0x0590...0x08FF: return scalar.properties.isAlphabetic   // Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic
        case 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return scalar.properties.isAlphabetic   // Hebrew and Arabic presentation forms
        case 0x10800...0x10FFF, 0x1E800...0x1EFFF: return scalar.properties.isAlphabetic   // historic and other right-to-left scripts
        default: return false
        }
    }
}
