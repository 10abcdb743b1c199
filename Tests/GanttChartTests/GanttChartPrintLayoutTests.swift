import Foundation
import Testing
import GanttChart
import TimelineCore
import TimelineGraphics

@Suite("GanttChartPrintLayout")
struct GanttChartPrintLayoutTests {
    /// A 600 × 400 landscape sheet with 50 pt margins and a 20 pt footer: the body is 500 × 280.
    static let setup = PageSetup(paper: PaperSize(name: "Test", width: 400, height: 600), orientation: .landscape,
                                 margins: EdgeInsets(all: 50), footerHeight: 20)

    /// Item 100 + r on row r, from March (3 + r) 09:00 to March (4 + r) 15:00.
    static func item(_ row: Int) -> GanttChartItem {
        GanttChartItem(id: GanttChartItem.ID(100 + row), label: "Task \(row)", row: row,
                       time: TimeRange(march(3 + row, 9)..<march(4 + row, 15)))
    }

    /// 28 days at 2.5 pt an hour = 1 680 pt of timeline; rows of 24 pt under a 2 × 20 pt header.
    static func configuration() -> GanttChartConfiguration {
        var configuration = fixedConfiguration(hourWidth: 2.5, days: 28)
        configuration.rowHeight = 24
        configuration.header.rowHeight = 20
        return configuration
    }

    /// The pages (indexes) where item r's bar should be: its band, and the
    /// columns whose 160-hour slice (400 pt) overlaps its hours.
    static func expectedPages(ofRow row: Int, columns: Int) -> Set<Int> {
        let start = Double(row * 24 + 9), finish = Double(row * 24 + 24 + 15)
        let band = row / 10
        return Set((0..<columns).filter { column in
            Double(column) * 160 < finish && start < Double(column + 1) * 160
        }.map { band * columns + $0 })
    }

    @Test("25 rows over a 1 680 pt timeline with a 100 pt grid: 5 slices × 3 bands = 15 pages, each bar on the pages of its row and time")
    func gridPrintout() throws {
        let configuration = Self.configuration()
        #expect(configuration.headerRows.count == 2)
        var identifier = OutlineGanttChartColumn.identifier()
        identifier.width = 40
        var name = OutlineGanttChartColumn.name()
        name.width = 60
        let rows = (0..<25).map { OutlineGanttChartRow(id: OutlineGanttChartRow.ID(rawValue: $0 + 1), label: "Task \($0)", items: [Self.item($0)]) }
        let chart = try OutlineGanttChart(dataSource: OutlineGanttChartTreeDataSource(rows: rows), columns: [identifier, name])
        let printout = try GanttChartPrintLayout.gridPrintout(for: chart, configuration: configuration, setup: Self.setup, title: "Atlas")
        let pagination = printout.pagination
        #expect(pagination.scrollableWidth == 1_680 && pagination.fixedWidth == 100 && pagination.headerHeight == 40)
        #expect(pagination.columnCount == 5 && pagination.bandCount == 3 && printout.pageCount == 15)
        #expect(pagination.rowsPerPage == 10)

        var pagesOfItem: [Int: Set<Int>] = [:]
        for page in pagination {
            let list = GanttChartPrintLayout.gridPage(page, of: printout, for: chart)
            #expect(list.size == Size(width: 600, height: 400))
            // The header and the grid's column titles on every page.
            #expect(!list.elements(withRole: .headerCell).isEmpty)
            #expect(list.element(withID: "gridheader:1") != nil)
            // The grid shows exactly the page's rows, whole.
            let gridRows = Set(list.elements(withRole: .gridCell).compactMap { element -> Int? in
                let parts = element.id.description.split(separator: ":")
                return parts.count == 3 ? Int(parts[1]) : nil
            })
            #expect(gridRows == Set(page.rows), "page \(page.number)")
            for row in page.rows {
                guard let cell = list.element(withID: SemanticID("cell:\(row):1:text")), case let .text(run) = cell.primitive else {
                    Issue.record("page \(page.number): no name cell for row \(row)"); continue
                }
                // The 60 pt column cuts the name with an ellipsis; the element keeps the whole text as its title.
                #expect((cell.title ?? run.string) == "Task \(row)")
            }
            guard case let .text(number)? = list.element(withID: "page:footer:number")?.primitive else {
                Issue.record("page \(page.number): no footer"); continue
            }
            #expect(number.string == "Page \(page.number) of 15")
            // Seen on the page: inside the page's clip (bars of the slices beside it are laid out, clipped away).
            for row in 0..<25 where list.bounds(of: SemanticID("item:\(100 + row)")).map({ $0.width > 0 && $0.height > 0 }) == true {
                pagesOfItem[row, default: []].insert(page.index)
            }
        }
        for row in 0..<25 {
            #expect(pagesOfItem[row, default: []] == Self.expectedPages(ofRow: row, columns: 5), "row \(row)")
        }
    }

