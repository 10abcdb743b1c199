/// One page of a ``PrintPagination``: a slice of the scrollable width (the
/// time, for a chart) × a range of whole rows, with the fixed left part
/// (a grid or row headers) and the header repeated.
public struct PrintPage: Sendable, Hashable, Codable {
    /// The page's place in the printout, from 0, in row-major order
    /// (all the pages of the first rows left to right, then the next rows).
    public var index: Int
    /// The page's column: which slice of the scrollable width, from 0.
    public var column: Int
    /// The page's band: which range of rows, from 0.
    public var band: Int
    /// The slice of the scrollable width, in unscaled points from its start:
    /// `[x, x + width)`.
    public var x: Double
    /// The width of the slice in unscaled points (the last column's may be narrower).
    public var width: Double
    /// The rows printed on the page, half-open; never a part of a row.
    public var rows: Range<Int>

    /// Creates a page.
    public init(index: Int, column: Int, band: Int, x: Double, width: Double, rows: Range<Int>) {
        self.index = index
        self.column = column
        self.band = band
        self.x = x
        self.width = width
        self.rows = rows
    }

    /// The page number people read: ``index`` + 1.
    public var number: Int { index + 1 }
}
