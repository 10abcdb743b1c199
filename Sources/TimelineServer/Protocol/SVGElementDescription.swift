public import TimelineGraphics

/// One display-list element as the SVG element ``SVGRenderer`` writes for
/// it, but as data: its tag, its attributes in order (values as written,
/// not escaped), its text and its `<title>`.
///
/// A host that builds the DOM itself (the live page draws patched elements
/// with `createElementNS` and `setAttribute`, never from markup) gets the
/// same element set and attributes as a parsed ``SVGRenderer`` document, so
/// a patched picture and a whole one are interchangeable. Values are plain
/// text here; whoever writes them as markup escapes them (``MarkupEscaping``).
///
/// ```swift
/// let bar = SVGElementDescription(.rect(id: "item:1", role: .bar, Rect(x: 10, y: 4, width: 80, height: 20), fill: .steelBlue))
/// bar.tag            // "rect"
/// bar.attributes[2]  // ("x", "10")
/// ```
public struct SVGElementDescription: Sendable, Hashable {
    /// The element name: `rect`, `line`, `polyline`, `polygon`, `path`, `text` or `g`.
    public var tag: String
    /// The attributes in the renderer's order, `data-id` and `data-role` first.
    /// A group's clip is not among them (see ``clip``).
    public var attributes: [Attribute]
    /// The character data of a `text` element (truncated to its width), else `nil`.
    public var text: String?
    /// The tooltip (`<title>` child), if any.
    public var title: String?
    /// A group's clip rectangle in the group's coordinates (the renderer
    /// writes it as a `<clipPath>` referenced by `clip-path`), else `nil`.
    public var clip: Rect?
    /// A group's children, described the same way; empty for other elements.
    public var children: [SVGElementDescription]

    /// One attribute: its name and its value as written.
    public struct Attribute: Sendable, Hashable {
        /// The attribute's name (`x`, `fill`, `data-id`…).
        public var name: String
        /// The value, unescaped.
        public var value: String

