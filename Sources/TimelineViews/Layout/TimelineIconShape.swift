public import TimelineGraphics

/// Draws the vector images of ``TimelineIcon`` in a square.
public enum TimelineIconShape {
    /// The elements of `icon` in the square at `origin` with side `size`.
    /// - Parameters:
    ///   - icon: The image.
    ///   - origin: The square's top-left corner.
    ///   - size: The square's side.
    ///   - id: The group's id; children get `:0`, `:1`… suffixes.
    /// - Returns: One group element with the role ``TimelineGraphics/ElementRole/timelineImage``.
    public static func element(_ icon: TimelineIcon, origin: Point, size: Double, id: String) -> DisplayElement {
        let s = size / 16
        func p(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x * s, y: origin.y + y * s) }
        func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Rect { Rect(x: origin.x + (cx - r) * s, y: origin.y + (cy - r) * s, width: 2 * r * s, height: 2 * r * s) }
        var shapes: [(Primitive, Color?, Stroke?)] = []
        let white = Color.white
        let thin = max(1, 1.5 * s)
        func cloud(_ color: Color, dy: Double) -> Primitive {
            .path([
                .move(to: p(4.5, 11 + dy)),
                .cubic(to: p(4, 6.5 + dy), control1: p(1.5, 11 + dy), control2: p(1.5, 6.8 + dy)),
                .cubic(to: p(10.5, 4.8 + dy), control1: p(5, 3 + dy), control2: p(9.5, 2.5 + dy)),
                .cubic(to: p(12, 11 + dy), control1: p(15, 5 + dy), control2: p(15.5, 11 + dy)),
                .close,
            ])
        }
        switch icon {
        case .error:
            shapes = [(.rect(circle(8, 8, 7.5), cornerRadius: 7.5 * s), TimelineStyle.negative, nil),
                      (.line(from: p(8, 4), to: p(8, 9)), nil, Stroke(white, width: 2 * s, lineCap: .round)),
                      (.rect(circle(8, 11.8, 1.1), cornerRadius: 1.1 * s), white, nil)]
        case .warning:
            shapes = [(.polygon([p(8, 0.8), p(15.5, 14.8), p(0.5, 14.8)]), TimelineStyle.critical, nil),
                      (.line(from: p(8, 5.5), to: p(8, 10)), nil, Stroke(white, width: 2 * s, lineCap: .round)),
                      (.rect(circle(8, 12.5, 1.05), cornerRadius: 1.05 * s), white, nil)]
        case .success:
            shapes = [(.rect(circle(8, 8, 7.5), cornerRadius: 7.5 * s), TimelineStyle.positive, nil),
                      (.polyline([p(4.5, 8.2), p(7, 10.8), p(11.6, 5.4)]), nil, Stroke(white, width: 1.8 * s, lineCap: .round))]
        case .information:
            shapes = [(.rect(circle(8, 8, 7.5), cornerRadius: 7.5 * s), TimelineStyle.tint, nil),
                      (.line(from: p(8, 7), to: p(8, 12)), nil, Stroke(white, width: 2 * s, lineCap: .round)),
                      (.rect(circle(8, 4.4, 1.1), cornerRadius: 1.1 * s), white, nil)]
        case .sun:
            let gold = Color(rgb: 0xf0, 0xab, 0x00)
            shapes = [(.rect(circle(8, 8, 3.6), cornerRadius: 3.6 * s), gold, nil)]
            let rays: [(Double, Double)] = [(1, 0), (0.707, 0.707), (0, 1), (-0.707, 0.707), (-1, 0), (-0.707, -0.707), (0, -1), (0.707, -0.707)]
            for (dx, dy) in rays {
                shapes.append((.line(from: p(8 + dx * 5.3, 8 + dy * 5.3), to: p(8 + dx * 7.3, 8 + dy * 7.3)), nil, Stroke(gold, width: thin, lineCap: .round)))
            }
        case .rain:
            let grey = Color(rgb: 0x8e, 0x9a, 0xa6), blue = Color(rgb: 0x3d, 0x8b, 0xe0)
            shapes = [(cloud(grey, dy: -2.5), grey, nil)]
            for x in [5.0, 8.0, 11.0] {
                shapes.append((.line(from: p(x, 11), to: p(x - 1, 14.5)), nil, Stroke(blue, width: thin, lineCap: .round)))
            }
        case .cloud:
            let grey = Color(rgb: 0x8e, 0x9a, 0xa6)
            shapes = [(cloud(grey, dy: 1), grey, nil)]
        case .flag:
            shapes = [(.line(from: p(3.5, 1.5), to: p(3.5, 15)), nil, Stroke(TimelineStyle.primary1, width: thin, lineCap: .round)),
                      (.polygon([p(4, 2), p(13.5, 4.8), p(4, 8.5)]), TimelineStyle.negative, nil)]
        case .clock:
            shapes = [(.rect(circle(8, 8, 6.8), cornerRadius: 6.8 * s), white, Stroke(TimelineStyle.primary3, width: thin)),
                      (.polyline([p(8, 4), p(8, 8), p(10.8, 9.8)]), nil, Stroke(TimelineStyle.primary3, width: thin, lineCap: .round))]
        case .person:
            let grey = TimelineStyle.primary3
            shapes = [(.rect(circle(8, 5, 3.2), cornerRadius: 3.2 * s), grey, nil),
                      (.path([.move(to: p(2, 15)), .cubic(to: p(14, 15), control1: p(2, 7.5), control2: p(14, 7.5)), .close]), grey, nil)]
        case .document:
            let grey = TimelineStyle.primary3
            shapes = [(.polygon([p(3, 1), p(10, 1), p(13.5, 4.5), p(13.5, 15), p(3, 15)]), white, Stroke(grey, width: thin)),
                      (.polyline([p(10, 1), p(10, 4.5), p(13.5, 4.5)]), nil, Stroke(grey, width: thin)),
                      (.line(from: p(5.5, 8), to: p(11, 8)), nil, Stroke(grey, width: thin * 0.8)),
                      (.line(from: p(5.5, 11), to: p(11, 11)), nil, Stroke(grey, width: thin * 0.8))]
        }
        let children = shapes.enumerated().map { index, shape in
            DisplayElement(id: SemanticID("\(id):\(index)"), role: .timelineImage, primitive: shape.0, fill: shape.1, stroke: shape.2)
        }
        return .group(id: SemanticID(id), role: .timelineImage, children, title: icon.rawValue)
    }
}
