import Foundation
import Testing
import TimelineGraphics

@Suite("SVGRenderer")
struct SVGRendererTests {
    @Test("the UTF-8 form is the same document as the string")
    func utf8Form() {
        var list = DisplayList(size: Size(width: 120, height: 40))
        list.append(.rect(id: "item:1", role: .bar, Rect(x: 1.5, y: 2, width: 30.25, height: 10), cornerRadius: 2, fill: Color(rgb: 70, 130, 180)))
        list.append(.text(id: "item:1:label", role: .label, "Désign <&> “quoted” 🚀", at: Point(x: 40, y: 12), font: Font(size: 12), color: Color(rgb: 0, 0, 0)))
        let renderer = SVGRenderer()
        #expect(renderer.renderUTF8(list) == Array(renderer.render(list).utf8))
        #expect(renderer.render(list).contains("&lt;&amp;&gt;"))
        // Longer than the bytes the writer guesses (it then moves to storage of its own), and empty.
        var long = DisplayList(size: Size(width: 120, height: 40))
        long.append(.rect(id: "item:2", role: .bar, Rect(x: 0, y: 0, width: 5, height: 5), fill: .white,
                          title: String(repeating: "A long <tooltip> & ", count: 500)))
        let longBytes = renderer.renderUTF8(long)
        #expect(longBytes.count > 10_000 && longBytes == Array(renderer.render(long).utf8))
        let empty = DisplayList(size: Size(width: 1, height: 1))
        #expect(renderer.renderUTF8(empty) == Array(renderer.render(empty).utf8))
    }

    static let hostile = #"</text><script>alert("x")</script> & 'quotes' &amp; עברית 🚀"#

    static let list = DisplayList(
        size: Size(width: 200, height: 100),
        background: .white,
        elements: [
            .rect(id: "item:42", role: .bar, Rect(x: 10.004, y: 20.5, width: 100.125, height: 20), cornerRadius: 3,
                  fill: Color(rgb: 0x46, 0x82, 0xB4, alpha: 128), stroke: Stroke(.black, width: 1, dash: [4, 2]),
                  title: hostile, accessibilityLabel: "Task \"Design\" <50%>"),
            .text(id: "item:42", role: .label, hostile + "\u{1}\u{0B}", at: Point(x: 15, y: 30),
                  font: Font(size: 12).bold, color: .black, anchor: .middle, baseline: .middle),
            .group(id: "header:0:2019-03-17", role: .headerCell, [
                .line(id: "grid:0", role: .gridLine, from: .zero, to: Point(x: 0, y: 100), stroke: Stroke(.gray, width: 0.5)),
                .path(id: "dependency:7", role: .dependencyLine,
                      [.move(to: .zero), .line(to: Point(x: 10, y: 0)), .cubic(to: Point(x: 20, y: 10), control1: Point(x: 15, y: 0), control2: Point(x: 20, y: 5)),
                       .quadratic(to: Point(x: 30, y: 20), control: Point(x: 25, y: 10)), .close],
                      stroke: Stroke(.red)),
            ], clip: Rect(x: 0, y: 0, width: 50, height: 50), translation: Point(x: 100, y: 0.333), opacity: 0.75),
        ],
        accessibilityLabel: "Project <Alpha>"
    )

