public import Foundation
import TimelineCore
import GanttChart
import TimelineGraphics
import Yams

/// Where the parts of a document were written, so that problems found while
/// resolving it name a line and a column.
struct SourceMap: Sendable {
    struct ItemMarks: Sendable {
        var item: TextPosition?
        var id: TextPosition?
        var start: TextPosition?
        var finish: TextPosition?
        var duration: TextPosition?
        var completion: TextPosition?
        var row: TextPosition?
        var type: TextPosition?
        var schedule: TextPosition?
        var parent: TextPosition?
    }

    struct DependencyMarks: Sendable {
        var dependency: TextPosition?
        var from: TextPosition?
        var to: TextPosition?
        var lag: TextPosition?
    }

    var calendar: TextPosition?
    var schedules: [String: TextPosition] = [:]
    var items: [ItemMarks] = []
    var dependencies: [DependencyMarks] = []
    var resources: [ResourceMarks] = []
    var assignments: [AssignmentMarks] = []
    var highlighters: [TextPosition?] = []
    var visibilitySchedule: TextPosition?
    /// Ids and labels of items that could not be read; links to them are not
    /// reported again as links to missing items.
    var unreadableItemIDs: Set<Int> = []
    var unreadableItemLabels: Set<String> = []
    var unreadableScheduleNames: Set<String> = []
}

extension TimelineDocument {
    /// Reads a document from JSON or YAML text and checks it completely
    /// (everything ``resolve()`` checks, too).
    /// - Parameters:
    ///   - text: The JSON or YAML text: JSON when `file` ends in `.json` or
    ///     the text starts with `{` or `[`, else YAML.
    ///   - file: The name used in error messages (its `.json` extension
    ///     chooses the JSON reader).
    /// - Throws: ``TimelineDocumentErrors`` listing every problem (up to
    ///   ``TimelineDocument/errorLimit``), each with file, line and column.
    public init(parsing text: String, file: String = "<input>") throws(TimelineDocumentErrors) {
        self = try Self.readAndResolve(parsing: text, file: file).document
    }

    /// Reads a document from a `.json`, `.yaml` or `.yml` file.
    /// - Parameter url: The file; its path as given names it in messages.
    /// - Throws: ``TimelineDocumentErrors``; a file that cannot be read gives
    ///   one error at line 0.
    public init(contentsOf url: URL) throws(TimelineDocumentErrors) {
        self = try Self.readAndResolve(contentsOf: url).document
    }

    /// The most errors a reader reports before it stops listing them.
    public static let errorLimit = 100

    /// Reads a document's keys and values without resolving it: types,
    /// ranges and names are checked as by ``init(parsing:file:)``, but not
    /// what refers to other parts (assignments to items, parents, links,
    /// schedules). For a document stored in parts, such as the server's
    /// settings without their items: add the items, then resolve.
    /// - Parameters:
    ///   - text: The JSON or YAML text.
    ///   - file: The name used in error messages.
    /// - Throws: ``TimelineDocumentErrors`` when the text does not read.
    public init(decoding text: String, file: String = "<input>") throws(TimelineDocumentErrors) {
        var reader = NodeReader(file: file, limit: Self.errorLimit)
        let root = try DocumentSource.root(of: text, file: file, reader: &reader, expecting: "a mapping with \"items\"")
        var map = SourceMap()
        let document = DocumentDecoder.decode(root, reader: &reader, map: &map)
        self = try DocumentSource.checked(document, reader: reader)
    }

    /// Reads a file and resolves the document in one pass.
    /// - Parameter url: The file; its path as given names it in messages.
    /// - Returns: The document and its chart model.
    /// - Throws: ``TimelineDocumentErrors``.
    public static func readAndResolve(contentsOf url: URL) throws(TimelineDocumentErrors) -> (document: TimelineDocument, resolved: ResolvedTimelineDocument) {
        let source = try DocumentSource.text(of: url)
        return try readAndResolve(parsing: source.text, file: source.file)
    }

    /// Reads text and resolves the document in one pass, so that every
    /// problem, including those found while resolving (unknown schedules,
    /// cycles), names its line and column.
    /// - Parameters:
    ///   - text: The JSON or YAML text.
    ///   - file: The name used in error messages.
    /// - Returns: The document and its chart model.
    /// - Throws: ``TimelineDocumentErrors``.
    public static func readAndResolve(parsing text: String, file: String = "<input>") throws(TimelineDocumentErrors) -> (document: TimelineDocument, resolved: ResolvedTimelineDocument) {
        var reader = NodeReader(file: file, limit: errorLimit)
        let root = try DocumentSource.root(of: text, file: file, reader: &reader, expecting: "a mapping with \"items\"")
        var map = SourceMap()
        let document = DocumentDecoder.decode(root, reader: &reader, map: &map)
        var resolved: ResolvedTimelineDocument?
        if let document {
            resolved = document.resolve(reader: &reader, map: map)
        }
        guard reader.errors.isEmpty, let document, let resolved else {
            throw TimelineDocumentErrors(reader.sortedErrors, isTruncated: reader.isTruncated)
        }
        return (document, resolved)
    }
}

