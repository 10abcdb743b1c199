extension DisplayList {
    /// The hit-testable elements under `point`, topmost first.
    ///
    /// Each element's bounds (grown by `tolerance`) are checked before its
    /// exact shape. Filled rectangles, polygons, closed paths and text boxes
    /// are hit inside; strokes (lines, polylines, unfilled outlines) are hit
    /// within `tolerance` plus half their width. A group is entered only
    /// where its clip allows, and is itself returned, after its hit
    /// children, when any of them is hit.
    ///
    /// - Parameters:
    ///   - point: A point in the list's coordinates.
    ///   - tolerance: How far from a stroke a point may be and still hit it.
    /// - Returns: The elements as stored (in their parents' coordinates), topmost first.
    /// - Complexity: O(n) in the number of elements.
    public func hitTest(_ point: Point, tolerance: Double = 3, measurer: TextMeasurer = TextMeasurer()) -> [DisplayElement] {
        var result: [DisplayElement] = []
        Self.hitTest(elements, at: point, tolerance: tolerance, measurer: measurer, into: &result)
        return result
    }

    /// The topmost hit-testable element under `point`, if any.
    public func topmostElement(at point: Point, tolerance: Double = 3) -> DisplayElement? {
        hitTest(point, tolerance: tolerance).first
    }

    private static func hitTest(
        _ elements: [DisplayElement],
        at point: Point,
        tolerance: Double,
        measurer: TextMeasurer,
        into result: inout [DisplayElement]
    ) {
        for element in elements.reversed() {
            if case let .group(group) = element.primitive {
                let local = point.offsetBy(dx: -group.translation.x, dy: -group.translation.y)
                if let clip = group.clip, !clip.contains(local) { continue }
                let before = result.count
                hitTest(group.children, at: local, tolerance: tolerance, measurer: measurer, into: &result)
                if result.count > before, element.isHitTestable { result.append(element) }
                continue
            }
            guard element.isHitTestable, element.opacity > 0 else { continue }
            if isHit(element, at: point, tolerance: tolerance, measurer: measurer) { result.append(element) }
        }
    }

    private static func isHit(_ element: DisplayElement, at point: Point, tolerance: Double, measurer: TextMeasurer) -> Bool {
        guard let bounds = element.bounds(measurer: measurer) else { return false }
        let grown = bounds.insetBy(dx: -tolerance, dy: -tolerance)
        guard point.x >= grown.minX, point.x <= grown.maxX, point.y >= grown.minY, point.y <= grown.maxY else {
            return false
        }
        let reach = tolerance + (element.stroke?.width ?? 0) / 2
        let filled = element.fill != nil
        switch element.primitive {
        case let .rect(rect, _):
            if filled { return rect.insetBy(dx: -reach + tolerance, dy: -reach + tolerance).containsClosed(point) }
            let corners = [
                Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
            ]
            return element.stroke != nil && nearChain(corners, closed: true, point: point, reach: reach)
        case let .line(from, to):
            return point.distance(toSegmentFrom: from, to: to) <= reach
        case let .polyline(points):
            return nearChain(points, closed: false, point: point, reach: reach)
        case let .polygon(points):
            if filled, contains(polygon: points, point: point) { return true }
            return element.stroke != nil && nearChain(points, closed: true, point: point, reach: reach)
        case let .path(commands):
            let subpaths = flatten(commands)
            if filled, subpaths.contains(where: { contains(polygon: $0.points, point: point) }) { return true }
            return element.stroke != nil
                && subpaths.contains { nearChain($0.points, closed: $0.closed, point: point, reach: reach) }
        case .text, .image:
            return bounds.containsClosed(point)
        case .group:
            return false
        }
    }

    private static func nearChain(_ points: [Point], closed: Bool, point: Point, reach: Double) -> Bool {
        guard let first = points.first else { return false }
        if points.count == 1 { return point.distance(to: first) <= reach }
        for index in 1..<points.count where point.distance(toSegmentFrom: points[index - 1], to: points[index]) <= reach {
            return true
        }
        return closed && point.distance(toSegmentFrom: points[points.count - 1], to: first) <= reach
    }

    /// Even-odd point-in-polygon test.
    private static func contains(polygon: [Point], point: Point) -> Bool {
        guard polygon.count >= 3 else { return false }
        var inside = false
        var j = polygon.count - 1
        for i in 0..<polygon.count {
            let a = polygon[i], b = polygon[j]
            if (a.y > point.y) != (b.y > point.y) {
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if point.x < x { inside.toggle() }
            }
            j = i
        }
        return inside
    }

    /// Subpaths as point chains, curves sampled into 16 segments each.
    private static func flatten(_ commands: [PathCommand]) -> [(points: [Point], closed: Bool)] {
        var result: [(points: [Point], closed: Bool)] = []
        var current: [Point] = []
        func finish(closed: Bool) {
            if !current.isEmpty { result.append((current, closed)) }
            current = []
        }
        let steps = 16
        for command in commands {
            switch command {
            case let .move(to):
                finish(closed: false)
                current = [to]
            case let .line(to):
                current.append(to)
            case let .quadratic(to, control):
                let p0 = current.last ?? to
                for step in 1...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    current.append(Point(
                        x: u * u * p0.x + 2 * u * t * control.x + t * t * to.x,
                        y: u * u * p0.y + 2 * u * t * control.y + t * t * to.y
                    ))
                }
            case let .cubic(to, c1, c2):
                let p0 = current.last ?? to
                for step in 1...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(Point(
                        x: a * p0.x + b * c1.x + c * c2.x + d * to.x,
                        y: a * p0.y + b * c1.y + c * c2.y + d * to.y
                    ))
                }
            case .close:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return result.filter { $0.points.count > 1 }
    }
}

extension Rect {
    /// Whether `point` lies in the closed area `[minX, maxX] × [minY, maxY]`.
    fileprivate func containsClosed(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
