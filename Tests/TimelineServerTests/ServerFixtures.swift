import Foundation
import GanttChart
import Interchange
import TimelineGraphics
@testable import TimelineServer

/// A store in a fresh temporary file (removed by ``remove()``).
struct TemporaryStore {
    let directory: URL
    let path: String

    init() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-server-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("plans.sqlite").path
    }

    func open() throws -> PlanStore { try PlanStore(path: path) }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

enum Fixtures {
    /// The demo plan as a document.
    static func demoDocument() throws -> TimelineDocument {
        try TimelineDocument(parsing: DemoPlan.yaml, file: "demo-plan.yaml")
    }

    /// A small plan: three tasks in a chain and a milestone, rows 0…3.
    static let smallYAML = """
        title: Small <plan> & "quotes"
        calendar: standard
        now: 2025-03-05T12:00:00
        items:
          - {id: 1, label: Design, start: 2025-03-03T08:00:00, duration: 2d}
          - {id: 2, label: Build, start: 2025-03-05T08:00:00, duration: 3d}
          - {id: 3, label: Test, start: 2025-03-10T08:00:00, duration: 2d, completion: 25%}
          - {id: 4, label: Release, type: milestone, start: 2025-03-12T16:00:00}
        dependencies:
          - {from: 1, to: 2}
          - {from: 2, to: 3}
        """

    static func smallDocument() throws -> TimelineDocument {
        try TimelineDocument(parsing: smallYAML, file: "small.yaml")
    }

    /// A store holding the small plan, and its id.
    static func storeWithSmallPlan() throws -> (TemporaryStore, PlanStore, Int) {
        let temporary = TemporaryStore()
        let store = try temporary.open()
        let id = try store.createPlan(from: try smallDocument())
        return (temporary, store, id)
    }

    /// A store holding the small plan, the plan loaded live, and its id.
    static func liveSmallPlan() throws -> (TemporaryStore, LivePlan, Int) {
        let (temporary, store, id) = try storeWithSmallPlan()
        guard let plan = try LivePlan.load(id, from: store) else {
            temporary.remove()
            throw PlanEditError("the small plan \(id) did not load")
        }
        return (temporary, plan, id)
    }

    /// The JSON of a client message.
    static func message(_ fields: [String: JSONValue]) -> String { JSONValue.object(fields).jsonString() }

    static func hello(seq: Int, width: Double = 900, height: Double = 400) -> String {
        message(["type": "hello", "seq": .number(Double(seq)), "viewport": .object(["width": .number(width), "height": .number(height)])])
    }

    static func command(seq: Int, _ name: String, _ arguments: [String: JSONValue] = [:]) -> String {
        message(["type": "command", "seq": .number(Double(seq)), "name": .string(name), "arguments": .object(arguments)])
    }
}

extension ServerMessage {
    var frame: Frame? {
        if case let .frame(frame) = self { return frame }
        return nil
    }

    var errorMessage: String? {
        if case let .error(_, message) = self { return message }
        return nil
    }
}

/// A browser stand-in: sends protocol messages with increasing sequence numbers.
struct Page {
    let session: LiveSession
    var seq = 0

    init(_ session: LiveSession) { self.session = session }

    @discardableResult
    mutating func send(_ type: String, _ fields: [String: JSONValue] = [:]) async -> [ServerMessage] {
        seq += 1
        var message = fields
        message["type"] = .string(type)
        message["seq"] = .number(Double(seq))
        return await session.handle(text: Fixtures.message(message))
    }

    @discardableResult
    mutating func hello(width: Double = 1_400, height: Double = 400) async -> Frame? {
        seq += 1
        return await session.handle(text: Fixtures.hello(seq: seq, width: width, height: height)).first?.frame
    }

    @discardableResult
    /// Like a browser, moves report button -1 ("no button changed"), presses and releases 0.
    mutating func pointer(_ type: String, _ point: Point, button: Int? = nil, modifiers: [String] = []) async -> [ServerMessage] {
        let button = button ?? (type == "pointermove" ? -1 : 0)
        return await send(type, ["x": .number(point.x), "y": .number(point.y), "button": .number(Double(button)),
                          "modifiers": .array(modifiers.map(JSONValue.string))])
    }

    /// Hover, press, move in steps, release.
    @discardableResult
    mutating func drag(from start: Point, to end: Point, release: Bool = true) async -> [ServerMessage] {
        await pointer("pointermove", start)
        await pointer("pointerdown", start)
        for step in 1...4 {
            let t = Double(step) / 4
            await pointer("pointermove", Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        return release ? await pointer("pointerup", end) : []
    }

    mutating func key(_ key: String, modifiers: [String] = []) async -> [ServerMessage] {
        await send("key", ["key": .string(key), "modifiers": .array(modifiers.map(JSONValue.string))])
    }

    /// The scene the page was last shown.
    func scene() async -> GanttChartScene {
        await session.plan.frame(for: await session.currentView, seq: nil).1
    }
}

