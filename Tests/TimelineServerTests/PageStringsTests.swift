import Foundation
import Testing
import TimelineGraphics
@testable import TimelineServer

@Suite("Page strings")
struct PageStringsTests {
    @Test("The page's language: ?lang= first, then the plan's locale, then Accept-Language, else English; only known languages")
    func choosingTheLanguage() {
        #expect(PageStrings.language(query: "de", locale: Locale(identifier: "en_US"), acceptLanguage: "en") == "de")
        #expect(PageStrings.language(query: nil, locale: Locale(identifier: "de_DE"), acceptLanguage: "en-US,en;q=0.9") == "de")
        #expect(PageStrings.language(query: nil, locale: nil, acceptLanguage: "fr-FR,de-CH;q=0.8,en;q=0.5") == "de")
        #expect(PageStrings.language(query: nil, locale: nil, acceptLanguage: "fr-FR,es;q=0.5") == "en")
        #expect(PageStrings.language(query: "xx", locale: nil, acceptLanguage: nil) == "en")
        #expect(PageStrings.language(query: "<script>", locale: nil, acceptLanguage: "\u{0}") == "en")
        #expect(PageStrings.language(query: nil, locale: Locale(identifier: "fr_FR"), acceptLanguage: "de") == "de")
    }

    @Test("The German page: element text, titles, aria-labels, placeholders and lang translated; placeholders and markup kept")
    func germanPage() {
        let page = PageAssets.html(planID: 4, title: "Umzug <Büro>", language: "de")
        #expect(page.contains("<html lang=\"de\">"))
        #expect(page.contains(">Rückgängig</button>"))
        #expect(page.contains("title=\"Rückgängig (Strg+Z)\""))
        #expect(page.contains("aria-label=\"Vergrößern\""))
        #expect(page.contains("placeholder=\"Name, Ressource oder Notiz\""))
        #expect(page.contains("<option value=\"mustStartOn\">Muss anfangen am</option>"))
        #expect(page.contains("/plans/4/export.svg"))
        #expect(page.contains("Umzug &lt;Büro&gt;"))
        #expect(!page.contains(">Undo</button>"))
        // The scripts get the same table.
        let attribute = page.firstMatch(of: #/data-strings="([^"]*)"/#).map { String($0.1) } ?? ""
        #expect(attribute.contains("Verbunden"))
        // English stays the page file as written.
        let english = PageAssets.html(planID: 4, title: "Plan")
        #expect(english.contains(">Undo</button>") && english.contains("<html lang=\"en\">") && english.contains("data-strings=\"{}\""))
    }

    /// The texts a page file shows: element text and the attributes a table translates.
    static func texts(of markup: String) -> Set<String> {
        var texts = Set<String>()
        for match in markup.matches(of: #/>([^<>]+)</#) {
            let text = match.1.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty, !text.contains("{{"), text.contains(where: \.isLetter) { texts.insert(text) }
        }
        for match in markup.matches(of: #/ (?:title|aria-label|placeholder)="([^"]*)"/#) where !match.1.contains("{{") {
            texts.insert(String(match.1).replacingOccurrences(of: "&amp;", with: "&"))
        }
        return texts
    }

    @Test("The German table translates every text of the plan, calendar and document pages (names and formats excepted)")
    func germanTableIsComplete() throws {
        let table = try #require(PageStrings.tables["de"])
        let same: Set<String> = ["SVG", "PNG", "PDF", "YAML", "MS Project", "2025-03-10", "2025-03-31", "2025-03-03 08:00", "2025-03-05 16:00",
                                 "2025-03-10 08:00"]
        for template in [PageAssets.pageTemplate, PageAssets.calendarTemplate, PageAssets.documentTemplate] {
            let markup = template.map { segment -> String in
                if case let .text(text) = segment { return text }
                return "{{}}"
            }.joined()
            for text in Self.texts(of: markup) where !same.contains(text) && !text.hasPrefix("<") {
                #expect(table[text] != nil, "no German for \"\(text)\"")
            }
        }
    }

    @Test("A translation is escaped where it lands, and a text a table lacks stays as written")
    func escaping() {
        let table = ["Save": "<b>Speichern</b> & \"weg\"", "Close": "Schließen"]
        let markup = "<button title=\"Save\">Save</button> <button aria-label=\"Unknown\">Close</button>"
        let translated = PageStrings.translate(markup: markup, table: table, language: "de")
        #expect(translated == "<button title=\"&lt;b&gt;Speichern&lt;/b&gt; &amp; &quot;weg&quot;\">&lt;b&gt;Speichern&lt;/b&gt; &amp; &quot;weg&quot;</button> <button aria-label=\"Unknown\">Schließen</button>")
    }
}
