import GanttChart
import Testing
import TimelineCore

@Suite("GanttChartValidation: the supported years")
struct GanttChartValidationTests {
    private let lastDay = Time(year: 9_999, month: 12, day: 31)

    @Test("an item may end at 9999-12-31 24:00 but not later, nor start before year 1")
    func itemRange() throws {
        let last = GanttChartItem(id: 1, label: "", row: 0, time: TimeRange(lastDay.adding(seconds: 8 * 3_600)..<Time.latestSupported))
        try last.validate()
        let late = GanttChartItem(id: 2, label: "", row: 0, time: TimeRange(lastDay..<lastDay.adding(days: 3)))
        #expect(throws: GanttChartValidationError.timeOutOfRange(item: 2, start: lastDay, finish: lastDay.adding(days: 3))) { try late.validate() }
        let early = GanttChartItem(id: 3, label: "", row: 0, time: TimeRange(Time.earliestSupported.adding(days: -1)..<Time.earliestSupported))
        #expect(throws: GanttChartValidationError.self) { try early.validate() }
        #expect(GanttChartValidation.errors(items: [late], dependencies: []) == [.timeOutOfRange(item: 2, start: lastDay, finish: lastDay.adding(days: 3))])
    }

    @Test("the manager refuses an edit that would leave the range, naming the item, and keeps the item")
    func managerRefuses() throws {
        let start = lastDay.adding(seconds: 8 * 3_600)
        let source = try GanttChartItemSource(items: [GanttChartItem(id: 7, label: "Last", row: 0, time: TimeRange(start..<start.adding(seconds: 4 * 3_600)))])
        let manager = GanttChartItemManager(source: source, schedule: Schedule.standard)
        // Three working days from Friday 9999-12-31 08:00 end in year 10000.
        let error = try #require(throws: GanttChartValidationError.self) { try manager.updateDuration(for: 7, to: 3 * 8 * 3_600) }
        guard case let .timeOutOfRange(item, _, finish) = error else { Issue.record("\(error)"); return }
        #expect(item == 7 && !finish.isSupported)
        #expect(error.description.hasPrefix("item 7: finish 10000-01-0") && error.description.hasSuffix(Time.supportedRangeDescription))
        #expect(manager.item(withID: 7)?.time == TimeRange(start..<start.adding(seconds: 4 * 3_600)))
        #expect(throws: GanttChartValidationError.self) {
            try manager.updateTime(for: 7, to: TimeRange(Time(year: 0, month: 12, day: 31)..<start))
        }
    }
}
