/// A location in a two-dimensional coordinate space whose y axis points down,
/// as in SVG: the origin is the top-left corner of a drawing.
public struct Point: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (growing downwards).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by `dx` horizontally and `dy` vertically.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The Euclidean distance to another point.
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    /// The distance from this point to the segment from `a` to `b`
    /// (to the nearest end when the perpendicular foot falls outside it).
    public func distance(toSegmentFrom a: Point, to b: Point) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return distance(to: a) }
        let t = min(1, max(0, ((x - a.x) * dx + (y - a.y) * dy) / lengthSquared))
        return distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
    }

    /// A description such as `(3.0, 4.5)`.
    public var description: String { "(\(x), \(y))" }
}
