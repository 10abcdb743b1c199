import Testing
import TimelineGraphics
@testable import TimelineViews

@Suite("Timeline list layout")
struct TimelineListLayoutTests {
    let viewport = TimelineListViewport(size: Size(width: 400, height: 2_000))

    @Test("every row has row:<id> and node:<id> with the node centred on the line at x = 84")
    func ids() throws {
        let scene = TimelineListLayout.scene(for: Fixtures.rows, in: viewport)
        for row in Fixtures.rows {
            let frame = try #require(scene.displayList.bounds(of: SemanticID("row:\(row.id)")))
            #expect(frame.minX == 0 && frame.width == 400)
            let node = try #require(scene.displayList.bounds(of: SemanticID("node:\(row.id)")))
            #expect(abs(node.midX - 84) < 0.01, "\(row.id): \(node)")     // eventColumnWidth 72 + node radius 8 + 4
            #expect(frame.contains(node.center))
            #expect(scene.displayList.element(withID: SemanticID("node:\(row.id)"))?.role == .timelineNode)
        }
        // Rows tile the content: each starts where the previous ends (no separators, no gaps).
        let frames = scene.rows.map(\.frame)
        for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.maxY == b.minY) }
        #expect(scene.displayList.elements(withRole: .gridLine).isEmpty)
        #expect(scene.contentHeight == frames.last!.maxY)
    }

    @Test("rows vary in height: the wrapped headline makes its row taller; the card spans the row less its margins")
    func heights() throws {
        let scene = TimelineListLayout.scene(for: Fixtures.rows, in: viewport)
        let beta = try #require(scene.row(withID: "beta")), review = try #require(scene.row(withID: "review"))
        #expect(beta.frame.height == TimelineStyle().minimumRowHeight)
        #expect(review.frame.height > beta.frame.height + 20)
        #expect(scene.displayList.element(withID: "row:review:headline:1") != nil)   // a second headline line
        let card = try #require(review.cardFrame)
        #expect(card.minX == 106 && card.width == 280)                               // 84 + 8 + 14; 400 − 106 − 14
        #expect(card.height == review.frame.height - 10)
        // Every wrapped line fits the card's text column.
        let measurer = TextMeasurer()
        for element in scene.displayList.allElements where element.id.hasPrefix("row:review:headline") {
            guard case let .text(run) = element.primitive else { continue }
            #expect(run.bounds(measurer: measurer).maxX <= card.maxX - 12)
        }
    }

    @Test("event cell content: event text and image left of the line, texts and status right of it")
    func eventContent() throws {
        let list = TimelineListLayout.scene(for: Fixtures.rows, in: viewport).displayList
        func text(_ id: String) -> TextRun? {
            if case let .text(run)? = list.element(withID: SemanticID(id))?.primitive { return run }
            return nil
        }
        #expect(text("row:spec:event")?.string == "9:45" && text("row:spec:event:1")?.string == "AM")
        #expect(text("row:spec:event")!.position.x < 84 && text("row:spec:event")!.anchor == .end)
        #expect(text("row:spec:subheadline")?.string == "Product")
        #expect(text("row:spec:attribute")?.string == "Anna Keller" && text("row:spec:subattribute")?.string == "2 documents")
        #expect(text("row:spec:status")?.string == "Done" && text("row:spec:status")!.anchor == .end)
        #expect(list.element(withID: "row:review:status")?.role == .timelineImage)     // an image status
        #expect(text("row:review:substatus")?.string == "High")
        let image = try #require(list.bounds(of: "row:review:eventImage"))
        #expect(image.maxX <= 84)
    }

    @Test("card backgrounds: plain, completed, selected, highlighted (highlight wins)")
    func backgrounds() {
        let style = TimelineStyle()
        func fill(_ id: String, _ state: TimelineListState) -> Color? {
            TimelineListLayout.scene(for: Fixtures.rows, in: viewport, state: state).displayList.element(withID: SemanticID("row:\(id):card"))?.fill
        }
        #expect(fill("beta", TimelineListState()) == style.cardBackground)
        #expect(fill("spec", TimelineListState()) == style.cardCompletedBackground)
        #expect(fill("beta", TimelineListState(selectedRowID: "beta")) == style.cardSelectedBackground)
        #expect(fill("beta", TimelineListState(selectedRowID: "beta", highlightedRowID: "beta")) == style.cardHighlightedBackground)
        #expect(fill("review", TimelineListState(selectedRowID: "beta")) == style.cardBackground)
    }

    @Test("marker cells: the leading and trailing lines follow their flags, and markers have no card")
    func markers() {
        let list = TimelineListLayout.scene(for: Fixtures.rows, in: viewport).displayList
        #expect(list.element(withID: "row:start:leadingLine") == nil && list.element(withID: "row:start:trailingLine") != nil)
        #expect(list.element(withID: "row:end:leadingLine") != nil && list.element(withID: "row:end:trailingLine") == nil)
        #expect(list.element(withID: "row:start:card") == nil)
        if case let .text(run)? = list.element(withID: "row:start:title")?.primitive { #expect(run.string == "Project Start") } else { Issue.record("no title") }
    }

    @Test("scrolling: only the rows in the viewport are drawn, in viewport coordinates")
    func scrolling() throws {
        let metrics = TimelineListLayout.metrics(for: Fixtures.rows, width: 400)
        let top = metrics.top(ofRow: 2)
        let scene = TimelineListLayout.scene(for: Fixtures.rows, metrics: metrics,
                                             in: TimelineListViewport(size: Size(width: 400, height: metrics.height(ofRow: 2)), scrollOffset: top))
        #expect(scene.visibleRange == 2..<3)
        #expect(scene.rows.map(\.id) == ["review"])
        #expect(scene.rows[0].frame.minY == 0)
        #expect(scene.displayList.element(withID: "row:beta") == nil)
    }

    @Test("a list of 10^6 rows reads only the rows it draws")
    func millionRows() {
        let source = CountingSource(count: 1_000_000)
        let style = TimelineStyle()
        // The three row kinds repeat; their measured heights give the metrics (as measuring all rows would).
        let heights = (0..<3).map { TimelineListLayout.height(of: CountingSource.template($0), width: 400, style: style) }
        #expect(Set(heights).count == 3)   // three different heights
        let metrics = TimelineListMetrics(rowHeights: (0..<1_000_000).lazy.map { heights[$0 % 3] }, width: 400)
        for offset in [0.0, metrics.contentHeight / 2, metrics.contentHeight - 700] {
            source.resetCount()
            let scene = TimelineListLayout.scene(for: source, metrics: metrics, in: TimelineListViewport(size: Size(width: 400, height: 700), scrollOffset: offset))
            #expect(source.readCount == scene.rows.count)
            #expect(Double(scene.rows.count) >= 700 / heights.max()! && Double(scene.rows.count) <= 700 / heights.min()! + 2)
            #expect(scene.rows.first!.frame.minY <= 0 && scene.rows.last!.frame.maxY >= 700)
        }
    }

    @Test("measuring reads each row once, and the measured heights are the drawn heights")
    func measuring() {
        let source = CountingSource(count: 300)
        let metrics = TimelineListLayout.metrics(for: source, width: 400)
        #expect(source.readCount == 300)
        let scene = TimelineListLayout.scene(for: (0..<300).map(CountingSource.template), in: TimelineListViewport(size: Size(width: 400, height: 100_000)))
        #expect(scene.rows.map(\.frame.height) == (0..<300).map(metrics.height(ofRow:)))
    }
}
