public import TimelineGraphics

/// A frame's chart as a patching page draws it: the display list's
/// top-level groups as layers of described SVG elements, in a stable content
/// space.
///
/// Layout writes viewport-local coordinates, so a scroll moves every element.
/// A live scene moves each layer's elements back by the scroll offset since
/// its anchor (``scroll``) along the axes the layer scrolls with (the chart's
/// content both ways, the header and the histogram horizontally), and the
/// page draws each layer translated by minus that offset: the picture is
/// the same, but an element that did not change keeps the same attributes
/// from frame to frame, so a scroll changes one offset plus the elements
/// entering the view. Elements that span their layer's clip along a
/// scrolling axis (row stripes, row borders, nonworking time, vertical grid
/// lines) are stretched to a fixed span (``span``) along it: clipped, they
/// look the same, and they stay the same as the view scrolls.
///
/// Every element has a key unique in its layer: its semantic id, and for a
/// repeated id (a bar and its label share `item:7`) the id plus `#` and its
/// occurrence (`item:7#1`).
public struct LiveScene: Sendable, Equatable {
    /// The size of the picture (the chart view).
    public var width: Double
    public var height: Double
    /// The background color (`#rrggbb`), if any, and its opacity when translucent.
    public var background: String?
    public var backgroundOpacity: String?
    /// The picture's accessible name.
    public var label: String
    /// The content-space offset: a layer drawn with `translate(-x, -y)` on the
    /// axes it scrolls with shows its elements where layout put them.
    public var scroll: Point
    /// The layers in paint order.
    public var layers: [Layer]

    /// How far a spanning element is stretched each way in content space (points).
    public static let span = 1_000_000.0
    /// The largest scroll offset kept before the scene is anchored again at the
    /// viewport (a stretched element must still cover the view).
    public static let maximumScroll = 100_000.0

    /// Which axes a layer scrolls with.
    public struct Axes: Sendable, Hashable {
        public var x: Bool
        public var y: Bool
        /// Scrolls with neither axis.
        public static let none = Axes(x: false, y: false)
        /// Scrolls horizontally only (the header, the histogram).
        public static let horizontal = Axes(x: true, y: false)
        /// Scrolls vertically only (row headers).
        public static let vertical = Axes(x: false, y: true)
        /// Scrolls both ways (the chart's content, the interaction overlay).
        public static let both = Axes(x: true, y: true)

        /// `""`, `"x"`, `"y"` or `"xy"`.
        public var name: String { (x ? "x" : "") + (y ? "y" : "") }
    }

    /// One layer: a top-level group of the display list (or the fixed and
    /// overlay elements outside groups).
    public struct Layer: Sendable, Equatable {
        /// The group's id (`content`, `header`, `histogram`…), `fixed` or `overlay`.
        public var id: String
        /// The axes its elements scroll with.
        public var axes: Axes
        /// Whether it is a group of the display list (drawn with its `data-id`),
        /// not the elements outside groups.
        public var isGroup: Bool
        /// The group's clip in viewport coordinates, if any.
        public var clip: Rect?
        /// Its elements in paint order, in content space.
        public var elements: [Element]
    }

    /// One element of a layer.
    public struct Element: Sendable, Equatable {
        /// Unique in its layer (see ``LiveScene``).
        public var key: String
        /// The element as ``SVGRenderer`` writes it.
        public var description: SVGElementDescription
    }

    /// The scene of `list`, a viewport-local display list, moved into
    /// content space by `scroll`.
    /// - Parameters:
    ///   - list: The frame's display list (layout plus overlay).
    ///   - scroll: The viewport's offset from the scene's anchor, in points.
    ///   - measurer: Places and truncates text, as the renderer does.
    /// - Complexity: O(n) in the elements.
    public init(_ list: DisplayList, scroll: Point, measurer: TextMeasurer = TextMeasurer()) {
        // As the renderer sizes its document: at least one point.
        width = list.size.width >= 1 && list.size.width.isFinite ? list.size.width : 1
        height = list.size.height >= 1 && list.size.height.isFinite ? list.size.height : 1
        if let color = list.background {
            let description = SVGElementDescription(.rect(id: "background", role: .background, Rect(x: 0, y: 0, width: 1, height: 1), fill: color))
            background = description[attribute: "fill"]
            backgroundOpacity = description[attribute: "fill-opacity"]
        }
        label = list.accessibilityLabel ?? "Chart"
        self.scroll = scroll
        var layers: [Layer] = []
        var fixed: [DisplayElement] = [], overlay: [DisplayElement] = []
        for element in list.elements {
            if case let .group(group) = element.primitive, element.title == nil, element.opacity >= 1, group.translation == .zero {
                let axes = Self.axes(ofGroup: element.id.description)
                var layer = Self.layer(id: element.id.description, axes: axes, clip: group.clip, group.children, scroll: scroll, measurer: measurer)
                layer.isGroup = true
                layers.append(layer)
            } else if element.role == .background || element.role == .gridLine {
                fixed.append(element)
            } else {
                overlay.append(element)
            }
        }
        layers.append(Self.layer(id: "fixed", axes: .none, clip: nil, fixed, scroll: scroll, measurer: measurer))
        layers.append(Self.layer(id: "overlay", axes: .both, clip: nil, overlay, scroll: scroll, measurer: measurer))
        self.layers = layers
    }

