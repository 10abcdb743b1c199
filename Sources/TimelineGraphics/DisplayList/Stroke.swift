/// How the outline of a primitive is drawn.
public struct Stroke: Sendable, Hashable, Codable {
    /// How the ends of open lines are drawn.
    public enum LineCap: String, Sendable, Hashable, Codable {
        /// The line stops at its end point.
        case butt
        /// A half circle past the end point.
        case round
        /// A half square past the end point.
        case square
    }

    /// The color (its alpha is the stroke opacity).
    public var color: Color
    /// The line width in user units.
    public var width: Double
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dash: [Double]
    /// The line cap.
    public var lineCap: LineCap

    /// Creates a stroke.
    @inlinable public init(_ color: Color, width: Double = 1, dash: [Double] = [], lineCap: LineCap = .butt) {
        self.color = color
        self.width = width
        self.dash = dash
        self.lineCap = lineCap
    }
}
