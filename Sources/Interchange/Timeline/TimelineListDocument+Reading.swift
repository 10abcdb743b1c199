public import Foundation
import TimelineCore
import TimelineGraphics
import TimelineViews

extension TimelineListDocument {
    /// The keys each mapping of a timeline document accepts.
    enum Keys {
        static let document = ["kind", "version", "title", "view", "theme", "style", "rows", "preview"]
        static let view = ["type", "width", "height", "scrollOffset", "selected", "today"]
        static let style = ["eventColumnWidth", "nodeSize", "cardSpacing", "cardVerticalMargin", "cardPadding", "cardCornerRadius", "lineWidth",
                            "minimumRowHeight", "maximumLines", "imageSize"]
        static let event = ["id", "type", "headline", "subheadline", "node", "eventText", "eventImage", "attribute", "subattribute", "status",
                            "substatus", "due"]
        static let marker = ["id", "type", "title", "node", "eventText", "eventImage", "leadingLine", "trailingLine", "due"]
        static let content = ["text", "image"]
        static let preview = ["title", "attribute", "disclosure", "numberOfColumns", "items"]
        static let item = ["id", "title", "due", "status"]
    }

    /// Reads a timeline document from JSON or YAML text and checks it.
    /// - Parameters:
    ///   - text: The text.
    ///   - file: The name used in error messages.
    /// - Throws: ``TimelineDocumentErrors`` listing every problem (up to
    ///   ``TimelineDocument/errorLimit``) as `file:line:column: message`.
    public init(parsing text: String, file: String = "<input>") throws(TimelineDocumentErrors) {
        self = try DocumentSource.read(text, file: file, expecting: "a mapping with \"kind: timeline\"", with: TimelineListDocumentDecoder.self)
    }

    /// Reads a timeline document from a `.json`, `.yaml` or `.yml` file.
    /// - Throws: ``TimelineDocumentErrors``; an unreadable file gives one error at line 0, a file
    ///   that is not UTF-8 one at its first invalid byte.
    public init(contentsOf url: URL) throws(TimelineDocumentErrors) {
        let source = try DocumentSource.text(of: url)
        try self.init(parsing: source.text, file: source.file)
    }
}

/// Decodes a timeline document from document nodes, reporting every problem with its place.
struct TimelineListDocumentDecoder: KindDocumentDecoder {
    var reader: NodeReader
    typealias Keys = TimelineListDocument.Keys

    init(reader: NodeReader) {
        self.reader = reader
    }

    mutating func decode(_ root: DocumentNode) -> TimelineListDocument? {
        guard let pairs = reader.mapping(root, "the document", keys: Keys.document, context: "document: ") else { return nil }
        var document = TimelineListDocument()
        let top = "document: "
        var sawKind = false
        var selectedNode: DocumentNode?
        // The style first, so the theme applies over it whatever the key order.
        for (key, _, node) in pairs where key == "style" { decodeStyle(node, into: &document.style) }
        for (key, _, node) in pairs {
            switch key {
            case "kind":
                sawKind = true
                _ = reader.name(node, "kind", among: ["timeline"], context: top)
            case "version":
                if let version = reader.integer(node, "version", context: top), version != TimelineListDocument.currentVersion {
                    reader.report(node, "document: version \(version) is not supported (this reader reads version 1)")
                }
            case "title":
                if let title = reader.optionalString(node, "title", context: top) { document.title = title }
            case "view": selectedNode = decodeView(node, into: &document.view)
            case "theme": decodeTheme(node, into: &document.style)
            case "style": break
            case "rows": (document.rows, document.dueDates) = decodeRows(node)
            case "preview": decodePreview(node, into: &document)
            default: break
            }
        }
        if !sawKind { reader.report(root, "document: expected \"kind: timeline\" (project documents have no kind)") }
        if let selected = document.view.selected, let selectedNode {
            switch document.rows.first(where: { $0.id == selected })?.content {
            case nil: reader.report(selectedNode, "view: selected row \"\(selected)\" is not in rows")
            case .marker?: reader.report(selectedNode, "view: row \"\(selected)\" is a marker, and marker rows are never selectable")
            case .event?: break
            }
        }
        return document
    }

    // MARK: View, style and theme

