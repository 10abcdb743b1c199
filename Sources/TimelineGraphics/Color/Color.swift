import Foundation

/// An sRGB color with straight (non-premultiplied) alpha.
///
/// Components are doubles in `0...1`; the initializers clamp out-of-range
/// values. A color is written and read as a hex string (`#rrggbb`, or
/// `#rrggbbaa` when it is not opaque), also when encoded with `Codable`.
///
/// ```swift
/// let bar = try Color(parsing: "#3a7bd5")
/// let faded = bar.withAlpha(0.5)
/// ```
public struct Color: Sendable, Hashable {
    /// The red component in `0...1`.
    public let red: Double
    /// The green component in `0...1`.
    public let green: Double
    /// The blue component in `0...1`.
    public let blue: Double
    /// The opacity in `0...1` (0 is fully transparent).
    public let alpha: Double

    /// Creates a color from components in `0...1` (clamped; NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Creates a color from byte components in `0...255`, such as
    /// `Color(rgb: 70, 130, 180)` for `#4682b4`.
    public init(rgb red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8 = 255) {
        self.init(
            red: Double(red) / 255,
            green: Double(green) / 255,
            blue: Double(blue) / 255,
            alpha: Double(alpha) / 255
        )
    }

    /// Creates a gray of the given brightness (0 black, 1 white).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color from a hex string `#RGB`, `#RRGGBB` or `#RRGGBBAA`
    /// (the `#` is optional, letters in either case), or returns `nil`.
    public init?(hex: String) {
        guard let color = try? Self.parseHex(hex) else { return nil }
        self = color
    }

    /// Creates a color from a hex string (`#RGB`, `#RRGGBB`, `#RRGGBBAA`) or
    /// a basic CSS color name (`red`, `steelblue`, `transparent`, …; see
    /// ``namedColors``), ignoring surrounding spaces and letter case.
    /// - Throws: ``ColorParseError`` describing what is wrong with `string`.
    public init(parsing string: String) throws(ColorParseError) {
        let trimmed = string.trimmingSpaces
        if trimmed.hasPrefix("#") {
            self = try Self.parseHex(trimmed)
        } else if let named = Self.namedColors[trimmed.lowercased()] {
            self = named
        } else if !trimmed.isEmpty, trimmed.allSatisfy(\.isHexDigit), [3, 6, 8].contains(trimmed.count) {
            self = try Self.parseHex(trimmed)
        } else {
            throw ColorParseError(input: string, reason: trimmed.isEmpty ? .empty : .unknownName)
        }
    }

    /// The byte value (0...255) of each component, rounded to nearest.
    public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// The hex form: `#rrggbb` when opaque, otherwise `#rrggbbaa` (lowercase).
    public var hexString: String {
        let b = bytes
        var result = "#" + Self.hex2(b.red) + Self.hex2(b.green) + Self.hex2(b.blue)
        if b.alpha != 255 { result += Self.hex2(b.alpha) }
        return result
    }

    /// The color for an SVG `fill`/`stroke` attribute: always `#rrggbb`;
    /// the alpha goes separately into ``svgOpacity``.
    public var svgValue: String {
        let b = bytes
        return "#" + Self.hex2(b.red) + Self.hex2(b.green) + Self.hex2(b.blue)
    }

    /// The opacity for SVG `fill-opacity`/`stroke-opacity` (equal to ``alpha``).
    public var svgOpacity: Double { alpha }

    /// Whether the color is fully opaque.
    public var isOpaque: Bool { alpha >= 1 }

    /// The same color with a different alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The linear interpolation towards `other`: 0 gives `self`, 1 gives `other`.
    /// All four components, alpha included, are interpolated.
    public func blended(with other: Color, fraction: Double) -> Color {
        let t = Self.clamp(fraction)
        return Color(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t
        )
    }

    /// The result of painting this color over `background` ("source over"
    /// compositing with straight alpha).
    public func composited(over background: Color) -> Color {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func channel(_ source: Double, _ destination: Double) -> Double {
            (source * alpha + destination * background.alpha * (1 - alpha)) / outAlpha
        }
        return Color(
            red: channel(red, background.red),
            green: channel(green, background.green),
            blue: channel(blue, background.blue),
            alpha: outAlpha
        )
    }

    /// The color mixed with white by `amount` (0...1), keeping alpha.
    public func lighter(by amount: Double = 0.2) -> Color {
        blended(with: Color.white.withAlpha(alpha), fraction: amount)
    }

    /// The color mixed with black by `amount` (0...1), keeping alpha.
    public func darker(by amount: Double = 0.2) -> Color {
        blended(with: Color.black.withAlpha(alpha), fraction: amount)
    }

    /// The relative luminance (WCAG 2) in `0...1`, ignoring alpha; useful to
    /// pick black or white text over a fill.
    public var luminance: Double {
        func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    // MARK: - Helpers

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    private static func byte(_ value: Double) -> UInt8 {
        // `(value * 255).rounded()` without a libm call (the SVG writer asks
        // for thousands of colors a frame): `value` is in 0...1, and the
        // difference between a double and its truncation is exact.
        let scaled = value * 255
        let whole = Int(scaled)
        return UInt8(truncatingIfNeeded: scaled - Double(whole) >= 0.5 ? whole + 1 : whole)
    }

    private static func hex2(_ value: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
    }

    private static func parseHex(_ string: String) throws(ColorParseError) -> Color {
        var digits = Substring(string.trimmingSpaces)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if let bad = digits.first(where: { !$0.isHexDigit }) {
            throw ColorParseError(input: string, reason: .invalidHexDigit(bad))
        }
        let values = digits.map { UInt8($0.hexDigitValue!) }
        switch values.count {
            case 3:
                return Color(rgb: values[0] * 17, values[1] * 17, values[2] * 17)
            case 6:
                return Color(rgb: values[0] << 4 | values[1], values[2] << 4 | values[3], values[4] << 4 | values[5])
            case 8:
                return Color(
                    rgb: values[0] << 4 | values[1],
                    values[2] << 4 | values[3],
                    values[4] << 4 | values[5],
                    alpha: values[6] << 4 | values[7]
                )
            default:
                throw ColorParseError(input: string, reason: .wrongHexLength(values.count))
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