    /// The axes a top-level group of a chart scrolls with, by its id.
    static func axes(ofGroup id: String) -> Axes {
        switch id {
        case "content": .both
        case "header", "histogram": .horizontal
        case "row-headers": .vertical
        default: .none
        }
    }

    private static func layer(id: String, axes: Axes, clip: Rect?, _ elements: [DisplayElement], scroll: Point,
                              measurer: TextMeasurer) -> Layer {
        var seen: [String: Int] = [:]
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        let dx = axes.x ? scroll.x : 0, dy = axes.y ? scroll.y : 0
        for element in elements {
            let id = element.id.description
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            let key = occurrence == 0 ? id : id + "#" + String(occurrence)
            let moved = Self.stretched(Self.shifted(element, dx: dx, dy: dy), axes: axes, clip: clip, scroll: Point(x: dx, y: dy))
            result.append(Element(key: key, description: SVGElementDescription(moved, measurer: measurer)))
        }
        return Layer(id: id, axes: axes, isGroup: false, clip: clip, elements: result)
    }

    /// `element` moved by (`dx`, `dy`).
    static func shifted(_ element: DisplayElement, dx: Double, dy: Double) -> DisplayElement {
        guard dx != 0 || dy != 0 else { return element }
        func move(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        var copy = element
        switch element.primitive {
        case let .rect(rect, radius): copy.primitive = .rect(rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius)
        case let .line(from, to): copy.primitive = .line(from: move(from), to: move(to))
        case let .polyline(points): copy.primitive = .polyline(points.map(move))
        case let .polygon(points): copy.primitive = .polygon(points.map(move))
        case let .path(commands):
            copy.primitive = .path(commands.map { command in
                switch command {
                case let .move(to): .move(to: move(to))
                case let .line(to): .line(to: move(to))
                case let .cubic(to, c1, c2): .cubic(to: move(to), control1: move(c1), control2: move(c2))
                case let .quadratic(to, c): .quadratic(to: move(to), control: move(c))
                case .close: .close
                }
            })
        case let .text(run):
            var moved = run
            moved.position = move(run.position)
            copy.primitive = .text(moved)
        case let .image(image):
            var moved = image
            moved.frame = image.frame.offsetBy(dx: dx, dy: dy)
            copy.primitive = .image(moved)
        case let .group(group):
            var moved = group
            moved.translation = move(group.translation)
            copy.primitive = .group(moved)
        }
        return copy
    }

    /// `element` (already in content space) stretched to ±``span`` along each
    /// scrolling axis on which it covers the layer's clip exactly: a plain
    /// rectangle (no stroke, no rounded corners) or a solid axis-aligned line,
    /// whose clipped picture is the same either way.
    static func stretched(_ element: DisplayElement, axes: Axes, clip: Rect?, scroll: Point) -> DisplayElement {
        guard let clip, axes.x || axes.y else { return element }
        let tolerance = 0.005
        func covers(_ low: Double, _ high: Double, _ clipLow: Double, _ clipHigh: Double) -> Bool {
            abs(min(low, high) - clipLow) < tolerance && abs(max(low, high) - clipHigh) < tolerance
        }
        var copy = element
        switch element.primitive {
        case let .rect(rect, radius) where radius == 0 && element.stroke == nil:
            var result = rect
            if axes.x, covers(rect.minX - scroll.x, rect.maxX - scroll.x, clip.minX, clip.maxX) {
                result = Rect(x: -span, y: result.minY, width: 2 * span, height: result.height)
            }
            if axes.y, covers(rect.minY - scroll.y, rect.maxY - scroll.y, clip.minY, clip.maxY) {
                result = Rect(x: result.minX, y: -span, width: result.width, height: 2 * span)
            }
            copy.primitive = .rect(result, cornerRadius: 0)
        case let .line(from, to) where element.stroke?.dash.isEmpty ?? true:
            var a = from, b = to
            if axes.x, from.y == to.y, covers(from.x - scroll.x, to.x - scroll.x, clip.minX, clip.maxX) {
                a.x = from.x < to.x ? -span : span
                b.x = -a.x
            }
            if axes.y, from.x == to.x, covers(from.y - scroll.y, to.y - scroll.y, clip.minY, clip.maxY) {
                a.y = from.y < to.y ? -span : span
                b.y = -a.y
            }
            copy.primitive = .line(from: a, to: b)
        default:
            break
        }
        return copy
    }
}
