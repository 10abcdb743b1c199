import Foundation
import Testing

/// `timelinekit render --view bars`, run as a process.
@Suite("timelinekit render: bar charts", .enabled(if: timelinekitExecutable != nil))
struct BarChartRenderCommandTests {
    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-bars-\(name)").path
    }

    @Test("the plus-minus chart as JSON: a bar per month with its frame, the zero line and the axes")
    func json() throws {
        let json = temporary("profit.json")
        let result = try RenderCommandTests.run(["render", "examples/plus-minus.yaml", "--view", "bars", "-o", json])
        #expect(result.status == 0, "\(result.errors)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let elements = try #require(object?["elements"] as? [[String: Any]])
        let bars = elements.filter { $0["role"] as? String == "bar" }
        #expect(bars.count == 12)
        #expect(bars.allSatisfy { ($0["id"] as? String)?.hasPrefix("bar:profit:") == true && $0["width"] != nil && $0["height"] != nil })
        let ids = Set(elements.compactMap { $0["id"] as? String })
        #expect(ids.isSuperset(of: ["axis:zero", "axis:value", "axis:category", "bar:profit:0:label"]))
    }

    @Test("SVG and PNG of the quarterly revenue chart; --width overrides the document's")
    func svgAndPNG() throws {
        let svg = temporary("revenue.svg"), png = temporary("revenue.png")
        var result = try RenderCommandTests.run(["render", "examples/quarterly-revenue.yaml", "-o", svg, "--width", "1200"])
        #expect(result.status == 0, "\(result.errors)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("data-id=\"stack:emea:2:0\"") && text.contains("width=\"1200\""))
        result = try RenderCommandTests.run(["render", "examples/quarterly-revenue.yaml", "--view", "bars", "-o", png])
        if result.status == 0 {
            let data = try Data(contentsOf: URL(fileURLWithPath: png))
            #expect(data.prefix(4) == Data([0x89, 0x50, 0x4e, 0x47]))
        } else {
            #expect(result.errors.contains("librsvg"))
        }
    }

    @Test("wrong combinations and bad files: clear errors")
    func errors() throws {
        var result = try RenderCommandTests.run(["render", "examples/launch-plan.yaml", "--view", "bars", "-o", temporary("x.svg")])
        #expect(result.status != 0 && result.errors.contains("--view bars draws bar chart documents (kind: barChart)"))
        result = try RenderCommandTests.run(["render", "examples/plus-minus.yaml", "--view", "week", "-o", temporary("x.svg")])
        #expect(result.status != 0 && result.errors.contains("use --view bars"))
        let bad = temporary("bad.yaml")
        try "kind: barChart\ncategories: [A, B]\nseries:\n  - {id: a, values: [1]}\n".write(toFile: bad, atomically: true, encoding: .utf8)
        result = try RenderCommandTests.run(["render", bad, "-o", temporary("bad.svg")])
        #expect(result.status == 1)
        #expect(result.errors.contains("bad.yaml:4:21: error: series \"a\": 1 values for 2 categories"))
    }
}
