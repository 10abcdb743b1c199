import TimelineGraphics

/// Headless taps and selection for a timeline list: each event, hit-tested
/// against the last scene, returns what the host must do. Single selection;
/// marker rows are never highlighted nor selected (the reference's
/// `FUITimelineMarkerCell` has `selectionStyle = .none`).
///
/// ```swift
/// var interaction = TimelineListInteraction()
/// let effects = interaction.handle(.tap(Point(x: 200, y: 90)), in: scene)
/// // [.didHighlightRow("review"), .didUnhighlightRow("review"), .didSelectRow("review"), .redraw]
/// scene = TimelineListLayout.scene(for: rows, metrics: metrics, in: viewport, state: interaction.state)
/// ```
public struct TimelineListInteraction: Sendable {
    /// The selection and highlight to lay out with.
    public private(set) var state: TimelineListState

    /// Creates an interaction, optionally with a selection.
    public init(state: TimelineListState = TimelineListState()) {
        self.state = state
    }

    /// Handles one event.
    /// - Parameters:
    ///   - event: The pointer event, viewport-local.
    ///   - scene: The scene on screen.
    /// - Returns: The effects in order (empty when nothing changes).
    public mutating func handle(_ event: TimelineListInputEvent, in scene: TimelineListScene) -> [TimelineListEffect] {
        switch event {
        case let .pointerDown(point):
            var effects = unhighlight()
            guard let hit = scene.hit(at: point), scene.row(withID: hit.rowID)?.isSelectable == true else { return effects }
            state.highlightedRowID = hit.rowID
            effects += [.didHighlightRow(hit.rowID), .redraw]
            return effects
        case let .pointerUp(point):
            guard let pressed = state.highlightedRowID else { return [] }
            state.highlightedRowID = nil
            var effects: [TimelineListEffect] = [.didUnhighlightRow(pressed)]
            if let hit = scene.hit(at: point), hit.rowID == pressed {
                if case let .node(id) = hit { effects.append(.didTapNode(id)) }
                effects += select(pressed)
            }
            effects.append(.redraw)
            return effects
        case .pointerCancel:
            return unhighlight()
        case let .scroll(deltaY):
            // Scrolling cancels a press, as in a table view.
            var effects = unhighlight().filter { $0 != .redraw }
            let current = scene.viewport.scrollOffset.isFinite ? scene.viewport.scrollOffset : 0
            let target = min(scene.maximumScrollOffset, max(0, current + (deltaY.isFinite ? deltaY : 0)))
            if target != current { effects.append(.didScroll(to: target)) }
            return effects.isEmpty ? [] : effects + [.redraw]
        case let .tap(point):
            let down = handle(.pointerDown(point), in: scene).filter { $0 != .redraw }
            guard state.highlightedRowID != nil else {
                // Not selectable (a marker) or no row: nothing changes, but a marker's node still reports its tap.
                // (`down` holds an earlier press's unhighlight, if any: then a redraw.)
                let redraw: [TimelineListEffect] = down.isEmpty ? [] : [.redraw]
                if case let .node(id)? = scene.hit(at: point) { return down + [.didTapNode(id)] + redraw }
                return down + redraw
            }
            return down + handle(.pointerUp(point), in: scene)
        }
    }

    /// Selects the row with `id` (a host's command); marker rows and rows
    /// not in `scene` are refused with no effect.
    public mutating func selectRow(_ id: String, in scene: TimelineListScene) -> [TimelineListEffect] {
        guard scene.row(withID: id)?.isSelectable == true else { return [] }
        let effects = select(id)
        return effects.isEmpty ? [] : effects + [.redraw]
    }

    /// Clears the selection.
    public mutating func deselectAll() -> [TimelineListEffect] {
        guard let selected = state.selectedRowID else { return [] }
        state.selectedRowID = nil
        return [.didDeselectRow(selected), .redraw]
    }

    private mutating func select(_ id: String) -> [TimelineListEffect] {
        if state.selectedRowID == id { return [.didSelectRow(id)] }   // as UIKit: selecting again reports again
        var effects: [TimelineListEffect] = []
        if let previous = state.selectedRowID { effects.append(.didDeselectRow(previous)) }
        state.selectedRowID = id
        effects.append(.didSelectRow(id))
        return effects
    }

    private mutating func unhighlight() -> [TimelineListEffect] {
        guard let highlighted = state.highlightedRowID else { return [] }
        state.highlightedRowID = nil
        return [.didUnhighlightRow(highlighted), .redraw]
    }
}
