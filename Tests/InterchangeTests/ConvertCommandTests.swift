import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

/// `timelinekit convert` (and `render` of the new formats) run as the docs write them.
@Suite("timelinekit convert", .enabled(if: timelinekitExecutable != nil))
struct ConvertCommandTests {
    static func run(_ arguments: [String], input: String? = nil) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = timelinekitExecutable!
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("timelinekit-convert-\(ProcessInfo.processInfo.processIdentifier)-\(name)").path
    }

    @Test("a document to CSV, CSV to Mermaid, Mermaid to JSON, JSON to MSPDI and back keep the bars")
    func chain() throws {
        let csv = Self.temporary("plan.csv"), mermaid = Self.temporary("plan.mmd"), json = Self.temporary("plan.json"),
            xml = Self.temporary("plan.xml"), back = Self.temporary("back.yaml")
        for (input, output) in [("examples/launch-plan.yaml", csv), (csv, mermaid), (mermaid, json), (json, xml), (xml, back)] {
            let result = try Self.run(["convert", input, output])
            #expect(result.status == 0, "\(input) → \(output): \(result.errors)")
        }
        let (original, resolved) = try TimelineDocument.readAndResolve(contentsOf: example("launch-plan.yaml"))
        let fromCSV = try CSVPlanReader.read(contentsOf: URL(fileURLWithPath: csv))
        #expect(fromCSV.document.items.map(\.label) == original.items.map(\.label))
        let final = try TimelineDocument.readAndResolve(contentsOf: URL(fileURLWithPath: back)).resolved
        // The leaves keep their dates through all five formats.
        let leaves = resolved.itemSource.items.filter { !resolved.hierarchy.isSummary($0.id) }
        let finalTimes = Dictionary(final.itemSource.items.map { ($0.label, $0.time) }, uniquingKeysWith: { first, _ in first })
        for item in leaves { #expect(finalTimes[item.label] == item.time, "\(item.label)") }
    }

    @Test("- writes to standard output with --to; standard input reads with --from")
    func standardStreams() throws {
        let result = try Self.run(["convert", "examples/launch-plan.yaml", "-", "--to", "mermaid"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("gantt\n    title Atlas 3.0 release\n"))
        let piped = try Self.run(["convert", "-", "-", "--from", "csv", "--to", "json"], input: "Name,Start,Duration\nA,2025-03-03,2d\n")
        #expect(piped.status == 0, "\(piped.errors)")
        let document = try TimelineDocument(parsing: piped.output, file: "out.json")
        #expect(document.items.first?.duration == WorkingDuration(2, .days))
        let semicolons = try Self.run(["convert", "examples/launch-plan.yaml", "-", "--to", "csv", "--delimiter", "semicolon"])
        #expect(semicolons.output.hasPrefix("ID;Name;Parent;"))
    }

    @Test("errors name the file, line and column and exit with 1; unknown formats are refused")
    func errors() throws {
        let bad = Self.temporary("bad.csv")
        try "Name,Start,Finish\nA,2025-03-03,soon\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let result = try Self.run(["convert", bad, "-", "--to", "json"])
        #expect(result.status == 1)
        #expect(result.errors == "\(bad):2:14: error: item \"A\" (id 1): \"Finish\": \"soon\" is not a date; write e.g. 2025-03-03 or 2025-03-03T08:00\n")
        let unknown = try Self.run(["convert", "examples/launch-plan.yaml", Self.temporary("plan.docx")])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("--to"))
        let noFormat = try Self.run(["convert", "-", "out.json"])
        #expect(noFormat.status != 0 && noFormat.errors.contains("--from"))
    }

    @Test("render draws CSV and Mermaid plans")
    func render() throws {
        let mermaid = Self.temporary("render.mmd"), svg = Self.temporary("render.svg")
        try "gantt\n    dateFormat YYYY-MM-DD\n    section Build\n    Design :d, 2025-03-03, 3d\n    Test :after d, 2d\n"
            .write(toFile: mermaid, atomically: true, encoding: .utf8)
        let result = try Self.run(["render", mermaid, "-o", svg])
        #expect(result.status == 0, "\(result.errors)")
        let drawn = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(drawn.contains("Design") && drawn.contains("Test") && drawn.contains("Build"))
    }
}
