import Testing
import TimelineCore
import TimelineGraphics
@testable import TimelineViews

@Suite("Timeline preview layout and interaction")
struct TimelinePreviewLayoutTests {
    let today = Time(year: 2025, month: 6, day: 10)
    var items: [TimelineItem] {
        [TimelineItem(id: "spec", title: "Spec sign-off", due: Time(year: 2025, month: 6, day: 6)),
         TimelineItem(id: "review", title: "Design review", due: Time(year: 2025, month: 6, day: 10)),
         TimelineItem(id: "beta", title: "Beta", due: Time(year: 2025, month: 6, day: 12)),
         TimelineItem(id: "ga", title: "General availability", due: Time(year: 2025, month: 6, day: 30), status: .end)]
    }

    func scene(columns: Int = 4, disclosure: Bool = true) -> TimelinePreviewScene {
        TimelinePreviewLayout.scene(for: items, header: TimelinePreviewHeader(title: "Timeline", attribute: "Release 4.2", showsDisclosureIndicator: disclosure),
                                    in: TimelinePreviewViewport(width: 400, numberOfColumns: columns, today: today))
    }

    @Test("columns are equal slices of the width less the padding, with preview:<id> ids and footnotes")
    func columns() throws {
        let scene = scene()
        #expect(scene.content.columns.map(\.id) == ["spec", "today", "review", "beta"])
        // (400 − 2 · 16) / 4 = 92 per column.
        #expect(scene.columnFrames.map(\.frame.minX) == [16, 108, 200, 292])
        #expect(scene.columnFrames.allSatisfy { $0.frame.width == 92 })
        let list = scene.displayList
        #expect(list.element(withID: "preview:spec")?.role == .previewItem)
        #expect(list.element(withID: "preview:today:node")?.role == .timelineNode)
        if case let .text(run)? = list.element(withID: "preview:spec:footnote")?.primitive {
            #expect(run.string == "Overdue · Jun 6")
        } else { Issue.record("no footnote") }
        #expect(list.element(withID: "preview:spec:footnote")?.fill == TimelineStyle().previewOverdue)
        if case let .text(run)? = list.element(withID: "preview:beta:footnote")?.primitive { #expect(run.string == "Jun 12") }
        #expect(list.elements(withRole: .timelineLine).count == TimelinePreviewLayout.gradientSegments)
    }

    @Test("the gradient's strong end is at the left, or at the right when the end is the last column")
    func gradient() {
        let style = TimelineStyle()
        let left = scene().displayList
        let first = left.element(withID: "preview:line:0")!.fill!, last = left.element(withID: "preview:line:23")!.fill!
        func distance(_ a: Color, _ b: Color) -> Double { abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue) }
        #expect(distance(first, style.previewGradientStart) < distance(last, style.previewGradientStart))
        let oneLeft = TimelinePreviewLayout.scene(for: [items[2], items[3]], header: TimelinePreviewHeader(title: "T"),
                                                  in: TimelinePreviewViewport(width: 400, numberOfColumns: 4, today: today))
        #expect(oneLeft.content.gradient == .rightToLeft)
        let a = oneLeft.displayList.element(withID: "preview:line:0")!.fill!, b = oneLeft.displayList.element(withID: "preview:line:23")!.fill!
        #expect(distance(b, style.previewGradientStart) < distance(a, style.previewGradientStart))
    }

    @Test("taps: the disclosure and the header select the header, a column its item, Today, nothing elsewhere")
    func taps() {
        let scene = scene()
        #expect(TimelinePreviewInteraction.tap(at: Point(x: 392, y: 22), in: scene) == [.didSelectHeader])
        #expect(TimelinePreviewInteraction.tap(at: Point(x: 60, y: 22), in: scene) == [.didSelectHeader])
        #expect(TimelinePreviewInteraction.tap(at: Point(x: 62, y: 80), in: scene) == [.didSelectItem("spec")])
        #expect(TimelinePreviewInteraction.tap(at: Point(x: 150, y: 80), in: scene) == [.didSelectToday])
        #expect(TimelinePreviewInteraction.tap(at: Point(x: 5, y: 80), in: scene) == [])
        // No disclosure indicator: the header has no handler.
        #expect(TimelinePreviewInteraction.tap(at: Point(x: 392, y: 22), in: self.scene(disclosure: false)) == [])
    }
}