extension TimelineDocument {
    /// The place (line, column in characters) and value of the first byte of
    /// `data` that is not UTF-8; (1:1, 0) when every byte is.
    static func firstInvalidUTF8(in data: Data) -> (location: TextPosition, byte: UInt8) {
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0, line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1, encoded.first == 10 { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return (TextPosition(line: 1, column: 1), 0)
            case .error:
                return (TextPosition(line: line, column: column), data[data.startIndex + offset])
            }
        }
    }

    /// A syntax error of the text (JSON or YAML), located.
    struct SyntaxError: Error {
        var location: TextPosition
        var message: String
    }

    /// Parses `text` into a tree: as JSON when `file` ends in `.json` or the
    /// text starts with `{` or `[`, else as YAML. Text that starts like JSON
    /// but is not JSON is read as YAML when it is valid YAML (a YAML flow
    /// mapping such as `{items: []}`); when it is neither, the JSON error is
    /// reported.
    /// - Complexity: O(n) for JSON; YAML's aliases are expanded up to
    ///   ``maximumYAMLNodes(for:)`` nodes.
    static func parseTree(_ text: String, file: String) throws(SyntaxError) -> DocumentNode? {
        let isJSONFile = file.lowercased().hasSuffix(".json")
        if isJSONFile || JSONDocumentParser.looksLikeJSON(text) {
            do {
                return try JSONDocumentParser.parse(text)
            } catch let jsonError {
                // A duplicate key reads as the YAML reader says it; everything else is a syntax error.
                let message = jsonError.message.hasPrefix("duplicate key") ? jsonError.message : "syntax error: \(jsonError.message)"
                if !isJSONFile, let yaml = try? parseYAML(text) { return yaml }
                throw SyntaxError(location: jsonError.location, message: message)
            }
        }
        return try parseYAML(text)
    }

    /// The most nodes a YAML text may expand to (aliases included): twice
    /// its length plus 10,000, which no text without aliases reaches.
    static func maximumYAMLNodes(for text: String) -> Int {
        2 * text.utf8.count + 10_000
    }

    static func parseYAML(_ text: String) throws(SyntaxError) -> DocumentNode? {
        let yamlRoot: Yams.Node?
        do {
            yamlRoot = try Yams.compose(yaml: text)
        } catch {
            var reader = NodeReader(file: "", limit: 1)
            reader.reportSyntaxError(error, in: text)
            let first = reader.errors.first
            throw SyntaxError(location: TextPosition(line: first?.line ?? 1, column: first?.column ?? 1), message: first?.message ?? "syntax error")
        }
        guard let yamlRoot else { return nil }
        let limit = maximumYAMLNodes(for: text)
        do {
            return try DocumentNode(yamlRoot, limit: limit)
        } catch {
            throw SyntaxError(location: error.mark ?? TextPosition(line: 1, column: 1),
                              message: "aliases expand the document to more than \(limit) values: refused, as in a \"billion laughs\" attack")
        }
    }
}