    @Test("A 600 pt grid on a 500 pt page is printed at 50 %, not refused: header, grid titles and page numbers on all 10 pages, a cut bar continues on the next page")
    func wideGrid() throws {
        var identifier = OutlineGanttChartColumn.identifier()
        identifier.width = 40
        var name = OutlineGanttChartColumn.name()
        name.width = 560
        let rows = (0..<25).map { OutlineGanttChartRow(id: OutlineGanttChartRow.ID(rawValue: $0 + 1), label: "Task \($0)", items: [Self.item($0)]) }
        let chart = try OutlineGanttChart(dataSource: OutlineGanttChartTreeDataSource(rows: rows), columns: [identifier, name])
        let printout = try GanttChartPrintLayout.gridPrintout(for: chart, configuration: Self.configuration(), setup: Self.setup, title: "Atlas")
        let pagination = printout.pagination
        // Scale 0.6 × 500 / 600 = 0.5: 1 000 × 560 unscaled points a page, 400 of them timeline (160 h);
        // 1 680 / 400 = 4.2 → 5 across; (560 − 40) / 24 = 21 rows → 25 rows are 2 bands.
        #expect(pagination.scale == 0.5 && pagination.sliceWidth == 400 && pagination.rowsPerPage == 21)
        #expect(pagination.columnCount == 5 && pagination.bandCount == 2 && printout.pageCount == 10)
        for page in pagination {
            let list = GanttChartPrintLayout.gridPage(page, of: printout, for: chart)
            #expect(!list.elements(withRole: .headerCell).isEmpty, "page \(page.number)")
            #expect(list.element(withID: "gridheader:0") != nil && list.element(withID: "gridheader:1") != nil, "page \(page.number)")
            guard case let .text(number)? = list.element(withID: "page:footer:number")?.primitive else {
                Issue.record("page \(page.number): no footer"); continue
            }
            #expect(number.string == "Page \(page.number) of 10")
        }
        // Row 6's bar runs from hour 153 to 183: cut at the first slice's end (hour 160, the body's right edge at
        // 50 + 500 = 550) and continued on page 2 from the grid's right edge (50 + 600 × 0.5 = 350) to 350 + 23 h × 2.5 × 0.5.
        let first = try #require(GanttChartPrintLayout.gridPage(pagination[0], of: printout, for: chart).bounds(of: "item:106"))
        let second = try #require(GanttChartPrintLayout.gridPage(pagination[1], of: printout, for: chart).bounds(of: "item:106"))
        #expect(abs(first.minX - (50 + (600 + 153 * 2.5) * 0.5)) < 1 && abs(first.maxX - 550) < 1)
        #expect(abs(second.minX - 350) < 1 && abs(second.maxX - (350 + 23 * 2.5 * 0.5)) < 1)
    }

