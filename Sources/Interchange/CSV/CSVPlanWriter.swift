import Foundation
import GanttChart
import ProjectScheduling
import TimelineCore

/// Writes a project plan as CSV, one item per record, with the headers
/// Microsoft Project and spreadsheets use:
///
/// ```csv
/// ID,Name,Parent,Start,Finish,Duration,% Complete,Predecessors,Resource Names,Milestone,Summary,Notes
/// 1,Design,,2025-03-03T08:00:00,2025-03-05T16:00:00,3d,50%,,Ann,No,No,
/// 2,Build,,2025-03-06T08:00:00,,5d,0%,1FS+1d,"Ann, Bo",No,No,"Two lines
/// of notes"
/// ```
///
/// What CSV carries reads back equal (``CSVPlanReader``): ids, labels,
/// parents, rows (a `Row` column is added only when items share rows or are
/// out of order), starts, finishes or working durations (in the unit
/// written), completion, links with their types and lags, resources
/// (the attachment), milestone and summary types, notes (the details).
/// Schedules, colors, constraints, deadlines and chart settings are not
/// carried: an item whose duration counts days of another schedule than
/// the standard one is written with the finish it has, so its dates survive.
/// The `Duration` of an item with a finish is its working time in days of
/// its schedule, for people: the reader takes the finish.
public enum CSVPlanWriter {
    /// The columns written, in order (``CSVPlanColumn/row`` only when needed).
    public static let columns: [CSVPlanColumn] = [
        .id, .name, .parent, .row, .start, .finish, .duration, .completion, .predecessors, .resources, .milestone, .summary, .notes,
    ]

    /// The plan as CSV text.
    /// - Parameters:
    ///   - document: The plan.
    ///   - dialect: The delimiter and decimal separator; ``CSVDialect/standard`` by default.
    /// - Returns: The text, a header line and one line per item (LF line ends;
    ///   fields with delimiters, quotes or line breaks quoted).
    /// - Complexity: O(n + d) plus resolving the plan once for the durations
    ///   of items given with a finish.
    public static func write(_ document: TimelineDocument, dialect: CSVDialect = .standard) -> String {
        let resolved = try? document.resolve()
        let schedules: [Int: Schedule] = resolved.map { resolved in
            Dictionary(resolved.itemSource.items.map { ($0.id.rawValue, ($0.schedule as? Schedule) ?? resolved.defaultSchedule) },
                       uniquingKeysWith: { first, _ in first })
        } ?? [:]
        let finishes: [Int: Time] = resolved.map { resolved in
            Dictionary(resolved.itemSource.items.map { ($0.id.rawValue, $0.finish) }, uniquingKeysWith: { first, _ in first })
        } ?? [:]
        func isStandard(_ name: String?) -> Bool { name == nil || name == "standard" }
        let needsRow = document.items.enumerated().contains { $0.element.row != $0.offset }
        let written = columns.filter { $0 != .row || needsRow }
        let idByLabel = Dictionary(document.items.map { ($0.label, $0.id) }, uniquingKeysWith: { first, _ in first })
        func id(_ reference: TimelineDocument.ItemReference) -> String {
            switch reference {
            case let .id(id): "\(id)"
            case let .label(label): idByLabel[label].map { "\($0)" } ?? label
            }
        }
        var predecessors: [Int: [String]] = [:]
        for dependency in document.dependencies {
            var text = id(dependency.from)
            if dependency.type != .fromFinishToStart || dependency.lag.map({ $0.value != 0 }) == true {
                text += OutlineGanttChartPredecessor.code(for: dependency.type)
                if let lag = dependency.lag, lag.value != 0 {
                    text += (lag.value > 0 ? "+" : "") + number(lag.description, dialect: .standard)
                }
            }
            let successor: Int? = switch dependency.to {
            case let .id(id): id
            case let .label(label): idByLabel[label]
            }
            if let successor { predecessors[successor, default: []].append(text) }
        }
        let delimiter = String(dialect.delimiter)
        var output = written.map { quoted($0.header, dialect) }.joined(separator: delimiter) + "\n"
        output.reserveCapacity(document.items.count * 96)
        var dayFormats: [String: OutlineGanttChartDurationFormat] = [:]
        for item in document.items {
            for (index, column) in written.enumerated() {
                if index > 0 { output += delimiter }
                switch column {
                case .id: appendQuoted(String(item.id), dialect, to: &output)
                case .name: appendQuoted(item.label, dialect, to: &output)
                case .parent:
                    if let parent = item.parent { appendQuoted(id(parent), dialect, to: &output) }
                case .row: appendQuoted(String(item.row), dialect, to: &output)
                case .outlineLevel, .outlineNumber: break
                case .start: appendQuoted(dateText(item.start), dialect, to: &output)
                case .finish:
                    // A duration counted on another schedule than the standard one (which
                    // CSV does not carry) is written as the finish it gives, so dates survive.
                    if let finish = item.finish {
                        appendQuoted(dateText(finish), dialect, to: &output)
                    } else if item.duration != nil, !(isStandard(item.schedule) && isStandard(document.calendar)), let finish = finishes[item.id] {
                        appendQuoted(dateText(finish), dialect, to: &output)
                    }
                case .duration:
                    if let duration = item.duration {
                        appendQuoted(number(duration.description, dialect: dialect), dialect, to: &output)
                    } else if item.type == .milestone {
                        appendQuoted("0d", dialect, to: &output)
                    } else if let finish = item.finish, let schedule = schedules[item.id], finish >= item.start {
                        // Days of the item's own schedule (24 hours on a round-the-clock one).
                        // One format per schedule name (building one averages the schedule's week).
                        let name = item.schedule ?? document.calendar ?? "standard"
                        let days = dayFormats[name] ?? OutlineGanttChartDurationFormat(averageDayOf: schedule)
                        dayFormats[name] = days
                        let text = number(days.text(forSeconds: schedule.workingDuration(of: TimeRange(item.start..<finish))), dialect: dialect)
                        appendQuoted(text, dialect, to: &output)
                    }
                case .completion: appendQuoted(percentText(item.completion, dialect: dialect), dialect, to: &output)
                case .predecessors:
                    if let texts = predecessors[item.id] { appendQuoted(texts.joined(separator: ";"), dialect, to: &output) }
                case .resources: appendQuoted(item.attachment ?? "", dialect, to: &output)
                case .milestone: appendQuoted(item.type == .milestone ? "Yes" : "No", dialect, to: &output)
                case .summary: appendQuoted(item.type == .summary ? "Yes" : "No", dialect, to: &output)
                case .notes: appendQuoted(item.details ?? "", dialect, to: &output)
                }
            }
            output += "\n"
        }
        return output
    }

