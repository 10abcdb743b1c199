import Foundation
import GanttChart
import Testing
import TimelineCore
import TimelineGraphics
@testable import TimelineServer

@Suite("LiveFramePatcher", .timeLimit(.minutes(3)))
struct LiveFramePatcherTests {
    static func hello(seq: Int, width: Double = 900, height: Double = 400) -> String {
        Fixtures.message(["type": "hello", "seq": .number(Double(seq)), "patches": true,
                          "viewport": .object(["width": .number(width), "height": .number(height)])])
    }

    /// The one patch message of a reply, with its JSON text.
    static func patch(_ replies: [ServerMessage]) throws -> (fields: [String: JSONValue], text: String) {
        let message = try #require(replies.last)
        guard case let .patch(value) = message, case let .object(fields) = value else {
            Issue.record("not a patch frame: \(message)")
            throw PlanEditError("not a patch frame")
        }
        return (fields, message.jsonString())
    }

    static func layer(_ fields: [String: JSONValue], _ id: String) -> [String: JSONValue] {
        guard case let .object(scene)? = fields["scene"], case let .object(layers)? = scene["layers"],
              case let .object(layer)? = layers[id] else { return [:] }
        return layer
    }

    static func keys(_ list: JSONValue?) -> [String] {
        (list?.arrayValue ?? []).compactMap { entry in
            if let key = entry.stringValue { return key }
            if case let .object(object) = entry { return (object["k"] ?? object["key"])?.stringValue }
            return entry.arrayValue?.first?.stringValue
        }
    }

