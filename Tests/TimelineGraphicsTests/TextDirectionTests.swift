import Foundation
import Testing
import TimelineGraphics

@Suite("TextDirection")
struct TextDirectionTests {
    @Test("the first letter decides: Hebrew and Arabic read right to left, Latin, Cyrillic and CJK left to right",
          arguments: [
              ("בדיקות", TextDirection.rightToLeft),
              ("تصميم الموقع", .rightToLeft),
              ("ﭏ", .rightToLeft),                  // Hebrew presentation form (U+FB4F)
              ("Design", .leftToRight),
              ("Проект", .leftToRight),
              ("設計", .leftToRight),
              ("2. שלב", .rightToLeft),             // digits and punctuation are passed over
              ("(3) Build בנייה", .leftToRight),    // the first letter is Latin
              ("١٢٣ Phase", .leftToRight),          // Arabic-Indic digits are weak
              ("— 42 —", .leftToRight),             // no letter at all
              ("", .leftToRight),
          ])
    func firstStrongCharacter(text: String, expected: TextDirection) {
        #expect(TextDirection(of: text) == expected)
    }

    @Test("an ASCII character decides exactly when Unicode calls it alphabetic (before Hebrew and before Latin)")
    func everyASCIICharacter() {
        for value in UInt8(0)...0x7F {
            let scalar = Unicode.Scalar(value)
            let leading = String(Character(scalar))
            let expected: TextDirection = scalar.properties.isAlphabetic ? .leftToRight : .rightToLeft
            #expect(TextDirection(of: leading + "שלום") == expected, "\(value)")
            #expect(TextDirection(of: leading + "Plan") == .leftToRight, "\(value)")
        }
    }

    @Test("a right-to-left label keeps its box in SVG: start-anchored text is written with the anchor at its end under direction rtl")
    func svgKeepsTheBox() {
        var list = DisplayList(size: Size(width: 300, height: 60))
        list.append(.text(id: "item:1:label", role: .label, "שלב תכנון", at: Point(x: 40, y: 20), color: .black))
        list.append(.text(id: "item:2:label", role: .label, "تسليم", at: Point(x: 200, y: 40), color: .black, anchor: .end))
        list.append(.text(id: "item:3:label", role: .label, "مراجعة", at: Point(x: 150, y: 50), color: .black, anchor: .middle))
        list.append(.text(id: "item:4:label", role: .label, "Design", at: Point(x: 10, y: 50), color: .black, anchor: .end))
        let svg = SVGRenderer().render(list)
        func tag(_ id: String) -> Substring {
            let start = svg.range(of: "data-id=\"\(id)\"")!.lowerBound
            return svg[start..<svg[start...].firstIndex(of: ">")!]
        }
        #expect(tag("item:1:label").contains("direction=\"rtl\""))
        #expect(tag("item:1:label").contains("text-anchor=\"end\""))       // its left end at x = 40, as for Latin text
        #expect(tag("item:2:label").contains("direction=\"rtl\""))
        #expect(!tag("item:2:label").contains("text-anchor"))              // the RTL start is the right end: x = 200
        #expect(tag("item:3:label").contains("text-anchor=\"middle\""))
        #expect(!tag("item:4:label").contains("direction"))
        #expect(tag("item:4:label").contains("text-anchor=\"end\""))
    }

    @Test("the JSON display list marks right-to-left text and only that")
    func json() {
        var list = DisplayList(size: Size(width: 300, height: 60))
        list.append(.text(id: "a", role: .label, "עברית", at: Point(x: 40, y: 20), color: .black))
        list.append(.text(id: "b", role: .label, "Latin", at: Point(x: 40, y: 40), color: .black))
        let lines = DisplayListJSONEncoder().encode(list).split(separator: "\n")
        #expect(lines.first { $0.contains("\"id\":\"a\"") }?.contains("\"direction\":\"rtl\"") == true)
        #expect(lines.first { $0.contains("\"id\":\"b\"") }?.contains("direction") == false)
    }
}
