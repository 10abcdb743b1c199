import Foundation
import Interchange
import Testing
import TimelineTestSupport

/// Seeded byte-level mutations of every reader's inputs — the document JSON
/// reader, the YAML reader and the MSPDI reader — seeded from `examples/`,
/// `examples/mspdi/` and the reproducers of issue 10 (invalid UTF-8 in names
/// and comments, 70,000 nested elements, entities, surrogate pairs). Every
/// input must either read or throw errors that name a line and a column: no
/// crash, no hang. Counts are fixed so the suite stays within seconds.
@Suite("Fuzzing every reader")
struct ReaderFuzzTests {
    /// Mutations per seed file.
    static let runsPerSeed = 400

    static let xmlFragments: [[UInt8]] = [
        "<", ">", "</", "/>", "<a>", "</a>", "&", "&amp;", "&lt;", "&x;", "&#38;", "&#x26;", "&#0;", "&#xD800;", "&#x1F680;",
        "<!--", "-->", "--", "<![CDATA[", "]]>", "<?pi x?>", "<?xml version=\"1.0\"?>", "\"", "'", "=", " x=\"1\"", "xmlns:p=\"u\"",
        "<p:a>", "<!DOCTYPE Project [<!ENTITY co \"ACME\">]>", "<!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>",
        "<Task>", "</Task>", "<UID>1</UID>", "<UID>0</UID>", "<PredecessorLink><PredecessorUID>1</PredecessorUID></PredecessorLink>",
        "2025-02-30T08:00:00", "9999-12-31T24:00:00", "PT8H0M0S", "PT99999999999H0M0S", "-1", "99999999999999999999", "1e308",
        "\r", "\r\n", "\t", "é", "🚀", "\u{FEFF}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00], [0x01], [0xEF, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80]]

    static let jsonFragments: [[UInt8]] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud83d", "\\ude80", "\\ud83d\\ude80", "\\uZZZZ", "\\n", "\\\"", "\\x",
        "0", "-0", "01", "1.", "1e", "1e400", "-", "99999999999999999999", "true", "false", "null", "nul", "NaN", "//", "/*",
        " ", "\n", "\r\n", "\t", "\"items\"", "\"label\"", "\"start\"", "\"2025-03-03T08:00:00\"", "\"9999-12-31T24:00:00\"", "\"1d\"",
        "\"milestone\"", "é", "🚀", "\u{FEFF}", "\u{0}", "{\"a\":1,\"a\":2}", String(repeating: "[", count: 300),
    ].map { Array($0.utf8) }