    @Test("Numbers have at most two decimals, no trailing zeros and no negative zero")
    func numbers() {
        #expect(SVGFormatting.number(1) == "1")
        #expect(SVGFormatting.number(1.5) == "1.5")
        #expect(SVGFormatting.number(12.10) == "12.1")
        #expect(SVGFormatting.number(0.333) == "0.33")
        #expect(SVGFormatting.number(0.05) == "0.05")
        #expect(SVGFormatting.number(-3.14159) == "-3.14")
        #expect(SVGFormatting.number(-0.001) == "0")
        #expect(SVGFormatting.number(100) == "100")
        #expect(SVGFormatting.number(1234567.891) == "1234567.89")
        #expect(SVGFormatting.number(.nan) == "0")
        #expect(SVGFormatting.number(1e20) == "1000000000000000")
        #expect(SVGFormatting.number(-1e20) == "-1000000000000000")
        #expect(SVGFormatting.number(-.infinity) == "0")
        #expect(SVGFormatting.number(0.005) == "0.01")
        #expect(SVGFormatting.number(-0.005) == "-0.01")
        #expect(SVGFormatting.number(0.994) == "0.99")
        #expect(SVGFormatting.number(9.999) == "10")
        #expect(SVGFormatting.number(-227.5) == "-227.5")
        #expect(SVGFormatting.number(26.875) == "26.88")
        #expect(SVGFormatting.number(1_234_567_890.125) == "1234567890.13")
        #expect(SVGFormatting.number(-1_234_567_890.125) == "-1234567890.13")
        #expect(SVGFormatting.number(4_503_599_627_370_496) == "1000000000000000")
        // Around the end of the writer's fast path (below 9 999).
        #expect(SVGFormatting.number(9_998.996) == "9999")
        #expect(SVGFormatting.number(9_998.99) == "9998.99")
        #expect(SVGFormatting.number(9_999) == "9999")
        #expect(SVGFormatting.number(9_999.996) == "10000")
        #expect(SVGFormatting.number(0.004) == "0" && SVGFormatting.number(-0.0) == "0")
        #expect(SVGFormatting.number(999.995) == "1000" && SVGFormatting.number(99.995) == "100")
    }

    @Test("Every hundredth up to 100 000 is written as integer arithmetic spells it")
    func hundredths() {
        // Every seventh hundredth of the writer's fast path (0 up to 9 999) and beyond, then a coarser sweep.
        for hundredths in Array(stride(from: 0, through: 1_100_000, by: 7)) + Array(stride(from: -10_000_000, through: 10_000_000, by: 37)) {
            let magnitude = abs(hundredths)
            var expected = (hundredths < 0 ? "-" : "") + String(magnitude / 100)
            let fraction = magnitude % 100
            if fraction != 0 {
                expected += "." + (fraction < 10 ? "0" : "") + String(fraction)
                if expected.hasSuffix("0") { expected.removeLast() }
            }
            let value = Double(hundredths) / 100
            #expect(SVGFormatting.number(value) == expected, "\(value)")
            if SVGFormatting.number(value) != expected { return }
        }
    }

