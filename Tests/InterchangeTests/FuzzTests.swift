import Foundation
import Interchange
import Testing
import TimelineTestSupport

/// Random mutations of real documents: reading must never crash, and must
/// either succeed (and then round-trip) or report located errors.
@Suite("Fuzzing the reader")
struct FuzzTests {
    static let fragments = [
        ":", "-", "- ", "[", "]", "{", "}", "\"", "'", "\n", "  ", ",", "#", "&a", "*a", "!!str ", "%", "?", "|", ">",
        "0", "-1", "99999999999999999999", "1e308", "-1e308", "nan", ".inf", "0x1F", "9007199254740993",
        "2025-02-30", "9999-12-31T24:00:00", "0001-01-01T00:00:00", "2025-03-03T25:00", "1e300d", "999999w", "0.5d",
        "150%", "-5%", "NaN%", "milestone", "summary", "FS", "SF", "x", "standard", "continuous", "fullDay",
        "24:00-00:00", "00:00-24:00", "\u{0}", "\u{FEFF}", "é", "\t", "null", "~", "true", "items", "id", "row", "from", "to",
    ]

    @Test("hundreds of random mutations of the examples never crash", arguments: ExampleTests.names)
    func mutations(name: String) throws {
        let original = try String(contentsOf: example(name), encoding: .utf8)
        var generator = SeededRandomNumberGenerator(seed: UInt64(name.utf8.count) &* 0x9E37_79B9)
        var succeeded = 0, failed = 0
        for _ in 0..<300 {
            var text = Array(original.unicodeScalars)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0...text.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    let end = min(text.count, position + Int.random(in: 1...20, using: &generator))
                    text.removeSubrange(position..<end)
                case 1, 2:
                    let fragment = Self.fragments.randomElement(using: &generator)!
                    text.insert(contentsOf: fragment.unicodeScalars, at: position)
                default:
                    // Replace a token (up to the next space or punctuation) by a fragment.
                    var end = position
                    while end < text.count, !" ,:\n{}[]".unicodeScalars.contains(text[end]) { end += 1 }
                    text.replaceSubrange(position..<end, with: Self.fragments.randomElement(using: &generator)!.unicodeScalars)
                }
            }
            var mutated = ""
            mutated.unicodeScalars.append(contentsOf: text)
            do {
                let document = try TimelineDocument(parsing: mutated, file: name)
                succeeded += 1
                #expect(try TimelineDocument(parsing: document.yamlString()) == document)
            } catch {
                failed += 1
                #expect(!error.errors.isEmpty)
                for problem in error.errors {
                    #expect(problem.file == name)
                    #expect(problem.line >= 1, "\(problem)")
                    #expect(problem.column >= 1, "\(problem)")
                }
            }
        }
        #expect(succeeded + failed == 300)
        #expect(failed > 0)
    }

    @Test("hundreds of value replacements in the YAML examples never crash and always locate their errors",
          arguments: ["launch-plan.yaml", "construction.yaml"])
    func valueReplacements(name: String) throws {
        let lines = try String(contentsOf: example(name), encoding: .utf8).components(separatedBy: "\n")
        let valueLines = lines.indices.filter { lines[$0].contains(": ") && !lines[$0].hasPrefix("#") }
        var generator = SeededRandomNumberGenerator(seed: 0x5EED &+ UInt64(name.utf8.count))
        var accepted = 0
        for _ in 0..<300 {
            var mutated = lines
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = valueLines.randomElement(using: &generator)!
                let line = mutated[index]
                let colon = line.range(of: ": ")!
                mutated[index] = line[..<colon.upperBound] + Self.fragments.randomElement(using: &generator)!
            }
            do {
                let document = try TimelineDocument(parsing: mutated.joined(separator: "\n"), file: name)
                accepted += 1
                #expect(try TimelineDocument(parsing: document.jsonString()) == document)
            } catch {
                for problem in error.errors {
                    #expect(problem.line >= 1 && problem.column >= 1, "\(problem)")
                }
            }
        }
        #expect(accepted > 0)
    }
}
