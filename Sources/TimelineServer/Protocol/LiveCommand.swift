import Foundation
public import GanttChart
public import Interchange
public import TimelineCore

/// A command from the page (`{"type": "command", "name": …, "arguments": {…}}`),
/// typed: decoding checks every argument's presence, kind and range, so the
/// session only ever sees valid values, and every refusal is worded here.
///
/// ```swift
/// let command = try LiveCommand(name: "moveItem", arguments: ["item": 3, "start": "2025-03-10T08:00"])
/// // .moveItem(item: 3, start: 2025-03-10T08:00)
/// ```
public enum LiveCommand: Sendable, Equatable, Codable {
    case zoomIn, zoomOut, zoomFit, today, refresh, undo, redo
    /// Scroll by points.
    case scroll(dx: Double, dy: Double)
    /// Scroll to an x position and/or a display row.
    case scrollTo(x: Double?, row: Int?)
    /// A registered theme's name.
    case setTheme(String)
    /// Light or dark.
    case setMode(TimelineDocument.Mode)
    /// Show, hide (or, with `nil`, toggle) the critical path.
    case showCriticalPath(Bool?)
    /// Turn plan-wide auto-scheduling on or off.
    case setAutoScheduling(Bool)
    /// Show the Gantt chart or the resource view (this session only).
    case setView(SessionView.ChartView)
    /// Show, hide (or, with `nil`, toggle) the load histogram under the chart (this session only).
    case showHistogram(Bool?)
    /// Move an item to a start, keeping its working duration.
    case moveItem(item: GanttChartItem.ID, start: Time)
    /// Set an item's start and finish.
    case setTime(item: GanttChartItem.ID, start: Time, finish: Time)
    /// Set an item's completion, `0...1`.
    case setCompletion(item: GanttChartItem.ID, completion: Double)
    /// Edit a grid cell of a display row.
    case editCell(row: Int, column: String, text: String)
    /// Add a standard item on a display row.
    case addItem(label: String, row: Int, start: Time, finish: Time)
    /// Add a task below the last row, starting at the first working day in view (its name editor opens).
    case addTask(label: String)
    /// Delete an item and its links.
    case deleteItem(GanttChartItem.ID)
    /// Link two items.
    case addDependency(from: GanttChartItem.ID, to: GanttChartItem.ID, type: GanttChartDependency.DependencyType)
    /// Remove a link.
    case deleteDependency(GanttChartDependency.ID)
    /// Change a link's type.
    case setDependencyType(GanttChartDependency.ID, GanttChartDependency.DependencyType)
    /// Collapse or expand a summary (`nil` toggles).
    case toggleRow(item: GanttChartItem.ID, expanded: Bool?)
    /// Save the task dialog: the fields it changed, as one undoable edit.
    case updateTask(item: GanttChartItem.ID, TaskUpdate)
    /// Set a link's lag from text (`+2d`, `-4h`, `1ed`, `50%`; empty for none).
    case setDependencyLag(GanttChartDependency.ID, String)
    /// What this page's drags snap to (the document's setting until chosen).
    case setSnap(GanttChartSnapUnit)
    /// Open the task dialog of an item (Enter on a grid row).
    case editTask(GanttChartItem.ID)
    /// Save baseline `number` (0…10) of every item: one undoable, stored, broadcast edit.
    case saveBaseline(Int)
    /// Clear baseline `number` (0…10) of every item: one undoable, stored, broadcast edit.
    case clearBaseline(Int)
    /// Draw baseline `number` (0…10) under the bars; -1 draws none.
    case showBaseline(Int)
    /// Show, hide (or, with `nil`, toggle) the total slack bars.
    case showSlack(Bool?)
    /// Show, hide (or, with `nil`, toggle) the progress line.
    case showProgressLine(Bool?)
    /// Items with at most this total slack, in working days, are critical.
    case setCriticalSlack(days: Double)
    /// Indent an item's row under the sibling row above it (Tab); `nil`: the chart's selected bar.
    case indent(item: GanttChartItem.ID?)
    /// Outdent an item's row one level (Shift+Tab); `nil`: the chart's selected bar.
    case outdent(item: GanttChartItem.ID?)
    /// Insert a task above an item's row (Insert) or below its block, under the same parent (its
    /// name editor opens); `nil`: the chart's selected bar.
    case insertTask(item: GanttChartItem.ID?, below: Bool, label: String)
    /// Move an item's row (and the rows under it) above or below its sibling (Alt+Shift+Up/Down);
    /// `nil`: the chart's selected bar.
    case moveRow(item: GanttChartItem.ID?, up: Bool)
    /// Move an item's row (and the rows under it) where a grid row was dropped: above `target`'s row
    /// (between it and the row above), under it as its last child (`child`), or after the last row
    /// (`target` `nil`).
    case dropRow(item: GanttChartItem.ID, target: GanttChartItem.ID?, child: Bool)
    /// A grid row clicked (a display row): selects its task, with Ctrl/⌘ adds it to the
    /// selection or takes it out, with Shift selects the rows from the anchor row.
    case selectRow(row: Int, modifiers: ClientMessage.Modifiers)
    /// Selects every task in the view (Ctrl+A).
    case selectAll
    /// Links the selected tasks finish-to-start in the order they were selected (one undoable edit).
    case linkSelection
    /// Removes the links between the selected tasks (one undoable edit).
    case unlinkSelection
    /// Shows only the tasks that match (this page only); an empty filter shows every task.
    /// The date range comes as the page typed it (`from`, `to`; either may be
    /// missing): the session reads it in the page's date format or ISO 8601,
    /// so the filter's own `dateRange` is not set here.
    case setFilter(OutlineGanttChartFilter, from: String? = nil, to: String? = nil)
    /// Sorts the view by a grid column's key (`nil`: the plan's order), keeping the outline (this page only).
    case sortBy(column: String?, ascending: Bool)
    /// Writes the view's sort into the plan: its rows take the sorted order (one undoable, stored, broadcast edit).
    case sortPlan
    /// Finds the next (or previous) task whose name, resources or notes contain `text`,
    /// from the selected one: selects it, shows it (expanding its summaries) and scrolls to it.
    case search(text: String, backwards: Bool)

