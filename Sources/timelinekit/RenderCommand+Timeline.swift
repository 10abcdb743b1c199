import ArgumentParser
import Foundation
import Interchange
import TimelineCore
import TimelineGraphics

/// `render` for timeline documents (`kind: timeline`): a timeline list or its preview.
extension RenderCommand {
    /// Renders the file when it is a timeline document.
    /// - Returns: Whether it was one (and has been written).
    /// - Throws: `RenderError` for options that do not apply, or when `--view`
    ///   asks for a timeline view of another kind of document.
    func renderTimelineIfTimelineDocument() throws -> Bool {
        let url = URL(fileURLWithPath: file)
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8),
              TimelineListDocument.isTimelineDocument(text) else {
            if let view, TimelineListDocument.ViewType(rawValue: view) != nil {
                throw RenderError("--view \(view) applies to timeline documents (kind: timeline); \(file) is not one")
            }
            return false
        }
        if let view, TimelineListDocument.ViewType(rawValue: view) == nil {
            throw RenderError("--view: use timeline or preview for a timeline document, not \"\(view)\"")
        }
        if grid { throw RenderError("--grid applies to project documents; \(file) is a timeline document (kind: timeline)") }
        if date != nil || days != nil { throw RenderError("--date and --days apply to calendar documents; for a timeline's today use --now") }
        let document: TimelineListDocument
        do {
            document = try TimelineListDocument(parsing: text, file: file)
        } catch {
            PlanFile.fail(error.description)
        }
        let list = document.displayList(type: view.flatMap(TimelineListDocument.ViewType.init(rawValue:)), width: width, height: height,
                                        today: now.flatMap { try? Time(iso8601: $0) }, clock: Date())
        try writeDisplayList(list)
        return true
    }
}
