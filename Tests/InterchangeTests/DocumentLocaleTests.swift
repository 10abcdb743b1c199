import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

@Suite("A document's locale")
struct DocumentLocaleTests {
    static let plan = """
        items:
          - {id: 1, label: Dig, start: 2025-03-03T08:00:00, duration: 1d}
        """

    /// The labels of the first header row's cells over March 2025.
    static func labels(_ configuration: GanttChartConfiguration, row: Int = 0) -> [String] {
        let rows = configuration.header.resolvedRows(forHourWidth: configuration.actualHourWidth, locale: configuration.locale,
                                                     firstWeekday: configuration.resolvedFirstWeekday)
        let march = TimeRange(Time(year: 2025, month: 3, day: 1)..<Time(year: 2025, month: 4, day: 1))
        return rows[row].selectors[0].cells(in: march).map(\.label)
    }

    @Test("locale: de-DE writes the document's header rows in German and starts weeks on Monday")
    func german() throws {
        let (document, resolved) = try TimelineDocument.readAndResolve(parsing: "locale: de-DE\nheader: [months, {intervals: days, format: EEE}]\n" + Self.plan)
        #expect(document.locale == "de-DE")
        #expect(resolved.settings.firstWeekday == .monday)
        let configuration = resolved.chartConfiguration()
        #expect(configuration.resolvedFirstWeekday == .monday)
        #expect(Self.labels(configuration).first?.contains("März") == true)
        #expect(Self.labels(configuration, row: 1).first?.hasPrefix("Sa") == true)   // Sat 1 March 2025: "Sa."
        #expect(document.yamlString().contains("locale: de-DE"))
        #expect(try TimelineDocument(parsing: document.jsonString()).locale == "de-DE")
    }

    @Test("locale: en-US starts the automatic header's weeks on Sunday; firstWeekday overrides the locale")
    func firstWeekday() throws {
        let american = try TimelineDocument.readAndResolve(parsing: "locale: en-US\n" + Self.plan).resolved
        #expect(american.chartConfiguration().resolvedFirstWeekday == .sunday)
        let (document, overridden) = try TimelineDocument.readAndResolve(parsing: "locale: en-US\nfirstWeekday: wednesday\n" + Self.plan)
        #expect(document.firstWeekday == .wednesday)
        #expect(overridden.chartConfiguration().resolvedFirstWeekday == .wednesday)
        #expect(document.yamlString().contains("firstWeekday: wednesday"))
    }

    @Test("Without a locale nothing changes: English labels, the document's week rows from Monday")
    func withoutLocale() throws {
        let resolved = try TimelineDocument.readAndResolve(parsing: "header: [months, weeks]\n" + Self.plan).resolved
        #expect(resolved.settings.locale == nil && resolved.settings.firstWeekday == nil)
        let configuration = resolved.chartConfiguration()
        #expect(Self.labels(configuration).first?.contains("March") == true)
        let weeks = configuration.header.rows[1].selectors[0].intervals(in: TimeRange(Time(year: 2025, month: 3, day: 1)..<Time(year: 2025, month: 3, day: 20)))
        #expect(weeks.dropFirst().allSatisfy { $0.start.weekday == .monday })
    }

    @Test("An unknown locale and an unknown weekday are errors at their place")
    func errors() {
        for (text, column, words) in [("title: Plan\nlocale: xx-YY\n", 9, "unknown locale \"xx-YY\""),
                                      ("title: Plan\nfirstWeekday: someday\n", 15, "someday")] {
            var errors: [TimelineDocumentError] = []
            do { _ = try TimelineDocument(parsing: text, file: "plan.yaml") } catch { errors = error.errors }
            #expect(errors.count == 1, "\(text)")
            #expect(errors.first?.line == 2 && errors.first?.column == column, "\(errors)")
            #expect(errors.first?.message.contains(words) == true, "\(errors)")
        }
        var built = TimelineDocument()
        built.locale = "not a locale"
        #expect(throws: TimelineDocumentErrors.self) { try built.resolve() }
    }
}
