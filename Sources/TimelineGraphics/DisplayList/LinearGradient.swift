/// A two-stop linear gradient: ``startColor`` at ``startPoint`` blending
/// evenly into ``endColor`` at ``endPoint``, with the end colors held beyond
/// the two points (SVG's `spreadMethod="pad"`).
///
/// The points are in the unit square of the filled element's bounding box:
/// `(0, 0)` is its top-left corner, `(1, 1)` its bottom-right corner (SVG's
/// `gradientUnits="objectBoundingBox"`). So one gradient fits every element
/// it fills, whatever its size, and elements with equal gradients share one
/// definition in SVG.
///
/// ```swift
/// let card = LinearGradient(from: .white, to: Color(rgb: 0x3b, 0x82, 0xf6))   // top to bottom
/// list.append(.rect(id: "event:a", role: .calendarEvent, frame, fillStyle: .linearGradient(card)))
/// ```
public struct LinearGradient: Sendable, Hashable, Codable {
    /// The color at ``startPoint`` (offset 0).
    public var startColor: Color
    /// The color at ``endPoint`` (offset 1).
    public var endColor: Color
    /// Where the gradient starts, in the bounding box's unit square.
    public var startPoint: Point
    /// Where the gradient ends, in the bounding box's unit square.
    public var endPoint: Point

    /// Creates a gradient from `startColor` at `startPoint` to `endColor` at
    /// `endPoint`; by default from the top edge to the bottom edge.
    @inlinable public init(from startColor: Color, to endColor: Color,
                           startPoint: Point = Point(x: 0, y: 0), endPoint: Point = Point(x: 0, y: 1)) {
        self.startColor = startColor
        self.endColor = endColor
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// The color halfway between the stops (each component and the alpha
    /// averaged): what a renderer without gradients, or a contrast check for
    /// text drawn on the gradient, takes as the one color of the fill.
    public var averageColor: Color {
        Color(red: (startColor.red + endColor.red) / 2, green: (startColor.green + endColor.green) / 2,
              blue: (startColor.blue + endColor.blue) / 2, alpha: (startColor.alpha + endColor.alpha) / 2)
    }
}
