public import TimelineCore
public import TimelineGraphics

/// What is under a viewport-local point of a laid-out ``GanttChartScene``.
public enum GanttChartHitTest: Sendable, Equatable {
    /// A part of an item's bar.
    case item(GanttChartItem.ID, GanttChartItemPart)
    /// A dependency thumb (a small circle shown outside a focused or
    /// selected bar's ends): drag from it to draw a dependency.
    case dependencyThumb(GanttChartItem.ID, GanttChartItemEnd)
    /// A dependency line.
    case dependency(GanttChartDependency.ID)
    /// The time header at a time (drag to zoom).
    case header(Time)
    /// A row header.
    case rowHeader(Int)
    /// The empty time area: the row (`nil` past the last scrollable row) and the time.
    case empty(row: Int?, time: Time)
    /// Outside the view (or the top-left corner).
    case outside

    /// The element hit, if any.
    public var element: GanttChartElement? {
        switch self {
        case let .item(id, _), let .dependencyThumb(id, _): .item(id)
        case let .dependency(id): .dependency(id)
        default: nil
        }
    }
}

/// A part of a bar that a pointer can grab.
public enum GanttChartItemPart: String, Sendable, Hashable, Codable {
    /// The body: drag to move in time.
    case body
    /// The start edge: drag to resize at the start.
    case start
    /// The finish edge: drag to resize at the finish.
    case finish
    /// The completion edge: drag to change the completion.
    case completion
    /// The bottom strip: drag to move to another row.
    case bottom
}

/// An end of an item: where a dependency line leaves or arrives.
public enum GanttChartItemEnd: String, Sendable, Hashable, Codable {
    /// The item's start.
    case start
    /// The item's finish.
    case finish
}

extension GanttChartHitTest {
    /// Hit-tests a scene.
    ///
    /// Order: the header and the row headers by position; then dependency
    /// thumbs of `thumbItems`, bars, dependency lines, the empty area. On a
    /// standard bar, the bottom strip wins away from the ends; inside the
    /// bar the completion edge wins over the start and finish edges (so at
    /// 0 % the start is resized from at or left of its edge); otherwise the
    /// nearer of the start and finish edges; else the body. Edges reach
    /// ``GanttChartInteractionSettings/edgeWidth`` points to each side.
    /// - Parameters:
    ///   - point: A viewport-local point.
    ///   - scene: The scene the user sees.
    ///   - manager: The data (for item types and completion).
    ///   - settings: Edge widths and tolerances.
    ///   - thumbItems: Items whose dependency thumbs are shown.
    /// - Returns: What is under the point.
    /// - Complexity: O(v) in the laid-out items and dependency segments.
    public static func hitTest(_ point: Point, in scene: GanttChartScene, manager: GanttChartItemManager,
                               settings: GanttChartInteractionSettings = GanttChartInteractionSettings(),
                               thumbItems: Set<GanttChartItem.ID> = []) -> GanttChartHitTest {
        let size = scene.viewport.size
        guard point.x >= 0, point.y >= 0, point.x <= size.width, point.y <= size.height else { return .outside }
        let content = scene.contentFrame
        if point.y < scene.headerHeight {
            return point.x >= content.minX ? .header(scene.time(atX: point.x)) : .outside
        }
        if point.x < content.minX {
            guard let row = scene.row(atY: point.y) else { return .outside }
            return .rowHeader(row)
        }
        for id in thumbItems.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let frame = scene.itemFrames[id] else { continue }
            for end in [GanttChartItemEnd.start, .finish]
            where thumbCenter(of: frame, end: end, settings: settings).distance(to: point) <= settings.thumbRadius + 1 {
                return .dependencyThumb(id, end)
            }
        }
        if let hit = itemHit(at: point, in: scene, manager: manager, settings: settings) { return hit }
        var bestLine: (GanttChartDependency.ID, Double)?
        for (id, points) in scene.dependencyPolylines where points.count >= 2 {
            var distance = Double.infinity
            for index in 1..<points.count {
                distance = Swift.min(distance, point.distance(toSegmentFrom: points[index - 1], to: points[index]))
            }
            guard distance <= settings.dependencyLineTolerance else { continue }
            if let best = bestLine, best.1 < distance || (best.1 == distance && best.0.rawValue > id.rawValue) { continue }
            bestLine = (id, distance)
        }
        if let bestLine { return .dependency(bestLine.0) }
        return .empty(row: scene.row(atY: point.y), time: scene.time(atX: point.x))
    }

    /// The center of a dependency thumb of a bar with `frame`.
    /// - Parameters:
    ///   - frame: The bar's frame in the scene.
    ///   - end: Which end.
    ///   - settings: The thumb offset.
    public static func thumbCenter(of frame: Rect, end: GanttChartItemEnd, settings: GanttChartInteractionSettings) -> Point {
        switch end {
        case .start: Point(x: frame.minX - settings.thumbOffset, y: frame.midY)
        case .finish: Point(x: frame.maxX + settings.thumbOffset, y: frame.midY)
        }
    }

    private static func itemHit(at point: Point, in scene: GanttChartScene, manager: GanttChartItemManager,
                                settings: GanttChartInteractionSettings) -> GanttChartHitTest? {
        let edge = settings.edgeWidth
        var best: (id: GanttChartItem.ID, frame: Rect)?
        for (id, frame) in scene.itemFrames where frame.insetBy(dx: -edge, dy: 0).contains(point) {
            if let current = best {
                let area = frame.width * frame.height, bestArea = current.frame.width * current.frame.height
                if area > bestArea || (area == bestArea && id.rawValue < current.id.rawValue) { continue }
            }
            best = (id, frame)
        }
        guard let (id, frame) = best, let item = manager.item(withID: id) else { return nil }
        let isBottom = point.y >= frame.maxY - settings.bottomStripHeight
        guard item.type == .standard else { return .item(id, isBottom ? .bottom : .body) }
        let toStart = abs(point.x - frame.minX), toFinish = abs(point.x - frame.maxX)
        if isBottom, toStart > edge, toFinish > edge, point.x > frame.minX, point.x < frame.maxX { return .item(id, .bottom) }
        var part = GanttChartItemPart.body
        if toStart <= edge { part = .start }
        if toFinish <= edge, toFinish < toStart { part = .finish }
        let completionX = scene.x(for: manager.timeCompletedUntil(for: item))
        let toCompletion = abs(point.x - completionX)
        if toCompletion <= edge, point.x > frame.minX, point.x < frame.maxX {
            part = .completion
        }
        return .item(id, part)
    }
}
