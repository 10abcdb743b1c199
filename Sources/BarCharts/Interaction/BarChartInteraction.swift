import TimelineGraphics

/// The headless interaction engine of a bar chart: each input event returns
/// the effects the host applies (events in, effects out).
///
/// ```swift
/// var interaction = BarChartInteraction(viewport: BarChartViewport(size: Size(width: 960, height: 540)))
/// var scene = BarChartLayout.scene(for: model, in: interaction.viewport, style: style)
/// for effect in interaction.handle(.tap(Point(x: 200, y: 300)), in: scene) {
///     if case .selectionChanged = effect { scene = BarChartLayout.scene(for: model, in: interaction.viewport, style: style) }
/// }
/// ```
///
/// A tap on a bar selects it (or, on a stacked bar, the first frame
/// containing the point); a tap on the selected element again deselects it,
/// like the reference's `toggleSelection`; a tap on empty space clears the
/// selection.
public struct BarChartInteraction: Sendable {
    /// The visible window and the selection; lay out with it.
    public var viewport: BarChartViewport

    /// Creates an interaction.
    public init(viewport: BarChartViewport) {
        self.viewport = viewport
    }

    /// Handles one event against the last scene laid out with ``viewport``.
    /// - Parameters:
    ///   - event: The input.
    ///   - scene: The scene the user sees.
    /// - Returns: The effects, in order; none for an ill-formed event.
    public mutating func handle(_ event: BarChartInputEvent, in scene: BarChartScene) -> [BarChartEffect] {
        guard event.isWellFormed else { return [] }
        switch event {
        case let .tap(point):
            guard let element = scene.element(at: point) else {
                return select(nil)
            }
            var effects: [BarChartEffect]
            switch element {
            case let .bar(series, index): effects = [.barTapped(series: series, index: index)]
            case let .stackFrame(series, index, frame): effects = [.stackFrameTapped(series: series, index: index, frame: frame)]
            }
            effects += select(viewport.selection == element ? nil : element)
            return effects
        case let .select(element):
            return select(element)
        case .clearSelection:
            return select(nil)
        case let .scroll(delta):
            return scroll(to: scene.viewport.scrollOffset + delta, maximum: scene.maximumScrollOffset)
        case let .zoom(factor, anchor):
            let along = scene.orientation == .vertical ? anchor.x - scene.plotFrame.minX : anchor.y - scene.plotFrame.minY
            return zoom(to: scene.viewport.zoom * factor, anchor: along, in: scene)
        case let .setZoom(zoom):
            return self.zoom(to: zoom, anchor: scene.plotLength / 2, in: scene)
        case let .resize(size):
            viewport.size = size
            return [.viewportChanged(viewport)]
        }
    }

    private mutating func select(_ element: BarChartElement?) -> [BarChartEffect] {
        guard viewport.selection != element else { return [] }
        viewport.selection = element
        return [.selectionChanged(element)]
    }

    private mutating func scroll(to offset: Double, maximum: Double) -> [BarChartEffect] {
        let clamped = min(maximum, max(0, offset))
        guard clamped != viewport.scrollOffset else { return [] }
        viewport.scrollOffset = clamped
        return [.viewportChanged(viewport)]
    }

    /// Zooms so that the content at `anchor` (points from the plot's start along the category axis) stays put.
    private mutating func zoom(to newZoom: Double, anchor: Double, in scene: BarChartScene) -> [BarChartEffect] {
        let old = scene.viewport.zoom
        guard old > 0, scene.contentLength > 0 else { return [] }
        let zoom = min(1_000, max(0.01, newZoom))
        let ratio = zoom / old
        let newLength = scene.contentLength * ratio
        let offset = (scene.viewport.scrollOffset + anchor) * ratio - anchor
        viewport.zoom = zoom
        viewport.scrollOffset = min(max(0, newLength - scene.plotLength), max(0, offset))
        return [.viewportChanged(viewport)]
    }
}
