/// Puts a page's picture on paper: the picture scaled by the pagination's
/// scale, inside the margins and clipped to them, and the footer with the
/// title on the left and "Page i of n" on the right.
///
/// ```swift
/// let content = ...   // the page's picture, viewport-local, unscaled
/// let page = PrintPageLayout.page(pagination[2], of: pagination, content: content, title: "Atlas 3.0 release")
/// try RasterExporter().pdf(pages: [page])
/// ```
public enum PrintPageLayout {
    /// The footer's font: DejaVu Sans, 8 points.
    public static let footerFont = Font(size: 8)

    /// The words "Page i of n".
    /// - Parameters:
    ///   - number: The page number, from 1.
    ///   - count: The number of pages.
    public static func pageNumberText(_ number: Int, of count: Int) -> String {
        "Page \(number) of \(count)"
    }

    /// A page of paper.
    /// - Parameters:
    ///   - page: The page.
    ///   - pagination: The pagination `page` belongs to (its setup and scale).
    ///   - content: The page's picture at 100 %, its origin at the top-left of
    ///     what the page shows (see ``PrintPagination/contentSize(of:)``).
    ///   - title: The text at the footer's left (the plan's title), if any.
    ///   - background: The paper's color (white unless given).
    ///   - footerColor: The footer text's color.
    /// - Returns: A display list of the page's size.
    /// - Complexity: O(n) in the content's elements.
    public static func page(_ page: PrintPage, of pagination: PrintPagination, content: DisplayList, title: String?,
                            background: Color = .white, footerColor: Color = .gray) -> DisplayList {
        let setup = pagination.setup
        let body = setup.bodyRect
        let scaled = content.scaled(by: pagination.scale)
        var list = DisplayList(size: setup.pageSize, background: background, accessibilityLabel: content.accessibilityLabel)
        var elements: [DisplayElement] = []
        if let contentBackground = content.background, contentBackground != background {
            var fill = DisplayElement.rect(id: "page:content:background", role: .background,
                                           Rect(origin: .zero, size: scaled.size), fill: contentBackground)
            fill.isHitTestable = false
            elements.append(fill)
        }
        elements.append(contentsOf: scaled.elements)
        let clip = Rect(x: 0, y: 0, width: Swift.min(scaled.size.width, body.width), height: Swift.min(scaled.size.height, body.height))
        list.append(.group(id: "page:content", role: .pageContent, elements, clip: clip, translation: body.origin))
        let footer = setup.footerRect
        if footer.height > 0 {
            let y = footer.maxY - footer.height / 3
            let number = pageNumberText(page.number, of: pagination.count)
            var right = DisplayElement.text(id: "page:footer:number", role: .pageFooter, number, at: Point(x: footer.maxX, y: y),
                                            font: footerFont, color: footerColor, anchor: .end)
            right.isHitTestable = false
            let measurer = TextMeasurer()
            if let title, !title.isEmpty {
                let room = footer.width - measurer.width(of: number, font: footerFont) - 24
                if room > 0 {
                    var left = DisplayElement.text(id: "page:footer:title", role: .pageFooter, title, at: Point(x: footer.minX, y: y),
                                                   font: footerFont, color: footerColor, anchor: .start, maxWidth: room)
                    left.isHitTestable = false
                    list.append(left)
                }
            }
            list.append(right)
        }
        return list
    }
}
