public import Foundation
import BarCharts
import TimelineGraphics

extension BarChartDocument {
    /// The keys each mapping of a bar chart document accepts.
    enum Keys {
        static let document = ["kind", "version", "title", "layer", "orientation", "categories", "series", "frames", "valueAxis", "categoryAxis",
                               "options", "view"]
        static let series = ["id", "name", "color", "negativeColor", "start", "values", "stacks"]
        static let frame = ["id", "name", "color"]
        static let valueAxis = ["title", "min", "max", "step", "ticks", "prefix", "suffix", "decimals", "thousands"]
        static let categoryAxis = ["title", "categoryWidth"]
        static let options = ["barWidth", "barSpacing", "groupSpacing", "groupLayout", "stacking", "labels", "drawing", "zoomMode", "legend"]
        static let view = ["width", "height", "zoom", "scrollOffset"]
    }

    /// Reads a bar chart document from JSON or YAML text and checks it.
    /// - Parameters:
    ///   - text: The text.
    ///   - file: The name used in error messages.
    /// - Throws: ``TimelineDocumentErrors`` listing every problem (up to
    ///   ``TimelineDocument/errorLimit``) as `file:line:column: message`.
    public init(parsing text: String, file: String = "<input>") throws(TimelineDocumentErrors) {
        self = try DocumentSource.read(text, file: file, expecting: "a mapping with \"kind: barChart\"", with: BarChartDocumentDecoder.self)
    }

    /// Reads a bar chart document from a `.json`, `.yaml` or `.yml` file.
    /// - Throws: ``TimelineDocumentErrors``; an unreadable file gives one error at line 0, a file
    ///   that is not UTF-8 one at its first invalid byte.
    public init(contentsOf url: URL) throws(TimelineDocumentErrors) {
        let source = try DocumentSource.text(of: url)
        try self.init(parsing: source.text, file: source.file)
    }
}

/// Decodes a bar chart document from its node tree, reporting every problem with its place.
struct BarChartDocumentDecoder: KindDocumentDecoder {
    var reader: NodeReader
    typealias Keys = BarChartDocument.Keys

    /// The largest magnitude a value may have.
    static let valueLimit = 1e15

    init(reader: NodeReader) {
        self.reader = reader
    }

    mutating func decode(_ root: DocumentNode) -> BarChartDocument? {
        let top = "document: "
        guard let pairs = reader.mapping(root, "the document", keys: Keys.document, context: top) else { return nil }
        var document = BarChartDocument()
        func value(_ key: String) -> (keyNode: DocumentNode, value: DocumentNode)? {
            pairs.first { $0.key == key }.map { ($0.keyNode, $0.value) }
        }
        // The kind, the layer and the categories first: the series are checked against them.
        if let kind = value("kind") {
            _ = reader.name(kind.value, "kind", among: ["barChart"], context: top)
        } else {
            reader.report(root, "document: expected \"kind: barChart\"")
        }
        if let layer = value("layer") {
            if let name = reader.name(layer.value, "layer", among: BarLayerKind.allCases.map(\.rawValue), context: top) {
                document.layer = BarLayerKind(rawValue: name) ?? .bars
            }
        }
        var categoryCount: Int?
        if let categories = value("categories") {
            if let nodes = reader.sequence(categories.value, "categories", context: top) {
                if nodes.count > BarChartDocument.categoryLimit {
                    reader.report(categories.value, "document: \(nodes.count) categories are more than the \(BarChartDocument.categoryLimit) a chart may hold")
                } else if nodes.isEmpty {
                    reader.report(categories.value, "document: categories is empty: a chart needs at least one category")
                } else {
                    document.categories = nodes.map { node in
                        if case let .scalar(scalar) = node, !NodeReader.isNull(scalar) { return scalar.string }
                        reader.report(node, "document: expected a category to be a string, found \(NodeReader.describe(node))")
                        return ""
                    }
                    categoryCount = nodes.count
                }
            }
        } else {
            reader.report(root, "document: missing categories (the labels along the category axis)")
        }
        if let frames = value("frames") { document.frames = decodeFrames(frames.value, palette: document.style.palette) }

        for (key, _, node) in pairs {
            switch key {
            case "version":
                if let version = reader.integer(node, "version", context: top), version != BarChartDocument.currentVersion {
                    reader.report(node, "document: version \(version) is not supported (this reader reads version 1)")
                }
            case "title":
                if let title = reader.optionalString(node, "title", context: top) {
                    document.title = title
                    document.style.title = title
                }
            case "orientation":
                if let name = reader.name(node, "orientation", among: BarChartOrientation.allCases.map(\.rawValue), context: top) {
                    document.style.orientation = BarChartOrientation(rawValue: name) ?? .vertical
                }
            case "categoryAxis": decodeCategoryAxis(node, into: &document)
            case "options": decodeOptions(node, into: &document)
            case "view": decodeView(node, into: &document.view)
            default: break
            }
        }
        if let series = value("series") {
            document.series = decodeSeries(series.value, categoryCount: categoryCount, document: document)
        } else {
            reader.report(root, "document: missing series (the bars' values)")
        }
        checkLayer(document, seriesNode: value("series")?.value, framesNode: value("frames")?.value, root: root)
        if let axis = value("valueAxis") { decodeValueAxis(axis.value, into: &document) }
        return document
    }

