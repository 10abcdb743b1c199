import BarCharts
import Testing
import TimelineGraphics

@Suite("Bar chart layout")
struct BarChartLayoutTests {
    let months = ["Jan", "Feb", "Mar", "Apr"]

    func profitModel() throws -> BarChartModel {
        try BarChartModel(categories: months, layer: .bars([
            BarModel(series: "profit", constant: 0, axisValue2: 12),
            BarModel(series: "profit", constant: 1, axisValue2: -8),
            BarModel(series: "profit", constant: 2, axisValue2: 17.5),
            BarModel(series: "profit", constant: 3, axisValue2: 4),
        ]))
    }

    func element(_ scene: BarChartScene, _ id: String) -> DisplayElement? {
        func find(_ elements: [DisplayElement]) -> DisplayElement? {
            for element in elements {
                if element.id == SemanticID(id) { return element }
                if let found = find(element.children) { return found }
            }
            return nil
        }
        return find(scene.displayList.elements)
    }

    func all(_ scene: BarChartScene) -> [DisplayElement] {
        func flatten(_ elements: [DisplayElement]) -> [DisplayElement] { elements.flatMap { [$0] + flatten($0.children) } }
        return flatten(scene.displayList.elements)
    }

    @Test("vertical bars: positive bars rise from the zero line, negative ones hang below it")
    func verticalSigns() throws {
        let scene = BarChartLayout.scene(for: try profitModel(), in: BarChartViewport(size: Size(width: 640, height: 360)))
        #expect(scene.valueScale.minimum == -10 && scene.valueScale.maximum == 20 && scene.valueScale.step == 5)
        let zero = try #require(element(scene, "axis:zero"))
        guard case let .line(from, _) = zero.primitive else { Issue.record("zero line is not a line"); return }
        let jan = try #require(scene.bar(series: "profit", index: 0)), feb = try #require(scene.bar(series: "profit", index: 1))
        #expect(abs(jan.frame.maxY - from.y) < 1e-9 && abs(feb.frame.minY - from.y) < 1e-9)
        // 12 up and 8 down on an axis of 30 values over the plot's height.
        #expect(abs(jan.frame.height - scene.plotFrame.height * 12 / 30) < 1e-9)
        #expect(abs(feb.frame.height - scene.plotFrame.height * 8 / 30) < 1e-9)
        #expect(element(scene, "bar:profit:1")?.role == .bar)
        for id in ["axis:value", "axis:category", "categoryLabel:0", "categoryLabel:3", "tickLabel:value:0"] { #expect(element(scene, id) != nil, "\(id)") }
        #expect(element(scene, "tickLabel:value:0").flatMap { if case let .text(run) = $0.primitive { run.string } else { nil } } == "\u{2212}10")
    }

    @Test("horizontal bars run along x from the zero line, categories top to bottom")
    func horizontal() throws {
        var style = BarChartStyle()
        style.orientation = .horizontal
        let scene = BarChartLayout.scene(for: try profitModel(), in: BarChartViewport(size: Size(width: 640, height: 360)), style: style)
        let jan = try #require(scene.bar(series: "profit", index: 0)), feb = try #require(scene.bar(series: "profit", index: 1))
        let zeroX = scene.plotFrame.minX + scene.plotFrame.width * scene.valueScale.fraction(of: 0)
        #expect(abs(jan.frame.minX - zeroX) < 1e-9 && abs(feb.frame.maxX - zeroX) < 1e-9)
        #expect(jan.frame.midY < feb.frame.midY)
        #expect(abs(jan.frame.width - scene.plotFrame.width * 12 / 30) < 1e-9)
    }

    @Test("labels above sit beyond the value end; inside labels are left out where they do not fit")
    func labels() throws {
        var style = BarChartStyle()
        style.labels = .above
        let scene = BarChartLayout.scene(for: try profitModel(), in: BarChartViewport(size: Size(width: 640, height: 360)), style: style)
        let janLabel = try #require(element(scene, "bar:profit:0:label")), febLabel = try #require(element(scene, "bar:profit:1:label"))
        let jan = try #require(scene.bar(series: "profit", index: 0)), feb = try #require(scene.bar(series: "profit", index: 1))
        #expect(try #require(janLabel.bounds()).maxY <= jan.frame.minY)
        #expect(try #require(febLabel.bounds()).minY >= feb.frame.maxY)
        if case let .text(run) = febLabel.primitive { #expect(run.string == "\u{2212}8") }

        style.labels = .inside
        let inside = BarChartLayout.scene(for: try profitModel(), in: BarChartViewport(size: Size(width: 640, height: 360)), style: style)
        for bar in inside.bars {
            let label = try #require(element(inside, "bar:profit:\(bar.index):label"))
            #expect(bar.frame.contains(try #require(label.bounds())), "\(bar.index)")
        }
        style.barWidth = 6   // too narrow for any label
        let tight = BarChartLayout.scene(for: try profitModel(), in: BarChartViewport(size: Size(width: 640, height: 360)), style: style)
        #expect(all(tight).filter { $0.role == .valueLabel }.isEmpty)
        #expect(all(tight).filter { $0.role == .bar }.count == 4)
    }

    @Test("stacked bars: one element per frame with its id and the frames of the laid-out bar")
    func stacked() throws {
        let colors = [Color.steelBlue, .orange]
        let model = try BarChartModel(categories: ["a", "b"], layer: .stacked([
            StackedBarModel(series: "s", constant: 0, items: [StackedBarItem(quantity: 2, color: colors[0]), StackedBarItem(quantity: 3, color: colors[1])]),
            StackedBarModel(series: "s", constant: 1, items: [StackedBarItem(quantity: 4, color: colors[0]), StackedBarItem(quantity: -1, color: colors[1])]),
        ]))
        let scene = BarChartLayout.scene(for: model, in: BarChartViewport(size: Size(width: 400, height: 300)))
        let a = try #require(scene.bar(series: "s", index: 0))
        #expect(a.stackFrames.count == 2)
        #expect(abs(a.stackFrames[0].minY - a.stackFrames[1].maxY) < 1e-9)   // frame 1 sits on frame 0
        #expect(element(scene, "stack:s:0:1")?.fill == colors[1])
        #expect(element(scene, "stack:s:1:1")?.role == .stackFrame)
        let b = try #require(scene.bar(series: "s", index: 1))
        #expect(b.stackFrames[1].minY >= b.stackFrames[0].maxY - 1e-9)   // the negative frame hangs below the start
    }

    @Test("the hatched drawing keeps the bar's id and adds clipped hatching that is not hit-testable")
    func hatched() throws {
        var style = BarChartStyle()
        style.drawing = .hatched
        let scene = BarChartLayout.scene(for: try profitModel(), in: BarChartViewport(size: Size(width: 640, height: 360)), style: style)
        let bar = try #require(element(scene, "bar:profit:2"))
        #expect(bar.stroke != nil && bar.isHitTestable)
        let hatching = try #require(element(scene, "bar:profit:2:hatching"))
        guard case let .group(group) = hatching.primitive else { Issue.record("not a group"); return }
        #expect(group.clip == scene.bar(series: "profit", index: 2)?.frame)
        #expect(!hatching.isHitTestable)
    }

    @Test("a custom drawing hook draws what it returns")
    func customDrawing() throws {
        var style = BarChartStyle()
        style.drawing = BarDrawing(name: "dot") { context in
            [.rect(id: context.id, role: context.role, Rect(x: context.frame.midX - 2, y: context.frame.minY, width: 4, height: 4), fill: context.color)]
        }
        let scene = BarChartLayout.scene(for: try profitModel(), in: BarChartViewport(size: Size(width: 640, height: 360)), style: style)
        guard case let .rect(rect, _) = try #require(element(scene, "bar:profit:0")).primitive else { Issue.record("not a rect"); return }
        #expect(rect.width == 4)
    }

    @Test("the selection is outlined around the selected bar")
    func selection() throws {
        let viewport = BarChartViewport(size: Size(width: 640, height: 360), selection: .bar(series: "profit", index: 2))
        let scene = BarChartLayout.scene(for: try profitModel(), in: viewport)
        let outline = try #require(element(scene, "selection"))
        guard case let .rect(rect, _) = outline.primitive else { Issue.record("not a rect"); return }
        #expect(rect == scene.bar(series: "profit", index: 2)?.frame.insetBy(dx: -1.5, dy: -1.5))
        #expect(!outline.isHitTestable)
    }

    @Test("10^5 bars: only the visible categories are laid out, found by binary search after scrolling")
    func manyBars() throws {
        let count = 100_000
        let bars = (0..<count).map { BarModel(series: "v", constant: $0, axisValue2: Double($0 % 97) - 40) }
        let model = try BarChartModel(categories: (0..<count).map { "C\($0)" }, layer: .bars(bars))
        var style = BarChartStyle()
        style.categoryWidth = 24
        var viewport = BarChartViewport(size: Size(width: 1_000, height: 400))
        let first = BarChartLayout.scene(for: model, in: viewport, style: style)
        #expect(first.contentLength == 2_400_000)
        #expect(first.bars.count < 50 && first.bars.count > 30)
        #expect(first.bars.first?.index == 0)
        viewport.scrollOffset = 24 * 50_000
        let middle = BarChartLayout.scene(for: model, in: viewport, style: style)
        #expect(middle.bars.count < 50)
        #expect(middle.bars.contains { $0.index == 50_000 })
        #expect(middle.bars.allSatisfy { $0.frame.maxX >= middle.plotFrame.minX - 30 && $0.frame.minX <= middle.plotFrame.maxX + 30 })
        #expect(middle.visibleCategories.count < 50)
        let barElements = all(middle).filter { $0.role == .bar }
        #expect(barElements.count == middle.bars.count)
        viewport.scrollOffset = 1e12   // clamped to the end
        let end = BarChartLayout.scene(for: model, in: viewport, style: style)
        #expect(end.bars.last?.index == count - 1)
        #expect(end.viewport.scrollOffset == end.maximumScrollOffset)
    }

    @Test("grouped stacked charts name each bar's series under it and keep the legend")
    func groupedStackedLabels() throws {
        let items = [StackedBarItem(quantity: 1, color: .steelBlue), StackedBarItem(quantity: 2, color: .orange)]
        let model = try BarChartModel(categories: ["Q1", "Q2"], layer: .groupedStacked([
            BarGroup(constant: 0, bars: [StackedBarModel(series: "emea", constant: 0, items: items), StackedBarModel(series: "apac", constant: 0, items: items)]),
            BarGroup(constant: 1, bars: [StackedBarModel(series: "emea", constant: 1, items: items)]),
        ]), legend: [BarChartLegendEntry(id: "hw", name: "Hardware", color: .steelBlue), BarChartLegendEntry(id: "sw", name: "Software", color: .orange)],
            seriesNames: ["emea": "EMEA", "apac": "APAC"])
        let scene = BarChartLayout.scene(for: model, in: BarChartViewport(size: Size(width: 600, height: 300)))
        if case let .text(run)? = element(scene, "seriesLabel:emea:0")?.primitive { #expect(run.string == "EMEA") } else { Issue.record("no series label") }
        #expect(element(scene, "legend:hw") != nil && element(scene, "legend:sw:label") != nil)
        #expect(element(scene, "stack:apac:0:1")?.title == "APAC · Q1 · Software: 2")
    }

    @Test("degenerate input never traps: no categories, zero size, NaN zoom")
    func degenerate() throws {
        let empty = try BarChartModel(categories: [], layer: .bars([]))
        let scene = BarChartLayout.scene(for: empty, in: BarChartViewport(size: Size(width: 0, height: 0), scrollOffset: .nan, zoom: .nan))
        #expect(scene.bars.isEmpty)
        let tiny = BarChartLayout.scene(for: try profitModel(), in: BarChartViewport(size: Size(width: 10, height: 10), scrollOffset: .infinity, zoom: 1e9))
        #expect(tiny.viewport.zoom == 1_000)
    }
}