    @Test("A page that asks for patches gets a whole first frame without SVG, then numbered patches on it")
    func wholeThenPatches() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        let (first, firstText) = try Self.patch(await session.handle(text: Self.hello(seq: 1)))
        #expect(first["frame"] == 1)
        #expect(first["base"] == .null)
        #expect(first["svg"] == nil)
        guard case let .object(scene)? = first["scene"] else { Issue.record("no scene"); return }
        #expect(scene["whole"] == true)
        #expect(scene["label"] == "Small <plan> & \"quotes\"")
        #expect(firstText.contains(#""k":"item:2""#))
        // The grid comes whole with its columns; rows carry their key.
        guard case let .object(grid)? = first["grid"] else { Issue.record("no grid"); return }
        #expect(grid["columns"]?.arrayValue?.isEmpty == false)
        #expect(grid["rows"]?.arrayValue?.count == 4)
        // A command that changes nothing draws nothing: a patch with no layers, no rows, no viewport.
        let (same, sameText) = try Self.patch(await session.handle(text: Fixtures.command(seq: 2, "refresh")))
        #expect(same["frame"] == 2)
        #expect(same["base"] == 1)
        #expect(same["grid"] == nil)
        #expect(same["viewport"] == nil)
        #expect(same["theme"] == nil, "unchanged fields are left out")
        #expect(sameText.utf8.count < 200, "\(sameText)")
        // A resync makes the next frame whole again.
        let resync = Fixtures.message(["type": "command", "seq": 3, "name": "refresh", "whole": true])
        let (whole, _) = try Self.patch(await session.handle(text: resync))
        #expect(whole["base"] == .null)
        #expect(whole["theme"] != nil)
    }

    @Test("A page that does not ask for patches keeps getting whole SVG frames")
    func wholeFramesStay() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        let frame = try #require(await session.handle(text: Fixtures.hello(seq: 1)).first?.frame)
        #expect(frame.svg.contains("data-id=\"item:2\""))
        let again = try #require(await session.handle(text: Fixtures.command(seq: 2, "refresh")).first?.frame)
        #expect(again.svg == frame.svg)
    }

    @Test("Dragging a bar by a step sends its changed attributes and one grid row: a few hundred bytes")
    func dragStep() async throws {
        let (temporary, plan, _) = try Fixtures.liveSmallPlan()
        defer { temporary.remove() }
        let session = LiveSession(plan: plan)
        _ = try Self.patch(await session.handle(text: Self.hello(seq: 1)))
        let (_, scene) = await plan.frame(for: await session.currentView, seq: nil)
        let bar = try #require(scene.itemFrames[GanttChartItem.ID(2)])
        var seq = 1
        func pointer(_ type: String, _ x: Double) -> String {
            seq += 1
            return Fixtures.message(["type": .string(type), "seq": .number(Double(seq)), "x": .number(x), "y": .number(bar.midY)])
        }
        _ = try Self.patch(await session.handle(text: pointer("pointerdown", bar.midX)))
        var sizes: [Int] = []
        var x = bar.midX, moved = 0
        for _ in 0..<6 {
            x += 24
            let (fields, text) = try Self.patch(await session.handle(text: pointer("pointermove", x)))
            sizes.append(text.utf8.count)
            #expect(fields["base"] != .null)
            let changed = Self.keys(Self.layer(fields, "content")["set"])
            guard changed.contains("item:2") else { continue }
            moved += 1
            // The bar moved: its grid row (new start and finish) comes with it, and no other row.
            guard case let .object(grid)? = fields["grid"] else { Issue.record("no grid rows: \(text)"); continue }
            #expect(Self.keys(grid["put"]) == ["i2"])
        }
        #expect(moved >= 3, "the bar moved in \(moved) of 6 steps")
        let median = sizes.sorted()[sizes.count / 2]
        #expect(median <= 2_048, "drag steps: \(sizes)")
        let (released, _) = try Self.patch(await session.handle(text: pointer("pointerup", x)))
        #expect(released["base"] != .null)
    }

    @Test("Scrolling down by two rows moves the content by one translation and sends only the rows coming into view")
    func scrollByRows() async throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let id = try store.createPlan(from: try Fixtures.demoDocument())
        let plan = try #require(try LivePlan.load(id, from: store))
        let session = LiveSession(plan: plan)
        _ = try Self.patch(await session.handle(text: Self.hello(seq: 1, width: 900, height: 300)))
        let before = await session.currentView.viewport
        let (_, layout) = await plan.frame(for: await session.currentView, seq: nil)
        let rowHeight = layout.rowHeight
        let wheel = Fixtures.message(["type": "wheel", "seq": 2, "dx": 0, "dy": .number(2 * rowHeight)])
        let (fields, text) = try Self.patch(await session.handle(text: wheel))
        let after = await session.currentView.viewport
        #expect(after.firstRow == before.firstRow + 2)
        guard case let .object(scene)? = fields["scene"] else { Issue.record("no scene"); return }
        #expect(scene["scroll"] == .array([0, .number(2 * rowHeight)]))
        let content = Self.layer(fields, "content")
        // Rows 0 and 1 leave, two rows come in; nothing that stays in view changes.
        let removedRows = Set(Self.keys(content["remove"]).filter { $0.hasPrefix("row:") && !$0.hasSuffix(":border") })
        #expect(removedRows == ["row:\(before.firstRow)", "row:\(before.firstRow + 1)"])
        let placedRows = Set(Self.keys(content["place"]).filter { $0.hasPrefix("row:") && !$0.hasSuffix(":border") })
        #expect(placedRows.count == 2)
        let changed = Self.keys(content["set"])
        #expect(!changed.contains { $0.hasPrefix("row:") || $0.hasPrefix("item:") || $0.hasPrefix("nonworking:") }, "\(changed)")
        // The grid: two rows out, two in, by item key; the others are not resent.
        guard case let .object(grid)? = fields["grid"] else { Issue.record("no grid"); return }
        #expect(grid["remove"]?.arrayValue?.count == 2)
        #expect(grid["put"]?.arrayValue?.count == 2)
        #expect(text.utf8.count < 6_000, "\(text.utf8.count) bytes")
        // The same scroll as whole SVG frames costs many times more.
        let whole = LiveSession(plan: plan)
        _ = await whole.handle(text: Fixtures.hello(seq: 1, width: 900, height: 300))
        let scrolled = try #require(await whole.handle(text: wheel).first)
        #expect(scrolled.jsonString().utf8.count > 3 * text.utf8.count)
    }

    @Test("hello with patches and a message with whole are decoded; other messages ask for neither")
    func decoding() throws {
        let hello = try ClientMessage.decode(Self.hello(seq: 1))
        #expect(hello.wantsPatches)
        #expect(!hello.wantsWholeFrame)
        let plain = try ClientMessage.decode(Fixtures.hello(seq: 1))
        #expect(!plain.wantsPatches)
        let refresh = try ClientMessage.decode(Fixtures.message(["type": "command", "seq": 2, "name": "refresh", "whole": true]))
        #expect(refresh.wantsWholeFrame)
        let wheel = try ClientMessage.decode(Fixtures.message(["type": "wheel", "seq": 3, "dy": 10, "patches": true]))
        #expect(!wheel.wantsPatches, "only hello chooses the frames")
    }
}
