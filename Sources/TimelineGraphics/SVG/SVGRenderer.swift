/// Writes a ``DisplayList`` as a standalone SVG 1.1 document.
///
/// The output is deterministic: the same display list always gives the
/// byte-identical string (numbers with at most two decimals, fixed attribute
/// order, no locale dependence). Every element keeps its meaning in the DOM:
///
/// - `data-id` holds the raw semantic id, `id` a valid XML form of it (see
///   ``SVGFormatting/elementID(_:)``; repeated ids get a `_2`, `_3`… suffix);
/// - `data-role` holds the ``ElementRole``;
/// - a ``DisplayElement/title`` becomes a `<title>` child (a tooltip);
/// - an accessibility label becomes `role="graphics-symbol"` and `aria-label`;
/// - the root has `role="img"` and an `aria-label`.
///
/// Text is placed on its alphabetic baseline computed with ``TextMeasurer``
/// (no `dominant-baseline`, which renderers treat differently) and truncated
/// to its `maxWidth` with "…".
public struct SVGRenderer: Sendable {
    /// The measurer used to truncate and place text.
    public var measurer: TextMeasurer
    /// The root `aria-label` when the display list has none.
    public var defaultAccessibilityLabel: String

    /// Creates a renderer.
    public init(measurer: TextMeasurer = TextMeasurer(), defaultAccessibilityLabel: String = "Chart") {
        self.measurer = measurer
        self.defaultAccessibilityLabel = defaultAccessibilityLabel
    }

    /// The SVG document for `list`, starting with an XML declaration.
    /// - Complexity: O(n) in the number of elements and characters.
    public func render(_ list: DisplayList) -> String {
        var writer = Writer(measurer: measurer)
        let width = SVGFormatting.number(list.size.width)
        let height = SVGFormatting.number(list.size.height)
        let label = SVGFormatting.escaped(list.accessibilityLabel ?? defaultAccessibilityLabel)
        writer.out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        writer.out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
        writer.out += " width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        writer.out += " role=\"img\" aria-label=\"\(label)\""
        writer.out += " font-family=\"\(SVGFormatting.escaped(Font.defaultFamilyFallbackList))\">\n"
        if let background = list.background {
            writer.out += "  <rect data-role=\"background\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\""
            writer.out += Writer.paint("fill", background)
            writer.out += "/>\n"
        }
        for element in list.elements {
            writer.write(element, depth: 1)
        }
        writer.out += "</svg>\n"
        return writer.out
    }
}

