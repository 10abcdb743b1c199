import Foundation
import GanttChart
import TimelineCore

/// The line-by-line reader behind ``MermaidGanttReader``: statements first,
/// then the tasks' dates in Mermaid's order, then the plan, resolved with
/// every place known.
struct MermaidGanttParser {
    /// A part of a line and the column (1-based, in Unicode scalars) it starts at.
    struct Part {
        var text: String
        var column: Int
    }

    enum StartSpec {
        case previous
        case after([Part])
        case date(Part)
    }

    enum EndSpec {
        case until([Part])
        case date(Part, Time)
        case duration(Part)
    }

    struct RawTask {
        var line: Int
        var name: Part
        var section: Int?
        var id: String?
        var idPart: Part?
        var tags: Set<String>
        var start: StartSpec
        var end: EndSpec
        var endPart: Part
        // Computed.
        var startTime: Time?
        var endTime: Time?
        var drawnEnd: Time?
    }

    struct Section {
        var line: Int
        var name: String
    }

    /// Mermaid's colors for `crit` and `active` tasks, kept as item colors.
    static let critOutline = "#ff0000"
    static let critFill = "#ff8888"
    static let activeFill = "#bfc7ff"
    static let activeOutline = "#534fbc"

    let file: String
    var reader: NodeReader
    var format = MermaidDateFormat.standard
    var axisFormat: String?
    var tickInterval: TimeIntervalType?
    var excludes = MermaidExcludes()
    var excludeWords: [(Part, Int)] = []
    var weekendStartsFriday = false
    var inclusiveEndDates = false
    var title: String?
    var sections: [Section] = []
    var tasks: [RawTask] = []
    /// Task index by id.
    var idIndex: [String: Int] = [:]
    /// Tasks whose dates could not be computed (reported).
    var failed: Set<Int> = []
    /// Items in text order: `.section(index)` or `.task(index)`.
    var order: [(isSection: Bool, index: Int)] = []

    init(file: String) {
        self.file = file
        self.reader = NodeReader(file: file, limit: TimelineDocument.errorLimit)
    }

    private mutating func report(_ line: Int, _ column: Int, _ message: String) {
        reader.report(TextPosition(line: line, column: column), message)
    }

    private var failure: TimelineDocumentErrors { TimelineDocumentErrors(reader.sortedErrors, isTruncated: reader.isTruncated) }

    /// Splits `text` at `separator`, keeping each part's column (trimmed).
    static func split(_ text: Substring, at separator: Character, column: Int) -> [Part] {
        var parts: [Part] = []
        var current = ""
        var start = column
        var position = column
        for char in text {
            if char == separator {
                parts.append(trimmed(current, column: start))
                current = ""
                start = position + 1
            } else {
                current.append(char)
            }
            position += char.unicodeScalars.count
        }
        parts.append(trimmed(current, column: start))
        return parts
    }

    static func trimmed(_ text: String, column: Int) -> Part {
        let leading = text.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
        return Part(text: text.trimmingCharacters(in: .whitespaces), column: column + leading)
    }