    /// Item and dependency ids accepted from the page.
    public static let idLimits: ClosedRange<Int> = -1_000_000_000_000...1_000_000_000_000
    /// Rows accepted for scrolling and cell edits (a virtual plan has up to 10^12).
    public static let rowLimits: ClosedRange<Int> = 0...1_000_000_000_000
    /// Rows a new item may be put on: a plan of up to ten million rows.
    public static let newRowLimits: ClosedRange<Int> = 0...9_999_999
    /// The longest filter or search text accepted, in UTF-8 bytes.
    public static let findTextLimit = 1_000
    /// Horizontal scroll positions accepted, in points.
    public static let scrollXLimits: ClosedRange<Double> = 0...1_000_000_000_000

    /// Decodes a command from its name and arguments.
    /// - Throws: ``ProtocolError`` naming the command and the argument that is
    ///   missing, of the wrong kind or out of range, or the unknown command.
    public init(name: String, arguments: [String: JSONValue], seq: Int? = nil) throws(ProtocolError) {
        let reader = ArgumentReader(command: name, arguments: arguments, seq: seq)
        switch name {
        case "zoomIn": self = .zoomIn
        case "zoomOut": self = .zoomOut
        case "zoomFit": self = .zoomFit
        case "today": self = .today
        case "refresh": self = .refresh
        case "undo": self = .undo
        case "redo": self = .redo
        case "scroll":
            self = .scroll(dx: try reader.optionalNumber("dx", within: ClientMessage.coordinateLimits) ?? 0,
                           dy: try reader.optionalNumber("dy", within: ClientMessage.coordinateLimits) ?? 0)
        case "scrollTo":
            self = .scrollTo(x: try reader.optionalNumber("x", within: Self.scrollXLimits), row: try reader.optionalInt("row", within: Self.rowLimits))
        case "setTheme":
            let theme = try reader.string("theme")
            guard TimelineDocument.themeNames.contains(theme) else {
                throw reader.fail("unknown theme \"\(theme)\" (use \(TimelineDocument.themeNames.joined(separator: ", ")))")
            }
            self = .setTheme(theme)
        case "setMode":
            guard let mode = TimelineDocument.Mode(rawValue: try reader.string("mode")) else { throw reader.fail("use light or dark") }
            self = .setMode(mode)
        case "showCriticalPath": self = .showCriticalPath(try reader.optionalBool("on"))
        case "setView":
            guard let view = SessionView.ChartView(rawValue: try reader.string("view")) else { throw reader.fail("use gantt or resources") }
            self = .setView(view)
        case "showHistogram": self = .showHistogram(try reader.optionalBool("on"))
        case "setAutoScheduling":
            guard let on = try reader.optionalBool("on") else { throw reader.fail("missing boolean \"on\"") }
            self = .setAutoScheduling(on)
        case "moveItem": self = .moveItem(item: try reader.item(), start: try reader.time("start"))
        case "setTime": self = .setTime(item: try reader.item(), start: try reader.time("start"), finish: try reader.time("finish"))
        case "setCompletion": self = .setCompletion(item: try reader.item(), completion: try reader.number("completion", within: 0...1))
        case "editCell":
            self = .editCell(row: try reader.int("row", within: Self.rowLimits), column: try reader.string("column"), text: try reader.string("text"))
        case "addItem":
            self = .addItem(label: try reader.string("label"), row: try reader.int("row", within: Self.newRowLimits),
                            start: try reader.time("start"), finish: try reader.time("finish"))
        case "addTask": self = .addTask(label: try reader.optionalString("label") ?? "New task")
        case "deleteItem": self = .deleteItem(try reader.item())
        case "addDependency":
            let from = try reader.item("from"), to = try reader.item("to")
            self = .addDependency(from: from, to: to, type: try reader.dependencyType(optional: true))
        case "deleteDependency": self = .deleteDependency(GanttChartDependency.ID(try reader.int("dependency")))
        case "setDependencyType":
            let dependency = GanttChartDependency.ID(try reader.int("dependency"))
            self = .setDependencyType(dependency, try reader.dependencyType(optional: false))
        case "toggleRow": self = .toggleRow(item: try reader.item(), expanded: try reader.optionalBool("expanded"))
        case "updateTask":
            let item = try reader.item()
            guard case let .object(fields)? = reader.arguments["fields"] else { throw reader.fail("missing object \"fields\"") }
            let fieldReader = ArgumentReader(command: name, arguments: fields, seq: seq)
            if let unknown = fields.keys.sorted().first(where: { !TaskUpdate.keys.contains($0) }) {
                throw reader.fail("unknown field \"\(unknown)\" (use \(TaskUpdate.keys.joined(separator: ", ")))")
            }
            for key in TaskUpdate.keys where key != "milestone" && key != "manual" {
                if let text = try fieldReader.optionalString(key), text.utf8.count > 10_000 { throw reader.fail("\(key): longer than 10 000 bytes") }
            }
            self = .updateTask(item: item, TaskUpdate(
                label: try fieldReader.optionalString("label"), start: try fieldReader.optionalString("start"),
                finish: try fieldReader.optionalString("finish"), duration: try fieldReader.optionalString("duration"),
                completion: try fieldReader.optionalString("completion"), isMilestone: try fieldReader.optionalBool("milestone"),
                notes: try fieldReader.optionalString("notes"), resources: try fieldReader.optionalString("resources"),
                predecessors: try fieldReader.optionalString("predecessors"), isManual: try fieldReader.optionalBool("manual"),
                constraintType: try fieldReader.optionalString("constraintType"),
                constraintDate: try fieldReader.optionalString("constraintDate"), deadline: try fieldReader.optionalString("deadline"),
                calendar: try fieldReader.optionalString("calendar")))
        case "setDependencyLag":
            let dependency = GanttChartDependency.ID(try reader.int("dependency"))
            let lag = try reader.string("lag")
            guard lag.utf8.count <= 100 else { throw reader.fail("lag: longer than 100 bytes") }
            self = .setDependencyLag(dependency, lag)
        case "editTask": self = .editTask(try reader.item())
        case "setSnap":
            let name = try reader.string("snap")
            guard let unit = GanttChartSnapUnit(rawValue: name) else { throw reader.fail("unknown snap \"\(name)\" (use \(GanttChartSnapUnit.names))") }
            self = .setSnap(unit)
        case "saveBaseline": self = .saveBaseline(try reader.int("number", within: GanttChartItem.baselineNumbers))
        case "clearBaseline": self = .clearBaseline(try reader.int("number", within: GanttChartItem.baselineNumbers))
        case "showBaseline": self = .showBaseline(try reader.int("number", within: -1...GanttChartItem.baselineNumbers.upperBound))
        case "showSlack": self = .showSlack(try reader.optionalBool("on"))
        case "showProgressLine": self = .showProgressLine(try reader.optionalBool("on"))
        case "setCriticalSlack": self = .setCriticalSlack(days: try reader.number("days", within: 0...1_000))
        case "indent": self = .indent(item: try reader.optionalItem())
        case "outdent": self = .outdent(item: try reader.optionalItem())
        case "insertTask":
            let label = try reader.optionalString("label") ?? "New task"
            guard label.utf8.count <= 10_000 else { throw reader.fail("label: longer than 10 000 bytes") }
            self = .insertTask(item: try reader.optionalItem(), below: try reader.optionalBool("below") ?? false, label: label)
        case "moveRow":
            guard let up = try reader.optionalBool("up") else { throw reader.fail("missing boolean \"up\"") }
            self = .moveRow(item: try reader.optionalItem(), up: up)
        case "dropRow":
            guard let item = try reader.optionalItem() else { throw reader.fail("missing item") }
            self = .dropRow(item: item, target: try reader.optionalItem("target"), child: try reader.optionalBool("child") ?? false)
        case "selectRow":
            let names = reader.arguments["modifiers"]?.arrayValue?.compactMap(\.stringValue) ?? []
            self = .selectRow(row: try reader.int("row", within: Self.rowLimits), modifiers: ClientMessage.Modifiers(names: names))
        case "selectAll": self = .selectAll
        case "linkSelection": self = .linkSelection
        case "unlinkSelection": self = .unlinkSelection
        case "sortPlan": self = .sortPlan
        case "setFilter":
            let text = try reader.optionalString("text") ?? ""
            guard text.utf8.count <= Self.findTextLimit else { throw reader.fail("text: longer than \(Self.findTextLimit) bytes") }
            let from = try reader.optionalDateText("from"), to = try reader.optionalDateText("to")
            self = .setFilter(OutlineGanttChartFilter(text: text, isCriticalOnly: try reader.optionalBool("critical") ?? false,
                                                      isLateOnly: try reader.optionalBool("late") ?? false,
                                                      isMilestonesOnly: try reader.optionalBool("milestones") ?? false),
                              from: from, to: to)
        case "sortBy":
            let column = try reader.optionalString("column")
            if let column, !PlanModel.gridColumnKeys.contains(column) {
                throw reader.fail("unknown column \"\(column)\" (use \(PlanModel.gridColumnKeys.joined(separator: ", ")))")
            }
            self = .sortBy(column: column, ascending: try reader.optionalBool("ascending") ?? true)
        case "search":
            let text = try reader.string("text")
            guard text.utf8.count <= Self.findTextLimit else { throw reader.fail("text: longer than \(Self.findTextLimit) bytes") }
            self = .search(text: text, backwards: try reader.optionalBool("backwards") ?? false)
        default: throw ProtocolError(seq: seq, message: "unknown command \"\(name)\"")
        }
    }

