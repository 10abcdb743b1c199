import BarCharts
import Foundation
import Interchange
import Testing
import TimelineGraphics

@Suite("Bar chart documents")
struct BarChartDocumentTests {
    @Test("the quarterly revenue example reads as grouped stacked bars: 4 quarters, 3 regions, 3 product lines")
    func quarterlyRevenue() throws {
        let document = try BarChartDocument(contentsOf: example("quarterly-revenue.yaml"))
        #expect(document.layer == .groupedStacked)
        #expect(document.categories == ["Q1 2025", "Q2 2025", "Q3 2025", "Q4 2025"])
        #expect(document.series.map(\.id) == ["americas", "emea", "apac"])
        #expect(document.frames.map(\.name) == ["Hardware", "Software licences", "Services & support"])
        let model = try document.model()
        guard case let .groupedStacked(groups) = model.layer else { Issue.record("not grouped stacked"); return }
        #expect(groups.count == 4 && groups.allSatisfy { $0.bars.count == 3 })
        #expect(groups[0].bars[1].items.map(\.quantity) == [31.2, 22.4, 10.8])
        #expect(abs(model.valueExtent.upperBound - (51.7 + 36.8 + 15.2)) < 1e-9)
        #expect(document.style.valueFormat.prefix == "$" && document.style.labels == .above)
    }

    @Test("the plus-minus example: losses in the negative color, hanging below zero")
    func plusMinus() throws {
        let document = try BarChartDocument(contentsOf: example("plus-minus.yaml"))
        let model = try document.model()
        guard case let .bars(bars) = model.layer else { Issue.record("not bars"); return }
        #expect(bars.count == 12)
        #expect(bars[0].axisValue2 == -18.4 && bars[0].color == Color(hex: "#c2616f"))
        #expect(bars[2].color == Color(hex: "#4f9d8f"))
        let scene = try document.scene()
        #expect(scene.valueScale.crossesZero)
        #expect(scene.bars.count == 12)
    }

