/// One drawing command of a ``DisplayList``: a primitive with all its paint
/// state and its meaning.
///
/// Every element carries a semantic ``id`` (`item:42`, `dependency:7`,
/// `header:0:2019-03-17`) and a ``role``, so hit testing, the browser's DOM,
/// accessibility and tests all see the same structure. There is no hidden
/// canvas state: fill, stroke and opacity are stored on each element.
public struct DisplayElement: Sendable, Hashable, Codable, Identifiable {
    // The role is declared before the id on purpose: the synthesized
    // memberwise initializer (`init(role:id:…)`) then differs from the public
    // ones (in an extension), which delegate to it. Built field by field in an
    // initializer body, an element (about 300 bytes) was made twice and
    // copied; the memberwise initializer makes it in place (a week view makes
    // thousands a frame).

    /// What the element means.
    public var role: ElementRole
    /// The semantic id, unique within a display list by convention.
    public var id: SemanticID
    /// The shape.
    public var primitive: Primitive
    /// How the inside is painted (for text, the letters): a color or a
    /// linear gradient; `nil` for no fill.
    public var fillStyle: FillStyle?
    /// The outline; `nil` for none.
    public var stroke: Stroke?
    /// The opacity of the whole element in `0...1`, applied on top of the colors' alpha.
    public var opacity: Double
    /// The tooltip text (SVG `<title>`), if any.
    public var title: String?
    /// The label read by assistive technologies, if any.
    public var accessibilityLabel: String?
    /// Whether ``DisplayList/hitTest(_:tolerance:)`` may return this element.
    public var isHitTestable: Bool

    /// The fill's color (also the text color for text): a solid fill's
    /// color, or a gradient's start color; `nil` for no fill. Setting it
    /// makes the fill that solid color.
    @inlinable public var fill: Color? {
        get { fillStyle?.color }
        set { fillStyle = newValue.map(FillStyle.color) }
    }

    /// The area covered in the coordinates of the element's parent, including
    /// half the stroke width; `nil` for an empty shape.
    public func bounds(measurer: TextMeasurer = TextMeasurer()) -> Rect? {
        guard let shape = primitive.bounds(measurer: measurer) else { return nil }
        if case .group = primitive { return shape }
        let half = (stroke?.width ?? 0) / 2
        return half > 0 ? shape.insetBy(dx: -half, dy: -half) : shape
    }

    /// The children of a group element; empty for other primitives.
    public var children: [DisplayElement] {
        if case let .group(group) = primitive { return group.children }
        return []
    }
}

extension DisplayElement {
    /// Creates an element filled with a color.
    public init(
        id: SemanticID,
        role: ElementRole,
        primitive: Primitive,
        fill: Color? = nil,
        stroke: Stroke? = nil,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil,
        isHitTestable: Bool = true
    ) {
        self.init(role: role, id: id, primitive: primitive, fillStyle: fill.map(FillStyle.color), stroke: stroke, opacity: opacity,
                  title: title, accessibilityLabel: accessibilityLabel, isHitTestable: isHitTestable)
    }

    /// Creates an element filled with a color or a gradient.
    public init(
        id: SemanticID,
        role: ElementRole,
        primitive: Primitive,
        fillStyle: FillStyle?,
        stroke: Stroke? = nil,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil,
        isHitTestable: Bool = true
    ) {
        self.init(role: role, id: id, primitive: primitive, fillStyle: fillStyle, stroke: stroke, opacity: opacity,
                  title: title, accessibilityLabel: accessibilityLabel, isHitTestable: isHitTestable)
    }
}

extension DisplayElement {
    /// A rectangle element.
    @inlinable public static func rect(
        id: SemanticID,
        role: ElementRole,
        _ rect: Rect,
        cornerRadius: Double = 0,
        fill: Color? = nil,
        stroke: Stroke? = nil,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil
    ) -> DisplayElement {
        DisplayElement(
            id: id, role: role, primitive: .rect(rect, cornerRadius: cornerRadius),
            fill: fill, stroke: stroke, opacity: opacity, title: title, accessibilityLabel: accessibilityLabel
        )
    }

