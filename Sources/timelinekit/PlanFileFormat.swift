import ArgumentParser

/// The plan file formats the CLI reads and writes, and the extensions that
/// name them. Adding a format is adding a case here, its reading in
/// ``PlanFile/load(_:contents:format:quiet:)`` and its writing in
/// ``PlanFile/write(_:format:to:)``.
enum PlanFileFormat: String, CaseIterable, ExpressibleByArgument {
    /// A TimelineKit document in JSON.
    case json
    /// A TimelineKit document in YAML.
    case yaml
    /// Microsoft Project XML (MSPDI).
    case xml
    /// CSV, one task per line (the outline grid's columns).
    case csv
    /// A Mermaid gantt diagram.
    case mermaid

    /// The file extensions of the format (lowercase, without the dot), the first the usual one.
    var extensions: [String] {
        switch self {
        case .json: ["json"]
        case .yaml: ["yaml", "yml"]
        case .xml: ["xml", "mspdi"]
        case .csv: ["csv", "tsv"]
        case .mermaid: ["mmd", "mermaid"]
        }
    }

    /// Other names `--from` and `--to` accept.
    static let aliases: [String: PlanFileFormat] = ["yml": .yaml, "mspdi": .xml, "mmd": .mermaid, "tsv": .csv]

    init?(argument: String) {
        let name = argument.lowercased()
        guard let format = PlanFileFormat(rawValue: name) ?? Self.aliases[name] else { return nil }
        self = format
    }

    /// The format a path's extension names, if any.
    init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        let ext = path[path.index(after: dot)...].lowercased()
        guard let format = Self.allCases.first(where: { $0.extensions.contains(ext) }) else { return nil }
        self = format
    }

    /// Every extension, for messages (`.json, .yaml, .yml, …`).
    static var extensionList: String {
        allCases.flatMap(\.extensions).map { ".\($0)" }.joined(separator: ", ")
    }
}
