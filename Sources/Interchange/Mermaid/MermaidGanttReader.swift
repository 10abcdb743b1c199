public import Foundation
import GanttChart
import TimelineCore

/// Reads a Mermaid gantt diagram into a project plan, with the dates
/// Mermaid draws.
///
/// ```mermaid
/// gantt
///     title Launch
///     dateFormat YYYY-MM-DD
///     excludes weekends
///     section Build
///     Design      :done, des, 2025-03-03, 3d
///     Implement   :crit, impl, after des, 5d
///     Release     :milestone, after impl, 0d
/// ```
///
/// - Sections become summary items whose children are the section's tasks;
///   tasks before the first section are top-level items.
/// - Task data: `[tags,] [id,] [start,] end` — tags `done` (completion 100%),
///   `active` and `crit` (Mermaid's colors), `milestone`; a start date, `after
///   a b` (the latest end of the tasks named; a finish-to-start link from
///   each) or nothing (the previous task's end); an end date, `until a b`
///   (the earliest start; a start-to-finish link from each) or a duration
///   (`ms`, `s`, `m`, `h`, `d`, `w`, `M`, `y`; days and weeks round to whole
///   days, as dayjs does).
/// - `dateFormat` (dayjs tokens, see ``MermaidDateFormat``), `axisFormat`
///   (the header's label format, converted from strftime), `tickInterval`,
///   `excludes` (`weekends`, weekday names, dates; `weekend friday` moves the
///   weekend), `inclusiveEndDates`, `title`.
/// - Excluded days stretch tasks as Mermaid does (see ``MermaidExcludes``)
///   and become the plan's calendar `excludes` (highlighted on the chart).
/// - `todayMarker`, `topAxis`, `displayMode`, `weekday`, `click`, `accTitle`,
///   `accDescr`, comments (`%%`) and front matter are read and ignored.
///
/// Every problem is reported with its line and column.
public enum MermaidGanttReader {
    /// The name of the schedule made from `excludes`.
    public static let excludesScheduleName = "excludes"

    /// Reads a `.mmd` file.
    /// - Parameter url: The file; its path as given names it in messages.
    /// - Returns: The plan and its chart model.
    /// - Throws: ``TimelineDocumentErrors``, each error located.
    public static func read(contentsOf url: URL) throws(TimelineDocumentErrors) -> (document: TimelineDocument, resolved: ResolvedTimelineDocument) {
        let source = try DocumentSource.text(of: url)
        return try read(source.text, file: source.file)
    }

    /// Reads Mermaid gantt text.
    /// - Parameters:
    ///   - text: The diagram.
    ///   - file: The name used in messages.
    /// - Returns: The plan and its chart model.
    /// - Throws: ``TimelineDocumentErrors`` listing every problem (up to
    ///   ``TimelineDocument/errorLimit``), each with line and column.
    /// - Complexity: O(n log e) in the text length n and excluded dates e.
    public static func read(_ text: String, file: String = "<input>") throws(TimelineDocumentErrors) -> (document: TimelineDocument, resolved: ResolvedTimelineDocument) {
        var parser = MermaidGanttParser(file: file)
        return try parser.parse(text)
    }
}
