import BarCharts
import Testing
import TimelineGraphics

/// The arithmetic written down in the LayoutArithmetic article, checked on
/// its own and through whole layouts with hand-computed frames.
@Suite("Bar group arithmetic")
struct BarGroupArithmeticTests {
    /// Three categories; the first has two bars, the others three.
    func groupedModel() throws -> BarChartModel {
        func bar(_ series: String, _ category: Int, _ value: Double) -> BarModel { BarModel(series: series, constant: category, axisValue2: value) }
        return try BarChartModel(categories: ["A", "B", "C"], layer: .grouped([
            BarGroup(constant: 0, bars: [bar("x", 0, 1), bar("y", 0, 2)]),
            BarGroup(constant: 1, bars: [bar("x", 1, 1), bar("y", 1, 2), bar("z", 1, 3)]),
            BarGroup(constant: 2, bars: [bar("x", 2, 3), bar("y", 2, 2), bar("z", 2, 1)]),
        ]))
    }

    func style(_ mode: GroupLayoutMode, axisLength: Double, groupSpacing: Double, barSpacing: Double) -> BarChartStyle {
        var style = BarChartStyle()
        style.groupLayout = mode
        style.categoryWidth = axisLength / 3
        style.groupSpacing = groupSpacing
        style.barSpacing = barSpacing
        return style
    }

    /// Bar extents along x relative to the plot's left edge, by id.
    func extents(_ scene: BarChartScene) -> [String: (Double, Double)] {
        Dictionary(uniqueKeysWithValues: scene.bars.map { bar in
            ("\(bar.series):\(bar.index)", (bar.frame.minX - scene.plotFrame.minX, bar.frame.maxX - scene.plotFrame.minX))
        })
    }

    func close(_ a: (Double, Double)?, _ b: (Double, Double)) -> Bool {
        guard let a else { return false }
        return abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9
    }

    @Test("the reference: L 800, n 3, gs 20, bs 10 gives width 55 and a lopsided group of two")
    func referenceFormulas() {
        let available = BarGroupArithmetic.groupAvailableLength(axisLength: 800, categoryCount: 3, groupSpacing: 20, mode: .reference)
        #expect(available == 185)
        let width = BarGroupArithmetic.barWidth(availableLength: available, maximumBarCount: 3, barSpacing: 10)
        #expect(width == 55)
        #expect(BarGroupArithmetic.groupCenter(index: 0, axisLength: 800, categoryCount: 3, mode: .reference) == 200)
        #expect(BarGroupArithmetic.groupCenter(index: 2, axisLength: 800, categoryCount: 3, mode: .reference) == 600)
        #expect(BarGroupArithmetic.groupWidth(barCount: 2, maximumBarCount: 3, barWidth: 55, barSpacing: 10, mode: .reference) == 130)
        let first = BarGroupArithmetic.barCenter(barIndex: 0, barCount: 2, maximumBarCount: 3, groupCenter: 200, barWidth: 55, barSpacing: 10, mode: .reference)
        let second = BarGroupArithmetic.barCenter(barIndex: 1, barCount: 2, maximumBarCount: 3, groupCenter: 200, barWidth: 55, barSpacing: 10, mode: .reference)
        #expect(first == 162.5 && second == 227.5)
        #expect((first + second) / 2 == 195)   // 5 = bs · (m − c) / 2 left of the category
    }

    @Test("centered: L 600, n 3, gs 30, bs 10 gives width 50 and every group centred")
    func centeredFormulas() {
        let available = BarGroupArithmetic.groupAvailableLength(axisLength: 600, categoryCount: 3, groupSpacing: 30, mode: .centered)
        #expect(available == 170)
        let width = BarGroupArithmetic.barWidth(availableLength: available, maximumBarCount: 3, barSpacing: 10)
        #expect(width == 50)
        #expect(BarGroupArithmetic.groupCenter(index: 1, axisLength: 600, categoryCount: 3, mode: .centered) == 300)
        let first = BarGroupArithmetic.barCenter(barIndex: 0, barCount: 2, maximumBarCount: 3, groupCenter: 100, barWidth: 50, barSpacing: 10, mode: .centered)
        let second = BarGroupArithmetic.barCenter(barIndex: 1, barCount: 2, maximumBarCount: 3, groupCenter: 100, barWidth: 50, barSpacing: 10, mode: .centered)
        #expect(first == 70 && second == 130)
    }

    @Test("a fixed width wins, and widths never go negative")
    func fixedAndNegative() {
        #expect(BarGroupArithmetic.barWidth(availableLength: 100, maximumBarCount: 3, barSpacing: 10, fixed: 12) == 12)
        #expect(BarGroupArithmetic.barWidth(availableLength: 10, maximumBarCount: 3, barSpacing: 10) == 0)
        #expect(BarGroupArithmetic.groupAvailableLength(axisLength: 50, categoryCount: 3, groupSpacing: 30, mode: .centered) == 0)
        #expect(BarGroupArithmetic.groupAvailableLength(axisLength: 600, categoryCount: 0, groupSpacing: 30, mode: .reference) == 0)
    }

    @Test("layout with the reference mode draws the hand-computed frames")
    func referenceLayout() throws {
        let scene = BarChartLayout.scene(for: try groupedModel(), in: BarChartViewport(size: Size(width: 1_200, height: 400)),
                                         style: style(.reference, axisLength: 800, groupSpacing: 20, barSpacing: 10))
        let frames = extents(scene)
        #expect(close(frames["x:0"], (135, 190)))
        #expect(close(frames["y:0"], (200, 255)))
        // A full group at 400: 3 · 55 + 20 = 185 wide, from 307.5.
        #expect(close(frames["x:1"], (307.5, 362.5)))
        #expect(close(frames["y:1"], (372.5, 427.5)))
        #expect(close(frames["z:1"], (437.5, 492.5)))
    }

    @Test("layout with the default centred mode draws the hand-computed frames")
    func centeredLayout() throws {
        let scene = BarChartLayout.scene(for: try groupedModel(), in: BarChartViewport(size: Size(width: 1_200, height: 400)),
                                         style: style(.centered, axisLength: 600, groupSpacing: 30, barSpacing: 10))
        let frames = extents(scene)
        #expect(close(frames["x:0"], (45, 95)))
        #expect(close(frames["y:0"], (105, 155)))
        #expect(close(frames["x:1"], (215, 265)))
        #expect(close(frames["y:1"], (275, 325)))
        #expect(close(frames["z:1"], (335, 385)))
        #expect(close(frames["z:2"], (535, 585)))
    }

    @Test("zoom: .scale doubles the bars at zoom 2, .keepWidth keeps them and moves the groups apart")
    func zoomModes() throws {
        var scaled = style(.centered, axisLength: 600, groupSpacing: 30, barSpacing: 10)
        var kept = scaled
        kept.zoomMode = .keepWidth
        scaled.zoomMode = .scale
        let viewport = BarChartViewport(size: Size(width: 1_200, height: 400), zoom: 2)
        let model = try groupedModel()
        let a = extents(BarChartLayout.scene(for: model, in: viewport, style: scaled))
        let b = extents(BarChartLayout.scene(for: model, in: viewport, style: kept))
        // Scale: L 1200, gs 60, bs 20: band 400, available 340, w = (340 − 40) / 3 = 100; centre 200, group of two 220 wide.
        #expect(close(a["x:0"], (90, 190)))
        #expect(close(a["y:0"], (210, 310)))
        // Keep width: w 50 and bs 10 from zoom 1, centre 200: group of two 110 wide.
        #expect(close(b["x:0"], (145, 195)))
        #expect(close(b["y:0"], (205, 255)))
    }
}
