import Foundation
import GanttChart
import Testing
import TimelineCore
import TimelineGraphics
import TimelineTestSupport
@testable import TimelineServer

@Suite("LiveScenePatch", .timeLimit(.minutes(3)))
struct LiveScenePatchTests {
    /// A scene's elements with their attributes as sets (the DOM keeps no attribute order), per layer.
    static func normalized(_ scene: LiveScene) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for layer in scene.layers {
            result[layer.id] = layer.elements.map { element in
                let attributes = element.description.attributes.map { $0.name + "=" + $0.value }.sorted().joined(separator: " ")
                return "\(element.key) <\(element.description.tag) \(attributes)> \(element.description.text ?? "") [\(element.description.title ?? "")]"
            }
        }
        return result
    }

    /// The `data-id`s of an SVG document, in order.
    static func dataIDs(ofSVG svg: String) -> [String] {
        svg.components(separatedBy: "data-id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("A spanning row, a vertical grid line and a bar move into content space: the span is stretched, the bar shifted")
    func contentSpace() {
        let clip = Rect(x: 0, y: 40, width: 400, height: 200)
        let list = DisplayList(size: Size(width: 400, height: 240), elements: [
            .group(id: "content", [
                .rect(id: "row:3", role: .row, Rect(x: 0, y: 40, width: 400, height: 28), fill: .white),
                .line(id: "grid:1", role: .gridLine, from: Point(x: 120, y: 40), to: Point(x: 120, y: 240), stroke: Stroke(.black)),
                .rect(id: "item:7", role: .bar, Rect(x: 50, y: 44, width: 80, height: 20), fill: .steelBlue),
                .rect(id: "item:7", role: .label, Rect(x: 0, y: 70, width: 400, height: 10), cornerRadius: 2, fill: .black),
            ], clip: clip),
            .group(id: "header", [
                .rect(id: "header:0:1", role: .headerCell, Rect(x: 100, y: 0, width: 50, height: 20), fill: .white),
            ], clip: Rect(x: 0, y: 0, width: 400, height: 40)),
        ])
        let scene = LiveScene(list, scroll: Point(x: 30, y: 10))
        #expect(scene.layers.map(\.id) == ["content", "header", "fixed", "overlay"])
        #expect(scene.layers.map(\.axes) == [.both, .horizontal, .none, .both])
        let content = scene.layers[0].elements
        #expect(content.map(\.key) == ["row:3", "grid:1", "item:7", "item:7#1"])
        // The row spans the clip horizontally: stretched to ±span, moved down by 10.
        #expect(content[0].description[attribute: "x"] == "-1000000")
        #expect(content[0].description[attribute: "width"] == "2000000")
        #expect(content[0].description[attribute: "y"] == "50")
        // The vertical line spans the clip vertically: stretched, moved right by 30.
        #expect(content[1].description[attribute: "x1"] == "150")
        #expect(content[1].description[attribute: "y1"] == "-1000000")
        #expect(content[1].description[attribute: "y2"] == "1000000")
        // The bar only moves; a rounded rectangle as wide as the clip is not stretched.
        #expect(content[2].description[attribute: "x"] == "80")
        #expect(content[2].description[attribute: "y"] == "54")
        #expect(content[3].description[attribute: "x"] == "30")
        #expect(content[3].description[attribute: "width"] == "400")
        // The header scrolls horizontally only.
        #expect(scene.layers[1].elements[0].description[attribute: "x"] == "130")
        #expect(scene.layers[1].elements[0].description[attribute: "y"] == "0")
    }

    @Test("Element descriptions have the renderer's attributes; the layers and their elements are the SVG's data-ids")
    func descriptionsMatchTheRenderer() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        _ = await session.handle(text: Fixtures.hello(seq: 1))
        let (_, _, list) = await plan.frame(for: await session.currentView, seq: nil, interaction: await session.interaction, rendersSVG: false)
        let svg = SVGRenderer().render(list)
        let scene = LiveScene(list, scroll: .zero)
        let ids = scene.layers.flatMap { $0.elements.map { $0.description[attribute: "data-id"] ?? "?" } }
        let groups = scene.layers.filter(\.isGroup).map(\.id)
        #expect(groups == ["content", "header"])
        #expect(Set(ids + groups) == Set(Self.dataIDs(ofSVG: svg)))
        #expect(ids.count + groups.count == Self.dataIDs(ofSVG: svg).count)
        // The bar of Build: every attribute the renderer writes, with the same value.
        let bar = try #require(scene.layers[0].elements.first { $0.key == "item:2" })
        let written = try #require(svg.components(separatedBy: "\n").first { $0.contains("data-id=\"item:2\" data-role=\"bar\"") })
        for attribute in bar.description.attributes {
            #expect(written.contains(" \(attribute.name)=\"\(MarkupEscaping.escape(attribute.value))\""), "\(attribute.name)")
        }
        // The plan's title reaches the scene as text (escaped only where markup is written).
        #expect(scene.label == "Small <plan> & \"quotes\"")
    }

    @Test("The longest increasing run skips missing values and keeps the largest ordered subset")
    func longestRun() {
        let run = LiveScenePatch.longestIncreasingRun([3, 1, 2, nil, 5, 4])
        #expect(run.count == 3)
        #expect(run.isSubset(of: [1, 2, 4, 5]))
        #expect(run.contains(1) && run.contains(2))
        #expect(LiveScenePatch.longestIncreasingRun([]).isEmpty)
        #expect(LiveScenePatch.longestIncreasingRun([4, 3, 2, 1]).count == 1)
    }

    @Test("Random edits of keyed lists: the patch applied to the old list gives the new one, order and attributes")
    func randomLists() throws {
        var random = SeededRandomNumberGenerator(seed: 17)
        func element(_ key: String, _ value: Int) -> LiveScene.Element {
            let shape: SVGElementDescription = value % 5 == 0
                ? SVGElementDescription(.text(id: SemanticID(key), role: .label, "t\(value)", at: Point(x: Double(value), y: 1)))
                : SVGElementDescription(.rect(id: SemanticID(key), role: .bar, Rect(x: Double(value), y: 0, width: 4, height: 4),
                                              fill: value % 3 == 0 ? .black : .white, title: value % 4 == 0 ? "v\(value)" : nil))
            return LiveScene.Element(key: key, description: shape)
        }
        func scene(_ elements: [LiveScene.Element]) -> LiveScene {
            var scene = LiveScene(DisplayList(size: Size(width: 10, height: 10)), scroll: .zero)
            scene.layers[1].elements = elements
            return scene
        }
        var old: [LiveScene.Element] = (0..<30).map { element("e\($0)", $0) }
        for _ in 0..<300 {
            var new = old.filter { _ in Int.random(in: 0..<10, using: &random) != 0 }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let index = Int.random(in: 0...new.count, using: &random)
                new.insert(element("n\(Int.random(in: 0..<1_000_000, using: &random))", Int.random(in: 0..<100, using: &random)), at: index)
            }
            if new.count > 2, Bool.random(using: &random) { new.swapAt(0, Int.random(in: 1..<new.count, using: &random)) }
            for index in new.indices where Int.random(in: 0..<6, using: &random) == 0 {
                new[index] = element(new[index].key, Int.random(in: 0..<100, using: &random))
            }
            new = Array(Dictionary(new.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }).values)
                .sorted { a, b in (new.firstIndex { $0.key == a.key }!) < (new.firstIndex { $0.key == b.key }!) }
            let patch = try #require(LiveScenePatch.diff(from: scene(old), to: scene(new)))
            let applied = try #require(patch.apply(to: scene(old)))
            #expect(Self.normalized(applied) == Self.normalized(scene(new)))
            old = new
        }
    }

    /// Checks, after each step, that the patch from the previous scene applied to it gives the new scene.
    final class SceneChecker {
        var anchor: (x: Double, row: Int)?
        var previous: LiveScene?
        var patched = 0

        func check(_ plan: LivePlan, _ session: LiveSession) async throws {
            let view = await session.currentView
            let (_, layout, list) = await plan.frame(for: view, seq: nil, interaction: await session.interaction, rendersSVG: false)
            if anchor == nil || abs(view.viewport.x - anchor!.x) > LiveScene.maximumScroll { anchor = (view.viewport.x, view.viewport.firstRow) }
            let scroll = Point(x: LiveFramePatcher.rounded(view.viewport.x - anchor!.x),
                               y: LiveFramePatcher.rounded(Double(view.viewport.firstRow - anchor!.row) * layout.rowHeight + view.viewport.rowOffset))
            let scene = LiveScene(list, scroll: scroll)
            if let previous {
                let patch = try #require(LiveScenePatch.diff(from: previous, to: scene))
                let applied = try #require(patch.apply(to: previous))
                #expect(LiveScenePatchTests.normalized(applied) == LiveScenePatchTests.normalized(scene))
                #expect(applied.scroll == scene.scroll)
                patched += 1
            }
            previous = scene
        }
    }

    @Test("Random scrolls, zooms and drags on a live plan: each patch applied to the previous scene gives exactly the next")
    func randomSessions() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try Fixtures.demoDocument())
        let plan = try #require(try LivePlan.load(id, from: store))
        let session = LiveSession(plan: plan)
        _ = await session.handle(text: Fixtures.hello(seq: 1, width: 900, height: 420))
        var random = SeededRandomNumberGenerator(seed: 2_026)
        var seq = 1
        let checker = SceneChecker()
        try await checker.check(plan, session)
        for _ in 0..<80 {
            seq += 1
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3:
                let dy = Double(Int.random(in: -90...90, using: &random)), dx = Double(Int.random(in: -150...150, using: &random))
                _ = await session.handle(text: Fixtures.message(["type": "wheel", "seq": .number(Double(seq)), "dx": .number(dx), "dy": .number(dy)]))
            case 4:
                _ = await session.handle(text: Fixtures.command(seq: seq, Bool.random(using: &random) ? "zoomIn" : "zoomOut"))
            default:
                // A drag of the top bar in view by a few steps.
                let (_, scene) = await plan.frame(for: await session.currentView, seq: nil)
                guard let frame = scene.itemFrames.values.filter({ $0.width > 12 && scene.contentFrame.contains(Point(x: $0.midX, y: $0.midY)) })
                    .min(by: { $0.minY < $1.minY }) else { continue }
                let y = frame.midY
                var x = frame.midX
                _ = await session.handle(text: Fixtures.message(["type": "pointerdown", "seq": .number(Double(seq)), "x": .number(x), "y": .number(y)]))
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    seq += 1
                    x += Double(Int.random(in: -20...20, using: &random))
                    _ = await session.handle(text: Fixtures.message(["type": "pointermove", "seq": .number(Double(seq)), "x": .number(x), "y": .number(y)]))
                    try await checker.check(plan, session)
                }
                seq += 1
                _ = await session.handle(text: Fixtures.message(["type": "pointerup", "seq": .number(Double(seq)), "x": .number(x), "y": .number(y)]))
            }
            try await checker.check(plan, session)
        }
        #expect(checker.patched >= 80)
    }
}
