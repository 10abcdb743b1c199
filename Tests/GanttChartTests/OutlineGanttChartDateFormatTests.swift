import Foundation
import Testing
@testable import GanttChart
import TimelineCore

@Suite("OutlineGanttChartDateFormat")
struct OutlineGanttChartDateFormatTests {
    static let german = OutlineGanttChartDateFormat.localized(Locale(identifier: "de_DE"))
    static let american = OutlineGanttChartDateFormat.localized(Locale(identifier: "en_US"))

    @Test("A locale's numeric date (four-digit year) and a 24-hour time; ISO 8601 by default")
    func writes() {
        let time = Time(year: 2025, month: 3, day: 4, hour: 8, minute: 5)
        #expect(OutlineGanttChartDateFormat.iso8601.text(for: time) == "2025-03-04 08:05")
        #expect(Self.german.text(for: time) == "04.03.2025 08:05")
        #expect(Self.american.text(for: time) == "03/04/2025 08:05")
        #expect(Self.german.text(for: time.adding(seconds: 30)) == "04.03.2025 08:05:30", "seconds only when not zero")
        // The end of a day, as a finish, stays on its day.
        #expect(Self.german.text(for: Time(year: 2025, month: 3, day: 5).asFinish) == "04.03.2025 24:00")
        #expect(Self.german.datePattern == "dd.MM.yyyy")
        #expect(OutlineGanttChartDateFormat.iso8601.datePattern == nil)
    }

    @Test("Reads what it writes, the locale's short forms and ISO 8601; 24:00 ends the day")
    func reads() throws {
        #expect(try Self.german.time(parsing: "04.03.2025 08:05") == Time(year: 2025, month: 3, day: 4, hour: 8, minute: 5))
        #expect(try Self.german.time(parsing: " 4.3.2025 16:30 ") == Time(year: 2025, month: 3, day: 4, hour: 16, minute: 30))
        #expect(try Self.german.time(parsing: "04.03.2025") == Time(year: 2025, month: 3, day: 4))
        #expect(try Self.german.time(parsing: "2025-03-04 16:30") == Time(year: 2025, month: 3, day: 4, hour: 16, minute: 30))
        #expect(try Self.german.time(parsing: "04.03.2025 24:00") == Time(year: 2025, month: 3, day: 5))
        #expect(try Self.american.time(parsing: "3/4/2025 9:00") == Time(year: 2025, month: 3, day: 4, hour: 9))
        #expect(try OutlineGanttChartDateFormat.iso8601.time(parsing: "2025-03-04T09:00") == Time(year: 2025, month: 3, day: 4, hour: 9))
    }

    @Test("Refuses what it cannot read, saying how to write it: year first, two-digit years, bad clocks")
    func refuses() {
        // ICU takes other separators, but always in the locale's order: a German 04/03/2025 is 4 March.
        #expect((try? Self.german.time(parsing: "04/03/2025")) == Time(year: 2025, month: 3, day: 4))
        for text in ["2025.03.04", "4.3.25 08:00", "04.03.2025 25:00", "04.03.2025 08:61", "next tuesday", ""] {
            #expect(throws: OutlineGanttChartCellTextError.self, "\(text)") { try Self.german.time(parsing: text) }
        }
        do {
            _ = try Self.german.time(parsing: "Dienstag")
            Issue.record("read a weekday name as a date")
        } catch {
            #expect(error.reason.contains("04.03.2025 08:00") && error.reason.contains("2025-03-04 08:00"), "\(error.reason)")
        }
        #expect(throws: OutlineGanttChartCellTextError.self) { try OutlineGanttChartDateFormat.iso8601.time(parsing: "04.03.2025") }
    }

    @Test("Every minute-precision time reads back as written, in several locales", arguments: ["de_DE", "en_US", "en_GB", "fr_FR", "ja_JP", "nl_NL"])
    func roundTrip(locale: String) throws {
        let format = OutlineGanttChartDateFormat.localized(Locale(identifier: locale))
        var time = Time(year: 1999, month: 12, day: 31, hour: 23, minute: 59)
        for step in 0..<400 {
            let text = format.text(for: time)
            #expect(try format.time(parsing: text) == time, "\(locale): \(text)")
            time = time.adding(seconds: Double(86_400 * 37 + 60 * (step % 61) + 3_600 * (step % 5)))
        }
    }

    @Test("A chart's date format is its grid's: cells written and edits read in it")
    func chartCells() throws {
        let item = GanttChartItem(id: 1, label: "Design", row: 0,
                                  time: TimeRange(Time(year: 2025, month: 3, day: 3, hour: 8)..<Time(year: 2025, month: 3, day: 5, hour: 16)))
        let manager = GanttChartItemManager(source: try GanttChartItemSource(items: [item], dependencies: []))
        let chart = OutlineGanttChart(sharing: OutlineGanttChartManagerDataSource(manager: manager), columns: [.name(), .start(), .finish()])
        #expect(chart.cellText(row: 0, column: 1) == "2025-03-03 08:00")
        chart.dateFormat = Self.german
        #expect(chart.cellText(row: 0, column: 1) == "03.03.2025 08:00")
        #expect(chart.cellText(row: 0, column: 2) == "05.03.2025 16:00")
        try chart.setCellText("04.03.2025 08:00", row: 0, column: 1)
        #expect(manager.item(withID: 1)?.start == Time(year: 2025, month: 3, day: 4, hour: 8))
        #expect(manager.item(withID: 1)?.finish == Time(year: 2025, month: 3, day: 6, hour: 16), "a new start keeps the duration")
        #expect(throws: OutlineGanttChartEditError.self) { try chart.setCellText("nächsten Dienstag", row: 0, column: 1) }
        #expect(manager.item(withID: 1)?.start == Time(year: 2025, month: 3, day: 4, hour: 8), "a refused edit changes nothing")
    }
}