    /// The header labels of a sheet: each text run with its whole frame and the clip it is drawn in, in sheet coordinates.
    static func headerLabels(of list: DisplayList) -> [(run: TextRun, frame: Rect, clip: Rect?)] {
        var found: [(run: TextRun, frame: Rect, clip: Rect?)] = []
        func walk(_ elements: [DisplayElement], dx: Double, dy: Double, clip: Rect?) {
            for element in elements {
                switch element.primitive {
                case let .text(run) where element.role == .headerLabel:
                    found.append((run, run.bounds().offsetBy(dx: dx, dy: dy), clip))
                case let .group(group):
                    let (ndx, ndy) = (dx + group.translation.x, dy + group.translation.y)
                    var childClip = clip
                    if let groupClip = group.clip?.offsetBy(dx: ndx, dy: ndy) {
                        childClip = clip.map { $0.intersection(groupClip) ?? Rect(origin: groupClip.origin, size: .zero) } ?? groupClip
                    }
                    walk(group.children, dx: ndx, dy: ndy, clip: childClip)
                default:
                    break
                }
            }
        }
        walk(list.elements, dx: 0, dy: 0, clip: nil)
        return found
    }

    @Test("On every page, a month label whose cell the page's edge cuts is drawn whole inside the page, or left out")
    func headerLabelsStayOnTheirPage() throws {
        // 120 days at 12 pt a day = 1 440 pt: four 400 pt slices beside 100 pt row headers. From Mon March 3,
        // April starts at x 348, May at 708, June at 1 080, July at 1 440.
        var configuration = fixedConfiguration(hourWidth: 0.5, days: 120)
        configuration.rowHeight = 24
        configuration.rowHeaderWidth = 100
        let english = Locale(identifier: "en_US")
        configuration.header = GanttChartHeader(rows: [GanttChartHeaderRow(.months(locale: english)),
                                                       GanttChartHeaderRow(.weeks(startingOn: .monday, format: .dayMonth, locale: english))],
                                                rowHeight: 20)
        let source = try GanttChartItemSource(items: (0..<5).map(Self.item))
        let printout = try GanttChartPrintLayout.printout(for: source, configuration: configuration, setup: Self.setup)
        #expect(printout.pagination.columnCount == 4 && printout.pageCount == 4)
        var pagesOfLabel: [String: [Int]] = [:]
        for page in printout.pagination {
            let list = GanttChartPrintLayout.page(page, of: printout, for: source)
            for (run, frame, clip) in Self.headerLabels(of: list) {
                let clip = try #require(clip, "page \(page.number): \(run.string) is not clipped to the page")
                #expect(frame.minX >= clip.minX - 0.01 && frame.maxX <= clip.maxX + 0.01,
                        "page \(page.number): \(run.string) at \(frame) runs out of \(clip)")
                #expect(run.displayedString(measurer: TextMeasurer()) == run.string, "page \(page.number): \(run.string) is shortened")
                if run.string.hasSuffix("2025") { pagesOfLabel[run.string, default: []].append(page.number) }
            }
        }
        // March fills page 1 up to 348; the 52 pt of April there are too narrow for "April 2025"; April shows on page 2,
        // May on pages 2 (its first 92 pt) and 3, June on pages 3 (120 pt) and 4.
        #expect(pagesOfLabel == ["March 2025": [1], "April 2025": [2], "May 2025": [2, 3], "June 2025": [3, 4]])
    }

    @Test("A label that runs over a page's right edge is cut there and continues at the next page's left edge")
    func labelContinues() throws {
        var identifier = OutlineGanttChartColumn.identifier()
        identifier.width = 40
        var name = OutlineGanttChartColumn.name()
        name.width = 560
        // One hour, 153 h to 154 h: its bar ends 15 unscaled points before the first slice's end (160 h = 400 pt),
        // and its label starts 12 pt (the label spacing) after the bar.
        let short = GanttChartItem(id: 200, label: "A label long enough to run over the edge of the page", row: 0,
                                   time: TimeRange(march(9, 9)..<march(9, 10)))
        let rows = [OutlineGanttChartRow(id: OutlineGanttChartRow.ID(rawValue: 1), label: "Short", items: [short])]
        let chart = try OutlineGanttChart(dataSource: OutlineGanttChartTreeDataSource(rows: rows), columns: [identifier, name])
        let printout = try GanttChartPrintLayout.gridPrintout(for: chart, configuration: Self.configuration(), setup: Self.setup)
        #expect(printout.pagination.scale == 0.5 && printout.pagination.sliceWidth == 400)
        let first = try #require(GanttChartPrintLayout.gridPage(printout.pagination[0], of: printout, for: chart).bounds(of: "item:200:label"))
        let second = try #require(GanttChartPrintLayout.gridPage(printout.pagination[1], of: printout, for: chart).bounds(of: "item:200:label"))
        // Page 1: from just after the bar's end (50 + (600 + 385) × 0.5 = 542.5) to the body's right edge, 550.
        #expect(first.minX > 542.5 && first.minX < 550 && abs(first.maxX - 550) < 1e-9)
        // Page 2: from the grid's right edge (350), as far as the label reaches beyond the slice's start.
        #expect(abs(second.minX - 350) < 1e-9 && second.maxX > 360)
        // Together the two pages show the whole label, once: its width at 50 %.
        let whole = TextMeasurer().width(of: short.label, font: printout.style.labelFont) * 0.5
        #expect(abs(first.width + second.width - whole) < 0.5)
    }

    @Test("A page's time range is its 400 pt slice: 160 hours from the timeline's start")
    func timeRanges() throws {
        let source = try GanttChartItemSource(items: (0..<25).map(Self.item))
        var configuration = Self.configuration()
        configuration.rowHeaderWidth = 100
        let printout = try GanttChartPrintLayout.printout(for: source, configuration: configuration, setup: Self.setup)
        #expect(printout.pageCount == 15)
        let second = printout.pagination[1]
        #expect(printout.timeRange(of: second) == TimeRange(march(9, 16)..<march(16, 8)))
        #expect(printout.timeRange(of: printout.pagination[4]) == TimeRange(march(29, 16)..<march(31)))
        #expect(printout.viewport(for: printout.pagination[6]) == GanttChartViewport(size: Size(width: 500, height: 280), x: 400, firstRow: 10))
        // Row headers repeat on every page: each page's content has the page's rows' backgrounds only.
        for page in printout.pagination {
            let content = GanttChartPrintLayout.content(of: page, in: printout, for: source)
            #expect(content.size == printout.pagination.contentSize(of: page))
            let rows = Set(content.elements(withRole: .row).compactMap { Int($0.id.description.dropFirst(4)) }
                           + content.elements(withRole: .alternateRow).compactMap { Int($0.id.description.dropFirst(4)) })
            #expect(rows == Set(page.rows), "page \(page.number)")
        }
    }

    @Test("Fit to width: one page across, scaled; 25 rows still need pages down")
    func fitToWidth() throws {
        let source = try GanttChartItemSource(items: (0..<25).map(Self.item))
        var configuration = Self.configuration()
        configuration.rowHeaderWidth = 100
        var setup = Self.setup
        setup.fitsToWidth = true
        let printout = try GanttChartPrintLayout.printout(for: source, configuration: configuration, setup: setup)
        // Scale 500 / 1 780; a page holds 280 × 1780 / 500 = 996.8 pt: (996.8 − 40) / 24 = 39.9 → 39 rows: one page.
        #expect(abs(printout.pagination.scale - 500.0 / 1_780) < 1e-12)
        #expect(printout.pagination.rowsPerPage == 39 && printout.pageCount == 1)
        let list = GanttChartPrintLayout.page(printout.pagination[0], of: printout, for: source)
        let bar = try #require(list.bounds(of: "item:100"))
        // Row 0's bar starts 9 h in: 100 + 22.5 pt unscaled, from the margin.
        #expect(abs(bar.minX - (50 + (100 + 22.5) * 500 / 1_780)) < 0.5)
    }
}
