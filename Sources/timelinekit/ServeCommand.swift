import ArgumentParser
import Foundation
import GanttChart
import Interchange
import TimelineServer

/// `timelinekit serve`: the interactive Gantt chart in the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a plan as an interactive Gantt chart in the browser.",
        discussion: """
            With FILE (.yaml, .yml, .json, or Microsoft Project XML .xml), the plan is imported into the database and served.
            Without it, the first stored plan is served, or a built-in demo plan when the database is empty.
            Every acknowledged edit is saved in the SQLite database before the page sees it.
            Problems in FILE are printed as file:line:column: message lines, and the command exits with 1.
            Example: timelinekit serve examples/launch-plan.yaml --port 8080
            """
    )

    @Argument(help: "A plan to import: a project document (.json, .yaml, .yml) or Microsoft Project XML (.xml).")
    var file: String?

    @Option(help: "The address to listen on (use 0.0.0.0 to accept other machines).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The SQLite database of plans.")
    var db = "./timelinekit.sqlite"

    @Option(help: ArgumentHelp(
        "Also serve a read-only plan of this many computed rows (up to 1000000000000), to try scrolling a huge chart.",
        valueName: "rows"))
    var virtualRows: Int?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port: \(port) is not in 0...65535") }
        guard !host.isEmpty else { throw ValidationError("--host: give an address such as 127.0.0.1") }
        if let virtualRows, !(1...1_000_000_000_000).contains(virtualRows) {
            throw ValidationError("--virtual-rows: \(virtualRows) is not in 1...1000000000000")
        }
    }

    func run() async throws {
        let store: PlanStore
        do {
            store = try PlanStore(path: db)
        } catch {
            throw RenderError("cannot open the database \(db): \(error)")
        }
        let planID: Int
        if let file {
            let document = try PlanFile.load(file).timelineDocument(path: file)
            planID = try store.createPlan(from: document)
            Self.say("Imported \(file) as plan \(planID) into \(db)")
        } else if let first = try store.planIDs().first {
            planID = first
        } else {
            let document = try TimelineDocument(parsing: DemoPlan.yaml, file: "demo-plan.yaml")
            planID = try store.createPlan(from: document)
            Self.say("Stored the demo plan as plan \(planID) in \(db)")
        }
        let registry = PlanRegistry(store: store)
        let virtualID: Int? = if let virtualRows {
            try await registry.addVirtualPlan(GanttChartVirtualItemProvider(rowCount: virtualRows),
                                              title: "\(virtualRows) computed rows (read-only)")
        } else {
            nil
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        try await TimelineServerApp.run(registry: registry, host: host, port: port) { boundPort in
            let base = "http://\(shownHost):\(boundPort ?? port)"
            if let virtualID { Self.say("The virtual plan is at \(base)/plans/\(virtualID)") }
            Self.say("TimelineKit is serving at \(base)/plans/\(planID)  (Ctrl+C stops)")
        }
    }

    /// Writes a line to standard output at once (not buffered, so it shows before the server blocks).
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