    /// `2025-03-03` at midnight, else `2025-03-03T08:00:00` (`T24:00:00` for
    /// the end of a day).
    static func dateText(_ time: Time) -> String {
        let text = time.readableISO8601
        return text.hasSuffix("T00:00:00") ? String(text.dropLast(9)) : text
    }

    /// The percentage that reads back as exactly `fraction` (`50%`, `16.7%`):
    /// the shortest decimal form of the fraction with its point moved.
    static func percentText(_ fraction: Double, dialect: CSVDialect) -> String {
        let text = CSVCellText.shiftingDecimalPoint("\(fraction)", by: 2) ?? "\(fraction * 100)"
        return number(text, dialect: dialect) + "%"
    }

    /// A number with the dialect's decimal separator.
    static func number(_ text: String, dialect: CSVDialect) -> String {
        dialect.decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: String(dialect.decimalSeparator))
    }

    /// The field as written: in quotes (doubled inside) when it holds the
    /// delimiter, a quote, a line break, or starts or ends with a space.
    static func quoted(_ field: String, _ dialect: CSVDialect) -> String {
        var output = ""
        appendQuoted(field, dialect, to: &output)
        return output
    }

    /// Appends the field as ``quoted(_:_:)`` writes it.
    /// - Complexity: O(n) in the field's UTF-8 length.
    static func appendQuoted(_ field: String, _ dialect: CSVDialect, to output: inout String) {
        let utf8 = field.utf8
        var needsQuotes = utf8.first == 32 || utf8.last == 32
        if !needsQuotes {
            if let delimiter = dialect.delimiter.asciiValue {
                needsQuotes = utf8.contains { $0 == 34 || $0 == 10 || $0 == 13 || $0 == delimiter }
            } else {
                needsQuotes = field.unicodeScalars.contains { $0 == "\"" || $0 == "\n" || $0 == "\r" || Character($0) == dialect.delimiter }
            }
        }
        guard needsQuotes else {
            output += field
            return
        }
        output += "\""
        output += utf8.contains(34) ? field.replacingOccurrences(of: "\"", with: "\"\"") : field
        output += "\""
    }
}
