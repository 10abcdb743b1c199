/// Splits a wide, tall picture into printed pages: a pure value computed from
/// a ``PageSetup`` and the picture's geometry.
///
/// The picture has a fixed left part (a Gantt chart's grid or row headers),
/// a scrollable part to its right (the timeline), a header on top and rows
/// of equal height below. Every page repeats the fixed part on its left and
/// the header on its top; the scrollable part is cut into slices across and
/// the rows into bands down, a band always ending at a row boundary. Pages
/// run in row-major order: the first band's slices left to right, then the
/// next band's.
///
/// The scale (never above 100 %):
/// - A picture that fits on one page across prints at 100 %.
/// - With ``PageSetup/fitsToWidth`` it is scaled down to one page wide, and
///   its rows still run over as many pages as they need.
/// - Otherwise, when the fixed part is wider than
///   ``PageSetup/maximumFixedFraction`` of the printable width, the picture is
///   scaled down until the fixed part takes exactly that share (or until the
///   whole picture fits one page across, if that needs less shrinking); the
///   timeline then runs over as many pages across as it needs. A grid wider
///   than the paper is thus printed smaller, never refused.
///
/// A bar crossing a slice's edge is cut there and continues at the left of
/// the next page across, so nothing is lost between pages.
///
/// ```swift
/// let pagination = try PrintPagination(setup: PageSetup(paper: .a4, orientation: .landscape),
///                                      fixedWidth: 300, scrollableWidth: 2_400,
///                                      headerHeight: 40, rowHeight: 28, rowCount: 120)
/// pagination.count          // columns × bands
/// pagination[0].rows        // 0..<18
/// ```
///
/// The pages are a random-access collection computed on demand, so a
/// printout of many pages costs nothing until a page is asked for.
public struct PrintPagination: Sendable, Hashable, RandomAccessCollection {
    /// The most pages a printout may have unless the caller says otherwise.
    public static let defaultMaximumPageCount = 2_000

    /// The paper, margins and scaling.
    public let setup: PageSetup
    /// The fixed left part's width in unscaled points.
    public let fixedWidth: Double
    /// The scrollable part's whole width in unscaled points.
    public let scrollableWidth: Double
    /// The header's height in unscaled points.
    public let headerHeight: Double
    /// The height of a row in unscaled points.
    public let rowHeight: Double
    /// The number of rows printed.
    public let rowCount: Int
    /// How much the picture is scaled on paper: 1 at 100 %, less when fitted to the width.
    public let scale: Double
    /// The width of a full slice of the scrollable part, in unscaled points.
    public let sliceWidth: Double
    /// The most rows on a page.
    public let rowsPerPage: Int
    /// The number of pages across (slices of the scrollable part).
    public let columnCount: Int
    /// The number of pages down (bands of rows).
    public let bandCount: Int

