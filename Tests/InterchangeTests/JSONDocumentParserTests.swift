import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
import TimelineTestSupport

/// The JSON reader of project documents, through `TimelineDocument(parsing:)`.
/// Positions are counted by hand: 1-based lines, columns in Unicode scalars.
@Suite("JSON document reader")
struct JSONDocumentParserTests {
    /// A one-item document whose label is the JSON string literal `label`.
    private func label(_ literal: String) throws -> String? {
        let text = #"{"items": [{"label": "# + literal + #", "start": "2025-03-03T08:00:00", "duration": "1d"}]}"#
        return try TimelineDocument(parsing: text, file: "plan.json").items.first?.label
    }

    private func only(_ text: String, file: String = "plan.json", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> TimelineDocumentError? {
        let found = errors(text, file: file)
        #expect(found.count == 1, "\(found)", sourceLocation: sourceLocation)
        return found.first
    }

    @Test("every escape is decoded")
    func escapes() throws {
        #expect(try label(#""q\" b\\ s\/ \b\f\n\r\t \u00e9\u20AC\u0041""#) == "q\" b\\ s/ \u{8}\u{C}\n\r\t é€A")
        #expect(try label(#""plain, no escapes: é 🚀""#) == "plain, no escapes: é 🚀")
    }

    @Test("surrogate pairs are decoded, as Python's json writes every emoji")
    func surrogatePairs() throws {
        #expect(try label(#""\ud83d\ude80 launch""#) == "🚀 launch")
        #expect(try label(#""\uD83D\uDE00\uD83D\uDE80""#) == "😀🚀")
        // What Python writes for a plan with an emoji, ensure_ascii on.
        #expect(try label(#""Go-live \ud83c\udf89""#) == "Go-live 🎉")
    }

    @Test("lone surrogates are refused at the escape")
    func loneSurrogates() {
        // {"items": [{"label": " is 22 characters; the escape starts at column 23.
        let high = only(#"{"items": [{"label": "\ud83d x", "start": "2025-03-03T08:00:00"}]}"#)
        #expect(high?.line == 1 && high?.column == 23)
        #expect(high?.message == #"syntax error: lone surrogate '\ud83d': a high surrogate must be followed by a \uDC00…\uDFFF escape"#)
        let low = only(#"{"items": [{"label": "ab\ude80", "start": "2025-03-03T08:00:00"}]}"#)
        #expect(low?.line == 1 && low?.column == 25)
        #expect(low?.message.contains("a low surrogate must follow a high surrogate") == true)
        let twoHigh = only(#"{"items": [{"label": "\ud83d\ud83d", "start": "2025-03-03T08:00:00"}]}"#)
        #expect(twoHigh?.column == 23)
        #expect(twoHigh?.message.contains(#"followed by '\ud83d', not by a low surrogate"#) == true)
    }

    @Test("bad strings, numbers and literals are refused at their place")
    func badTokens() {
        let cases: [(String, Int, Int, String)] = [
            ("{\"items\": [],\n \"title\": \"a\\qb\"}", 2, 13, "syntax error: invalid escape '\\q' in a string"),
            ("{\"title\": \"a\\u12G4\"}", 1, 13, "syntax error: \\u must be followed by four hexadecimal digits, found '\\u12G4'"),
            ("{\"title\": \"line\nbreak\"}", 1, 16, "syntax error: the control character U+000A must be escaped in a string"),
            ("{\"title\": \"open", 1, 11, "syntax error: the string is not closed"),
            ("{\"zoom\": 01}", 1, 10, "syntax error: a number may not start with 0 followed by digits"),
            ("{\"zoom\": 1.}", 1, 12, "syntax error: expected a digit after the decimal point, found '}'"),
            ("{\"zoom\": -x}", 1, 11, "syntax error: expected a digit after '-', found 'x'"),
            ("{\"zoom\": 1e}", 1, 12, "syntax error: expected a digit in the exponent, found '}'"),
            ("{\"zoom\": tru}", 1, 10, "syntax error: expected a value, found \"tru\""),
            ("{\"zoom\": NaN}", 1, 10, "syntax error: expected a value (an object, array, string, number, true, false or null), found 'N'"),
            ("{\"items\": [1,]}", 1, 14, "syntax error: expected a value, found ']' (a trailing comma is not allowed in JSON)"),
            ("{\"items\": [],}", 1, 14, "syntax error: expected a key in double quotes, found '}' (a trailing comma is not allowed in JSON)"),
            ("{items: []}", 1, 2, "syntax error: expected a key in double quotes, found 'i'"),
            ("{\"items\" []}", 1, 10, "syntax error: expected ':' after the key \"items\", found '['"),
            ("{\"items\": []} x", 1, 15, "syntax error: unexpected 'x' after the end of the JSON value"),
            ("{\"items\": [] // comment\n}", 1, 14, "syntax error: expected ',' or '}' after the value of \"items\", found '/'"),
        ]
        for (text, line, column, prefix) in cases {
            let error = only(text)
            #expect(error?.line == line && error?.column == column, "\(text): \(String(describing: error))")
            #expect(error?.message.hasPrefix(prefix) == true, "\(text): \(String(describing: error))")
        }
    }

    @Test("truncated JSON names the place it ends and where the open value began")
    func truncated() {
        let text = "{\n  \"items\": [\n    {\"label\": \"A\""
        let error = only(text)
        #expect(error?.line == 3 && error?.column == 18)   // just after the last character
        #expect(error?.message == "syntax error: unexpected end of the text: the object opened at line 3, column 5 is not closed")
        for end in 1..<text.count {
            #expect(!errors(String(text.prefix(end)), file: "cut.json").isEmpty)
        }
    }

    @Test("nesting deeper than 256 is refused, 70,000 levels included, without a crash")
    func deepNesting() {
        for depth in [257, 70_000] {
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let error = only(text)
            #expect(error?.line == 1 && error?.column == 257, "\(depth)")
            #expect(error?.message == "syntax error: arrays and objects are nested more than 256 deep")
        }
        // 256 levels parse (then the document is a list, not a mapping).
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(only(deepest)?.message == "document: expected the document to be a mapping, found a list")
    }

    @Test("a duplicate key is refused at its second occurrence")
    func duplicateKeys() {
        let error = only("{\n  \"title\": \"a\",\n  \"title\": \"b\",\n  \"items\": []\n}")
        #expect(error?.description == "plan.json:3:3: error: duplicate key \"title\": a key may appear only once in a mapping")
    }

    @Test("JSON is chosen by the .json extension or a leading { or [; YAML flow mappings still read")
    func choice() throws {
        // A YAML flow mapping starts with '{' but is not JSON: read as YAML.
        let yaml = try TimelineDocument(parsing: "{items: [{label: A, start: 2025-03-03T08:00:00, duration: 1d}]}", file: "plan.yaml")
        #expect(yaml.items.first?.label == "A")
        // The same text named .json is JSON, and is refused.
        #expect(only("{items: []}", file: "plan.json")?.message.hasPrefix("syntax error: expected a key in double quotes") == true)
        // A byte order mark and white space before the '{'.
        let bom = try TimelineDocument(parsing: "\u{FEFF}  \n{\"items\": [{\"label\": \"\\ud83d\\ude80\", \"start\": \"2025-03-03T08:00:00\", \"duration\": \"1d\"}]}")
        #expect(bom.items.first?.label == "🚀")
        #expect(only("", file: "plan.json")?.description == "plan.json:1:1: error: the document is empty: expected a mapping with \"items\"")
    }

    @Test("numbers, booleans and null keep their meaning; quoted numbers stay strings")
    func scalars() throws {
        let document = try TimelineDocument(parsing: """
            {"version": 1, "title": null, "zoom": 1.5e0, "rowHeight": 30,
             "items": [{"label": "A", "start": "2025-03-03T08:00:00", "duration": "1d", "completion": 0.25}]}
            """, file: "plan.json")
        #expect(document.zoom == 1.5 && document.rowHeight == 30 && document.title == nil)
        #expect(document.items.first?.completion == 0.25)
        let quoted = only(#"{"rowHeight": "30", "items": []}"#)
        #expect(quoted?.line == 1 && quoted?.column == 15)
        #expect(quoted?.message.contains("expected rowHeight to be a number, found the string \"30\"") == true)
    }

    /// Scalars that JSON writers and readers get wrong: quotes, backslashes,
    /// control characters, the line and paragraph separators, a character
    /// beside the surrogates, astral characters (emoji), combining marks.
    private static let trickyScalars: [Unicode.Scalar] = [
        "a", "Z", "0", " ", "\"", "\\", "/", "\u{0}", "\u{1}", "\u{8}", "\t", "\n", "\u{B}", "\u{C}", "\r", "\u{1F}", "\u{7F}",
        "é", "€", "\u{2028}", "\u{2029}", "\u{D7FF}", "\u{E000}", "\u{FEFF}", "\u{FFFD}", "\u{FFFF}", "\u{10000}",
        "🚀", "🎉", "\u{1F468}", "\u{200D}", "\u{301}", "\u{10FFFF}", ":", "#", "{", "[", "-",
    ]

    private static func randomText(using generator: inout SeededRandomNumberGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            text.unicodeScalars.append(trickyScalars.randomElement(using: &generator)!)
        }
        return text
    }

    @Test("seeded random documents written as JSON read back equal, escaped as Python writes them too", arguments: 0..<12)
    func randomDocumentsRoundTrip(seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: 0x150_0000 + seed)
        let base = Time(year: 2025, month: 3, day: 3)
        var items: [TimelineDocument.Item] = []
        for index in 0..<Int.random(in: 1...30, using: &generator) {
            // Seconds with fractions the writer must keep to the microsecond.
            let start = base.adding(seconds: Double(Int.random(in: 0..<(400 * 86_400), using: &generator)))
            var item = TimelineDocument.Item(id: Int.random(in: 0...9, using: &generator) + 10 * index, label: Self.randomText(using: &generator),
                                             row: index, start: start)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: item.type = .milestone
            case 1: item.duration = WorkingDuration(Double(Int.random(in: 1...80, using: &generator)), .hours)
            default: item.finish = start.adding(seconds: Double(Int.random(in: 1...500_000, using: &generator)) + 0.25)
            }
            // Any double in 0...1: numbers must read back bit for bit.
            item.completion = Bool.random(using: &generator) ? Double.random(in: 0...1, using: &generator) : 0
            if Bool.random(using: &generator) { item.attachment = Self.randomText(using: &generator) }
            if Bool.random(using: &generator) { item.details = Self.randomText(using: &generator) }
            items.append(item)
        }
        var dependencies: [TimelineDocument.Dependency] = []
        for successor in items.indices.dropFirst() where Bool.random(using: &generator) {
            let predecessor = Int.random(in: 0..<successor, using: &generator)
            dependencies.append(.init(id: dependencies.count + 1, from: .id(items[predecessor].id), to: .id(items[successor].id)))
        }
        let title = Self.randomText(using: &generator)
        let document = TimelineDocument(title: title.isEmpty ? nil : title, items: items, dependencies: dependencies)
        let json = document.jsonString()
        let read = try TimelineDocument(parsing: json, file: "random.json")
        #expect(read == document)
        #expect(read.items.map(\.completion).map(\.bitPattern) == document.items.map(\.completion).map(\.bitPattern))
        // The same text with every non-ASCII scalar as \uXXXX escapes (surrogate pairs for emoji).
        var escaped = ""
        for scalar in json.unicodeScalars {
            if scalar.isASCII { escaped.unicodeScalars.append(scalar) } else { for unit in String(scalar).utf16 { escaped += String(format: "\\u%04X", unit) } }
        }
        #expect(try TimelineDocument(parsing: escaped, file: "escaped.json") == document)
    }

    @Test("every example reads the same from its JSON and its YAML form", arguments: ExampleTests.names + ["office-fitout.yaml"])
    func examplesRoundTrip(name: String) throws {
        let document = try TimelineDocument(contentsOf: example(name))
        let fromJSON = try TimelineDocument(parsing: document.jsonString(), file: "written.json")
        let fromYAML = try TimelineDocument(parsing: document.yamlString(), file: "written.yaml")
        #expect(fromJSON == document)
        #expect(fromYAML == document)
        // The JSON text with every non-ASCII character escaped, as Python's json.dumps writes it.
        var escaped = ""
        for scalar in document.jsonString().unicodeScalars {
            if scalar.isASCII {
                escaped.unicodeScalars.append(scalar)
            } else {
                for unit in String(scalar).utf16 { escaped += String(format: "\\u%04x", unit) }
            }
        }
        #expect(try TimelineDocument(parsing: escaped, file: "escaped.json") == document)
    }
}