    /// The 1-based line and column of the `occurrence`-th `needle` in `text`.
    func place(of needle: String, in text: String, occurrence: Int = 1) -> String {
        var seen = 0
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                seen += 1
                if seen == occurrence { return "\(offset + 1):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)" }
            }
        }
        return "?"
    }

    @Test("bad documents: every problem with its line and column")
    func locatedErrors() throws {
        let text = """
            kind: barChart
            layer: grouped
            categories: [A, B, C]
            series:
              - id: a
                values: [1, 2]
              - id: "b:c"
                values: [1, 2, 3]
              - id: d
                values: [1, x, 3]
              - id: a
                values: [1, 2, 3]
            options: { groupLayout: lopsided, barSpacing: -3 }
            """
        let errors: TimelineDocumentErrors
        do {
            _ = try BarChartDocument(parsing: text, file: "bad.yaml")
            Issue.record("read a bad document")
            return
        } catch {
            errors = error
        }
        let lines = errors.errors.map(\.description)
        #expect(lines.contains("bad.yaml:\(place(of: "[1, 2]", in: text)): error: series \"a\": 2 values for 3 categories (write null for a category without a bar)"))
        #expect(lines.contains { $0.hasPrefix("bad.yaml:\(place(of: "\"b:c\"", in: text)): error: series 2: the id \"b:c\" may not contain") })
        #expect(lines.contains { $0.hasPrefix("bad.yaml:\(place(of: "x", in: text)): error: series \"d\": expected a value to be a number") })
        #expect(lines.contains("bad.yaml:11:9: error: series \"a\": the id is already used by series 1"))
        #expect(lines.contains { $0.hasPrefix("bad.yaml:\(place(of: "lopsided", in: text)): error: options: unknown groupLayout \"lopsided\"") })
        #expect(lines.contains { $0.hasPrefix("bad.yaml:\(place(of: "-3", in: text)): error: options: barSpacing -3 is not in 0...1000") })
        #expect(errors.errors.count == 6, "\(lines)")
    }

    @Test("the layer's rules: one series for bars, frames for stacks, stacks not values")
    func layerRules() throws {
        func messages(_ text: String) -> [String] {
            do {
                _ = try BarChartDocument(parsing: text)
                return []
            } catch {
                return error.errors.map(\.message)
            }
        }
        #expect(messages("kind: barChart\ncategories: [A]\nseries:\n  - {id: a, values: [1]}\n  - {id: b, values: [2]}\n")
            == ["document: layer bars draws one series, and there are 2: use layer grouped to draw them side by side"])
        #expect(messages("kind: barChart\nlayer: stacked\ncategories: [A]\nseries:\n  - {id: a, stacks: [[1, 2]]}\n")
            == ["document: layer stacked needs frames (the kinds of stack frame, with names and colors)"])
        #expect(messages("kind: barChart\nlayer: stacked\ncategories: [A]\nframes: [{id: f}]\nseries:\n  - {id: a, values: [1]}\n")
            .contains { $0.contains("takes stacks") })
        #expect(messages("kind: barChart\nlayer: stacked\ncategories: [A]\nframes: [{id: f}, {id: g}]\nseries:\n  - {id: a, stacks: [[1]]}\n")
            == ["series \"a\": stack 1 has 1 quantities for 2 frames"])
        #expect(messages("kind: barChart\ncategories: [A, B]\nseries:\n  - {id: a, values: [10, 40]}\nvalueAxis: {max: 30}\n")
            == ["valueAxis: max 30 is below the largest value 40"])
        #expect(messages("kind: barChart\ncategories: []\nseries: []\n").count == 2)
        #expect(messages("kind: calendar\ncategories: [A]\nseries: [{id: a, values: [1]}]\n").first?.contains("unknown kind \"calendar\"") == true)
        #expect(messages("kind: barChart\ncategories: [A]\nseries: [{id: a, values: [1e400]}]\n").count == 1)
    }

    @Test("explicit axis bounds and formats are kept")
    func axis() throws {
        let document = try BarChartDocument(parsing: """
            kind: barChart
            categories: [A, B]
            series: [{id: a, values: [10, -4]}]
            valueAxis: {min: -10, max: 30, step: 10, prefix: "€", decimals: 1, thousands: false}
            """)
        #expect(document.style.valueAxis == ValueAxisScale(minimum: -10, maximum: 30, step: 10))
        #expect(document.style.valueFormat == BarValueFormat(prefix: "€", decimals: 1, groupsThousands: false))
        let list = try document.displayList()
        let labels = list.elements.compactMap { element -> String? in
            if case let .text(run) = element.primitive, element.id.hasPrefix("tickLabel:value:") { return run.string }
            return nil
        }
        #expect(labels == ["\u{2212}€10.0", "€0.0", "€10.0", "€20.0", "€30.0"])
    }

    @Test("the schema lists exactly the keys the reader accepts")
    func schemaKeys() throws {
        let url = repositoryRoot.appendingPathComponent("docs/bar-chart-document.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["kind", "version", "title", "layer", "orientation", "categories", "series", "frames", "valueAxis",
                                         "categoryAxis", "options", "view"])
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        func keys(_ name: String) -> Set<String> { Set((definitions[name]?["properties"] as? [String: Any])?.keys.map { $0 } ?? []) }
        #expect(keys("series") == ["id", "name", "color", "negativeColor", "start", "values", "stacks"])
        #expect(keys("frame") == ["id", "name", "color"])
        #expect(keys("valueAxis") == ["title", "min", "max", "step", "ticks", "prefix", "suffix", "decimals", "thousands"])
        #expect(keys("categoryAxis") == ["title", "categoryWidth"])
        #expect(keys("options") == ["barWidth", "barSpacing", "groupSpacing", "groupLayout", "stacking", "labels", "drawing", "zoomMode", "legend"])
        #expect(keys("view") == ["width", "height", "zoom", "scrollOffset"])
    }

    @Test("the JSON display list names bars, stack frames, axes and the legend, each with its frame")
    func json() throws {
        let document = try BarChartDocument(contentsOf: example("quarterly-revenue.yaml"))
        let json = DisplayListJSONEncoder().encode(try document.displayList())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        let byID = Dictionary(elements.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byID["stack:emea:0:1"]?["role"] as? String == "stackFrame")
        #expect(byID["stack:emea:0:1"]?["fill"] as? String == "#4f9d8f")
        #expect((byID["stack:emea:0:1"]?["height"] as? Double ?? 0) > 10)
        #expect(byID["stack:apac:3:2"] != nil)
        for id in ["axis:value", "axis:category", "legend:hardware", "categoryLabel:0", "axisTitle:value", "axisTitle:category", "title",
                   "seriesLabel:americas:0", "stack:americas:3:total"] {
            #expect(byID[id]?["x"] != nil, "\(id)")
        }
        #expect(byID["title"]?["text"] as? String == "Revenue by region and product line, FY 2025")
        #expect(byID["stack:americas:3:total"]?["text"] as? String == "$103.7M")
    }

    @Test("isBarChartDocument spots the kind in YAML and JSON")
    func detection() {
        #expect(BarChartDocument.isBarChartDocument("# x\nkind: barChart\n"))
        #expect(BarChartDocument.isBarChartDocument("{\"kind\": \"barChart\"}"))
        #expect(!BarChartDocument.isBarChartDocument("kind: calendar\n"))
    }
}
