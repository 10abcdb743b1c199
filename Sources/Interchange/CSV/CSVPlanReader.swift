public import Foundation
import GanttChart
import ProjectScheduling
import TimelineCore

/// Reads a project plan from CSV: one item per record, columns found by their
/// header (see ``CSVPlanColumn`` for the names recognized).
///
/// ```csv
/// ID,Name,Outline Level,Start,Finish,Duration,% Complete,Predecessors,Resource Names
/// 1,Design,1,2025-03-03,,,,,
/// 2,Sketches,2,2025-03-03T08:00,,3d,50%,,Ann
/// 3,Review,2,2025-03-06T08:00,2025-03-06T12:00,,,2FS+1d,"Ann, Bo"
/// ```
///
/// - Delimiter (`,` `;` tab) and decimal separator are detected
///   (``CSVDialect/detect(in:)``; a decimal comma when numbers in the
///   duration or completion columns use one); a byte order mark is skipped.
/// - Dates: ISO 8601 (`2025-03-03`, `2025-03-03T08:00:00`) or a spreadsheet's
///   (`3/3/2025 8:00 AM`, `Mon 3/3/25`, `03.03.2025`, `March 3, 2025`); slash
///   dates are month first unless a date of the column has a first number
///   over 12.
/// - Times: an item takes its ``CSVPlanColumn/finish`` when it has one (the
///   duration is then only a repetition of it, as in Microsoft Project's
///   exports), else its ``CSVPlanColumn/duration`` (`3d 4h`, `5 days`, `2 wks`;
///   working time on the standard schedule; elapsed durations such as `3ed`
///   give the finish directly).
/// - Milestones: the `Milestone` column; without one, a zero duration marks a
///   milestone, as in Project.
/// - Hierarchy: a `Parent` column (ids or names), else `Outline Level`, else
///   `WBS`; a summary without a start takes its children's earliest.
/// - Predecessors: `3FS+2d;5SS`, the outline grid's syntax
///   (``GanttChart/OutlineGanttChartPredecessor``), unit words allowed (`3FS+2 days`).
///
/// Every problem is reported with its line, column and column header; the
/// plan is then checked completely (``TimelineDocument/resolve()``), so
/// cycles and finishes before starts name their cell too.
public enum CSVPlanReader {
    /// A plan read from CSV.
    public struct Result: Sendable {
        /// The plan.
        public var document: TimelineDocument
        /// Its chart model.
        public var resolved: ResolvedTimelineDocument
        /// The dialect the text was read in.
        public var dialect: CSVDialect
        /// Headers that name no plan column (their cells are not read), located.
        public var warnings: [Warning]
    }

    /// Something read but not used, with its place: `plan.csv:1:15: warning: …`.
    public struct Warning: Sendable, Hashable, CustomStringConvertible {
        /// Where it is.
        public var location: SourceLocation
        /// What was not used and why.
        public var message: String

        /// `file:line:column: warning: message`.
        public var description: String { "\(location): warning: \(message)" }
    }

    /// Reads a CSV file.
    /// - Parameters:
    ///   - url: The file; its path as given names it in messages.
    ///   - dialect: The dialect, or `nil` to detect it.
    /// - Returns: The plan and the warnings.
    /// - Throws: ``TimelineDocumentErrors``, each error located.
    public static func read(contentsOf url: URL, dialect: CSVDialect? = nil) throws(TimelineDocumentErrors) -> Result {
        let source = try DocumentSource.data(of: url)
        return try read(data: source.data, file: source.file, dialect: dialect)
    }

    /// Reads CSV bytes (UTF-8, with or without a byte order mark).
    /// - Parameters:
    ///   - data: The text.
    ///   - file: The name used in messages.
    ///   - dialect: The dialect, or `nil` to detect it.
    /// - Returns: The plan and the warnings.
    /// - Throws: ``TimelineDocumentErrors`` listing every problem (up to
    ///   ``TimelineDocument/errorLimit``), each with line and column.
    /// - Complexity: O(n) in the text plus what resolving the plan costs.
    public static func read(data: Data, file: String = "<input>", dialect: CSVDialect? = nil) throws(TimelineDocumentErrors) -> Result {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            let (location, byte) = TimelineDocument.firstInvalidUTF8(in: Data(bytes))
            throw TimelineDocumentErrors([TimelineDocumentError(
                file: file, line: location.line, column: location.column,
                message: String(format: "the file is not UTF-8 text: invalid UTF-8 byte 0x%02X (save it as \"CSV UTF-8\")", byte))])
        }
        let detected = dialect ?? CSVDialect.detect(in: bytes)
        guard let delimiter = detected.delimiter.asciiValue, delimiter != UInt8(ascii: "\"") else {
            throw TimelineDocumentErrors([TimelineDocumentError(file: file, line: 0, column: 0, message: "the delimiter \"\(detected.delimiter)\" is not an ASCII character other than a quote")])
        }
        let table: CSVTable
        do {
            table = try CSVTable(bytes: bytes, delimiter: delimiter, file: file)
        } catch {
            throw TimelineDocumentErrors([error])
        }
        var builder = CSVPlanBuilder(file: file, table: table, dialect: detected, dialectGiven: dialect != nil)
        return try builder.build()
    }

    /// Reads CSV text.
    /// - Parameters:
    ///   - text: The text.
    ///   - file: The name used in messages.
    ///   - dialect: The dialect, or `nil` to detect it.
    /// - Returns: The plan and the warnings.
    /// - Throws: ``TimelineDocumentErrors``.
    public static func read(_ text: String, file: String = "<input>", dialect: CSVDialect? = nil) throws(TimelineDocumentErrors) -> Result {
        try read(data: Data(text.utf8), file: file, dialect: dialect)
    }
}
