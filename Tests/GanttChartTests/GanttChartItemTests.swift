import Foundation
import GanttChart
import Testing
import TimelineCore

@Suite("GanttChartItem")
struct GanttChartItemTests {
    @Test("copies keep value semantics for the rarely set fields")
    func valueSemantics() {
        let start = Time(year: 2025, month: 3, day: 3, hour: 8)
        let original = GanttChartItem(id: 1, label: "Design", row: 0, time: TimeRange(start..<start.adding(days: 1)), details: "first")
        var copy = original
        copy.details = "second"
        copy.attachment = "Ann"
        copy.style.barFill = "#ff0000"
        #expect(original.details == "first" && original.attachment == nil && original.style.barFill == nil)
        #expect(copy.details == "second" && copy.attachment == "Ann" && copy.style.barFill == "#ff0000")
        #expect(copy != original)
        copy.details = "first"
        copy.attachment = nil
        copy.style.barFill = nil
        #expect(copy == original)
        #expect(MemoryLayout<GanttChartItem>.stride <= 96)
    }

    @Test("convenience properties read the time range")
    func convenience() {
        let task = item(1, row: 2, 8, 16)
        #expect(task.start == monday(8))
        #expect(task.finish == monday(16))
        #expect(task.duration == 8 * 3_600)
        #expect(!task.isMilestone)
        #expect(item(2, row: 0, 8, 8, type: .milestone).isMilestone)
    }

    @Test("a valid item passes validation")
    func validItem() throws {
        try item(1, row: 0, 8, 16).validate()
        try item(2, row: GanttChartItem.maximumRow, 8, 8, type: .milestone).validate()
    }

    @Test("completion outside 0...1 or NaN is rejected with the item id")
    func badCompletion() {
        for value in [-0.1, 1.5, Double.nan, Double.infinity] {
            var task = item(7, row: 0, 8, 16)
            task.completion = value
            #expect(throws: GanttChartValidationError.self) { try task.validate() }
            do { try task.validate() } catch {
                guard case let .invalidCompletion(id, completion) = error else { Issue.record("wrong error \(error)"); continue }
                #expect(id == 7)
                #expect(completion.isNaN == value.isNaN)
            }
        }
    }

    @Test("negative and too large rows are rejected")
    func badRows() {
        #expect(throws: GanttChartValidationError.rowOutOfRange(item: 3, row: -1)) { try item(3, row: -1, 8, 16).validate() }
        #expect(throws: GanttChartValidationError.rowOutOfRange(item: 3, row: GanttChartItem.maximumRow + 1)) {
            try item(3, row: GanttChartItem.maximumRow + 1, 8, 16).validate()
        }
    }

    @Test("rows read as numbers must be whole, finite and in range")
    func rowsFromNumbers() throws {
        #expect(try GanttChartItem.row(from: 12, for: 1) == 12)
        #expect(throws: GanttChartValidationError.rowNotAnInteger(item: 1, value: 1.5)) { try GanttChartItem.row(from: 1.5, for: 1) }
        #expect(throws: GanttChartValidationError.self) { try GanttChartItem.row(from: .nan, for: 1) }
        #expect(throws: GanttChartValidationError.rowNotAnInteger(item: 1, value: .infinity)) { try GanttChartItem.row(from: .infinity, for: 1) }
        #expect(throws: GanttChartValidationError.rowOutOfRange(item: 1, row: -2)) { try GanttChartItem.row(from: -2, for: 1) }
        #expect(throws: GanttChartValidationError.self) { try GanttChartItem.row(from: 1e300, for: 1) }
    }

    @Test("a milestone with a duration is rejected, and normalized only on request")
    func milestoneDuration() throws {
        let milestone = item(4, row: 0, 8, 10, type: .milestone)
        #expect(throws: GanttChartValidationError.milestoneHasDuration(item: 4, duration: 7_200)) { try milestone.validate() }
        let normalized = milestone.normalizingMilestone()
        #expect(normalized.time == TimeRange(at: monday(8)))
        try normalized.validate()
        #expect(item(5, row: 0, 8, 10).normalizingMilestone() == item(5, row: 0, 8, 10))
    }

    @Test("a finish before the start is rejected with the item id")
    func finishBeforeStart() {
        #expect(throws: GanttChartValidationError.finishBeforeStart(item: 9, start: monday(16), finish: monday(8))) {
            try GanttChartItem.timeRange(start: monday(16), finish: monday(8), for: 9)
        }
    }

    @Test("equality compares fields and only the presence of a schedule")
    func equality() {
        var a = item(1, row: 0, 8, 16)
        var b = a
        #expect(a == b)
        b.settings.allowsMoving = false
        #expect(a != b)
        b = a
        b.schedule = Schedule.standard
        #expect(a != b)
        a.schedule = Schedule.continuous
        #expect(a == b)
    }

    @Test("ids are integer literals and encode as bare numbers")
    func ids() throws {
        let id: GanttChartItem.ID = 42
        #expect(id.rawValue == 42)
        #expect(String(decoding: try JSONEncoder().encode([id]), as: UTF8.self) == "[42]")
        #expect(try JSONDecoder().decode([GanttChartItem.ID].self, from: Data("[7]".utf8)) == [7])
        let dependencyID: GanttChartDependency.ID = 3
        #expect(String(decoding: try JSONEncoder().encode([dependencyID]), as: UTF8.self) == "[3]")
    }

    @Test("errors describe the item and the reason")
    func descriptions() {
        #expect(GanttChartValidationError.invalidCompletion(item: 5, completion: 2).description == "item 5: completion 2.0 is not in 0...1")
        #expect(GanttChartValidationError.dependencyToItself(dependency: 1, item: 5).description == "dependency 1: links item 5 to itself")
        #expect(GanttChartValidationError.dependencyCycle(dependency: 2, cycle: [1, 2, 1]).description == "dependency 2: would close the cycle 1 → 2 → 1")
    }
}
