import BarCharts
import Testing
import TimelineGraphics

@Suite("Stacked bar model")
struct StackedBarModelTests {
    let bar = StackedBarModel(series: "s", constant: 0, start: 0, items: [3, -2, 4, -1].map { StackedBarItem(quantity: $0, color: .gray) })

    @Test("diverging: positives up from the start, negatives down from it")
    func diverging() {
        let ranges = bar.frameRanges(stacking: .diverging).map { [$0.from, $0.to] }
        #expect(ranges == [[0, 3], [0, -2], [3, 7], [-2, -3]])
    }

    @Test("running total (the reference): each frame starts where the total is")
    func runningTotal() {
        let ranges = bar.frameRanges(stacking: .runningTotal).map { [$0.from, $0.to] }
        #expect(ranges == [[0, 3], [3, 1], [1, 5], [5, 4]])
        #expect(bar.axisValue2 == 4 && bar.totalQuantity == 4)
    }
}
