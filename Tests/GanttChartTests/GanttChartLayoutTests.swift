import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import GanttChart
import Testing
import TimelineCore
import TimelineGraphics

/// Geometry expectations below are hand-computed. With `fixedConfiguration()`
/// the timeline starts on Monday 2025-03-03 00:00 (x = 0), the automatic
/// header has two 24-point rows (content starts at y = 48), rows are 28
/// points tall and bars are inset 6 points (16 points tall).
@Suite("GanttChartLayout")
struct GanttChartLayoutTests {
    let size = Size(width: 1_000, height: 400)

    func scene(_ items: [GanttChartItem], _ dependencies: [GanttChartDependency] = [],
               configuration: GanttChartConfiguration = fixedConfiguration(),
               viewport: GanttChartViewport? = nil, style: GanttChartStyle? = nil) throws -> GanttChartScene {
        let source = try GanttChartItemSource(items: items, dependencies: dependencies)
        return GanttChartLayout.scene(for: source, in: viewport ?? GanttChartViewport(size: size),
                                      configuration: configuration, style: style)
    }

    func task(_ id: Int, row: Int, _ start: Time, _ finish: Time, completion: Double = 0,
              type: GanttChartItem.ItemType = .standard) -> GanttChartItem {
        GanttChartItem(id: GanttChartItem.ID(id), label: "Task \(id)", row: row, time: TimeRange(start..<finish),
                       completion: completion, type: type)
    }

    @Test("a bar's x and width follow the hour width and the zoom")
    func barGeometry() throws {
        let bar = task(1, row: 1, march(4, 8), march(5, 16))
        // 2.5 pt/h: start (24 + 8) h → 80, finish (48 + 16) h → 160; row 1 → y = 48 + 28 + 6.
        let plain = try scene([bar])
        #expect(plain.itemFrames[1] == Rect(x: 80, y: 82, width: 80, height: 16))
        #expect(plain.displayList.element(withID: "item:1")?.role == .bar)
        #expect(plain.displayList.element(withID: "item:1")?.primitive == .rect(Rect(x: 80, y: 82, width: 80, height: 16), cornerRadius: 3))

        var zoomed = fixedConfiguration()
        zoomed.zoom = 2  // 5 pt/h
        #expect(zoomed.actualHourWidth == 5)
        #expect(try scene([bar], configuration: zoomed).itemFrames[1] == Rect(x: 160, y: 82, width: 160, height: 16))

        // Scrolled 50 points right and 10 points down: everything moves the other way.
        let scrolled = try scene([bar], viewport: GanttChartViewport(size: size, x: 50, firstRow: 0, rowOffset: 10))
        #expect(scrolled.itemFrames[1] == Rect(x: 30, y: 72, width: 80, height: 16))

        // Zoom is clamped to maxZoom.
        var clamped = fixedConfiguration()
        clamped.maxZoom = 1.5
        clamped.zoom = 4
        #expect(clamped.actualHourWidth == 3.75)
    }

    @Test("a baseline is a thin bar under the item at its planned dates")
    func baseline() throws {
        var bar = task(1, row: 1, march(4, 8), march(5, 16))
        bar.baseline = TimeRange(march(3, 8)..<march(4, 16))
        let scene = try scene([bar])
        // Planned Mon 08:00 → x = 20, Tue 16:00 → x = 100; under the bar (y 82…98) at y = 99, 3 points tall.
        let element = try #require(scene.displayList.element(withID: "item:1:baseline"))
        #expect(element.role == .baseline)
        #expect(element.primitive == .rect(Rect(x: 20, y: 99, width: 80, height: 3), cornerRadius: 0))
        #expect(element.fill == GanttChartStyle().baselineFill)
        #expect(try self.scene([task(2, row: 1, march(4, 8), march(5, 16))]).displayList.element(withID: "item:2:baseline") == nil)
    }

    @Test("a short bar is drawn at least minBarWidth wide")
    func minimumWidth() throws {
        let short = task(1, row: 0, march(3, 8), march(3, 8).adding(seconds: 60))
        #expect(try scene([short]).itemFrames[1]?.width == 2)
    }