        /// An attribute.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Describes `element` as ``SVGRenderer`` writes it.
    /// - Parameters:
    ///   - element: The element.
    ///   - measurer: The measurer that places and truncates text (the renderer's).
    /// - Complexity: O(n) in the element's points, characters and descendants.
    public init(_ element: DisplayElement, measurer: TextMeasurer = TextMeasurer()) {
        var attributes: [Attribute] = [Attribute("data-id", element.id.description), Attribute("data-role", element.role.rawValue)]
        func number(_ name: String, _ value: Double) { attributes.append(Attribute(name, SVGFormatting.number(value))) }
        func pointList(_ points: [Point]) -> String {
            points.map { SVGFormatting.number($0.x) + "," + SVGFormatting.number($0.y) }.joined(separator: " ")
        }
        if element.role == .completionBar { attributes.append(Attribute("pointer-events", "none")) }
        if let label = element.accessibilityLabel {
            attributes.append(Attribute("role", "graphics-symbol"))
            if label != element.title { attributes.append(Attribute("aria-label", label)) }
        }
        var text: String?
        var clip: Rect?
        var children: [SVGElementDescription] = []
        let tag: String
        switch element.primitive {
        case let .rect(rect, radius):
            tag = "rect"
            number("x", rect.minX); number("y", rect.minY); number("width", rect.width); number("height", rect.height)
            if radius > 0 { number("rx", radius) }
        case let .line(from, to):
            tag = "line"
            number("x1", from.x); number("y1", from.y); number("x2", to.x); number("y2", to.y)
        case let .polyline(points):
            tag = "polyline"
            attributes.append(Attribute("points", pointList(points)))
        case let .polygon(points):
            tag = "polygon"
            attributes.append(Attribute("points", pointList(points)))
        case let .path(commands):
            tag = "path"
            attributes.append(Attribute("d", Self.pathData(commands)))
        case let .text(run):
            tag = "text"
            let ascent = measurer.ascent(for: run.font), descent = measurer.descent(for: run.font)
            let y: Double = switch run.baseline {
            case .alphabetic: run.position.y
            case .middle: run.position.y + (ascent - descent) / 2
            case .top: run.position.y + ascent
            case .bottom: run.position.y - descent
            }
            number("x", run.position.x); number("y", y)
            if run.direction == .rightToLeft {
                // As the renderer: the text's start is its right end, the run keeps its box.
                attributes.append(Attribute("direction", "rtl"))
                attributes.append(Attribute("unicode-bidi", "embed"))
                switch run.anchor {
                case .start: attributes.append(Attribute("text-anchor", "end"))
                case .middle: attributes.append(Attribute("text-anchor", "middle"))
                case .end: break
                }
            } else if run.anchor != .start {
                attributes.append(Attribute("text-anchor", run.anchor.rawValue))
            }
            if run.font.family != Font.defaultFamily { attributes.append(Attribute("font-family", run.font.cssFamilyList)) }
            number("font-size", run.font.size)
            if run.font.weight == .bold { attributes.append(Attribute("font-weight", "bold")) }
            if run.font.isItalic { attributes.append(Attribute("font-style", "italic")) }
            attributes.append(Attribute("xml:space", "preserve"))
            text = run.displayedString(measurer: measurer)
        case let .image(image):
            // Drawn as the renderer writes it, without the rounded clip (the live Gantt page draws no images).
            tag = "image"
            number("x", image.frame.minX); number("y", image.frame.minY); number("width", image.frame.width); number("height", image.frame.height)
            if DisplayImage.kind(of: image.url) != nil { attributes.append(Attribute("href", image.url)) }
            attributes.append(Attribute("preserveAspectRatio", "xMidYMid slice"))
        case let .group(group):
            tag = "g"
            if group.translation != .zero {
                attributes.append(Attribute("transform", "translate(" + SVGFormatting.number(group.translation.x) + ","
                                                + SVGFormatting.number(group.translation.y) + ")"))
            }
            clip = group.clip
            children = group.children.map { SVGElementDescription($0, measurer: measurer) }
        }
        switch element.primitive {
        case .group, .image:
            break   // groups and images carry no paint of their own, only opacity
        default:
            // A gradient is drawn in its start color here (the page keeps no <defs>), as the JSON display list's `fill` says.
            if let fill = element.fill { Self.paint(&attributes, "fill", fill) } else { attributes.append(Attribute("fill", "none")) }
            if let stroke = element.stroke {
                Self.paint(&attributes, "stroke", stroke.color)
                number("stroke-width", stroke.width)
                if !stroke.dash.isEmpty { attributes.append(Attribute("stroke-dasharray", stroke.dash.map(SVGFormatting.number).joined(separator: " "))) }
                if stroke.lineCap != .butt { attributes.append(Attribute("stroke-linecap", stroke.lineCap.rawValue)) }
            }
        }
        if element.opacity < 1 { number("opacity", max(0, element.opacity)) }
        self.tag = tag
        self.attributes = attributes
        self.text = text.flatMap { $0.isEmpty ? nil : $0 }
        self.title = element.title
        self.clip = clip
        self.children = children
    }

    /// The value of the attribute `name`, if the element has it.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// `#rrggbb` and, for a translucent color, `name-opacity`.
    private static func paint(_ attributes: inout [Attribute], _ name: String, _ color: Color) {
        let bytes = color.bytes
        let hex = [bytes.red, bytes.green, bytes.blue].map { byte -> String in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        attributes.append(Attribute(name, "#" + hex))
        if !color.isOpaque { attributes.append(Attribute(name + "-opacity", SVGFormatting.number(color.alpha))) }
    }

    /// Path data as the renderer writes it (`M1 2 L3 4 Z`).
    private static func pathData(_ commands: [PathCommand]) -> String {
        commands.map { command -> String in
            let n = SVGFormatting.number
            switch command {
            case let .move(to): return "M" + n(to.x) + " " + n(to.y)
            case let .line(to): return "L" + n(to.x) + " " + n(to.y)
            case let .cubic(to, c1, c2):
                return "C" + [c1.x, c1.y, c2.x, c2.y, to.x, to.y].map(n).joined(separator: " ")
            case let .quadratic(to, c): return "Q" + [c.x, c.y, to.x, to.y].map(n).joined(separator: " ")
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