    /// The rules that tie the layer kind to the series and frames.
    mutating func checkLayer(_ document: BarChartDocument, seriesNode: DocumentNode?, framesNode: DocumentNode?, root: DocumentNode) {
        let kind = document.layer
        if !kind.isGrouped, document.series.count > 1, let seriesNode {
            let suggestion = kind == .bars ? "grouped" : "groupedStacked"
            reader.report(seriesNode, "document: layer \(kind.rawValue) draws one series, and there are \(document.series.count): use layer \(suggestion) to draw them side by side")
        }
        if kind.isStacked, document.frames.isEmpty {
            reader.report(framesNode ?? root, "document: layer \(kind.rawValue) needs frames (the kinds of stack frame, with names and colors)")
        }
        if !kind.isStacked, let framesNode, !document.frames.isEmpty {
            reader.report(framesNode, "document: frames apply to the stacked layers; layer \(kind.rawValue) has none")
        }
    }

    // MARK: Series and frames

    mutating func decodeFrames(_ node: DocumentNode, palette: [Color]) -> [BarChartLegendEntry] {
        guard let nodes = reader.sequence(node, "frames", context: "document: ") else { return [] }
        var result: [BarChartLegendEntry] = []
        var seen: Set<String> = []
        for (index, frameNode) in nodes.enumerated() {
            let context = "frame \(index + 1): "
            guard let pairs = reader.mapping(frameNode, "a frame", keys: Keys.frame, context: context) else { continue }
            var id: String?, name: String?, color: Color?
            for (key, _, value) in pairs {
                switch key {
                case "id": id = identifier(value, context: context)
                case "name": name = reader.string(value, "name", context: context)
                case "color": color = self.color(value, "color", context)
                default: break
                }
            }
            guard let id else {
                if !pairs.contains(where: { $0.key == "id" }) { reader.report(frameNode, "\(context)missing id") }
                continue
            }
            guard seen.insert(id).inserted else {
                reader.report(pairs.first { $0.key == "id" }?.value ?? frameNode, "frame \"\(id)\": the id is already used by another frame")
                continue
            }
            result.append(BarChartLegendEntry(id: id, name: name ?? id, color: color ?? palette[index % max(1, palette.count)]))
        }
        return result
    }

