/// Why a picture cannot be split into pages.
public enum PrintPaginationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The margins and the footer leave no room on the paper.
    case noPrintableArea(paper: String, width: Double, height: Double)
    /// Not even one row fits under the header on a page.
    case rowsDoNotFit(headerHeight: Double, rowHeight: Double, printableHeight: Double)
    /// A size is negative, infinite or not a number.
    case invalidGeometry(String)
    /// The printout would have more pages than allowed.
    case tooManyPages(count: Int, columns: Int, bands: Int, maximum: Int)

    /// What went wrong and what helps.
    public var description: String {
        switch self {
        case let .noPrintableArea(paper, width, height):
            return "the margins and the footer leave no room on \(paper) paper (\(Self.format(width)) × \(Self.format(height)) pt printable)"
        case let .rowsDoNotFit(headerHeight, rowHeight, printableHeight):
            return "a page prints \(Self.format(printableHeight)) pt down, too little for the \(Self.format(headerHeight)) pt header and one \(Self.format(rowHeight)) pt row"
        case let .invalidGeometry(what):
            return "cannot paginate: \(what)"
        case let .tooManyPages(count, columns, bands, maximum):
            return "the printout would have \(count) pages (\(columns) across × \(bands) down; at most \(maximum)); fit the chart to the page's width, zoom out, or print a shorter timeline"
        }
    }

    /// A length with at most one decimal.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(format0: tenths / 10) : String(format1: tenths / 10)
    }
}

private extension String {
    init(format0 value: Double) {
        self = value.magnitude < 1e15 ? String(Int64(value)) : "\(value)"
    }

    init(format1 value: Double) {
        guard value.magnitude < 1e14 else { self = "\(value)"; return }
        let tenths = Int64((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        self = "\(sign)\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
    }
}
