extension DisplayList {
    /// The same picture `factor` times as large: every coordinate, size,
    /// stroke width, dash, corner radius, font size, text width limit, clip
    /// and group translation multiplied by `factor`. Colors, ids, roles and
    /// titles stay. Used to fit a picture to a printed page.
    ///
    /// Text measures in proportion to its font size (``TextMeasurer`` uses
    /// per-em metrics), so truncated text shows the same characters.
    /// - Parameter factor: A positive, finite factor (1 returns the list unchanged).
    /// - Returns: The scaled list.
    /// - Complexity: O(n) in the elements.
    public func scaled(by factor: Double) -> DisplayList {
        guard factor != 1, factor > 0, factor.isFinite else { return self }
        var copy = self
        copy.size = Size(width: size.width * factor, height: size.height * factor)
        copy.elements = elements.map { $0.scaled(by: factor) }
        return copy
    }
}

extension DisplayElement {
    /// The element `factor` times as large (see ``DisplayList/scaled(by:)``).
    /// - Parameter factor: A positive factor.
    /// - Returns: The scaled element.
    public func scaled(by factor: Double) -> DisplayElement {
        var copy = self
        func p(_ point: Point) -> Point { Point(x: point.x * factor, y: point.y * factor) }
        func r(_ rect: Rect) -> Rect { Rect(x: rect.minX * factor, y: rect.minY * factor, width: rect.width * factor, height: rect.height * factor) }
        switch primitive {
        case let .rect(rect, cornerRadius):
            copy.primitive = .rect(r(rect), cornerRadius: cornerRadius * factor)
        case let .line(from, to):
            copy.primitive = .line(from: p(from), to: p(to))
        case let .polyline(points):
            copy.primitive = .polyline(points.map(p))
        case let .polygon(points):
            copy.primitive = .polygon(points.map(p))
        case let .path(commands):
            copy.primitive = .path(commands.map { command in
                switch command {
                case let .move(to): .move(to: p(to))
                case let .line(to): .line(to: p(to))
                case let .cubic(to, c1, c2): .cubic(to: p(to), control1: p(c1), control2: p(c2))
                case let .quadratic(to, c): .quadratic(to: p(to), control: p(c))
                case .close: .close
                }
            })
        case let .text(run):
            var scaled = run
            scaled.position = p(run.position)
            scaled.font.size = run.font.size * factor
            scaled.maxWidth = run.maxWidth.map { $0 * factor }
            copy.primitive = .text(scaled)
        case let .image(image):
            copy.primitive = .image(DisplayImage(url: image.url, frame: r(image.frame), cornerRadius: image.cornerRadius * factor))
        case let .group(group):
            copy.primitive = .group(DisplayGroup(group.children.map { $0.scaled(by: factor) }, clip: group.clip.map(r),
                                                 translation: p(group.translation)))
        }
        if var stroke {
            stroke.width *= factor
            stroke.dash = stroke.dash.map { $0 * factor }
            copy.stroke = stroke
        }
        return copy
    }
}
