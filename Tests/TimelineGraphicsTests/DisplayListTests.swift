import Foundation
import Testing
import TimelineGraphics

@Suite("DisplayList")
struct DisplayListTests {
    /// A 200×100 chart: background row, a bar with a label in a translated
    /// group, a dependency polyline and an unhittable grid line.
    static let list = DisplayList(
        size: Size(width: 200, height: 100),
        background: .white,
        elements: [
            .rect(id: "row:0", role: .row, Rect(x: 0, y: 0, width: 200, height: 40), fill: .lightGray),
            .group(id: "item:42", [
                .rect(id: "item:42:bar", role: .bar, Rect(x: 0, y: 0, width: 60, height: 20), fill: .steelBlue),
                .text(id: "item:42:label", role: .label, "Design", at: Point(x: 65, y: 15)),
            ], clip: Rect(x: 0, y: 0, width: 120, height: 30), translation: Point(x: 20, y: 10)),
            .polyline(id: "dependency:7", role: .dependencyLine,
                      [Point(x: 80, y: 20), Point(x: 90, y: 20), Point(x: 90, y: 70)], stroke: Stroke(.black, width: 1)),
            .polygon(id: "item:43", role: .milestone,
                     [Point(x: 150, y: 60), Point(x: 160, y: 70), Point(x: 150, y: 80), Point(x: 140, y: 70)], fill: .black),
            DisplayElement(id: "grid:1", role: .gridLine, primitive: .line(from: Point(x: 100, y: 0), to: Point(x: 100, y: 100)),
                           stroke: Stroke(.gray), isHitTestable: false),
        ]
    )

    @Test("Elements are found by role and id, inside groups too")
    func queries() {
        let list = Self.list
        #expect(list.elements(withRole: .bar).map(\.id) == ["item:42:bar"])
        #expect(list.elements(withRole: .label).map(\.id) == ["item:42:label"])
        #expect(list.element(withID: "dependency:7")?.role == .dependencyLine)
        #expect(list.element(withID: "item:42:bar")?.fill == .steelBlue)
        #expect(list.element(withID: "missing") == nil)
        #expect(list.allElements.count == 7)
    }

    @Test("Bounds include group translations and half the stroke width")
    func bounds() {
        let list = Self.list
        #expect(list.bounds(of: "item:42:bar") == Rect(x: 20, y: 10, width: 60, height: 20))
        #expect(list.bounds(of: "dependency:7") == Rect(x: 79.5, y: 19.5, width: 11, height: 51))
        #expect(list.bounds(of: "grid:1") == Rect(x: 99.5, y: -0.5, width: 1, height: 101))
        #expect(list.bounds(of: "nope") == nil)
    }

    @Test("Hit testing returns the elements under a point, topmost first")
    func hitTestOrder() {
        let hits = Self.list.hitTest(Point(x: 30, y: 20)).map(\.id)
        #expect(hits == ["item:42:bar", "item:42", "row:0"])
        #expect(Self.list.topmostElement(at: Point(x: 5, y: 5))?.id == "row:0")
        #expect(Self.list.hitTest(Point(x: 5, y: 95)).isEmpty)
    }

    @Test("Polylines are hit within the tolerance plus half the stroke width")
    func polylineTolerance() {
        let list = Self.list
        // Reach = 3 + 0.5: the vertical segment at x = 90.
        #expect(list.hitTest(Point(x: 93.4, y: 60)).map(\.id) == ["dependency:7"])
        #expect(list.hitTest(Point(x: 93.6, y: 60)).isEmpty)
        #expect(list.hitTest(Point(x: 93.4, y: 60), tolerance: 0).isEmpty)
    }

    @Test("Polygons are hit inside their outline, not in their bounding box's corners")
    func polygon() {
        #expect(Self.list.topmostElement(at: Point(x: 150, y: 70))?.id == "item:43")
        #expect(Self.list.topmostElement(at: Point(x: 142, y: 62), tolerance: 0) == nil)
    }

    @Test("Group clips hide children from hit testing; unhittable elements are skipped")
    func clipsAndUnhittable() {
        // The label starts at x = 85 in list coordinates but the clip ends at x = 140.
        let labelHit = Self.list.hitTest(Point(x: 100, y: 20)).map(\.id)
        #expect(labelHit.contains("item:42:label"))
        #expect(!labelHit.contains("grid:1"))
        #expect(!Self.list.hitTest(Point(x: 145, y: 20)).map(\.id).contains("item:42:label"))
    }

    @Test("Display lists compare equal by value and round-trip through JSON")
    func equatable() throws {
        var copy = Self.list
        #expect(copy == Self.list)
        copy.append(.rect(id: "selection", role: .selection, Rect(x: 0, y: 0, width: 1, height: 1)))
        #expect(copy != Self.list)
        let data = try JSONEncoder().encode(Self.list)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == Self.list)
    }

    @Test("Roles are a growable set of named values")
    func roles() {
        let custom: ElementRole = "appointment"
        #expect(custom.rawValue == "appointment")
        #expect(ElementRole.dependencyLine.rawValue == "dependencyLine")
        #expect(ElementRole(rawValue: "bar") == .bar)
    }
}