    /// Decodes Mermaid's entity codes in labels: `#35;` → `#`, `#58;` → `:`.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("#") else { return text }
        var output = ""
        var rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            output += rest[..<hash]
            let after = rest[rest.index(after: hash)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, digits.count <= 7, after.dropFirst(digits.count).first == ";",
               let value = UInt32(digits), let scalar = Unicode.Scalar(value) {
                output.unicodeScalars.append(scalar)
                rest = after.dropFirst(digits.count + 1)
            } else {
                output += "#"
                rest = after
            }
        }
        return output + rest
    }

    mutating func parse(_ text: String) throws(TimelineDocumentErrors) -> (document: TimelineDocument, resolved: ResolvedTimelineDocument) {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = first.dropFirst() }
        var sawGantt = false
        var inFrontMatter = false
        var inDescription = false
        for (offset, rawLine) in lines.enumerated() {
            if reader.isFull { break }
            let line = offset + 1
            let indent = rawLine.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
            let content = rawLine.trimmingCharacters(in: .whitespaces)
            if offset == 0, content == "---" { inFrontMatter = true; continue }
            if inFrontMatter {
                if content == "---" { inFrontMatter = false }
                else if !sawGantt, content.hasPrefix("title:") { title = String(content.dropFirst(6)).trimmingCharacters(in: .whitespaces) }
                continue
            }
            if inDescription {
                if content.contains("}") { inDescription = false }
                continue
            }
            if content.isEmpty || content.hasPrefix("%%") { continue }
            let column = indent + 1
            guard sawGantt else {
                guard content == "gantt" || content.hasPrefix("gantt ") else {
                    report(line, column, "expected \"gantt\" first: this reads Mermaid gantt diagrams only")
                    throw failure
                }
                sawGantt = true
                continue
            }
            let keyword = content.prefix { !$0.isWhitespace && $0 != ":" }
            let argumentText = content.dropFirst(keyword.count)
            let argumentColumn = column + keyword.unicodeScalars.count + argumentText.prefix { $0.isWhitespace }.unicodeScalars.count
            let argument = argumentText.trimmingCharacters(in: .whitespaces)
            switch keyword {
            case "dateFormat":
                format = MermaidDateFormat(argument)
            case "axisFormat":
                axisFormat = argument
            case "tickInterval":
                let unit = argument.drop { $0.isNumber }
                let units: [String: TimeIntervalType] = ["millisecond": .milliseconds, "second": .seconds, "minute": .minutes, "hour": .hours,
                                                         "day": .days, "week": .weeks, "month": .months]
                guard argument.first?.isNumber == true, let type = units[String(unit)] else {
                    report(line, argumentColumn, "tickInterval \"\(argument)\": expected a number and millisecond, second, minute, hour, day, week or month (1week)")
                    continue
                }
                tickInterval = type
            case "excludes":
                for part in Self.split(Substring(argument.replacingOccurrences(of: " ", with: ",")), at: ",", column: argumentColumn) where !part.text.isEmpty {
                    excludeWords.append((part, line))
                }
            case "includes":
                if !argument.isEmpty {
                    report(line, argumentColumn, "includes is not supported: remove the dates from excludes instead")
                }
            case "weekend":
                switch argument.lowercased() {
                case "friday": weekendStartsFriday = true
                case "saturday": weekendStartsFriday = false
                default: report(line, argumentColumn, "weekend \"\(argument)\": expected friday or saturday")
                }
            case "inclusiveEndDates":
                inclusiveEndDates = true
            case "title":
                title = argument
            case "section":
                sections.append(Section(line: line, name: Self.decodeEntities(argument)))
                order.append((true, sections.count - 1))
            case "todayMarker", "topAxis", "displayMode", "weekday", "click", "accTitle", "accTitle:", "accDescr:":
                continue
            case "accDescr":
                if argument.hasPrefix("{"), !argument.contains("}") { inDescription = true }
            default:
                guard let colon = content.firstIndex(of: ":") else {
                    report(line, column, "expected a task (\"Name :data\") or a statement (dateFormat, section, excludes…), not \"\(content)\"")
                    continue
                }
                let name = Self.trimmed(String(content[..<colon]), column: column)
                let dataColumn = column + content[..<colon].unicodeScalars.count + 1
                parseTask(name: name, data: content[content.index(after: colon)...], dataColumn: dataColumn, line: line)
            }
        }
        if !sawGantt {
            report(1, 1, "the file is empty: expected \"gantt\" and tasks")
        }
        if reader.isFull || !reader.errors.isEmpty { throw failure }
        readExcludes()
        computeDates()
        if !reader.errors.isEmpty { throw failure }
        return try makeDocument()
    }

    private mutating func parseTask(name: Part, data: Substring, dataColumn: Int, line: Int) {
        var parts = Self.split(data, at: ",", column: dataColumn)
        var tags: Set<String> = []
        while let first = parts.first, ["active", "done", "crit", "milestone"].contains(first.text) {
            tags.insert(first.text)
            parts.removeFirst()
        }
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.text.isEmpty }) else {
            let where_ = parts.first { $0.text.isEmpty }?.column ?? dataColumn
            report(line, where_, "task \"\(name.text)\": expected [tags,] [id,] [start,] end — e.g. \":done, a1, 2025-03-03, 3d\"")
            return
        }
        var id: String?
        var idPart: Part?
        if parts.count == 3 {
            idPart = parts[0]
            id = parts[0].text
            guard parts[0].text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                report(line, parts[0].column, "task \"\(name.text)\": id \"\(parts[0].text)\" may only hold letters, digits, _ and -")
                return
            }
            if tasks.contains(where: { $0.id == id }) {
                report(line, parts[0].column, "task \"\(name.text)\": the id \"\(parts[0].text)\" is already used")
                return
            }
        }
        var start = StartSpec.previous
        if parts.count >= 2 {
            let part = parts[parts.count - 2]
            if part.text.hasPrefix("after ") {
                start = .after(Self.references(part, keyword: "after"))
            } else {
                start = .date(part)
            }
        }
        let endPart = parts[parts.count - 1]
        var end: EndSpec = .duration(endPart)
        if endPart.text.hasPrefix("until ") {
            end = .until(Self.references(endPart, keyword: "until"))
        } else if let time = format.time(endPart.text) ?? (format == .standard ? nil : MermaidDateFormat.standard.time(endPart.text)) {
            end = .date(endPart, inclusiveEndDates ? time.adding(days: 1) : time)
        }
        tasks.append(RawTask(line: line, name: Part(text: Self.decodeEntities(name.text), column: name.column), section: sections.indices.last,
                             id: id, idPart: idPart, tags: tags, start: start, end: end, endPart: endPart))
        order.append((false, tasks.count - 1))
    }

    /// The ids after `after ` or `until `, each with its column.
    static func references(_ part: Part, keyword: String) -> [Part] {
        let rest = part.text.dropFirst(keyword.count)
        return split(rest, at: " ", column: part.column + keyword.count).filter { !$0.text.isEmpty }
    }

    private mutating func readExcludes() {
        var dates: Set<Int> = []
        for (part, line) in excludeWords {
            let word = part.text.lowercased()
            if word == "weekends" {
                excludes.weekdays.formUnion(weekendStartsFriday ? [.friday, .saturday] : [.saturday, .sunday])
            } else if let weekday = Weekday.allCases.first(where: { "\($0)" == word }) {
                excludes.weekdays.insert(weekday)
            } else if let time = format.time(part.text) ?? MermaidDateFormat.standard.time(part.text) {
                dates.insert(time.dayNumber)
            } else {
                report(line, part.column, "excludes \"\(part.text)\": expected weekends, a weekday name (monday) or a date (\(format))")
            }
        }
        excludes.days = dates.filter { !excludes.weekdays.contains(Time(dayNumber: $0).weekday) }.sorted()
    }

    private func index(ofID id: String) -> Int? { idIndex[id] }

    /// Mermaid's duration: a number and `ms`, `s`, `m`, `h`, `d`, `w`, `M` or `y`.
    static func end(adding text: String, to start: Time) -> Time? {
        let unit = text.reversed().prefix { $0.isLetter }.reversed()
        let number = text.dropLast(unit.count)
        guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }), number.first != ".", number.last != ".",
              let value = Double(number), value.isFinite, value <= 1e9 else { return nil }
        // dayjs rounds days and weeks to whole days and drops fractions of months and years.
        func roundHalfUp(_ value: Double) -> Int { Int((value + 0.5).rounded(.down)) }
        let result: Time
        switch String(unit) {
        case "ms": result = start.adding(seconds: value / 1_000)
        case "s": result = start.adding(seconds: value)
        case "m": result = start.adding(seconds: value * 60)
        case "h": result = start.adding(seconds: value * 3_600)
        case "d": guard value <= 4_000_000 else { return nil }; result = start.adding(days: roundHalfUp(value))
        case "w": guard value <= 600_000 else { return nil }; result = start.adding(days: roundHalfUp(value * 7))
        case "M": guard value <= 120_000 else { return nil }; result = start.adding(months: Int(value))
        case "y": guard value <= 10_000 else { return nil }; result = start.adding(years: Int(value))
        default: return nil
        }
        return result
    }

    /// Start and end times, each task once after the tasks it names (the
    /// previous task, `after` and `until` ids): Mermaid's passes, in
    /// dependency order. Tasks left over depend on each other in a cycle.
    /// - Complexity: O(t + r) for t tasks and r references, plus the date arithmetic.
    private mutating func computeDates() {
        for (index, task) in tasks.enumerated() {
            if let id = task.id, idIndex[id] == nil { idIndex[id] = index }
        }
        var dependents = Array(repeating: [Int](), count: tasks.count)
        var waiting = Array(repeating: 0, count: tasks.count)
        for (index, task) in tasks.enumerated() {
            var needs: Set<Int> = []
            switch task.start {
            case .previous: if index > 0 { needs.insert(index - 1) }
            case let .after(references): needs.formUnion(references.compactMap { idIndex[$0.text] })
            case .date: break
            }
            if case let .until(references) = task.end { needs.formUnion(references.compactMap { idIndex[$0.text] }) }
            waiting[index] = needs.count
            for need in needs { dependents[need].append(index) }
        }
        var ready = Array(tasks.indices.filter { waiting[$0] == 0 }.reversed())
        while let index = ready.popLast() {
            _ = computeDates(of: index, reportMissing: true)
            if tasks[index].endTime == nil { failed.insert(index) }
            for dependent in dependents[index] {
                waiting[dependent] -= 1
                if waiting[dependent] == 0 { ready.append(dependent) }
            }
        }
        for index in tasks.indices where waiting[index] > 0 {
            _ = computeDates(of: index, reportMissing: true)
        }
    }

    /// - Returns: Whether the task's dates are known (or it failed with a report).
    private mutating func computeDates(of index: Int, reportMissing: Bool) -> Bool {
        let task = tasks[index]
        let context = "task \"\(task.name.text)\""
        var start: Time
        switch task.start {
        case .previous:
            guard index > 0 else {
                report(task.line, task.endPart.column, "\(context): the first task needs a start date (e.g. :2025-03-03, 3d)")
                tasks[index].startTime = Time(dayNumber: 0)
                return true
            }
            guard let previous = tasks[index - 1].endTime else {
                if failed.contains(index - 1) { return false }
                if reportMissing { report(task.line, task.endPart.column, "\(context): the previous task's end cannot be computed") }
                return reportMissing
            }
            start = previous
        case let .after(references):
            var latest: Time?
            for reference in references {
                guard let found = self.index(ofID: reference.text) else {
                    report(task.line, reference.column, "\(context): after \"\(reference.text)\": no task has this id\(didYouMean(reference.text, among: tasks.compactMap(\.id)))")
                    return true
                }
                guard let end = tasks[found].endTime else {
                    if failed.contains(found) { return false }
                    if reportMissing { report(task.line, reference.column, "\(context): after \"\(reference.text)\": the tasks' dates depend on each other in a cycle") }
                    return reportMissing
                }
                latest = max(latest ?? end, end)
            }
            guard let latest else { report(task.line, task.endPart.column, "\(context): \"after\" needs task ids"); return true }
            start = latest
        case let .date(part):
            guard let time = format.time(part.text) ?? (try? Time(iso8601: part.text)) else {
                report(task.line, part.column, "\(context): \"\(part.text)\" is not a date in the format \(format) (nor an after clause)")
                return true
            }
            start = time
        }
        tasks[index].startTime = start
        var end: Time
        var manual = false
        switch task.end {
        case let .until(references):
            var earliest: Time?
            for reference in references {
                guard let found = self.index(ofID: reference.text) else {
                    report(task.line, reference.column, "\(context): until \"\(reference.text)\": no task has this id\(didYouMean(reference.text, among: tasks.compactMap(\.id)))")
                    return true
                }
                guard let begin = tasks[found].endTime.flatMap({ _ in tasks[found].startTime }) else {
                    if failed.contains(found) { tasks[index].startTime = nil; return false }
                    if reportMissing { report(task.line, reference.column, "\(context): until \"\(reference.text)\": the tasks' dates depend on each other in a cycle") }
                    tasks[index].startTime = nil
                    return reportMissing
                }
                earliest = min(earliest ?? begin, begin)
            }
            guard let earliest else { report(task.line, task.endPart.column, "\(context): \"until\" needs task ids"); return true }
            end = earliest
        case let .date(part, time):
            end = time
            manual = MermaidDateFormat.standard.time(part.text) != nil
        case let .duration(part):
            guard let computed = Self.end(adding: part.text, to: start) else {
                report(task.line, part.column, "\(context): \"\(part.text)\" is not a date (\(format)) or a duration such as 3d, 4h, 1w")
                return true
            }
            end = computed
        }
        guard end >= start else {
            report(task.line, task.endPart.column, "\(context): it ends (\(end)) before it starts (\(start))")
            return true
        }
        guard start.isSupported, end.isSupported else {
            report(task.line, task.endPart.column, "\(context): its dates are out of range: \(Time.supportedRangeDescription)")
            return true
        }
        var drawn = end
        if !manual, !excludes.isEmpty {
            guard let stretched = excludes.stretch(start: start, duration: end.seconds(since: start)) else {
                report(task.line, task.endPart.column, "\(context): every day is excluded, so the task never ends")
                return true
            }
            guard stretched.end.isSupported else {
                report(task.line, task.endPart.column, "\(context): with the excluded days it ends out of range: \(Time.supportedRangeDescription)")
                return true
            }
            (end, drawn) = stretched
        }
        tasks[index].endTime = end
        tasks[index].drawnEnd = drawn
        return true
    }

    private mutating func makeDocument() throws(TimelineDocumentErrors) -> (document: TimelineDocument, resolved: ResolvedTimelineDocument) {
        var items: [TimelineDocument.Item] = []
        var map = SourceMap()
        var itemIDOfTask: [Int: Int] = [:]
        var itemIDOfSection: [Int: Int] = [:]
        for (isSection, index) in order {
            let id = items.count + 1
            if isSection { itemIDOfSection[index] = id } else { itemIDOfTask[index] = id }
            items.append(TimelineDocument.Item(id: id, row: items.count, start: Time(dayNumber: 0)))
        }
        let earliest = tasks.compactMap(\.startTime).min() ?? Time(year: 2001)
        for (position, entry) in order.enumerated() {
            var marks = SourceMap.ItemMarks()
            if entry.isSection {
                let section = sections[entry.index]
                let children = tasks.filter { $0.section == entry.index }.compactMap(\.startTime)
                items[position].label = section.name
                items[position].type = .summary
                items[position].start = children.min() ?? earliest
                marks.item = TextPosition(line: section.line, column: 1)
            } else {
                let task = tasks[entry.index]
                guard let start = task.startTime, let drawnEnd = task.drawnEnd else {
                    map.items.append(marks)
                    continue
                }
                var item = items[position]
                item.label = task.name.text
                item.parent = task.section.flatMap { itemIDOfSection[$0] }.map { .id($0) }
                if task.tags.contains("milestone") {
                    item.type = .milestone
                    item.start = start.adding(seconds: drawnEnd.seconds(since: start) / 2)
                } else {
                    item.start = start
                    item.finish = drawnEnd
                }
                if task.tags.contains("done") { item.completion = 1 }
                if task.tags.contains("crit") { item.colors.outline = Self.critOutline }
                if task.tags.contains("active") {
                    item.colors.bar = Self.activeFill
                    if item.colors.outline == nil { item.colors.outline = Self.activeOutline }
                } else if task.tags.contains("crit"), !task.tags.contains("done") {
                    item.colors.bar = Self.critFill
                }
                items[position] = item
                marks.item = TextPosition(line: task.line, column: task.name.column)
                marks.id = task.idPart.map { TextPosition(line: task.line, column: $0.column) }
                marks.finish = TextPosition(line: task.line, column: task.endPart.column)
                marks.start = marks.finish
            }
            map.items.append(marks)
        }
        var dependencies: [TimelineDocument.Dependency] = []
        var seen: Set<[Int]> = []
        for (taskIndex, task) in tasks.enumerated() {
            guard let successor = itemIDOfTask[taskIndex] else { continue }
            var links: [(Part, GanttChartDependency.DependencyType)] = []
            if case let .after(references) = task.start { links += references.map { ($0, .fromFinishToStart) } }
            if case let .until(references) = task.end { links += references.map { ($0, .fromStartToFinish) } }
            for (reference, type) in links {
                guard let found = index(ofID: reference.text), let predecessor = itemIDOfTask[found],
                      seen.insert([predecessor, successor, type == .fromFinishToStart ? 0 : 1]).inserted else { continue }
                dependencies.append(TimelineDocument.Dependency(id: dependencies.count + 1, from: .id(predecessor), to: .id(successor), type: type))
                let place = TextPosition(line: task.line, column: reference.column)
                map.dependencies.append(SourceMap.DependencyMarks(dependency: place, from: place, to: place))
            }
        }
        var document = TimelineDocument(title: title, items: items, dependencies: dependencies)
        if !excludes.isEmpty {
            let holidays = excludes.days.map { TimeRange(Time(dayNumber: $0)..<Time(dayNumber: $0 + 1)) }
            document.schedules = [ScheduleDescription(name: MermaidGanttReader.excludesScheduleName,
                                                      workingDays: Weekday.allCases.filter { !excludes.weekdays.contains($0) },
                                                      hours: [.fullDay], holidays: holidays)]
            document.calendar = MermaidGanttReader.excludesScheduleName
            document.highlighters = [MermaidGanttReader.excludesScheduleName]
        }
        if let axisFormat {
            let pattern = MermaidAxisFormat.datePattern(fromStrftime: axisFormat)
            document.header = [TimelineDocument.HeaderRow(intervals: tickInterval ?? MermaidAxisFormat.intervals(forStrftime: axisFormat), format: pattern)]
        } else if let tickInterval {
            document.header = [TimelineDocument.HeaderRow(intervals: tickInterval)]
        }
        guard let resolved = document.resolve(reader: &reader, map: map), reader.errors.isEmpty else { throw failure }
        return (document, resolved)
    }
}
