import Foundation
import Interchange
import Testing
import TimelineGraphics
import TimelineViews
@testable import TimelineServer

@Suite("DocumentSession: timeline lists and bar charts on the view host", .timeLimit(.minutes(2)))
struct DocumentSessionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func send(_ session: DocumentSession, _ fields: [String: JSONValue]) async -> [ServerMessage] {
        await session.handle(text: JSONValue.object(fields).jsonString())
    }

    @Test("a stored timeline list opens, and pressing and releasing on a row selects it")
    func timelineSelects() async throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("examples/release-timeline.yaml"), encoding: .utf8)
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        let document = try TimelineListDocument(parsing: text)
        let id = try store.createDocument(kind: .timeline, title: document.title, text: text, source: "test")
        let (kind, title, stored) = try #require(try store.loadDocument(id))
        #expect(kind == .timeline && title == "Aurora 4.2 release" && stored == text)
        #expect(try store.documentID(importedFrom: "test") == id)
        let session = try DocumentSession(documentID: id, kind: kind, text: stored)
        let hello = try #require(await send(session, ["type": "hello", "seq": 1, "viewport": .object(["width": 900, "height": 700])]).first?.viewFrame)
        #expect(hello.view == "timeline")
        #expect(hello.selection?.id == document.view.selected, "the document's selected row to begin with")
        // The same layout the session draws: find a selectable row's card.
        let scene = TimelineListLayout.scene(for: document.rows, in: TimelineListViewport(size: Size(width: 900, height: 700)), style: document.style)
        let row = try #require(scene.rows.first { $0.isSelectable && $0.id != document.view.selected })
        let headline = try #require(document.rows.first { $0.id == row.id }).content
        let point: [String: JSONValue] = ["x": .number(row.cardFrame?.midX ?? row.frame.midX), "y": .number(row.frame.midY), "button": 0]
        _ = await send(session, point.merging(["type": "pointerdown", "seq": 2]) { a, _ in a })
        let up = try #require(await send(session, point.merging(["type": "pointerup", "seq": 3]) { a, _ in a }).first?.viewFrame)
        #expect(up.selection?.id == row.id)
        if case let .event(event) = headline { #expect(up.selection?.text == event.headline) } else { Issue.record("a selectable row is an event") }
        let refused = await send(session, ["type": "command", "seq": 4, "name": "undo", "arguments": .object([:])])
        #expect(refused.first == .error(seq: 4, message: "undo: not available in this read-only view"))
    }

    @Test("a bar chart opens with its stack frames by semantic id")
    func barsOpen() async throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("examples/quarterly-revenue.yaml"), encoding: .utf8)
        let session = try DocumentSession(documentID: 1, kind: .barChart, text: text)
        let frame = try #require(await send(session, ["type": "hello", "seq": 1, "viewport": .object(["width": 1200, "height": 700])]).first?.viewFrame)
        #expect(frame.view == "bars")
        #expect(frame.svg.contains("data-id=\"stack:emea:1:0\""))
        #expect(!frame.canUndo)
    }
}
