import Testing
@testable import TimelineViews

@Suite("Timeline list metrics")
struct TimelineListMetricsTests {
    let metrics = TimelineListMetrics(rowHeights: [10, 20, 30], width: 400)

    @Test("prefix sums: tops, heights and the content height")
    func prefixSums() {
        #expect(metrics.offsets == [0, 10, 30, 60])
        #expect(metrics.rowCount == 3 && metrics.contentHeight == 60)
        #expect(metrics.top(ofRow: 2) == 30 && metrics.height(ofRow: 1) == 20)
    }

    @Test("the rows intersecting a band are found at their edges (half-open)")
    func band() {
        #expect(metrics.rows(intersecting: 5, 15) == 0..<2)
        #expect(metrics.rows(intersecting: 10, 30) == 1..<2)      // row 2 starts at the band's end
        #expect(metrics.rows(intersecting: 0, 60) == 0..<3)
        #expect(metrics.rows(intersecting: -50, 1) == 0..<1)
        #expect(metrics.rows(intersecting: 59.5, 500) == 2..<3)
        #expect(metrics.rows(intersecting: 60, 100).isEmpty)
        #expect(metrics.rows(intersecting: 20, 20).isEmpty)
    }

    @Test("the row at a content y")
    func rowAtY() {
        #expect(metrics.row(atContentY: 0) == 0)
        #expect(metrics.row(atContentY: 29.9) == 1)
        #expect(metrics.row(atContentY: 30) == 2)
        #expect(metrics.row(atContentY: 60) == nil && metrics.row(atContentY: -1) == nil)
    }

    @Test("changing a row's height moves the rows below it; bad heights count as 0")
    func update() {
        var copy = metrics
        copy.setHeight(25, ofRow: 0)
        #expect(copy.offsets == [0, 25, 45, 75])
        #expect(TimelineListMetrics(rowHeights: [5, -3, .nan, .infinity, 2], width: 1).offsets == [0, 5, 5, 5, 5, 7])
        #expect(TimelineListMetrics(rowHeights: [], width: 1).rows(intersecting: 0, 100).isEmpty)
    }
}
