import Testing
import TimelineGraphics
@testable import TimelineViews

@Suite("Timeline node and icon shapes")
struct TimelineNodeShapeTests {
    func node(_ status: TimelineNode?) -> DisplayElement {
        TimelineNodeShape.element(status, center: Point(x: 50, y: 50), size: 16, tint: TimelineStyle.tint, background: .white, id: "node:a")
    }

    @Test("each status draws a different image inside its 16-point box (today's halo reaches 3 points out)")
    func distinct() throws {
        var seen: Set<[DisplayElement]> = []
        for status in TimelineNode.allCases {
            let element = node(status)
            #expect(element.role == .timelineNode && element.id == "node:a")
            let bounds = try #require(element.bounds())
            #expect(bounds.minX >= 41.5 && bounds.maxX <= 58.5 && bounds.minY >= 41.5 && bounds.maxY <= 58.5, "\(status): \(bounds)")
            seen.insert(element.children)
        }
        seen.insert(node(nil).children)
        #expect(seen.count == TimelineNode.allCases.count + 1)
        #expect(try #require(node(nil).bounds()).width == 22)
    }

    @Test("complete is filled with the tint; open is a ring around the background")
    func fills() {
        #expect(node(.complete).children[0].fill == TimelineStyle.tint)
        #expect(node(.open).children[0].fill == .white && node(.open).children[0].stroke?.color == TimelineStyle.tint)
    }

    @Test("every icon draws inside its square")
    func icons() throws {
        for icon in TimelineIcon.allCases {
            let element = TimelineIconShape.element(icon, origin: Point(x: 10, y: 10), size: 16, id: "i")
            let bounds = try #require(element.bounds())
            #expect(bounds.minX >= 9 && bounds.maxX <= 27 && bounds.minY >= 9 && bounds.maxY <= 27, "\(icon): \(bounds)")
            #expect(!element.children.isEmpty && element.role == .timelineImage)
        }
    }
}