    /// Reads the view; returns the `selected` node for the check against the rows.
    mutating func decodeView(_ node: DocumentNode, into view: inout TimelineListDocument.View) -> DocumentNode? {
        let context = "view: "
        guard let pairs = reader.mapping(node, "view", keys: Keys.view, context: context) else { return nil }
        var selectedNode: DocumentNode?
        for (key, _, value) in pairs {
            switch key {
            case "type":
                if let name = reader.name(value, "view type", among: TimelineListDocument.ViewType.allCases.map(\.rawValue), context: context) {
                    view.type = TimelineListDocument.ViewType(rawValue: name) ?? .timeline
                }
            case "width": view.width = reader.positiveNumber(value, "width", context: context, maximum: 100_000)
            case "height": view.height = reader.positiveNumber(value, "height", context: context, maximum: 1_000_000)
            case "scrollOffset": view.scrollOffset = reader.number(value, "scrollOffset", context: context, in: 0...1e12) ?? 0
            case "selected":
                selectedNode = value
                view.selected = scalarID(value, "selected", context: context)
            case "today": view.today = reader.time(value, "today", context: context)
            default: break
            }
        }
        return selectedNode
    }

    mutating func decodeStyle(_ node: DocumentNode, into style: inout TimelineStyle) {
        let context = "style: "
        guard let pairs = reader.mapping(node, "style", keys: Keys.style, context: context) else { return }
        for (key, _, value) in pairs {
            if key == "maximumLines" {
                if let lines = reader.integer(value, key, context: context) {
                    if (1...20).contains(lines) { style.maximumLines = lines } else { reader.report(value, "style: maximumLines \(lines) is not in 1…20") }
                }
                continue
            }
            guard let number = reader.number(value, key, context: context, in: 0...1_000) else { continue }
            switch key {
            case "eventColumnWidth": style.eventColumnWidth = number
            case "nodeSize": style.nodeSize = max(4, number)
            case "cardSpacing": style.cardSpacing = number
            case "cardVerticalMargin": style.cardVerticalMargin = number
            case "cardPadding": style.cardPadding = number
            case "cardCornerRadius": style.cardCornerRadius = number
            case "lineWidth": style.lineWidth = number
            case "minimumRowHeight": style.minimumRowHeight = number
            case "imageSize": style.imageSize = max(4, number)
            default: break
            }
        }
    }

    /// `theme:` maps style classes to their properties, as the reference's NSS files.
    mutating func decodeTheme(_ node: DocumentNode, into style: inout TimelineStyle) {
        let context = "theme: "
        guard case let .mapping(mapping) = node else {
            reader.report(node, "\(context)expected the theme to be a mapping of style classes, found \(NodeReader.describe(node))")
            return
        }
        let classNames = TimelineStyleClass.allCases.map(\.rawValue)
        for (keyNode, value) in mapping {
            guard let name = reader.name(keyNode, "style class", among: classNames, context: context) else { continue }
            let styleClass = TimelineStyleClass(rawValue: name)
            let properties = TimelineStyle.properties(of: styleClass)
            guard let pairs = reader.mapping(value, name, keys: properties, context: "theme: \(name): ") else { continue }
            for (property, _, valueNode) in pairs {
                guard case let .scalar(text) = valueNode, !NodeReader.isNull(text) else {
                    reader.report(valueNode, "theme: \(name): expected \(property) to be a value, found \(NodeReader.describe(valueNode))")
                    continue
                }
                do {
                    try style.apply(styleClass, property: property, value: text.string)
                } catch {
                    reader.report(valueNode, "theme: \(name): \(error.description)")
                }
            }
        }
    }

    // MARK: Rows

