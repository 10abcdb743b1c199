import ArgumentParser
import Foundation
import GanttChart
import Interchange
import TimelineCore
import TimelineGraphics

/// `timelinekit render`: draws a project document as SVG, PNG or PDF.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a project document (JSON or YAML) as a Gantt chart in SVG, PNG or PDF.",
        discussion: """
            The output format follows the extension of --output (.svg, .png, .pdf).
            Options override the document's settings. Problems in the document are
            printed as file:line:column: message lines, and the command exits with 1.
            Example: timelinekit render examples/launch-plan.yaml -o plan.png --scale 2
            --grid draws the task grid (WBS, name, duration, dates, predecessors…) beside the chart:
            timelinekit render examples/office-fitout.yaml --grid -o office.png
            --view resources draws one row per resource with its assignments, --histogram the load under the chart:
            timelinekit render examples/studio-team.yaml --view resources --histogram -o team.png
            Calendar documents (kind: calendar) draw a day timeline or a week view:
            timelinekit render examples/team-week.yaml --view week --date 2025-03-03 --days 7 -o week.svg
            Bar chart documents (kind: barChart) draw bars: timelinekit render examples/quarterly-revenue.yaml --view bars -o revenue.png
            Timeline documents (kind: timeline) draw a timeline list or its preview (--now sets today):
            timelinekit render examples/release-timeline.yaml --view preview --now 2025-06-10 -o preview.png
            iCalendar files (.ics) draw their occurrences of the days shown, read in --tz:
            timelinekit render examples/calendars/team.ics --view week --date 2025-03-03 --tz Europe/Berlin -o week.svg
            .json writes the laid-out display list (ids, roles, frames, text, fills) for any document.
            """
    )

    @Argument(help: "The plan: a project document (.json, .yaml, .yml), Microsoft Project XML (.xml), CSV (.csv) or Mermaid gantt (.mmd).")
    var file: String

    @Option(name: [.short, .long], help: "The output file: .svg, .png, .pdf or .json (the display list).")
    var output: String

    @Option(help: "Project documents: gantt or resources; calendar documents: day or week; timeline documents: timeline or preview; bar chart documents: bars (default: the document's view).")
    var view: String?

    @Option(help: "Calendar documents: the (first) day shown, 2025-03-03 (default: the document's).")
    var date: String?

    @Option(help: "Calendar documents: the number of days of the week view (default: the document's, else 7).")
    var days: Int?

    @Option(help: "Calendar documents: the current time drawn, 2025-03-03T10:30 (default: the document's, else the clock in its time zone); timeline documents: the preview's today.")
    var now: String?

    @Option(help: "iCalendar files (.ics): the viewer's time zone, an IANA name (default: the calendar's X-WR-TIMEZONE, else UTC).")
    var tz: String?

    @Option(help: ArgumentHelp("Theme: \(TimelineDocument.themeNames.joined(separator: ", ")) (default: the document's, else standard).",
                                valueName: "name"))
    var theme: String?

    @Option(help: "light or dark (default: the document's, else light).")
    var mode: String?

    @Option(help: "Where labels go: automatic, inside or outside (default: the document's, else the theme's).")
    var labels: String?

    @Option(help: "Zoom factor (default: the document's, else 1).")
    var zoom: Double?

    @Option(name: .customLong("hour-width"), help: "Width of an hour in points at zoom 1.")
    var hourWidth: Double?

    @Option(help: "Start of the drawn timeline, ISO 8601 local (2025-03-03 or 2025-03-03T08:00).")
    var from: String?

    @Option(help: "End of the drawn timeline (exclusive), ISO 8601 local.")
    var to: String?

    @Option(help: "Rows to draw, zero-based and inclusive: 5..20, 5.. or ..20.")
    var rows: String?

    @Option(help: "Width of the drawn window in points (default: the whole chart).")
    var width: Double?

    @Option(help: "Height of the drawn window in points (default: the whole chart).")
    var height: Double?

    @Option(help: "Pixels per point for PNG output.")
    var scale: Double = 1

    @Option(name: .customLong("max-rows"), help: "The most rows drawn when --rows is not given.")
    var maxRows: Int = 10_000

    @Flag(help: "Draw the scheduled dates: the document's links, lags, constraints and hierarchy applied (as `schedule` computes them) instead of the written dates.")
    var schedule = false

    @Flag(help: "Draw the outline grid beside the chart: WBS, task name, duration, start, finish, % complete, predecessors and resource names.")
    var grid = false

    @Option(help: "Print on pages of this paper (A4, A3 or Letter): PDF gets one page per sheet; SVG, PNG and JSON get one file per page (plan-1.png, plan-2.png…). The time header and the grid (--grid) repeat on every page.")
    var paper: String?

    @Flag(help: "With --paper: turn the paper to landscape.")
    var landscape = false

    @Flag(name: .customLong("fit-width"), help: "With --paper: scale the chart down to one page wide (rows still run over several pages).")
    var fitWidth = false
    @Flag(help: "Draw a load histogram under the chart (project documents with resources): per day or week, each resource's allocated units against its max units, over-allocation in red.")
    var histogram = false
    @Option(name: .customLong("histogram-of"), help: "With --histogram: each (one lane per work resource, the default), total, or a resource id.")
    var histogramOf: String?
    @Option(name: .customLong("histogram-period"), help: "With --histogram: automatic (days when a day is wide enough, else weeks; the default), day or week.")
    var histogramPeriod: String?

    @Flag(help: "Report progress on standard error even for small charts.")
    var progress = false

    @Flag(help: "Never report progress.")
    var quiet = false

    /// Charts with at least this many items report progress unless --quiet.
    static let progressThreshold = 2_000

    func validate() throws {
        guard OutputFormat(path: output) != nil else {
            throw ValidationError("--output: unknown extension in \"\(output)\": use .svg, .png, .pdf or .json")
        }
        try validateCalendarOptions()
        try validateResourceOptions()
        if let theme, !TimelineDocument.themeNames.contains(theme) {
            throw ValidationError("--theme: unknown theme \"\(theme)\": use \(TimelineDocument.themeNames.joined(separator: ", "))")
        }
        if let mode, TimelineDocument.Mode(rawValue: mode) == nil {
            throw ValidationError("--mode: use light or dark, not \"\(mode)\"")
        }
        if let labels, TimelineDocument.LabelPlacement(rawValue: labels) == nil {
            throw ValidationError("--labels: use automatic, inside or outside, not \"\(labels)\"")
        }
        if let zoom, !TimelineDocument.zoomRange.contains(zoom) {
            throw ValidationError("--zoom: \(zoom) is not in \(TimelineDocument.zoomRange.lowerBound)...\(Int(TimelineDocument.zoomRange.upperBound))")
        }
        if let hourWidth, !TimelineDocument.hourWidthRange.contains(hourWidth) {
            throw ValidationError("--hour-width: \(hourWidth) is not in \(TimelineDocument.hourWidthRange.lowerBound)...\(Int(TimelineDocument.hourWidthRange.upperBound))")
        }
        let maximumWidth = GanttChartExportLimits.standard.maximumWidth
        for (name, value, maximum) in [("--width", width, maximumWidth), ("--height", height, 1_000_000)] {
            if let value, !(value > 0 && value <= maximum) {
                throw ValidationError("\(name): \(value) must be a positive number up to \(Int(maximum))")
            }
        }
        guard maxRows > 0 else { throw ValidationError("--max-rows: \(maxRows) must be positive") }
        guard scale > 0, scale <= 16 else { throw ValidationError("--scale: \(scale) must be in (0, 16]") }
        if let rows { _ = try RowSelection(parsing: rows) }
        _ = try timeRange()
        _ = try pageSetup()
    }

    /// `--from`/`--to` as times, checked for order.
    func timeRange() throws -> (from: Time?, to: Time?) {
        func parse(_ text: String?, _ name: String) throws -> Time? {
            guard let text else { return nil }
            do {
                return try Time(iso8601: text)
            } catch {
                throw ValidationError("\(name): \(error.description)")
            }
        }
        let start = try parse(from, "--from"), finish = try parse(to, "--to")
        if let start, let finish, finish <= start {
            throw ValidationError("--to: \(finish) must be after --from \(start)")
        }
        return (start, finish)
    }

    func run() throws {
        if try renderBarChartIfBarChartDocument() { return }
        if try renderTimelineIfTimelineDocument() { return }
        if try renderCalendarIfCalendarDocument() { return }
        let clock = ContinuousClock()
        let began = clock.now
        var reporter = ProgressReporter(enabled: progress && !quiet)
        reporter.report("reading \(file)")
        var resolved = try PlanFile.load(file, quiet: quiet).resolvedDocument(path: file)
        if schedule {
            let manager = resolved.makeItemManager()
            manager.acceptChanges()
            resolved.itemSource = manager.source
        }
        if !quiet, resolved.itemSource.itemCount >= Self.progressThreshold { reporter.enabled = true }
        reporter.report("read \(resolved.itemSource.itemCount) items and \(resolved.itemSource.dependencyCount) dependencies")

        let request = try RenderRequest(
            resolved: resolved, theme: theme, mode: mode.flatMap(TimelineDocument.Mode.init(rawValue:)),
            labelPlacement: labels.flatMap(TimelineDocument.LabelPlacement.init(rawValue:)),
            zoom: zoom, hourWidth: hourWidth, timeRange: timeRange(), rows: rows.map(RowSelection.init(parsing:)),
            width: width, height: height, maximumRowCount: maxRows)
        if rows == nil, request.totalRowCount > maxRows, !quiet {
            FileHandle.standardError.write(Data("note: the chart has \(request.totalRowCount) rows; drawing the first \(maxRows) (use --rows or --max-rows)\n".utf8))
        }
        let format = OutputFormat(path: output)!
        if let setup = try pageSetup() {
            try renderPages(request.resolved, setup: setup, format: format, reporter: &reporter)
            return
        }
        reporter.report("laying out")
        let displayList = drawsResources
            ? try resourceDisplayList(request.resolved, rasterScale: format == .png ? scale : nil)
            : grid
            ? try request.gridDisplayList(rasterScale: format == .png ? scale : nil)
            : try request.displayList(rasterScale: format == .png ? scale : nil)
        reporter.report("laid out \(displayList.elementCount) elements")

        let written = try writeDisplayList(
            displayList, rasterFailureHint: "draw fewer rows with --rows, a smaller window with --width/--height, or write SVG",
            progress: { reporter.report($0) })
        let elapsed = clock.now - began
        reporter.report("wrote \(output) (\(written) bytes) in \(elapsed.formatted(.units(allowed: [.seconds, .milliseconds], width: .narrow)))")
    }
}

