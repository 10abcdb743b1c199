@testable import GanttChart
import Testing
import TimelineCore

/// Records observer calls as text.
final class RecordingObserver: GanttChartItemObserver {
    var events: [String] = []
    func itemWasAdded(_ item: GanttChartItem) { events.append("added \(item.id)") }
    func timeDidChange(for item: GanttChartItem, from oldTime: TimeRange) { events.append("time \(item.id) from \(oldTime)") }
    func completionDidChange(for item: GanttChartItem, from oldCompletion: Double) { events.append("completion \(item.id) from \(oldCompletion)") }
    func rowDidChange(for item: GanttChartItem, from oldRow: Int) { events.append("row \(item.id) from \(oldRow)") }
    func itemWasRemoved(_ item: GanttChartItem) { events.append("removed \(item.id)") }
    func dependencyWasAdded(_ dependency: GanttChartDependency) { events.append("dependency added \(dependency.id)") }
    func dependencyWasRemoved(_ dependency: GanttChartDependency) { events.append("dependency removed \(dependency.id)") }
}

/// Only observes additions; relies on the default no-ops for the rest.
final class AdditionsOnlyObserver: GanttChartItemObserver {
    var added = 0
    func itemWasAdded(_ item: GanttChartItem) { added += 1 }
}

/// A naive test schedule: Monday to Friday, 08:00–12:00 only (4 h a day).
struct MorningsSchedule: ScheduleDefinition {
    private func interval(onDay day: Int) -> TimeRange? {
        let start = Time(dayNumber: day, timeOfDay: 8 * 3_600)
        guard !start.weekday.isWeekend else { return nil }
        return TimeRange(start..<Time(dayNumber: day, timeOfDay: 12 * 3_600))
    }
    func isWorking(at time: Time) -> Bool { interval(onDay: time.normalized.dayNumber)?.contains(time) ?? false }
    func nextWorkingTime(from time: Time) -> Time {
        var day = time.normalized.dayNumber
        while true {
            if let work = interval(onDay: day), work.finish > time { return max(work.start, time) }
            day += 1
        }
    }
    func previousWorkingTime(from time: Time) -> Time {
        var day = time.normalized.dayNumber
        while true {
            if let work = interval(onDay: day), work.start < time { return min(work.finish, time) }
            day -= 1
        }
    }
    func adding(workingDuration: Double, to time: Time) -> Time {
        precondition(workingDuration >= 0)
        var current = nextWorkingTime(from: time)
        var left = workingDuration
        while true {
            let finish = interval(onDay: current.normalized.dayNumber)!.finish
            let available = finish.seconds(since: current)
            if left <= available { return current.adding(seconds: left) }
            left -= available
            current = nextWorkingTime(from: finish)
        }
    }
    func workingDuration(of range: TimeRange) -> Double { workingIntervals(in: range).reduce(0) { $0 + $1.duration } }
    func workingIntervals(in range: TimeRange) -> [TimeRange] {
        (range.start.normalized.dayNumber...range.finish.dayNumber).compactMap { interval(onDay: $0)?.intersection(range) }.filter(\.isEntropic)
    }
    func nonworkingIntervals(in range: TimeRange) -> [TimeRange] { [] }
}

@Suite("GanttChartItemManager")
struct GanttChartItemManagerTests {
    func makeManager(schedule: any ScheduleDefinition = Schedule.continuous) throws -> (GanttChartItemManager, RecordingObserver) {
        let source = try GanttChartItemSource(items: [item(1, row: 0, 8, 16), item(5, row: 2, 32, 40)], dependencies: [link(3, 1, 5)])
        let manager = GanttChartItemManager(source: source, schedule: schedule)
        let observer = RecordingObserver()
        manager.observer = observer
        return (manager, observer)
    }

    @Test("new items and dependencies get fresh ids, hasChanged and observer calls")
    func addNew() throws {
        let (manager, observer) = try makeManager()
        let task = try manager.addNewItem(label: "Review", row: 4, time: hours(8, 12))
        #expect(task.id == 6)
        #expect(task.hasChanged)
        let milestone = try manager.addNewItem(label: "Done", row: 5, time: hours(12, 12), type: .milestone)
        #expect(milestone.id == 7)
        let dependency = try manager.addNewDependency(from: task.id, to: milestone.id)
        #expect(dependency.id == 4)
        #expect(dependency.type == .fromFinishToStart)
        #expect(dependency.hasChanged)
        #expect(manager.totalRowCount == 6)
        #expect(observer.events == ["added 6", "added 7", "dependency added 4"])
    }

