import Benchmark
import Foundation
import Hummingbird
import Interchange
import TimelineServer

/// A server on 127.0.0.1 with the 10 000-task plan, started once per process.
actor BenchmarkServer {
    static let shared = BenchmarkServer()

    private var started: (port: Int, planID: Int)?

    /// Starts the server (once) and returns its port and the plan's id.
    func start() async throws -> (port: Int, planID: Int) {
        if let started { return started }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = try PlanStore(path: directory.appendingPathComponent("plans.sqlite").path)
        let document = try TimelineDocument(parsing: largePlanYAML(count: 10_000), file: "ten-thousand.yaml")
        let planID = try store.createPlan(from: document)
        let (ports, portContinuation) = AsyncStream<Int?>.makeStream()
        let app = TimelineServerApp.makeApplication(registry: PlanRegistry(store: store), host: "127.0.0.1", port: 0) { port in
            portContinuation.yield(port)
        }
        Task { try await app.runService() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() ?? nil else { throw LiveConnectionDriver.NoFrame(description: "the server did not start") }
        started = (port, planID)
        return (port, planID)
    }
}

/// A page's messages, numbered like a browser numbers them.
struct PageMessages {
    private(set) var seq = 0

    mutating func next(_ fields: [String: Any]) -> (text: String, seq: Int) {
        seq += 1
        var message = fields
        message["seq"] = seq
        let data = try! JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        return (String(decoding: data, as: UTF8.self), seq)
    }

    mutating func pointer(_ type: String, x: Double, y: Double) -> (text: String, seq: Int) {
        next(["type": type, "x": x, "y": y, "button": type == "pointermove" ? -1 : 0, "modifiers": [String](), "clickCount": 1])
    }
}

/// The first bar rectangle of an item (or of `item`) in a frame's SVG.
func firstBar(inFrame text: String, item: String? = nil) -> (id: String, x: Double, y: Double, width: Double, height: Double)? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
          let svg = object["svg"] as? String else { return nil }
    var rest = Substring(svg)
    while let open = rest.range(of: "<rect ") {
        let tail = rest[open.upperBound...]
        guard let close = tail.firstIndex(of: ">") else { return nil }
        let element = tail[..<close]
        rest = tail[close...]
        guard let idStart = element.range(of: "data-id=\"item:") else { continue }
        let id = String(element[idStart.upperBound...].prefix { $0 != "\"" })
        if let item, id != item { continue }
        func attribute(_ name: String) -> Double? {
            guard let start = element.range(of: " \(name)=\"") ?? (element.hasPrefix("\(name)=\"") ? element.range(of: "\(name)=\"") : nil) else { return nil }
            let value = element[start.upperBound...].prefix { $0 != "\"" }
            return Double(value)
        }
        if let x = attribute("x"), let y = attribute("y"), let width = attribute("width"), let height = attribute("height"), width > 8 {
            return (id, x, y, width, height)
        }
    }
    return nil
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock], warmupIterations: 20, maxDuration: .seconds(20), maxIterations: 1_000)

    // While a bar is dragged, each pointer move goes to the server, which
    // lays out and renders the viewport and answers with a frame.
    Benchmark("live: pointer move → frame over WebSocket, dragging in a 10 000-task plan") { benchmark in
        guard let state = dragState else { return benchmark.error("no open page") }
        let offset = (benchmark.currentIteration % 2 == 0 ? 24.0 : -24.0) + Double(state.messages.seq % 7)
        let (text, seq) = state.messages.pointer("pointermove", x: state.x + offset, y: state.y)
        blackHole(try await state.driver.send(text, seq: seq))
    } setup: {
        dragState = try await DragState.make()
    } teardown: {
        dragState?.driver.close()
        dragState = nil
    }

    importBenchmarks()
}

/// The page of the running benchmark (set up once before its iterations).
nonisolated(unsafe) var dragState: DragState?

/// An open page with a bar pressed.
final class DragState: @unchecked Sendable {
    let driver: LiveConnectionDriver
    var messages: PageMessages
    let x: Double
    let y: Double

    init(driver: LiveConnectionDriver, messages: PageMessages, x: Double, y: Double) {
        self.driver = driver
        self.messages = messages
        self.x = x
        self.y = y
    }

    static func make() async throws -> DragState {
        let (port, planID) = try await BenchmarkServer.shared.start()
        let driver = LiveConnectionDriver(url: "ws://127.0.0.1:\(port)/plans/\(planID)/live")
        var messages = PageMessages()
        let hello = messages.next(["type": "hello", "viewport": ["width": 1_400, "height": 800]])
        let frame = try await driver.send(hello.text, seq: hello.seq)
        guard let bar = firstBar(inFrame: frame) else {
            throw LiveConnectionDriver.NoFrame(description: "no bar in the first frame: \(frame.prefix(3_000))")
        }
        let x = bar.x + bar.width / 2, y = bar.y + bar.height / 2
        let hover = messages.pointer("pointermove", x: x, y: y)
        _ = try await driver.send(hover.text, seq: hover.seq)
        let down = messages.pointer("pointerdown", x: x, y: y)
        _ = try await driver.send(down.text, seq: down.seq)
        // The bar follows the pointer: the frames measured are frames of a drag.
        let move = messages.pointer("pointermove", x: x + 60, y: y)
        let moved = try await driver.send(move.text, seq: move.seq)
        guard let after = firstBar(inFrame: moved, item: bar.id), after.x > bar.x + 20 else {
            throw LiveConnectionDriver.NoFrame(description: "item:\(bar.id) did not follow the pointer")
        }
        return DragState(driver: driver, messages: messages, x: x, y: y)
    }
}