/// Decodes a document from its node tree by hand, so that every problem has a place.
enum DocumentDecoder {
    static func decode(_ root: DocumentNode, reader: inout NodeReader, map: inout SourceMap) -> TimelineDocument? {
        guard let pairs = reader.mapping(root, "the document", keys: TimelineDocument.Keys.document, context: "document: ") else { return nil }
        var document = TimelineDocument()
        func value(_ key: String) -> (keyNode: DocumentNode, value: DocumentNode)? {
            pairs.first { $0.key == key }.map { ($0.keyNode, $0.value) }
        }
        let top = "document: "
        if let (_, node) = value("version"), let version = reader.integer(node, "version", context: top) {
            if version < 1 || version > TimelineDocument.currentVersion {
                reader.report(node, "document: version \(version) is not supported (this reader reads version 1 to \(TimelineDocument.currentVersion))")
                return nil
            }
            document.version = version
        }
        if let (_, node) = value("title"), let title = reader.optionalString(node, "title", context: top) { document.title = title }
        if let (_, node) = value("schedules") { document.schedules = decodeSchedules(node, reader: &reader, map: &map) }
        if let (_, node) = value("calendar"), let name = reader.optionalString(node, "calendar", context: top) {
            document.calendar = name
            map.calendar = TextPosition(node.mark)
        }
        if let (_, node) = value("items") { document.items = decodeItems(node, reader: &reader, map: &map) }
        if let (_, node) = value("dependencies") { document.dependencies = decodeDependencies(node, reader: &reader, map: &map) }
        if let (_, node) = value("resources") { document.resources = decodeResources(node, reader: &reader, map: &map) }
        if let (_, node) = value("assignments") { document.assignments = decodeAssignments(node, reader: &reader, map: &map) }
        if let (_, node) = value("rows"), let labels = reader.sequence(node, "rows", context: top) {
            for labelNode in labels {
                if let label = reader.optionalString(labelNode, "a row label", context: top) { document.rows.append(label ?? "") }
            }
        }
        if let (_, node) = value("header") {
            if NodeReader.isNull(node) {
                document.header = nil
            } else if let rows = reader.sequence(node, "header", context: top) {
                document.header = rows.compactMap { decodeHeaderRow($0, reader: &reader) }
            }
        }
        if let (_, node) = value("highlighters"), let names = reader.sequence(node, "highlighters", context: top, allowSingle: true) {
            for nameNode in names {
                if let name = reader.string(nameNode, "a highlighter (a schedule name)", context: top) {
                    document.highlighters.append(name)
                    map.highlighters.append(TextPosition(nameNode.mark))
                }
            }
        }
        if let (_, node) = value("visibilitySchedule"), let name = reader.optionalString(node, "visibilitySchedule", context: top) {
            document.visibilitySchedule = name
            map.visibilitySchedule = TextPosition(node.mark)
        }
        if let (_, node) = value("now"), !NodeReader.isNull(node) { document.now = reader.time(node, "now", context: top) }
        if let (_, node) = value("theme"), !NodeReader.isNull(node) {
            document.theme = reader.name(node, "theme", among: TimelineDocument.themeNames, context: top)
        }
        if let (_, node) = value("mode"), !NodeReader.isNull(node) {
            document.mode = reader.name(node, "mode", among: TimelineDocument.Mode.allCases.map(\.rawValue), context: top)
                .flatMap(TimelineDocument.Mode.init(rawValue:))
        }
        if let (_, node) = value("labelPlacement"), !NodeReader.isNull(node) {
            document.labelPlacement = reader.name(node, "label placement", among: TimelineDocument.LabelPlacement.allCases.map(\.rawValue), context: top)
                .flatMap(TimelineDocument.LabelPlacement.init(rawValue:))
        }
        if let (_, node) = value("snap"), !NodeReader.isNull(node) {
            document.snap = reader.name(node, "snap", among: GanttChartSnapUnit.allCases.map(\.rawValue), context: top)
                .flatMap(GanttChartSnapUnit.init(rawValue:))
        }
        if let (_, node) = value("rowHeight"), !NodeReader.isNull(node) {
            document.rowHeight = reader.positiveNumber(node, "rowHeight", context: top, maximum: 10_000)
        }
        if let (_, node) = value("hourWidth"), !NodeReader.isNull(node) {
            document.hourWidth = reader.number(node, "hourWidth", context: top, in: TimelineDocument.hourWidthRange)
        }
        if let (_, node) = value("zoom"), !NodeReader.isNull(node) {
            document.zoom = reader.number(node, "zoom", context: top, in: TimelineDocument.zoomRange)
        }
        if let (_, node) = value("timeline"), !NodeReader.isNull(node) {
            document.timeline = decodeTimeline(node, reader: &reader)
        }
        for pair in pairs where indicatorKeys.contains(pair.key) { decodeIndicator(pair.key, pair.value, into: &document, reader: &reader) }
        for pair in pairs where localeKeys.contains(pair.key) { decodeLocale(pair.key, pair.value, into: &document, reader: &reader) }
        return document
    }

    /// The value of a string key, found by comparing key texts (Yams'
    /// subscript compares whole nodes, resolving tags, which is slower).
    static func value(of key: String, in mapping: DocumentNode.Mapping) -> DocumentNode? {
        for (keyNode, value) in mapping {
            if case let .scalar(scalar) = keyNode, scalar.string == key { return value }
        }
        return nil
    }

    // MARK: Items

    static func decodeItems(_ node: DocumentNode, reader: inout NodeReader, map: inout SourceMap) -> [TimelineDocument.Item] {
        guard let nodes = reader.sequence(node, "items", context: "document: ") else { return [] }
        // Pass 1: explicit ids, so that missing ones can be assigned in order
        // without colliding with ids written later.
        var explicit: [Int?] = []
        for itemNode in nodes {
            var id: Int?
            if case let .mapping(mapping) = itemNode, let idNode = value(of: "id", in: mapping), !NodeReader.isNull(idNode),
               case let .scalar(scalar) = idNode, NodeReader.isPlain(scalar) {
                id = Int(scalar.string)
            }
            explicit.append(id)
        }
        var used = Set(explicit.compactMap { $0 })
        var next = 1
        var ids: [Int] = []
        for id in explicit {
            if let id {
                ids.append(id)
            } else {
                while used.contains(next) { next += 1 }
                used.insert(next)
                ids.append(next)
            }
        }
        // Pass 2: the items.
        var items: [TimelineDocument.Item] = []
        var maximumRow = -1
        for (index, itemNode) in nodes.enumerated() {
            if reader.isFull { break }
            let id = ids[index]
            var label = ""
            if case let .mapping(mapping) = itemNode, let labelNode = value(of: "label", in: mapping),
               case let .scalar(scalar) = labelNode, !NodeReader.isNull(scalar) {
                label = scalar.string
            }
            let context = itemContext(label: label, id: id)
            let before = reader.errors.count
            var marks = SourceMap.ItemMarks(item: TextPosition(itemNode.mark))
            let item = decodeItem(itemNode, id: id, context: context, nextRow: maximumRow + 1, reader: &reader, marks: &marks)
            if let item, reader.errors.count == before {
                items.append(item)
                map.items.append(marks)
                maximumRow = max(maximumRow, item.row)
            } else {
                map.unreadableItemIDs.insert(id)
                map.unreadableItemLabels.insert(label)
                if let item { maximumRow = max(maximumRow, item.row) }
            }
        }
        return items
    }

    static func itemContext(label: String, id: Int) -> String {
        label.isEmpty ? "item (id \(id)): " : "item \"\(label)\" (id \(id)): "
    }

