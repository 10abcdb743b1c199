import ProjectScheduling
import Foundation
import GanttChart
import TimelineCore
import TimelineGraphics

/// An ordered tree of plain values, written as JSON or YAML.
enum DocumentValue: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([DocumentValue])
    case map([(String, DocumentValue)])

    static func == (lhs: DocumentValue, rhs: DocumentValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.bool(a), .bool(b)): a == b
        case let (.list(a), .list(b)): a == b
        case let (.map(a), .map(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}

extension TimelineDocument {
    /// The document as pretty-printed JSON (keys in schema order, defaults omitted).
    /// - Returns: JSON text ending with a newline.
    public func jsonString() -> String {
        var output = ""
        Self.writeJSON(documentValue, indent: 0, to: &output)
        return output + "\n"
    }

    /// The document as block-style YAML (keys in schema order, defaults omitted).
    /// - Returns: YAML text ending with a newline.
    public func yamlString() -> String {
        var output = ""
        Self.writeYAML(documentValue, indent: 0, to: &output)
        return output
    }

    // MARK: Values

    var documentValue: DocumentValue {
        var pairs: [(String, DocumentValue)] = [("version", .number(Double(version)))]
        if let title { pairs.append(("title", .string(title))) }
        if let calendar { pairs.append(("calendar", .string(calendar))) }
        if !schedules.isEmpty { pairs.append(("schedules", .map(schedules.map { ($0.name, Self.value(of: $0)) }))) }
        pairs.append(("items", .list(items.map(Self.value(of:)))))
        if !dependencies.isEmpty { pairs.append(("dependencies", .list(dependencies.map(Self.value(of:))))) }
        if !resources.isEmpty { pairs.append(("resources", .list(resources.map(Self.value(of:))))) }
        if !assignments.isEmpty { pairs.append(("assignments", .list(assignments.map(Self.value(of:))))) }
        if !rows.isEmpty { pairs.append(("rows", .list(rows.map(DocumentValue.string)))) }
        if let header {
            pairs.append(("header", .list(header.map { row in
                row.format.map { .map([("intervals", .string(row.intervals.rawValue)), ("format", .string($0))]) }
                    ?? .string(row.intervals.rawValue)
            })))
        }
        if !highlighters.isEmpty { pairs.append(("highlighters", .list(highlighters.map(DocumentValue.string)))) }
        if let visibilitySchedule { pairs.append(("visibilitySchedule", .string(visibilitySchedule))) }
        if let now { pairs.append(("now", .string(now.readableISO8601))) }
        if let theme { pairs.append(("theme", .string(theme))) }
        if let mode { pairs.append(("mode", .string(mode.rawValue))) }
        if let labelPlacement { pairs.append(("labelPlacement", .string(labelPlacement.rawValue))) }
        if let snap { pairs.append(("snap", .string(snap.rawValue))) }
        if let rowHeight { pairs.append(("rowHeight", .number(rowHeight))) }
        if let hourWidth { pairs.append(("hourWidth", .number(hourWidth))) }
        if let zoom { pairs.append(("zoom", .number(zoom))) }
        if let timeline {
            pairs.append(("timeline", .map([("start", .string(timeline.start.readableISO8601)), ("finish", .string(timeline.finish.readableISO8601))])))
        }
        pairs += indicatorPairs
        return .map(pairs)
    }

    static func value(of item: Item) -> DocumentValue {
        var pairs: [(String, DocumentValue)] = [("id", .number(Double(item.id)))]
        if !item.label.isEmpty { pairs.append(("label", .string(item.label))) }
        pairs.append(("row", .number(Double(item.row))))
        if let parent = item.parent { pairs.append(("parent", value(of: parent))) }
        if item.type != .standard { pairs.append(("type", .string(item.type.rawValue))) }
        pairs.append(("start", .string(item.start.readableISO8601)))
        if let finish = item.finish { pairs.append(("finish", .string(finish.readableISO8601))) }
        if let duration = item.duration { pairs.append(("duration", .string(duration.description))) }
        if item.completion != 0 { pairs.append(("completion", .number(item.completion))) }
        if let constraint = item.constraint {
            let name = constraintTypeName(of: constraint)
            if let date = constraint.date {
                pairs.append(("constraint", .map([("type", .string(name)), ("date", .string(date.readableISO8601))])))
            } else {
                pairs.append(("constraint", .string(name)))
            }
        }
        if let deadline = item.deadline { pairs.append(("deadline", .string(deadline.readableISO8601))) }
        if let manual = item.manual { pairs.append(("manual", .bool(manual))) }
        if let taskType = item.taskType { pairs.append(("taskType", .string(taskType.rawValue))) }
        if let effortDriven = item.effortDriven { pairs.append(("effortDriven", .bool(effortDriven))) }
        if let priority = item.priority { pairs.append(("priority", .number(Double(priority)))) }
        if let schedule = item.schedule { pairs.append(("schedule", .string(schedule))) }
        if let attachment = item.attachment { pairs.append(("attachment", .string(attachment))) }
        if let details = item.details { pairs.append(("details", .string(details))) }
        if !item.colors.isEmpty {
            var colors: [(String, DocumentValue)] = []
            if let bar = item.colors.bar { colors.append(("bar", .string(bar))) }
            if let outline = item.colors.outline { colors.append(("outline", .string(outline))) }
            if let completion = item.colors.completion { colors.append(("completion", .string(completion))) }
            if let label = item.colors.label { colors.append(("label", .string(label))) }
            pairs.append(("colors", .map(colors)))
        }
        if !item.baselines.isEmpty { pairs.append(("baselines", baselinesValue(item.baselines))) }
        return .map(pairs)
    }

    static func value(of reference: ItemReference) -> DocumentValue {
        switch reference {
        case let .id(id): .number(Double(id))
        case let .label(label): .string(label)
        }
    }

    static func value(of dependency: Dependency) -> DocumentValue {
        var pairs: [(String, DocumentValue)] = [
            ("id", .number(Double(dependency.id))), ("from", value(of: dependency.from)), ("to", value(of: dependency.to)),
        ]
        if dependency.type != .fromFinishToStart { pairs.append(("type", .string(abbreviation(of: dependency.type)))) }
        if let lag = dependency.lag { pairs.append(("lag", .string(lag.description))) }
        if let details = dependency.details { pairs.append(("details", .string(details))) }
        return .map(pairs)
    }

    static func value(of resource: Resource) -> DocumentValue {
        var pairs: [(String, DocumentValue)] = [("id", .number(Double(resource.id)))]
        if !resource.name.isEmpty { pairs.append(("name", .string(resource.name))) }
        if resource.type != .work { pairs.append(("type", .string(resource.type.rawValue))) }
        if resource.maxUnits != 1 { pairs.append(("maxUnits", .number(resource.maxUnits))) }
        if let schedule = resource.schedule { pairs.append(("schedule", .string(schedule))) }
        if !resource.holidays.isEmpty { pairs.append(("holidays", .list(resource.holidays.map(holidayValue)))) }
        if resource.rate != 0 { pairs.append(("rate", .number(resource.rate))) }
        if let label = resource.materialLabel { pairs.append(("materialLabel", .string(label))) }
        return .map(pairs)
    }

    static func value(of assignment: Assignment) -> DocumentValue {
        var pairs: [(String, DocumentValue)] = [
            ("id", .number(Double(assignment.id))), ("item", value(of: assignment.item)), ("resource", .number(Double(assignment.resource))),
        ]
        if assignment.units != 1 { pairs.append(("units", .number(assignment.units))) }
        if let work = assignment.work { pairs.append(("work", .string(work.description))) }
        return .map(pairs)
    }

    static func value(of schedule: ScheduleDescription) -> DocumentValue {
        let defaults = ScheduleDescription(name: schedule.name)
        var pairs: [(String, DocumentValue)] = []
        if schedule.workingDays != defaults.workingDays {
            pairs.append(("workingDays", .list(schedule.workingDays.map { .string(String($0.description.prefix(3))) })))
        }
        if schedule.hours != defaults.hours { pairs.append(("hours", hoursValue(schedule.hours))) }
        if !schedule.weekdayHours.isEmpty {
            let days = schedule.weekdayHours.keys.sorted()
            pairs.append(("weekdays", .map(days.map { (String($0.description.prefix(3)), hoursValue(schedule.weekdayHours[$0]!)) })))
        }
        if !schedule.holidays.isEmpty { pairs.append(("holidays", .list(schedule.holidays.map(holidayValue)))) }
        if !schedule.exceptions.isEmpty {
            pairs.append(("exceptions", .list(schedule.exceptions.map { exception in
                var exceptionPairs = rangePairs(exception.range, singleDayKey: "date")
                exceptionPairs.append(("hours", hoursValue(exception.hours)))
                return .map(exceptionPairs)
            })))
        }
        return .map(pairs)
    }

    static func hoursValue(_ hours: [DayRange]) -> DocumentValue {
        .list(hours.map { .string("\(clock($0.from))-\(clock($0.to))") })
    }

    /// `HH:MM` or `HH:MM:SS`.
    static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let base = two(total / 3_600) + ":" + two(total / 60 % 60)
        return total % 60 == 0 ? base : base + ":" + two(total % 60)
    }

    static func holidayValue(_ range: TimeRange) -> DocumentValue {
        let pairs = rangePairs(range, singleDayKey: nil)
        return pairs.isEmpty ? .string(dateString(range.start)) : .map(pairs)
    }

    /// `from`/`to` pairs for a range; whole days are written as dates (the
    /// last day included). With `singleDayKey` a single day is written with
    /// that key; without one, a single day gives no pairs (written as a date).
    static func rangePairs(_ range: TimeRange, singleDayKey: String?) -> [(String, DocumentValue)] {
        let start = range.start.normalized, finish = range.finish.normalized
        if start.timeOfDay == 0, finish.timeOfDay == 0, finish.dayNumber > start.dayNumber {
            if finish.dayNumber == start.dayNumber + 1 {
                return singleDayKey.map { [($0, .string(dateString(start)))] } ?? []
            }
            return [("from", .string(dateString(start))), ("to", .string(dateString(finish.adding(days: -1))))]
        }
        return [("from", .string(range.start.iso8601)), ("to", .string(range.finish.readableISO8601))]
    }

    static func dateString(_ time: Time) -> String {
        String(time.iso8601.prefix { $0 != "T" })
    }

    // MARK: JSON

    static func writeJSON(_ value: DocumentValue, indent: Int, to output: inout String) {
        let pad = String(repeating: "  ", count: indent + 1), closing = String(repeating: "  ", count: indent)
        switch value {
        case let .string(text): JSONText.appendQuoted(text, to: &output)
        case let .number(number): output += JSONText.number(number)
        case let .bool(flag): output += flag ? "true" : "false"
        case let .list(elements):
            if elements.isEmpty { output += "[]"; return }
            let inline = elements.allSatisfy { if case .map = $0 { false } else if case .list = $0 { false } else { true } }
            if inline {
                output += "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { output += ", " }
                    writeJSON(element, indent: indent, to: &output)
                }
                output += "]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += pad
                writeJSON(element, indent: indent + 1, to: &output)
                output += index + 1 < elements.count ? ",\n" : "\n"
            }
            output += closing + "]"
        case let .map(pairs):
            if pairs.isEmpty { output += "{}"; return }
            output += "{\n"
            for (index, (key, element)) in pairs.enumerated() {
                output += pad + jsonQuoted(key) + ": "
                writeJSON(element, indent: indent + 1, to: &output)
                output += index + 1 < pairs.count ? ",\n" : "\n"
            }
            output += closing + "}"
        }
    }

    /// `text` as a JSON string literal, quotes included, written by the
    /// shared ``JSONText/quoted(_:)``: `"`, `\\` and the usual control
    /// characters escaped, other control and invisible characters (C0, DEL,
    /// C1, BOM, line and paragraph separators) as `\\uXXXX`.
    /// - Parameter text: Any text.
    /// - Returns: The quoted text.
    /// - Complexity: O(length of `text`).
    public static func jsonQuoted(_ text: String) -> String {
        JSONText.quoted(text)
    }

    // MARK: YAML

    static func writeYAML(_ value: DocumentValue, indent: Int, to output: inout String) {
        let pad = String(repeating: "  ", count: indent)
        switch value {
        case let .map(pairs):
            for (key, element) in pairs {
                output += pad + yamlScalar(key) + ":"
                writeYAMLChild(element, indent: indent, to: &output)
            }
        case let .list(elements):
            for element in elements {
                output += pad + "-"
                switch element {
                case let .map(pairs) where !pairs.isEmpty:
                    // The first pair on the dash line, the rest indented below it.
                    var first = ""
                    writeYAML(.map([pairs[0]]), indent: 0, to: &first)
                    output += " " + first
                    writeYAML(.map(Array(pairs.dropFirst())), indent: indent + 1, to: &output)
                default:
                    writeYAMLChild(element, indent: indent, to: &output)
                }
            }
        default:
            output += pad + inlineYAML(value) + "\n"
        }
    }

    /// The value after `key:` or `-`: inline when it is a scalar or a list of
    /// scalars, else on the following lines.
    static func writeYAMLChild(_ value: DocumentValue, indent: Int, to output: inout String) {
        switch value {
        case let .map(pairs) where !pairs.isEmpty:
            output += "\n"
            writeYAML(value, indent: indent + 1, to: &output)
        case let .list(elements) where !elements.isEmpty && !elements.allSatisfy(isScalar):
            output += "\n"
            writeYAML(value, indent: indent + 1, to: &output)
        default:
            output += " " + inlineYAML(value) + "\n"
        }
    }

    static func isScalar(_ value: DocumentValue) -> Bool {
        switch value {
        case .string, .number, .bool: true
        case .list, .map: false
        }
    }

    static func inlineYAML(_ value: DocumentValue) -> String {
        switch value {
        case let .string(text): yamlScalar(text)
        case let .number(number): JSONText.number(number)
        case let .bool(flag): flag ? "true" : "false"
        case let .list(elements): "[" + elements.map(inlineYAML).joined(separator: ", ") + "]"
        case let .map(pairs): "{" + pairs.map { yamlScalar($0.0) + ": " + inlineYAML($0.1) }.joined(separator: ", ") + "}"
        }
    }

    /// A string as a plain YAML scalar when that reads back as the same
    /// string, else double-quoted (JSON escapes are valid YAML).
    static func yamlScalar(_ text: String) -> String {
        let plainCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _./()+-:#%'")
        guard let first = text.first, let last = text.last,
              text.allSatisfy({ plainCharacters.contains($0) }),
              first != " ", last != " ", first != "-", first != "#", first != ":", first != "%", first != "'",
              last != ":", !text.contains(": "), !text.contains(" #"),
              !["~", "null", "Null", "NULL", "true", "false", "True", "False", "TRUE", "FALSE",
                "yes", "no", "on", "off", "Yes", "No", "On", "Off", "YES", "NO", "ON", "OFF", "y", "n", "Y", "N"].contains(text),
              NodeReader.number(from: text) == nil, Double(text) == nil, !text.hasPrefix(".")
        else { return jsonQuoted(text) }
        return text
    }
}