    mutating func decodeRows(_ node: DocumentNode) -> ([TimelineRow], [String: Time]) {
        guard let nodes = reader.sequence(node, "rows", context: "document: ") else { return ([], [:]) }
        guard nodes.count <= TimelineListDocument.itemLimit else {
            reader.report(node, "document: \(nodes.count) rows are more than the \(TimelineListDocument.itemLimit) a document may hold")
            return ([], [:])
        }
        var rows: [TimelineRow] = []
        rows.reserveCapacity(nodes.count)
        var dueDates: [String: Time] = [:]
        var seen: [String: Int] = [:]
        for (index, rowNode) in nodes.enumerated() {
            if reader.isFull { break }
            let context = "row \(index + 1): "
            // The type decides the keys allowed.
            var isMarker = false
            if case let .mapping(mapping) = rowNode,
               let typeNode = mapping.pairs.first(where: { $0.0.scalar?.string == "type" })?.1 {
                guard let type = reader.name(typeNode, "row type", among: ["event", "marker"], context: context) else { continue }
                isMarker = type == "marker"
            }
            guard let pairs = reader.mapping(rowNode, isMarker ? "a marker row" : "an event row", keys: isMarker ? Keys.marker : Keys.event,
                                             context: context) else { continue }
            var ok = true
            var id: String?
            var node: TimelineNode?
            var texts: [String: String] = [:]
            var flags: [String: Bool] = [:]
            var eventImage: TimelineIcon?
            var contents: [String: TimelineContent] = [:]
            var due: Time?
            for (key, _, value) in pairs {
                switch key {
                case "id": if let text = scalarID(value, "the id", context: context) { id = text } else { ok = false }
                case "type": break
                case "node":
                    if let name = reader.name(value, "node", among: TimelineNode.allCases.map(\.rawValue), context: context) { node = TimelineNode(rawValue: name) } else { ok = false }
                case "eventImage": if let icon = icon(value, "eventImage", context: context) { eventImage = icon } else { ok = false }
                case "status", "substatus": if let content = content(value, key, context: context) { contents[key] = content } else { ok = false }
                case "leadingLine", "trailingLine": if let flag = bool(value, key, context) { flags[key] = flag } else { ok = false }
                case "due": if let time = reader.time(value, "due", context: context) { due = time } else { ok = false }
                default:
                    if let text = reader.string(value, key, context: context) { texts[key] = text } else { ok = false }
                }
            }
            guard let id else {
                if ok { reader.report(at: pairs.first?.keyNode ?? rowNode, "\(context)missing id") }
                continue
            }
            let named = "row \"\(id)\": "
            // Duplicates are reported even when a row has other problems.
            if let first = seen[id] {
                reader.report(pairs.first { $0.key == "id" }?.value ?? rowNode, "\(named)the id is already used by row \(first)")
                continue
            }
            seen[id] = index + 1
            let textKey = isMarker ? "title" : "headline"
            guard let mainText = texts[textKey] else {
                if ok { reader.report(at: pairs.first?.keyNode ?? rowNode, "\(named)missing \(textKey)\(isMarker ? "" : " (or type: marker with a title)")") }
                continue
            }
            guard ok else { continue }
            if isMarker {
                rows.append(.marker(id, TimelineMarker(title: mainText, node: node ?? .start, eventText: texts["eventText"], eventImage: eventImage,
                                                       showsLeadingTimeline: flags["leadingLine"] ?? true,
                                                       showsTrailingTimeline: flags["trailingLine"] ?? true)))
            } else {
                rows.append(.event(id, TimelineEvent(headline: mainText, subheadline: texts["subheadline"], node: node ?? .open,
                                                      eventText: texts["eventText"], eventImage: eventImage, attribute: texts["attribute"],
                                                      subattribute: texts["subattribute"], status: contents["status"], substatus: contents["substatus"])))
            }
            if let due { dueDates[id] = due }
        }
        return (rows, dueDates)
    }

    // MARK: Preview

    mutating func decodePreview(_ node: DocumentNode, into document: inout TimelineListDocument) {
        let context = "preview: "
        guard let pairs = reader.mapping(node, "preview", keys: Keys.preview, context: context) else { return }
        for (key, _, value) in pairs {
            switch key {
            case "title": if let text = reader.string(value, "title", context: context) { document.previewHeader.title = text }
            case "attribute": if let text = reader.optionalString(value, "attribute", context: context) { document.previewHeader.attribute = text }
            case "disclosure": if let flag = bool(value, "disclosure", context) { document.previewHeader.showsDisclosureIndicator = flag }
            case "numberOfColumns":
                if let count = reader.integer(value, "numberOfColumns", context: context) {
                    if (1...12).contains(count) { document.numberOfColumns = count } else { reader.report(value, "preview: numberOfColumns \(count) is not in 1…12") }
                }
            case "items": document.explicitPreviewItems = decodeItems(value)
            default: break
            }
        }
    }

