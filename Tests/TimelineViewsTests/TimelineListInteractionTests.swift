import Testing
import TimelineGraphics
@testable import TimelineViews

@Suite("Timeline list interaction")
struct TimelineListInteractionTests {
    let scene = TimelineListLayout.scene(for: Fixtures.rows, in: TimelineListViewport(size: Size(width: 400, height: 2_000)))

    func card(_ id: String) -> Point { scene.row(withID: id)!.cardFrame!.center }
    func node(_ id: String) -> Point { scene.row(withID: id)!.nodeFrame.center }

    @Test("hit testing: a node, a card, the event column, a marker, outside")
    func hits() {
        #expect(scene.hit(at: node("beta")) == .node("beta"))
        #expect(scene.hit(at: card("beta")) == .row("beta"))
        let event = scene.row(withID: "spec")!.frame
        #expect(scene.hit(at: Point(x: 20, y: event.midY)) == .row("spec"))
        #expect(scene.hit(at: node("start")) == .node("start"))
        #expect(scene.hit(at: Point(x: 200, y: scene.contentHeight + 5)) == nil)
        #expect(scene.hit(at: Point(x: -3, y: 10)) == nil)
    }

    @Test("a tap on an event card highlights, unhighlights and selects it, then asks for a redraw")
    func tapSelects() {
        var interaction = TimelineListInteraction()
        let effects = interaction.handle(.tap(card("beta")), in: scene)
        #expect(effects == [.didHighlightRow("beta"), .didUnhighlightRow("beta"), .didSelectRow("beta"), .redraw])
        #expect(interaction.state == TimelineListState(selectedRowID: "beta"))
    }

    @Test("selection is single: selecting another row deselects the first; selecting again reports again")
    func single() {
        var interaction = TimelineListInteraction(state: TimelineListState(selectedRowID: "beta"))
        #expect(interaction.handle(.tap(card("review")), in: scene)
            == [.didHighlightRow("review"), .didUnhighlightRow("review"), .didDeselectRow("beta"), .didSelectRow("review"), .redraw])
        #expect(interaction.handle(.tap(card("review")), in: scene)
            == [.didHighlightRow("review"), .didUnhighlightRow("review"), .didSelectRow("review"), .redraw])
        #expect(interaction.state.selectedRowID == "review")
    }

    @Test("marker rows refuse highlight and selection; a tap on a marker's node only reports the node")
    func markersRefuse() {
        var interaction = TimelineListInteraction(state: TimelineListState(selectedRowID: "beta"))
        let markerText = Point(x: 250, y: scene.row(withID: "start")!.frame.midY)
        #expect(interaction.handle(.tap(markerText), in: scene) == [])
        #expect(interaction.handle(.pointerDown(markerText), in: scene) == [])
        #expect(interaction.handle(.tap(node("end")), in: scene) == [.didTapNode("end")])
        #expect(interaction.selectRow("start", in: scene) == [])
        #expect(interaction.state == TimelineListState(selectedRowID: "beta"))
    }

    @Test("a tap on an event's node reports the node, then selects the row")
    func nodeTap() {
        var interaction = TimelineListInteraction()
        #expect(interaction.handle(.tap(node("review")), in: scene)
            == [.didHighlightRow("review"), .didUnhighlightRow("review"), .didTapNode("review"), .didSelectRow("review"), .redraw])
    }

    @Test("pointer down highlights; up on another row unhighlights without selecting; cancel unhighlights")
    func pressAndRelease() {
        var interaction = TimelineListInteraction()
        #expect(interaction.handle(.pointerDown(card("spec")), in: scene) == [.didHighlightRow("spec"), .redraw])
        #expect(interaction.state.highlightedRowID == "spec")
        #expect(interaction.handle(.pointerUp(card("beta")), in: scene) == [.didUnhighlightRow("spec"), .redraw])
        #expect(interaction.state == TimelineListState())
        _ = interaction.handle(.pointerDown(card("spec")), in: scene)
        #expect(interaction.handle(.pointerCancel, in: scene) == [.didUnhighlightRow("spec"), .redraw])
        #expect(interaction.handle(.pointerUp(card("spec")), in: scene) == [])    // nothing pressed any more
        #expect(interaction.state.selectedRowID == nil)
    }

    @Test("a tap outside the rows keeps the selection; commands select and deselect")
    func outsideAndCommands() {
        var interaction = TimelineListInteraction(state: TimelineListState(selectedRowID: "spec"))
        #expect(interaction.handle(.tap(Point(x: 200, y: scene.contentHeight + 40)), in: scene) == [])
        #expect(interaction.state.selectedRowID == "spec")
        #expect(interaction.selectRow("beta", in: scene) == [.didDeselectRow("spec"), .didSelectRow("beta"), .redraw])
        #expect(interaction.deselectAll() == [.didDeselectRow("beta"), .redraw])
        #expect(interaction.deselectAll() == [])
    }

    @Test("the new state drawn: the selected card gets the selected background")
    func redrawShowsSelection() {
        var interaction = TimelineListInteraction()
        _ = interaction.handle(.tap(card("beta")), in: scene)
        let next = TimelineListLayout.scene(for: Fixtures.rows, in: scene.viewport, state: interaction.state)
        #expect(next.displayList.element(withID: "row:beta:card")?.fill == TimelineStyle().cardSelectedBackground)
        #expect(next.displayList.element(withID: "row:beta:selection") != nil)
    }

    @Test("scrolling moves the viewport within the content and cancels a press")
    func scrolling() {
        let metrics = TimelineListLayout.metrics(for: Fixtures.rows, width: 400)
        let small = TimelineListLayout.scene(for: Fixtures.rows, metrics: metrics, in: TimelineListViewport(size: Size(width: 400, height: 100), scrollOffset: 30))
        let maximum = metrics.contentHeight - 100
        var interaction = TimelineListInteraction()
        #expect(interaction.handle(.scroll(deltaY: 50), in: small) == [.didScroll(to: 80), .redraw])
        #expect(interaction.handle(.scroll(deltaY: -500), in: small) == [.didScroll(to: 0), .redraw])
        #expect(interaction.handle(.scroll(deltaY: 1e9), in: small) == [.didScroll(to: maximum), .redraw])
        #expect(interaction.handle(.scroll(deltaY: .nan), in: small) == [])
        // A press, then a scroll: the highlight goes with the scroll.
        let row = small.rows.first(where: \.isSelectable)!          // "spec", under the start marker
        _ = interaction.handle(.pointerDown(Point(x: 300, y: row.frame.minY + 10)), in: small)
        #expect(interaction.state.highlightedRowID == row.id)
        #expect(interaction.handle(.scroll(deltaY: 10), in: small) == [.didUnhighlightRow(row.id), .didScroll(to: 40), .redraw])
        #expect(interaction.state.highlightedRowID == nil)
        // Content shorter than the viewport: nothing to scroll.
        #expect(interaction.handle(.scroll(deltaY: 10), in: scene) == [])
    }
}
