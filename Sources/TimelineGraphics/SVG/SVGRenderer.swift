/// Writes a ``DisplayList`` as a standalone SVG 1.1 document.
///
/// The output is deterministic: the same display list always gives the
/// byte-identical string (numbers with at most two decimals, fixed attribute
/// order, no locale dependence). Every element keeps its meaning in the DOM:
///
/// - `data-id` holds the semantic id (the only id written: semantic ids
///   may repeat and need not be valid XML ids; a host that wants XML ids
///   can derive them with ``SVGFormatting/elementID(_:)``);
/// - `data-role` holds the ``ElementRole``;
/// - a ``DisplayElement/title`` becomes a `<title>` child (a tooltip);
/// - a completion bar gets `pointer-events="none"`, so hovering or pressing it
///   reaches the bar below (its tooltip, its `data-id`);
/// - an accessibility label becomes `role="graphics-symbol"` and `aria-label`
///   (left out when it equals the title: the `<title>` child names the element);
/// - the root has `role="img"` and an `aria-label`.
///
/// A gradient fill becomes a `<linearGradient>` in a `<defs>` written just
/// before the first element using it, with the id
/// ``SVGFormatting/gradientID(_:)`` (elements with equal gradients share
/// it). An image becomes an `<image>` with `href`, scaled to cover its frame
/// and clipped to its rounded corners by a `<clipPath>`; one whose URL
/// ``DisplayImage/isAllowedURL(_:)`` refuses is not written, nor a remote
/// one when ``includesRemoteImages`` is off.
///
/// Text is placed on its alphabetic baseline computed with ``TextMeasurer``
/// (no `dominant-baseline`, which renderers treat differently) and truncated
/// to its `maxWidth` with "…".
public struct SVGRenderer: Sendable {
    /// The measurer used to truncate and place text.
    public var measurer: TextMeasurer
    /// The root `aria-label` when the display list has none.
    public var defaultAccessibilityLabel: String
    /// Whether images with `http:` and `https:` URLs are written (for a
    /// browser, which fetches them); when not, only images carrying their
    /// picture in a `data:` URL are (``RasterExporter`` renders this way:
    /// it never reaches the network, and what is drawn under an image shows
    /// instead).
    public var includesRemoteImages = true

    /// Creates a renderer (remote images included).
    public init(measurer: TextMeasurer = TextMeasurer(), defaultAccessibilityLabel: String = "Chart") {
        self.measurer = measurer
        self.defaultAccessibilityLabel = defaultAccessibilityLabel
    }

    /// The SVG document for `list`, starting with an XML declaration.
    /// - Complexity: O(n) in the number of elements and characters.
    public func render(_ list: DisplayList) -> String {
        write(list).string
    }

    /// The SVG document for `list` as UTF-8 bytes, the same as ``render(_:)``
    /// without making a `String` (a server sends these bytes as they are).
    /// - Complexity: O(n) in the number of elements and characters.
    public func renderUTF8(_ list: DisplayList) -> [UInt8] {
        // Written straight into the array's storage when the estimate holds
        // (a copy of a week's 400 KB costs a tenth of its frame).
        var overflow: SVGOutput?
        let bytes = [UInt8](unsafeUninitializedCapacity: Self.estimatedLength(of: list)) { buffer, count in
            var output = SVGOutput(writingInto: buffer)
            write(list, to: &output)
            if output.isInBuffer {
                count = output.count
            } else {
                overflow = output
                count = 0
            }
        }
        return overflow?.utf8 ?? bytes
    }

    /// A generous guess of the SVG's length: 240 bytes an element.
    private static func estimatedLength(of list: DisplayList) -> Int {
        512 + elementCount(list.elements) * 240
    }

    /// A width or height of the `<svg>` element: at least 1, and 1 for NaN.
    static func documentLength(_ value: Double) -> Double {
        value >= 1 ? (value.isFinite ? value : Double(Float.greatestFiniteMagnitude)) : 1
    }

    /// The number of elements, descendants of groups included (to size the buffer once).
    private static func elementCount(_ elements: [DisplayElement]) -> Int {
        // Through the buffer: iterating the array would copy every element.
        elements.withUnsafeBufferPointer { buffer in
            var count = buffer.count
            for index in buffer.indices {
                if case let .group(group) = buffer[index].primitive { count += elementCount(group.children) }
            }
            return count
        }
    }

    private func write(_ list: DisplayList) -> SVGOutput {
        var output = SVGOutput(capacity: Self.estimatedLength(of: list))
        write(list, to: &output)
        return output
    }

