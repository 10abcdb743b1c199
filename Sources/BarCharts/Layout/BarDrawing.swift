public import TimelineGraphics

/// The custom bar drawing hook: turns a bar's frame into display elements —
/// the reference's `ChartPointViewBar` subclasses and `viewGenerator`.
///
/// A growable set: use ``filled``, ``outlined``, ``hatched`` or write your own.
/// The first element returned must carry ``BarDrawingContext/id`` and
/// ``BarDrawingContext/role`` (hosts and tests find bars by them);
/// decorations should not be hit-testable.
///
/// ```swift
/// let dotted = BarDrawing(name: "dotted") { context in
///     [.rect(id: context.id, role: context.role, context.frame, fill: nil,
///            stroke: Stroke(context.color, width: 1, dash: [2, 2]), title: context.title)]
/// }
/// ```
public struct BarDrawing: Sendable {
    /// A name for the drawing (documents choose drawings by name).
    public var name: String
    /// Draws one bar or stack frame.
    public var draw: @Sendable (BarDrawingContext) -> [DisplayElement]

    /// Creates a drawing.
    public init(name: String, draw: @escaping @Sendable (BarDrawingContext) -> [DisplayElement]) {
        self.name = name
        self.draw = draw
    }

    /// A solid rectangle (the default).
    public static let filled = BarDrawing(name: "filled") { context in
        [.rect(id: context.id, role: context.role, context.frame, fill: context.color, title: context.title, accessibilityLabel: context.title)]
    }

    /// A light tint with a 1.5-point outline in the bar's color.
    public static let outlined = BarDrawing(name: "outlined") { context in
        [.rect(id: context.id, role: context.role, context.frame.insetBy(dx: 0.75, dy: 0.75), fill: context.color.withAlpha(0.14),
               stroke: Stroke(context.color, width: 1.5), title: context.title, accessibilityLabel: context.title)]
    }

    /// A light tint, an outline, and diagonal hatching clipped to the bar.
    public static let hatched = BarDrawing(name: "hatched") { context in
        let frame = context.frame
        var elements: [DisplayElement] = [
            .rect(id: context.id, role: context.role, frame.insetBy(dx: 0.5, dy: 0.5), fill: context.color.withAlpha(0.12),
                  stroke: Stroke(context.color, width: 1), title: context.title, accessibilityLabel: context.title),
        ]
        guard frame.width > 0, frame.height > 0 else { return elements }
        let spacing = 6.0
        var commands: [PathCommand] = []
        var offset = -frame.height
        while offset < frame.width {
            commands.append(.move(to: Point(x: frame.minX + offset, y: frame.maxY)))
            commands.append(.line(to: Point(x: frame.minX + offset + frame.height, y: frame.minY)))
            offset += spacing
        }
        var hatch = DisplayElement.path(id: "\(context.id):hatch", role: .barDecoration, commands, stroke: Stroke(context.color, width: 1))
        hatch.isHitTestable = false
        var group = DisplayElement.group(id: "\(context.id):hatching", role: .barDecoration, [hatch], clip: frame)
        group.isHitTestable = false
        elements.append(group)
        return elements
    }

    /// The built-in drawings by name.
    public static let builtIn: [String: BarDrawing] = ["filled": .filled, "outlined": .outlined, "hatched": .hatched]
}
