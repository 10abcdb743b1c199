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

    @Test("a gradient fill writes its start color as fill and the whole gradient; an image writes kind image and its URL")
    func gradientAndImage() throws {
        let list = DisplayList(size: Size(width: 100, height: 50), elements: [
            .rect(id: "a", role: .bar, Rect(x: 0, y: 0, width: 10, height: 20),
                  fillStyle: .linearGradient(LinearGradient(from: Color(rgb: 0x3b, 0x82, 0xf6), to: Color(rgb: 0x1d, 0x4e, 0xd8, alpha: 0x80)))),
            .image(id: "i", role: "avatarImage", DisplayImage(url: "https://example.org/a.png?x=\"1\"", frame: Rect(x: 5, y: 6, width: 26, height: 26), cornerRadius: 13)),
        ])
        let json = DisplayListJSONEncoder().encode(list)
        #expect(json.contains(##"{"id":"a","role":"bar","kind":"rect","x":0,"y":0,"width":10,"height":20,"fill":"#3b82f6","##
                              + ##""gradient":{"start":"#3b82f6","end":"#1d4ed880","x1":0,"y1":0,"x2":0,"y2":1}}"##))
        #expect(json.contains(#"{"id":"i","role":"avatarImage","kind":"image","x":5,"y":6,"width":26,"height":26,"url":"https://example.org/a.png?x=\"1\""}"#))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }

    @Test("the same list always gives the same bytes; control characters are escaped")
    func deterministic() {
        let a = DisplayListJSONEncoder().encode(list), b = DisplayListJSONEncoder().encode(list)
        #expect(a == b)
        #expect(a.contains("\\u0001") && a.contains("\\t") && !a.contains("\t"))
        #expect(DisplayListJSONEncoder.quoted("a\\b\u{2028}") == "\"a\\\\b\\u2028\"")
    }
}