    // MARK: Codable

    private enum CodingKeys: String, CodingKey { case name, arguments }

    /// Decodes `{"name": …, "arguments": {…}}` with the checks of ``init(name:arguments:seq:)``.
    /// - Throws: ``ProtocolError`` for a refused command, decoding errors for malformed JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let arguments = try container.decodeIfPresent([String: JSONValue].self, forKey: .arguments) ?? [:]
        try self.init(name: try container.decode(String.self, forKey: .name), arguments: arguments)
    }

    /// Encodes the command as the page sends it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let (name, arguments) = wireForm
        try container.encode(name, forKey: .name)
        try container.encode(arguments, forKey: .arguments)
    }

    /// The command's name and arguments as the page sends them.
    public var wireForm: (name: String, arguments: [String: JSONValue]) {
        func id(_ value: Int) -> JSONValue { .number(Double(value)) }
        func time(_ value: Time) -> JSONValue { .string(value.iso8601) }
        func type(_ value: GanttChartDependency.DependencyType) -> JSONValue {
            .string(TimelineDocument.dependencyTypeAbbreviations.first { $0.value == value }?.key ?? "FS")
        }
        switch self {
        case .zoomIn: return ("zoomIn", [:])
        case .zoomOut: return ("zoomOut", [:])
        case .zoomFit: return ("zoomFit", [:])
        case .today: return ("today", [:])
        case .refresh: return ("refresh", [:])
        case .undo: return ("undo", [:])
        case .redo: return ("redo", [:])
        case let .scroll(dx, dy): return ("scroll", ["dx": .number(dx), "dy": .number(dy)])
        case let .scrollTo(x, row): return ("scrollTo", ["x": x.map(JSONValue.number) ?? .null, "row": row.map(id) ?? .null])
        case let .setTheme(theme): return ("setTheme", ["theme": .string(theme)])
        case let .setMode(mode): return ("setMode", ["mode": .string(mode.rawValue)])
        case let .showCriticalPath(on): return ("showCriticalPath", on.map { ["on": .bool($0)] } ?? [:])
        case let .setAutoScheduling(on): return ("setAutoScheduling", ["on": .bool(on)])
        case let .setView(view): return ("setView", ["view": .string(view.rawValue)])
        case let .showHistogram(on): return ("showHistogram", on.map { ["on": .bool($0)] } ?? [:])
        case let .moveItem(item, start): return ("moveItem", ["item": id(item.rawValue), "start": time(start)])
        case let .setTime(item, start, finish): return ("setTime", ["item": id(item.rawValue), "start": time(start), "finish": time(finish)])
        case let .setCompletion(item, completion): return ("setCompletion", ["item": id(item.rawValue), "completion": .number(completion)])
        case let .editCell(row, column, text): return ("editCell", ["row": id(row), "column": .string(column), "text": .string(text)])
        case let .addItem(label, row, start, finish):
            return ("addItem", ["label": .string(label), "row": id(row), "start": time(start), "finish": time(finish)])
        case let .addTask(label): return ("addTask", ["label": .string(label)])
        case let .deleteItem(item): return ("deleteItem", ["item": id(item.rawValue)])
        case let .addDependency(from, to, dependencyType):
            return ("addDependency", ["from": id(from.rawValue), "to": id(to.rawValue), "type": type(dependencyType)])
        case let .deleteDependency(dependency): return ("deleteDependency", ["dependency": id(dependency.rawValue)])
        case let .setDependencyType(dependency, dependencyType):
            return ("setDependencyType", ["dependency": id(dependency.rawValue), "type": type(dependencyType)])
        case let .updateTask(item, update):
            var fields: [String: JSONValue] = [:]
            let texts: [(String, String?)] = [("label", update.label), ("start", update.start), ("finish", update.finish),
                                              ("duration", update.duration), ("completion", update.completion), ("notes", update.notes),
                                              ("resources", update.resources), ("predecessors", update.predecessors),
                                              ("constraintType", update.constraintType), ("constraintDate", update.constraintDate),
                                              ("deadline", update.deadline), ("calendar", update.calendar)]
            for case let (key, text?) in texts { fields[key] = .string(text) }
            if let milestone = update.isMilestone { fields["milestone"] = .bool(milestone) }
            if let manual = update.isManual { fields["manual"] = .bool(manual) }
            return ("updateTask", ["item": id(item.rawValue), "fields": .object(fields)])
        case let .setDependencyLag(dependency, lag): return ("setDependencyLag", ["dependency": id(dependency.rawValue), "lag": .string(lag)])
        case let .setSnap(unit): return ("setSnap", ["snap": .string(unit.rawValue)])
        case let .editTask(item): return ("editTask", ["item": id(item.rawValue)])
        case let .saveBaseline(number): return ("saveBaseline", ["number": id(number)])
        case let .clearBaseline(number): return ("clearBaseline", ["number": id(number)])
        case let .showBaseline(number): return ("showBaseline", ["number": id(number)])
        case let .showSlack(on): return ("showSlack", on.map { ["on": .bool($0)] } ?? [:])
        case let .showProgressLine(on): return ("showProgressLine", on.map { ["on": .bool($0)] } ?? [:])
        case let .setCriticalSlack(days): return ("setCriticalSlack", ["days": .number(days)])
        case let .indent(item): return ("indent", ["item": item.map { id($0.rawValue) } ?? .null])
        case let .outdent(item): return ("outdent", ["item": item.map { id($0.rawValue) } ?? .null])
        case let .insertTask(item, below, label):
            return ("insertTask", ["item": item.map { id($0.rawValue) } ?? .null, "below": .bool(below), "label": .string(label)])
        case let .moveRow(item, up): return ("moveRow", ["item": item.map { id($0.rawValue) } ?? .null, "up": .bool(up)])
        case let .dropRow(item, target, child):
            return ("dropRow", ["item": id(item.rawValue), "target": target.map { id($0.rawValue) } ?? .null, "child": .bool(child)])
        case let .selectRow(row, modifiers):
            let names = ClientMessage.Modifiers.names.filter { $0.0 != "control" && modifiers.contains($0.1) }.map { JSONValue.string($0.0) }
            return ("selectRow", ["row": id(row), "modifiers": .array(names)])
        case .selectAll: return ("selectAll", [:])
        case .linkSelection: return ("linkSelection", [:])
        case .unlinkSelection: return ("unlinkSelection", [:])
        case .sortPlan: return ("sortPlan", [:])
        case let .setFilter(filter, from, to):
            var arguments: [String: JSONValue] = ["text": .string(filter.text), "critical": .bool(filter.isCriticalOnly),
                                                  "late": .bool(filter.isLateOnly), "milestones": .bool(filter.isMilestonesOnly)]
            if let from { arguments["from"] = .string(from) }
            if let to { arguments["to"] = .string(to) }
            return ("setFilter", arguments)
        case let .sortBy(column, ascending): return ("sortBy", ["column": column.map(JSONValue.string) ?? .null, "ascending": .bool(ascending)])
        case let .search(text, backwards): return ("search", ["text": .string(text), "backwards": .bool(backwards)])
        case let .toggleRow(item, expanded): return ("toggleRow", ["item": id(item.rawValue)].merging(expanded.map { ["expanded": .bool($0)] } ?? [:]) { a, _ in a })
        }
    }
}

