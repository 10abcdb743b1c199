import Testing
import TimelineGraphics

@Suite("PrintPagination")
struct PrintPaginationTests {
    /// A 600 × 400 landscape sheet with 50 pt margins and a 20 pt footer:
    /// the body is 500 × 280 at (50, 50).
    static let setup = PageSetup(paper: PaperSize(name: "Test", width: 400, height: 600), orientation: .landscape,
                                 margins: EdgeInsets(all: 50), footerHeight: 20)

    @Test("Paper sizes: A4 is 210 × 297 mm, A3 297 × 420 mm, Letter 8.5 × 11 in, in points; landscape swaps the sides")
    func paperSizes() {
        #expect(abs(PaperSize.a4.width - 595.2756) < 0.001)
        #expect(abs(PaperSize.a4.height - 841.8898) < 0.001)
        #expect(abs(PaperSize.a3.width - 841.8898) < 0.001)
        #expect(abs(PaperSize.a3.height - 1190.5512) < 0.001)
        #expect(PaperSize.letter.width == 612 && PaperSize.letter.height == 792)
        #expect(PaperSize.letter.size(in: .landscape) == Size(width: 792, height: 612))
        #expect(PaperSize(named: "a4") == .a4 && PaperSize(named: "LETTER") == .letter && PaperSize(named: "A5") == nil)
        #expect(Self.setup.bodyRect == Rect(x: 50, y: 50, width: 500, height: 280))
        #expect(Self.setup.footerRect == Rect(x: 50, y: 330, width: 500, height: 20))
    }

    @Test("A chart 3.2 pages wide and 2.5 pages tall prints on 4 × 3 = 12 pages in row-major order")
    func threePointTwoByTwoPointFive() throws {
        // Grid 100 pt: each page shows 400 pt of timeline; 1 280 pt = 3.2 slices.
        // Header 40 pt: (280 − 40) / 24 = 10 rows a page; 25 rows = 2.5 bands.
        let pagination = try PrintPagination(setup: Self.setup, fixedWidth: 100, scrollableWidth: 1_280,
                                             headerHeight: 40, rowHeight: 24, rowCount: 25)
        #expect(pagination.scale == 1)
        #expect(pagination.sliceWidth == 400)
        #expect(pagination.rowsPerPage == 10)
        #expect(pagination.columnCount == 4 && pagination.bandCount == 3)
        #expect(pagination.count == 12)
        #expect(pagination.map(\.column) == [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3])
        #expect(pagination.map(\.band) == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2])
        #expect(pagination.map(\.x) == [0, 400, 800, 1_200, 0, 400, 800, 1_200, 0, 400, 800, 1_200])
        #expect(pagination[5] == PrintPage(index: 5, column: 1, band: 1, x: 400, width: 400, rows: 10..<20))
        #expect(pagination[11] == PrintPage(index: 11, column: 3, band: 2, x: 1_200, width: 80, rows: 20..<25))
        #expect(pagination[11].number == 12)
        #expect(pagination.contentSize(of: pagination[0]) == Size(width: 500, height: 280))
        #expect(pagination.contentSize(of: pagination[11]) == Size(width: 180, height: 160))
    }

    @Test("Every row is printed exactly once per column, and every slice of the timeline exactly once per band")
    func coverage() throws {
        let pagination = try PrintPagination(setup: Self.setup, fixedWidth: 100, scrollableWidth: 1_280,
                                             headerHeight: 40, rowHeight: 24, rowCount: 25)
        for column in 0..<pagination.columnCount {
            let rows = pagination.filter { $0.column == column }.flatMap { Array($0.rows) }
            #expect(rows == Array(0..<25))
        }
        for band in 0..<pagination.bandCount {
            let widths = pagination.filter { $0.band == band }.map(\.width).reduce(0, +)
            #expect(widths == 1_280)
        }
    }

    @Test("Exactly 3 pages wide and 2 pages tall is 3 × 2 pages, not one more")
    func exactMultiples() throws {
        let pagination = try PrintPagination(setup: Self.setup, fixedWidth: 100, scrollableWidth: 1_200,
                                             headerHeight: 40, rowHeight: 24, rowCount: 20)
        #expect(pagination.columnCount == 3 && pagination.bandCount == 2 && pagination.count == 6)
        #expect(pagination[5].rows == 10..<20 && pagination[5].width == 400)
    }

