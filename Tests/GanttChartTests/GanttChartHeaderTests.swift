import Foundation
@testable import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

@Suite("GanttChartHeader")
struct GanttChartHeaderTests {
    static let en = Locale(identifier: "en_US")
    static let de = Locale(identifier: "de_DE")

    /// A week at day level: 5 pt/h (120 points a day), 7 days wide, starting Monday 2025-03-03.
    func weekScene(locale: Locale) throws -> GanttChartScene {
        var configuration = fixedConfiguration(hourWidth: 5)
        configuration.locale = locale
        let source = try GanttChartItemSource(items: [])
        return GanttChartLayout.scene(for: source, in: GanttChartViewport(size: Size(width: 840, height: 200)),
                                      configuration: configuration)
    }

    func labels(_ scene: GanttChartScene, row: Int) -> [String] {
        scene.displayList.elements(withRole: .headerLabel)
            .filter { $0.id.hasPrefix("header:\(row):") }
            .compactMap { element -> String? in
                guard case let .text(run) = element.primitive else { return nil }
                return run.string
            }
    }

    @Test("a week at day level: seven day cells with localized labels, weeks above")
    func weekAtDayLevel() throws {
        let english = try weekScene(locale: Self.en)
        let days = english.displayList.elements(withRole: .headerCell).filter { $0.id.hasPrefix("header:1:") }
        #expect(days.map(\.id) == (3...9).map { "header:1:2025-03-0\($0)T00:00:00" })
        #expect(days.first?.bounds() == Rect(x: 0, y: 24, width: 120, height: 24))
        #expect(days.last?.bounds() == Rect(x: 720, y: 24, width: 120, height: 24))
        #expect(labels(english, row: 1) == ["Mon 3", "Tue 4", "Wed 5", "Thu 6", "Fri 7", "Sat 8", "Sun 9"])
        // en_US weeks start on Sunday: March 2 (partly visible) and March 9.
        #expect(labels(english, row: 0) == ["Mar 2", "Mar 9"])

        let german = try weekScene(locale: Self.de)
        #expect(labels(german, row: 1) == ["Mo. 3.", "Di. 4.", "Mi. 5.", "Do. 6.", "Fr. 7.", "Sa. 8.", "So. 9."])
        // de_DE weeks start on Monday: one whole week.
        #expect(labels(german, row: 0) == ["3. März"])
        #expect(german.displayList.element(withID: "header:0:2025-03-03T00:00:00")?.bounds() == Rect(x: 0, y: 0, width: 840, height: 24))
    }

    @Test("leading labels stick to the visible left edge of a cell scrolled partly out")
    func stickyLabels() throws {
        var configuration = fixedConfiguration(hourWidth: 5)
        configuration.locale = Self.de
        let source = try GanttChartItemSource(items: [])
        let scene = GanttChartLayout.scene(for: source, in: GanttChartViewport(size: Size(width: 840, height: 200), x: 300),
                                           configuration: configuration)
        let label = try #require(scene.displayList.element(withID: "header:0:2025-03-03T00:00:00:label"))
        guard case let .text(run) = label.primitive else { Issue.record("not text"); return }
        #expect(run.position.x == 6)
    }

    @Test("the automatic rows follow the actual hour width")
    func zoomDependentRows() {
        func durations(_ hourWidth: Double) -> [Double] {
            let range = TimeRange(march(3)..<Time(year: 2026, month: 3, day: 3))
            return GanttChartHeader.automaticRows(forHourWidth: hourWidth, locale: Self.en, firstWeekday: .monday)
                .map { $0.selectors[0].intervals(in: range)[1].duration / 3_600 }
        }
        #expect(durations(30) == [24, 1])             // days / hours
        #expect(durations(2.5) == [168, 24])          // weeks / days
        #expect(durations(0.5) == [30 * 24, 168])     // months (April) / weeks
        #expect(durations(0.1) == [91 * 24, 30 * 24]) // quarters (Q2) / months (April)
        #expect(durations(0.02)[1] == 91 * 24)        // years / quarters

        var configuration = GanttChartConfiguration()
        configuration.zoom = 10  // 25 pt/h
        #expect(configuration.headerRows.count == 2)
        let range = TimeRange(march(3)..<march(4))
        #expect(configuration.headerRows[1].selectors[0].intervals(in: range).count == 24)
    }

    @Test("fixed rows replace the automatic ones; no rows, no header")
    func fixedRows() throws {
        var configuration = fixedConfiguration()
        configuration.header = GanttChartHeader(rows: [GanttChartHeaderRow(.months(locale: Self.de))], rowHeight: 30)
        let source = try GanttChartItemSource(items: [])
        let scene = GanttChartLayout.scene(for: source, in: GanttChartViewport(size: Size(width: 600, height: 200)),
                                           configuration: configuration)
        #expect(scene.headerHeight == 30)
        #expect(labels(scene, row: 0) == ["März 2025"])

        configuration.header = GanttChartHeader(rows: [])
        let bare = GanttChartLayout.scene(for: source, in: GanttChartViewport(size: Size(width: 600, height: 200)),
                                          configuration: configuration)
        #expect(bare.headerHeight == 0)
        #expect(bare.contentFrame.minY == 0)
        #expect(bare.displayList.elements(withRole: .headerCell).isEmpty)
    }

    @Test("the first weekday comes from the locale unless set")
    func firstWeekday() {
        var configuration = GanttChartConfiguration()
        #expect(configuration.resolvedFirstWeekday == .sunday)
        configuration.locale = Self.de
        #expect(configuration.resolvedFirstWeekday == .monday)
        configuration.firstWeekday = .saturday
        #expect(configuration.resolvedFirstWeekday == .saturday)
    }
}
