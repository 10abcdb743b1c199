import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("Writing and reading back")
struct RoundTripTests {
    @Test("examples survive JSON and YAML round trips", arguments: ExampleTests.names)
    func examples(name: String) throws {
        let document = try TimelineDocument(contentsOf: example(name))
        let fromJSON = try TimelineDocument(parsing: document.jsonString(), file: "written.json")
        let fromYAML = try TimelineDocument(parsing: document.yamlString(), file: "written.yaml")
        #expect(fromJSON == document)
        #expect(fromYAML == document)
        // Writing is deterministic: the second write equals the first.
        #expect(fromYAML.yamlString() == document.yamlString())
        #expect(fromJSON.jsonString() == document.jsonString())
    }

    @Test("strings that look like other YAML values are quoted")
    func awkwardStrings() throws {
        let labels = ["true", "123", "1.5", "null", "", "a: b", "#tag", "- dash", "quote \"x\" and \\", "tab\there",
                      "line\nbreak", "Ünïcødé ✓", " padded ", "yes", "~", "[x]", "{y}", "@at", "`tick`", "2025-03-03", "a #b",
                      "x:", "%p", "'single'", "&anchor", "*alias", "!tag", "|", ">", "?", ",", "\u{7}"]
        let items = labels.enumerated().map { index, label in
            TimelineDocument.Item(id: index + 1, label: label, row: index, start: Time(year: 2025, month: 3, day: 3),
                                  finish: Time(year: 2025, month: 3, day: 4), attachment: label, details: label)
        }
        let document = TimelineDocument(title: "t: \"x\"", items: items)
        #expect(try TimelineDocument(parsing: document.yamlString()) == document)
        #expect(try TimelineDocument(parsing: document.jsonString()) == document)
    }

    @Test("every field round-trips, including schedules with exceptions and weekday hours")
    func everything() throws {
        let t = { (text: String) in try! Time(iso8601: text) }
        let document = TimelineDocument(
            title: "Everything", calendar: "site",
            schedules: [
                ScheduleDescription(
                    name: "site", workingDays: [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday],
                    hours: [DayRange(7, to: 12), DayRange(13, to: 17)],
                    weekdayHours: [.saturday: [DayRange(7, to: 12)], .sunday: [DayRange(8, 30, to: 10)]],
                    holidays: [TimeRange(t("2025-12-25")..<t("2025-12-26")), TimeRange(t("2025-12-29")..<t("2026-01-02")),
                               TimeRange(t("2025-12-24T12:00:00")..<t("2025-12-24T17:00:00"))],
                    exceptions: [.init(range: TimeRange(t("2025-12-23")..<t("2025-12-24")), hours: [DayRange(7, to: 11)]),
                                 .init(range: TimeRange(t("2025-12-27")..<t("2025-12-29")), hours: [])]),
                ScheduleDescription(name: "night", hours: [DayRange(22, to: 24)]),
            ],
            items: [
                .init(id: 7, label: "A", row: 2, start: t("2025-03-03T08:00:00"), duration: WorkingDuration(2.5, .days),
                      completion: 0.375, attachment: "Ann", details: "Long text", schedule: "night",
                      colors: .init(bar: "#123456", outline: "red", completion: "#0f0", label: "steelblue")),
                .init(id: 9, label: "B", row: 0, start: t("2025-03-05T10:00:00"), type: .milestone),
                .init(id: 10, label: "C", row: 1, start: t("2025-03-03T08:00:00"), finish: t("2025-03-07T24:00:00"), type: .summary),
            ],
            dependencies: [.init(id: 4, from: .id(7), to: .label("B"), type: .fromStartToFinish, details: "why")],
            rows: ["Ann", "Bob", ""],
            header: [.init(intervals: .months, format: "MMM yyyy"), .init(intervals: .days)],
            highlighters: ["site", "night"], visibilitySchedule: "site", now: t("2025-03-04T12:30:00"), theme: "generic", mode: .dark, labelPlacement: .inside,
            rowHeight: 22.5, hourWidth: 2, zoom: 0.75,
            timeline: TimeRange(t("2025-03-01")..<t("2025-04-01")))
        _ = try document.resolve()
        let fromYAML = try TimelineDocument(parsing: document.yamlString())
        let fromJSON = try TimelineDocument(parsing: document.jsonString())
        #expect(fromYAML == document)
        #expect(fromJSON == document)
    }

    @Test("the smallest document is written with its filled-in id")
    func smallestWritten() throws {
        let document = try TimelineDocument(parsing: """
            {"items": [{"label": "Design", "row": 0, "start": "2025-03-03T08:00:00", "finish": "2025-03-05T16:00:00"}]}
            """)
        #expect(document.yamlString() == """
            version: 1
            items:
              - id: 1
                label: Design
                row: 0
                start: 2025-03-03T08:00:00
                finish: 2025-03-05T16:00:00

            """)
        #expect(document.jsonString() == """
            {
              "version": 1,
              "items": [
                {
                  "id": 1,
                  "label": "Design",
                  "row": 0,
                  "start": "2025-03-03T08:00:00",
                  "finish": "2025-03-05T16:00:00"
                }
              ]
            }

            """)
    }
}
