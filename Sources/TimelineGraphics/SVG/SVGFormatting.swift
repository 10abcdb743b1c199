/// The text conventions of ``SVGRenderer``: number formatting, XML escaping
/// and the mapping of semantic ids to valid XML ids. Pure and independent of
/// the locale, so output is byte-identical everywhere.
public enum SVGFormatting {
    /// A number with at most two decimals, trailing zeros trimmed and no
    /// exponent: `12`, `12.5`, `0.33`, `-4.07`. `-0` becomes `0`; NaN and
    /// infinities (never valid in SVG) become `0`; magnitudes beyond 10^15
    /// are clamped.
    public static func number(_ value: Double) -> String {
        var output = SVGOutput(capacity: 24)
        output.appendNumber(value)
        return output.string
    }

    /// `text` made safe for XML character data and attribute values; the
    /// same as ``MarkupEscaping/escape(_:)``, the one escaper.
    /// - Parameter text: Any text.
    /// - Returns: The escaped text.
    public static func escaped(_ text: String) -> String {
        MarkupEscaping.escape(text)
    }

    /// A valid, unique-preserving XML id for a semantic id: ASCII letters,
    /// digits and `-` are kept, `:` becomes `.`, any other character becomes
    /// `_` + its hex code point + `_`, and an id that would not start with a
    /// letter gets a leading `_`. Different semantic ids give different XML
    /// ids: `item:42` → `item.42`, `header:0:2019-03-17` →
    /// `header.0.2019-03-17`, `a b` → `a_20_b`.
    public static func elementID(_ semanticID: String) -> String {
        var result = ""
        for scalar in semanticID.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-":
                result.unicodeScalars.append(scalar)
            case ":":
                result += "."
            default:
                result += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        if let first = result.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "_" {
            return result
        }
        return "_" + result
    }
}
