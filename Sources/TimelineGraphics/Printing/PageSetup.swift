/// How a picture is printed: the paper, its orientation, the margins, the
/// footer's height and whether the picture is scaled down to the page's width.
///
/// A repeated left part (a Gantt chart's grid) wider than
/// ``maximumFixedFraction`` of the printable width is never refused: the
/// picture is scaled down until the grid takes that share and the timeline
/// gets the rest of every page (see ``PrintPagination``).
///
/// All lengths are in points (1/72 inch), the unit of a PDF page and of a
/// display list printed at 100 %.
///
/// ```swift
/// let setup = PageSetup(paper: .a4, orientation: .landscape, fitsToWidth: true)
/// setup.pageSize          // 841.89 × 595.28
/// setup.bodyRect          // the margins and the footer taken away
/// ```
public struct PageSetup: Sendable, Hashable, Codable {
    /// The paper.
    public var paper: PaperSize
    /// Which way the paper is turned.
    public var orientation: PageOrientation
    /// The blank border around everything printed (footer included).
    public var margins: EdgeInsets
    /// The height of the footer band at the bottom of the printable area
    /// (the plan's title and "Page i of n"); 0 prints no footer.
    public var footerHeight: Double
    /// Whether the picture is scaled down so that it is one page wide
    /// (rows still run over several pages); otherwise it prints at 100 %.
    public var fitsToWidth: Bool
    /// The largest share of the printable width the part repeated on every
    /// page's left (the grid) may take, in `(0, 1)`; a picture whose grid is
    /// wider, and which does not fit on one page across at 100 %, is scaled
    /// down until the grid takes this share. 0.6 unless given.
    public var maximumFixedFraction: Double

    /// The default ``maximumFixedFraction``: the grid takes at most 60 % of a page's width.
    public static let defaultMaximumFixedFraction = 0.6

    /// The default margin: 10 mm on every side.
    public static let defaultMargins = EdgeInsets(all: 10 * PaperSize.pointsPerMillimetre)

    /// Creates a page setup.
    /// - Parameters:
    ///   - paper: The paper (A4 unless given).
    ///   - orientation: Portrait or landscape.
    ///   - margins: The blank border, in points (10 mm unless given).
    ///   - footerHeight: The footer band's height in points (0 for none).
    ///   - fitsToWidth: Scale the picture down to one page wide.
    ///   - maximumFixedFraction: The largest share of the printable width the
    ///     grid may take before the picture is scaled down (0.6 unless given).
    public init(paper: PaperSize = .a4, orientation: PageOrientation = .portrait, margins: EdgeInsets = PageSetup.defaultMargins,
                footerHeight: Double = 18, fitsToWidth: Bool = false,
                maximumFixedFraction: Double = PageSetup.defaultMaximumFixedFraction) {
        self.paper = paper
        self.orientation = orientation
        self.margins = margins
        self.footerHeight = footerHeight
        self.fitsToWidth = fitsToWidth
        self.maximumFixedFraction = maximumFixedFraction
    }

    private enum CodingKeys: String, CodingKey {
        case paper, orientation, margins, footerHeight, fitsToWidth, maximumFixedFraction
    }

    /// Decodes a setup; a missing ``maximumFixedFraction`` is the default.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(paper: try container.decode(PaperSize.self, forKey: .paper),
                  orientation: try container.decode(PageOrientation.self, forKey: .orientation),
                  margins: try container.decode(EdgeInsets.self, forKey: .margins),
                  footerHeight: try container.decode(Double.self, forKey: .footerHeight),
                  fitsToWidth: try container.decode(Bool.self, forKey: .fitsToWidth),
                  maximumFixedFraction: try container.decodeIfPresent(Double.self, forKey: .maximumFixedFraction)
                      ?? PageSetup.defaultMaximumFixedFraction)
    }

    /// The size of a page: the paper turned to ``orientation``.
    public var pageSize: Size { paper.size(in: orientation) }

    /// Where the picture goes on a page: inside the margins, above the footer.
    /// Empty (zero width or height) when the margins and footer leave no room.
    public var bodyRect: Rect {
        let size = pageSize
        let width = Swift.max(0, size.width - margins.horizontal)
        let height = Swift.max(0, size.height - margins.vertical - Swift.max(0, footerHeight))
        return Rect(x: margins.leading, y: margins.top, width: width, height: height)
    }

    /// Where the footer goes: the bottom band of the printable area.
    public var footerRect: Rect {
        let size = pageSize
        let body = bodyRect
        return Rect(x: body.minX, y: body.maxY, width: body.width,
                    height: Swift.max(0, Swift.min(footerHeight, size.height - margins.bottom - body.maxY)))
    }
}
