/// The closed set of shapes a display list can draw.
public enum Primitive: Sendable, Hashable, Codable {
    /// A rectangle with optionally rounded corners.
    case rect(Rect, cornerRadius: Double = 0)
    /// A straight line segment.
    case line(from: Point, to: Point)
    /// An open chain of straight segments.
    case polyline([Point])
    /// A closed polygon.
    case polygon([Point])
    /// An outline of lines and curves.
    case path([PathCommand])
    /// A line of text.
    case text(TextRun)
    /// A picture from a URL filling a frame, clipped to its rounded corners.
    case image(DisplayImage)
    /// Child elements with a translation and an optional clip.
    case group(DisplayGroup)

    /// The area the shape covers in its own coordinates, without stroke width;
    /// `nil` for an empty shape. For a group: the union of its children's
    /// bounds, translated and clipped.
    public func bounds(measurer: TextMeasurer = TextMeasurer()) -> Rect? {
        switch self {
        case let .rect(rect, _):
            return rect
        case let .line(from, to):
            return Rect(corner: from, corner: to)
        case let .polyline(points), let .polygon(points):
            return Rect(enclosing: points)
        case let .path(commands):
            // Bézier curves lie inside the hull of their control points.
            var points: [Point] = []
            for command in commands {
                switch command {
                case let .move(to), let .line(to): points.append(to)
                case let .cubic(to, c1, c2): points += [c1, c2, to]
                case let .quadratic(to, c): points += [c, to]
                case .close: break
                }
            }
            return Rect(enclosing: points)
        case let .text(run):
            return run.bounds(measurer: measurer)
        case let .image(image):
            return image.frame
        case let .group(group):
            var result: Rect?
            for child in group.children {
                guard let childBounds = child.bounds(measurer: measurer) else { continue }
                result = result.map { $0.union(childBounds) } ?? childBounds
            }
            if let clip = group.clip, let current = result {
                result = current.intersection(clip)
            }
            return result?.offsetBy(dx: group.translation.x, dy: group.translation.y)
        }
    }
}