/// A failure while rendering, printed as `Error: message` without the usage text.
struct RenderError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}

/// The output formats `render` writes.
enum OutputFormat: String {
    case svg, png, pdf, json

    /// The format of a path's extension, in any case.
    init?(path: String) {
        self.init(rawValue: (path as NSString).pathExtension.lowercased())
    }
}

/// Rows chosen with `--rows A..B` (zero-based, inclusive; either end may be left out).
struct RowSelection: Equatable {
    var first: Int
    var last: Int?

    init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    init(parsing text: String) throws {
        let parts = text.components(separatedBy: "..")
        func number(_ part: String) throws -> Int? {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return nil }
            guard let value = Int(trimmed), value >= 0 else {
                throw ValidationError("--rows: \"\(part)\" in \"\(text)\" is not a row number (0 or more)")
            }
            return value
        }
        guard parts.count == 2 else {
            if parts.count == 1, let row = try number(parts[0]) {
                self.init(first: row, last: row)
                return
            }
            throw ValidationError("--rows: expected A..B, A.. or ..B (zero-based, inclusive), found \"\(text)\"")
        }
        let first = try number(parts[0]) ?? 0
        let last = try number(parts[1])
        if let last, last < first { throw ValidationError("--rows: \(last) is before \(first) in \"\(text)\"") }
        self.init(first: first, last: last)
    }

    /// The number of rows, or `nil` when open-ended.
    var count: Int? { last.map { $0 - first + 1 } }
}

/// Progress lines on standard error: `[0.12s] laying out`.
struct ProgressReporter {
    var enabled: Bool
    private let start = ContinuousClock.now

    init(enabled: Bool) { self.enabled = enabled }

    func report(_ message: String) {
        guard enabled else { return }
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        let line = "[" + String(format: "%.2fs", seconds) + "] " + message + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}

extension DisplayList {
    /// The number of elements, counting into groups.
    var elementCount: Int { allElements.count }
}
