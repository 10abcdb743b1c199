import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("MSProjectDocument.ganttChartItems()")
struct MSProjectGanttChartTests {
    @Test("rows in task order without the project summary; types, completion, notes")
    func items() throws {
        let document = try MSProjectFixtures.read("office-move.xml").document
        let chart = try document.ganttChartItems()
        #expect(chart.items.map(\.id) == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(chart.items.map(\.row) == Array(0..<8))
        #expect(chart.items.map(\.type) == [.summary, .standard, .milestone, .summary, .standard, .standard, .milestone, .standard])
        let survey = chart.items[1]
        #expect(survey.label == "Survey & layout <draft>")
        #expect(survey.time == TimeRange(msTime(2025, 3, 3, 8)..<msTime(2025, 3, 4, 17)))
        #expect(survey.completion == 1)
        #expect(survey.details == "Check \"A\" & 'B' wings.\nSecond line.")
        #expect(chart.items[4].completion == 0.5)
        #expect(chart.items[2].time == TimeRange(at: msTime(2025, 3, 6, 17)))
        for item in chart.items { #expect(throws: Never.self) { try item.validate() } }
    }

    @Test("hierarchy from outline levels and dependencies with their types")
    func structure() throws {
        let document = try MSProjectFixtures.read("office-move.xml").document
        let chart = try document.ganttChartItems()
        #expect(chart.hierarchy == [1: [2, 3], 4: [5, 6]])
        #expect(chart.dependencies.map(\.id) == [1, 2, 3, 4, 5, 6, 7])
        #expect(chart.dependencies.map { [$0.from.rawValue, $0.to.rawValue] } == [[2, 3], [3, 5], [5, 6], [3, 6], [6, 7], [2, 7], [7, 8]])
        #expect(chart.dependencies.map(\.type) == [.fromFinishToStart, .fromFinishToStart, .fromStartToStart, .fromFinishToFinish,
                                                   .fromFinishToStart, .fromStartToFinish, .fromFinishToStart])
    }

    @Test("tasks with their own calendar carry its schedule")
    func schedules() throws {
        let document = try MSProjectFixtures.read("office-move.xml").document
        let chart = try document.ganttChartItems()
        let unpack = try #require(chart.items.first { $0.id == 6 })
        let schedule = try #require(unpack.schedule)
        // The evening team's Monday, 13:00-21:00.
        #expect(schedule.adding(workingDuration: 8 * msHour, to: msTime(2025, 3, 10, 13)) == msTime(2025, 3, 10, 21))
        #expect(chart.items.first { $0.id == 2 }?.schedule == nil)   // CalendarUID -1: the project calendar
        #expect(chart.items.first { $0.id == 5 }?.schedule != nil)   // CalendarUID 1 given explicitly
    }

    @Test("blank rows are left out; missing dates and calendars are errors")
    func skipsAndErrors() throws {
        let document = try MSProjectFixtures.read("four-day-week.xml").document
        let chart = try document.ganttChartItems()
        #expect(chart.items.map(\.id) == [10, 12])
        #expect(chart.items.map(\.row) == [0, 1])
        #expect(chart.dependencies.count == 1)
        let foundations = chart.items[0]
        #expect(foundations.completion == 0.25)
        // Site crew (UID 4) = four-day week: 20 h from Mon 3 Feb (first Monday, off) ends Wed 17:30.
        #expect(foundations.schedule?.adding(workingDuration: 20 * msHour, to: msTime(2025, 2, 3, 7)) == msTime(2025, 2, 5, 17, 30))

        let undated = MSProjectDocument(tasks: [MSProjectTask(uid: 4, name: "No dates")])
        #expect(throws: MSProjectConversionError.missingDates(taskUID: 4)) { try undated.ganttChartItems() }
        let badCalendar = MSProjectDocument(tasks: [MSProjectTask(uid: 4, start: msTime(2025, 3, 3), finish: msTime(2025, 3, 4), calendarUID: 9)])
        #expect(throws: MSProjectConversionError.calendar(taskUID: 4, .unknownCalendar(uid: 9))) { try badCalendar.ganttChartItems() }
    }

    @Test("the chart's item source accepts every example plan", arguments: MSProjectFixtures.names)
    func acceptedBySource(name: String) throws {
        let chart = try MSProjectFixtures.read(name).document.ganttChartItems()
        let source = try GanttChartItemSource(items: chart.items, dependencies: chart.dependencies)
        #expect(source.item(withID: chart.items[0].id) != nil)
        for (parent, children) in chart.hierarchy {
            #expect(chart.items.first { $0.id == parent }?.type == .summary)
            #expect(children.allSatisfy { child in chart.items.contains { $0.id == child } })
        }
    }

    @Test("links to missing tasks are left out of the chart (the reader warned)")
    func missingLinks() throws {
        let document = try MSProjectFixtures.read("unsupported-parts.xml").document
        let chart = try document.ganttChartItems()
        #expect(chart.items.map(\.id) == [1, 2, 3])
        #expect(chart.dependencies.isEmpty)
    }
}

@Suite("MSProjectDocument.timelineDocument()")
struct MSProjectTimelineDocumentTests {
    @Test("an MSPDI plan resolves as a timeline document with its calendars", arguments: MSProjectFixtures.names)
    func resolves(name: String) throws {
        let document = try MSProjectFixtures.read(name).document
        let timeline = try document.timelineDocument()
        let resolved = try timeline.resolve()
        let chart = try document.ganttChartItems()
        #expect(resolved.itemSource.itemCount == chart.items.count)
        for item in chart.items {
            #expect(resolved.itemSource.item(withID: item.id)?.time == item.time, "\(item)")
            #expect(resolved.itemSource.item(withID: item.id)?.type == item.type)
        }
        #expect(resolved.itemSource.dependencyCount == chart.dependencies.count)
    }

    @Test("calendars keep their working time; task calendars are named per item")
    func calendars() throws {
        let document = try MSProjectFixtures.read("office-move.xml").document
        let timeline = try document.timelineDocument()
        #expect(timeline.title == "Office move & \"fit-out\"")
        #expect(timeline.calendar == "calendar-1")
        #expect(timeline.items.first { $0.id == 6 }?.schedule == "calendar-2")
        let resolved = try timeline.resolve()
        let standard = try #require(resolved.schedules["calendar-1"])
        #expect(standard.adding(workingDuration: 24 * msHour, to: msTime(2025, 3, 6, 8)) == msTime(2025, 3, 10, 12))
        let evening = try #require(resolved.schedules["calendar-2"])
        #expect(evening.adding(workingDuration: 8 * msHour, to: msTime(2025, 3, 14, 8)) == msTime(2025, 3, 18, 12))
        #expect(resolved.defaultSchedule.adding(workingDuration: 16 * msHour, to: msTime(2025, 3, 4, 8)) == msTime(2025, 3, 6, 17))
    }
}