/// Reads one command's arguments, wording every refusal the same way.
private struct ArgumentReader {
    let command: String
    let arguments: [String: JSONValue]
    let seq: Int?

    func fail(_ reason: String) -> ProtocolError { ProtocolError(seq: seq, message: "\(command): \(reason)") }

    func int(_ key: String, within limits: ClosedRange<Int> = LiveCommand.idLimits) throws(ProtocolError) -> Int {
        guard let field = arguments[key] else { throw fail("missing integer \"\(key)\"") }
        guard let value = field.intValue, limits.contains(value) else {
            throw fail("\"\(key)\" must be a whole number in \(limits.lowerBound)…\(limits.upperBound)")
        }
        return value
    }

    func optionalInt(_ key: String, within limits: ClosedRange<Int>) throws(ProtocolError) -> Int? {
        guard let field = arguments[key], field != .null else { return nil }
        return try int(key, within: limits)
    }

    func number(_ key: String, within limits: ClosedRange<Double>) throws(ProtocolError) -> Double {
        guard let value = arguments[key]?.doubleValue else { throw fail("missing number \"\(key)\"") }
        guard value.isFinite, limits.contains(value) else { throw fail("\"\(key)\" must be a number in \(limits.lowerBound)…\(limits.upperBound)") }
        return value
    }