    mutating func decodeItems(_ node: DocumentNode) -> [TimelineItem] {
        guard let nodes = reader.sequence(node, "items", context: "preview: ") else { return [] }
        guard nodes.count <= TimelineListDocument.itemLimit else {
            reader.report(node, "preview: \(nodes.count) items are more than the \(TimelineListDocument.itemLimit) a document may hold")
            return []
        }
        var items: [TimelineItem] = []
        var seen: [String: Int] = [:]
        let statuses = ["open", "inProgress", "complete", "end"]
        for (index, itemNode) in nodes.enumerated() {
            if reader.isFull { break }
            let context = "preview item \(index + 1): "
            guard let pairs = reader.mapping(itemNode, "a preview item", keys: Keys.item, context: context) else { continue }
            var ok = true
            var id: String?, title: String?, due: Time?, status = TimelineNode.open
            for (key, _, value) in pairs {
                switch key {
                case "id": if let text = scalarID(value, "the id", context: context) { id = text } else { ok = false }
                case "title": if let text = reader.string(value, "title", context: context) { title = text } else { ok = false }
                case "due": if let time = reader.time(value, "due", context: context) { due = time } else { ok = false }
                case "status":
                    if let name = reader.name(value, "status", among: statuses, context: context) { status = TimelineNode(rawValue: name) ?? .open } else { ok = false }
                default: break
                }
            }
            guard ok else { continue }
            guard let id else { reader.report(at: pairs.first?.keyNode ?? itemNode, "\(context)missing id"); continue }
            let named = "preview item \"\(id)\": "
            if id == "today" {
                reader.report(pairs.first { $0.key == "id" }?.value ?? itemNode, "\(named)the id \"today\" is reserved for the Today column")
                continue
            }
            guard let title else { reader.report(at: pairs.first?.keyNode ?? itemNode, "\(named)missing title"); continue }
            guard let due else { reader.report(at: pairs.first?.keyNode ?? itemNode, "\(named)missing due"); continue }
            if let first = seen[id] {
                reader.report(pairs.first { $0.key == "id" }?.value ?? itemNode, "\(named)the id is already used by preview item \(first)")
                continue
            }
            seen[id] = index + 1
            items.append(TimelineItem(id: id, title: title, due: due, status: status))
        }
        return items
    }

    // MARK: Values

    mutating func scalarID(_ node: DocumentNode, _ what: String, context: String) -> String? {
        if case let .scalar(scalar) = node, !NodeReader.isNull(scalar), !scalar.string.isEmpty { return scalar.string }
        reader.report(node, "\(context)expected \(what) to be a non-empty string or number, found \(NodeReader.describe(node))")
        return nil
    }

    mutating func icon(_ node: DocumentNode, _ what: String, context: String) -> TimelineIcon? {
        reader.name(node, "image for \(what)", among: TimelineIcon.allCases.map(\.rawValue), context: context).flatMap(TimelineIcon.init(rawValue:))
    }

    /// A status: text as a string (or `{text: …}`), an image as `{image: name}`.
    mutating func content(_ node: DocumentNode, _ what: String, context: String) -> TimelineContent? {
        if case .mapping = node {
            guard let pairs = reader.mapping(node, what, keys: Keys.content, context: context) else { return nil }
            guard pairs.count == 1 else {
                reader.report(node, "\(context)\(what) needs exactly one of text or image")
                return nil
            }
            let (key, _, value) = pairs[0]
            if key == "image" { return icon(value, what, context: context).map(TimelineContent.image) }
            return reader.string(value, "\(what).text", context: context).map(TimelineContent.text)
        }
        return reader.string(node, what, context: context).map(TimelineContent.text)
    }

    mutating func bool(_ node: DocumentNode, _ what: String, _ context: String) -> Bool? {
        if case let .scalar(scalar) = node, NodeReader.isPlain(scalar) {
            if scalar.string == "true" { return true }
            if scalar.string == "false" { return false }
        }
        reader.report(node, "\(context)expected \(what) to be true or false, found \(NodeReader.describe(node))")
        return nil
    }
}
