import TimelineCore

/// The locale of a plan (`locale`, `firstWeekday`).
extension DocumentDecoder {
    /// The top-level keys this file decodes.
    static let localeKeys: Set<String> = ["locale", "firstWeekday"]

    /// Decodes one of ``localeKeys`` into `document`, reporting bad values at their place.
    static func decodeLocale(_ key: String, _ node: DocumentNode, into document: inout TimelineDocument, reader: inout NodeReader) {
        let top = "document: "
        guard !NodeReader.isNull(node) else { return }
        switch key {
        case "locale":
            guard let identifier = reader.string(node, "locale", context: top) else { return }
            guard DocumentLocale.locale(for: identifier) != nil else {
                reader.report(node, top + DocumentLocale.unknownMessage(identifier))
                return
            }
            document.locale = identifier
        case "firstWeekday":
            document.firstWeekday = reader.name(node, "firstWeekday", among: Weekday.allCases.map(\.description), context: top)
                .flatMap { name in Weekday.allCases.first { $0.description == name } }
        default:
            break
        }
    }
}
