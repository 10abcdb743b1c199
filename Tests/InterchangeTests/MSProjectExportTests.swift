import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("Gantt chart → MSPDI")
struct MSProjectExportTests {
    static let holidays = [TimeRange(msTime(2025, 3, 5)..<msTime(2025, 3, 6))]

    static func schedule() throws -> Schedule {
        try Schedule(
            workingIntervals: [.monday: [DayRange(8, to: 12), DayRange(13, to: 17)], .tuesday: [DayRange(8, to: 12), DayRange(13, to: 17)],
                               .wednesday: [DayRange(8, to: 12), DayRange(13, to: 17)], .thursday: [DayRange(8, to: 12), DayRange(13, to: 17)],
                               .friday: [DayRange(8, to: 12), DayRange(13, to: 15)]],
            excludedIntervals: holidays + [TimeRange(msTime(2025, 3, 7, 14)..<msTime(2025, 3, 10, 9))],
            exceptions: [try ScheduleException(range: TimeRange(msTime(2025, 3, 8)..<msTime(2025, 3, 9)),
                                               workingIntervals: [TimeRange(msTime(2025, 3, 8, 9)..<msTime(2025, 3, 8, 12))])])
    }

    @Test("a schedule becomes a calendar with the same working time")
    func calendar() throws {
        let schedule = try Self.schedule()
        let calendar = MSProjectCalendar(uid: 1, name: "Plant", schedule: schedule)
        #expect(calendar.weekDays.count == 7)
        #expect(calendar.weekDays[5].workingTimes == [DayRange(8, to: 12), DayRange(13, to: 15)])
        // Wed 5 off; Fri 7 until 14:00; Sat 8 as the schedule resolves the exclusion over its
        // exception; Mon 10 from 09:00. Every half hour of the span must agree after the round trip.
        #expect(calendar.exceptions.first == MSProjectCalendarException(from: msTime(2025, 3, 5), to: msTime(2025, 3, 5, 23, 59)))
        #expect(calendar.exceptions.contains(MSProjectCalendarException(from: msTime(2025, 3, 7), to: msTime(2025, 3, 7, 23, 59), isWorking: true,
                                                                        workingTimes: [DayRange(8, to: 12), DayRange(13, to: 14)])))
        let document = MSProjectDocument(calendars: [calendar])
        let written = try MSProjectWriter.write(document)
        let reread = try MSProjectReader.read(data: written, fileName: "plant.xml").document
        let restored = try reread.schedule(forCalendarUID: 1)
        for start in stride(from: msTime(2025, 3, 3).absoluteSeconds, to: msTime(2025, 3, 12).absoluteSeconds, by: 1_800) {
            let time = Time(absoluteSeconds: start)
            #expect(restored.isWorking(at: time) == schedule.isWorking(at: time), "\(time)")
        }
        for hours in [1.0, 8, 12, 20, 30] {
            #expect(restored.adding(workingDuration: hours * msHour, to: msTime(2025, 3, 3, 8)) == schedule.adding(workingDuration: hours * msHour, to: msTime(2025, 3, 3, 8)))
        }
    }

    @Test("chart → document → MSPDI → document → chart keeps rows, hierarchy, links and schedules")
    func chartRoundTrip() throws {
        let schedule = try Self.schedule()
        let night = try Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(20, to: 24)])
        let items = [
            GanttChartItem(id: 10, label: "Phase & <one>", row: 0, time: TimeRange(msTime(2025, 3, 3, 8)..<msTime(2025, 3, 6, 17)), completion: 0.5, type: .summary),
            GanttChartItem(id: 11, label: "Dig", row: 1, time: TimeRange(msTime(2025, 3, 3, 8)..<msTime(2025, 3, 4, 17)), completion: 1, details: "Notes\nhere"),
            GanttChartItem(id: 12, label: "Pour", row: 2, time: TimeRange(msTime(2025, 3, 6, 8)..<msTime(2025, 3, 6, 17)), completion: 0.25),
            GanttChartItem(id: 13, label: "Cure (nights)", row: 3, time: TimeRange(msTime(2025, 3, 6, 20)..<msTime(2025, 3, 7, 24)), schedule: night),
            GanttChartItem(id: 14, label: "Done", row: 4, time: TimeRange(at: msTime(2025, 3, 10, 9)), type: .milestone),
        ]
        let dependencies = [
            GanttChartDependency(id: 1, from: 11, to: 12),
            GanttChartDependency(id: 2, from: 12, to: 13, type: .fromStartToStart),
            GanttChartDependency(id: 3, from: 13, to: 14, type: .fromFinishToFinish),
            GanttChartDependency(id: 4, from: 11, to: 14, type: .fromStartToFinish),
        ]
        let hierarchy: [GanttChartItem.ID: [GanttChartItem.ID]] = [10: [11, 12]]
        let document = MSProjectDocument(name: "Foundations", items: items, dependencies: dependencies, hierarchy: hierarchy, schedule: schedule)
        #expect(document.tasks.map(\.outlineNumber) == ["1", "1.1", "1.2", "2", "3"])
        #expect(document.tasks.map(\.outlineLevel) == [1, 2, 2, 1, 1])
        #expect(document.tasks[1].duration == 16 * msHour)
        #expect(document.tasks[3].duration == 8 * msHour)        // two nights of 4 h
        #expect(document.tasks[3].calendarUID == 2)
        #expect(document.calendars.map(\.uid) == [1, 2])
        #expect(document.startDate == msTime(2025, 3, 3, 8))
        #expect(document.finishDate == msTime(2025, 3, 10, 9))

        let reread = try MSProjectReader.read(data: MSProjectWriter.write(document), fileName: "foundations.xml")
        #expect(reread.warnings.isEmpty)
        #expect(reread.document == document)
        let chart = try reread.document.ganttChartItems()
        #expect(chart.items.map(\.id) == items.map(\.id))
        #expect(chart.items.map(\.time) == items.map(\.time))
        #expect(chart.items.map(\.label) == items.map(\.label))
        #expect(chart.items.map(\.type) == items.map(\.type))
        #expect(chart.items.map(\.completion) == items.map(\.completion))
        #expect(chart.items.map(\.details) == items.map(\.details))
        #expect(chart.hierarchy == hierarchy)
        #expect(chart.dependencies.map { [$0.from, $0.to] } == [[11, 12], [12, 13], [13, 14], [11, 14]])
        #expect(chart.dependencies.map(\.type) == [.fromFinishToStart, .fromStartToStart, .fromFinishToFinish, .fromStartToFinish])
        let cure = try #require(chart.items.first { $0.id == 13 }?.schedule)
        #expect(cure.adding(workingDuration: 6 * msHour, to: msTime(2025, 3, 6, 20)) == msTime(2025, 3, 7, 22))
    }
}
