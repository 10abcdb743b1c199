import Foundation
import GanttChart
import ProjectScheduling
import TimelineCore

extension SourceMap {
    /// Where a resource's parts were written.
    struct ResourceMarks: Sendable {
        var resource: TextPosition?
        var id: TextPosition?
        var schedule: TextPosition?
    }

    /// Where an assignment's parts were written.
    struct AssignmentMarks: Sendable {
        var assignment: TextPosition?
        var item: TextPosition?
        var resource: TextPosition?
    }
}

extension DocumentDecoder {
    /// Ids written in a list of mappings, and the next free ones for those without.
    static func numberedIDs(_ nodes: [DocumentNode]) -> [Int] {
        var explicit: [Int?] = []
        for node in nodes {
            var id: Int?
            if case let .mapping(mapping) = node, let idNode = value(of: "id", in: mapping), case let .scalar(scalar) = idNode,
               NodeReader.isPlain(scalar) {
                id = Int(scalar.string)
            }
            explicit.append(id)
        }
        var used = Set(explicit.compactMap { $0 })
        var next = 1
        return explicit.map { id in
            if let id { return id }
            while used.contains(next) { next += 1 }
            used.insert(next)
            return next
        }
    }

    /// Units: `0.5` or `"50%"`, in `0...maximumUnits` (above 0 when `positive`).
    static func decodeUnits(_ node: DocumentNode, _ what: String, positive: Bool, context: String, reader: inout NodeReader) -> Double? {
        var value: Double?
        if case let .scalar(scalar) = node, scalar.string.hasSuffix("%") {
            guard let percent = NodeReader.number(from: String(scalar.string.dropLast()).trimmingCharacters(in: .whitespaces)) else {
                reader.report(node, "\(context)invalid \(what) \"\(scalar.string)\": expected a number (1 = 100%) or a percentage such as \"50%\"")
                return nil
            }
            value = percent / 100
        } else if case let .scalar(scalar) = node, NodeReader.isPlain(scalar), let number = NodeReader.number(from: scalar.string) {
            value = number
        } else {
            let found: String
            if case let .scalar(scalar) = node, !NodeReader.isNull(scalar) { found = "\"\(scalar.string)\"" } else { found = NodeReader.describe(node) }
            reader.report(node, "\(context)invalid \(what) \(found): expected a number (1 = 100%) or a percentage such as \"50%\"")
            return nil
        }
        guard let value else { return nil }
        let maximum = TimelineDocument.maximumUnits
        guard value.isFinite, positive ? value > 0 : value >= 0, value <= maximum else {
            reader.report(node, "\(context)\(what) \(NodeReader.format(value)) is not in \(positive ? "(0" : "[0"), \(NodeReader.format(maximum))] (1 = 100%)")
            return nil
        }
        return value
    }

    /// `true` or `false`.
    static func decodeBool(_ node: DocumentNode, _ what: String, context: String, reader: inout NodeReader) -> Bool? {
        if case let .scalar(scalar) = node, NodeReader.isPlain(scalar) {
            switch scalar.string.lowercased() {
            case "true": return true
            case "false": return false
            default: break
            }
        }
        reader.report(node, "\(context)expected \(what) to be true or false, found \(NodeReader.describe(node))")
        return nil
    }

    static func decodeResources(_ node: DocumentNode, reader: inout NodeReader, map: inout SourceMap) -> [TimelineDocument.Resource] {
        guard let nodes = reader.sequence(node, "resources", context: "document: ") else { return [] }
        let ids = numberedIDs(nodes)
        var resources: [TimelineDocument.Resource] = []
        for (index, resourceNode) in nodes.enumerated() {
            if reader.isFull { break }
            var resource = TimelineDocument.Resource(id: ids[index])
            var marks = SourceMap.ResourceMarks(resource: TextPosition(resourceNode.mark))
            var context = "resource \(resource.id): "
            if case let .mapping(mapping) = resourceNode, let nameNode = value(of: "name", in: mapping), case let .scalar(scalar) = nameNode,
               !NodeReader.isNull(scalar) {
                context = "resource \"\(scalar.string)\" (id \(resource.id)): "
            }
            let before = reader.errors.count
            guard let pairs = reader.mapping(resourceNode, "a resource", keys: TimelineDocument.Keys.resource, context: context) else { continue }
            for (key, _, value) in pairs {
                switch key {
                case "id":
                    marks.id = TextPosition(value.mark)
                    _ = reader.integer(value, "id", context: context)
                case "name":
                    resource.name = (reader.optionalString(value, "name", context: context) ?? nil) ?? ""
                case "type":
                    if let name = reader.name(value, "resource type", among: ProjectResource.Kind.allCases.map(\.rawValue), context: context) {
                        resource.type = ProjectResource.Kind(rawValue: name) ?? .work
                    }
                case "maxUnits":
                    if let units = decodeUnits(value, "maxUnits", positive: true, context: context, reader: &reader) { resource.maxUnits = units }
                case "schedule":
                    marks.schedule = TextPosition(value.mark)
                    resource.schedule = reader.optionalString(value, "schedule", context: context) ?? nil
                case "holidays":
                    if let list = reader.sequence(value, "holidays", context: context, allowSingle: true) {
                        resource.holidays = list.compactMap { decodeHoliday($0, context: context, reader: &reader) }
                    }
                case "rate":
                    if let rate = reader.number(value, "rate", context: context) {
                        if rate.isFinite, rate >= 0 { resource.rate = rate } else { reader.report(value, "\(context)rate \(NodeReader.format(rate)) is negative") }
                    }
                case "materialLabel":
                    resource.materialLabel = reader.optionalString(value, "materialLabel", context: context) ?? nil
                default:
                    break
                }
            }
            guard reader.errors.count == before else { continue }
            resources.append(resource)
            map.resources.append(marks)
        }
        return resources
    }

    static func decodeAssignments(_ node: DocumentNode, reader: inout NodeReader, map: inout SourceMap) -> [TimelineDocument.Assignment] {
        guard let nodes = reader.sequence(node, "assignments", context: "document: ") else { return [] }
        let ids = numberedIDs(nodes)
        var assignments: [TimelineDocument.Assignment] = []
        for (index, assignmentNode) in nodes.enumerated() {
            if reader.isFull { break }
            let id = ids[index]
            let context = "assignment \(id): "
            var marks = SourceMap.AssignmentMarks(assignment: TextPosition(assignmentNode.mark))
            let before = reader.errors.count
            guard let pairs = reader.mapping(assignmentNode, "an assignment", keys: TimelineDocument.Keys.assignment, context: context) else { continue }
            var item: TimelineDocument.ItemReference?
            var resource: Int?
            var units = 1.0
            var work: WorkingDuration?
            for (key, _, value) in pairs {
                switch key {
                case "id":
                    _ = reader.integer(value, "id", context: context)
                case "item":
                    marks.item = TextPosition(value.mark)
                    item = decodeReference(value, "item", context: context, reader: &reader)
                case "resource":
                    marks.resource = TextPosition(value.mark)
                    resource = reader.integer(value, "resource (a resource id)", context: context)
                case "units":
                    if let parsed = decodeUnits(value, "units", positive: false, context: context, reader: &reader) { units = parsed }
                case "work":
                    if NodeReader.isNull(value) { break }
                    guard let text = reader.string(value, "work", context: context) else { break }
                    if let parsed = WorkingDuration(parsing: text) {
                        work = parsed
                    } else {
                        reader.report(value, "\(context)invalid work \"\(text)\": expected a non-negative number and a unit m, h, d or w (e.g. 24h, 3d)")
                    }
                default:
                    break
                }
            }
            if marks.item == nil { reader.report(assignmentNode, "\(context)missing \"item\"") }
            if marks.resource == nil { reader.report(assignmentNode, "\(context)missing \"resource\"") }
            guard let item, let resource, reader.errors.count == before else { continue }
            assignments.append(TimelineDocument.Assignment(id: id, item: item, resource: resource, units: units, work: work))
            map.assignments.append(marks)
        }
        return assignments
    }

    /// The item keys `taskType`, `effortDriven` and `priority`.
    static func decodeTaskOption(_ key: String, _ node: DocumentNode, into item: inout TimelineDocument.Item, context: String, reader: inout NodeReader) {
        if NodeReader.isNull(node) { return }
        switch key {
        case "taskType":
            if let name = reader.name(node, "task type", among: ProjectTaskType.allCases.map(\.rawValue), context: context) {
                item.taskType = ProjectTaskType(rawValue: name)
            }
        case "effortDriven":
            item.effortDriven = decodeBool(node, "effortDriven", context: context, reader: &reader)
        default:
            guard let priority = reader.integer(node, "priority", context: context) else { return }
            if (0...1000).contains(priority) {
                item.priority = priority
            } else {
                reader.report(node, "\(context)priority \(priority) is not in 0...1000")
            }
        }
    }
}