    /// A rectangle element filled with a color or a gradient.
    @inlinable public static func rect(
        id: SemanticID,
        role: ElementRole,
        _ rect: Rect,
        cornerRadius: Double = 0,
        fillStyle: FillStyle?,
        stroke: Stroke? = nil,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil
    ) -> DisplayElement {
        DisplayElement(
            id: id, role: role, primitive: .rect(rect, cornerRadius: cornerRadius),
            fillStyle: fillStyle, stroke: stroke, opacity: opacity, title: title, accessibilityLabel: accessibilityLabel
        )
    }

    /// An image element (see ``DisplayImage``): not hit-testable, so the
    /// pointer reaches what it is drawn on.
    @inlinable public static func image(
        id: SemanticID,
        role: ElementRole,
        _ image: DisplayImage,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil
    ) -> DisplayElement {
        DisplayElement(
            id: id, role: role, primitive: .image(image), fillStyle: nil, opacity: opacity, title: title,
            accessibilityLabel: accessibilityLabel, isHitTestable: false
        )
    }

    /// A line segment element.
    @inlinable public static func line(
        id: SemanticID,
        role: ElementRole,
        from start: Point,
        to end: Point,
        stroke: Stroke,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil
    ) -> DisplayElement {
        DisplayElement(
            id: id, role: role, primitive: .line(from: start, to: end),
            stroke: stroke, opacity: opacity, title: title, accessibilityLabel: accessibilityLabel
        )
    }

    /// An open polyline element (such as a dependency line).
    @inlinable public static func polyline(
        id: SemanticID,
        role: ElementRole,
        _ points: [Point],
        stroke: Stroke,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil
    ) -> DisplayElement {
        DisplayElement(
            id: id, role: role, primitive: .polyline(points),
            stroke: stroke, opacity: opacity, title: title, accessibilityLabel: accessibilityLabel
        )
    }

    /// A closed polygon element (such as an arrowhead or a milestone diamond).
    @inlinable public static func polygon(
        id: SemanticID,
        role: ElementRole,
        _ points: [Point],
        fill: Color?,
        stroke: Stroke? = nil,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil
    ) -> DisplayElement {
        DisplayElement(
            id: id, role: role, primitive: .polygon(points),
            fill: fill, stroke: stroke, opacity: opacity, title: title, accessibilityLabel: accessibilityLabel
        )
    }

    /// A path element.
    @inlinable public static func path(
        id: SemanticID,
        role: ElementRole,
        _ commands: [PathCommand],
        fill: Color? = nil,
        stroke: Stroke? = nil,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil
    ) -> DisplayElement {
        DisplayElement(
            id: id, role: role, primitive: .path(commands),
            fill: fill, stroke: stroke, opacity: opacity, title: title, accessibilityLabel: accessibilityLabel
        )
    }

    /// A text element; `color` becomes the element's fill.
    @inlinable public static func text(
        id: SemanticID,
        role: ElementRole,
        _ string: String,
        at position: Point,
        font: Font = .standard,
        color: Color = .black,
        anchor: TextRun.Anchor = .start,
        baseline: TextRun.Baseline = .alphabetic,
        maxWidth: Double? = nil,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil
    ) -> DisplayElement {
        DisplayElement(
            id: id, role: role,
            primitive: .text(TextRun(string, at: position, font: font, anchor: anchor, baseline: baseline, maxWidth: maxWidth)),
            fill: color, opacity: opacity, title: title, accessibilityLabel: accessibilityLabel
        )
    }

    /// A group element.
    @inlinable public static func group(
        id: SemanticID,
        role: ElementRole = .group,
        _ children: [DisplayElement],
        clip: Rect? = nil,
        translation: Point = .zero,
        opacity: Double = 1,
        title: String? = nil,
        accessibilityLabel: String? = nil
    ) -> DisplayElement {
        DisplayElement(
            id: id, role: role, primitive: .group(DisplayGroup(children, clip: clip, translation: translation)),
            opacity: opacity, title: title, accessibilityLabel: accessibilityLabel
        )
    }
}