    mutating func decodeSeries(_ node: DocumentNode, categoryCount: Int?, document: BarChartDocument) -> [BarChartDocument.Series] {
        guard let nodes = reader.sequence(node, "series", context: "document: ") else { return [] }
        if nodes.isEmpty { reader.report(node, "document: series is empty: a chart needs at least one series") }
        var result: [BarChartDocument.Series] = []
        var seen: [String: Int] = [:]
        let palette = document.style.palette
        for (index, seriesNode) in nodes.enumerated() {
            if reader.isFull { break }
            let context = "series \(index + 1): "
            guard let pairs = reader.mapping(seriesNode, "a series", keys: Keys.series, context: context) else { continue }
            guard let idPair = pairs.first(where: { $0.key == "id" }) else {
                reader.report(seriesNode, "\(context)missing id")
                continue
            }
            guard let id = identifier(idPair.value, context: context) else { continue }
            let named = "series \"\(id)\": "
            if let first = seen[id] {
                reader.report(idPair.value, "\(named)the id is already used by series \(first)")
                continue
            }
            seen[id] = index + 1
            var series = BarChartDocument.Series(id: id, name: id, color: palette[index % max(1, palette.count)])
            var valuesNode: DocumentNode?, stacksNode: DocumentNode?
            for (key, _, value) in pairs {
                switch key {
                case "name": if let name = reader.string(value, "name", context: named) { series.name = name }
                case "color": if let color = color(value, "color", named) { series.color = color }
                case "negativeColor": series.negativeColor = color(value, "negativeColor", named)
                case "start": if let start = barValue(value, "start", context: named) { series.start = start }
                case "values": valuesNode = value
                case "stacks": stacksNode = value
                default: break
                }
            }
            if document.layer.isStacked {
                if let valuesNode { reader.report(valuesNode, "\(named)layer \(document.layer.rawValue) takes stacks (one list of quantities per category), not values") }
                if let stacksNode {
                    series.stacks = decodeStacks(stacksNode, categoryCount: categoryCount, frameCount: document.frames.count, context: named)
                } else {
                    reader.report(seriesNode, "\(named)missing stacks (one list of frame quantities per category)")
                }
            } else {
                if let stacksNode { reader.report(stacksNode, "\(named)layer \(document.layer.rawValue) takes values, not stacks (stacks are for the stacked layers)") }
                if let valuesNode {
                    series.values = decodeValues(valuesNode, categoryCount: categoryCount, context: named)
                } else {
                    reader.report(seriesNode, "\(named)missing values (one number or null per category)")
                }
            }
            result.append(series)
        }
        return result
    }

    mutating func decodeValues(_ node: DocumentNode, categoryCount: Int?, context: String) -> [Double?] {
        guard let nodes = reader.sequence(node, "values", context: context) else { return [] }
        if let categoryCount, nodes.count != categoryCount {
            reader.report(node, "\(context)\(nodes.count) values for \(categoryCount) categories (write null for a category without a bar)")
        }
        return nodes.map { NodeReader.isNull($0) ? nil : barValue($0, "a value", context: context) }
    }

    mutating func decodeStacks(_ node: DocumentNode, categoryCount: Int?, frameCount: Int, context: String) -> [[Double]?] {
        guard let nodes = reader.sequence(node, "stacks", context: context) else { return [] }
        if let categoryCount, nodes.count != categoryCount {
            reader.report(node, "\(context)\(nodes.count) stacks for \(categoryCount) categories (write null for a category without a bar)")
        }
        return nodes.enumerated().map { offset, stackNode -> [Double]? in
            if NodeReader.isNull(stackNode) { return nil }
            guard let quantities = reader.sequence(stackNode, "a stack", context: context) else { return nil }
            if frameCount > 0, quantities.count != frameCount {
                reader.report(stackNode, "\(context)stack \(offset + 1) has \(quantities.count) quantities for \(frameCount) frames")
            }
            return quantities.map { NodeReader.isNull($0) ? 0 : (barValue($0, "a quantity", context: context) ?? 0) }
        }
    }

    // MARK: Axes, options, view

