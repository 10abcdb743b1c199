import BarCharts
import Testing
import TimelineGraphics

@Suite("Bar chart model")
struct BarChartModelTests {
    @Test("the extent covers every end and frame, and zero")
    func extent() throws {
        let model = try BarChartModel(categories: ["a", "b"], layer: .stacked([
            StackedBarModel(series: "s", constant: 0, start: 1, items: [StackedBarItem(quantity: 4, color: .gray)]),
            StackedBarModel(series: "s", constant: 1, start: 0, items: [StackedBarItem(quantity: -2.5, color: .gray), StackedBarItem(quantity: 1, color: .gray)]),
        ]))
        #expect(model.valueExtent == -2.5...5)
        #expect(model.maximumBarsPerGroup == 1)
    }

    @Test("bad models are refused with the reason", arguments: [
        (BarLayer.bars([BarModel(series: "s", constant: 1, axisValue2: 1), BarModel(series: "s", constant: 0, axisValue2: 1)]), BarChartModelError.notInCategoryOrder(index: 1)),
        (BarLayer.bars([BarModel(series: "s", constant: 3, axisValue2: 1)]), BarChartModelError.categoryOutOfRange(series: "s", constant: 3, categoryCount: 2)),
        (BarLayer.bars([BarModel(series: "s", constant: 0, axisValue2: 1), BarModel(series: "t", constant: 0, axisValue2: 1), BarModel(series: "s", constant: 0, axisValue2: 2)]),
         BarChartModelError.duplicateBar(series: "s", constant: 0)),
        (BarLayer.bars([BarModel(series: "s", constant: 0, axisValue2: .nan)]), BarChartModelError.invalidValue(series: "s", constant: 0)),
        (BarLayer.bars([BarModel(series: "a:b", constant: 0, axisValue2: 1)]), BarChartModelError.invalidSeriesID("a:b")),
        (BarLayer.grouped([BarGroup(constant: 0, bars: []), BarGroup(constant: 0, bars: [])]), BarChartModelError.duplicateGroup(constant: 0)),
        (BarLayer.grouped([BarGroup(constant: 0, bars: [BarModel(series: "s", constant: 0, axisValue2: 1), BarModel(series: "s", constant: 0, axisValue2: 2)])]),
         BarChartModelError.duplicateBar(series: "s", constant: 0)),
    ])
    func refused(layer: BarLayer, expected: BarChartModelError) {
        #expect(throws: expected) { try BarChartModel(categories: ["a", "b"], layer: layer) }
    }

    @Test("errors read as sentences naming the series and category")
    func descriptions() {
        #expect(BarChartModelError.duplicateBar(series: "emea", constant: 2).description == "series \"emea\" has two bars at category 2")
        #expect(BarChartModelError.categoryOutOfRange(series: "s", constant: 9, categoryCount: 4).description.contains("outside the chart's 4 categories"))
    }

    @Test("element ids follow bar:<series>:<index> and stack:<series>:<index>:<frame>")
    func ids() {
        #expect(BarChartElement.bar(series: "profit", index: 3).description == "bar:profit:3")
        #expect(BarChartElement.stackFrame(series: "emea", index: 0, frame: 2).semanticID == "stack:emea:0:2")
    }
}
