public import TimelineGraphics
import TimelineCore

extension GanttChartInteraction {
    /// What the interaction draws over a scene: the selection, the focused
    /// element, the dependency thumbs of the focused and selected bars, the
    /// temporary bar of an open "create" menu and a dependency line being
    /// drawn. Append it to the scene's display list before rendering.
    ///
    /// ```swift
    /// var list = scene.displayList
    /// list.append(contentsOf: interaction.overlay(in: scene))
    /// ```
    ///
    /// Ids: `selection:item:7` (one per selected item), `selection:dependency:3`, `focus:item:7`,
    /// `thumb:7:start`, `thumb:7:finish`, `temporary-bar`, `temporary-dependency`,
    /// `selection-band` (a rubber band being dragged).
    /// - Parameters:
    ///   - scene: The scene laid out with ``viewport`` and ``configuration``.
    ///   - manager: The chart's data (which thumbs an item allows).
    ///   - style: The look; `nil` uses the configuration's theme and mode.
    /// - Returns: Elements in viewport-local coordinates, in drawing order.
    /// - Complexity: O(s) for s selected items, besides the selected dependency's points.
    public func overlay(in scene: GanttChartScene, manager: GanttChartItemManager, style: GanttChartStyle? = nil) -> [DisplayElement] {
        let style = style ?? configuration.themeStyle
        var elements: [DisplayElement] = []
        func outline(_ element: GanttChartElement, prefix: String, color: Color, width: Double) {
            switch element {
            case let .item(id):
                guard let frame = scene.itemFrames[id] else { return }
                elements.append(.rect(id: "\(prefix):item:\(id)", role: .selection, frame.insetBy(dx: -2, dy: -2), cornerRadius: 2,
                                      stroke: Stroke(color, width: width)))
            case let .dependency(id):
                guard let points = scene.dependencyPolylines[id] else { return }
                elements.append(.polyline(id: "\(prefix):dependency:\(id)", role: .selection, points,
                                          stroke: Stroke(color, width: style.dependencyLineWidth + width)))
            }
        }
        let focusIsSelected: Bool = if case let .item(id)? = focus { selectedItems.contains(id) } else { false }
        if let focus, focus != selection, !focusIsSelected {
            outline(focus, prefix: "focus", color: style.focusColor, width: 1)
        }
        for id in selectedItems where .item(id) != selection { outline(.item(id), prefix: "selection", color: style.selectionColor, width: 2) }
        if let selection { outline(selection, prefix: "selection", color: style.selectionColor, width: 2) }
        for id in thumbItems.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let frame = scene.itemFrames[id], let item = manager.item(withID: id), settings.allowsCreatingDependencies(item) else { continue }
            for end in [GanttChartItemEnd.start, .finish] where canDrawDependency(from: item, end: end) {
                let center = GanttChartHitTest.thumbCenter(of: frame, end: end, settings: settings)
                let radius = settings.thumbRadius
                elements.append(.rect(id: "thumb:\(id):\(end.rawValue)", role: .thumb,
                                      Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                                      cornerRadius: radius, fill: style.background, stroke: Stroke(style.selectionColor, width: 1.5)))
            }
        }
        switch state {
        case let .menu(.create(row, time, _)):
            let insets = style.barInsets
            let left = scene.x(for: time.start)
            elements.append(.rect(id: "temporary-bar", role: .bar,
                                  Rect(x: left, y: scene.y(forRow: row) + insets.top, width: scene.x(for: time.finish) - left,
                                       height: scene.rowHeight - insets.vertical),
                                  cornerRadius: 2, fill: style.selectionColor, stroke: Stroke(style.selectionColor, width: 1), opacity: 0.4))
        case let .drawingDependency(drawing):
            let start = scene.itemFrames[drawing.from].map { GanttChartHitTest.thumbCenter(of: $0, end: drawing.fromEnd, settings: settings) }
                ?? drawing.pointer
            elements.append(.line(id: "temporary-dependency", role: .dependencyLine, from: start, to: drawing.pointer,
                                  stroke: Stroke(style.dependencyLineColor, width: style.dependencyLineWidth,
                                                 dash: drawing.target == nil ? [4, 3] : [])))
        case let .selectingRectangle(band):
            elements.append(.rect(id: "selection-band", role: .selection, band.rect, fill: style.selectionColor,
                                  stroke: Stroke(style.selectionColor, width: 1, dash: [4, 3]), opacity: 0.15))
        default:
            break
        }
        return elements
    }
}