    static func decodeItem(_ node: DocumentNode, id: Int, context: String, nextRow: Int, reader: inout NodeReader, marks: inout SourceMap.ItemMarks) -> TimelineDocument.Item? {
        guard let pairs = reader.mapping(node, "an item", keys: TimelineDocument.Keys.item, context: context) else { return nil }
        var label = ""
        var row: Int?
        var start: Time?
        var finish: Time?
        var duration: WorkingDuration?
        var completion = 0.0
        var type = GanttChartItem.ItemType.standard
        var attachment: String?
        var details: String?
        var schedule: String?
        var colors = TimelineDocument.Colors()
        var parent: TimelineDocument.ItemReference?
        var constraint: GanttChartItemConstraint?
        var deadline: Time?
        var startMissing = true
        var endUnreadable = false
        var options = TimelineDocument.Item(id: id, row: 0, start: Time.reference)
        for (key, _, value) in pairs {
            let location = TextPosition(value.mark)
            switch key {
            case "id":
                marks.id = location
                _ = reader.integer(value, "id", context: context)
            case "label":
                label = (reader.optionalString(value, "label", context: context) ?? nil) ?? ""
            case "row":
                marks.row = location
                if NodeReader.isNull(value) { break }
                guard let number = reader.integer(value, "row", context: context) else { break }
                if number < 0 || number > GanttChartItem.maximumRow {
                    reader.report(value, "\(context)row \(number) is not in 0...\(GanttChartItem.maximumRow)")
                } else {
                    row = number
                }
            case "start":
                marks.start = location
                startMissing = false
                start = reader.time(value, "start", context: context)
            case "finish":
                marks.finish = location
                if !NodeReader.isNull(value) {
                    finish = reader.time(value, "finish", context: context)
                    endUnreadable = endUnreadable || finish == nil
                }
            case "duration":
                marks.duration = location
                if NodeReader.isNull(value) { break }
                guard let text = reader.string(value, "duration", context: context) else {
                    endUnreadable = true
                    break
                }
                if let parsed = WorkingDuration(parsing: text) {
                    duration = parsed
                } else {
                    endUnreadable = true
                    reader.report(value, "\(context)invalid duration \"\(text)\": expected a non-negative number and a unit m, h, d or w (e.g. 3d, 16h, 90m)")
                }
            case "completion":
                marks.completion = location
                if let value = decodeCompletion(value, context: context, reader: &reader) { completion = value }
            case "type":
                marks.type = location
                if let name = reader.name(value, "item type", among: GanttChartItem.ItemType.allCases.map(\.rawValue), context: context) {
                    type = GanttChartItem.ItemType(rawValue: name) ?? .standard
                }
            case "attachment":
                attachment = reader.optionalString(value, "attachment", context: context) ?? nil
            case "details":
                details = reader.optionalString(value, "details", context: context) ?? nil
            case "schedule":
                marks.schedule = location
                schedule = reader.optionalString(value, "schedule", context: context) ?? nil
            case "colors":
                colors = decodeColors(value, context: context, reader: &reader)
            case "parent":
                marks.parent = location
                if !NodeReader.isNull(value) { parent = decodeReference(value, "parent", context: context, reader: &reader) }
            case "constraint":
                if !NodeReader.isNull(value) { constraint = decodeConstraint(value, context: context, reader: &reader) }
            case "deadline":
                if !NodeReader.isNull(value) { deadline = reader.time(value, "deadline", context: context) }
            case "manual":
                if !NodeReader.isNull(value) { options.manual = decodeBool(value, "manual", context: context, reader: &reader) }
            case "taskType", "effortDriven", "priority":
                decodeTaskOption(key, value, into: &options, context: context, reader: &reader)
            case "baselines":
                if !NodeReader.isNull(value) { options.baselines = decodeBaselines(value, context: context, reader: &reader) }
            default:
                break
            }
        }
        // A misspelled key was already reported with a suggestion; do not
        // report the key it was meant to be as missing too.
        // Looked at only when something is missing (most items miss nothing).
        var misspelled: Set<String> {
            var meant: Set<String> = []
            if case let .mapping(mapping) = node {
                for key in mapping.keys {
                    if let name = key.scalar?.string, !TimelineDocument.Keys.item.contains(name),
                       let suggested = suggestion(for: name, among: TimelineDocument.Keys.item) {
                        meant.insert(suggested)
                    }
                }
            }
            return meant
        }
        if startMissing, !misspelled.contains("start") {
            reader.report(node, "\(context)missing \"start\"")
        }
        if finish != nil, duration != nil, let location = marks.duration {
            reader.report(location, "\(context)give either \"finish\" or \"duration\", not both")
        }
        if finish == nil, duration == nil, type != .milestone, type != .summary, !endUnreadable,
           !misspelled.contains("finish"), !misspelled.contains("duration") {
            reader.report(node, "\(context)missing \"finish\" or \"duration\" (only a milestone or a summary may omit both)")
        }
        guard let start else { return nil }
        var item = TimelineDocument.Item(
            id: id, label: label, row: row ?? nextRow, start: start, finish: finish, duration: duration,
            completion: completion, type: type, attachment: attachment, details: details, schedule: schedule, colors: colors,
            parent: parent, constraint: constraint, deadline: deadline,
            taskType: options.taskType, effortDriven: options.effortDriven, priority: options.priority)
        item.baselines = options.baselines
        item.manual = options.manual
        return item
    }

