@testable import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

private func year(_ year: Int) -> Time { Time(year: year, month: 1, day: 1) }

/// A source of two items, one starting on `first` and one finishing on `last`.
private func spanning(_ first: Time, _ last: Time) throws -> GanttChartItemSource {
    try GanttChartItemSource(items: [
        GanttChartItem(id: 1, label: "first", row: 0, time: TimeRange(first..<first.adding(days: 1))),
        GanttChartItem(id: 2, label: "last", row: 1, time: TimeRange(last.adding(days: -1)..<last)),
    ])
}

@Suite("GanttChartExportLimits")
struct GanttChartExportLimitsTests {
    @Test("a 1,000-year plan is refused as too wide, with a zoom that then fits")
    func thousandYears() throws {
        let source = try spanning(year(1000), year(2000))
        var configuration = GanttChartConfiguration()
        let error = try #require(throws: GanttChartExportLimitError.self) {
            try GanttChartLayout.checkWholeChart(for: source, configuration: configuration)
        }
        guard case let .tooWide(width, timeline, zoom, maximum, suggested) = error else { Issue.record("\(error)"); return }
        // About 1,000 years × 8,766 hours × 2.5 points per hour.
        #expect(width > 21_900_000 && width < 21_930_000)
        #expect(timeline.start <= year(1000) && timeline.finish >= year(2000))
        #expect(zoom == 1 && maximum == 32_000)
        #expect(error.description.contains("points wide") && error.description.contains("(1000 years)") && error.description.contains("zoom out to 0.0014"))
        configuration.minZoom = suggested
        configuration.zoom = suggested
        try GanttChartLayout.checkWholeChart(for: source, configuration: configuration)
        let scene = try GanttChartLayout.wholeChartScene(for: source, configuration: configuration)
        #expect(scene.displayList.size.width <= 32_000 && scene.displayList.size.width > 31_000)
        #expect(scene.displayList.elements(withRole: .headerCell).count > 100)   // decades over years
    }

    @Test("years 1 to 9999 are refused at zoom 1 and drawn in centuries and decades at the suggested zoom")
    func wholeSupportedRange() throws {
        let source = try spanning(Time.earliestSupported.adding(days: 2), Time.latestSupported.adding(days: -2))
        var configuration = GanttChartConfiguration()
        let error = try #require(throws: GanttChartExportLimitError.self) {
            try GanttChartLayout.checkWholeChart(for: source, configuration: configuration)
        }
        guard case let .tooWide(_, _, _, _, suggested) = error else { Issue.record("\(error)"); return }
        #expect(error.description.contains("(9999 years)") || error.description.contains("(10000 years)"))
        configuration.minZoom = suggested
        configuration.zoom = suggested
        let scene = try GanttChartLayout.wholeChartScene(for: source, configuration: configuration)
        #expect(scene.displayList.size.width <= 32_000)
        let cells = scene.displayList.elements(withRole: .headerCell).count
        #expect(cells > 100 && cells < 2_000)
    }

    @Test("a milliseconds header row over a week is refused for export, naming the row")
    func millisecondsHeader() throws {
        let source = try spanning(Time(year: 2025, month: 3, day: 3), Time(year: 2025, month: 3, day: 10))
        var configuration = GanttChartConfiguration()
        configuration.header = GanttChartHeader(rows: [GanttChartHeaderRow(.days()), GanttChartHeaderRow(.milliseconds())])
        let error = try #require(throws: GanttChartExportLimitError.self) {
            try GanttChartLayout.checkWholeChart(for: source, configuration: configuration)
        }
        guard case let .tooManyHeaderCells(row, cells, _, maximum) = error else { Issue.record("\(error)"); return }
        #expect(row == 1 && maximum == 20_000)
        // The week plus the timeline's margins, in milliseconds: 7 to 30 days' worth.
        #expect(cells > 7 * 86_400_000 && cells < 30 * 86_400_000)
        #expect(error.description.hasPrefix("header row 2 would have about"))
    }

    @Test("a live viewport leaves a milliseconds row empty instead of listing its cells")
    func millisecondsViewport() throws {
        let source = try spanning(Time(year: 2025, month: 3, day: 3), Time(year: 2025, month: 3, day: 10))
        var configuration = GanttChartConfiguration()
        configuration.header = GanttChartHeader(rows: [GanttChartHeaderRow(.days()), GanttChartHeaderRow(.milliseconds())])
        let scene = GanttChartLayout.scene(for: source, in: GanttChartViewport(size: Size(width: 1_200, height: 400)), configuration: configuration)
        let cells = scene.displayList.elements(withRole: .headerCell)
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { $0.id.description.hasPrefix("header:0:") })
    }

    @Test("a PNG over the pixel limit is refused before drawing")
    func pixels() throws {
        let source = try spanning(Time(year: 2025, month: 3, day: 3), Time(year: 2025, month: 6, day: 3))
        let configuration = GanttChartConfiguration()
        try GanttChartLayout.checkWholeChart(for: source, configuration: configuration, rasterScale: 1)
        #expect(throws: GanttChartExportLimitError.self) {
            try GanttChartLayout.checkWholeChart(for: source, configuration: configuration, rasterScale: 16)
        }
    }

    @Test("the interval count estimate is exact for short ranges and close for long ones")
    func estimate() {
        let start = Time(year: 2025, month: 3, day: 3)
        #expect(TimeSelector.days().intervalSelector.estimatedIntervalCount(in: TimeRange(start..<start.adding(days: 10))) == 10)
        let years = TimeSelector.years().intervalSelector.estimatedIntervalCount(in: TimeRange(year(1000)..<year(2000)))
        #expect(years > 900 && years < 1_100)
        let milliseconds = TimeSelector.milliseconds().intervalSelector.estimatedIntervalCount(in: TimeRange(year(1)..<year(9999)))
        #expect(milliseconds > 3e14 && milliseconds < 3.3e14)
        #expect(TimeSelector.days().intervalSelector.estimatedIntervalCount(in: TimeRange(at: start)) == 1)
    }
}
