import Foundation
import Testing
import TimelineGraphics

@Suite("DisplayListJSONEncoder")
struct DisplayListJSONEncoderTests {
    let list = DisplayList(size: Size(width: 200, height: 100), background: .white, elements: [
        .rect(id: "item:1", role: .bar, Rect(x: 10, y: 20, width: 30.333, height: 10), fill: Color(rgb: 255, 0, 0), title: "Say \"hi\"\n"),
        .group(id: "g", [
            .text(id: "t", role: .label, "Tab\there \u{1}", at: Point(x: 0, y: 0), baseline: .top),
            .rect(id: "hidden", role: .bar, Rect(x: 500, y: 0, width: 10, height: 10)),
        ], clip: Rect(x: 0, y: 0, width: 100, height: 100), translation: Point(x: 5, y: 5)),
    ], accessibilityLabel: "A ✓ chart")

    @Test("the JSON parses, lists ids, roles, frames, text and fills in paint order, and leaves clipped elements out")
    func contract() throws {
        let json = DisplayListJSONEncoder().encode(list)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["label"] as? String == "A ✓ chart")
        let elements = try #require(object["elements"] as? [[String: Any]])
        #expect(elements.map { $0["id"] as? String } == ["item:1", "g", "t"])
        #expect(elements[0]["role"] as? String == "bar")
        #expect(elements[0]["x"] as? Double == 10 && elements[0]["width"] as? Double == 30.33)
        #expect(elements[0]["fill"] as? String == "#ff0000")
        #expect(elements[0]["title"] as? String == "Say \"hi\"\n")
        #expect(elements[2]["text"] as? String == "Tab\there \u{1}")
        #expect(elements[2]["x"] as? Double == 5 && elements[2]["y"] as? Double == 5)
    }

    @Test("the same list always gives the same bytes; control characters are escaped")
    func deterministic() {
        let a = DisplayListJSONEncoder().encode(list), b = DisplayListJSONEncoder().encode(list)
        #expect(a == b)
        #expect(a.contains("\\u0001") && a.contains("\\t") && !a.contains("\t"))
        #expect(DisplayListJSONEncoder.quoted("a\\b\u{2028}") == "\"a\\\\b\\u2028\"")
    }
}
