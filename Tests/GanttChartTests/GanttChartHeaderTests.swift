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

    @Test("a label whose cell the viewport's edge cuts sits whole in the cell's visible part, or is left out when it does not fit there")
    func cutCellsKeepTheirLabelsInView() throws {
        // 12 pt a day from Mon March 3: April 2025 spans x 348 ..< 708, May 708 ..< 1 080, June from 1 080.
        var configuration = fixedConfiguration(hourWidth: 0.5, days: 120)
        configuration.header = GanttChartHeader(rows: [GanttChartHeaderRow(.months(locale: Self.en))])
        let source = try GanttChartItemSource(items: [])
        func labels(atX x: Double) -> [String: TextRun] {
            let scene = GanttChartLayout.scene(for: source, in: GanttChartViewport(size: Size(width: 400, height: 100), x: x),
                                               configuration: configuration)
            var runs: [String: TextRun] = [:]
            for element in scene.displayList.elements(withRole: .headerLabel) {
                guard case let .text(run) = element.primitive else { continue }
                runs[run.string] = run
                // The whole text, inside the viewport.
                let frame = run.bounds()
                #expect(frame.minX >= 0 && frame.maxX <= 400, "\(run.string) at \(x): \(frame)")
                #expect(run.displayedString(measurer: TextMeasurer()) == run.string)
            }
            return runs
        }
        // Scrolled to 400: April's visible part is 0 ..< 308, May's 308 ..< 400; each label centered in it.
        let at400 = labels(atX: 400)
        #expect(Set(at400.keys) == ["April 2025", "May 2025"])
        #expect(at400["April 2025"]?.position.x == 154 && at400["April 2025"]?.anchor == .middle)
        #expect(at400["May 2025"]?.position.x == 354)
        // Scrolled to 690: 18 pt of April and 10 pt of June show; too narrow for their labels. May is whole: centered in its cell.
        let at690 = labels(atX: 690)
        #expect(Set(at690.keys) == ["May 2025"])
        #expect(at690["May 2025"]?.position.x == 204)
        // Leading labels too: the whole label at the visible part's left, or none.
        configuration.header = GanttChartHeader(rows: [GanttChartHeaderRow(.months(locale: Self.en), labelAlignment: .leading)])
        #expect(labels(atX: 400)["April 2025"]?.position.x == 6)
        #expect(Set(labels(atX: 690).keys) == ["May 2025"])
    }

    @Test("a day's number in a cell narrower than it and two 6-point margins is drawn whole with 2-point margins, never cut to \"…\"; a label that does not fit even so is cut or left out")
    func shortLabelsFitTightly() throws {
        // 1 pt/h: 24-point days. "10" (about 13 points at 11 pt) needs 25 with 6-point margins, 17 with 2-point ones.
        var configuration = fixedConfiguration(hourWidth: 1, days: 28)
        configuration.header = GanttChartHeader(rows: [GanttChartHeaderRow(.days(format: .day))])
        let source = try GanttChartItemSource(items: [])
        let scene = GanttChartLayout.scene(for: source, in: GanttChartViewport(size: Size(width: 24 * 20, height: 100)),
                                           configuration: configuration)
        let measurer = TextMeasurer()
        var shown: [String] = []
        for element in scene.displayList.elements(withRole: .headerLabel) {
            guard case let .text(run) = element.primitive else { continue }
            shown.append(run.displayedString(measurer: measurer))
            #expect(run.maxWidth == nil || measurer.width(of: run.string, font: run.font) <= run.maxWidth!, "\(run.string) is cut")
            #expect(run.bounds().width <= 24)
        }
        #expect(shown == (3...22).map(String.init), "\(shown)")
        #expect(measurer.width(of: "10", font: GanttChartStyle().headerLabelFont) + 12 > 24)   // the case this test is about

        // A long label in the same cells: cut with "…" (still readable) or left out, never wider than its cell.
        configuration.header = GanttChartHeader(rows: [GanttChartHeaderRow(.days(format: .pattern("EEEE d"), locale: Self.en))])
        let long = GanttChartLayout.scene(for: source, in: GanttChartViewport(size: Size(width: 24 * 20, height: 100)),
                                          configuration: configuration)
        for element in long.displayList.elements(withRole: .headerLabel) {
            guard case let .text(run) = element.primitive else { continue }
            #expect(run.maxWidth.map { $0 <= 24 - 12 } == true, "\(run.string)")
        }
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