    /// `asLateAsPossible` / `ALAP` alone, or `{type: startNoEarlierThan, date: …}`.
    static func decodeConstraint(_ node: DocumentNode, context: String, reader: inout NodeReader) -> GanttChartItemConstraint? {
        let names = TimelineDocument.constraintTypeNames
        let allNames = names.map(\.name) + names.map(\.abbreviation)
        let expected = "(expected " + names.map { "\($0.name) (\($0.abbreviation))" }.joined(separator: ", ") + ")"
        func known(_ text: String, at typeNode: DocumentNode) -> (name: String, abbreviation: String, needsDate: Bool)? {
            if let entry = names.first(where: { $0.name.lowercased() == text.lowercased() || $0.abbreviation.lowercased() == text.lowercased() }) {
                return entry
            }
            reader.report(typeNode, "\(context)unknown constraint type \"\(text)\"\(didYouMean(text, among: allNames)) \(expected)")
            return nil
        }
        if case .scalar = node {
            guard let text = reader.string(node, "constraint", context: context), let entry = known(text, at: node) else { return nil }
            guard !entry.needsDate else {
                reader.report(node, "\(context)the constraint \(entry.name) needs a date: write {type: \(entry.name), date: …}")
                return nil
            }
            return TimelineDocument.constraint(named: entry.name, date: nil)
        }
        let before = reader.errors.count
        // An unknown (likely misspelled) key was reported with a suggestion: report nothing more.
        guard let pairs = reader.mapping(node, "a constraint", keys: TimelineDocument.Keys.constraint, context: context),
              reader.errors.count == before else { return nil }
        var entry: (name: String, abbreviation: String, needsDate: Bool)?
        var date: Time?
        var dateNode: DocumentNode?
        var failed = false
        for (key, _, value) in pairs {
            if key == "type" {
                guard let text = reader.string(value, "constraint type", context: context) else { failed = true; continue }
                entry = known(text, at: value)
                if entry == nil { failed = true }
            } else {
                dateNode = value
                date = reader.time(value, "constraint date", context: context)
                if date == nil { failed = true }
            }
        }
        guard !failed else { return nil }
        guard let entry else {
            reader.report(node, "\(context)a constraint needs \"type\" \(expected)")
            return nil
        }
        if entry.needsDate, date == nil {
            reader.report(node, "\(context)the constraint \(entry.name) needs a \"date\"")
            return nil
        }
        if !entry.needsDate, let dateNode {
            reader.report(dateNode, "\(context)the constraint \(entry.name) takes no date")
            return nil
        }
        return TimelineDocument.constraint(named: entry.name, date: date)
    }

    /// `0.5` or `"50%"`, in `0...1`.
    static func decodeCompletion(_ node: DocumentNode, context: String, reader: inout NodeReader) -> Double? {
        if case let .scalar(scalar) = node, scalar.string.hasSuffix("%") {
            let number = String(scalar.string.dropLast()).trimmingCharacters(in: .whitespaces)
            guard let percent = NodeReader.number(from: number) else {
                reader.report(node, "\(context)invalid completion \"\(scalar.string)\": expected a number in 0...1 or a percentage such as \"50%\"")
                return nil
            }
            guard percent >= 0, percent <= 100 else {
                reader.report(node, "\(context)completion \(scalar.string) is not in 0%...100%")
                return nil
            }
            return percent / 100
        }
        guard let value = reader.number(node, "completion", context: context) else { return nil }
        guard value >= 0, value <= 1 else {
            reader.report(node, "\(context)completion \(NodeReader.format(value)) is not in 0...1")
            return nil
        }
        return value
    }

    static func decodeColors(_ node: DocumentNode, context: String, reader: inout NodeReader) -> TimelineDocument.Colors {
        var colors = TimelineDocument.Colors()
        guard let pairs = reader.mapping(node, "colors", keys: TimelineDocument.Keys.colors, context: context) else { return colors }
        for (key, _, value) in pairs {
            guard let text = reader.optionalString(value, "colors.\(key)", context: context), let text else { continue }
            do {
                _ = try Color(parsing: text)
            } catch {
                reader.report(value, "\(context)colors.\(key): \(error.description.prefix(1).lowercased() + error.description.dropFirst())")
                continue
            }
            switch key {
            case "bar": colors.bar = text
            case "outline": colors.outline = text
            case "completion": colors.completion = text
            default: colors.label = text
            }
        }
        return colors
    }

    // MARK: Dependencies

