import ArgumentParser
import Foundation
import Interchange

/// `timelinekit convert IN OUT`: reads a plan in one format and writes it in
/// another (formats from the extensions, or `--from` / `--to`).
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a plan between TimelineKit documents, Microsoft Project XML, CSV and Mermaid gantt, and calendars to and from iCalendar.",
        discussion: """
            Formats (by extension, or named with --from/--to):
              json, yaml (.yml)   TimelineKit document
              xml (mspdi)         Microsoft Project XML (MSPDI)
              csv (.tsv)          one task per line: ID, Name, Parent, Start, Finish, Duration, % Complete,
                                  Predecessors, Resource Names, Milestone, Summary, Notes (Project's and
                                  Excel's headers are recognized when reading; delimiter detected)
              mermaid (.mmd)      Mermaid gantt diagram
            IN may be - (standard input, with --from); OUT may be - (standard output, with --to unless
            OUT's format is clear). Errors name file:line:column.
            Calendars: an iCalendar file (.ics) becomes a calendar document of the occurrences in
            --window START END (read in --tz), or with --format json their list; a calendar document
            (kind: calendar) becomes an .ics; an .ics to .ics keeps recurring series as rules.
              timelinekit convert examples/calendars/team.ics week.yaml --window 2025-03-03 2025-03-10 --tz Europe/Berlin
              timelinekit convert examples/calendars/team.ics - --format json --window 2025-03-03 2025-03-10
              timelinekit convert examples/team-week.yaml team-week.ics
            """
    )

    @Argument(help: "The plan to read (- for standard input).")
    var input: String

    @Argument(help: "The file to write (- for standard output).")
    var output: String

    @Option(name: .long, help: "The input format: json, yaml, xml, csv or mermaid (default: from IN's extension).")
    var from: PlanFileFormat?

    @Option(name: .long, help: "The output format: json, yaml, xml, csv or mermaid (default: from OUT's extension).")
    var to: PlanFileFormat?

    @Option(name: .long, help: "The CSV output's delimiter: comma, semicolon (with decimal commas) or tab.")
    var delimiter: Delimiter = .comma

    @Flag(name: .long, help: "Print no warnings.")
    var quiet = false

    @Option(parsing: .upToNextOption, help: "Calendars: the window START END an .ics is expanded into (wall-clock times in --tz).")
    var window: [String] = []

    @Option(help: "Calendars: the viewer's time zone for --window, an IANA name (default: the calendar's X-WR-TIMEZONE, else UTC).")
    var tz: String?

    @Option(help: "json: print an .ics file's occurrences in --window (uid, summary, recurrenceId, start, end, allDay, status).")
    var format: String?

    enum Delimiter: String, ExpressibleByArgument, CaseIterable {
        case comma, semicolon, tab

        var dialect: CSVDialect {
            switch self {
            case .comma: .standard
            case .semicolon: .semicolon
            case .tab: .tab
            }
        }
    }

    func validate() throws {
        if isCalendarConversion { return try validateCalendar() }
        if input == "-", from == nil {
            throw ValidationError("--from: name the format of standard input (json, yaml, xml, csv or mermaid)")
        }
        if to == nil, output == "-" || PlanFileFormat(path: output) == nil {
            throw ValidationError("--to: name the output format (json, yaml, xml, csv or mermaid); \(output) has no known extension (\(PlanFileFormat.extensionList))")
        }
    }

    func run() throws {
        if isCalendarConversion { return try runCalendar() }
        let plan = try PlanFile.load(input, format: from, quiet: quiet)
        guard let format = to ?? PlanFileFormat(path: output) else { throw ValidationError("--to: name the output format") }
        let dialect = to == nil && output.lowercased().hasSuffix(".tsv") && delimiter == .comma ? .tab : delimiter.dialect
        try PlanFile.write(plan, format: format, to: output, csvDialect: dialect, source: input)
    }
}
