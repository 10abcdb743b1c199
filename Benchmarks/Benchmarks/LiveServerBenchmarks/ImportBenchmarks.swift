import Benchmark
import Foundation
import Interchange
import TimelineServer

/// The plan of ``largePlanYAML(count:)`` as JSON text, written directly (no
/// YAML reading at start-up): `count` one-day tasks with details, packages of
/// ten linked finish-to-start, every tenth task's first link with a lag.
func largePlanJSON(count: Int) -> String {
    var text = #"{"version": 1, "title": "Imported plan 🚀", "calendar": "standard", "items": ["#
    text.reserveCapacity(count * 160)
    for index in 0..<count {
        let workingDay = (index / 10) % 10 + index % 10
        // Weekdays from Monday 2025-03-03: at most 2025-03-28, so the day is 3...28.
        let day = 3 + 7 * (workingDay / 5) + workingDay % 5
        let start = "2025-03-\(day < 10 ? "0" : "")\(day)T08:00:00"
        if index > 0 { text += "," }
        text += "\n  {\"id\": \(index + 1), \"label\": \"Task \(index + 1) \\ud83d\\ude80\", \"start\": \"\(start)\", \"duration\": \"1d\","
        text += " \"completion\": 0.25, \"attachment\": \"Ann, Bo\", \"details\": \"Package \(index / 10 + 1)\"}"
    }
    text += "\n], \"dependencies\": ["
    var first = true
    for index in 0..<count where index % 10 != 0 {
        text += first ? "\n" : ",\n"
        first = false
        text += "  {\"id\": \(index), \"from\": \(index), \"to\": \(index + 1)\(index % 10 == 1 ? ", \"lag\": \"2h\"" : "")}"
    }
    return text + "\n]}\n"
}

let importJSON100k = largePlanJSON(count: 100_000)

/// Importing a large plan into the server's store: what `timelinekit serve
/// plan.json` does before the first page can open (issue 17, item 3).
func importBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 5)
    let megabytes = importJSON100k.utf8.count / 1_000_000
    Benchmark("import: JSON document of 100 000 items (\(megabytes) MB) read, resolved and written to SQLite (createPlan)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-import-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let store = try PlanStore(path: directory.appendingPathComponent("plans.sqlite").path)
            // As `timelinekit serve plan.json` does: the reader resolves as it reads, and the store writes that resolution.
            let (document, resolved) = try TimelineDocument.readAndResolve(parsing: importJSON100k, file: "100k.json")
            blackHole(try store.createPlan(from: document, resolved: resolved))
        }
    }
    let (document, resolved) = try! TimelineDocument.readAndResolve(parsing: importJSON100k, file: "100k.json")
    Benchmark("import: createPlan alone (resolved already), 100 000 items, 90 000 links (SQLite, one transaction)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-import-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let store = try PlanStore(path: directory.appendingPathComponent("plans.sqlite").path)
            blackHole(try store.createPlan(from: document, resolved: resolved))
        }
    }

    // A restart: the server opens its database and the first page asks for
    // the plan, which is loaded from the stored rows (read, resolved, the
    // live model built) before the session answers the page's hello with the
    // first frame. What `large_plan_server.py` measures over HTTP, in process.
    let storedDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-restart-\(UUID().uuidString)")
    let storedPath = storedDirectory.appendingPathComponent("plans.sqlite").path
    let storedPlan: Int = {
        try! FileManager.default.createDirectory(at: storedDirectory, withIntermediateDirectories: true)
        return try! PlanStore(path: storedPath).createPlan(from: document, resolved: resolved)
    }()
    Benchmark("restart: first frame of a stored plan of 100 000 items (store opened, plan loaded, hello → frame)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let registry = PlanRegistry(store: try PlanStore(path: storedPath))
            guard case let .success(plan) = await registry.lookUp(storedPlan) else { throw LiveConnectionDriver.NoFrame(description: "no plan") }
            var messages = PageMessages()
            let hello = messages.next(["type": "hello", "viewport": ["width": 1_400, "height": 800]])
            let replies = await LiveSession(plan: plan).handle(text: hello.text)
            guard case .frame? = replies.first else { throw LiveConnectionDriver.NoFrame(description: "no first frame") }
            blackHole(replies)
        }
    }
}