    mutating func decodeValueAxis(_ node: DocumentNode, into document: inout BarChartDocument) {
        let context = "valueAxis: "
        guard let pairs = reader.mapping(node, "valueAxis", keys: Keys.valueAxis, context: context) else { return }
        var minimum: (Double, DocumentNode)?, maximum: (Double, DocumentNode)?, step: (Double, DocumentNode)?
        var format = document.style.valueFormat
        for (key, _, value) in pairs {
            switch key {
            case "title": if let title = reader.optionalString(value, "title", context: context) { document.style.valueAxisTitle = title }
            case "min": if let number = barValue(value, "min", context: context) { minimum = (number, value) }
            case "max": if let number = barValue(value, "max", context: context) { maximum = (number, value) }
            case "step":
                if let number = reader.positiveNumber(value, "step", context: context, maximum: BarChartDocumentDecoder.valueLimit) { step = (number, value) }
            case "ticks":
                if let count = reader.integer(value, "ticks", context: context) {
                    if (1...50).contains(count) { document.style.targetTickCount = count } else { reader.report(value, "\(context)ticks \(count) is not in 1…50") }
                }
            case "prefix": if let text = reader.string(value, "prefix", context: context) { format.prefix = text }
            case "suffix": if let text = reader.string(value, "suffix", context: context) { format.suffix = text }
            case "decimals":
                if let places = reader.integer(value, "decimals", context: context) {
                    if (0...6).contains(places) { format.decimals = places } else { reader.report(value, "\(context)decimals \(places) is not in 0…6") }
                }
            case "thousands": if let flag = bool(value, "thousands", context) { format.groupsThousands = flag }
            default: break
            }
        }
        document.style.valueFormat = format
        guard minimum != nil || maximum != nil || step != nil else { return }
        // The data's extent (only when the series are valid; otherwise their errors are reported already).
        guard reader.errors.isEmpty, let extent = try? document.model().valueExtent else { return }
        let nice = ValueAxisScale.nice(covering: extent, targetTickCount: document.style.targetTickCount)
        let low = minimum?.0 ?? nice.minimum, high = maximum?.0 ?? nice.maximum
        guard low < high else {
            reader.report(maximum?.1 ?? minimum?.1 ?? node, "\(context)max \(NodeReader.format(high)) must be above min \(NodeReader.format(low))")
            return
        }
        if let minimum, minimum.0 > extent.lowerBound {
            reader.report(minimum.1, "\(context)min \(NodeReader.format(minimum.0)) is above the smallest value \(NodeReader.format(extent.lowerBound)) (bars start at 0 or their start)")
            return
        }
        if let maximum, maximum.0 < extent.upperBound {
            reader.report(maximum.1, "\(context)max \(NodeReader.format(maximum.0)) is below the largest value \(NodeReader.format(extent.upperBound))")
            return
        }
        let chosenStep = step?.0 ?? ValueAxisScale.niceStep((high - low) / Double(document.style.targetTickCount))
        guard (high - low) / chosenStep <= 1_000 else {
            reader.report(step?.1 ?? node, "\(context)step \(NodeReader.format(chosenStep)) makes more than 1000 ticks between \(NodeReader.format(low)) and \(NodeReader.format(high))")
            return
        }
        document.style.valueAxis = ValueAxisScale(minimum: low, maximum: high, step: chosenStep)
    }

    mutating func decodeCategoryAxis(_ node: DocumentNode, into document: inout BarChartDocument) {
        let context = "categoryAxis: "
        guard let pairs = reader.mapping(node, "categoryAxis", keys: Keys.categoryAxis, context: context) else { return }
        for (key, _, value) in pairs {
            switch key {
            case "title": if let title = reader.optionalString(value, "title", context: context) { document.style.categoryAxisTitle = title }
            case "categoryWidth": document.style.categoryWidth = reader.positiveNumber(value, "categoryWidth", context: context, maximum: 10_000)
            default: break
            }
        }
    }

