import Foundation
import GanttChart
import Interchange
import ProjectScheduling
import TimelineCore

/// One row of the `items` table as plain values, shared by both stores so
/// that SQLite and PostgreSQL write and read items exactly alike.
struct StoredItemRecord: Sendable, Equatable {
    var id: Int
    var label: String
    var row: Int
    var type: String
    var start: String
    var finish: String
    var completion: Double
    var attachment: String?
    var details: String?
    var schedule: String?
    var colorsJSON: String?
    var parent: Int?
    var constraintType: String?
    var constraintDate: String?
    var deadline: String?
    /// The item's baselines as `baselinesJSON(_:)` writes them; nil when it has none.
    var baselinesJSON: String?
    /// What effort-driven scheduling and leveling read (`taskType`, `effortDriven`, `priority`).
    var taskType: String?
    var effortDriven: Bool?
    var priority: Int?
    /// Whether the item is manually scheduled (`manual`); `nil` when the document left it out.
    var manual: Bool?

    /// The row for `item` (a milestone's finish is its start).
    init(_ item: TimelineDocument.Item) {
        let colors = item.colors
        if !colors.isEmpty {
            var fields: [String: JSONValue] = [:]
            if let bar = colors.bar { fields["bar"] = .string(bar) }
            if let outline = colors.outline { fields["outline"] = .string(outline) }
            if let completion = colors.completion { fields["completion"] = .string(completion) }
            if let label = colors.label { fields["label"] = .string(label) }
            colorsJSON = JSONValue.object(fields).jsonString()
        }
        if case let .id(id)? = item.parent { parent = id }
        id = item.id
        label = item.label
        row = item.row
        type = item.type.rawValue
        start = item.start.iso8601
        finish = (item.finish ?? item.start).iso8601
        completion = item.completion
        attachment = item.attachment
        details = item.details
        schedule = item.schedule
        constraintType = item.constraint.map(TimelineDocument.constraintTypeName(of:))
        constraintDate = item.constraint?.date?.iso8601
        deadline = item.deadline?.iso8601
        baselinesJSON = item.baselines.isEmpty ? nil : Self.baselinesJSON(item.baselines)
        taskType = item.taskType?.rawValue
        effortDriven = item.effortDriven
        priority = item.priority
        manual = item.manual
    }

    /// A row as read from a database.
    init(id: Int, label: String, row: Int, type: String, start: String, finish: String, completion: Double, attachment: String?,
         details: String?, schedule: String?, colorsJSON: String?, parent: Int?, constraintType: String?, constraintDate: String?,
         deadline: String?, baselinesJSON: String?, taskType: String?, effortDriven: Bool?, priority: Int?,
         manual: Bool? = nil) {
        (self.id, self.label, self.row, self.type, self.start, self.finish, self.completion) = (id, label, row, type, start, finish, completion)
        (self.attachment, self.details, self.schedule, self.colorsJSON) = (attachment, details, schedule, colorsJSON)
        (self.parent, self.constraintType, self.constraintDate, self.deadline) = (parent, constraintType, constraintDate, deadline)
        self.baselinesJSON = baselinesJSON
        (self.taskType, self.effortDriven, self.priority) = (taskType, effortDriven, priority)
        self.manual = manual
    }

    /// The item this row holds.
    /// - Throws: When a stored date no longer reads.
    func item() throws -> TimelineDocument.Item {
        try item(start: Time(iso8601: start), finish: Time(iso8601: finish))
    }

