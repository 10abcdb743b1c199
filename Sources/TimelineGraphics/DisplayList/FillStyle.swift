/// How the inside of a shape is painted: one color, or a two-stop linear
/// gradient (as a canvas's `fillStyle`).
///
/// A ``DisplayElement`` stores its fill as a `FillStyle`; its
/// ``DisplayElement/fill`` is the one color that stands for it (a
/// gradient's start color). ``SVGRenderer`` writes a gradient as a
/// `<linearGradient>` in `<defs>` (see ``SVGFormatting/gradientID(_:)``),
/// and PNG and PDF draw it through librsvg.
public enum FillStyle: Sendable, Hashable, Codable {
    /// A solid color (its alpha is the fill opacity).
    case color(Color)
    /// A linear gradient over the element's bounding box. (Stored out of
    /// line, so that a fill stays as small as a color in every element.)
    indirect case linearGradient(LinearGradient)

    /// The one color that stands for the fill: the color itself, or a
    /// gradient's start color.
    @inlinable public var color: Color {
        switch self {
        case let .color(color): color
        case let .linearGradient(gradient): gradient.startColor
        }
    }

    /// The gradient, if the fill is one.
    @inlinable public var linearGradient: LinearGradient? {
        if case let .linearGradient(gradient) = self { return gradient }
        return nil
    }
}
