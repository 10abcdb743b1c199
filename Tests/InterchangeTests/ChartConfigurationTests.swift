import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
import TimelineGraphics

@Suite("Documents as Gantt charts")
struct ChartConfigurationTests {
    @Test("every item of every example is drawn", arguments: ExampleTests.names)
    func examplesLayOut(name: String) throws {
        let resolved = try TimelineDocument.readAndResolve(contentsOf: example(name)).resolved
        let list = try resolved.wholeChartScene().displayList
        for item in resolved.itemSource.items {
            #expect(list.element(withID: "item:\(item.id)") != nil, "\(item)")
        }
        #expect(list.size.width > 500 && list.size.height > 200)
        // Byte-identical output for the same input.
        #expect(try resolved.wholeChartScene().displayList == list)
    }

    @Test("the document's settings become the configuration")
    func configuration() throws {
        let resolved = try TimelineDocument.readAndResolve(parsing: """
            calendar: fullWeek
            rows: [Excavator, Crane]
            header: [weeks, {intervals: days, format: "d"}]
            highlighters: [standard]
            visibilitySchedule: fullDay
            now: 2025-03-04T12:00:00
            theme: jewel
            mode: dark
            labelPlacement: inside
            rowHeight: 30
            hourWidth: 4
            zoom: 2
            timeline: {start: 2025-03-01, finish: 2025-03-15}
            items:
              - {label: Dig, row: 0, start: 2025-03-03T08:00:00, duration: 1d}
              - {label: Lift, row: 1, start: 2025-03-04T08:00:00, duration: 4h}
            """).resolved
        let configuration = resolved.chartConfiguration()
        #expect(configuration.rowHeight == 30)
        #expect(configuration.hourWidth == 4)
        #expect(configuration.zoom == 2)
        #expect(configuration.actualHourWidth == 8)
        #expect(configuration.currentTime == Time(year: 2025, month: 3, day: 4, hour: 12))
        #expect(configuration.scrollableTimeline == TimeRange(Time(year: 2025, month: 3, day: 1)..<Time(year: 2025, month: 3, day: 15)))
        #expect(configuration.header.rows.count == 2)
        #expect(configuration.theme.name == "jewel")
        #expect(configuration.mode == .dark)
        #expect(configuration.visibilitySchedule != nil)
        #expect(configuration.scheduleHighlighters.count == 1)
        #expect(configuration.rowHeaderWidth >= 80)
        #expect(configuration.rowHeaderLabel?(1) == "Crane")
        #expect(configuration.rowHeaderLabel?(2) == nil)
        #expect(resolved.chartStyle(for: configuration).labelPlacement == .inside)
        #expect(resolved.chartStyle(for: configuration) != GanttChartTheme.standard.style(for: .light))

        let list = try resolved.wholeChartScene().displayList
        #expect(list.accessibilityLabel == "Gantt chart")
        #expect(list.element(withID: "row-header:0:label") != nil)
        #expect(list.element(withID: "current-time") != nil)
        #expect(list.element(withID: "item:1") != nil && list.element(withID: "item:2") != nil)
    }

    @Test("a document without settings keeps the chart's defaults")
    func defaults() throws {
        let resolved = try TimelineDocument.readAndResolve(parsing: """
            {"items": [{"label": "Design", "row": 0, "start": "2025-03-03T08:00:00", "finish": "2025-03-05T16:00:00"}]}
            """).resolved
        let configuration = resolved.chartConfiguration()
        let defaults = GanttChartConfiguration()
        #expect(configuration.rowHeight == defaults.rowHeight)
        #expect(configuration.hourWidth == defaults.hourWidth)
        #expect(configuration.zoom == defaults.zoom)
        #expect(configuration.scrollableTimeline == nil)
        #expect(configuration.rowHeaderWidth == 0)
        #expect(configuration.theme.name == "standard" && configuration.mode == .light)
        #expect(resolved.chartStyle(for: configuration) == configuration.themeStyle)
    }
}
