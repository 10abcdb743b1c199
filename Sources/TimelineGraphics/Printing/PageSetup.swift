/// How a picture is printed: the paper, its orientation, the margins, the
/// footer's height and whether the picture is scaled down to the page's width.
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

    /// The default margin: 10 mm on every side.
    public static let defaultMargins = EdgeInsets(all: 10 * PaperSize.pointsPerMillimetre)

    /// Creates a page setup.
    /// - Parameters:
    ///   - paper: The paper (A4 unless given).
    ///   - orientation: Portrait or landscape.
    ///   - margins: The blank border, in points (10 mm unless given).
    ///   - footerHeight: The footer band's height in points (0 for none).
    ///   - fitsToWidth: Scale the picture down to one page wide.
    public init(paper: PaperSize = .a4, orientation: PageOrientation = .portrait, margins: EdgeInsets = PageSetup.defaultMargins,
                footerHeight: Double = 18, fitsToWidth: Bool = false) {
        self.paper = paper
        self.orientation = orientation
        self.margins = margins
        self.footerHeight = footerHeight
        self.fitsToWidth = fitsToWidth
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