    private func write(_ list: DisplayList, to output: inout SVGOutput) {
        var writer = Writer(measurer: measurer, includesRemoteImages: includesRemoteImages, output: output)
        defer { output = writer.out }
        writer.out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        // A document's size is at least one point: zero, negative and NaN sizes
        // (a chart zoomed to nothing) would make an SVG no viewer can show.
        let width = Self.documentLength(list.size.width), height = Self.documentLength(list.size.height)
        writer.out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"")
        writer.out.appendNumber(width)
        writer.out.append("\" height=\"")
        writer.out.appendNumber(height)
        writer.out.append("\" viewBox=\"0 0 ")
        writer.out.appendNumber(width)
        writer.out.append(" ")
        writer.out.appendNumber(height)
        writer.out.append("\" role=\"img\" aria-label=\"")
        writer.out.appendEscaped(list.accessibilityLabel ?? defaultAccessibilityLabel)
        writer.out.append("\" font-family=\"")
        writer.out.appendEscaped(Font.defaultFamilyFallbackList)
        writer.out.append("\">\n")
        if let background = list.background {
            writer.out.append("  <rect data-role=\"background\" x=\"0\" y=\"0\" width=\"")
            writer.out.appendNumber(width)
            writer.out.append("\" height=\"")
            writer.out.appendNumber(height)
            writer.out.append("\"")
            writer.paint(" fill=\"", " fill-opacity=\"", background)
            writer.out.append("/>\n")
        }
        list.elements.withUnsafeBufferPointer { elements in
            for index in elements.indices { writer.write(elements.baseAddress! + index, depth: 1) }
        }
        writer.out.append("</svg>\n")
    }
}

