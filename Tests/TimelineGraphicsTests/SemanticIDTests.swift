import Foundation
import Testing
import TimelineGraphics

@Suite("SemanticID")
struct SemanticIDTests {
    @Test("a numbered id has the text interpolation would write",
          arguments: [0, 7, 9, 10, 42, 99, 100, 999, 1_000, 12_345, 123_456_789, 1_000_000, 480_000_000_123, -5, -10, -1_234, Int.max, Int.min])
    func numbered(number: Int) {
        #expect(SemanticID.numbered("item:", number).description == "item:\(number)")
        #expect(SemanticID.numbered("item:", number, ":completion").description == "item:\(number):completion")
        #expect(SemanticID.numbered("dependency:", number, ":arrow").description == "dependency:\(number):arrow")
    }

    @Test("ids made either way are equal, hash alike and sort into one set")
    func equality() {
        let numbered = SemanticID.numbered("item:", 42, ":label")
        let text: SemanticID = "item:42:label"
        let interpolated: SemanticID = "item:\(42):label"
        #expect(numbered == text && text == interpolated && numbered == interpolated)
        #expect(numbered.hashValue == text.hashValue)
        #expect(Set([numbered, text, interpolated]).count == 1)
        #expect(SemanticID.numbered("item:", 42) != SemanticID.numbered("item:", 43))
        #expect(SemanticID.numbered("item:", 42) != SemanticID.numbered("item:", 42, ":label"))
        // Different parts, same text.
        #expect(SemanticID.numbered("item:4", 2) == SemanticID.numbered("item:", 42))
        #expect(SemanticID.numbered("row:", 1).hasPrefix("row:") && !text.hasPrefix("row:"))
        #expect(text.hasPrefix("item:42") && !text.hasPrefix("item:42:label:"))
    }

    @Test("a prefixed id and an id with a suffix equal, and hash as, the joined text")
    func affixed() {
        let prefixed = SemanticID.prefixed("event:", "e42")
        let text: SemanticID = "event:e42"
        #expect(prefixed == text && text == prefixed && prefixed.description == "event:e42")
        #expect(prefixed.hashValue == text.hashValue && Set([prefixed, text]).count == 1)
        #expect(prefixed.appending(":title") == SemanticID("event:e42:title"))
        #expect(prefixed.appending(":title").description == "event:e42:title")
        #expect(text.appending(":time") == prefixed.appending(":time"))
        #expect(SemanticID.numbered("item:", 7).appending(":label") == SemanticID.numbered("item:", 7, ":label"))
        #expect(prefixed.appending(":title").appending(":x") == SemanticID("event:e42:title:x"))
        // Different parts, same text; different text.
        #expect(SemanticID.prefixed("event:e", "42") == prefixed)
        #expect(SemanticID.prefixed("event:", "e43") != prefixed)
        #expect(SemanticID.prefixed("", "") == SemanticID("") && SemanticID.prefixed("a", "").description == "a")
        #expect(prefixed.hasPrefix("event:e4") && !prefixed.hasPrefix("event:e42:"))
        let svg = SVGRenderer().render(DisplayList(size: Size(width: 10, height: 10), elements: [
            .rect(id: SemanticID.prefixed("a<b>:", "\"q\"").appending(":&"), role: .bar, Rect(x: 0, y: 0, width: 1, height: 1)),
        ]))
        #expect(svg.contains(#"data-id="a&lt;b&gt;:&quot;q&quot;:&amp;""#))
    }

    @Test("ids encode as their text and decode back equal")
    func coding() throws {
        let ids: [SemanticID] = [.numbered("item:", 7, ":label"), "header:0:2019-03-17", "a \"quoted\" <id>"]
        let data = try JSONEncoder().encode(ids)
        #expect(String(decoding: data, as: UTF8.self) == #"["item:7:label","header:0:2019-03-17","a \"quoted\" <id>"]"#)
        #expect(try JSONDecoder().decode([SemanticID].self, from: data) == ids)
    }

    @Test("the SVG writer escapes numbered and text ids alike")
    func svg() {
        let list = DisplayList(size: Size(width: 10, height: 10), elements: [
            .rect(id: .numbered("a<b>:", 5, ":\"q\""), role: .bar, Rect(x: 0, y: 0, width: 1, height: 1)),
            .rect(id: "a<b>:6:\"q\"", role: .bar, Rect(x: 0, y: 0, width: 1, height: 1)),
        ])
        let svg = SVGRenderer().render(list)
        #expect(svg.contains(#"data-id="a&lt;b&gt;:5:&quot;q&quot;""#))
        #expect(svg.contains(#"data-id="a&lt;b&gt;:6:&quot;q&quot;""#))
    }
}
