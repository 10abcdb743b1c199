import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("Reading Mermaid gantt diagrams")
struct MermaidGanttReaderTests {
    static func day(_ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, year: Int = 2025) -> Time {
        Time(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    static func errors(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        do throws(TimelineDocumentErrors) {
            _ = try MermaidGanttReader.read(text, file: "plan.mmd")
            Issue.record("expected errors", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test("Mermaid's documentation example: sections, ids, after, a task starting at the previous one's end")
    func documentationExample() throws {
        let text = """
            gantt
                title A Gantt Diagram
                dateFormat YYYY-MM-DD
                section Section
                A task          :a1, 2014-01-01, 30d
                Another task    :after a1, 20d
                section Another
                Task in Another :2014-01-12, 12d
                another task    :24d
            """
        let (document, resolved) = try MermaidGanttReader.read(text)
        #expect(document.title == "A Gantt Diagram")
        #expect(document.items.map(\.label) == ["Section", "A task", "Another task", "Another", "Task in Another", "another task"])
        #expect(document.items.map(\.type) == [.summary, .standard, .standard, .summary, .standard, .standard])
        #expect(document.items.map(\.parent) == [nil, .id(1), .id(1), nil, .id(4), .id(4)])
        let times = document.items.dropFirst().map { [$0.start, $0.finish] }
        #expect(times[0] == [Self.day(1, 1, year: 2014), Self.day(1, 31, year: 2014)])
        #expect(times[1] == [Self.day(1, 31, year: 2014), Self.day(2, 20, year: 2014)])
        #expect(times[3] == [Self.day(1, 12, year: 2014), Self.day(1, 24, year: 2014)])
        #expect(times[4] == [Self.day(1, 24, year: 2014), Self.day(2, 17, year: 2014)])
        #expect(document.dependencies.map { [$0.from, $0.to] } == [[.id(2), .id(3)]])
        // The sections span their tasks.
        #expect(resolved.itemSource.item(withID: GanttChartItem.ID(4))?.time == TimeRange(Self.day(1, 12, year: 2014)..<Self.day(2, 17, year: 2014)))
    }

    @Test("excluded weekends stretch durations as Mermaid does; end dates stay as written")
    func excludes() throws {
        let text = """
            gantt
                dateFormat YYYY-MM-DD
                excludes weekends, 2025-03-19
                Build :b, 2025-03-03, 5d
                Test  :t, after b, 2d
                Ship  :milestone, s, after t, 0d
                Fix   :f, 2025-03-07, 2025-03-11
                Late  :2025-03-07, 2d
                Long  :2025-03-17, 4d
            """
        let (document, _) = try MermaidGanttReader.read(text)
        let items = document.items
        // Monday + 5d: drawn to Saturday 00:00; what follows starts on Monday.
        #expect([items[0].start, items[0].finish] == [Self.day(3, 3), Self.day(3, 8)])
        #expect([items[1].start, items[1].finish] == [Self.day(3, 10), Self.day(3, 12)])
        #expect(items[2].type == .milestone && items[2].start == Self.day(3, 12))
        #expect([items[3].start, items[3].finish] == [Self.day(3, 7), Self.day(3, 11)])
        // Friday + 2d walks over the weekend: the bar covers it.
        #expect([items[4].start, items[4].finish] == [Self.day(3, 7), Self.day(3, 11)])
        // Monday + 4d over an excluded Wednesday: Tuesday, Thursday, Friday, Saturday(excluded)… Monday.
        #expect([items[5].start, items[5].finish] == [Self.day(3, 17), Self.day(3, 22)])
        #expect(document.calendar == "excludes")
        #expect(document.highlighters == ["excludes"])
        let schedule = try #require(document.schedules.first)
        #expect(schedule.workingDays == Weekday.workweek)
        #expect(schedule.holidays == [TimeRange(Self.day(3, 19)..<Self.day(3, 20))])
    }

    @Test("times of day, until (also forward), tags and colors, axisFormat as the header")
    func timesAndTags() throws {
        let text = """
            ---
            title: Front matter title
            ---
            gantt
                dateFormat YYYY-MM-DD HH:mm
                axisFormat %d %b %H:%M
                todayMarker off
                %% a comment
                Meet  :done, crit, m, 2025-03-03 09:00, 90m
                Lunch :active, after m, 1h
                Wrap  :2025-03-03 13:00, until x
                X     :crit, x, 2025-03-03 15:00, 30m
            """
        let (document, _) = try MermaidGanttReader.read(text)
        let items = document.items
        #expect(document.title == "Front matter title")
        #expect([items[0].start, items[0].finish] == [Self.day(3, 3, 9), Self.day(3, 3, 10, 30)])
        #expect([items[1].start, items[1].finish] == [Self.day(3, 3, 10, 30), Self.day(3, 3, 11, 30)])
        #expect([items[2].start, items[2].finish] == [Self.day(3, 3, 13), Self.day(3, 3, 15)])
        #expect(items[0].completion == 1 && items[0].colors == TimelineDocument.Colors(outline: "#ff0000"))
        #expect(items[1].colors == TimelineDocument.Colors(bar: "#bfc7ff", outline: "#534fbc"))
        #expect(items[3].colors == TimelineDocument.Colors(bar: "#ff8888", outline: "#ff0000"))
        #expect(document.dependencies.map(\.type) == [.fromFinishToStart, .fromStartToFinish])
        #expect(document.dependencies[1].from == .id(4) && document.dependencies[1].to == .id(3))
        #expect(document.header == [TimelineDocument.HeaderRow(intervals: .minutes, format: "dd MMM HH:mm")])
    }

    @Test("durations: dayjs rounds days and weeks, months follow the calendar")
    func durations() throws {
        let text = """
            gantt
                A :a, 2025-01-31, 1.5d
                B :b, 2025-01-31, 1M
                C :c, 2025-01-31, 0.5w
                D :d, 2025-01-31, 36h
            """
        let items = try MermaidGanttReader.read(text).document.items
        #expect(items.map(\.finish) == [Self.day(2, 2), Self.day(2, 28), Self.day(2, 4), Self.day(2, 1, 12)])
    }

    @Test("custom date formats, strictly", arguments: [
        ("DD.MM.YYYY HH:mm", "05.03.2025 14:30", Time(year: 2025, month: 3, day: 5, hour: 14, minute: 30)),
        ("D MMM YY", "5 Mar 25", Time(year: 2025, month: 3, day: 5)),
        ("YYYY-MM-DD[T]HH:mm:ss", "2025-03-05T01:02:03", Time(year: 2025, month: 3, day: 5, hour: 1, minute: 2, second: 3)),
        ("MM/DD/YYYY hh:mm A", "03/05/2025 02:00 PM", Time(year: 2025, month: 3, day: 5, hour: 14)),
        ("X", "86400", Time(year: 1970, month: 1, day: 2)),
    ])
    func dateFormats(pattern: String, text: String, expected: Time) {
        let format = MermaidDateFormat(pattern)
        #expect(format.time(text) == expected)
        #expect(format.text(expected) == text)
    }

    @Test("a date that does not match the format is no date")
    func strictDates() {
        #expect(MermaidDateFormat.standard.time("2025-3-5") == nil)
        #expect(MermaidDateFormat.standard.time("2025-02-30") == nil)
        #expect(MermaidDateFormat.standard.time("2025-03-05x") == nil)
    }

    @Test("problems name their line and column")
    func locatedErrors() {
        #expect(Self.errors("graph TD\n  A --> B\n") == ["plan.mmd:1:1: error: expected \"gantt\" first: this reads Mermaid gantt diagrams only"])
        let unknown = Self.errors("gantt\n  A :a, 2025-03-03, 2d\n  B :after zz, 1d\n")
        #expect(unknown.count == 1 && unknown[0].hasPrefix("plan.mmd:3:12: error: task \"B\": after \"zz\": no task has this id"))
        #expect(Self.errors("gantt\n  A :a, 2025-02-30, 2d\n")
            == ["plan.mmd:2:9: error: task \"A\": \"2025-02-30\" is not a date in the format YYYY-MM-DD (nor an after clause)"])
        #expect(Self.errors("gantt\n  A :a, 2025-03-03, 2x\n")
            == ["plan.mmd:2:21: error: task \"A\": \"2x\" is not a date (YYYY-MM-DD) or a duration such as 3d, 4h, 1w"])
        #expect(Self.errors("gantt\n  just words\n") == ["plan.mmd:2:3: error: expected a task (\"Name :data\") or a statement (dateFormat, section, excludes…), not \"just words\""])
        #expect(Self.errors("gantt\n  A :1d\n") == ["plan.mmd:2:6: error: task \"A\": the first task needs a start date (e.g. :2025-03-03, 3d)"])
        let cycle = Self.errors("gantt\n  A :a, after b, 1d\n  B :b, after a, 1d\n")
        #expect(cycle.count == 2 && cycle[0].contains("cycle"))
        #expect(Self.errors("gantt\n  excludes monday tuesday wednesday thursday friday saturday sunday\n  A :a, 2025-03-03, 2d\n")
            .first?.contains("every day is excluded") == true)
    }

    @Test("huge durations and long excluded stretches end quickly")
    func bounded() throws {
        let text = "gantt\n  excludes weekends\n  A :a, 0001-01-01, 3000000d\n  B :b, 2025-01-01, 1000000000d\n"
        let errors = Self.errors(text)
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.contains("out of range") || $0.contains("duration") })
    }
}
