import ProjectScheduling
import ArgumentParser
import Foundation
import GanttChart
import Interchange

/// A plan file as the CLI reads it: a TimelineKit document (JSON/YAML), a
/// Microsoft Project XML file, a CSV table or a Mermaid gantt diagram — the
/// one place that loads plan files (``PlanFileFormat`` names the formats).
enum PlanFile {
    case document(TimelineDocument, ResolvedTimelineDocument)
    case msProject(MSProjectDocument)

    /// Reads `path` (`-` for standard input), in `format` or the one its
    /// extension names (a TimelineKit document for other extensions),
    /// printing warnings to standard error; errors print as
    /// `file:line:column: error: message` and end the command with exit status 1.
    /// - Parameter contents: The file's bytes when read already (``contents(of:)``).
    static func load(_ path: String, contents: Data? = nil, format: PlanFileFormat? = nil, quiet: Bool = false) throws -> PlanFile {
        let format = format ?? PlanFileFormat(path: path)
        let data = contents ?? Self.contents(of: path)
        let name = path == "-" ? "<stdin>" : path
        switch format {
        case .xml?:
            do {
                let result = try MSProjectReader.read(data: data, fileName: name)
                if !quiet {
                    for warning in result.warnings { standardError("\(warning)") }
                }
                return .msProject(result.document)
            } catch {
                fail(error.description)
            }
        case .csv?:
            do {
                let result = try CSVPlanReader.read(data: data, file: name)
                if !quiet {
                    for warning in result.warnings { standardError("\(warning)") }
                }
                return .document(result.document, result.resolved)
            } catch {
                fail(error.description)
            }
        case .mermaid?:
            guard let text = String(data: data, encoding: .utf8) else { fail("\(name): the file is not UTF-8 text") }
            do {
                let (document, resolved) = try MermaidGanttReader.read(text, file: name)
                return .document(document, resolved)
            } catch {
                fail(error.description)
            }
        case .json?, .yaml?, nil:
            guard let text = String(data: data, encoding: .utf8) else {
                // The document reader names the first invalid byte.
                do { _ = try TimelineDocument.readAndResolve(contentsOf: URL(fileURLWithPath: path)) } catch { fail(error.description) }
                fail("\(name): the file is not UTF-8 text")
            }
            do {
                let (document, resolved) = try TimelineDocument.readAndResolve(parsing: text, file: name)
                return .document(document, resolved)
            } catch {
                fail(error.description)
            }
        }
    }

    /// The bytes of `path` (`-`: standard input); an unreadable file prints
    /// `path: reason` and ends the command with exit status 1.
    static func contents(of path: String) -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { fail("\(path): no such file") }
        if isDirectory.boolValue { fail("\(path): is a directory, not a plan file") }
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch { fail("\(path): \(error.localizedDescription)") }
    }

    /// Writes the plan in `format` to `path` (`-` for standard output).
    /// - Parameters:
    ///   - path: The file (`-` for standard output).
    ///   - format: The format.
    ///   - csvDialect: The delimiter and decimal separator of CSV output.
    ///   - source: The input's path, for messages and the MSPDI project name.
    static func write(_ plan: PlanFile, format: PlanFileFormat, to path: String, csvDialect: CSVDialect = .standard, source: String) throws {
        let bytes: Data
        switch (format, plan) {
        case let (.xml, .msProject(document)):
            do { bytes = try MSProjectWriter.write(document) } catch { fail("\(source): \(error.description)") }
        case (.xml, .document):
            let resolved = try plan.resolvedDocument(path: source)
            let document = try plan.timelineDocument(path: source)
            do {
                bytes = try MSProjectWriter.write(resolved.msProjectDocument(name: document.title ?? Self.projectName(source)))
            } catch {
                fail("\(source): \(error.description)")
            }
        case (.json, _):
            bytes = Data(try plan.timelineDocument(path: source).jsonString().utf8)
        case (.yaml, _):
            bytes = Data(try plan.timelineDocument(path: source).yamlString().utf8)
        case (.csv, _):
            bytes = Data(CSVPlanWriter.write(try plan.timelineDocument(path: source), dialect: csvDialect).utf8)
        case (.mermaid, _):
            bytes = Data(MermaidGanttWriter.write(try plan.timelineDocument(path: source), resolved: try plan.resolvedDocument(path: source)).utf8)
        }
        if path == "-" {
            FileHandle.standardOutput.write(bytes)
        } else {
            do { try bytes.write(to: URL(fileURLWithPath: path), options: .atomic) } catch { fail("\(path): \(error.localizedDescription)") }
        }
    }

    /// The file name without directory and extension (`plans/launch.csv` → `launch`).
    static func projectName(_ path: String) -> String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return name.isEmpty || path == "-" ? "Plan" : name
    }

    /// The chart document to draw: MSPDI files show the dates they carry, or
    /// scheduled dates when they carry none.
    func resolvedDocument(path: String) throws -> ResolvedTimelineDocument {
        switch self {
        case let .document(_, resolved):
            return resolved
        case .msProject:
            do {
                return try timelineDocument(path: path).resolve()
            } catch let errors as TimelineDocumentErrors {
                PlanFile.fail(errors.description)
            }
        }
    }

    /// The plan as a TimelineKit document (an MSPDI file converted, with the
    /// dates it carries or, when it carries none, scheduled dates).
    func timelineDocument(path: String) throws -> TimelineDocument {
        switch self {
        case let .document(document, _):
            return document
        case let .msProject(document):
            do {
                let drawable: MSProjectDocument
                if document.tasks.contains(where: { !$0.isNull && ($0.start == nil || $0.finish == nil) }) {
                    drawable = document.applying(ProjectScheduler.schedule(try document.projectPlan()))
                } else {
                    drawable = document
                }
                return try drawable.timelineDocument()
            } catch {
                PlanFile.fail("\(path): \(error.description)")
            }
        }
    }

    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func fail(_ message: String) -> Never {
        standardError(message)
        TimelineKitCommand.exit(withError: ExitCode(1))
    }
}
