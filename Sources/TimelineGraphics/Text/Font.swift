/// A font description used by text elements and ``TextMeasurer``.
///
/// Only the description travels in a ``DisplayList``; renderers map it to a
/// real font. Measurement always uses the built-in DejaVu Sans metrics (see
/// ``FontMetrics``), so layout is identical on every machine.
public struct Font: Sendable, Hashable, Codable {
    /// The thickness of the strokes.
    public enum Weight: String, Sendable, Hashable, Codable, CaseIterable {
        /// The normal weight (CSS 400).
        case regular
        /// The bold weight (CSS 700).
        case bold
    }

    /// The family name of the default font, installed on Debian by `fonts-dejavu-core`.
    public static let defaultFamily = "DejaVu Sans"

    /// The CSS font-family list renderers write for the default family, with fallbacks.
    public static let defaultFamilyFallbackList = "DejaVu Sans, Verdana, Arial, sans-serif"

    /// The family name, such as `"DejaVu Sans"`.
    public var family: String
    /// The size in points (user units; one em).
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the font is italic (oblique).
    public var isItalic: Bool

    /// Creates a font description.
    public init(family: String = Font.defaultFamily, size: Double = 12, weight: Weight = .regular, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The default font: DejaVu Sans, 12 points, regular.
    public static let standard = Font()

    /// A regular DejaVu Sans font of the given size.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The same font with another size.
    public func withSize(_ size: Double) -> Font {
        var copy = self
        copy.size = size
        return copy
    }

    /// The same font in bold.
    public var bold: Font {
        var copy = self
        copy.weight = .bold
        return copy
    }

    /// The same font in italic.
    public var italic: Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The CSS `font-family` value for this font: the default family with its
    /// fallbacks, or the family name followed by `sans-serif`.
    public var cssFamilyList: String {
        family == Font.defaultFamily ? Font.defaultFamilyFallbackList : "\(family), sans-serif"
    }
}