    @Test("the completion bar ends where the completed working time ends, across a weekend")
    func completionAcrossWeekend() throws {
        // Friday 08:00 → Tuesday 16:00 on .standard: 24 working hours; half is 12 h:
        // Friday 8 h + Monday 4 h → Monday 12:00, x = (7 × 24 + 12) × 2.5 = 450.
        var item = task(1, row: 0, march(7, 8), march(11, 16), completion: 0.5)
        item.schedule = Schedule.standard
        let scene = try scene([item])
        let frame = try #require(scene.itemFrames[1])
        #expect(frame.minX == 260)  // (4 × 24 + 8) × 2.5
        let completion = try #require(scene.displayList.element(withID: "item:1:completion"))
        #expect(completion.role == .completionBar)
        #expect(completion.bounds() == Rect(x: 260, y: 54, width: 190, height: 16))
        // The tooltip is the bar's; the completion drawn over it has none of its own.
        #expect(completion.title == nil)
        #expect(scene.displayList.element(withID: "item:1")?.title != nil)

        // Without an item schedule, the configuration's schedule decides; continuous
        // time puts half of 104 h at 52 h after the start: Sunday 12:00, x = 390.
        var continuous = item
        continuous.schedule = nil
        #expect(try self.scene([continuous]).displayList.bounds(of: "item:1:completion")?.maxX == 390)
        var configuration = fixedConfiguration()
        configuration.schedule = Schedule.standard
        #expect(try self.scene([continuous], configuration: configuration).displayList.bounds(of: "item:1:completion")?.maxX == 450)
        configuration.showsCompletionBars = false
        #expect(try self.scene([continuous], configuration: configuration).displayList.element(withID: "item:1:completion") == nil)
    }

    @Test("a milestone is a diamond centered on its time")
    func milestoneDiamond() throws {
        // Wednesday 12:00 → x = 60 h × 2.5 = 150; row 2 bar area 110…126, center 118, half-diagonal 16 / 2 + 1 = 9.
        let milestone = task(1, row: 2, march(5, 12), march(5, 12), type: .milestone)
        let scene = try scene([milestone])
        let element = try #require(scene.displayList.element(withID: "item:1"))
        #expect(element.role == .milestone)
        #expect(element.primitive == .polygon([Point(x: 150, y: 109), Point(x: 159, y: 118), Point(x: 150, y: 127), Point(x: 141, y: 118)]))
        #expect(scene.itemFrames[1] == Rect(x: 141, y: 109, width: 18, height: 18))
        // Its label sits right of the diamond.
        let label = try #require(scene.displayList.element(withID: "item:1:label"))
        guard case let .text(run) = label.primitive else { Issue.record("label is not text"); return }
        #expect(run.position == Point(x: 171, y: 118))  // 159 + 12
    }