    /// One random edit of `bytes`: delete a run, insert a fragment, duplicate a run or overwrite a byte.
    static func mutate(_ bytes: inout [UInt8], fragments: [[UInt8]], using generator: inout SeededRandomNumberGenerator) {
        let position = Int.random(in: 0...bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...24, using: &generator)))
        case 1, 2:
            bytes.insert(contentsOf: fragments.randomElement(using: &generator)!, at: position)
        case 3:
            let end = min(bytes.count, position + Int.random(in: 1...200, using: &generator))
            bytes.insert(contentsOf: bytes[position..<end], at: end)
        default:
            if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &generator) }
        }
    }

    /// Reads MSPDI bytes; `nil` when they read, else the error (which must be located).
    static func readMSPDI(_ bytes: [UInt8], name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> MSProjectImportError? {
        do {
            _ = try MSProjectReader.read(data: Data(bytes), fileName: name)
            return nil
        } catch {
            #expect(error.fileName == name, sourceLocation: sourceLocation)
            #expect(error.line >= 1 && error.column >= 1, "\(error)", sourceLocation: sourceLocation)
            #expect(!error.description.contains("parser error"), "\(error)", sourceLocation: sourceLocation)
            return error
        }
    }

    /// Reads document text; `true` when it reads, else checks that every error is located.
    @discardableResult
    static func readDocument(_ text: String, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        do {
            _ = try TimelineDocument(parsing: text, file: name)
            return true
        } catch {
            #expect(!error.errors.isEmpty, sourceLocation: sourceLocation)
            for problem in error.errors {
                #expect(problem.file == name, sourceLocation: sourceLocation)
                #expect(problem.line >= 1 && problem.column >= 1, "\(problem)", sourceLocation: sourceLocation)
            }
            return false
        }
    }

    static let mspdiNames = MSProjectFixtures.names + ["office-fitout.xml"]

    @Test("byte mutations of the MSPDI examples read or fail at a line and column", arguments: mspdiNames)
    func mspdiMutations(name: String) throws {
        let original = [UInt8](try MSProjectFixtures.data(name))
        var generator = SeededRandomNumberGenerator(seed: 0xF022 &+ UInt64(name.utf8.count))
        var read = 0, refused = 0
        for _ in 0..<Self.runsPerSeed {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                Self.mutate(&bytes, fragments: Self.xmlFragments, using: &generator)
            }
            if Self.readMSPDI(bytes, name: name) == nil { read += 1 } else { refused += 1 }
        }
        #expect(read + refused == Self.runsPerSeed)
        #expect(refused > 0 && read > 0, "read \(read), refused \(refused)")
    }

    @Test("byte mutations of the JSON documents read or fail at a line and column", arguments: ExampleTests.names + ["office-fitout.yaml"])
    func jsonMutations(name: String) throws {
        let document = try TimelineDocument(contentsOf: example(name))
        let original = Array(document.jsonString().utf8)
        var generator = SeededRandomNumberGenerator(seed: 0x150D &+ UInt64(name.utf8.count))
        var read = 0
        for _ in 0..<Self.runsPerSeed {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                Self.mutate(&bytes, fragments: Self.jsonFragments, using: &generator)
            }
            // Text arrives as a String: invalid UTF-8 became U+FFFD on the way.
            if Self.readDocument(String(decoding: bytes, as: UTF8.self), name: "\(name).json") { read += 1 }
        }
        #expect(read > 0 && read < Self.runsPerSeed, "read \(read)")
    }

    @Test("byte mutations of the YAML examples read or fail at a line and column", arguments: ["launch-plan.yaml", "construction.yaml", "office-fitout.yaml"])
    func yamlMutations(name: String) throws {
        let original = [UInt8](try Data(contentsOf: example(name)))
        var generator = SeededRandomNumberGenerator(seed: 0x7A31 &+ UInt64(name.utf8.count))
        let fragments = Self.jsonFragments + ["- ", ": ", "&a ", "*a", "!!str ", "? ", "|\n", ">\n", "---\n", "...\n", "%YAML 1.2\n"].map { Array($0.utf8) }
        for _ in 0..<Self.runsPerSeed / 2 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                Self.mutate(&bytes, fragments: fragments, using: &generator)
            }
            Self.readDocument(String(decoding: bytes, as: UTF8.self), name: name)
        }
    }

    // MARK: Reproducers of issue 10

    @Test("the issue's XML reproducers are located errors, not crashes")
    func xmlReproducers() throws {
        let invalidName = try #require(Self.readMSPDI(Array("<a><b".utf8) + [0xFF] + Array("/></a>".utf8), name: "name.xml"))
        #expect(invalidName.description == "name.xml:1:6: error: malformed XML: invalid UTF-8 byte 0xFF")
        let invalidComment = try #require(Self.readMSPDI(Array("<!--".utf8) + [0xFF] + Array("--><a/>".utf8), name: "comment.xml"))
        #expect(invalidComment.description == "comment.xml:1:5: error: malformed XML: invalid UTF-8 byte 0xFF")
        let nested = try #require(Self.readMSPDI(Array((String(repeating: "<a>", count: 70_000) + String(repeating: "</a>", count: 70_000)).utf8), name: "deep.xml"))
        guard case .malformedXML(let message) = nested.kind else { Issue.record("\(nested)"); return }
        #expect(message.contains("nested more than 256 deep"))
        // Only opening tags (a truncated deep file) fail the same way.
        #expect(Self.readMSPDI(Array(String(repeating: "<a>", count: 70_000).utf8), name: "open.xml")?.column == 769)
        // "X &co; Y" and "ACME &amp; Sons" around an entity keep every part.
        let entity = """
            <!DOCTYPE Project [<!ENTITY co "ACME">]>
            <Project xmlns="http://schemas.microsoft.com/project"><Tasks><Task><UID>1</UID><Name>X &co; Y, &co; &amp; Sons</Name></Task></Tasks></Project>
            """
        #expect(try MSProjectReader.read(data: Data(entity.utf8), fileName: "e.xml").document.tasks.first?.name == "X ACME Y, ACME & Sons")
    }

    @Test("the issue's document reproducers: surrogate pairs read, nesting and aliases are bounded")
    func documentReproducers() throws {
        let rocket = #"{"items": [{"label": "\ud83d\ude80", "start": "2025-03-03T08:00:00", "duration": "1d"}]}"#
        #expect(try TimelineDocument(parsing: rocket, file: "rocket.json").items.first?.label == "🚀")
        #expect(!Self.readDocument(String(repeating: "[", count: 70_000), name: "deep.json"))
        #expect(!Self.readDocument(String(repeating: "{\"a\":", count: 70_000), name: "deep.json"))
        // YAML: libyaml's own nesting limit, then the billion laughs of aliases.
        #expect(!Self.readDocument("items: " + String(repeating: "[", count: 70_000), name: "deep.yaml"))
        var laughs = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            laughs += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        laughs += "items: []\n"
        let thrown: TimelineDocumentErrors? = {
            do throws(TimelineDocumentErrors) { _ = try TimelineDocument(parsing: laughs, file: "laughs.yaml"); return nil } catch { return error }
        }()
        let first = try #require(thrown?.errors.first)
        #expect(first.message.contains("billion laughs"))
        #expect(first.line >= 1 && first.column >= 1)
    }
}