    @Test("Numbers round half away from zero and read back within half a hundredth", arguments: [1, 2, 3])
    func numberRoundTrips(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        for _ in 0..<20_000 {
            // Magnitudes from 10^-4 to 10^12, both signs, and exact hundredths.
            let exponent = Double(random.next() % 170) / 10 - 4
            var value = (random.next() % 2 == 0 ? 1.0 : -1.0) * Double(random.next() % 1_000) / 1_000 * pow(10, exponent)
            if random.next() % 4 == 0 { value = Double(Int64(value * 100)) / 100 }
            let text = SVGFormatting.number(value)
            let expected = (value * 100).rounded() / 100
            let parsed = try #require(Double(text), "\(value) → \(text)")
            #expect(abs(parsed - expected) <= abs(expected) * 1e-15, "\(value) → \(text)")
            #expect(!text.contains("e") && !text.hasSuffix(".") && !(text.contains(".") && text.hasSuffix("0")), "\(value) → \(text)")
            #expect(text != "-0", "\(value)")
            if let point = text.firstIndex(of: ".") { #expect(text.distance(from: point, to: text.endIndex) <= 3, "\(text)") }
        }
    }

    @Test("Escaping replaces markup characters and drops characters XML forbids")
    func escaping() {
        #expect(SVGFormatting.escaped(#"<a href="x">'&amp;'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;amp;&apos;&lt;/a&gt;")
        #expect(SVGFormatting.escaped("a\u{0}b\u{1B}c\u{FFFE}d") == "abcd")
        #expect(SVGFormatting.escaped("line\nnext\ttab") == "line&#10;next&#9;tab")
        #expect(SVGFormatting.escaped("שלום 🚀") == "שלום 🚀")
        // Escapes after a plain run, at either end, and characters whose UTF-8 starts with 0xEF.
        #expect(SVGFormatting.escaped("Task 12 <b>") == "Task 12 &lt;b&gt;")
        #expect(SVGFormatting.escaped("&start and end\"") == "&amp;start and end&quot;")
        #expect(SVGFormatting.escaped("\u{FF21}\u{FFFD}x\u{FFFF}") == "\u{FF21}\u{FFFD}x")
        #expect(SVGFormatting.escaped("") == "")
    }

    /// Escaping spelled out character by character, to check the word-at-a-time writer against.
    static func referenceEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\u{FFFE}", "\u{FFFF}": break
            default: if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    @Test("Every ASCII character and 0xEF-led character is escaped right at every position of a long string")
    func escapingEveryPosition() {
        let specials: [Unicode.Scalar] = (0..<128).compactMap(Unicode.Scalar.init) + ["\u{FFFE}", "\u{FFFF}", "\u{FF21}", "\u{F000}", "é", "–"]
        for special in specials {
            for position in 0..<19 {
                var scalars = String.UnicodeScalarView(repeating: "a", count: 19)
                scalars.replaceSubrange(scalars.index(scalars.startIndex, offsetBy: position)...scalars.index(scalars.startIndex, offsetBy: position), with: [special])
                let text = String(scalars)
                #expect(SVGFormatting.escaped(text) == Self.referenceEscaped(text), "U+\(String(special.value, radix: 16)) at \(position)")
            }
        }
    }

    @Test("Semantic ids become valid, distinct XML ids")
    func elementIDs() {
        #expect(SVGFormatting.elementID("item:42") == "item.42")
        #expect(SVGFormatting.elementID("header:0:2019-03-17") == "header.0.2019-03-17")
        #expect(SVGFormatting.elementID("a b") == "a_20_b")
        #expect(SVGFormatting.elementID("42") == "_42")
        #expect(SVGFormatting.elementID("item.42") != SVGFormatting.elementID("item:42"))
    }

    @Test("The document parses as XML and hostile labels survive as text, not markup")
    func wellFormed() {
        let svg = SVGRenderer().render(Self.list)
        let xml = XMLCheck(svg)
        #expect(xml.isWellFormed, "\(String(describing: xml.error))")
        #expect(xml.elements(named: "script").isEmpty)
        #expect(!svg.contains("<script"))
        let titles = xml.elements(named: "title")
        #expect(titles.map(\.text) == [Self.hostile])
        let text = xml.elements(named: "text")
        #expect(text.count == 1)
        #expect(text.first?.text == Self.hostile)
    }

    @Test("A label equal to the title is not written twice (the <title> child names the element); ry is left to default to rx")
    func redundantAttributes() throws {
        let list = DisplayList(size: Size(width: 50, height: 20), elements: [
            .rect(id: "item:1", role: .bar, Rect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 2, fill: .white,
                  title: "Design, Mar 3 – Mar 5", accessibilityLabel: "Design, Mar 3 – Mar 5"),
            .rect(id: "item:2", role: .bar, Rect(x: 0, y: 10, width: 40, height: 10), fill: .white,
                  title: "Build", accessibilityLabel: "Build, 50 % complete"),
        ])
        let xml = XMLCheck(SVGRenderer().render(list))
        let rects = xml.elements(named: "rect").filter { $0.attributes["data-role"] == "bar" }
        #expect(rects.count == 2)
        #expect(rects[0].attributes["role"] == "graphics-symbol")
        #expect(rects[0].attributes["aria-label"] == nil)
        #expect(rects[0].attributes["rx"] == "2" && rects[0].attributes["ry"] == nil)
        #expect(xml.elements(named: "title").map(\.text) == ["Design, Mar 3 – Mar 5", "Build"])
        // Completion bars let the pointer through to their bar.
        let completion = SVGRenderer().render(DisplayList(size: Size(width: 10, height: 10), elements: [
            .rect(id: "item:1:completion", role: .completionBar, Rect(x: 0, y: 0, width: 5, height: 5), fill: .black),
        ]))
        #expect(completion.contains(#"data-role="completionBar" pointer-events="none""#))
        #expect(!SVGRenderer().render(list).contains("pointer-events"))
        // A label that says more than the tooltip stays.
        #expect(rects[1].attributes["aria-label"] == "Build, 50 % complete")
        #expect(rects[1].attributes["rx"] == nil)
    }

    @Test("Root and elements carry ids, roles and ARIA attributes")
    func attributes() throws {
        let xml = XMLCheck(SVGRenderer().render(Self.list))
        let root = try #require(xml.elements.first)
        #expect(root.name == "svg")
        #expect(root.attributes["role"] == "img")
        #expect(root.attributes["aria-label"] == "Project <Alpha>")
        #expect(root.attributes["viewBox"] == "0 0 200 100")
        #expect(root.attributes["font-family"] == "DejaVu Sans, Verdana, Arial, sans-serif")

        let rect = try #require(xml.elements.first { $0.attributes["data-role"] == "bar" })
        // Only the semantic id is written (as data-id); no XML id to keep unique.
        #expect(rect.attributes["id"] == nil)
        #expect(rect.attributes["data-id"] == "item:42")
        #expect(rect.attributes["role"] == "graphics-symbol")
        #expect(rect.attributes["aria-label"] == "Task \"Design\" <50%>")
        #expect(rect.attributes["x"] == "10" && rect.attributes["y"] == "20.5" && rect.attributes["width"] == "100.13")
        #expect(rect.attributes["fill"] == "#4682b4" && rect.attributes["fill-opacity"] == "0.5")
        #expect(rect.attributes["stroke-dasharray"] == "4 2" && rect.attributes["rx"] == "3")

        // A repeated semantic id is written as it is.
        let label = try #require(xml.elements(named: "text").first)
        #expect(label.attributes["id"] == nil)
        #expect(label.attributes["data-id"] == "item:42")
        #expect(label.attributes["text-anchor"] == "middle")
        #expect(label.attributes["font-weight"] == "bold")

        let group = try #require(xml.elements(named: "g").first)
        #expect(group.attributes["data-id"] == "header:0:2019-03-17")
        #expect(group.attributes["transform"] == "translate(100,0.33)")
        #expect(group.attributes["clip-path"] == "url(#_clip1)")
        #expect(group.attributes["opacity"] == "0.75")
        #expect(xml.elements(named: "clipPath").first?.attributes["id"] == "_clip1")
        let path = try #require(xml.elements(named: "path").first)
        #expect(path.attributes["d"] == "M0 0 L10 0 C15 0 20 5 20 10 Q25 10 30 20 Z")
    }

    @Test("Text on the middle baseline is moved to its alphabetic baseline")
    func textBaseline() throws {
        let list = DisplayList(size: Size(width: 100, height: 100), elements: [
            .text(id: "t", role: .label, "x", at: Point(x: 0, y: 50), font: Font(size: 2048), baseline: .middle),
        ])
        let text = try #require(XMLCheck(SVGRenderer().render(list)).elements(named: "text").first)
        // y + (ascent - descent) / 2 = 50 + (1901 - 483) / 2 = 759.
        #expect(text.attributes["y"] == "759")
    }

    @Test("Long text is truncated to its maximum width with an ellipsis")
    func truncation() throws {
        let list = DisplayList(size: Size(width: 100, height: 100), elements: [
            .text(id: "t", role: .label, "Hello", at: .zero, font: Font(size: 2048), maxWidth: 5000),
        ])
        let text = try #require(XMLCheck(SVGRenderer().render(list)).elements(named: "text").first)
        #expect(text.text == "He…")
    }

    @Test("Rendering is deterministic")
    func deterministic() {
        let first = SVGRenderer().render(Self.list)
        let second = SVGRenderer().render(Self.list)
        #expect(first == second)
        #expect(first.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"200\" height=\"100\""))
    }

    @Test("An empty display list still renders a valid document")
    func empty() {
        let svg = SVGRenderer().render(DisplayList(size: Size(width: 10, height: 10)))
        #expect(XMLCheck(svg).isWellFormed)
        #expect(svg.contains("aria-label=\"Chart\""))
    }

    // MARK: Gradients and images

    @Test("a gradient fill is one <linearGradient> in <defs> before its first use, shared by equal gradients, with its stops and id")
    func gradients() throws {
        let blue = Color(rgb: 0x3b, 0x82, 0xf6), navy = Color(rgb: 0x1d, 0x4e, 0xd8)
        let down = FillStyle.linearGradient(LinearGradient(from: blue, to: navy))
        let across = FillStyle.linearGradient(LinearGradient(from: .white, to: Color(rgb: 0, 0, 0, alpha: 0x80),
                                                             startPoint: .zero, endPoint: Point(x: 1, y: 0)))
        let list = DisplayList(size: Size(width: 100, height: 50), elements: [
            .rect(id: "a", role: .bar, Rect(x: 0, y: 0, width: 10, height: 20), cornerRadius: 2, fillStyle: down),
            .group(id: "g", [.rect(id: "b", role: .bar, Rect(x: 20, y: 0, width: 10, height: 40), fillStyle: down)]),
            .rect(id: "c", role: .bar, Rect(x: 40, y: 0, width: 30, height: 10), fillStyle: across, stroke: Stroke(.black)),
        ])
        let svg = SVGRenderer().render(list)
        let lines = svg.split(separator: "\n").map(String.init)
        #expect(lines[2] == #"  <defs><linearGradient id="_gradient-3b82f6-1d4ed8" x1="0" y1="0" x2="0" y2="1">"#
                + ##"<stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>"##)
        #expect(lines[3] == #"  <rect data-id="a" data-role="bar" x="0" y="0" width="10" height="20" rx="2" fill="url(#_gradient-3b82f6-1d4ed8)"/>"#)
        #expect(lines[5] == #"    <rect data-id="b" data-role="bar" x="20" y="0" width="10" height="40" fill="url(#_gradient-3b82f6-1d4ed8)"/>"#)
        // 0x80 / 255 = 0.502: stop-opacity 0.5.
        #expect(lines[7] == #"  <defs><linearGradient id="_gradient-ffffff-00000080-0-0-100-0" x1="0" y1="0" x2="1" y2="0">"#
                + ##"<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#000000" stop-opacity="0.5"/></linearGradient></defs>"##)
        #expect(lines[8] == ##"  <rect data-id="c" data-role="bar" x="40" y="0" width="30" height="10" fill="url(#_gradient-ffffff-00000080-0-0-100-0)" stroke="#000000" stroke-width="1"/>"##)
        #expect(svg.components(separatedBy: "<linearGradient").count == 3)
        let xml = XMLCheck(svg)
        #expect(xml.isWellFormed)
        #expect(xml.elements(named: "stop").count == 4)
    }

    @Test("an image is an <image> with its escaped href, covering its frame, clipped to a circle by a <clipPath>")
    func image() {
        let url = "https://example.org/o.png?size=64&x='y'"
        let list = DisplayList(size: Size(width: 50, height: 40), elements: [
            .image(id: "appointment:a:image", role: "avatarImage", DisplayImage(url: url, frame: Rect(x: 10, y: 5, width: 26, height: 26), cornerRadius: 13)),
            .image(id: "square", role: "picture", DisplayImage(url: DisplayImageTests.redPNG, frame: Rect(x: 0, y: 0, width: 4, height: 4)), title: "Red"),
        ])
        let lines = SVGRenderer().render(list).split(separator: "\n").map(String.init)
        #expect(lines[2] == #"  <clipPath id="_clip1"><rect x="10" y="5" width="26" height="26" rx="13"/></clipPath>"#)
        #expect(lines[3] == #"  <image data-id="appointment:a:image" data-role="avatarImage" x="10" y="5" width="26" height="26" "#
                + #"href="https://example.org/o.png?size=64&amp;x=&apos;y&apos;" preserveAspectRatio="xMidYMid slice" clip-path="url(#_clip1)"/>"#)
        #expect(lines[4] == #"  <image data-id="square" data-role="picture" x="0" y="0" width="4" height="4" href="\#(DisplayImageTests.redPNG)" "#
                + #"preserveAspectRatio="xMidYMid slice"><title>Red</title></image>"#)
        #expect(XMLCheck(lines.joined(separator: "\n")).isWellFormed)
    }

    @Test("refused image URLs are never written; without remote images only data URLs are")
    func refusedImages() {
        func list(_ urls: [String]) -> DisplayList {
            DisplayList(size: Size(width: 50, height: 50), elements: urls.enumerated().map { index, url in
                .image(id: .numbered("image:", index), role: "picture", DisplayImage(url: url, frame: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5))
            })
        }
        let refused = SVGRenderer().render(list(["/etc/passwd", "file:///etc/passwd", "javascript:alert(1)", "photo.png"]))
        #expect(!refused.contains("<image") && !refused.contains("passwd") && !refused.contains("clipPath") && !refused.contains("photo"))
        var offline = SVGRenderer()
        offline.includesRemoteImages = false
        let mixed = offline.render(list(["https://example.org/a.png", DisplayImageTests.redPNG]))
        #expect(!mixed.contains("example.org"))
        #expect(mixed.contains(#"<image data-id="image:1""#) && mixed.contains(#"clip-path="url(#_clip1)""#))
    }
}

/// A small seeded generator (SplitMix64), so the round-trip test is reproducible.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
