import GanttChart
import TimelineCore
import TimelineGraphics

/// Baselines, date markers and the chart settings of what a plan shows
/// (`baseline`, `markers`, `statusDate`, `criticalSlack`, `showSlack`).
extension DocumentDecoder {
    /// The top-level keys this file decodes.
    static let indicatorKeys: Set<String> = ["baseline", "markers", "statusDate", "criticalSlack", "showSlack"]

    /// Decodes one of ``indicatorKeys`` into `document`, reporting bad values at their place.
    static func decodeIndicator(_ key: String, _ node: DocumentNode, into document: inout TimelineDocument, reader: inout NodeReader) {
        let top = "document: "
        guard !NodeReader.isNull(node) else { return }
        switch key {
        case "baseline":
            guard let number = reader.integer(node, "baseline", context: top) else { return }
            guard GanttChartItem.baselineNumbers.contains(number) else {
                reader.report(node, "\(top)baseline \(number) does not exist (baselines are numbered 0 to 10)")
                return
            }
            document.shownBaseline = number
        case "markers":
            document.markers = decodeMarkers(node, reader: &reader)
        case "statusDate":
            document.statusDate = reader.time(node, "statusDate", context: top)
        case "criticalSlack":
            guard let text = reader.string(node, "criticalSlack", context: top) else { return }
            guard let duration = WorkingDuration(parsing: text), duration.value * 604_800 <= WorkingDuration.maximumSeconds else {
                reader.report(node, "\(top)invalid criticalSlack \"\(text)\": expected a non-negative number and a unit m, h, d or w (e.g. 2d)")
                return
            }
            document.criticalSlack = duration
        case "showSlack":
            document.showSlack = decodeBool(node, "showSlack", context: top, reader: &reader)
        default:
            break
        }
    }

    /// `markers: [{date: 2025-03-14, label: Code freeze, color: "#7c3aed"}]`.
    static func decodeMarkers(_ node: DocumentNode, reader: inout NodeReader) -> [TimelineDocument.Marker] {
        guard let entries = reader.sequence(node, "markers", context: "document: ") else { return [] }
        var markers: [TimelineDocument.Marker] = []
        for (index, entry) in entries.enumerated() {
            let context = "marker \(index + 1): "
            guard let pairs = reader.mapping(entry, "a marker", keys: TimelineDocument.Keys.marker, context: context) else { continue }
            var date: Time?, label = "", color: String?
            var dateMissing = true
            for (key, _, value) in pairs {
                switch key {
                case "date":
                    dateMissing = false
                    date = reader.time(value, "date", context: context)
                case "label":
                    label = (reader.optionalString(value, "label", context: context) ?? nil) ?? ""
                case "color":
                    guard let text = reader.optionalString(value, "color", context: context), let text else { break }
                    do {
                        _ = try Color(parsing: text)
                        color = text
                    } catch {
                        reader.report(value, "\(context)color: \(error.description.prefix(1).lowercased() + error.description.dropFirst())")
                    }
                default:
                    break
                }
            }
            if dateMissing { reader.report(entry, "\(context)missing \"date\"") }
            if let date { markers.append(TimelineDocument.Marker(date: date, label: label, color: color)) }
        }
        return markers
    }

    /// `baselines: [{number: 1, start: …, finish: …}]` (`number` 0 when
    /// omitted): each number once, 0…10, finish not before start.
    static func decodeBaselines(_ node: DocumentNode, context: String, reader: inout NodeReader) -> [Int: TimeRange] {
        guard let entries = reader.sequence(node, "baselines", context: context) else { return [:] }
        var baselines: [Int: TimeRange] = [:]
        for entry in entries {
            guard let pairs = reader.mapping(entry, "a baseline", keys: TimelineDocument.Keys.baseline, context: context) else { continue }
            var number: Int? = 0, start: Time?, finish: Time?
            var startMissing = true, finishMissing = true
            for (key, _, value) in pairs {
                switch key {
                case "number":
                    number = reader.integer(value, "baseline number", context: context)
                    if let given = number, !GanttChartItem.baselineNumbers.contains(given) {
                        reader.report(value, "\(context)baseline \(given) does not exist (baselines are numbered 0 to 10)")
                        number = nil
                    }
                case "start":
                    startMissing = false
                    start = reader.time(value, "baseline start", context: context)
                case "finish":
                    finishMissing = false
                    finish = reader.time(value, "baseline finish", context: context)
                default:
                    break
                }
            }
            let name = number.map { $0 == 0 ? "baseline" : "baseline \($0)" } ?? "baseline"
            if startMissing { reader.report(entry, "\(context)\(name): missing \"start\"") }
            if finishMissing { reader.report(entry, "\(context)\(name): missing \"finish\"") }
            guard let number, let start, let finish else { continue }
            guard finish >= start else {
                reader.report(entry, "\(context)\(name): finish \(finish) is before start \(start)")
                continue
            }
            guard baselines[number] == nil else {
                reader.report(entry, "\(context)\(name) is given twice")
                continue
            }
            baselines[number] = TimeRange(start..<finish)
        }
        return baselines
    }
}