    /// Paginates a picture.
    /// - Parameters:
    ///   - setup: The paper, margins and scaling.
    ///   - fixedWidth: The width of the part repeated on every page's left (0 for none).
    ///   - scrollableWidth: The width of the part cut into slices across.
    ///   - headerHeight: The height of the header repeated on every page's top.
    ///   - rowHeight: The height of one row (positive).
    ///   - rowCount: The number of rows.
    ///   - maximumPageCount: The most pages allowed.
    /// - Throws: ``PrintPaginationError`` when a size is invalid, the paper
    ///   leaves no room, the header and one row do not fit a page, or there
    ///   would be more than `maximumPageCount` pages.
    /// - Complexity: O(1).
    public init(setup: PageSetup, fixedWidth: Double, scrollableWidth: Double, headerHeight: Double, rowHeight: Double,
                rowCount: Int, maximumPageCount: Int = PrintPagination.defaultMaximumPageCount) throws(PrintPaginationError) {
        for (name, value) in [("the fixed width", fixedWidth), ("the scrollable width", scrollableWidth), ("the header height", headerHeight)]
        where !(value >= 0 && value.isFinite) {
            throw .invalidGeometry("\(name) is \(value)")
        }
        guard rowHeight > 0, rowHeight.isFinite else { throw .invalidGeometry("the row height is \(rowHeight)") }
        guard rowCount >= 0 else { throw .invalidGeometry("the row count is \(rowCount)") }
        for (name, value) in [("margin", setup.margins.top), ("margin", setup.margins.leading), ("margin", setup.margins.bottom),
                              ("margin", setup.margins.trailing), ("footer height", setup.footerHeight),
                              ("paper width", setup.paper.width), ("paper height", setup.paper.height)]
        where !(value >= 0 && value.isFinite) {
            throw .invalidGeometry("the \(name) is \(value)")
        }
        let body = setup.bodyRect
        guard body.width > 0, body.height > 0 else {
            throw .noPrintableArea(paper: setup.paper.name, width: body.width, height: body.height)
        }
        let fraction = setup.maximumFixedFraction
        guard fraction > 0, fraction < 1 else {
            throw .invalidGeometry("the grid's largest share of the page width is \(fraction) (it must be above 0 and below 1)")
        }
        // A little slack so that a picture exactly n pages wide is not n + 1 pages.
        let tolerance = 1e-6
        let scale = Self.scale(fixedWidth: fixedWidth, scrollableWidth: scrollableWidth, bodyWidth: body.width,
                               fitsToWidth: setup.fitsToWidth, maximumFixedFraction: fraction)
        let printableWidth = body.width / scale
        let printableHeight = body.height / scale
        // One page across when the whole picture fits at this scale.
        let sliceWidth = setup.fitsToWidth || fixedWidth + scrollableWidth <= printableWidth * (1 + tolerance)
            ? scrollableWidth : printableWidth - fixedWidth
        let rowsRoom = (printableHeight - headerHeight) / rowHeight
        guard rowsRoom + tolerance >= 1 else {
            throw .rowsDoNotFit(headerHeight: headerHeight, rowHeight: rowHeight, printableHeight: body.height)
        }
        let rowsPerPage = rowsRoom >= Double(Int.max / 2) ? Int.max / 2 : Int((rowsRoom + tolerance).rounded(.down))
        let columns: Int
        if scrollableWidth <= 0 || sliceWidth <= 0 {
            columns = 1
        } else {
            let slices = (scrollableWidth / sliceWidth - tolerance).rounded(.up)
            guard slices <= Double(maximumPageCount) else {
                let across = Int(Swift.min(slices, Double(Int.max / 4)))
                throw .tooManyPages(count: across, columns: across, bands: 1, maximum: maximumPageCount)
            }
            columns = Swift.max(1, Int(slices))
        }
        let bands = Swift.max(1, rowCount / rowsPerPage + (rowCount % rowsPerPage == 0 ? 0 : 1))
        let (count, overflow) = columns.multipliedReportingOverflow(by: bands)
        guard !overflow, count <= maximumPageCount else {
            throw .tooManyPages(count: overflow ? Int.max : count, columns: columns, bands: bands, maximum: maximumPageCount)
        }
        self.setup = setup
        self.fixedWidth = fixedWidth
        self.scrollableWidth = scrollableWidth
        self.headerHeight = headerHeight
        self.rowHeight = rowHeight
        self.rowCount = rowCount
        self.scale = scale
        self.sliceWidth = sliceWidth
        self.rowsPerPage = rowsPerPage
        self.columnCount = columns
        self.bandCount = bands
    }

    /// The scale a picture prints at (see the type's discussion), in `(0, 1]`.
    /// - Parameters:
    ///   - fixedWidth: The repeated left part's width.
    ///   - scrollableWidth: The scrollable part's width.
    ///   - bodyWidth: The printable width of a page (positive).
    ///   - fitsToWidth: Scale the whole picture to one page across.
    ///   - maximumFixedFraction: The largest share of `bodyWidth` the fixed part may take, in `(0, 1)`.
    /// - Returns: 1, or the factor that shrinks the picture as described.
    public static func scale(fixedWidth: Double, scrollableWidth: Double, bodyWidth: Double, fitsToWidth: Bool,
                             maximumFixedFraction: Double) -> Double {
        let totalWidth = fixedWidth + scrollableWidth
        guard totalWidth > bodyWidth else { return 1 }
        let wholeFits = bodyWidth / totalWidth
        if fitsToWidth { return wholeFits }
        let fixedRoom = bodyWidth * maximumFixedFraction
        guard fixedWidth > fixedRoom else { return 1 }
        return Swift.min(1, Swift.max(wholeFits, fixedRoom / fixedWidth))
    }

    // MARK: RandomAccessCollection

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of pages: ``columnCount`` × ``bandCount``.
    public var endIndex: Int { columnCount * bandCount }

    /// The page at `index` (row-major: `index = band × columnCount + column`).
    /// - Complexity: O(1).
    public subscript(index: Int) -> PrintPage {
        precondition(index >= 0 && index < endIndex, "PrintPagination: page index \(index) is outside 0..<\(endIndex)")
        let band = index / columnCount, column = index % columnCount
        let x = Double(column) * sliceWidth
        let width = Swift.max(0, Swift.min(sliceWidth, scrollableWidth - x))
        let firstRow = band * rowsPerPage
        let lastRow = Swift.min(rowCount, firstRow + rowsPerPage)
        return PrintPage(index: index, column: column, band: band, x: x, width: width, rows: firstRow..<Swift.max(firstRow, lastRow))
    }

    /// The size of `page`'s picture before scaling: the fixed part and the
    /// page's slice across, the header and the page's rows down.
    /// - Parameter page: A page of this pagination.
    public func contentSize(of page: PrintPage) -> Size {
        Size(width: fixedWidth + page.width, height: headerHeight + Double(page.rows.count) * rowHeight)
    }
}