    @Test("Fit to width: one page across, scaled down; the rows still run over several pages")
    func fitToWidth() throws {
        var setup = Self.setup
        setup.fitsToWidth = true
        // 100 + 1 280 = 1 380 pt into 500: scale 500/1380; the page holds
        // 280 × 1380/500 = 772.8 unscaled points down: (772.8 − 40) / 24 = 30.5 → 30 rows.
        let pagination = try PrintPagination(setup: setup, fixedWidth: 100, scrollableWidth: 1_280,
                                             headerHeight: 40, rowHeight: 24, rowCount: 100)
        #expect(abs(pagination.scale - 500.0 / 1_380) < 1e-12)
        #expect(pagination.columnCount == 1 && pagination.rowsPerPage == 30 && pagination.bandCount == 4)
        #expect(pagination.map(\.rows) == [0..<30, 30..<60, 60..<90, 90..<100])
        #expect(pagination.allSatisfy { $0.x == 0 && $0.width == 1_280 })
    }

    @Test("Fit to width never scales a narrow chart up")
    func fitToWidthNarrow() throws {
        var setup = Self.setup
        setup.fitsToWidth = true
        let pagination = try PrintPagination(setup: setup, fixedWidth: 100, scrollableWidth: 300,
                                             headerHeight: 40, rowHeight: 24, rowCount: 5)
        #expect(pagination.scale == 1 && pagination.count == 1 && pagination[0].rows == 0..<5)
    }

    @Test("No rows print one page with the header; no timeline prints one column")
    func empty() throws {
        let pagination = try PrintPagination(setup: Self.setup, fixedWidth: 100, scrollableWidth: 0,
                                             headerHeight: 40, rowHeight: 24, rowCount: 0)
        #expect(pagination.count == 1)
        #expect(pagination[0].rows == 0..<0 && pagination[0].width == 0)
    }

    @Test("A grid wider than 60 % of the page is scaled down to take 60 %; the timeline runs on over pages across")
    func wideGridIsScaled() throws {
        // Grid 600 pt, room for it 0.6 × 500 = 300 pt: scale 0.5. A page then
        // holds 1 000 unscaled points across (400 of timeline) and 560 down:
        // (560 − 40) / 24 = 21.7 → 21 rows. 1 000 pt of timeline = 2.5 → 3 slices; 50 rows = 3 bands.
        let pagination = try PrintPagination(setup: Self.setup, fixedWidth: 600, scrollableWidth: 1_000,
                                             headerHeight: 40, rowHeight: 24, rowCount: 50)
        #expect(pagination.scale == 0.5)
        #expect(pagination.sliceWidth == 400 && pagination.rowsPerPage == 21)
        #expect(pagination.columnCount == 3 && pagination.bandCount == 3 && pagination.count == 9)
        #expect(pagination.map(\.x) == [0, 400, 800, 0, 400, 800, 0, 400, 800])
        #expect(pagination[8] == PrintPage(index: 8, column: 2, band: 2, x: 800, width: 200, rows: 42..<50))
        // The scaled page fills the body exactly: (600 + 400) × 0.5 = 500 across, (40 + 21 × 24) × 0.5 = 272 ≤ 280 down.
        #expect(pagination.contentSize(of: pagination[0]) == Size(width: 1_000, height: 544))
        // A grid wider than the whole paper (900 pt on a 500 pt body) prints too: scale 300/900.
        let wider = try PrintPagination(setup: Self.setup, fixedWidth: 900, scrollableWidth: 2_000,
                                        headerHeight: 40, rowHeight: 24, rowCount: 3)
        #expect(abs(wider.scale - 1.0 / 3) < 1e-12)
        #expect(abs(wider.sliceWidth - 600) < 1e-9 && wider.columnCount == 4 && wider.count == 4)
    }

