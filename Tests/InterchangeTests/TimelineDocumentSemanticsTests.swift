import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

private func time(_ text: String) -> Time { try! Time(iso8601: text) }

@Suite("Document semantics")
struct TimelineDocumentSemanticsTests {
    @Test("ids are assigned in order around explicit ones, rows go to the next free row")
    func defaults() throws {
        let document = try TimelineDocument(parsing: """
            items:
              - {label: A, start: 2025-03-03, finish: 2025-03-04}
              - {id: 2, label: B, row: 5, start: 2025-03-03, finish: 2025-03-04}
              - {label: C, start: 2025-03-03, finish: 2025-03-04}
              - {label: D, row: 1, start: 2025-03-03, finish: 2025-03-04}
              - {label: E, type: milestone, start: 2025-03-05}
            dependencies:
              - {from: A, to: C}
              - {id: 1, from: 1, to: 2, type: SS}
              - {from: C, to: E, type: fromFinishToFinish}
            """)
        #expect(document.items.map(\.id) == [1, 2, 3, 4, 5])
        #expect(document.items.map(\.row) == [0, 5, 6, 1, 7])
        #expect(document.items[4].finish == nil)
        #expect(document.dependencies.map(\.id) == [2, 1, 3])
        #expect(document.dependencies.map(\.type) == [.fromFinishToStart, .fromStartToStart, .fromFinishToFinish])
        #expect(document.dependencies[0].from == .label("A"))
        #expect(document.dependencies[1].from == .id(1))
        let resolved = try document.resolve()
        #expect(resolved.itemSource.items.first { $0.label == "E" }?.time == TimeRange(at: time("2025-03-05")))
        #expect(resolved.itemSource.dependencies.map(\.from) == [1, 1, 3])
        #expect(resolved.settings.header == nil)
        #expect(resolved.settings.highlighters.isEmpty)
        #expect(resolved.settings.rowHeight == nil && resolved.settings.zoom == nil && resolved.settings.hourWidth == nil)
    }

    @Test("completion reads as a fraction or a percentage; dependency types as short or long names")
    func completionAndTypes() throws {
        let document = try TimelineDocument(parsing: """
            items:
              - {id: 1, start: 2025-03-03, finish: 2025-03-04, completion: 0.25}
              - {id: 2, start: 2025-03-03, finish: 2025-03-04, completion: "50%"}
              - {id: 3, start: 2025-03-03, finish: 2025-03-04, completion: 100%}
              - {id: 4, start: 2025-03-03, finish: 2025-03-04}
            dependencies:
              - {from: 1, to: 2, type: ff}
              - {from: 2, to: 3, type: SF}
              - {from: 3, to: 4, type: fromStartToStart}
              - {from: 1, to: 4, type: finishToStart}
            """)
        #expect(document.items.map(\.completion) == [0.25, 0.5, 1, 0])
        #expect(document.dependencies.map(\.type) == [.fromFinishToFinish, .fromStartToFinish, .fromStartToStart, .fromFinishToStart])
    }

    @Test("2d on standard from Monday 08:00 finishes Tuesday 16:00")
    func durationOnStandard() throws {
        let resolved = try TimelineDocument.readAndResolve(parsing: """
            items: [{label: Design, start: 2025-03-03T08:00:00, duration: 2d}]
            """).resolved
        #expect(resolved.itemSource.items[0].finish == time("2025-03-04T16:00:00"))
    }

    @Test("durations count working time of the item's schedule", arguments: [
        ("16h", "standard", "2025-03-04T16:00:00"),
        ("90m", "standard", "2025-03-03T09:30:00"),
        ("1w", "standard", "2025-03-07T16:00:00"),
        ("6d", "standard", "2025-03-10T16:00:00"),     // over the weekend
        ("2d", "continuous", "2025-03-05T08:00:00"),   // a continuous day is 24 h
        ("2d", "fullWeek", "2025-03-04T16:00:00"),
        ("1.5d", "standard", "2025-03-04T12:00:00"),
        ("0d", "standard", "2025-03-03T08:00:00"),
    ])
    func durations(duration: String, schedule: String, finish: String) throws {
        let resolved = try TimelineDocument.readAndResolve(parsing: """
            items: [{label: Design, start: 2025-03-03T08:00:00, duration: \(duration), schedule: \(schedule)}]
            """).resolved
        #expect(resolved.itemSource.items[0].finish == time(finish))
    }

    @Test("the calendar is the default schedule; an item's schedule overrides it")
    func calendarAndItemSchedule() throws {
        let resolved = try TimelineDocument.readAndResolve(parsing: """
            calendar: site
            schedules:
              site:
                workingDays: mon-sat
                hours: ["07:00-12:00", "13:00-17:00"]
            items:
              - {label: A, start: 2025-03-07T07:00:00, duration: 2d}
              - {label: B, start: 2025-03-07T08:00:00, duration: 2d, schedule: standard}
            """).resolved
        // A: a 9 h day, Friday and Saturday. B: Friday and Monday on standard.
        #expect(resolved.itemSource.items[0].finish == time("2025-03-08T17:00:00"))
        #expect(resolved.itemSource.items[1].finish == time("2025-03-10T16:00:00"))
        #expect(resolved.itemSource.items[0].schedule == nil)
        #expect(resolved.itemSource.items[1].schedule != nil)
        #expect(resolved.defaultSchedule.workingWeekdays.count == 6)
    }

