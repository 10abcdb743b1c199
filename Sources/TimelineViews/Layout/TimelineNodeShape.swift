public import TimelineGraphics

/// The themed node images, drawn as vector shapes centred on a point: the
/// reference's node images for each ``TimelineNode``, and the preview's
/// "Today" node.
public enum TimelineNodeShape {
    /// The elements of a node image.
    /// - Parameters:
    ///   - node: The status; `nil` draws the preview's "Today" node.
    ///   - center: The centre.
    ///   - size: The diameter.
    ///   - tint: The node's color (the style's node tint, marker tint or today tint).
    ///   - background: The color behind the node (the hole of rings).
    ///   - id: The group's id (`node:<row id>`); children get `:shape`, `:mark` suffixes.
    /// - Returns: One group element with the role ``TimelineGraphics/ElementRole/timelineNode``.
    public static func element(_ node: TimelineNode?, center: Point, size: Double, tint: Color, background: Color, id: String,
                               title: String? = nil) -> DisplayElement {
        let r = size / 2
        let box = Rect(x: center.x - r, y: center.y - r, width: size, height: size)
        let ring = Stroke(tint, width: max(1, size / 8))
        var children: [DisplayElement] = []
        func add(_ suffix: String, _ element: (SemanticID) -> DisplayElement) { children.append(element("\(id):\(suffix)")) }
        switch node {
        case .open:
            add("shape") { .rect(id: $0, role: .timelineNode, box.insetBy(dx: 1, dy: 1), cornerRadius: r - 1, fill: background, stroke: ring) }
        case .inProgress:
            add("shape") { .rect(id: $0, role: .timelineNode, box.insetBy(dx: 1, dy: 1), cornerRadius: r - 1, fill: background, stroke: ring) }
            // The left half filled: the task is under way.
            let inner = r - 3
            add("mark") {
                .path(id: $0, role: .timelineNode, [
                    .move(to: Point(x: center.x, y: center.y - inner)),
                    .cubic(to: Point(x: center.x - inner, y: center.y), control1: Point(x: center.x - inner * 0.552, y: center.y - inner),
                           control2: Point(x: center.x - inner, y: center.y - inner * 0.552)),
                    .cubic(to: Point(x: center.x, y: center.y + inner), control1: Point(x: center.x - inner, y: center.y + inner * 0.552),
                           control2: Point(x: center.x - inner * 0.552, y: center.y + inner)),
                    .close,
                ], fill: tint)
            }
        case .complete:
            add("shape") { .rect(id: $0, role: .timelineNode, box, cornerRadius: r, fill: tint) }
            add("mark") {
                .polyline(id: $0, role: .timelineNode, [
                    Point(x: center.x - r * 0.45, y: center.y + r * 0.02), Point(x: center.x - r * 0.1, y: center.y + r * 0.36),
                    Point(x: center.x + r * 0.48, y: center.y - r * 0.34),
                ], stroke: Stroke(background, width: max(1.2, size / 9), lineCap: .round))
            }
        case .start:
            add("shape") { .rect(id: $0, role: .timelineNode, box.insetBy(dx: 1, dy: 1), cornerRadius: r - 1, fill: background, stroke: ring) }
            add("mark") { .rect(id: $0, role: .timelineNode, box.insetBy(dx: r * 0.55, dy: r * 0.55), cornerRadius: r * 0.45, fill: tint) }
        case .inactive:
            add("shape") {
                .rect(id: $0, role: .timelineNode, box.insetBy(dx: 1.5, dy: 1.5), cornerRadius: r - 1.5, fill: background,
                      stroke: Stroke(tint.withAlpha(0.45), width: max(1, size / 9), dash: [2, 2]))
            }
        case .earlyEnd:
            add("shape") { .rect(id: $0, role: .timelineNode, box.insetBy(dx: 1, dy: 1), cornerRadius: 2.5, fill: tint) }
            add("mark") {
                .line(id: $0, role: .timelineNode, from: Point(x: center.x - r * 0.4, y: center.y), to: Point(x: center.x + r * 0.4, y: center.y),
                      stroke: Stroke(background, width: max(1.2, size / 8), lineCap: .round))
            }
        case .end:
            add("shape") { .rect(id: $0, role: .timelineNode, box.insetBy(dx: 1, dy: 1), cornerRadius: 2.5, fill: tint) }
        case nil:
            // Today: a ring with a halo.
            add("halo") { .rect(id: $0, role: .timelineNode, box.insetBy(dx: -3, dy: -3), cornerRadius: r + 3, fill: tint.withAlpha(0.18)) }
            add("shape") { .rect(id: $0, role: .timelineNode, box, cornerRadius: r, fill: tint) }
            add("mark") { .rect(id: $0, role: .timelineNode, box.insetBy(dx: r * 0.6, dy: r * 0.6), cornerRadius: r * 0.4, fill: background) }
        }
        return .group(id: SemanticID(id), role: .timelineNode, children, title: title ?? (node.map(\.rawValue) ?? "today"),
                      accessibilityLabel: title)
    }
}