    @Test("A wide grid is not scaled when the whole picture fits at 100 %, and only as far as one page across needs")
    func wideGridScaleBounds() throws {
        // 400 + 100 = 500 = the body: 100 %, one page, though the grid takes 80 %.
        let fits = try PrintPagination(setup: Self.setup, fixedWidth: 400, scrollableWidth: 100, headerHeight: 40, rowHeight: 24, rowCount: 3)
        #expect(fits.scale == 1 && fits.count == 1 && fits[0].width == 100)
        // 450 + 150 = 600: one page across at 500/600 = 0.833 shrinks less than 300/450 = 0.667, so 0.833 and one column.
        let one = try PrintPagination(setup: Self.setup, fixedWidth: 450, scrollableWidth: 150, headerHeight: 40, rowHeight: 24, rowCount: 3)
        #expect(abs(one.scale - 500.0 / 600) < 1e-12 && one.columnCount == 1 && one[0].width == 150)
        // A grid within 60 % is never scaled: 300 pt of 500.
        let narrow = try PrintPagination(setup: Self.setup, fixedWidth: 300, scrollableWidth: 1_000, headerHeight: 40, rowHeight: 24, rowCount: 3)
        #expect(narrow.scale == 1 && narrow.sliceWidth == 200 && narrow.columnCount == 5)
        // Another share: 0.8 lets a 400 pt grid print at 100 %.
        var setup = Self.setup
        setup.maximumFixedFraction = 0.8
        let share = try PrintPagination(setup: setup, fixedWidth: 400, scrollableWidth: 1_000, headerHeight: 40, rowHeight: 24, rowCount: 3)
        #expect(share.scale == 1 && share.sliceWidth == 100 && share.columnCount == 10)
    }

    @Test("A row taller than the page, no room, a share outside (0, 1) and too many pages are errors naming the sizes")
    func errors() {
        for fraction in [0, 1, -0.5, Double.nan] {
            var setup = Self.setup
            setup.maximumFixedFraction = fraction
            #expect(throws: PrintPaginationError.self) {
                try PrintPagination(setup: setup, fixedWidth: 100, scrollableWidth: 100, headerHeight: 40, rowHeight: 24, rowCount: 3)
            }
        }
        var zeroPaper = Self.setup
        zeroPaper.paper = PaperSize(name: "Zero", width: 0, height: 0)
        #expect(throws: PrintPaginationError.noPrintableArea(paper: "Zero", width: 0, height: 0)) {
            try PrintPagination(setup: zeroPaper, fixedWidth: 100, scrollableWidth: 100, headerHeight: 40, rowHeight: 24, rowCount: 3)
        }
        #expect(throws: PrintPaginationError.rowsDoNotFit(headerHeight: 40, rowHeight: 241, printableHeight: 280)) {
            try PrintPagination(setup: Self.setup, fixedWidth: 0, scrollableWidth: 100, headerHeight: 40, rowHeight: 241, rowCount: 3)
        }
        var noRoom = Self.setup
        noRoom.margins = EdgeInsets(all: 300)
        #expect(throws: PrintPaginationError.noPrintableArea(paper: "Test", width: 0, height: 0)) {
            try PrintPagination(setup: noRoom, fixedWidth: 0, scrollableWidth: 100, headerHeight: 40, rowHeight: 24, rowCount: 3)
        }
        #expect(throws: PrintPaginationError.tooManyPages(count: 30, columns: 3, bands: 10, maximum: 20)) {
            try PrintPagination(setup: Self.setup, fixedWidth: 100, scrollableWidth: 1_200, headerHeight: 40, rowHeight: 24,
                                rowCount: 100, maximumPageCount: 20)
        }
        #expect(throws: PrintPaginationError.self) {
            try PrintPagination(setup: Self.setup, fixedWidth: .nan, scrollableWidth: 100, headerHeight: 40, rowHeight: 24, rowCount: 3)
        }
        #expect(throws: PrintPaginationError.self) {
            try PrintPagination(setup: Self.setup, fixedWidth: 0, scrollableWidth: 100, headerHeight: 40, rowHeight: 0, rowCount: 3)
        }
        let message = PrintPaginationError.rowsDoNotFit(headerHeight: 40, rowHeight: 612.25, printableHeight: 500).description
        #expect(message.contains("612.3 pt") && message.contains("500 pt") && message.contains("40 pt"))
    }

    @Test("10^12 rows: the pages are computed on demand and the count is refused, not allocated")
    func hugeRowCount() throws {
        #expect(throws: PrintPaginationError.self) {
            try PrintPagination(setup: Self.setup, fixedWidth: 100, scrollableWidth: 400, headerHeight: 40, rowHeight: 24,
                                rowCount: 1_000_000_000_000)
        }
        let pagination = try PrintPagination(setup: Self.setup, fixedWidth: 100, scrollableWidth: 400, headerHeight: 40, rowHeight: 24,
                                             rowCount: 1_000_000_000_000, maximumPageCount: Int.max)
        #expect(pagination.count == 100_000_000_000)
        #expect(pagination[pagination.count - 1].rows == 999_999_999_990..<1_000_000_000_000)
    }
}
