import Foundation
import TimelineGraphics

/// Writing a laid-out display list: the one path every view of `render` takes
/// (Gantt chart, resource view, calendars, timelines, bar charts).
extension RenderCommand {
    /// Writes `list` to `--output` in the format its extension names (SVG, PNG, PDF, or the display list as JSON).
    /// - Parameters:
    ///   - list: The laid-out display list.
    ///   - rasterFailureHint: Added to the message when PNG or PDF export fails (what to try instead).
    ///   - progress: Told before a slow step (rasterizing).
    /// - Returns: The number of bytes written.
    /// - Throws: `RenderError` naming the missing libraries, the failed export or the file that could not be written.
    @discardableResult
    func writeDisplayList(_ list: DisplayList, rasterFailureHint: String? = nil, progress: (String) -> Void = { _ in }) throws -> Int {
        let format = OutputFormat(path: output)!
        let bytes: Data
        switch format {
        case .svg: bytes = Data(SVGRenderer().render(list).utf8)
        case .json: bytes = Data(DisplayListJSONEncoder().encode(list).utf8)
        case .png, .pdf:
            guard RasterExporter.isAvailable else {
                throw RenderError("PNG and PDF output need librsvg and cairo: install the Debian packages librsvg2-2 and libcairo2")
            }
            progress("rasterizing \(format.rawValue.uppercased())")
            do {
                bytes = format == .png ? try RasterExporter().png(list, scale: scale) : try RasterExporter().pdf(list)
            } catch {
                throw RenderError("\(format.rawValue.uppercased()) export failed: \(error.description)" + (rasterFailureHint.map { "; \($0)" } ?? ""))
            }
        }
        do {
            try bytes.write(to: URL(fileURLWithPath: output))
        } catch {
            throw RenderError("cannot write \(output): \(error.localizedDescription)")
        }
        return bytes.count
    }
}
