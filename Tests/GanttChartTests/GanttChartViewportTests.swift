@testable import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("GanttChartViewport")
struct GanttChartViewportTests {
    let size = Size(width: 800, height: 300)

    @Test("scrolling by points moves whole rows into firstRow and keeps the rest as rowOffset")
    func scrollByPoints() {
        var viewport = GanttChartViewport(size: size)
        viewport.scroll(byX: 120, y: 50, rowHeight: 28)
        #expect(viewport == GanttChartViewport(size: size, x: 120, firstRow: 1, rowOffset: 22))
        viewport.scroll(y: 6, rowHeight: 28)
        #expect(viewport.firstRow == 2 && viewport.rowOffset == 0)
        viewport.scroll(byX: -500, y: -29, rowHeight: 28)
        #expect(viewport == GanttChartViewport(size: size, x: 0, firstRow: 0, rowOffset: 27))
        viewport.scroll(y: -100, rowHeight: 28)
        #expect(viewport == GanttChartViewport(size: size, x: 0, firstRow: 0, rowOffset: 0))
    }

    @Test("scrolling near row 10^12 is exact")
    func hugeRows() {
        let viewport = GanttChartViewport(size: size, firstRow: 1_000_000_000_000, rowOffset: 5)
        let down = viewport.scrolled(y: 28 * 3 + 1, rowHeight: 28)
        #expect(down.firstRow == 1_000_000_000_003 && down.rowOffset == 6)
        let up = down.scrolled(y: -(28 * 3 + 1), rowHeight: 28)
        #expect(up == viewport)
    }

    @Test("a viewport can be built to show a time and a row")
    func showing() {
        let axis = TimeAxis(origin: march(3), hourWidth: 2.5)
        let viewport = GanttChartViewport(size: size, showing: march(5, 12), row: 42, on: axis, leadingPadding: 30)
        #expect(viewport == GanttChartViewport(size: size, x: 120, firstRow: 42, rowOffset: 0))
    }

    @Test("clamping keeps the last row at the bottom and x within the timeline")
    func clamping() {
        // 10 rows of 28 in 100 points: at most 280 − 100 = 180 points down: row 6 + 12.
        let viewport = GanttChartViewport(size: size, x: 5_000, firstRow: 9, rowOffset: 3)
        let clamped = viewport.clamped(contentWidth: 1_000, visibleWidth: 800, rowCount: 10, visibleHeight: 100, rowHeight: 28)
        #expect(clamped.x == 200)
        #expect(clamped.firstRow == 6)
        #expect(abs(clamped.rowOffset - 12) < 1e-9)
        let few = viewport.clamped(contentWidth: 500, visibleWidth: 800, rowCount: 2, visibleHeight: 100, rowHeight: 28)
        #expect(few == GanttChartViewport(size: size))
        let inside = GanttChartViewport(size: size, x: 10, firstRow: 3, rowOffset: 4)
        #expect(inside.clamped(contentWidth: 1_000, visibleWidth: 800, rowCount: 10, visibleHeight: 100, rowHeight: 28) == inside)
    }
}
