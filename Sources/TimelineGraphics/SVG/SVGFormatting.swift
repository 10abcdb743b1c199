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

    /// The id of a gradient's `<linearGradient>` definition, made from what
    /// the definition draws, so that equal gradients share one definition
    /// and the same gradient has the same id in every document:
    /// `_gradient-` + the start color + `-` + the end color, each as
    /// `rrggbb` (`rrggbbaa` when not opaque), and, unless the gradient runs
    /// from the top edge to the bottom edge, `-x1-y1-x2-y2` with the points in
    /// whole hundredths of the bounding box (the precision SVG numbers are
    /// written with; `m` for minus). From `#3b82f6` to `#1d4ed8`, top to
    /// bottom: `_gradient-3b82f6-1d4ed8`; left to right:
    /// `_gradient-3b82f6-1d4ed8-0-0-100-0`.
    public static func gradientID(_ gradient: LinearGradient) -> String {
        func hex(_ color: Color) -> String { String(color.hexString.dropFirst()) }
        var id = "_gradient-" + hex(gradient.startColor) + "-" + hex(gradient.endColor)
        let points = [gradient.startPoint.x, gradient.startPoint.y, gradient.endPoint.x, gradient.endPoint.y].map(hundredths)
        if points != [0, 0, 0, 100] {
            for value in points { id += value < 0 ? "-m\(value.magnitude)" : "-\(value)" }
        }
        return id
    }

    /// `value` in whole hundredths, rounded as SVG numbers are written
    /// (half away from zero, NaN and infinities as 0, clamped to ±10^15).
    static func hundredths(_ value: Double) -> Int64 {
        guard value.isFinite else { return 0 }
        let scaled = min(1e15, max(-1e15, value)) * 100
        var result = Int64(scaled)
        let rest = scaled - Double(result)
        if rest >= 0.5 { result += 1 } else if rest <= -0.5 { result -= 1 }
        return result
    }
}
