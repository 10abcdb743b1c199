import Testing
import TimelineTestSupport
@testable import Interchange

@Suite("TextLocator")
struct TextLocatorTests {
    /// Line and column of byte `target`, counted from the start one byte at a time.
    private func reference(_ target: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for offset in 0..<min(target, bytes.count) {
            let byte = bytes[offset]
            if byte == 10 || (byte == 13 && (offset + 1 == bytes.count || bytes[offset + 1] != 10)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    @Test("positions asked in any order equal counting from the start (seeded texts with LF, CRLF, CR and non-ASCII)")
    func randomTexts() {
        var random = SeededRandomNumberGenerator(seed: 43)
        let pieces = ["a", "key", "\"value\"", " ", "\n", "\r\n", "\r", "é", "🚀", "{\"id\": 12}", "abcdefghijklmnop"]
        for _ in 0..<400 {
            let bytes = Array((0..<Int.random(in: 0...30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined().utf8)
            var locator = TextLocator()
            // Mostly increasing targets (the readers' order), sometimes back, sometimes past the end.
            for _ in 0..<12 {
                let target = Int.random(in: 0...(bytes.count + 3), using: &random)
                let position = locator.location(of: target, in: bytes)
                let expected = reference(target, in: bytes)
                #expect(position.line == expected.line && position.column == expected.column, "\(bytes) at \(target)")
            }
        }
    }
}
