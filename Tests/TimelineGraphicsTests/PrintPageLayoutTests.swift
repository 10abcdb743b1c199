import Testing
import TimelineGraphics

@Suite("PrintPageLayout")
struct PrintPageLayoutTests {
    static let content = DisplayList(size: Size(width: 180, height: 160), background: .white, elements: [
        .rect(id: "item:1", role: .bar, Rect(x: 10, y: 20, width: 100, height: 12), cornerRadius: 2, fill: .steelBlue,
              stroke: Stroke(.black, width: 2, dash: [4, 2])),
        .group(id: "chart", [.text(id: "label", role: .label, "Design", at: Point(x: 5, y: 8), font: .system(size: 10), maxWidth: 50)],
               clip: Rect(x: 0, y: 0, width: 80, height: 60), translation: Point(x: 100, y: 40)),
    ])

    @Test("Scaling multiplies coordinates, sizes, stroke widths, dashes, font sizes, clips and translations")
    func scaling() throws {
        let half = Self.content.scaled(by: 0.5)
        #expect(half.size == Size(width: 90, height: 80))
        let bar = try #require(half.element(withID: "item:1"))
        #expect(bar.primitive == .rect(Rect(x: 5, y: 10, width: 50, height: 6), cornerRadius: 1))
        #expect(bar.stroke == Stroke(.black, width: 1, dash: [2, 1]))
        #expect(bar.fill == .steelBlue)
        guard case let .group(group) = try #require(half.element(withID: "chart")).primitive else { Issue.record("not a group"); return }
        #expect(group.clip == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(group.translation == Point(x: 50, y: 20))
        guard case let .text(run) = try #require(half.element(withID: "label")).primitive else { Issue.record("not text"); return }
        #expect(run.position == Point(x: 2.5, y: 4) && run.font.size == 5 && run.maxWidth == 25)
        // Scaled back, the same picture; bounds scale with it.
        #expect(half.scaled(by: 2) == Self.content)
        #expect(Self.content.scaled(by: 1) == Self.content)
        let bounds = try #require(Self.content.bounds(of: "label")), halfBounds = try #require(half.bounds(of: "label"))
        #expect(abs(halfBounds.width - bounds.width / 2) < 1e-9 && abs(halfBounds.minX - bounds.minX / 2) < 1e-9)
    }

    @Test("A page puts the picture inside the margins, clipped, and prints the title and \"Page i of n\" in the footer")
    func page() throws {
        let pagination = try PrintPagination(setup: PrintPaginationTests.setup, fixedWidth: 100, scrollableWidth: 1_280,
                                             headerHeight: 40, rowHeight: 24, rowCount: 25)
        let list = PrintPageLayout.page(pagination[11], of: pagination, content: Self.content, title: "Atlas 3.0 release")
        #expect(list.size == Size(width: 600, height: 400))
        #expect(list.background == .white)
        guard case let .group(group) = try #require(list.element(withID: "page:content")).primitive else { Issue.record("no content"); return }
        #expect(group.translation == Point(x: 50, y: 50))
        #expect(group.clip == Rect(x: 0, y: 0, width: 180, height: 160))
        #expect(list.bounds(of: "item:1") == Rect(x: 59, y: 69, width: 102, height: 14))  // moved by the margins, half the stroke outside
        let footer = list.elements(withRole: .pageFooter)
        guard case let .text(number) = try #require(footer.first { $0.id == "page:footer:number" }).primitive,
              case let .text(title) = try #require(footer.first { $0.id == "page:footer:title" }).primitive else {
            Issue.record("no footer"); return
        }
        #expect(number.string == "Page 12 of 12" && number.anchor == .end && number.position.x == 550)
        #expect(title.string == "Atlas 3.0 release" && title.position.x == 50)
        #expect(number.position.y > 330 && number.position.y <= 350)
    }

    @Test("Fitted to the width, the page's picture is scaled by the pagination's scale")
    func fittedPage() throws {
        var setup = PrintPaginationTests.setup
        setup.fitsToWidth = true
        let pagination = try PrintPagination(setup: setup, fixedWidth: 100, scrollableWidth: 1_900,
                                             headerHeight: 40, rowHeight: 24, rowCount: 25)
        #expect(pagination.scale == 0.25)
        let list = PrintPageLayout.page(pagination[0], of: pagination, content: Self.content, title: nil)
        #expect(list.bounds(of: "item:1") == Rect(x: 52.25, y: 54.75, width: 25.5, height: 3.5))
        #expect(list.element(withID: "page:footer:title") == nil)
        #expect(list.element(withID: "page:footer:number") != nil)
    }
}
