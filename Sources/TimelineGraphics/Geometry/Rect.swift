/// An axis-aligned rectangle given by its top-left origin and its size.
///
/// A rectangle is treated as the half-open area `[minX, maxX) × [minY, maxY)`
/// by ``contains(_:)``, so rectangles that tile a plane (rows, cells) do not
/// both claim their shared edge. Negative sizes are normalized by the
/// initializers.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height (never negative when built with the initializers).
    public var size: Size

    /// Creates a rectangle from an origin and a size; a negative width or
    /// height moves the origin so that the size becomes positive.
    public init(origin: Point, size: Size) {
        var origin = origin
        var size = size
        if size.width < 0 {
            origin.x += size.width
            size.width = -size.width
        }
        if size.height < 0 {
            origin.y += size.height
            size.height = -size.height
        }
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The smallest rectangle containing two points.
    public init(corner a: Point, corner b: Point) {
        self.init(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// The smallest rectangle containing all `points`, or `nil` if there are none.
    /// - Complexity: O(n).
    public init?(enclosing points: some Sequence<Point>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        while let p = iterator.next() {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left coordinate.
    public var minX: Double { origin.x }
    /// The top coordinate.
    public var minY: Double { origin.y }
    /// The right coordinate.
    public var maxX: Double { origin.x + size.width }
    /// The bottom coordinate.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal center.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical center.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The center point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the width or the height is zero.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies inside the half-open area `[minX, maxX) × [minY, maxY)`.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles share an area of positive size; rectangles
    /// that only touch along an edge do not intersect.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The overlapping area, or `nil` when the rectangles do not intersect.
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        return Rect(x: x, y: y, width: min(maxX, other.maxX) - x, height: min(maxY, other.maxY) - y)
    }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        let x = min(minX, other.minX)
        let y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top
    /// and bottom (negative values grow it). Insetting past the center gives
    /// a zero-size rectangle at the center.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let width = size.width - 2 * dx
        let height = size.height - 2 * dy
        return Rect(
            x: width < 0 ? midX : minX + dx,
            y: height < 0 ? midY : minY + dy,
            width: max(0, width),
            height: max(0, height)
        )
    }

    /// The rectangle shrunk by edge insets (clamped at zero size).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.leading,
            y: minY + insets.top,
            width: max(0, size.width - insets.horizontal),
            height: max(0, size.height - insets.vertical)
        )
    }

    /// The rectangle moved by `dx` horizontally and `dy` vertically.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// A description such as `(10.0, 20.0, 30.0×40.0)`.
    public var description: String { "(\(minX), \(minY), \(size))" }
}
