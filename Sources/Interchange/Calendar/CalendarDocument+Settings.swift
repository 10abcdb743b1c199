extension CalendarDocument {
    /// A calendar document's settings as JSON: every top-level key as written
    /// (title, time zone, view, day and week styles, appointments) except
    /// `events`, which a store keeps one row each.
    ///
    /// A server reads these settings when it opens a calendar and then loads
    /// only the events of the days on screen, so opening a calendar of a
    /// million events does not read a million events. The result reads back
    /// with ``init(parsing:file:)`` as the same document without its events.
    /// - Parameters:
    ///   - text: A calendar document (JSON or YAML) that ``init(parsing:file:)`` accepts.
    ///   - file: Its name, for error messages.
    /// - Returns: JSON text ending with a newline.
    /// - Throws: ``TimelineDocumentErrors`` when the text does not parse.
    /// - Complexity: O(n) in the text's length (it is parsed once).
    public static func settingsText(of text: String, file: String = "<input>") throws(TimelineDocumentErrors) -> String {
        var reader = NodeReader(file: file, limit: TimelineDocument.errorLimit)
        let root = try DocumentSource.root(of: text, file: file, reader: &reader, expecting: "a mapping with \"kind: calendar\"")
        var pairs: [(String, DocumentValue)] = []
        if case let .mapping(mapping) = root {
            for (key, value) in mapping {
                guard let name = key.string, name != "events", let converted = Self.settingsValue(of: value) else { continue }
                pairs.append((name, converted))
            }
        }
        var output = ""
        TimelineDocument.writeJSON(.map(pairs), indent: 0, to: &output)
        return output + "\n"
    }

    /// A parsed node as a value the JSON writer writes so that it reads back
    /// as written: plain numbers and booleans stay numbers and booleans, every
    /// other scalar is a string; `nil` for a null (an absent value).
    private static func settingsValue(of node: DocumentNode) -> DocumentValue? {
        switch node {
        case let .scalar(scalar):
            if NodeReader.isNull(scalar) { return nil }
            if NodeReader.isPlain(scalar) {
                if scalar.string == "true" || scalar.string == "false" { return .bool(scalar.string == "true") }
                if let number = NodeReader.number(from: scalar.string) { return .number(number) }
            }
            return .string(scalar.string)
        case let .mapping(mapping):
            return .map(mapping.compactMap { key, value in
                guard let name = key.string, let converted = settingsValue(of: value) else { return nil }
                return (name, converted)
            })
        case let .sequence(sequence):
            return .list(sequence.compactMap(settingsValue(of:)))
        }
    }
}