    static func decodeDependencies(_ node: DocumentNode, reader: inout NodeReader, map: inout SourceMap) -> [TimelineDocument.Dependency] {
        guard let nodes = reader.sequence(node, "dependencies", context: "document: ") else { return [] }
        var explicit: [Int?] = []
        for dependencyNode in nodes {
            var id: Int?
            if case let .mapping(mapping) = dependencyNode, let idNode = value(of: "id", in: mapping), case let .scalar(scalar) = idNode,
               NodeReader.isPlain(scalar) {
                id = Int(scalar.string)
            }
            explicit.append(id)
        }
        var used = Set(explicit.compactMap { $0 })
        var next = 1
        var dependencies: [TimelineDocument.Dependency] = []
        for (index, dependencyNode) in nodes.enumerated() {
            if reader.isFull { break }
            let id: Int
            if let explicitID = explicit[index] {
                id = explicitID
            } else {
                while used.contains(next) { next += 1 }
                used.insert(next)
                id = next
            }
            let context = "dependency \(id): "
            let before = reader.errors.count
            var marks = SourceMap.DependencyMarks(dependency: TextPosition(dependencyNode.mark))
            guard let pairs = reader.mapping(dependencyNode, "a dependency", keys: TimelineDocument.Keys.dependency, context: context) else { continue }
            var from: TimelineDocument.ItemReference?
            var to: TimelineDocument.ItemReference?
            var type = GanttChartDependency.DependencyType.fromFinishToStart
            var details: String?
            var lag: TimelineDocument.Lag?
            for (key, _, value) in pairs {
                switch key {
                case "lag":
                    marks.lag = TextPosition(value.mark)
                    if NodeReader.isNull(value) { break }
                    guard let text = reader.string(value, "lag", context: context) else { break }
                    if let parsed = TimelineDocument.Lag(parsing: text) {
                        lag = parsed
                    } else {
                        reader.report(value, "\(context)invalid lag \"\(text)\": expected a number with an optional sign and a unit m, h, d, w (working time), em, eh, ed, ew (elapsed) or % (e.g. 2d, -4h, 3ed, 50%)")
                    }
                case "id":
                    _ = reader.integer(value, "id", context: context)
                case "from":
                    marks.from = TextPosition(value.mark)
                    from = decodeReference(value, "from", context: context, reader: &reader)
                case "to":
                    marks.to = TextPosition(value.mark)
                    to = decodeReference(value, "to", context: context, reader: &reader)
                case "type":
                    if let parsed = decodeDependencyType(value, context: context, reader: &reader) { type = parsed }
                case "details":
                    details = reader.optionalString(value, "details", context: context) ?? nil
                default:
                    break
                }
            }
            if marks.from == nil { reader.report(dependencyNode, "\(context)missing \"from\"") }
            if marks.to == nil { reader.report(dependencyNode, "\(context)missing \"to\"") }
            guard let from, let to, reader.errors.count == before else { continue }
            dependencies.append(TimelineDocument.Dependency(id: id, from: from, to: to, type: type, details: details, lag: lag))
            map.dependencies.append(marks)
        }
        return dependencies
    }

    /// An item id (a whole number) or label (a string).
    static func decodeReference(_ node: DocumentNode, _ what: String, context: String, reader: inout NodeReader) -> TimelineDocument.ItemReference? {
        guard case let .scalar(scalar) = node, !NodeReader.isNull(scalar) else {
            reader.report(node, "\(context)expected \"\(what)\" to be an item id or label, found \(NodeReader.describe(node))")
            return nil
        }
        if NodeReader.isPlain(scalar), let id = Int(scalar.string) { return .id(id) }
        if NodeReader.isPlain(scalar), NodeReader.number(from: scalar.string) != nil {
            reader.report(node, "\(context)expected \"\(what)\" to be an item id (a whole number) or label, found \(NodeReader.describe(node))")
            return nil
        }
        return .label(scalar.string)
    }

    static let dependencyTypeNames: [String: GanttChartDependency.DependencyType] = {
        var names = TimelineDocument.dependencyTypeAbbreviations
        for type in GanttChartDependency.DependencyType.allCases { names[type.rawValue] = type }
        names["finishToStart"] = .fromFinishToStart
        names["startToStart"] = .fromStartToStart
        names["finishToFinish"] = .fromFinishToFinish
        names["startToFinish"] = .fromStartToFinish
        return names
    }()

    static func decodeDependencyType(_ node: DocumentNode, context: String, reader: inout NodeReader) -> GanttChartDependency.DependencyType? {
        guard let text = reader.string(node, "dependency type", context: context) else { return nil }
        if let type = dependencyTypeNames[text] ?? dependencyTypeNames[text.uppercased()] { return type }
        let names = ["FS", "SS", "FF", "SF"] + GanttChartDependency.DependencyType.allCases.map(\.rawValue)
        reader.report(node, "\(context)unknown dependency type \"\(text)\"\(didYouMean(text, among: names)) (expected FS, SS, FF, SF or fromFinishToStart, fromStartToStart, fromFinishToFinish, fromStartToFinish)")
        return nil
    }

    // MARK: Schedules

    static func decodeSchedules(_ node: DocumentNode, reader: inout NodeReader, map: inout SourceMap) -> [ScheduleDescription] {
        if NodeReader.isNull(node) { return [] }
        guard case let .mapping(mapping) = node else {
            reader.report(node, "document: expected \"schedules\" to be a mapping from names to schedules, found \(NodeReader.describe(node))")
            return []
        }
        var schedules: [ScheduleDescription] = []
        for (keyNode, value) in mapping {
            guard case let .scalar(keyScalar) = keyNode, !NodeReader.isNull(keyScalar) else {
                reader.report(keyNode, "document: expected a schedule name, found \(NodeReader.describe(keyNode))")
                continue
            }
            let name = keyScalar.string
            let context = "schedule \"\(name)\": "
            if ScheduleDescription.builtIn(named: name) != nil {
                reader.report(keyNode, "\(context)the name is built in (standard, fullWeek, fullDay, continuous); choose another name")
                map.unreadableScheduleNames.insert(name)
                continue
            }
            let before = reader.errors.count
            let description = decodeSchedule(value, name: name, context: context, reader: &reader)
            if let description, reader.errors.count == before {
                schedules.append(description)
                map.schedules[name] = TextPosition(keyNode.mark)
            } else {
                map.unreadableScheduleNames.insert(name)
            }
        }
        return schedules
    }

