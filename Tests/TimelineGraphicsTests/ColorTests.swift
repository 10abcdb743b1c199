import Foundation
import Testing
import TimelineGraphics

@Suite("Color")
struct ColorTests {
    @Test("A component's byte is the component × 255 rounded half away from zero: every byte back, halves up, seeded values")
    func bytesRound() {
        for byte in UInt8(0)...255 {
            #expect(Color(rgb: byte, byte, byte, alpha: byte).bytes == (byte, byte, byte, byte))
        }
        var values: [Double] = (0..<255).map { (Double($0) + 0.5) / 255 }   // exactly between two bytes (up to the division)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(state >> 11) / Double(1 << 53))
        }
        values += [0, 1, 0.5, 1.0 / 510, .ulpOfOne, 1 - .ulpOfOne]
        for value in values {
            let expected = UInt8((value * 255).rounded())
            #expect(Color(red: value, green: 0, blue: 1 - value).bytes.red == expected, "\(value)")
        }
    }

    @Test("Hex strings of 3, 6 and 8 digits parse to the expected bytes")
    func parsesHex() throws {
        let six = try Color(parsing: "#3a7bd5")
        #expect(six.bytes == (0x3A, 0x7B, 0xD5, 0xFF))
        let three = try Color(parsing: "#ABC")
        #expect(three.hexString == "#aabbcc")
        let eight = try Color(parsing: " #11223380 ")
        #expect(eight.bytes.alpha == 0x80)
        #expect(eight.alpha == 128.0 / 255.0)
        #expect(eight.hexString == "#11223380")
        #expect(Color(hex: "3a7bd5") == six)
        #expect(Color(hex: "#12") == nil)
    }

    @Test("CSS names parse case-insensitively")
    func parsesNames() throws {
        #expect(try Color(parsing: "SteelBlue").hexString == "#4682b4")
        #expect(try Color(parsing: "white") == .white)
        #expect(try Color(parsing: "transparent").alpha == 0)
    }

    @Test("Bad strings throw errors that say what is wrong")
    func errors() {
        #expect(throws: ColorParseError(input: "#12", reason: .wrongHexLength(2))) { try Color(parsing: "#12") }
        #expect(throws: ColorParseError(input: "#12345g", reason: .invalidHexDigit("g"))) { try Color(parsing: "#12345g") }
        #expect(throws: ColorParseError(input: "blurple", reason: .unknownName)) { try Color(parsing: "blurple") }
        #expect(throws: ColorParseError(input: "", reason: .empty)) { try Color(parsing: "") }
        let message = ColorParseError(input: "#12", reason: .wrongHexLength(2)).description
        #expect(message == "Invalid color \"#12\": expected 3, 6 or 8 hex digits after \"#\", found 2")
    }

    @Test("SVG value is #rrggbb with the opacity separate")
    func svgValue() {
        let color = Color(rgb: 255, 0, 0, alpha: 51)
        #expect(color.svgValue == "#ff0000")
        #expect(color.svgOpacity == 0.2)
        #expect(color.withAlpha(0.5).alpha == 0.5)
        #expect(Color(red: 2, green: -1, blue: .nan, alpha: 1).hexString == "#ff0000")
    }

    @Test("Blending, lighter, darker and compositing give hand-computed colors")
    func blending() {
        #expect(Color.black.blended(with: .white, fraction: 0.5).hexString == "#808080")
        #expect(Color.black.lighter(by: 0.5).hexString == "#808080")
        #expect(Color.white.darker(by: 0.5).hexString == "#808080")
        #expect(Color.red.withAlpha(0.5).composited(over: .white).hexString == "#ff8080")
        #expect(Color.clear.composited(over: .clear) == .clear)
        #expect(Color.white.luminance == 1 && Color.black.luminance == 0)
    }

    @Test("Colors encode as hex strings and decode from hex or names")
    func codable() throws {
        let data = try JSONEncoder().encode([Color(rgb: 0x3A, 0x7B, 0xD5), Color.black.withAlpha(0)])
        #expect(String(decoding: data, as: UTF8.self) == ##"["#3a7bd5","#00000000"]"##)
        let decoded = try JSONDecoder().decode([Color].self, from: Data(##"["red", "#0f0"]"##.utf8))
        #expect(decoded == [.red, Color(rgb: 0, 255, 0)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Color].self, from: Data(##"["#zz"]"##.utf8)) }
    }
}
