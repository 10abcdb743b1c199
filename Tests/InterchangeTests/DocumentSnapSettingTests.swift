import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("A document's snap setting")
struct DocumentSnapSettingTests {
    @Test("snap: day becomes the chart's day time scale and is written back")
    func readsAndWrites() throws {
        let text = """
            snap: day
            items:
              - {id: 1, label: Dig, row: 0, start: 2025-03-03T08:00:00, duration: 1d}
            """
        let (document, resolved) = try TimelineDocument.readAndResolve(parsing: text)
        #expect(document.snap == .day)
        #expect(resolved.settings.snap == .day)
        let scale = resolved.chartConfiguration().timeScale
        #expect(scale.snap(Time(year: 2025, month: 3, day: 5, hour: 9)) == Time(year: 2025, month: 3, day: 5))
        #expect(document.yamlString().contains("snap: day"))
        #expect(try TimelineDocument(parsing: document.jsonString()).snap == .day)
    }

    @Test("Without snap the chart does not snap; every unit name reads")
    func defaultsAndNames() throws {
        let plain = try TimelineDocument.readAndResolve(parsing: "items: []\n").resolved
        #expect(plain.chartConfiguration().timeScale.isContinuous)
        for unit in GanttChartSnapUnit.allCases {
            #expect(try TimelineDocument(parsing: "snap: \(unit.rawValue)\n").snap == unit)
        }
    }

    @Test("A bad snap value is an error at its line and column that lists the choices")
    func badValue() {
        var errors: [TimelineDocumentError] = []
        do {
            _ = try TimelineDocument(parsing: "title: Plan\nsnap: fortnight\n", file: "plan.yaml")
        } catch {
            errors = error.errors
        }
        #expect(errors.count == 1)
        #expect(errors.first?.line == 2)
        #expect(errors.first?.column == 7)
        #expect(errors.first?.message.contains("unknown snap \"fortnight\"") == true)
        #expect(errors.first?.message.contains("none, hour, halfDay, day, week") == true)
    }
}