    /// The item this row holds, its start and finish read already (a bulk
    /// reader parses them from the column bytes; ``start`` and ``finish`` are
    /// then not read).
    /// - Throws: When another stored date no longer reads.
    func item(start: Time, finish: Time) throws -> TimelineDocument.Item {
        let type = GanttChartItem.ItemType(rawValue: type) ?? .standard
        var colors = TimelineDocument.Colors()
        if let text = colorsJSON,
           case let .object(fields)? = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) {
            colors = TimelineDocument.Colors(bar: fields["bar"]?.stringValue, outline: fields["outline"]?.stringValue,
                                             completion: fields["completion"]?.stringValue, label: fields["label"]?.stringValue)
        }
        let constraintDate = try constraintDate.map { try Time(iso8601: $0) }
        let constraint = constraintType.flatMap { TimelineDocument.constraint(named: $0, date: constraintDate) }
        var item = TimelineDocument.Item(
            id: id, label: label, row: row, start: start, finish: type == .milestone ? nil : finish,
            completion: completion, type: type, attachment: attachment, details: details,
            schedule: schedule, colors: colors, parent: parent.map { .id($0) }, constraint: constraint,
            deadline: try deadline.map { try Time(iso8601: $0) })
        item.baselines = Self.baselines(fromJSON: baselinesJSON)
        item.taskType = taskType.flatMap(ProjectTaskType.init(rawValue:))
        item.effortDriven = effortDriven
        item.priority = priority
        item.manual = manual
        return item
    }

    /// A stored plan as a document: its settings (a document without items,
    /// read but not resolved, since its assignments name items that only come
    /// with `items`) with its items and dependencies. Assignments are stored by
    /// item id; those of items deleted since go with them.
    /// - Throws: ``TimelineDocumentErrors`` when the settings no longer read.
    static func plan(settingsJSON: String, id: Int, items: [TimelineDocument.Item],
                     dependencies: [TimelineDocument.Dependency]) throws -> TimelineDocument {
        var document = try TimelineDocument(decoding: settingsJSON, file: "plan \(id)")
        document.items = items
        guard !document.assignments.isEmpty else {
            document.dependencies = dependencies
            return document
        }
        let itemIDs = Set(items.map(\.id))
        document.assignments.removeAll { assignment in
            if case let .id(item) = assignment.item { return !itemIDs.contains(item) }
            return false
        }
        document.dependencies = dependencies
        return document
    }

    /// Puts a stored plan's items in the order a document lists them: by row,
    /// then by id (what `ORDER BY row, id` gives). Items read in id order
    /// are often in it already (one pass checks); otherwise they are sorted.
    /// - Complexity: O(*n*) when in order, else O(*n* log *n*).
    static func putInRowOrder(_ items: inout [TimelineDocument.Item]) {
        var keys = [(row: Int, id: Int)]()
        keys.reserveCapacity(items.count)
        for index in items.indices { keys.append((items[index].row, items[index].id)) }
        guard keys.indices.dropFirst().contains(where: { keys[$0 - 1] >= keys[$0] }) else { return }
        // Sort positions by their keys, not the items themselves, then place each item once.
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        items = order.map { items[$0] }
    }

    /// `[{"number": 1, "start": …, "finish": …}]`, by ascending number.
    static func baselinesJSON(_ baselines: [Int: TimeRange]) -> String {
        JSONValue.array(baselines.sorted { $0.key < $1.key }.map { number, range in
            .object(["number": .number(Double(number)), "start": .string(range.start.iso8601), "finish": .string(range.finish.iso8601)])
        }).jsonString()
    }

    /// The baselines of `baselinesJSON(_:)`; entries that do not read are left out.
    static func baselines(fromJSON text: String?) -> [Int: TimeRange] {
        guard let text, case let .array(entries)? = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else { return [:] }
        var baselines: [Int: TimeRange] = [:]
        for case let .object(fields) in entries {
            guard let number = fields["number"]?.intValue, GanttChartItem.baselineNumbers.contains(number),
                  let start = fields["start"]?.stringValue.flatMap({ try? Time(iso8601: $0) }),
                  let finish = fields["finish"]?.stringValue.flatMap({ try? Time(iso8601: $0) }), finish >= start else { continue }
            baselines[number] = TimeRange(start..<finish)
        }
        return baselines
    }
}
