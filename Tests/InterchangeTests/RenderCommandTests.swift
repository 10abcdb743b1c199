import Foundation
import Testing

/// The `timelinekit` that `swift test` built next to the tests, if any.
let timelinekitExecutable: URL? = {
    let candidates = [
        Bundle.main.bundleURL.appendingPathComponent("timelinekit"),
        repositoryRoot.appendingPathComponent(".build/debug/timelinekit"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// `timelinekit render` run as a process (skipped when it was not built).
@Suite("timelinekit render", .enabled(if: timelinekitExecutable != nil))
struct RenderCommandTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = timelinekitExecutable!
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test("an example renders to SVG")
    func rendersSVG() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-render-test.svg").path
        let result = try Self.run(["render", "examples/launch-plan.yaml", "-o", path, "--rows", "0..5", "--mode", "dark"])
        #expect(result.status == 0, "\(result.errors)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains("Kickoff"))
        #expect(svg.contains("Atlas 3.0 release"))   // the title labels the chart
    }

    @Test("--schedule draws the scheduled dates instead of the written ones")
    func renderScheduled() throws {
        // The fit-out plan with Paint and Move in written a week late: scheduled, it draws like the original.
        let original = try String(contentsOf: example("office-fitout.yaml"), encoding: .utf8)
        let late = original
            .replacingOccurrences(of: "label: Paint, parent: Build-out, start: 2025-04-22T13:00", with: "label: Paint, parent: Build-out, start: 2025-04-29T13:00")
            .replacingOccurrences(of: "label: Move in, type: milestone, start: 2025-04-25T12:00", with: "label: Move in, type: milestone, start: 2025-05-02T12:00")
        #expect(late != original)
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-fitout-late.yaml")
        try late.write(to: input, atomically: true, encoding: .utf8)
        let directory = FileManager.default.temporaryDirectory
        func render(_ file: String, _ name: String, _ options: [String]) throws -> String {
            let path = directory.appendingPathComponent(name).path
            let result = try Self.run(["render", file, "-o", path] + options)
            #expect(result.status == 0, "\(result.errors)")
            return try String(contentsOfFile: path, encoding: .utf8)
        }
        let expected = try render("examples/office-fitout.yaml", "timelinekit-fitout.svg", [])
        #expect(try render(input.path, "timelinekit-fitout-late.svg", []) != expected)
        #expect(try render(input.path, "timelinekit-fitout-scheduled.svg", ["--schedule"]) == expected)
    }

    @Test("document errors print as file:line:column lines and exit with 1")
    func documentErrors() throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-render-bad.yaml")
        try """
            items:
              - label: A
                start: 2025-03-03
                finsh: 2025-03-04
            """.write(to: input, atomically: true, encoding: .utf8)
        let result = try Self.run(["render", input.path, "-o", "/tmp/never.svg"])
        #expect(result.status == 1)
        #expect(result.errors == "\(input.path):4:5: error: item \"A\" (id 1): unknown key \"finsh\"; did you mean \"finish\"?\n")
    }

    @Test("a JSON document with emoji escaped as Python's json.dumps writes them renders; a lone surrogate is located")
    func emojiJSON() throws {
        let directory = FileManager.default.temporaryDirectory
        // json.dumps({"title": "🚀 Launch", ...}) with its default ensure_ascii.
        let input = directory.appendingPathComponent("timelinekit-render-emoji.json")
        try #"""
            {"title": "\ud83d\ude80 Launch", "items": [{"label": "Go-live \ud83c\udf89", "start": "2025-03-03T08:00:00", "duration": "1d"}]}
            """#.write(to: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("timelinekit-render-emoji.svg").path
        let result = try Self.run(["render", input.path, "-o", output])
        #expect(result.status == 0, "\(result.errors)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("🚀 Launch"))
        #expect(svg.contains("Go-live 🎉"))
        // A high surrogate without its low half: refused at the escape (line 2, column 12).
        let bad = directory.appendingPathComponent("timelinekit-render-lone.json")
        try "{\"items\": [],\n \"title\": \"\\ud83d Launch\"}".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try Self.run(["render", bad.path, "-o", directory.appendingPathComponent("timelinekit-never.svg").path])
        #expect(refused.status == 1)
        #expect(refused.errors.hasPrefix("\(bad.path):2:12: error: syntax error: lone surrogate '\\ud83d'"), "\(refused.errors)")
    }

    @Test("bad options are rejected before reading", arguments: [
        ["--rows", "9..2"], ["--mode", "sepia"], ["--theme", "neon"], ["--zoom", "0"], ["--from", "2025-02-30"],
        ["--from", "2025-03-05", "--to", "2025-03-01"], ["--scale", "100"],
    ])
    func badOptions(options: [String]) throws {
        let result = try Self.run(["render", "examples/launch-plan.yaml", "-o", "/tmp/never.svg"] + options)
        #expect(result.status != 0)
        #expect(result.errors.contains("Error: "))
    }

    @Test("an unknown output extension is rejected")
    func badExtension() throws {
        let result = try Self.run(["render", "examples/launch-plan.yaml", "-o", "/tmp/chart.gif"])
        #expect(result.status != 0)
        #expect(result.errors.contains("use .svg, .png, .pdf or .json"))
    }
}

extension RenderCommandTests {
    @Test("--grid draws the task grid beside the chart, aligned with its rows")
    func renderGrid() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-grid-test.json").path
        let result = try Self.run(["render", "examples/office-fitout.yaml", "--grid", "-o", path])
        #expect(result.status == 0, "\(result.errors)")
        let json = try String(contentsOfFile: path, encoding: .utf8)
        for expected in ["\"gridheader:0\"", "\"cell:10:1:text\"", "\"expander:0\"", "Layout drawings", "\"1.2\"", "\"4FS+1d\"",
                         "\"7SS+50%\"", "\"10FS+1ed;9\"", "\"3d\""] {
            #expect(json.contains(expected), "\(expected)")
        }
        let svgPath = FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-grid-test.svg").path
        let svg = try Self.run(["render", "examples/office-fitout.yaml", "--grid", "--rows", "0..3", "-o", svgPath])
        #expect(svg.status == 0, "\(svg.errors)")
        let text = try String(contentsOfFile: svgPath, encoding: .utf8)
        #expect(text.contains("Task Name") && text.contains("Survey"))
        #expect(text.contains("data-id=\"cell:3:1\"") && !text.contains("data-id=\"cell:4:1\""))   // rows 0 to 3 only
        let calendar = try Self.run(["render", "examples/team-week.yaml", "--grid", "-o", svgPath])
        #expect(calendar.status != 0 && calendar.errors.contains("--grid applies to project documents"))
    }
}