    func optionalNumber(_ key: String, within limits: ClosedRange<Double>) throws(ProtocolError) -> Double? {
        guard let field = arguments[key], field != .null else { return nil }
        return try number(key, within: limits)
    }

    func optionalBool(_ key: String) throws(ProtocolError) -> Bool? {
        switch arguments[key] {
        case nil, .null?: return nil
        case let .bool(value)?: return value
        default: throw fail("\"\(key)\" must be true or false")
        }
    }

    func string(_ key: String) throws(ProtocolError) -> String {
        guard let value = arguments[key]?.stringValue else { throw fail("missing string \"\(key)\"") }
        return value
    }

    func optionalString(_ key: String) throws(ProtocolError) -> String? {
        guard let field = arguments[key], field != .null else { return nil }
        guard let value = field.stringValue else { throw fail("\"\(key)\" must be a string") }
        return value
    }

    func item(_ key: String = "item") throws(ProtocolError) -> GanttChartItem.ID { GanttChartItem.ID(try int(key)) }

    func optionalItem(_ key: String = "item") throws(ProtocolError) -> GanttChartItem.ID? {
        try optionalInt(key, within: LiveCommand.idLimits).map { GanttChartItem.ID($0) }
    }

    func time(_ key: String) throws(ProtocolError) -> Time {
        let text = try string(key)
        let time: Time
        do { time = try Time(iso8601: text.replacingOccurrences(of: " ", with: "T")) } catch { throw fail("\(key): \(error.description)") }
        guard time.isSupported else { throw fail("\(key): \(text): \(Time.supportedRangeDescription)") }
        return time
    }

    /// A date as the page typed it (trimmed; `nil` when missing or empty), at most 64 bytes: read later, in the page's format.
    func optionalDateText(_ key: String) throws(ProtocolError) -> String? {
        guard let field = arguments[key], field != .null else { return nil }
        guard let text = field.stringValue?.trimmingCharacters(in: .whitespaces) else { throw fail("\(key): expected a date") }
        guard text.utf8.count <= 64 else { throw fail("\(key): longer than 64 bytes") }
        return text.isEmpty ? nil : text
    }

    func dependencyType(optional: Bool) throws(ProtocolError) -> GanttChartDependency.DependencyType {
        let name = optional ? (arguments["type"]?.stringValue ?? "FS") : try string("type")
        guard let type = TimelineDocument.dependencyTypeAbbreviations[name.uppercased()] else { throw fail("type must be FS, SS, FF or SF") }
        return type
    }
}
