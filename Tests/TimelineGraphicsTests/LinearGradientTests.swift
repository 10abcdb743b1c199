import Foundation
import Testing
import TimelineGraphics

@Suite("LinearGradient and FillStyle")
struct LinearGradientTests {
    let blue = Color(rgb: 0x3b, 0x82, 0xf6), navy = Color(rgb: 0x1d, 0x4e, 0xd8)

    @Test("a gradient runs top to bottom unless told; its average is halfway in every component")
    func defaults() {
        let gradient = LinearGradient(from: .white, to: .black)
        #expect(gradient.startPoint == Point(x: 0, y: 0) && gradient.endPoint == Point(x: 0, y: 1))
        // (1 + 0) / 2 in each component.
        #expect(gradient.averageColor == Color(white: 0.5))
        #expect(LinearGradient(from: .white, to: Color(white: 0, alpha: 0)).averageColor.alpha == 0.5)
    }

    @Test("an element's fill is a solid fill's color or a gradient's start color; setting it makes the fill solid")
    func elementFill() {
        var element = DisplayElement.rect(id: "a", role: .bar, Rect(x: 0, y: 0, width: 10, height: 10),
                                          fillStyle: .linearGradient(LinearGradient(from: blue, to: navy)))
        #expect(element.fill == blue)
        #expect(element.fillStyle?.linearGradient == LinearGradient(from: blue, to: navy))
        element.fill = navy
        #expect(element.fillStyle == .color(navy))
        element.fill = nil
        #expect(element.fillStyle == nil)
        #expect(DisplayElement.rect(id: "b", role: .bar, .zero, fill: blue).fillStyle == .color(blue))
    }

    @Test("gradient ids name both colors, and the points unless top to bottom, in hundredths with m for minus")
    func ids() {
        #expect(SVGFormatting.gradientID(LinearGradient(from: blue, to: navy)) == "_gradient-3b82f6-1d4ed8")
        #expect(SVGFormatting.gradientID(LinearGradient(from: blue, to: navy, startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 0)))
                == "_gradient-3b82f6-1d4ed8-0-0-100-0")
        // 0x80 alpha: the color's 8-digit form; -0.25 → m25; 0.333 → 33 hundredths.
        #expect(SVGFormatting.gradientID(LinearGradient(from: .white, to: Color(rgb: 0, 0, 0, alpha: 0x80),
                                                         startPoint: Point(x: -0.25, y: 0.5), endPoint: Point(x: 1, y: 0.333)))
                == "_gradient-ffffff-00000080-m25-50-100-33")
        // A point off by less than half a hundredth is the same written gradient, so the same id.
        #expect(SVGFormatting.gradientID(LinearGradient(from: blue, to: navy, startPoint: Point(x: 0.001, y: 0), endPoint: Point(x: 0, y: 0.999)))
                == "_gradient-3b82f6-1d4ed8")
    }

    @Test("a gradient survives Codable, scaling and hit testing as a filled shape")
    func codableAndScaling() throws {
        let list = DisplayList(size: Size(width: 40, height: 40), elements: [
            .rect(id: "a", role: .bar, Rect(x: 10, y: 10, width: 20, height: 20), fillStyle: .linearGradient(LinearGradient(from: blue, to: navy))),
        ])
        let decoded = try JSONDecoder().decode(DisplayList.self, from: try JSONEncoder().encode(list))
        #expect(decoded == list)
        #expect(list.scaled(by: 2).elements[0].fillStyle == list.elements[0].fillStyle)
        #expect(list.hitTest(Point(x: 20, y: 20)).map(\.id) == ["a"])
    }
}
