import Foundation
import GanttChart
@testable import Interchange
import Testing
import TimelineCore

private func at(_ day: Int, _ hour: Int = 0) -> Time { Time(year: 2025, month: 3, day: day, hour: hour) }

/// A plan with two baselines, a deadline, markers, a status date, a critical
/// slack threshold and slack bars.
private let plan = """
    title: Shows
    items:
      - id: 1
        label: Design
        start: 2025-03-03T08:00
        finish: 2025-03-05T16:00
        deadline: 2025-03-05T12:00
        baselines:
          - start: 2025-03-03T08:00
            finish: 2025-03-04T16:00
          - number: 3
            start: 2025-03-03T08:00
            finish: 2025-03-05T16:00
      - id: 2
        label: Build
        start: 2025-03-06T08:00
        finish: 2025-03-07T16:00
    dependencies:
      - from: 1
        to: 2
    baseline: 3
    markers:
      - date: 2025-03-06T12:00
        label: Code freeze
        color: "#7c3aed"
      - date: 2025-03-10
        label: Review
    statusDate: 2025-03-05T08:00
    criticalSlack: 2d
    showSlack: true
    """

@Suite("Documents: baselines, markers, status date, slack")
struct TimelineDocumentIndicatorsTests {
    @Test("the keys read into the document and the chart's configuration")
    func reading() throws {
        let document = try TimelineDocument(parsing: plan, file: "plan.yaml")
        #expect(document.items[0].baselines == [0: TimeRange(at(3, 8)..<at(4, 16)), 3: TimeRange(at(3, 8)..<at(5, 16))])
        #expect(document.shownBaseline == 3)
        #expect(document.markers == [TimelineDocument.Marker(date: at(6, 12), label: "Code freeze", color: "#7c3aed"),
                                     TimelineDocument.Marker(date: at(10), label: "Review")])
        #expect(document.statusDate == at(5, 8))
        #expect(document.criticalSlack == WorkingDuration(2, .days))
        #expect(document.showSlack == true)

        let resolved = try document.resolve()
        #expect(resolved.itemSource.item(withID: 1)?.baselines[3] == TimeRange(at(3, 8)..<at(5, 16)))
        #expect(resolved.settings.criticalSlack == 16 * 3_600)
        let configuration = resolved.chartConfiguration()
        #expect(configuration.shownBaseline == 3)
        #expect(configuration.dateMarkers.map(\.label) == ["Code freeze", "Review"])
        #expect(configuration.statusDate == at(5, 8))
        #expect(configuration.deadline?(1) == at(5, 12) && configuration.deadline?(2) == nil)
        #expect(configuration.showsSlackBars)
        #expect(configuration.totalSlack != nil)
    }

    @Test("writing and reading again gives an equal document, in JSON and YAML")
    func roundTrip() throws {
        let document = try TimelineDocument(parsing: plan, file: "plan.yaml")
        #expect(try TimelineDocument(parsing: document.yamlString(), file: "again.yaml") == document)
        #expect(try TimelineDocument(parsing: document.jsonString(), file: "again.json") == document)
        // Baseline 0 is written without its number.
        #expect(document.yamlString().contains("baselines:\n      - start: 2025-03-03T08:00"))
    }

    @Test("bad baselines and markers are reported at their place")
    func placedErrors() {
        let found = errors("""
            items:
              - label: A
                start: 2025-03-03T08:00
                finish: 2025-03-04T16:00
                baselines:
                  - number: 11
                    start: 2025-03-03T08:00
                    finish: 2025-03-04T16:00
                  - start: 2025-03-04T08:00
                    finish: 2025-03-03T08:00
                  - number: 2
                    start: 2025-03-03T08:00
                  - number: 4
                    start: 2025-03-03T08:00
                    finish: 2025-03-04T08:00
                  - number: 4
                    start: 2025-03-03T08:00
                    finish: 2025-03-04T08:00
            baseline: 12
            markers:
              - label: No date
              - date: 2025-03-03
                color: nocolor
            criticalSlack: soon
            """)
        #expect(found.map(\.description) == [
            "plan.yaml:6:17: error: item \"A\" (id 1): baseline 11 does not exist (baselines are numbered 0 to 10)",
            "plan.yaml:9:9: error: item \"A\" (id 1): baseline: finish 2025-03-03T08:00:00 is before start 2025-03-04T08:00:00",
            "plan.yaml:11:9: error: item \"A\" (id 1): baseline 2: missing \"finish\"",
            "plan.yaml:16:9: error: item \"A\" (id 1): baseline 4 is given twice",
            "plan.yaml:19:11: error: document: baseline 12 does not exist (baselines are numbered 0 to 10)",
            "plan.yaml:21:5: error: marker 1: missing \"date\"",
            "plan.yaml:23:12: error: marker 2: color: invalid color \"nocolor\": expected #RGB, #RRGGBB, #RRGGBBAA or a CSS color name such as \"steelblue\"",
            "plan.yaml:24:16: error: document: invalid criticalSlack \"soon\": expected a non-negative number and a unit m, h, d or w (e.g. 2d)",
        ])
    }

    @Test("MSPDI carries numbered baselines and the status date both ways")
    func msProjectRoundTrip() throws {
        let resolved = try TimelineDocument(parsing: plan, file: "plan.yaml").resolve()
        let exported = resolved.msProjectDocument(name: "Shows")
        #expect(exported.statusDate == at(5, 8))
        #expect(exported.tasks[0].baselines == [
            MSProjectBaseline(number: 0, start: at(3, 8), finish: at(4, 16), duration: 16 * 3_600),
            MSProjectBaseline(number: 3, start: at(3, 8), finish: at(5, 16), duration: 24 * 3_600),
        ])
        let xml = String(decoding: try MSProjectWriter.write(exported), as: UTF8.self)
        #expect(xml.contains("""
                  <Baseline>
                    <Number>3</Number>
                    <Start>2025-03-03T08:00:00</Start>
                    <Finish>2025-03-05T16:00:00</Finish>
                    <Duration>PT24H0M0S</Duration>
                    <DurationFormat>7</DurationFormat>
                  </Baseline>
            """))
        #expect(xml.contains("  <StatusDate>2025-03-05T08:00:00</StatusDate>\n"))
        let read = try MSProjectReader.read(data: Data(xml.utf8), fileName: "shows.xml")
        #expect(read.warnings.isEmpty)
        #expect(read.document.statusDate == at(5, 8))
        #expect(read.document.tasks[0].baselines == exported.tasks[0].baselines)
        let document = try read.document.timelineDocument()
        #expect(document.items[0].baselines == [0: TimeRange(at(3, 8)..<at(4, 16)), 3: TimeRange(at(3, 8)..<at(5, 16))])
        #expect(document.statusDate == at(5, 8))
        #expect(document.items[1].baselines.isEmpty)
    }

    @Test("MSPDI baselines with a bad number or reversed dates are refused with their place")
    func msProjectErrors() {
        func task(_ baseline: String) -> String {
            """
            <Project xmlns="http://schemas.microsoft.com/project"><Tasks><Task><UID>1</UID><Name>A</Name>
            <Start>2025-03-03T08:00:00</Start><Finish>2025-03-04T16:00:00</Finish>
            \(baseline)
            </Task></Tasks></Project>
            """
        }
        #expect(throws: MSProjectImportError.self) {
            try MSProjectFixtures.read(xml: task("<Baseline><Number>12</Number><Start>2025-03-03T08:00:00</Start><Finish>2025-03-04T16:00:00</Finish></Baseline>"))
        }
        do {
            _ = try MSProjectFixtures.read(xml: task("<Baseline><Number>1</Number><Start>2025-03-04T08:00:00</Start><Finish>2025-03-03T16:00:00</Finish></Baseline>"))
            Issue.record("a reversed baseline was read")
        } catch {
            #expect(error.description.contains("inline.xml:3:"))
            #expect(error.description.contains("Baseline Finish"))
        }
    }
}
