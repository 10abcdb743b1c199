/// Writes a ``DisplayList`` as JSON: the contract that tests and custom
/// clients read, the same for every view (Gantt chart, day timeline, week view).
///
/// The output is deterministic (fixed key order, numbers with at most two
/// decimals as in SVG, no locale dependence) and escaped per RFC 8259:
///
/// ```json
/// {"version":1,"width":756,"height":900,"background":"#ffffff","label":"Week view from 2025-03-03",
///  "elements":[
///   {"id":"event:a","role":"event","kind":"rect","x":157,"y":476,"width":97,"height":71,"fill":"#3b82f6","title":"Standup, 09:00 – 09:15"},
///   {"id":"event:a:title","role":"label","kind":"text","x":161,"y":479,"width":44.1,"height":13.99,"text":"Standup","fill":"#ffffff"}
///  ]}
/// ```
///
/// Elements come flat, in paint order, groups first then their children
/// (`kind` `"group"`); frames are in the list's coordinates (group
/// translations applied, group clips intersected; text frames cover the
/// displayed, possibly truncated, string). Elements entirely clipped away are
/// left out. Keys that do not apply (`text`, `url`, `fill`, `gradient`,
/// `stroke`, `title`) are left out; `opacity` is written only when it is
/// not 1. A gradient fill writes its start color as `fill` (for clients that
/// draw one color) and the whole gradient as `gradient`.
public struct DisplayListJSONEncoder: Sendable {
    /// The version written as `"version"`; it grows when the contract changes.
    public static let version = 1

    /// The measurer for text frames.
    public var measurer: TextMeasurer

    /// Creates an encoder.
    public init(measurer: TextMeasurer = TextMeasurer()) {
        self.measurer = measurer
    }

    /// The JSON text for `list`, ending with a newline.
    /// - Complexity: O(n) in the number of elements and characters.
    public func encode(_ list: DisplayList) -> String {
        var out = "{\"version\":\(Self.version),\"width\":\(SVGFormatting.number(list.size.width)),\"height\":\(SVGFormatting.number(list.size.height))"
        if let background = list.background { out += ",\"background\":\(Self.quoted(background.hexString))" }
        if let label = list.accessibilityLabel { out += ",\"label\":\(Self.quoted(label))" }
        out += ",\"elements\":["
        var first = true
        func visit(_ elements: [DisplayElement], dx: Double, dy: Double, clip: Rect?) {
            for element in elements {
                var frame = element.bounds(measurer: measurer)?.offsetBy(dx: dx, dy: dy)
                if case .group = element.primitive {
                    frame = element.primitive.bounds(measurer: measurer).map { $0.offsetBy(dx: dx, dy: dy) }
                }
                if let clip, let current = frame {
                    guard let clipped = current.intersection(clip) else { continue }
                    frame = clipped
                }
                out += first ? "\n" : ",\n"
                first = false
                write(element, frame: frame, to: &out)
                if case let .group(group) = element.primitive {
                    let ndx = dx + group.translation.x, ndy = dy + group.translation.y
                    var childClip = clip
                    if let groupClip = group.clip?.offsetBy(dx: ndx, dy: ndy) {
                        childClip = clip.map { $0.intersection(groupClip) ?? Rect(origin: groupClip.origin, size: .zero) } ?? groupClip
                    }
                    visit(group.children, dx: ndx, dy: ndy, clip: childClip)
                }
            }
        }
        visit(list.elements, dx: 0, dy: 0, clip: nil)
        out += "\n]}\n"
        return out
    }

    private func write(_ element: DisplayElement, frame: Rect?, to out: inout String) {
        out += "{\"id\":\(Self.quoted(element.id.description)),\"role\":\(Self.quoted(element.role.rawValue)),\"kind\":\"\(Self.kind(element.primitive))\""
        if let frame {
            out += ",\"x\":\(SVGFormatting.number(frame.minX)),\"y\":\(SVGFormatting.number(frame.minY))"
            out += ",\"width\":\(SVGFormatting.number(frame.width)),\"height\":\(SVGFormatting.number(frame.height))"
        }
        if case let .text(run) = element.primitive {
            out += ",\"text\":\(Self.quoted(run.string))"
            let shown = run.displayedString(measurer: measurer)
            if shown != run.string { out += ",\"displayedText\":\(Self.quoted(shown))" }
            if run.direction == .rightToLeft { out += ",\"direction\":\"rtl\"" }
        }
        if case let .image(image) = element.primitive { out += ",\"url\":\(Self.quoted(image.url))" }
        if let fill = element.fill { out += ",\"fill\":\(Self.quoted(fill.hexString))" }
        if let gradient = element.fillStyle?.linearGradient {
            out += ",\"gradient\":{\"start\":\(Self.quoted(gradient.startColor.hexString)),\"end\":\(Self.quoted(gradient.endColor.hexString))"
            out += ",\"x1\":\(SVGFormatting.number(gradient.startPoint.x)),\"y1\":\(SVGFormatting.number(gradient.startPoint.y))"
            out += ",\"x2\":\(SVGFormatting.number(gradient.endPoint.x)),\"y2\":\(SVGFormatting.number(gradient.endPoint.y))}"
        }
        if let stroke = element.stroke { out += ",\"stroke\":\(Self.quoted(stroke.color.hexString))" }
        if element.opacity != 1 { out += ",\"opacity\":\(SVGFormatting.number(element.opacity))" }
        if let title = element.title { out += ",\"title\":\(Self.quoted(title))" }
        out += "}"
    }

    private static func kind(_ primitive: Primitive) -> String {
        switch primitive {
        case .rect: "rect"
        case .line: "line"
        case .polyline: "polyline"
        case .polygon: "polygon"
        case .path: "path"
        case .text: "text"
        case .image: "image"
        case .group: "group"
        }
    }

    /// `text` as a JSON string literal, written by the shared
    /// ``JSONText/quoted(_:)``.
    /// - Parameter text: Any text.
    /// - Returns: `"…"` with quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
