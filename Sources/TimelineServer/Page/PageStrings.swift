import Foundation
import TimelineGraphics

/// The pages' strings in other languages than English: one table per
/// language (`Resources/strings-<language>.json`), keyed by the English text
/// itself, so a page file stays readable English and a language is added by
/// adding a table.
///
/// What a table translates: the text of the pages' elements and their
/// `title`, `aria-label` and `placeholder` attributes (``translated(_:to:)``,
/// done once per language when the page is first served), and the strings
/// the page's scripts show (the table travels with the page in `data-strings`;
/// the scripts look texts up with `t(…)`, grid column titles and menu entries
/// included). A text a table lacks stays English. Messages built from a
/// plan's data (a refused edit's reason) stay English.
enum PageStrings {
    /// The tables by language code (`de`), English being the texts themselves.
    static let tables: [String: [String: String]] = [
        "de": table(PackageResources.strings_de_json),
    ]

    /// The languages a page can be shown in: `en` and every table's.
    static var languages: [String] { ["en"] + tables.keys.sorted() }

    private static func table(_ bytes: [UInt8]) -> [String: String] {
        (try? JSONDecoder().decode([String: String].self, from: Data(bytes))) ?? [:]
    }

    /// The language of a page: the one asked for (`?lang=de`), else the plan's
    /// locale's, else the first of the browser's `Accept-Language` with a table,
    /// else English. Only languages with a table (or `en`) are chosen.
    /// - Parameters:
    ///   - query: The `lang` query parameter, if any.
    ///   - locale: The plan's document locale, if any.
    ///   - acceptLanguage: The request's `Accept-Language` header, if any.
    /// - Returns: A language code of ``languages``.
    static func language(query: String?, locale: Locale?, acceptLanguage: String?) -> String {
        let known = Set(languages)
        func code(_ text: String) -> String? {
            let language = text.split(separator: ";").first.map(String.init)?
                .split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            return language.flatMap { known.contains($0) ? $0 : nil }
        }
        if let query, let chosen = code(query) { return chosen }
        if let locale, let chosen = code(locale.identifier) { return chosen }
        if let acceptLanguage {
            // In the header's order; weights (q=) are rarely out of order and ignored.
            for entry in acceptLanguage.split(separator: ",").prefix(20) {
                if let chosen = code(String(entry)) { return chosen }
            }
        }
        return "en"
    }

    /// `text` in `language`, or `text` when the table lacks it.
    static func translate(_ text: String, to language: String) -> String {
        tables[language]?[text] ?? text
    }

    /// The table of `language` as JSON, for the page's scripts (`{}` for English).
    static func scriptTable(_ language: String) -> String {
        JSONValue.object((tables[language] ?? [:]).mapValues(JSONValue.string)).jsonString()
    }

    /// A page template's text in `language`: element text and the `title`,
    /// `aria-label` and `placeholder` attributes found in the table, and the
    /// root's `lang`. Placeholders are left as they are.
    /// - Complexity: O(n) in the template's length.
    static func translated(_ template: [PageAssets.Segment], to language: String) -> [PageAssets.Segment] {
        guard let table = tables[language] else { return template }
        return template.map { segment in
            guard case let .text(text) = segment else { return segment }
            return .text(translate(markup: text, table: table, language: language))
        }
    }

    /// Translates one piece of markup (see ``translated(_:to:)``).
    static func translate(markup: String, table: [String: String], language: String) -> String {
        var output = ""
        output.reserveCapacity(markup.utf8.count + markup.utf8.count / 4)
        var rest = Substring(markup)
        while let open = rest.firstIndex(of: "<") {
            output += translatedText(rest[..<open], table)
            guard let close = rest[open...].firstIndex(of: ">") else { output += rest[open...]; return output }
            output += translatedTag(rest[open...close], table, language)
            rest = rest[rest.index(after: close)...]
        }
        output += translatedText(rest, table)
        return output
    }

    /// Element text: the trimmed text replaced, the white space around it kept.
    private static func translatedText(_ text: Substring, _ table: [String: String]) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, let translation = table[unescape(trimmed)] else { return String(text) }
        let start = text.firstIndex { !$0.isWhitespace }!, end = text.lastIndex { !$0.isWhitespace }!
        return String(text[..<start]) + MarkupEscaping.escape(translation) + String(text[text.index(after: end)...])
    }

    /// A tag: its `title`, `aria-label` and `placeholder` values; `lang="en"` on the root.
    private static func translatedTag(_ tag: Substring, _ table: [String: String], _ language: String) -> String {
        var tag = String(tag)
        if tag.hasPrefix("<html") { tag = tag.replacingOccurrences(of: "lang=\"en\"", with: "lang=\"\(language)\"") }
        for name in ["title", "aria-label", "placeholder"] {
            let marker = " \(name)=\""
            var searchFrom = tag.startIndex
            while let found = tag.range(of: marker, range: searchFrom..<tag.endIndex),
                  let quote = tag[found.upperBound...].firstIndex(of: "\"") {
                let value = String(tag[found.upperBound..<quote])
                if let translation = table[unescape(value)] {
                    let escaped = MarkupEscaping.escape(translation)
                    tag.replaceSubrange(found.upperBound..<quote, with: escaped)
                    searchFrom = tag.index(found.upperBound, offsetBy: escaped.count)
                } else {
                    searchFrom = quote
                }
            }
        }
        return tag
    }

    /// The text an HTML-escaped value stands for (the entities the page files use).
    private static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