    static func decodeSchedule(_ node: DocumentNode, name: String, context: String, reader: inout NodeReader) -> ScheduleDescription? {
        var description = ScheduleDescription(name: name)
        if NodeReader.isNull(node) { return description }
        guard let pairs = reader.mapping(node, "a schedule", keys: TimelineDocument.Keys.schedule, context: context) else { return nil }
        for (key, _, value) in pairs {
            switch key {
            case "workingDays":
                if let days = decodeWeekdays(value, context: context, reader: &reader) { description.workingDays = days }
            case "hours":
                if let hours = decodeHours(value, "hours", context: context, reader: &reader) { description.hours = hours }
            case "weekdays":
                guard case let .mapping(mapping) = value else {
                    reader.report(value, "\(context)expected \"weekdays\" to be a mapping from weekday names to hours, found \(NodeReader.describe(value))")
                    break
                }
                for (dayNode, hoursNode) in mapping {
                    guard let dayName = reader.string(dayNode, "a weekday name", context: context) else { continue }
                    guard let day = weekday(named: dayName) else {
                        reader.report(dayNode, "\(context)unknown weekday \"\(dayName)\" (expected mon, tue, wed, thu, fri, sat, sun or full names)")
                        continue
                    }
                    if let hours = decodeHours(hoursNode, "hours of \(day)", context: context, reader: &reader) {
                        description.weekdayHours[day] = hours
                    }
                }
            case "holidays":
                guard let nodes = reader.sequence(value, "holidays", context: context, allowSingle: true) else { break }
                for holidayNode in nodes {
                    if let range = decodeHoliday(holidayNode, context: context, reader: &reader) { description.holidays.append(range) }
                }
            case "exceptions":
                guard let nodes = reader.sequence(value, "exceptions", context: context) else { break }
                for exceptionNode in nodes {
                    if let exception = decodeException(exceptionNode, context: context, reader: &reader) {
                        description.exceptions.append(exception)
                    }
                }
            default:
                break
            }
        }
        return description
    }

    /// `[mon, tue]` or `"mon-sat"`.
    static func decodeWeekdays(_ node: DocumentNode, context: String, reader: inout NodeReader) -> [Weekday]? {
        if case let .scalar(scalar) = node, !NodeReader.isNull(scalar) {
            let parts = scalar.string.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, let from = weekday(named: parts[0]), let to = weekday(named: parts[1]) {
                return WeekRange(from: from, to: to).weekdays
            }
            if parts.count == 1, let day = weekday(named: parts[0]) { return [day] }
            reader.report(node, "\(context)invalid working days \"\(scalar.string)\": expected a list of weekday names or a range such as \"mon-sat\"")
            return nil
        }
        guard let nodes = reader.sequence(node, "workingDays", context: context) else { return nil }
        var days: [Weekday] = []
        for dayNode in nodes {
            guard let name = reader.string(dayNode, "a weekday name", context: context) else { continue }
            guard let day = weekday(named: name) else {
                reader.report(dayNode, "\(context)unknown weekday \"\(name)\" (expected mon, tue, wed, thu, fri, sat, sun or full names)")
                continue
            }
            if !days.contains(day) { days.append(day) }
        }
        return days
    }

    /// `["08:00-12:00", "13:00-17:00"]` or one such string.
    static func decodeHours(_ node: DocumentNode, _ what: String, context: String, reader: inout NodeReader) -> [DayRange]? {
        guard let nodes = reader.sequence(node, what, context: context, allowSingle: true) else { return nil }
        var ranges: [DayRange] = []
        var failed = false
        for rangeNode in nodes {
            guard let text = reader.string(rangeNode, "a range of hours", context: context) else { failed = true; continue }
            let parts = text.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let from = DayRange.parseClock(parts[0]), let to = DayRange.parseClock(parts[1]) else {
                reader.report(rangeNode, "\(context)invalid hours \"\(text)\": expected HH:MM-HH:MM, e.g. \"08:00-12:00\"")
                failed = true
                continue
            }
            do {
                ranges.append(try DayRange(from: from, to: to))
            } catch {
                reader.report(rangeNode, "\(context)invalid hours \"\(text)\": \(error.description)")
                failed = true
            }
        }
        return failed ? nil : ranges
    }

    /// Whether a time text is a date alone (`2025-12-25`).
    static func isDateOnly(_ text: String) -> Bool {
        !text.contains("T") && !text.contains(" ") && !text.contains("t")
    }

    /// A date (a whole day) or `{from, to}`, where a date alone as `to` includes that day.
    static func decodeHoliday(_ node: DocumentNode, context: String, reader: inout NodeReader) -> TimeRange? {
        if case .mapping = node {
            guard let pairs = reader.mapping(node, "a holiday", keys: TimelineDocument.Keys.holidayRange, context: context) else { return nil }
            return decodeRange(node, pairs: pairs, what: "holiday", context: context, reader: &reader)
        }
        guard let text = reader.string(node, "a holiday (a date or {from, to})", context: context) else { return nil }
        guard let day = reader.time(node, "holiday", context: context) else { return nil }
        guard isDateOnly(text) else {
            reader.report(node, "\(context)a holiday is a date (YYYY-MM-DD) or a range {from, to}, found the time \"\(text)\"")
            return nil
        }
        return TimeRange(day.dayStart..<day.dayStart.adding(days: 1))
    }

