import Foundation
import GanttChart
import ProjectScheduling
import TimelineCore

/// Writes a project plan as a Mermaid gantt diagram that draws the same bars.
///
/// ```mermaid
/// gantt
///     title Launch
///     dateFormat YYYY-MM-DD
///     section Build
///     Design :done, t2, 2025-03-03, 2025-03-06
///     Implement :crit, t3, after t2, 2025-03-13
/// ```
///
/// - Top-level summaries with children become sections holding everything
///   under them (deeper summaries, and summaries without children, are drawn
///   as bars, since sections do not nest and draw no bar); top-level items
///   outside summaries come first, before any section.
/// - Every bar gets its start and its end as dates (`dateFormat` shows times
///   when some time is not midnight), so Mermaid draws the dates the plan
///   has (its drawn dates: summaries span their children). A start equal to
///   the latest finish of the item's finish-to-start predecessors (without
///   lag) is written `after a b`; an end equal to the earliest start of its
///   start-to-finish predecessors, `until a`. Other links cannot be written.
/// - Ids are `t` and the item id; completion 100% is `done`; Mermaid's
///   `crit` and `active` colors (as ``MermaidGanttReader`` reads them) are
///   the tags again; milestones are `milestone` with `0d`.
/// - The calendar made from `excludes` is written back as `excludes` when the
///   plan's times are all midnight (Mermaid stretches ends given with a time
///   of day over excluded days).
/// - The header's first row gives `axisFormat` and `tickInterval`.
public enum MermaidGanttWriter {
    /// The plan as Mermaid text.
    /// - Parameters:
    ///   - document: The plan.
    ///   - resolved: Its chart model (the drawn dates).
    /// - Returns: The diagram, ending with a newline.
    /// - Complexity: O(n log n + d).
    public static func write(_ document: TimelineDocument, resolved: ResolvedTimelineDocument) -> String {
        let items = resolved.itemSource.items
        let byID = Dictionary(items.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        let documentItems = Dictionary(document.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = document.items.compactMap { byID[$0.id] }
        let hierarchy = resolved.hierarchy
        let hasTime = ordered.contains { $0.start.timeOfDay != 0 || $0.finish.normalized.timeOfDay != 0 }
        let format = MermaidDateFormat(hasTime ? "YYYY-MM-DD HH:mm" : "YYYY-MM-DD")
        let exact = ordered.allSatisfy { ($0.start.second == 0 || !hasTime) && $0.finish.normalized.second == 0 }
        let dateFormat = exact ? format : MermaidDateFormat("YYYY-MM-DD HH:mm:ss")

        var lines = ["gantt"]
        if let title = document.title ?? resolved.settings.title { lines.append("    title \(singleLine(title))") }
        lines.append("    dateFormat \(dateFormat.pattern)")
        if let row = document.header?.first {
            if let pattern = row.format { lines.append("    axisFormat \(MermaidAxisFormat.strftime(fromDatePattern: pattern))") }
            let ticks: [TimeIntervalType: String] = [.milliseconds: "millisecond", .seconds: "second", .minutes: "minute", .hours: "hour",
                                                      .days: "day", .weeks: "week", .months: "month"]
            if let tick = ticks[row.intervals] { lines.append("    tickInterval 1\(tick)") }
        }
        let excludes = hasTime ? nil : excludesLine(document)
        if let excludes { lines.append("    \(excludes)") }

        // Sections from the top level; what is under a top-level summary goes in its section.
        var topLevel: [GanttChartItem] = []
        var sections: [(GanttChartItem, [GanttChartItem])] = []
        let order = Dictionary(ordered.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        func descendants(of id: GanttChartItem.ID) -> [GanttChartItem] {
            var result: [GanttChartItem] = []
            var stack = hierarchy.children(of: id).filter { byID[$0.rawValue] != nil }.sorted { order[$0, default: 0] > order[$1, default: 0] }
            var seen: Set<GanttChartItem.ID> = [id]
            while let next = stack.popLast() {
                guard seen.insert(next).inserted, let item = byID[next.rawValue] else { continue }
                result.append(item)
                stack += hierarchy.children(of: next).filter { byID[$0.rawValue] != nil }.sorted { order[$0, default: 0] > order[$1, default: 0] }
            }
            return result
        }
        for item in ordered where hierarchy.parent(of: item.id).flatMap({ byID[$0.rawValue] }) == nil {
            if hierarchy.isSummary(item.id) {
                sections.append((item, descendants(of: item.id)))
            } else {
                topLevel.append(item)
            }
        }
        let written = Set((topLevel + sections.flatMap(\.1)).map(\.id))
        var predecessors: [GanttChartItem.ID: [GanttChartDependency]] = [:]
        for dependency in resolved.itemSource.dependencies where resolved.lags[dependency.id].map({ $0.isZero }) ?? true {
            predecessors[dependency.to, default: []].append(dependency)
        }
        func line(_ item: GanttChartItem) -> String {
            var data: [String] = []
            let colors = documentItems[item.id.rawValue]?.colors ?? TimelineDocument.Colors()
            if item.completion >= 1 { data.append("done") }
            if colors.bar == MermaidGanttParser.activeFill { data.append("active") }
            if colors.outline == MermaidGanttParser.critOutline { data.append("crit") }
            if item.isMilestone { data.append("milestone") }
            data.append("t\(item.id.rawValue)")
            let links = predecessors[item.id, default: []].filter { written.contains($0.from) && byID[$0.from.rawValue] != nil }
            let after = links.filter { $0.type == .fromFinishToStart }.compactMap { byID[$0.from.rawValue] }
            if !after.isEmpty, after.map(\.finish).max() == item.start {
                data.append("after " + after.map { "t\($0.id.rawValue)" }.joined(separator: " "))
            } else {
                data.append(dateFormat.text(item.start))
            }
            let until = links.filter { $0.type == .fromStartToFinish }.compactMap { byID[$0.from.rawValue] }
            if item.isMilestone {
                data.append("0d")
            } else if excludes == nil, !until.isEmpty, until.map(\.start).min() == item.finish {
                data.append("until " + until.map { "t\($0.id.rawValue)" }.joined(separator: " "))
            } else {
                data.append(dateFormat.text(item.finish))
            }
            return "    \(label(item.label)) :\(data.joined(separator: ", "))"
        }
        lines += topLevel.map(line)
        for (summary, members) in sections {
            lines.append("    section \(label(summary.label))")
            lines += members.map(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `excludes …` for the reader's `excludes` calendar (whole days off), if the plan uses one.
    static func excludesLine(_ document: TimelineDocument) -> String? {
        guard let name = document.calendar, let schedule = document.schedules.first(where: { $0.name == name }),
              schedule.hours == [.fullDay], schedule.weekdayHours.isEmpty, schedule.exceptions.isEmpty,
              schedule.holidays.allSatisfy({ $0.start.timeOfDay == 0 && $0.finish.normalized.timeOfDay == 0 }) else { return nil }
        let off = Weekday.allCases.filter { !schedule.workingDays.contains($0) }
        var words: [String] = []
        if off.contains(.saturday), off.contains(.sunday) {
            words.append("weekends")
            words += off.filter { $0 != .saturday && $0 != .sunday }.map(\.description)
        } else {
            words += off.map(\.description)
        }
        for holiday in schedule.holidays {
            var day = holiday.start.dayNumber
            while day < holiday.finish.normalized.dayNumber, words.count < 100_000 {
                words.append(MermaidDateFormat.standard.text(Time(dayNumber: day)))
                day += 1
            }
        }
        return words.isEmpty ? nil : "excludes " + words.joined(separator: ", ")
    }

    /// Words that start a statement rather than a task.
    static let keywords: Set<String> = [
        "gantt", "dateFormat", "axisFormat", "tickInterval", "excludes", "includes", "weekend", "weekday", "inclusiveEndDates",
        "title", "section", "todayMarker", "topAxis", "displayMode", "click", "accTitle", "accDescr",
    ]

    /// A label on one line, with `:`, `#` and `;` written as Mermaid entity
    /// codes (`#58;`, `#35;`, `#59;`), which the reader decodes; a label
    /// starting with a statement's keyword (or `%%`) has its first character
    /// written as a code, so it still reads as a task.
    static func label(_ text: String) -> String {
        var output = ""
        for scalar in singleLine(text).unicodeScalars {
            switch scalar {
            case "#": output += "#35;"
            case ":": output += "#58;"
            case ";": output += "#59;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        var trimmed = output.trimmingCharacters(in: .whitespaces)
        let firstWord = String(trimmed.prefix { !$0.isWhitespace })
        if keywords.contains(firstWord) || trimmed.hasPrefix("%%") || trimmed.hasPrefix("---"), let first = trimmed.unicodeScalars.first {
            trimmed = "#\(first.value);" + String(trimmed.unicodeScalars.dropFirst())
        }
        return trimmed.isEmpty ? "#32;" : trimmed
    }

    /// The text with line breaks as spaces.
    static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