extension SVGRenderer {
    fileprivate struct Writer {
        let measurer: TextMeasurer
        var out = ""
        var usedIDs: [String: Int] = [:]
        var clipCount = 0

        static func paint(_ name: String, _ color: Color) -> String {
            var s = " \(name)=\"\(color.svgValue)\""
            if !color.isOpaque { s += " \(name)-opacity=\"\(SVGFormatting.number(color.alpha))\"" }
            return s
        }

        mutating func uniqueID(for semanticID: String) -> String {
            let base = SVGFormatting.elementID(semanticID)
            let count = (usedIDs[base] ?? 0) + 1
            usedIDs[base] = count
            return count == 1 ? base : "\(base)_\(count)"
        }

        mutating func write(_ element: DisplayElement, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            var attributes = " id=\"\(uniqueID(for: element.id))\""
            attributes += " data-id=\"\(SVGFormatting.escaped(element.id))\""
            attributes += " data-role=\"\(SVGFormatting.escaped(element.role.rawValue))\""
            if let label = element.accessibilityLabel {
                attributes += " role=\"graphics-symbol\" aria-label=\"\(SVGFormatting.escaped(label))\""
            }
            let n = SVGFormatting.number
            let tag: String
            var content = ""
            switch element.primitive {
            case let .rect(rect, radius):
                tag = "rect"
                attributes += " x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
                if radius > 0 { attributes += " rx=\"\(n(radius))\" ry=\"\(n(radius))\"" }
            case let .line(from, to):
                tag = "line"
                attributes += " x1=\"\(n(from.x))\" y1=\"\(n(from.y))\" x2=\"\(n(to.x))\" y2=\"\(n(to.y))\""
            case let .polyline(points):
                tag = "polyline"
                attributes += " points=\"\(Self.points(points))\""
            case let .polygon(points):
                tag = "polygon"
                attributes += " points=\"\(Self.points(points))\""
            case let .path(commands):
                tag = "path"
                attributes += " d=\"\(Self.pathData(commands))\""
            case let .text(run):
                tag = "text"
                let ascent = measurer.ascent(for: run.font)
                let descent = measurer.descent(for: run.font)
                let y: Double
                switch run.baseline {
                case .alphabetic: y = run.position.y
                case .middle: y = run.position.y + (ascent - descent) / 2
                case .top: y = run.position.y + ascent
                case .bottom: y = run.position.y - descent
                }
                attributes += " x=\"\(n(run.position.x))\" y=\"\(n(y))\""
                if run.anchor != .start { attributes += " text-anchor=\"\(run.anchor.rawValue)\"" }
                if run.font.family != Font.defaultFamily {
                    attributes += " font-family=\"\(SVGFormatting.escaped(run.font.cssFamilyList))\""
                }
                attributes += " font-size=\"\(n(run.font.size))\""
                if run.font.weight == .bold { attributes += " font-weight=\"bold\"" }
                if run.font.isItalic { attributes += " font-style=\"italic\"" }
                attributes += " xml:space=\"preserve\""
                content = SVGFormatting.escaped(run.displayedString(measurer: measurer))
            case let .group(group):
                tag = "g"
                if group.translation != .zero {
                    attributes += " transform=\"translate(\(n(group.translation.x)),\(n(group.translation.y)))\""
                }
                if let clip = group.clip {
                    clipCount += 1
                    let clipID = "_clip\(clipCount)"
                    // clipPathUnits="userSpaceOnUse" is the space of the referencing <g>,
                    // which includes its translate(): the clip stays in the group's coordinates.
                    out += "\(indent)<clipPath id=\"\(clipID)\">"
                    out += "<rect x=\"\(n(clip.minX))\" y=\"\(n(clip.minY))\" width=\"\(n(clip.width))\" height=\"\(n(clip.height))\"/>"
                    out += "</clipPath>\n"
                    attributes += " clip-path=\"url(#\(clipID))\""
                }
            }
            if case .group = element.primitive {
                // Groups carry no paint of their own, only opacity.
            } else {
                attributes += element.fill.map { Self.paint("fill", $0) } ?? " fill=\"none\""
                if let stroke = element.stroke {
                    attributes += Self.paint("stroke", stroke.color)
                    attributes += " stroke-width=\"\(n(stroke.width))\""
                    if !stroke.dash.isEmpty {
                        attributes += " stroke-dasharray=\"\(stroke.dash.map(n).joined(separator: " "))\""
                    }
                    if stroke.lineCap != .butt { attributes += " stroke-linecap=\"\(stroke.lineCap.rawValue)\"" }
                }
            }
            if element.opacity < 1 { attributes += " opacity=\"\(n(max(0, element.opacity)))\"" }

            let title = element.title.map { "<title>\(SVGFormatting.escaped($0))</title>" } ?? ""
            if case let .group(group) = element.primitive {
                out += "\(indent)<g\(attributes)>\n"
                if !title.isEmpty { out += "\(indent)  \(title)\n" }
                for child in group.children {
                    write(child, depth: depth + 1)
                }
                out += "\(indent)</g>\n"
            } else if title.isEmpty && content.isEmpty {
                out += "\(indent)<\(tag)\(attributes)/>\n"
            } else {
                out += "\(indent)<\(tag)\(attributes)>\(title)\(content)</\(tag)>\n"
            }
        }

        static func points(_ points: [Point]) -> String {
            points.map { "\(SVGFormatting.number($0.x)),\(SVGFormatting.number($0.y))" }.joined(separator: " ")
        }

        static func pathData(_ commands: [PathCommand]) -> String {
            let n = SVGFormatting.number
            return commands.map { command -> String in
                switch command {
                case let .move(to): "M\(n(to.x)) \(n(to.y))"
                case let .line(to): "L\(n(to.x)) \(n(to.y))"
                case let .cubic(to, c1, c2): "C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(to.x)) \(n(to.y))"
                case let .quadratic(to, c): "Q\(n(c.x)) \(n(c.y)) \(n(to.x)) \(n(to.y))"
                case .close: "Z"
                }
            }.joined(separator: " ")
        }
    }
}