extension SVGRenderer {
    fileprivate struct Writer {
        let measurer: TextMeasurer
        let includesRemoteImages: Bool
        var out: SVGOutput
        var clipCount = 0
        /// The ids of the gradients defined so far.
        var gradientIDs: Set<String> = []

        init(measurer: TextMeasurer, includesRemoteImages: Bool, output: SVGOutput) {
            self.measurer = measurer
            self.includesRemoteImages = includesRemoteImages
            out = output
        }

        /// ` fill="#rrggbb"` (or stroke), with ` fill-opacity="…"` for a translucent color.
        mutating func paint(_ prefix: StaticString, _ opacityPrefix: StaticString, _ color: Color) {
            out.append(prefix)
            out.appendHexColor(color)
            out.append(byte: UInt8(ascii: "\""))
            if !color.isOpaque {
                attribute(opacityPrefix, color.alpha)
            }
        }

        /// `prefix` (such as ` x="`), the number and the closing quote: the
        /// name is one piece with its punctuation, so each attribute is two writes.
        mutating func attribute(_ prefix: StaticString, _ value: Double) {
            out.append(prefix)
            out.appendNumber(value, closingQuote: true)
        }

        mutating func points(_ points: [Point]) {
            for (index, point) in points.enumerated() {
                if index > 0 { out.append(" ") }
                out.appendNumber(point.x)
                out.append(",")
                out.appendNumber(point.y)
            }
        }

        mutating func pathData(_ commands: [PathCommand]) {
            for (index, command) in commands.enumerated() {
                if index > 0 { out.append(" ") }
                switch command {
                case let .move(to):
                    out.append("M"); out.appendNumber(to.x); out.append(" "); out.appendNumber(to.y)
                case let .line(to):
                    out.append("L"); out.appendNumber(to.x); out.append(" "); out.appendNumber(to.y)
                case let .cubic(to, c1, c2):
                    out.append("C"); out.appendNumber(c1.x); out.append(" "); out.appendNumber(c1.y)
                    out.append(" "); out.appendNumber(c2.x); out.append(" "); out.appendNumber(c2.y)
                    out.append(" "); out.appendNumber(to.x); out.append(" "); out.appendNumber(to.y)
                case let .quadratic(to, c):
                    out.append("Q"); out.appendNumber(c.x); out.append(" "); out.appendNumber(c.y)
                    out.append(" "); out.appendNumber(to.x); out.append(" "); out.appendNumber(to.y)
                case .close:
                    out.append("Z")
                }
            }
        }

        /// `<defs>` with the gradient's `<linearGradient>`, unless it was
        /// written before; returns its id.
        mutating func define(_ gradient: LinearGradient, depth: Int) -> String {
            let id = SVGFormatting.gradientID(gradient)
            guard gradientIDs.insert(id).inserted else { return id }
            out.indent(depth)
            out.append("<defs><linearGradient id=\"")
            out.append(string: id)
            out.append("\"")
            // From the whole hundredths the id names, so that the id says exactly what is drawn.
            attribute(" x1=\"", Double(SVGFormatting.hundredths(gradient.startPoint.x)) / 100)
            attribute(" y1=\"", Double(SVGFormatting.hundredths(gradient.startPoint.y)) / 100)
            attribute(" x2=\"", Double(SVGFormatting.hundredths(gradient.endPoint.x)) / 100)
            attribute(" y2=\"", Double(SVGFormatting.hundredths(gradient.endPoint.y)) / 100)
            out.append(">")
            for (offset, color) in [(0.0, gradient.startColor), (1.0, gradient.endColor)] {
                attribute("<stop offset=\"", offset)
                out.append(" stop-color=\"")
                out.appendHexColor(color)
                out.append("\"")
                let alpha = color.bytes.alpha
                if alpha != 255 { attribute(" stop-opacity=\"", Double(alpha) / 255) }
                out.append("/>")
            }
            out.append("</linearGradient></defs>\n")
            return id
        }

        /// Writes the element at `element` (read in place: elements are large
        /// and copying one costs more than writing most of them).
        mutating func write(_ element: UnsafePointer<DisplayElement>, depth: Int) {
            if case let .image(image) = element.pointee.primitive {
                // Only allowed URLs, and remote ones only for renderers that may fetch them.
                guard let kind = DisplayImage.kind(of: image.url), kind == .data || includesRemoteImages else { return }
                if image.cornerRadius > 0 {
                    clipCount += 1
                    out.indent(depth)
                    out.append("<clipPath id=\"_clip")
                    out.appendInteger(clipCount)
                    out.append("\"><rect")
                    attribute(" x=\"", image.frame.minX)
                    attribute(" y=\"", image.frame.minY)
                    attribute(" width=\"", image.frame.width)
                    attribute(" height=\"", image.frame.height)
                    attribute(" rx=\"", image.cornerRadius)
                    out.append("/></clipPath>\n")
                }
            }
            var gradientID: String?
            if case let .linearGradient(gradient)? = element.pointee.fillStyle {
                switch element.pointee.primitive {
                case .group, .image: break          // not filled
                default: gradientID = define(gradient, depth: depth)
                }
            }
            if case let .group(group) = element.pointee.primitive, let clip = group.clip {
                clipCount += 1
                // clipPathUnits="userSpaceOnUse" is the space of the referencing <g>,
                // which includes its translate(): the clip stays in the group's coordinates.
                out.indent(depth)
                out.append("<clipPath id=\"_clip")
                out.appendInteger(clipCount)
                out.append("\"><rect")
                attribute(" x=\"", clip.minX)
                attribute(" y=\"", clip.minY)
                attribute(" width=\"", clip.width)
                attribute(" height=\"", clip.height)
                out.append("/></clipPath>\n")
            }
            out.indent(depth)
            let tag: StaticString = switch element.pointee.primitive {
            case .rect: "rect"
            case .line: "line"
            case .polyline: "polyline"
            case .polygon: "polygon"
            case .path: "path"
            case .text: "text"
            case .image: "image"
            case .group: "g"
            }
            // The tag and the first attribute's name as one piece.
            let opening: StaticString = switch element.pointee.primitive {
            case .rect: "<rect data-id=\""
            case .line: "<line data-id=\""
            case .polyline: "<polyline data-id=\""
            case .polygon: "<polygon data-id=\""
            case .path: "<path data-id=\""
            case .text: "<text data-id=\""
            case .image: "<image data-id=\""
            case .group: "<g data-id=\""
            }
            out.append(opening)
            out.appendEscaped(element.pointee.id)
            out.append("\" data-role=\"")
            out.appendEscaped(element.pointee.role.rawValue)
            out.append("\"")
            if element.pointee.role == .completionBar {
                // Drawn over its bar: the pointer (and the bar's <title> tooltip) goes to the bar.
                out.append(" pointer-events=\"none\"")
            }
            if let label = element.pointee.accessibilityLabel {
                if label == element.pointee.title {
                    // The <title> child is the accessible name (SVG-AAM); no need to write it twice.
                    out.append(" role=\"graphics-symbol\"")
                } else {
                    out.append(" role=\"graphics-symbol\" aria-label=\"")
                    out.appendEscaped(label)
                    out.append("\"")
                }
            }
            var text: String?
            switch element.pointee.primitive {
            case let .rect(rect, radius):
                out.appendRectAttributes(rect, radius: radius)
            case let .line(from, to):
                attribute(" x1=\"", from.x)
                attribute(" y1=\"", from.y)
                attribute(" x2=\"", to.x)
                attribute(" y2=\"", to.y)
            case let .polyline(list), let .polygon(list):
                out.append(" points=\"")
                points(list)
                out.append("\"")
            case let .path(commands):
                out.append(" d=\"")
                pathData(commands)
                out.append("\"")
            case let .text(run):
                let ascent = measurer.ascent(for: run.font)
                let descent = measurer.descent(for: run.font)
                let y: Double = switch run.baseline {
                case .alphabetic: run.position.y
                case .middle: run.position.y + (ascent - descent) / 2
                case .top: run.position.y + ascent
                case .bottom: run.position.y - descent
                }
                attribute(" x=\"", run.position.x)
                attribute(" y=\"", y)
                if run.direction == .rightToLeft {
                    // The text's start is its right end then: the run's box stays where its anchor says.
                    out.append(" direction=\"rtl\" unicode-bidi=\"embed\"")
                    switch run.anchor {
                    case .start: out.append(" text-anchor=\"end\"")
                    case .middle: out.append(" text-anchor=\"middle\"")
                    case .end: break
                    }
                } else if run.anchor != .start {
                    out.append(" text-anchor=\"")
                    out.append(string: run.anchor.rawValue)
                    out.append("\"")
                }
                if run.font.family != Font.defaultFamily {
                    out.append(" font-family=\"")
                    out.appendEscaped(run.font.cssFamilyList)
                    out.append("\"")
                }
                attribute(" font-size=\"", run.font.size)
                if run.font.weight == .bold { out.append(" font-weight=\"bold\"") }
                if run.font.isItalic { out.append(" font-style=\"italic\"") }
                out.append(" xml:space=\"preserve\"")
                text = run.displayedString(measurer: measurer)
            case let .image(image):
                attribute(" x=\"", image.frame.minX)
                attribute(" y=\"", image.frame.minY)
                attribute(" width=\"", image.frame.width)
                attribute(" height=\"", image.frame.height)
                out.append(" href=\"")
                out.appendEscaped(image.url)
                out.append("\" preserveAspectRatio=\"xMidYMid slice\"")
                if image.cornerRadius > 0 {
                    out.append(" clip-path=\"url(#_clip")
                    out.appendInteger(clipCount)
                    out.append(")\"")
                }
            case let .group(group):
                if group.translation != .zero {
                    out.append(" transform=\"translate(")
                    out.appendNumber(group.translation.x)
                    out.append(",")
                    out.appendNumber(group.translation.y)
                    out.append(")\"")
                }
                if group.clip != nil {
                    out.append(" clip-path=\"url(#_clip")
                    out.appendInteger(clipCount)
                    out.append(")\"")
                }
            }
            switch element.pointee.primitive {
            case .group, .image:
                break   // groups and images carry no paint of their own, only opacity
            default:
                switch element.pointee.fillStyle {
                case let .color(fill)?: paint(" fill=\"", " fill-opacity=\"", fill)
                case .linearGradient?:
                    out.append(" fill=\"url(#")
                    out.append(string: gradientID ?? "")
                    out.append(")\"")
                case nil: out.append(" fill=\"none\"")
                }
                if let stroke = element.pointee.stroke {
                    paint(" stroke=\"", " stroke-opacity=\"", stroke.color)
                    attribute(" stroke-width=\"", stroke.width)
                    if !stroke.dash.isEmpty {
                        out.append(" stroke-dasharray=\"")
                        for (index, dash) in stroke.dash.enumerated() {
                            if index > 0 { out.append(" ") }
                            out.appendNumber(dash)
                        }
                        out.append("\"")
                    }
                    if stroke.lineCap != .butt {
                        out.append(" stroke-linecap=\"")
                        out.append(string: stroke.lineCap.rawValue)
                        out.append("\"")
                    }
                }
            }
            if element.pointee.opacity < 1 { attribute(" opacity=\"", max(0, element.pointee.opacity)) }

            if case let .group(group) = element.pointee.primitive {
                out.append(">\n")
                if let title = element.pointee.title {
                    out.indent(depth + 1)
                    writeTitle(title)
                    out.append("\n")
                }
                // Through the buffer so that children are written in place, not copied.
                group.children.withUnsafeBufferPointer { children in
                    for index in children.indices { write(children.baseAddress! + index, depth: depth + 1) }
                }
                out.indent(depth)
                out.append("</g>\n")
            } else if element.pointee.title == nil && (text ?? "").isEmpty {
                out.append("/>\n")
            } else {
                out.append(">")
                if let title = element.pointee.title { writeTitle(title) }
                if let text { out.appendEscaped(text) }
                out.append("</")
                out.append(tag)
                out.append(">\n")
            }
        }

        mutating func writeTitle(_ title: String) {
            out.append("<title>")
            out.appendEscaped(title)
            out.append("</title>")
        }
    }
}
