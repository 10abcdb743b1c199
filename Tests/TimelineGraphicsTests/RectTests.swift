import Foundation
import Testing
import TimelineGraphics

@Suite("Rect, Point and EdgeInsets")
struct RectTests {
    @Test("A rectangle contains points on its top-left edges but not on its bottom-right edges")
    func rectContainsIsHalfOpen() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 39.9, y: 59.9)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 60)))
        #expect(rect.contains(Rect(x: 10, y: 20, width: 30, height: 40)))
        #expect(!rect.contains(Rect(x: 10, y: 20, width: 31, height: 40)))
    }

    @Test("Rectangles that only touch do not intersect; overlapping ones do")
    func intersects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        #expect(a.intersection(Rect(x: 5, y: 6, width: 10, height: 10)) == Rect(x: 5, y: 6, width: 5, height: 4))
        #expect(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)) == nil)
    }

    @Test("Union, inset and offset compute the expected rectangles")
    func unionInsetOffset() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 20, y: -5, width: 5, height: 5)
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(a.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
        #expect(a.insetBy(dx: -1, dy: -1) == Rect(x: -1, y: -1, width: 12, height: 12))
        #expect(a.insetBy(dx: 6, dy: 0) == Rect(x: 5, y: 0, width: 0, height: 10))
        #expect(a.offsetBy(dx: 3, dy: -4) == Rect(x: 3, y: -4, width: 10, height: 10))
        #expect(a.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == Rect(x: 2, y: 1, width: 4, height: 6))
    }

    @Test("Negative sizes are normalized and edges computed")
    func normalization() {
        let rect = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(rect == Rect(x: 6, y: 4, width: 4, height: 6))
        #expect(rect.maxX == 10 && rect.maxY == 10 && rect.midX == 8 && rect.midY == 7)
        #expect(Rect(enclosing: [Point(x: 3, y: 1), Point(x: -1, y: 4)]) == Rect(x: -1, y: 1, width: 4, height: 3))
        #expect(Rect(enclosing: [Point]()) == nil)
    }

    @Test("Distance to a segment uses the perpendicular foot or the nearest end")
    func segmentDistance() {
        let a = Point(x: 0, y: 0), b = Point(x: 10, y: 0)
        #expect(Point(x: 5, y: 3).distance(toSegmentFrom: a, to: b) == 3)
        #expect(Point(x: 13, y: 4).distance(toSegmentFrom: a, to: b) == 5)
        #expect(Point(x: 3, y: 4).distance(to: .zero) == 5)
    }

    @Test("Geometry values round-trip through JSON")
    func codable() throws {
        let rect = Rect(x: 1.5, y: 2, width: 3, height: 4)
        let data = try JSONEncoder().encode(rect)
        #expect(try JSONDecoder().decode(Rect.self, from: data) == rect)
        let insets = EdgeInsets(horizontal: 4, vertical: 2)
        #expect(insets.horizontal == 8 && insets.vertical == 4)
    }
}
