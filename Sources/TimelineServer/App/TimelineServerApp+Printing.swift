import TimelineGraphics

extension TimelineServerApp {
    /// A refused print request: what was wrong with its query.
    struct PrintQueryRefusal: Error {
        var message: String
    }

    /// The page setup asked for by an export's query, or `nil` without `paper`:
    /// `paper=A4|A3|Letter` (any case), `orientation=portrait|landscape`
    /// (portrait unless given) and `fit=width` (one page wide).
    /// - Parameters:
    ///   - query: The request's query parameters.
    ///   - format: The export's format (only `pdf` prints on pages).
    /// - Returns: The setup, `nil`, or a refusal naming the parameter.
    static func pageSetup(of query: some Sequence<(key: Substring, value: Substring)>, format: ExportFormat) -> Result<PageSetup?, PrintQueryRefusal> {
        var paper: String?, orientation: String?, fit: String?
        for (key, value) in query {
            switch key {
            case "paper": paper = String(value)
            case "orientation": orientation = String(value)
            case "fit": fit = String(value)
            default: continue
            }
        }
        guard let paper else {
            if orientation != nil || fit != nil {
                return .failure(PrintQueryRefusal(message: "orientation and fit need a paper: add paper=A4, A3 or Letter"))
            }
            return .success(nil)
        }
        guard format == .pdf else {
            return .failure(PrintQueryRefusal(message: "paper prints a PDF of pages: use export.pdf?paper=\(paper)"))
        }
        guard let size = PaperSize(named: paper) else {
            return .failure(PrintQueryRefusal(message: "unknown paper \"\(paper.prefix(40))\": use A4, A3 or Letter"))
        }
        let turned: PageOrientation
        switch orientation {
        case nil: turned = .portrait
        case let value?:
            guard let found = PageOrientation(rawValue: value) else {
                return .failure(PrintQueryRefusal(message: "unknown orientation \"\(value.prefix(40))\": use portrait or landscape"))
            }
            turned = found
        }
        switch fit {
        case nil, "none": break
        case "width": break
        case let value?: return .failure(PrintQueryRefusal(message: "unknown fit \"\(value.prefix(40))\": use fit=width"))
        }
        return .success(PageSetup(paper: size, orientation: turned, fitsToWidth: fit == "width"))
    }
}
