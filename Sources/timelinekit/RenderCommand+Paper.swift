import ArgumentParser
import Foundation
import GanttChart
import Interchange
import TimelineGraphics

extension RenderCommand {
    /// The page setup of `--paper`, `--landscape` and `--fit-width`, or `nil` without `--paper`.
    /// - Throws: `ValidationError` for an unknown paper, `--landscape`/`--fit-width`
    ///   without `--paper`, or `--paper` with `--rows`, `--width` or `--height`.
    func pageSetup() throws -> PageSetup? {
        guard let paper else {
            if landscape { throw ValidationError("--landscape: only with --paper (A4, A3 or Letter)") }
            if fitWidth { throw ValidationError("--fit-width: only with --paper (A4, A3 or Letter)") }
            return nil
        }
        guard let size = PaperSize(named: paper) else {
            throw ValidationError("--paper: unknown paper \"\(paper)\": use \(PaperSize.standardSizes.map(\.name).joined(separator: ", "))")
        }
        for (name, value) in [("--rows", rows as Any?), ("--width", width), ("--height", height)] where value != nil {
            throw ValidationError("\(name): cannot be combined with --paper, which prints every row and the whole timeline (use --from/--to for a part of the timeline)")
        }
        if drawsResources || histogram {
            throw ValidationError("--paper: prints the Gantt chart and its grid; the resource view and --histogram are drawn on one page (leave out --paper)")
        }
        return PageSetup(paper: size, orientation: landscape ? .landscape : .portrait, fitsToWidth: fitWidth)
    }

    /// "1 page", "2 pages".
    static func pages(_ count: Int) -> String { count == 1 ? "1 page" : "\(count) pages" }

    /// The file of page `number` for an output of one file per page: `plan.png` → `plan-3.png`.
    static func pageFileName(_ output: String, number: Int) -> String {
        let url = URL(fileURLWithPath: output)
        let ext = url.pathExtension
        let base = ext.isEmpty ? output : String(output.dropLast(ext.count + 1))
        return ext.isEmpty ? "\(base)-\(number)" : "\(base)-\(number).\(ext)"
    }

    /// Writes the chart on pages: one PDF with a page per sheet, or one
    /// SVG/PNG/JSON file per page.
    func renderPages(_ resolved: ResolvedTimelineDocument, setup: PageSetup, format: OutputFormat, reporter: inout ProgressReporter) throws {
        reporter.report("paginating on \(setup.paper.name) \(setup.orientation.rawValue)\(setup.fitsToWidth ? ", fitted to the width" : "")")
        let printout: TimelineDocumentPrintout
        do {
            printout = try resolved.printout(setup: setup, showsGrid: grid, maximumRowCount: maxRows)
        } catch let error as PrintPaginationError {
            throw RenderError("cannot print on \(setup.paper.name) paper: \(error.description)")
        } catch {
            throw RenderError("\(error)")
        }
        let pagination = printout.printout.pagination
        reporter.report("\(Self.pages(pagination.count)) (\(pagination.columnCount) across × \(pagination.bandCount) down, \(pagination.rowsPerPage) rows a page, scale \(String(format: "%.3f", pagination.scale)))")
        if format == .png || format == .pdf, !RasterExporter.isAvailable {
            throw RenderError("PNG and PDF output need librsvg and cairo: install the Debian packages librsvg2-2 and libcairo2")
        }
        func write(_ data: Data, to path: String) throws {
            do { try data.write(to: URL(fileURLWithPath: path)) } catch {
                throw RenderError("cannot write \(path): \(error.localizedDescription)")
            }
        }
        if format == .pdf {
            let data: Data
            do { data = try printout.pdf() } catch {
                throw RenderError("PDF export failed: \(error.description)")
            }
            try write(data, to: output)
            reporter.report("wrote \(output): \(Self.pages(pagination.count)), \(data.count) bytes")
            return
        }
        var written: [String] = []
        for index in 0..<printout.pageCount {
            let page = printout.page(at: index)
            let data: Data
            switch format {
            case .svg: data = Data(SVGRenderer().render(page).utf8)
            case .json: data = Data(DisplayListJSONEncoder().encode(page).utf8)
            case .png, .pdf:
                do { data = try RasterExporter().png(page, scale: scale) } catch {
                    throw RenderError("PNG export of page \(index + 1) failed: \(error.description)")
                }
            }
            let path = Self.pageFileName(output, number: index + 1)
            try write(data, to: path)
            written.append(path)
        }
        if !quiet {
            let list = written.count <= 3 ? written.joined(separator: ", ") : "\(written[0]) … \(written[written.count - 1])"
            FileHandle.standardError.write(Data("wrote \(written.count) page\(written.count == 1 ? "" : "s"): \(list)\n".utf8))
        }
    }
}