    @Test("bad new items and dependencies are rejected and nothing is stored")
    func addNewErrors() throws {
        let (manager, observer) = try makeManager()
        #expect(throws: GanttChartValidationError.milestoneHasDuration(item: 6, duration: 3_600)) {
            try manager.addNewItem(label: "M", row: 0, time: hours(1, 2), type: .milestone)
        }
        #expect(throws: GanttChartValidationError.summaryNotAllowed(item: 6)) { try manager.addNewItem(label: "S", row: 0, time: hours(1, 2), type: .summary) }
        #expect(throws: GanttChartValidationError.rowOutOfRange(item: 6, row: -1)) { try manager.addNewItem(label: "R", row: -1, time: hours(1, 2)) }
        #expect(throws: GanttChartValidationError.dependencyToItself(dependency: 4, item: 1)) { try manager.addNewDependency(from: 1, to: 1) }
        #expect(throws: GanttChartValidationError.dependencyToMissingItem(dependency: 4, item: 9)) { try manager.addNewDependency(from: 1, to: 9) }
        #expect(throws: GanttChartValidationError.dependencyCycle(dependency: 4, cycle: [5, 1, 5])) { try manager.addNewDependency(from: 5, to: 1) }
        #expect(manager.source.itemCount == 2 && manager.source.dependencyCount == 1)
        #expect(observer.events.isEmpty)
    }

    @Test("the item factory customizes new items")
    func factory() throws {
        let (manager, _) = try makeManager()
        manager.itemFactory = { proposal in
            var item = proposal
            item.context = "task-\(proposal.id)"
            item.settings.allowsDeleting = false
            return item
        }
        let task = try manager.addNewItem(label: "Custom", row: 1, time: hours(0, 1))
        #expect(manager.item(withID: task.id)?.context == "task-6")
        #expect(manager.item(withID: task.id)?.settings.allowsDeleting == false)
    }

    @Test("removing an item reports its dependencies first, then the item")
    func remove() throws {
        let (manager, observer) = try makeManager()
        let removed = try manager.removeItem(5)
        #expect(removed.id == 5)
        #expect(manager.source.dependencyCount == 0)
        #expect(observer.events == ["dependency removed 3", "removed 5"])
        #expect(throws: GanttChartValidationError.missingItem(5)) { try manager.removeItem(5) }
        let dependency = try manager.addNewDependency(from: 1, to: try manager.addNewItem(label: "X", row: 1, time: hours(0, 1)).id)
        try manager.removeDependency(dependency.id)
        #expect(observer.events.suffix(3) == ["added 6", "dependency added 4", "dependency removed 4"])
        #expect(throws: GanttChartValidationError.missingDependency(4)) { try manager.removeDependency(4) }
    }

    @Test("updates report the old values and set hasChanged until acceptChanges")
    func updates() throws {
        let (manager, observer) = try makeManager()
        try manager.updateTime(for: 1, to: hours(9, 17))
        try manager.updateCompletion(for: 1, to: 0.25)
        try manager.updateRow(for: 1, to: 7)
        #expect(observer.events == ["time 1 from \(hours(8, 16))", "completion 1 from 0.0", "row 1 from 0"])
        let updated = try #require(manager.item(withID: 1))
        #expect(updated.time == hours(9, 17) && updated.completion == 0.25 && updated.row == 7 && updated.hasChanged)
        #expect(manager.item(withID: 5)?.hasChanged == false)
        #expect(manager.totalRowCount == 8)
        manager.acceptChanges()
        #expect(manager.item(withID: 1)?.hasChanged == false)
        let dependency = try manager.addNewDependency(from: 5, to: try manager.addNewItem(label: "N", row: 0, time: hours(0, 1)).id)
        #expect(manager.dependency(withID: dependency.id)?.hasChanged == true)
        manager.acceptChanges()
        #expect(manager.dependency(withID: dependency.id)?.hasChanged == false)
    }

    @Test("invalid updates throw and change nothing")
    func invalidUpdates() throws {
        let (manager, observer) = try makeManager()
        #expect(throws: GanttChartValidationError.invalidCompletion(item: 1, completion: 1.5)) { try manager.updateCompletion(for: 1, to: 1.5) }
        #expect(throws: GanttChartValidationError.self) { try manager.updateCompletion(for: 1, to: .nan) }
        #expect(throws: GanttChartValidationError.rowOutOfRange(item: 1, row: -4)) { try manager.updateRow(for: 1, to: -4) }
        #expect(throws: GanttChartValidationError.finishBeforeStart(item: 1, start: monday(16), finish: monday(8))) {
            try manager.updateTime(for: 1, start: monday(16), finish: monday(8))
        }
        #expect(throws: GanttChartValidationError.invalidDuration(item: 1, duration: -1)) { try manager.updateDuration(for: 1, to: -1) }
        #expect(throws: GanttChartValidationError.invalidDuration(item: 1, duration: .infinity)) { try manager.updateDuration(for: 1, to: .infinity) }
        #expect(throws: GanttChartValidationError.missingItem(42)) { try manager.updateRow(for: 42, to: 0) }
        #expect(manager.item(withID: 1) == item(1, row: 0, 8, 16))
        #expect(observer.events.isEmpty)
    }

    @Test("durations count working time of the manager's standard schedule")
    func standardScheduleDurations() throws {
        let (manager, observer) = try makeManager(schedule: Schedule.standard)
        // Monday 08:00 to Tuesday 16:00 on Mon–Fri 08:00–16:00: 16 working hours.
        try manager.updateTime(for: 1, to: TimeRange(monday(8)..<monday(16, plusDays: 1)))
        try manager.updateCompletion(for: 1, to: 0.75)
        let task = try #require(manager.item(withID: 1))
        #expect(manager.scheduledDuration(in: task) == 16 * 3_600)
        #expect(manager.completedDuration(in: task) == 12 * 3_600)
        // 12 working hours from Monday 08:00: Monday's 8, then Tuesday 08:00 + 4 h.
        #expect(manager.timeCompletedUntil(for: task) == monday(12, plusDays: 1))
        // 24 working hours from Monday 08:00 end Wednesday 16:00.
        try manager.updateDuration(for: 1, to: 24 * 3_600)
        #expect(manager.item(withID: 1)?.time == TimeRange(monday(8)..<monday(16, plusDays: 2)))
        #expect(observer.events.last == "time 1 from \(TimeRange(monday(8)..<monday(16, plusDays: 1)))")
    }

    @Test("completion reaches the start at 0 and the finish at 1")
    func completionEnds() throws {
        let (manager, _) = try makeManager(schedule: Schedule.standard)
        try manager.updateTime(for: 1, to: TimeRange(monday(8)..<monday(16, plusDays: 4)))
        #expect(manager.timeCompletedUntil(for: try #require(manager.item(withID: 1))) == monday(8))
        try manager.updateCompletion(for: 1, to: 1)
        #expect(manager.timeCompletedUntil(for: try #require(manager.item(withID: 1))) == monday(16, plusDays: 4))
        // Half of 40 working hours: 20 h → Monday 8, Tuesday 8, Wednesday 08:00 + 4 h.
        try manager.updateCompletion(for: 1, to: 0.5)
        #expect(manager.timeCompletedUntil(for: try #require(manager.item(withID: 1))) == monday(12, plusDays: 2))
    }

    @Test("an item's own schedule overrides the manager's")
    func itemSchedule() throws {
        let (manager, _) = try makeManager(schedule: Schedule.continuous)
        var task = try #require(manager.item(withID: 1))
        #expect(manager.scheduledDuration(in: task) == 8 * 3_600)
        task.schedule = MorningsSchedule()
        try manager.source.updateItem(task)
        let stored = try #require(manager.item(withID: 1))
        // Monday 08:00–16:00 holds 4 morning hours.
        #expect(manager.scheduledDuration(in: stored) == 4 * 3_600)
        // 10 morning hours from Monday 08:00: Monday 4, Tuesday 4, Wednesday 08:00 + 2 h.
        try manager.updateDuration(for: 1, to: 10 * 3_600)
        #expect(manager.item(withID: 1)?.finish == monday(10, plusDays: 2))
    }

    @Test("applying the schedule moves the start to working time and keeps the working duration")
    func applySchedule() throws {
        let (manager, observer) = try makeManager(schedule: Schedule.standard)
        // Saturday 2025-03-08 10:00 to Monday 2025-03-10 12:00: 4 working hours (Monday 08–12).
        try manager.updateTime(for: 1, to: TimeRange(monday(10, plusDays: 5)..<monday(12, plusDays: 7)))
        let time = try manager.applySchedule(to: 1)
        #expect(time == TimeRange(monday(8, plusDays: 7)..<monday(12, plusDays: 7)))
        #expect(observer.events.last == "time 1 from \(TimeRange(monday(10, plusDays: 5)..<monday(12, plusDays: 7)))")
        let count = observer.events.count
        try manager.applySchedule(to: 1)
        #expect(observer.events.count == count)  // already scheduled: no change reported
        // A milestone on Sunday moves to Monday 08:00.
        let milestone = try manager.addNewItem(label: "M", row: 3, time: TimeRange(at: monday(9, plusDays: 6)), type: .milestone)
        #expect(try manager.applySchedule(to: milestone.id) == TimeRange(at: monday(8, plusDays: 7)))
        #expect(manager.schedule(for: milestone) is Schedule)
    }

    @Test("filters follow range and timeline, and dependencies keep off-screen ends")
    func filters() throws {
        let (manager, _) = try makeManager()
        #expect(manager.filteredItems.map(\.id) == [1, 5])
        manager.range = 0..<1
        #expect(manager.filteredItems.map(\.id) == [1])
        #expect(manager.filteredDependencies.map(\.id) == [3])
        manager.range = nil
        manager.timeline = hours(100, 200)
        #expect(manager.filteredItems.isEmpty)
        #expect(manager.filteredDependencies.isEmpty)
    }

    @Test("collectionDidChange picks up direct edits and notifies")
    func collectionChange() throws {
        let (manager, _) = try makeManager()
        let observer = AdditionsOnlyObserver()
        manager.observer = observer
        try manager.source.addItem(item(100, row: 1, 0, 1))
        manager.collectionDidChange()
        let task = try manager.addNewItem(label: "After", row: 1, time: hours(1, 2))
        #expect(task.id == 101)
        #expect(observer.added == 1)
    }
}