    @Test("a holiday skips a day; a range of dates includes its last day; an exception has its own hours")
    func scheduleDefinitions() throws {
        let resolved = try TimelineDocument.readAndResolve(parsing: """
            schedules:
              office:
                holidays: [2025-03-04, {from: 2025-03-10, to: 2025-03-11}]
                exceptions:
                  - {date: 2025-03-06, hours: ["08:00-12:00"]}
                  - {from: 2025-03-08, to: 2025-03-08, hours: "10:00-14:00"}
              late:
                hours: "10:00-18:00"
                weekdays: {fri: ["10:00-14:00"], sat: ["09:00-11:00"], mon: []}
            items: []
            """).resolved
        let office = try #require(resolved.schedules["office"])
        #expect(!office.isWorking(at: time("2025-03-04T10:00:00")))
        #expect(office.isWorking(at: time("2025-03-05T10:00:00")))
        #expect(office.adding(workingDuration: 16 * 3_600, to: time("2025-03-03T08:00:00")) == time("2025-03-05T16:00:00"))
        #expect(office.isWorking(at: time("2025-03-06T11:00:00")))
        #expect(!office.isWorking(at: time("2025-03-06T13:00:00")))
        #expect(office.isWorking(at: time("2025-03-08T13:00:00")))    // a Saturday made working
        #expect(!office.isWorking(at: time("2025-03-11T10:00:00")))   // "to" includes its day
        #expect(office.isWorking(at: time("2025-03-12T10:00:00")))
        let late = try #require(resolved.schedules["late"])
        #expect(late.workingIntervals(on: .friday) == [DayRange(10, to: 14)])
        #expect(late.workingIntervals(on: .saturday) == [DayRange(9, to: 11)])
        #expect(late.workingIntervals(on: .monday).isEmpty)
        #expect(late.workingIntervals(on: .tuesday) == [DayRange(10, to: 18)])
    }

    @Test("chart settings resolve with their defaults")
    func settings() throws {
        let resolved = try TimelineDocument.readAndResolve(parsing: """
            title: Plan
            rows: [Ann, Bob]
            header: [months, {intervals: days, format: "d"}]
            highlighters: [fullDay]
            visibilitySchedule: standard
            now: 2025-03-04T12:00:00
            theme: jewel
            mode: dark
            labelPlacement: automatic
            rowHeight: 28
            hourWidth: 3
            zoom: 1.5
            timeline: {start: 2025-03-01, finish: 2025-04-01}
            items: []
            """).resolved.settings
        #expect(resolved.title == "Plan")
        #expect(resolved.rowLabels == ["Ann", "Bob"])
        #expect(resolved.header?.map(\.intervals) == [.months, .days])
        #expect(resolved.header?[0].format == TimeIntervalType.months.defaultFormat)
        #expect(resolved.header?[1].format == .pattern("d"))
        #expect(resolved.highlighters.map(\.name) == ["fullDay"])
        #expect(resolved.visibilitySchedule?.name == "standard")
        #expect(resolved.now == time("2025-03-04T12:00:00"))
        #expect(resolved.theme == "jewel" && resolved.mode == .dark && resolved.labelPlacement == .automatic)
        #expect(resolved.rowHeight == 28 && resolved.hourWidth == 3 && resolved.zoom == 1.5)
        #expect(resolved.timeline == TimeRange(time("2025-03-01")..<time("2025-04-01")))
    }

    @Test("YAML and JSON give the same document")
    func yamlEqualsJSON() throws {
        let yaml = try TimelineDocument(parsing: """
            title: "Release"
            calendar: office
            schedules:
              office: {hours: ["09:00-17:00"], holidays: [2025-03-05]}
            items:
              - label: Design
                start: 2025-03-03T09:00:00
                duration: 2d
                completion: 50%
                colors: {bar: "#336699"}
              - {label: Ship, type: milestone, start: 2025-03-06T17:00:00}
            dependencies:
              - {from: Design, to: Ship, type: FS}
            header: [weeks, days]
            mode: dark
            """)
        let json = try TimelineDocument(parsing: """
            {
              "title": "Release",
              "calendar": "office",
              "schedules": {"office": {"hours": ["09:00-17:00"], "holidays": ["2025-03-05"]}},
              "items": [
                {"label": "Design", "start": "2025-03-03T09:00:00", "duration": "2d", "completion": 0.5,
                 "colors": {"bar": "#336699"}},
                {"label": "Ship", "type": "milestone", "start": "2025-03-06T17:00:00"}
              ],
              "dependencies": [{"from": "Design", "to": "Ship", "type": "fromFinishToStart"}],
              "header": ["weeks", "days"],
              "mode": "dark"
            }
            """, file: "plan.json")
        #expect(yaml == json)
    }

    @Test("a document built in code reports problems without places")
    func programmatic() {
        let document = TimelineDocument(items: [
            .init(id: 1, label: "A", row: 0, start: time("2025-03-03"), finish: time("2025-03-01")),
            .init(id: 2, label: "B", row: 0, start: time("2025-03-03"), duration: WorkingDuration(1, .days), schedule: "nope"),
        ])
        #expect(throws: TimelineDocumentErrors.self) { try document.resolve() }
        do {
            _ = try document.resolve()
        } catch {
            #expect(error.errors.map(\.description) == [
                "<document>: error: item \"A\" (id 1): finish 2025-03-01T00:00:00 is before start 2025-03-03T00:00:00",
                "<document>: error: item \"B\" (id 2): unknown schedule \"nope\" (known: standard, fullWeek, fullDay, continuous)",
            ])
        }
    }
}
