/// One command of a ``Primitive/path(_:)`` outline, in absolute coordinates.
public enum PathCommand: Sendable, Hashable, Codable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line to a point.
    case line(to: Point)
    /// A cubic Bézier curve to a point with two control points.
    case cubic(to: Point, control1: Point, control2: Point)
    /// A quadratic Bézier curve to a point with one control point.
    case quadratic(to: Point, control: Point)
    /// Closes the current subpath with a line back to its start.
    case close

    /// The end point of the command, or `nil` for ``close``.
    public var endPoint: Point? {
        switch self {
        case let .move(to), let .line(to), let .cubic(to, _, _), let .quadratic(to, _): to
        case .close: nil
        }
    }
}
