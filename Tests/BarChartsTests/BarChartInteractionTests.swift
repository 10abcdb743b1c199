import BarCharts
import Testing
import TimelineGraphics

@Suite("Bar chart interaction")
struct BarChartInteractionTests {
    let size = Size(width: 600, height: 300)

    @Test("a tap on a bar reports it and selects it; a second tap deselects; a tap on nothing clears")
    func tapBar() throws {
        let model = try BarChartModel(categories: ["a", "b"], layer: .bars([
            BarModel(series: "v", constant: 0, axisValue2: 5), BarModel(series: "v", constant: 1, axisValue2: 3),
        ]))
        var interaction = BarChartInteraction(viewport: BarChartViewport(size: size))
        var scene = BarChartLayout.scene(for: model, in: interaction.viewport)
        let bar = try #require(scene.bar(series: "v", index: 1))
        var effects = interaction.handle(.tap(bar.frame.center), in: scene)
        #expect(effects == [.barTapped(series: "v", index: 1), .selectionChanged(.bar(series: "v", index: 1))])
        #expect(interaction.viewport.selection == .bar(series: "v", index: 1))
        scene = BarChartLayout.scene(for: model, in: interaction.viewport)
        #expect(scene.displayList.elements.contains { $0.children.contains { $0.id == "selection" } })
        effects = interaction.handle(.tap(bar.frame.center), in: scene)
        #expect(effects == [.barTapped(series: "v", index: 1), .selectionChanged(nil)])
        _ = interaction.handle(.tap(bar.frame.center), in: scene)
        effects = interaction.handle(.tap(Point(x: bar.frame.center.x, y: scene.plotFrame.minY + 1)), in: scene)
        #expect(effects == [.selectionChanged(nil)])
        #expect(interaction.handle(.tap(Point(x: 1, y: 1)), in: scene).isEmpty)   // nothing selected, nothing hit
    }

    @Test("a tap on a stacked bar reports the first frame containing the point, also when frames overlap (running total)")
    func tapStack() throws {
        let items = [StackedBarItem(quantity: 3, color: .steelBlue), StackedBarItem(quantity: -2, color: .orange)]
        let model = try BarChartModel(categories: ["a"], layer: .stacked([StackedBarModel(series: "s", constant: 0, items: items)]), stacking: .runningTotal)
        var interaction = BarChartInteraction(viewport: BarChartViewport(size: size))
        let scene = BarChartLayout.scene(for: model, in: interaction.viewport)
        let bar = try #require(scene.bar(series: "s", index: 0))
        // Frames [0, 3] and [3, 1]: the value 2 lies in both; the first wins.
        let y = scene.plotFrame.maxY - scene.plotFrame.height * scene.valueScale.fraction(of: 2)
        let effects = interaction.handle(.tap(Point(x: bar.frame.midX, y: y)), in: scene)
        #expect(effects.first == .stackFrameTapped(series: "s", index: 0, frame: 0))
        // Diverging: frame 1 is [−2, 0], below the start.
        let diverging = try BarChartModel(categories: ["a"], layer: .stacked([StackedBarModel(series: "s", constant: 0, items: items)]))
        let divergingScene = BarChartLayout.scene(for: diverging, in: BarChartViewport(size: size))
        let low = divergingScene.plotFrame.maxY - divergingScene.plotFrame.height * divergingScene.valueScale.fraction(of: -1)
        var fresh = BarChartInteraction(viewport: BarChartViewport(size: size))
        #expect(fresh.handle(.tap(Point(x: bar.frame.midX, y: low)), in: divergingScene).first == .stackFrameTapped(series: "s", index: 0, frame: 1))
    }

    @Test("scrolling clamps to the content; zoom keeps the content under the anchor")
    func scrollAndZoom() throws {
        let model = try BarChartModel(categories: (0..<100).map(String.init), layer: .bars((0..<100).map { BarModel(series: "v", constant: $0, axisValue2: 1) }))
        var style = BarChartStyle()
        style.categoryWidth = 20
        var interaction = BarChartInteraction(viewport: BarChartViewport(size: size))
        var scene = BarChartLayout.scene(for: model, in: interaction.viewport, style: style)
        #expect(interaction.handle(.scroll(delta: -50), in: scene).isEmpty)
        _ = interaction.handle(.scroll(delta: 1e6), in: scene)
        #expect(interaction.viewport.scrollOffset == scene.maximumScrollOffset)
        interaction.viewport.scrollOffset = 400
        scene = BarChartLayout.scene(for: model, in: interaction.viewport, style: style)
        let anchor = Point(x: scene.plotFrame.minX + 100, y: 100)
        let contentBefore = (100 + scene.viewport.scrollOffset) / scene.contentLength
        _ = interaction.handle(.zoom(factor: 2, anchor: anchor), in: scene)
        #expect(interaction.viewport.zoom == 2)
        scene = BarChartLayout.scene(for: model, in: interaction.viewport, style: style)
        let contentAfter = (100 + scene.viewport.scrollOffset) / scene.contentLength
        #expect(abs(contentBefore - contentAfter) < 1e-12)
        #expect(interaction.handle(.zoom(factor: .nan, anchor: anchor), in: scene).isEmpty)
        #expect(interaction.handle(.setZoom(-1), in: scene).isEmpty)
    }

    @Test("horizontal charts hit-test along y; select and resize report their changes once")
    func horizontalSelectResize() throws {
        let model = try BarChartModel(categories: ["a", "b"], layer: .bars([
            BarModel(series: "v", constant: 0, axisValue2: 5), BarModel(series: "v", constant: 1, axisValue2: -3),
        ]))
        var style = BarChartStyle()
        style.orientation = .horizontal
        var interaction = BarChartInteraction(viewport: BarChartViewport(size: size))
        let scene = BarChartLayout.scene(for: model, in: interaction.viewport, style: style)
        let negative = try #require(scene.bar(series: "v", index: 1))
        let positive = try #require(scene.bar(series: "v", index: 0))
        #expect(negative.frame.maxX < positive.frame.minX + 1e-9 && negative.frame.minY > positive.frame.maxY)
        #expect(interaction.handle(.tap(negative.frame.center), in: scene).first == .barTapped(series: "v", index: 1))
        #expect(interaction.handle(.select(.bar(series: "v", index: 0)), in: scene) == [.selectionChanged(.bar(series: "v", index: 0))])
        #expect(interaction.handle(.select(.bar(series: "v", index: 0)), in: scene).isEmpty)
        #expect(interaction.handle(.clearSelection, in: scene) == [.selectionChanged(nil)])
        let resized = interaction.handle(.resize(Size(width: 800, height: 500)), in: scene)
        #expect(resized == [.viewportChanged(BarChartViewport(size: Size(width: 800, height: 500)))])
        #expect(interaction.handle(.resize(Size(width: -1, height: 5)), in: scene).isEmpty)
    }
}
