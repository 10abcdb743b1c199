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
        #expect(result.errors == "\(input.path):4:5: item \"A\" (id 1): unknown key \"finsh\"; did you mean \"finish\"?\n")
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
        #expect(result.errors.contains("use .svg, .png or .pdf"))
    }
}