    @Test("a summary is a band with pointed hooks at both ends")
    func summaryShape() throws {
        // Monday 00:00 → Wednesday 00:00: x 0…120; row 0 bar area 54…70; hooks 8 points, band down to 62.
        let summary = task(1, row: 0, march(3), march(5), completion: 0.5, type: .summary)
        let scene = try scene([summary])
        let element = try #require(scene.displayList.element(withID: "item:1"))
        #expect(element.role == .summary)
        #expect(element.primitive == .polygon([
            Point(x: 0, y: 54), Point(x: 120, y: 54), Point(x: 120, y: 70),
            Point(x: 112, y: 62), Point(x: 8, y: 62), Point(x: 0, y: 70),
        ]))
        #expect(scene.displayList.element(withID: "item:1:completion")?.bounds() == Rect(x: 0, y: 58, width: 60, height: 4))
    }

    @Test("only items that intersect the viewport (plus the margin) are laid out")
    func culling() throws {
        let items = [
            task(1, row: 0, march(3, 8), march(4, 16)),   // visible
            task(2, row: 1, march(25, 8), march(26, 16)), // far right
            task(3, row: 40, march(3, 8), march(4, 16)),  // far below
            task(4, row: 2, march(3), march(30)),         // long, starts far left of a scrolled viewport
        ]
        let first = try scene(items, configuration: fixedConfiguration(days: 35))
        #expect(Set(first.itemFrames.keys) == [1, 4])
        #expect(first.displayList.element(withID: "item:2") == nil)
        #expect(first.displayList.element(withID: "item:3") == nil)
        #expect(first.visibleRows == 0..<13)  // (400 − 48) / 28 = 12.6 rows

        // Scrolled to March 19 16:00 (x = 1 000): item 1 is gone; the long item starts off-screen left.
        let scrolled = try scene(items, configuration: fixedConfiguration(days: 35), viewport: GanttChartViewport(size: size, x: 1_000))
        #expect(Set(scrolled.itemFrames.keys) == [2, 4])
        #expect(scrolled.itemFrames[4]?.minX == -1_000)
        #expect(scrolled.displayList.element(withID: "item:4") != nil)
    }

    @Test("row 10^12 of a virtual provider lands at the same local y as row 0")
    func hugeRows() throws {
        let provider = GanttChartVirtualItemProvider(rowCount: 1_000_000_000_001, milestoneInterval: 0, dependencyInterval: 0)
        var configuration = GanttChartConfiguration()
        configuration.viewportMargin = 1_000_000
        let axis = configuration.timeAxis(for: provider)
        let top = GanttChartLayout.scene(for: provider, in: GanttChartViewport(size: size, x: 0, firstRow: 0), configuration: configuration)
        let last = 1_000_000_000_000
        let bottomViewport = GanttChartViewport(size: size, x: 0, firstRow: last, rowOffset: 0)
        let bottom = GanttChartLayout.scene(for: provider, in: bottomViewport, configuration: configuration)
        #expect(bottom.visibleRows == last..<(last + 2))  // the last row plus the extra row
        let first = try #require(top.itemFrames[0])
        let huge = try #require(bottom.itemFrames[GanttChartItem.ID(last)])
        #expect(huge.minY == first.minY)
        #expect(huge.height == first.height)
        #expect(first.minY == 48 + 6)
        #expect(huge.minX == axis.x(for: provider.item(atRow: last).start))
        #expect(bottom.displayList.element(withID: "row:\(last)")?.bounds() == Rect(x: 0, y: 48, width: 1_000, height: 28))
        #expect(bottom.row(atY: 60) == last)
        #expect(bottom.y(forRow: last) == 48)
    }

    @Test("dependency lines come from the diagram generator and end in an arrowhead")
    func dependencies() throws {
        let items = [task(1, row: 0, march(3, 8), march(4, 16)), task(2, row: 1, march(5, 8), march(6, 16)),
                     task(3, row: 60, march(7, 8), march(7, 16))]
        let links = [GanttChartDependency(id: 1, from: 1, to: 2), GanttChartDependency(id: 2, from: 2, to: 3)]
        let scene = try scene(items, links)
        var routing = GanttChartConfiguration().dependencyRouting
        routing.rowHeight = 28
        #expect(!routing.drawsVerticallyEndingDependencyLinesWhenApplicable)  // so lines do not run through labels
        // Finish of item 1 (x 100, mid y 62) to start of item 2 (x 140, mid y 90).
        let expected = GanttChartStandardDiagramGenerator().dependencyPolyline(
            for: GanttChartDependencyEnds(from: Rect(x: 20, y: 54, width: 80, height: 16), to: Rect(x: 140, y: 82, width: 80, height: 16)),
            type: .fromFinishToStart, routing: routing)
        #expect(scene.dependencyPolylines[1] == expected)
        #expect(scene.displayList.element(withID: "dependency:1")?.role == .dependencyLine)
        let arrow = try #require(scene.displayList.element(withID: "dependency:1:arrow"))
        #expect(arrow.primitive == .polygon(GanttChartDependencyArrowhead.polygon(for: expected, size: 7)))
        // The link to the item far below is drawn too, down to its off-screen row.
        // Item 3: Friday 08:00–16:00 → x 260…280; row 60 → bar top 48 + 60 × 28 + 6 = 1 734.
        let far = GanttChartStandardDiagramGenerator().dependencyPolyline(
            for: GanttChartDependencyEnds(from: Rect(x: 140, y: 82, width: 80, height: 16), to: Rect(x: 260, y: 1_734, width: 20, height: 16)),
            type: .fromFinishToStart, routing: routing)
        #expect(scene.dependencyPolylines[2] == far)

        var hidden = fixedConfiguration()
        hidden.showsDependencyLines = false
        #expect(try self.scene(items, links, configuration: hidden).displayList.elements(withRole: .dependencyLine).isEmpty)
    }

    @Test("rows alternate, shade weekends and draw the current-time line")
    func rowsAndTimeAreas() throws {
        var configuration = fixedConfiguration()
        configuration.currentTime = march(4, 12)
        let scene = try scene([task(1, row: 2, march(3, 8), march(4, 16))], configuration: configuration)
        #expect(scene.rowCount == 4)  // three rows in use plus one extra row
        #expect(scene.visibleRows == 0..<4)
        #expect(scene.displayList.element(withID: "row:0")?.role == .row)
        #expect(scene.displayList.element(withID: "row:1")?.role == .alternateRow)
        #expect(scene.displayList.element(withID: "row:3")?.bounds() == Rect(x: 0, y: 48 + 84, width: 1_000, height: 28))
        #expect(scene.displayList.element(withID: "row:4") == nil)
        // Saturday 2025-03-08 00:00 → Monday 00:00: x 300…420, the whole content height.
        let weekend = try #require(scene.displayList.element(withID: "nonworking:0:2025-03-08T00:00:00"))
        #expect(weekend.role == .nonworkingTime)
        #expect(weekend.bounds() == Rect(x: 300, y: 48, width: 120, height: 352))
        // Tuesday 12:00 → x = 36 × 2.5 = 90.
        let now = try #require(scene.displayList.element(withID: "current-time"))
        #expect(now.role == .currentTime)
        #expect(now.primitive == .line(from: Point(x: 90, y: 48), to: Point(x: 90, y: 400)))
    }

    @Test("interval highlighters shade intervals; a moment selector draws a line")
    func intervalHighlighters() throws {
        var configuration = fixedConfiguration()
        configuration.scheduleHighlighters = []
        configuration.intervalHighlighters = [
            TimeSelector(MomentPeriodSelector([march(5), march(7)], separating: true), format: .none),
            .time([march(10, 12)], format: .none),
        ]
        let scene = try scene([], configuration: configuration)
        let area = try #require(scene.displayList.element(withID: "highlight:0:2025-03-05T00:00:00"))
        #expect(area.role == .timeArea)
        #expect(area.bounds() == Rect(x: 120, y: 48, width: 120, height: 352))
        let line = try #require(scene.displayList.element(withID: "highlight:1:2025-03-10T12:00:00"))
        #expect(line.role == .currentTime)
        #expect(line.primitive == .line(from: Point(x: 450, y: 48), to: Point(x: 450, y: 400)))
        #expect(scene.displayList.elements(withRole: .nonworkingTime).isEmpty)
    }

    @Test("a visibility schedule hides the weekend from the axis")
    func visibilitySchedule() throws {
        var configuration = fixedConfiguration()
        configuration.visibilitySchedule = Schedule.fullDay
        // Friday 12:00 → Monday 12:00 shows 24 hours: 60 points, starting at (4 × 24 + 12) × 2.5 = 270.
        let scene = try scene([task(1, row: 0, march(7, 12), march(10, 12))], configuration: configuration)
        #expect(scene.itemFrames[1] == Rect(x: 270, y: 54, width: 60, height: 16))
        #expect(scene.displayList.elements(withRole: .nonworkingTime).isEmpty)
        #expect(scene.displayList.element(withID: "header:1:2025-03-08T00:00:00") == nil)
    }

    @Test("labels go beside the bar, attachments after them, tooltips and accessibility from the item")
    func labelsAndAttachments() throws {
        var item = task(1, row: 0, march(3, 8), march(4, 16), completion: 0.5)
        item.label = "Design"
        item.attachment = "Anna"
        item.details = "Design the new pages"
        let scene = try scene([item])
        let measurer = TextMeasurer()
        let label = try #require(scene.displayList.element(withID: "item:1:label"))
        guard case let .text(labelRun) = label.primitive else { Issue.record("not text"); return }
        #expect(labelRun.position == Point(x: 112, y: 62))  // bar 20…100, spacing 12
        let attachment = try #require(scene.displayList.element(withID: "item:1:attachment"))
        guard case let .text(attachmentRun) = attachment.primitive else { Issue.record("not text"); return }
        #expect(attachmentRun.position.x == 112 + measurer.width(of: "Design", font: Font(size: 12)) + 12)
        let bar = try #require(scene.displayList.element(withID: "item:1"))
        #expect(bar.title == "Design the new pages")
        #expect(bar.accessibilityLabel == "Design, Mar 3 – Mar 4, 50 % complete")

        var inside = GanttChartStyle()
        inside.labelPlacement = .automatic
        let wide = try self.scene([item], style: inside).displayList.element(withID: "item:1:label")
        guard case let .text(insideRun)? = wide?.primitive else { Issue.record("not text"); return }
        #expect(insideRun.position == Point(x: 26, y: 62))

        var quiet = fixedConfiguration()
        quiet.showsLabels = false
        quiet.showsAttachments = false
        quiet.showsToolTips = false
        let plain = try self.scene([item], configuration: quiet)
        #expect(plain.displayList.element(withID: "item:1:label") == nil)
        #expect(plain.displayList.element(withID: "item:1:attachment") == nil)
        #expect(plain.displayList.element(withID: "item:1")?.title == nil)
    }

    @Test("per-item overrides win over the theme and the item style selector")
    func overrides() throws {
        var configuration = fixedConfiguration()
        configuration.styleSelectors.item = { item, style in
            var style = style
            style.standardBar.fill = .orange
            style.standardBar.completionFill = .orange
            return style
        }
        var overridden = task(1, row: 0, march(3, 8), march(4, 16), completion: 0.5)
        overridden.style = GanttChartItemStyleOverrides(barFill: "#ff0000", completionFill: "green", labelColor: "#00f")
        let plain = task(2, row: 1, march(3, 8), march(4, 16), completion: 0.5)
        let scene = try scene([overridden, plain], configuration: configuration)
        #expect(scene.displayList.element(withID: "item:1")?.fill == Color(rgb: 255, 0, 0))
        #expect(scene.displayList.element(withID: "item:1:completion")?.fill == .green)
        #expect(scene.displayList.element(withID: "item:1:label")?.fill == Color(rgb: 0, 0, 255))
        #expect(scene.displayList.element(withID: "item:2")?.fill == .orange)

        var dependency = GanttChartDependency(id: 1, from: 1, to: 2)
        dependency.style.lineColor = "#123456"
        let linked = try self.scene([overridden, plain], [dependency])
        #expect(linked.displayList.element(withID: "dependency:1")?.stroke?.color == Color(hex: "#123456"))
        #expect(linked.displayList.element(withID: "dependency:1:arrow")?.fill == Color(hex: "#123456"))
    }

    @Test("style selectors adjust rows, dependencies and time areas; highlighted items get an outline")
    func selectors() throws {
        var configuration = fixedConfiguration()
        configuration.styleSelectors = GanttChartStyleSelectors(
            row: { row, style in
                var style = style
                if row == 0 { style.rowBackground = .orange }
                return style
            },
            dependency: { _, style in
                var style = style
                style.dependencyLineColor = .green
                return style
            },
            timeArea: { _, style in
                var style = style
                style.nonworkingTimeFill = .red
                return style
            })
        var first = task(1, row: 0, march(3, 8), march(4, 16))
        first.settings.isHighlighted = true
        let scene = try scene([first, task(2, row: 1, march(5, 8), march(6, 16))],
                              [GanttChartDependency(id: 1, from: 1, to: 2)], configuration: configuration)
        #expect(scene.displayList.element(withID: "row:0")?.fill == .orange)
        #expect(scene.displayList.element(withID: "row:2")?.fill == GanttChartStyle().rowBackground)
        #expect(scene.displayList.element(withID: "dependency:1")?.stroke?.color == .green)
        #expect(scene.displayList.element(withID: "nonworking:0:2025-03-08T00:00:00")?.fill == .red)
        #expect(scene.displayList.element(withID: "item:1")?.stroke == Stroke(GanttChartStyle().highlightColor, width: 2))
    }

    @Test("labels inside a bar are truncated to the bar")
    func insideLabels() throws {
        var style = GanttChartStyle()
        style.labelPlacement = .inside
        var item = task(1, row: 0, march(3, 8), march(3, 16))  // 20 points wide
        item.label = "A rather long label"
        let label = try #require(try scene([item], style: style).displayList.element(withID: "item:1:label"))
        #expect(label.primitive == .text(TextRun("A rather long label", at: Point(x: 26, y: 62), font: style.labelFont,
                                                 baseline: .middle, maxWidth: 8)))
        #expect(label.fill == style.labelInsideColor)
    }

    @Test("the configuration's mode picks the theme's style; an explicit style wins")
    func modes() throws {
        let items = [task(1, row: 0, march(3, 8), march(4, 16))]
        var dark = fixedConfiguration()
        dark.mode = .dark
        let light = try scene(items)
        let darkScene = try scene(items, configuration: dark)
        #expect(light.displayList.background == GanttChartTheme.standard.light.background)
        #expect(darkScene.displayList.background == GanttChartTheme.standard.dark.background)
        #expect(darkScene.displayList.element(withID: "item:1")?.fill == GanttChartTheme.standard.dark.standardBar.fill)
        let jewel = try scene(items, configuration: dark, style: GanttChartTheme.jewel.light)
        #expect(jewel.displayList.element(withID: "item:1")?.fill == GanttChartTheme.jewel.light.standardBar.fill)
    }

    @Test("row headers sit left of the time area and move it right")
    func rowHeaders() throws {
        var configuration = fixedConfiguration()
        configuration.rowHeaderWidth = 120
        configuration.rowHeaderLabel = { row in row == 0 ? "Design" : nil }
        let scene = try scene([task(1, row: 0, march(3, 8), march(4, 16))], configuration: configuration)
        #expect(scene.contentFrame == Rect(x: 120, y: 48, width: 880, height: 352))
        #expect(scene.itemFrames[1]?.minX == 140)
        #expect(scene.displayList.element(withID: "row-header:0")?.role == .rowHeader)
        #expect(scene.displayList.element(withID: "row-header:0:label")?.primitive
            == .text(TextRun("Design", at: Point(x: 8, y: 62), font: Font(size: 12), baseline: .middle, maxWidth: 104)))
        #expect(scene.displayList.element(withID: "row-header:1:label") == nil)
        #expect(scene.time(atX: 140) == march(3, 8))
        #expect(scene.row(atY: 40) == nil)
        #expect(scene.row(atY: 80) == 1)
    }

    @Test("the whole chart covers the scrollable timeline and every row")
    func wholeChart() throws {
        let source = try sampleProject()
        var configuration = GanttChartConfiguration()
        configuration.rowHeaderWidth = 100
        let scene = try GanttChartLayout.wholeChartScene(for: source, configuration: configuration)
        // Automatic timeline: March 3 08:00 − 7 days → Feb 24; March 21 16:00 + 7 days → March 29 00:00: 33 days × 60.
        #expect(scene.scrollableTimeline == TimeRange(Time(year: 2025, month: 2, day: 24)..<march(29)))
        #expect(scene.displayList.size == Size(width: 100 + 33 * 60, height: 48 + 8 * 28))
        #expect(scene.visibleRows == 0..<8)
        #expect(scene.itemFrames.count == 7)
        #expect(scene.dependencyPolylines.count == 5)
        #expect(scene.displayList.element(withID: "corner") != nil)
    }

    @Test("same input, equal display lists; the SVG is well-formed XML")
    func determinism() throws {
        let source = try sampleProject()
        var configuration = GanttChartConfiguration()
        configuration.currentTime = march(12, 10)
        configuration.rowHeaderWidth = 100
        configuration.rowHeaderLabel = { "Row \($0)" }
        let viewport = GanttChartViewport(size: size, x: 300, firstRow: 0)
        let a = GanttChartLayout.scene(for: source, in: viewport, configuration: configuration)
        let b = GanttChartLayout.scene(for: source, in: viewport, configuration: configuration)
        #expect(a.displayList == b.displayList)
        let svg = SVGRenderer().render(a.displayList)
        #expect(svg == SVGRenderer().render(b.displayList))
        let check = XMLWellFormedness(svg)
        #expect(check.isWellFormed)
        #expect(check.elementCount > 50)
        #expect(svg.contains("data-role=\"bar\""))
    }
}

/// Whether a string is well-formed XML (XMLParser misses some truncations,
/// so open elements are counted too).
final class XMLWellFormedness: NSObject, XMLParserDelegate {
    private var depth = 0
    private(set) var elementCount = 0
    private(set) var isWellFormed = false

    init(_ xml: String) {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        let ok = parser.parse()
        isWellFormed = ok && parser.parserError == nil && depth == 0 && elementCount > 0
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        depth += 1
        elementCount += 1
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        depth -= 1
    }
}