    /// `from` and `to` (or `date`) of a holiday or an exception.
    static func decodeRange(_ node: DocumentNode, pairs: [(key: String, keyNode: DocumentNode, value: DocumentNode)], what: String, context: String, reader: inout NodeReader) -> TimeRange? {
        var from: Time?, to: Time?
        var failed = false
        var toNode: DocumentNode?
        for (key, _, value) in pairs {
            switch key {
            case "date", "from":
                guard let text = reader.string(value, key, context: context), let time = reader.time(value, "\(what) \(key)", context: context) else { failed = true; continue }
                from = time
                if key == "date" {
                    guard isDateOnly(text) else {
                        reader.report(value, "\(context)\(what) date must be a date (YYYY-MM-DD), found \"\(text)\"")
                        failed = true
                        continue
                    }
                    to = time.dayStart.adding(days: 1)
                }
            case "to":
                toNode = value
                guard let text = reader.string(value, key, context: context), let time = reader.time(value, "\(what) to", context: context) else { failed = true; continue }
                to = isDateOnly(text) ? time.dayStart.adding(days: 1) : time
            default:
                break
            }
        }
        if failed { return nil }
        guard let from, let to else {
            reader.report(node, "\(context)a \(what) range needs \"from\" and \"to\" (or \"date\")")
            return nil
        }
        guard to > from else {
            reader.report(toNode ?? node, "\(context)\(what) ends (\(to)) before it starts (\(from))")
            return nil
        }
        guard to.dayNumber - from.dayNumber <= 3_660 else {
            reader.report(toNode ?? node, "\(context)\(what) spans more than ten years")
            return nil
        }
        return TimeRange(from..<to)
    }

    static func decodeException(_ node: DocumentNode, context: String, reader: inout NodeReader) -> ScheduleDescription.Exception? {
        guard let pairs = reader.mapping(node, "an exception", keys: TimelineDocument.Keys.exception, context: context) else { return nil }
        let hasDate = pairs.contains { $0.key == "date" }
        if hasDate, let other = pairs.first(where: { $0.key == "from" || $0.key == "to" }) {
            reader.report(other.keyNode, "\(context)an exception has either \"date\" or \"from\" and \"to\", not both")
            return nil
        }
        let range = decodeRange(node, pairs: pairs.filter { $0.key != "hours" }, what: "exception", context: context, reader: &reader)
        var hours: [DayRange] = []
        if let hoursNode = pairs.first(where: { $0.key == "hours" })?.value {
            guard let parsed = decodeHours(hoursNode, "hours", context: context, reader: &reader) else { return nil }
            hours = parsed
        }
        guard let range else { return nil }
        return ScheduleDescription.Exception(range: range, hours: hours)
    }

    // MARK: Chart settings

    static func decodeHeaderRow(_ node: DocumentNode, reader: inout NodeReader) -> TimelineDocument.HeaderRow? {
        let context = "header: "
        let names = TimeIntervalType.allCases.map(\.rawValue)
        if case .scalar = node {
            guard let name = reader.name(node, "interval type", among: names, context: context) else { return nil }
            return TimeIntervalType(rawValue: name).map { TimelineDocument.HeaderRow(intervals: $0) }
        }
        guard let pairs = reader.mapping(node, "a header row", keys: TimelineDocument.Keys.headerRow, context: context) else { return nil }
        var intervals: TimeIntervalType?
        var format: String?
        for (key, _, value) in pairs {
            if key == "intervals" {
                intervals = reader.name(value, "interval type", among: names, context: context).flatMap(TimeIntervalType.init(rawValue:))
            } else {
                format = reader.optionalString(value, "format", context: context) ?? nil
            }
        }
        guard pairs.contains(where: { $0.key == "intervals" }) else {
            reader.report(node, "\(context)a header row needs \"intervals\" (\(names.joined(separator: ", ")))")
            return nil
        }
        return intervals.map { TimelineDocument.HeaderRow(intervals: $0, format: format) }
    }

    static func decodeTimeline(_ node: DocumentNode, reader: inout NodeReader) -> TimeRange? {
        let context = "timeline: "
        guard let pairs = reader.mapping(node, "the timeline", keys: TimelineDocument.Keys.timeline, context: context) else { return nil }
        var start: Time?, finish: Time?
        var finishNode: DocumentNode?
        for (key, _, value) in pairs {
            if key == "start" {
                start = reader.time(value, "start", context: context)
            } else {
                finishNode = value
                finish = reader.time(value, "finish", context: context)
            }
        }
        guard let start, let finish else {
            if !pairs.contains(where: { $0.key == "start" }) || finishNode == nil {
                reader.report(node, "\(context)needs \"start\" and \"finish\"")
            }
            return nil
        }
        guard finish > start else {
            reader.report(finishNode ?? node, "\(context)finish \(finish) is not after start \(start)")
            return nil
        }
        return TimeRange(start..<finish)
    }
}
