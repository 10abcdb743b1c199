import Testing
import TimelineGraphics

@Suite("MarkupEscaping")
struct MarkupEscapingTests {
    /// The escaping rules spelled out for one character, to check the
    /// word-at-a-time escaper against.
    static func reference(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&apos;"
        case "\t": "&#9;"
        case "\n": "&#10;"
        case "\r": "&#13;"
        case "\u{FFFE}", "\u{FFFF}": ""
        default: scalar.value < 0x20 ? "" : String(scalar)
        }
    }

    static func reference(_ text: String) -> String {
        text.unicodeScalars.map(reference).joined()
    }

    @Test("Every Unicode scalar, alone and between plain runs, is escaped as the per-character reference says")
    func everyScalar() {
        let scalars = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)
        #expect(scalars.count == 1_112_064)
        var mismatches: [String] = []
        for scalar in scalars.prefix(0x3000) + scalars.suffix(0x2100) {
            let text = String(scalar)
            if MarkupEscaping.escape(text) != Self.reference(text) { mismatches.append("U+\(String(scalar.value, radix: 16))") }
        }
        // All of them, in chunks of 257 (odd, so every scalar meets every
        // position of the eight-byte fast path), each chunk wrapped in text.
        var start = 0
        while start < scalars.count {
            let chunk = scalars[start..<min(start + 257, scalars.count)]
            var view = String.UnicodeScalarView()
            view.append(contentsOf: chunk)
            let text = "plain text " + String(view) + " more"
            if MarkupEscaping.escape(text) != Self.reference(text) { mismatches.append("chunk at U+\(String(chunk.first!.value, radix: 16))") }
            start += 257
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("Every ASCII character at every place of short texts (1 to 19 bytes: the four- and eight-byte word paths and their tails)")
    func everyASCIICharacterAtEveryPlace() {
        var mismatches: [String] = []
        for length in 1...19 {
            for place in 0..<length {
                for value in UInt8(0)...0x7F {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = value
                    let text = String(decoding: bytes, as: UTF8.self)
                    if MarkupEscaping.escape(text) != Self.reference(text) { mismatches.append("\(value) at \(place) of \(length)") }
                }
            }
        }
        // U+FFFE/U+FFFF (EF BF BE/BF) at every place, and `#` (a false alarm of the word test) next to them.
        for length in 3...19 {
            for place in 0...(length - 3) {
                for last in [UInt8(0xBE), 0xBF, 0xBD] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "#"), count: length)
                    bytes.replaceSubrange(place..<place + 3, with: [0xEF, 0xBF, last])
                    let text = String(decoding: bytes, as: UTF8.self)
                    if MarkupEscaping.escape(text) != Self.reference(text) { mismatches.append("EF BF \(last) at \(place) of \(length)") }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("Markup characters become entities, forbidden characters go, everything else stays")
    func examples() {
        #expect(MarkupEscaping.escape("R&D <draft>") == "R&amp;D &lt;draft&gt;")
        #expect(MarkupEscaping.escape(#"say "hi" & 'bye'"#) == "say &quot;hi&quot; &amp; &apos;bye&apos;")
        #expect(MarkupEscaping.escape("a\u{7}b\u{FFFF}c") == "abc")
        #expect(MarkupEscaping.escape("שלום 🚀 \u{10FFFD}") == "שלום 🚀 \u{10FFFD}")
        #expect(MarkupEscaping.escape("") == "")
    }

    @Test("The SVG formatting name and the one escaper agree")
    func sameAsSVG() {
        let text = "Task <1> & \"2\"\n\u{0}"
        #expect(SVGFormatting.escaped(text) == MarkupEscaping.escape(text))
    }
}