    mutating func decodeOptions(_ node: DocumentNode, into document: inout BarChartDocument) {
        let context = "options: "
        guard let pairs = reader.mapping(node, "options", keys: Keys.options, context: context) else { return }
        for (key, _, value) in pairs {
            switch key {
            case "barWidth": document.style.barWidth = reader.positiveNumber(value, "barWidth", context: context, maximum: 10_000)
            case "barSpacing": if let number = reader.number(value, "barSpacing", context: context, in: 0...1_000) { document.style.barSpacing = number }
            case "groupSpacing": if let number = reader.number(value, "groupSpacing", context: context, in: 0...1_000) { document.style.groupSpacing = number }
            case "groupLayout":
                if let name = reader.name(value, "groupLayout", among: GroupLayoutMode.allCases.map(\.rawValue), context: context) {
                    document.style.groupLayout = GroupLayoutMode(rawValue: name) ?? .centered
                }
            case "stacking":
                if let name = reader.name(value, "stacking", among: StackingMode.allCases.map(\.rawValue), context: context) {
                    document.stacking = StackingMode(rawValue: name) ?? .diverging
                }
            case "labels":
                if let name = reader.name(value, "labels", among: BarLabelPlacement.allCases.map(\.rawValue), context: context) {
                    document.style.labels = BarLabelPlacement(rawValue: name) ?? .none
                }
            case "drawing":
                if let name = reader.name(value, "drawing", among: ["filled", "outlined", "hatched"], context: context) {
                    document.style.drawing = BarDrawing.builtIn[name] ?? .filled
                }
            case "zoomMode":
                if let name = reader.name(value, "zoomMode", among: BarZoomMode.allCases.map(\.rawValue), context: context) {
                    document.style.zoomMode = BarZoomMode(rawValue: name) ?? .scale
                }
            case "legend": if let flag = bool(value, "legend", context) { document.style.showsLegend = flag }
            default: break
            }
        }
    }

    mutating func decodeView(_ node: DocumentNode, into view: inout BarChartDocument.View) {
        let context = "view: "
        guard let pairs = reader.mapping(node, "view", keys: Keys.view, context: context) else { return }
        for (key, _, value) in pairs {
            switch key {
            case "width": if let number = reader.positiveNumber(value, "width", context: context, maximum: 100_000) { view.width = number }
            case "height": if let number = reader.positiveNumber(value, "height", context: context, maximum: 100_000) { view.height = number }
            case "zoom": if let number = reader.number(value, "zoom", context: context, in: 0.1...1_000) { view.zoom = number }
            case "scrollOffset": if let number = reader.number(value, "scrollOffset", context: context, in: 0...1e9) { view.scrollOffset = number }
            default: break
            }
        }
    }

    // MARK: Values

    /// A series or frame id: a non-empty string or number without `:` (it is part of semantic ids).
    mutating func identifier(_ node: DocumentNode, context: String) -> String? {
        guard case let .scalar(scalar) = node, !NodeReader.isNull(scalar), !scalar.string.isEmpty else {
            reader.report(node, "\(context)expected the id to be a non-empty string or number, found \(NodeReader.describe(node))")
            return nil
        }
        guard !scalar.string.contains(":"), !scalar.string.contains(where: \.isWhitespace) else {
            reader.report(node, "\(context)the id \"\(scalar.string)\" may not contain \":\" or spaces (it becomes part of ids like bar:<series>:<index>)")
            return nil
        }
        return scalar.string
    }

    /// A finite number within ±10^15.
    mutating func barValue(_ node: DocumentNode, _ what: String, context: String) -> Double? {
        guard let value = reader.number(node, what, context: context) else { return nil }
        guard abs(value) <= BarChartDocumentDecoder.valueLimit else {
            reader.report(node, "\(context)\(what) \(NodeReader.format(value)) is beyond ±10^15")
            return nil
        }
        return value
    }

    mutating func bool(_ node: DocumentNode, _ what: String, _ context: String) -> Bool? {
        if case let .scalar(scalar) = node, NodeReader.isPlain(scalar) {
            if scalar.string == "true" { return true }
            if scalar.string == "false" { return false }
        }
        reader.report(node, "\(context)expected \(what) to be true or false, found \(NodeReader.describe(node))")
        return nil
    }

    mutating func color(_ node: DocumentNode, _ what: String, _ context: String) -> Color? {
        guard let text = reader.string(node, what, context: context) else { return nil }
        do {
            return try Color(parsing: text)
        } catch {
            reader.report(node, "\(context)\(what): \(error)")
            return nil
        }
    }
}
