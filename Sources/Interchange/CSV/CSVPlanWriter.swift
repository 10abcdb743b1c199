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
    /// - Complexity: O(n + d); the plan is resolved once only when an item's
    ///   duration counts on another schedule than the standard one (its
    ///   finish is written).
    public static func write(_ document: TimelineDocument, dialect: CSVDialect = .standard) -> String {
        func isStandard(_ name: String?) -> Bool { name == nil || name == "standard" }
        // The plan is resolved only when a duration counts on another schedule
        // than the standard one (it is then written as the finish it gives).
        let otherCalendar = !isStandard(document.calendar)
        let needsFinishes = document.items.contains { $0.duration != nil && (otherCalendar || !isStandard($0.schedule)) }
        let resolved = needsFinishes ? try? document.resolve() : nil
        // The resolved item of an id (a resolved document has unique ids).
        func resolvedItem(_ id: Int) -> GanttChartItem? { resolved?.itemSource.item(withID: GanttChartItem.ID(id)) }
        // Schedules by name, made once each (`nil`: unknown or invalid; the item's Duration is then left empty).
        var schedulesByName: [String: Schedule?] = ["standard": .standard]
        func schedule(named name: String) -> Schedule? {
            if let known = schedulesByName[name] { return known }
            let made = ScheduleDescription.builtIn(named: name) ?? document.schedules.first { $0.name == name }.flatMap { try? $0.makeSchedule() }
            schedulesByName[name] = made
            return made
        }
        let needsRow = document.items.enumerated().contains { $0.element.row != $0.offset }
        let written = columns.filter { $0 != .row || needsRow }
        // Ids by label, only when a parent or a link names an item by its label.
        func isLabel(_ reference: TimelineDocument.ItemReference?) -> Bool {
            if case .label? = reference { return true }
            return false
        }
        let namesLabels = document.items.contains { isLabel($0.parent) } || document.dependencies.contains { isLabel($0.from) || isLabel($0.to) }
        let idByLabel = namesLabels ? Dictionary(document.items.map { ($0.label, $0.id) }, uniquingKeysWith: { first, _ in first }) : [:]
        func id(_ reference: TimelineDocument.ItemReference) -> String {
            switch reference {
            case let .id(id): String(id)
            case let .label(label): idByLabel[label].map { String($0) } ?? label
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
        // Written as UTF-8 bytes, made a string once at the end.
        let delimiter = Array(String(dialect.delimiter).utf8)
        let asciiDelimiter = dialect.delimiter.asciiValue
        // A date's bytes need no quotes unless the delimiter is one of them.
        let datesArePlain = asciiDelimiter.map { !Array("0123456789-T:.".utf8).contains($0) } ?? true
        func appendDate(_ time: Time) {
            if datesArePlain, appendPlainDate(time, to: &output) { return }
            appendQuoted(dateText(time), dialect, asciiDelimiter: asciiDelimiter, to: &output)
        }
        var output = Array((written.map { quoted($0.header, dialect) }.joined(separator: String(dialect.delimiter)) + "\n").utf8)
        output.reserveCapacity(document.items.count * 128)
        var dayFormats: [String: OutlineGanttChartDurationFormat] = [:]
        // Most plans repeat a few completions and durations: each text is made once.
        var percentTexts: [UInt64: String] = [:]
        var dayTexts: [String: [Double: String]] = [:]
        for item in document.items {
            for (index, column) in written.enumerated() {
                if index > 0 { output.append(contentsOf: delimiter) }
                switch column {
                case .id: appendQuoted(String(item.id), dialect, asciiDelimiter: asciiDelimiter, to: &output)
                case .name: appendQuoted(item.label, dialect, asciiDelimiter: asciiDelimiter, to: &output)
                case .parent:
                    if let parent = item.parent { appendQuoted(id(parent), dialect, asciiDelimiter: asciiDelimiter, to: &output) }
                case .row: appendQuoted(String(item.row), dialect, asciiDelimiter: asciiDelimiter, to: &output)
                case .outlineLevel, .outlineNumber: break
                case .start: appendDate(item.start)
                case .finish:
                    // A duration counted on another schedule than the standard one (which
                    // CSV does not carry) is written as the finish it gives, so dates survive.
                    if let finish = item.finish {
                        appendDate(finish)
                    } else if item.duration != nil, !(isStandard(item.schedule) && isStandard(document.calendar)), let finish = resolvedItem(item.id)?.finish {
                        appendDate(finish)
                    }
                case .duration:
                    if let duration = item.duration {
                        appendQuoted(number(duration.description, dialect: dialect), dialect, asciiDelimiter: asciiDelimiter, to: &output)
                    } else if item.type == .milestone {
                        appendQuoted("0d", dialect, asciiDelimiter: asciiDelimiter, to: &output)
                    } else if let finish = item.finish, finish >= item.start,
                              case let name = item.schedule ?? document.calendar ?? "standard", let schedule = schedule(named: name) {
                        // Days of the item's own schedule (24 hours on a round-the-clock one).
                        // One format per schedule name (building one averages the schedule's week).
                        let days = dayFormats[name] ?? OutlineGanttChartDurationFormat(averageDayOf: schedule)
                        dayFormats[name] = days
                        let seconds = schedule.workingDuration(of: TimeRange(item.start..<finish))
                        let text: String
                        if let known = dayTexts[name]?[seconds] {
                            text = known
                        } else {
                            text = number(days.text(forSeconds: seconds), dialect: dialect)
                            dayTexts[name, default: [:]][seconds] = text
                        }
                        appendQuoted(text, dialect, asciiDelimiter: asciiDelimiter, to: &output)
                    }
                case .completion:
                    let text: String
                    if let known = percentTexts[item.completion.bitPattern] {
                        text = known
                    } else {
                        text = percentText(item.completion, dialect: dialect)
                        percentTexts[item.completion.bitPattern] = text
                    }
                    appendQuoted(text, dialect, asciiDelimiter: asciiDelimiter, to: &output)
                case .predecessors:
                    if let texts = predecessors[item.id] { appendQuoted(texts.joined(separator: ";"), dialect, asciiDelimiter: asciiDelimiter, to: &output) }
                case .resources: appendQuoted(item.attachment ?? "", dialect, asciiDelimiter: asciiDelimiter, to: &output)
                case .milestone: appendQuoted(item.type == .milestone ? "Yes" : "No", dialect, asciiDelimiter: asciiDelimiter, to: &output)
                case .summary: appendQuoted(item.type == .summary ? "Yes" : "No", dialect, asciiDelimiter: asciiDelimiter, to: &output)
                case .notes: appendQuoted(item.details ?? "", dialect, asciiDelimiter: asciiDelimiter, to: &output)
                }
            }
            output.append(10)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends ``dateText(_:)`` of a time of the years 1…9999 on a whole
    /// second (what plans hold) digit by digit.
    /// - Returns: `false`, writing nothing, for other times.
    static func appendPlainDate(_ time: Time, to output: inout [UInt8]) -> Bool {
        let (year, month, day) = time.dateComponents
        // The rounding of ``Time/iso8601``.
        let micro = (time.timeOfDay * 1_000_000).rounded()
        guard (1...9_999).contains(year), micro >= 0, micro <= 86_400_000_000 else { return false }
        let wholeSeconds = Int(micro / 1_000_000)
        guard Int(micro) == wholeSeconds * 1_000_000 else { return false }
        func digits(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                output.append(UInt8(truncatingIfNeeded: value / divisor % 10) + 48)
                divisor /= 10
            }
        }
        digits(year, 4)
        output.append(UInt8(ascii: "-"))
        digits(month, 2)
        output.append(UInt8(ascii: "-"))
        digits(day, 2)
        if wholeSeconds != 0 {
            output.append(UInt8(ascii: "T"))
            digits(wholeSeconds / 3_600, 2)
            output.append(UInt8(ascii: ":"))
            digits(wholeSeconds / 60 % 60, 2)
            output.append(UInt8(ascii: ":"))
            digits(wholeSeconds % 60, 2)
        }
        return true
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

    /// Appends the field's UTF-8 bytes as ``quoted(_:_:)`` writes it.
    /// - Complexity: O(n) in the field's UTF-8 length.
    static func appendQuoted(_ field: String, _ dialect: CSVDialect, to output: inout [UInt8]) {
        appendQuoted(field, dialect, asciiDelimiter: dialect.delimiter.asciiValue, to: &output)
    }

    /// ``appendQuoted(_:_:to:)`` with the delimiter's ASCII value (`nil`
    /// for another character) looked up once by the caller.
    static func appendQuoted(_ field: String, _ dialect: CSVDialect, asciiDelimiter: UInt8?, to output: inout [UInt8]) {
        let utf8 = field.utf8
        var needsQuotes = utf8.first == 32 || utf8.last == 32
        if !needsQuotes {
            if let delimiter = asciiDelimiter {
                needsQuotes = utf8.contains { $0 == 34 || $0 == 10 || $0 == 13 || $0 == delimiter }
            } else {
                needsQuotes = field.unicodeScalars.contains { $0 == "\"" || $0 == "\n" || $0 == "\r" || Character($0) == dialect.delimiter }
            }
        }
        guard needsQuotes else {
            output.append(contentsOf: utf8)
            return
        }
        output.append(34)
        for byte in utf8 {
            output.append(byte)
            if byte == 34 { output.append(34) }
        }
        output.append(34)
    }

    /// Appends the field as ``quoted(_:_:)`` writes it.
    /// - Complexity: O(n) in the field's UTF-8 length.
    static func appendQuoted(_ field: String, _ dialect: CSVDialect, to output: inout String) {
        var bytes: [UInt8] = []
        appendQuoted(field, dialect, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }
}
