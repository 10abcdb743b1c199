import Foundation
import Interchange
import Testing
import TimelineTestSupport

/// Seeded byte-level mutations of CSV and Mermaid texts made from the
/// examples (the pattern of ``ReaderFuzzTests``), and hostile inputs:
/// truncated files, unbalanced quotes, huge fields and files. Every input
/// must read or throw errors that name a line and a column; none may crash or hang.
@Suite("Fuzzing the CSV and Mermaid readers")
struct CSVMermaidFuzzTests {
    /// Mutations per seed (fewer than ``ReaderFuzzTests/runsPerSeed``: each CSV
    /// or Mermaid read also resolves the plan).
    static let runsPerSeed = 150

    static let csvFragments: [[UInt8]] = [
        ",", ";", "\t", "\"", "\"\"", "\n", "\r\n", "\r", " ", "%", "50%", "1,5", "3FS+2d", "5SS", "1;2", "9999", "-1", "0",
        "99999999999999999999", "1e308", "2025-02-30", "13/45/2025", "9999-12-31T24:00:00", "0001-01-01", "Yes", "maybe",
        "3 days", "2 edays", "1.5w", "-3d", "é", "🚀", "\u{FEFF}", "sep=;\n", "ID", "Parent", "Outline Level", "Start",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00]]

    static let mermaidFragments: [[UInt8]] = [
        ":", ",", " ", "\n", "%%", "after ", "until ", "section ", "gantt\n", "dateFormat X\n", "excludes weekends\n",
        "excludes monday,tuesday,wednesday,thursday,friday,saturday,sunday\n", "done, ", "milestone, ", "crit, ", "3d", "0d",
        "99999999d", "1.5w", "12M", "2025-02-30", "2025-03-03", "#58;", "#99999999;", "t1", "t2", "é", "🚀", "\r\n",
    ].map { Array($0.utf8) } + [[0xFF], [0x00]]

    /// Reads CSV bytes; `true` when they read, else checks that every error is located.
    @discardableResult
    static func readCSV(_ bytes: [UInt8], name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        do throws(TimelineDocumentErrors) {
            _ = try CSVPlanReader.read(data: Data(bytes), file: name)
            return true
        } catch {
            #expect(!error.errors.isEmpty, sourceLocation: sourceLocation)
            for problem in error.errors {
                #expect(problem.file == name, sourceLocation: sourceLocation)
                #expect(problem.line >= 1 && problem.column >= 1, "\(problem)", sourceLocation: sourceLocation)
            }
            return false
        }
    }

    /// Reads Mermaid text; `true` when it reads, else checks that every error is located.
    @discardableResult
    static func readMermaid(_ text: String, name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        do throws(TimelineDocumentErrors) {
            _ = try MermaidGanttReader.read(text, file: name)
            return true
        } catch {
            #expect(!error.errors.isEmpty, sourceLocation: sourceLocation)
            for problem in error.errors {
                #expect(problem.file == name, sourceLocation: sourceLocation)
                #expect(problem.line >= 1 && problem.column >= 1, "\(problem)", sourceLocation: sourceLocation)
            }
            return false
        }
    }

    @Test("byte mutations of the examples as CSV read or fail at a line and column", arguments: ExampleTests.names)
    func csvMutations(name: String) throws {
        let document = try TimelineDocument(contentsOf: example(name))
        let original = Array(CSVPlanWriter.write(document).utf8)
        var generator = SeededRandomNumberGenerator(seed: 0xC5F &+ UInt64(name.utf8.count))
        var read = 0
        for _ in 0..<Self.runsPerSeed {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                ReaderFuzzTests.mutate(&bytes, fragments: Self.csvFragments, using: &generator)
            }
            if Self.readCSV(bytes, name: "\(name).csv") { read += 1 }
        }
        #expect(read > 0 && read < Self.runsPerSeed, "read \(read)")
    }

    @Test("byte mutations of the examples as Mermaid read or fail at a line and column", arguments: ExampleTests.names)
    func mermaidMutations(name: String) throws {
        let (document, resolved) = try TimelineDocument.readAndResolve(contentsOf: example(name))
        let original = Array(MermaidGanttWriter.write(document, resolved: resolved).utf8)
        var generator = SeededRandomNumberGenerator(seed: 0x3E2 &+ UInt64(name.utf8.count))
        var read = 0
        for _ in 0..<Self.runsPerSeed {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                ReaderFuzzTests.mutate(&bytes, fragments: Self.mermaidFragments, using: &generator)
            }
            if Self.readMermaid(String(decoding: bytes, as: UTF8.self), name: "\(name).mmd") { read += 1 }
        }
        #expect(read > 0 && read < Self.runsPerSeed, "read \(read)")
    }

    @Test("every truncation of a CSV and a Mermaid text reads or fails at a place")
    func truncations() throws {
        let document = try TimelineDocument(contentsOf: example("launch-plan.yaml"))
        let resolved = try document.resolve()
        let csv = Array(CSVPlanWriter.write(document).utf8)
        for end in stride(from: 0, through: csv.count, by: 7) { Self.readCSV(Array(csv[..<end]), name: "cut.csv") }
        let mermaid = Array(MermaidGanttWriter.write(document, resolved: resolved).utf8)
        for end in stride(from: 0, through: mermaid.count, by: 5) { Self.readMermaid(String(decoding: mermaid[..<end], as: UTF8.self), name: "cut.mmd") }
    }

    @Test("hostile CSV: an opening quote before megabytes, a line of a million commas, invalid UTF-8, many rows")
    func hostileCSV() throws {
        let header = Array("Name,Start,Finish\n".utf8)
        let unclosed = header + Array("\"".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 5_000_000)
        #expect(!Self.readCSV(unclosed, name: "quote.csv"))
        let commas = header + [UInt8](repeating: UInt8(ascii: ","), count: 1_000_000)
        #expect(!Self.readCSV(commas, name: "commas.csv"))
        #expect(!Self.readCSV(header + [0x41, 0xFF, 0x2C], name: "bytes.csv"))
        // 20,000 valid rows (1 MB; the 100,000-task file is a benchmark): read, no error.
        let row = Array("Task,2025-03-03T08:00:00,2025-03-04T16:00:00\n".utf8)
        var big = header
        big.reserveCapacity(header.count + row.count * 20_000)
        for _ in 0..<20_000 { big += row }
        #expect(Self.readCSV(big, name: "big.csv"))
    }

    @Test("hostile Mermaid: a megabyte line, thousands of forward references, every weekday excluded")
    func hostileMermaid() {
        #expect(!Self.readMermaid("gantt\n  " + String(repeating: "a", count: 1_000_000) + "\n", name: "line.mmd"))
        var chain = "gantt\n  dateFormat YYYY-MM-DD\n"
        // Each task starts after the next one: resolved back to front in passes that each make progress.
        for index in 0..<1_000 { chain += "  T\(index) :t\(index), after t\(index + 1), 1d\n" }
        chain += "  Last :t1000, 2025-03-03, 1d\n"
        #expect(Self.readMermaid(chain, name: "chain.mmd"))
    }
}
