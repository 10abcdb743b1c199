import Foundation
import Testing
import TimelineGraphics

@Suite("JSONText")
struct JSONTextTests {
    @Test("Quotes, backslashes and the short control escapes")
    func shortEscapes() {
        #expect(JSONText.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(JSONText.quoted("a\nb\rc\td") == #""a\nb\rc\td""#)
        #expect(JSONText.quoted("") == #""""#)
        #expect(JSONText.quoted("<b>&</b> / '") == #""<b>&</b> / '""#)
    }

    @Test("Every other control and invisible character is a lowercase \\u escape")
    func controlCharacters() {
        #expect(JSONText.quoted("\u{0}\u{1}\u{8}\u{C}\u{1F}") == #""\u0000\u0001\u0008\u000c\u001f""#)
        #expect(JSONText.quoted("\u{7F}\u{80}\u{9F}") == #""\u007f\u0080\u009f""#)
        #expect(JSONText.quoted("\u{FEFF}x\u{2028}y\u{2029}") == #""\ufeffx\u2028y\u2029""#)
        // Neighbours of the escaped multi-byte characters stay as they are.
        #expect(JSONText.quoted("\u{A0}é\u{2027}\u{202A}\u{FEFE}\u{FFFD}") == "\"\u{A0}é\u{2027}\u{202A}\u{FEFE}\u{FFFD}\"")
    }

    @Test("Non-BMP characters are written as UTF-8, not as surrogate escapes")
    func nonBMP() {
        #expect(JSONText.quoted("🚀 \u{10FFFF}") == "\"🚀 \u{10FFFF}\"")
    }

    @Test("Every scalar up to U+FFFF and a sample beyond round-trips through JSONSerialization")
    func roundTrip() throws {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: (UInt32(0)...0xFFFF).compactMap(Unicode.Scalar.init))
        view.append(contentsOf: stride(from: UInt32(0x10000), through: 0x10FFFF, by: 97).compactMap(Unicode.Scalar.init))
        let text = String(view)
        let json = "[" + JSONText.quoted(text) + "]"
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
        #expect(decoded?.first?.unicodeScalars.elementsEqual(text.unicodeScalars) == true)
        // Nothing JSON forbids raw is left raw.
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" })
    }

    @Test("Numbers: integers plainly, fractions and huge values in shortest form, NaN and infinities as null")
    func numbers() {
        #expect(JSONText.number(0) == "0")
        #expect(JSONText.number(-0.0) == "0")
        #expect(JSONText.number(42) == "42")
        #expect(JSONText.number(-7) == "-7")
        #expect(JSONText.number(999_999_999_999_999) == "999999999999999")
        // From 10^15 on, Swift's shortest form: plain digits up to 2^53, then an exponent.
        #expect(JSONText.number(1e15) == "1000000000000000.0")
        #expect(JSONText.number(1e16) == "1e+16")
        #expect(JSONText.number(0.1) == "0.1")
        #expect(JSONText.number(-2.5) == "-2.5")
        #expect(JSONText.number(1.5e300) == "1.5e+300")
        #expect(JSONText.number(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
        #expect(JSONText.number(5e-324) == "5e-324")
        #expect(JSONText.number(.nan) == "null")
        #expect(JSONText.number(.infinity) == "null")
        #expect(JSONText.number(-.infinity) == "null")
    }

    @Test("Finite numbers read back as the same Double")
    func numberRoundTrip() throws {
        for value in [0.1, 1.0 / 3, 123_456.789, -1e-7, 1e15, 9.007199254740993e15, 1.7976931348623157e308, 5e-324] {
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(JSONText.number(value))]".utf8)) as? [Double]
            #expect(decoded == [value], "\(value)")
        }
    }
}
