import ProjectScheduling
import ArgumentParser
import Foundation
import GanttChart
import Interchange

/// A plan file as the CLI reads it: a TimelineKit document (JSON/YAML) or a
/// Microsoft Project XML file (by its `.xml` extension).
enum PlanFile {
    case document(TimelineDocument, ResolvedTimelineDocument)
    case msProject(MSProjectDocument)

    /// Reads `path`, printing MSPDI warnings to standard error; errors print as
    /// `file:line:column: message` and end the command with exit status 1.
    static func load(_ path: String, quiet: Bool = false) throws -> PlanFile {
        let url = URL(fileURLWithPath: path)
        if url.pathExtension.lowercased() == "xml" {
            let data: Data
            do { data = try Data(contentsOf: url) } catch { fail("\(path): \(error.localizedDescription)") }
            do {
                let result = try MSProjectReader.read(data: data, fileName: path)
                if !quiet {
                    for warning in result.warnings { standardError("\(warning)") }
                }
                return .msProject(result.document)
            } catch {
                fail(error.description)
            }
        }
        do {
            let (document, resolved) = try TimelineDocument.readAndResolve(contentsOf: url)
            return .document(document, resolved)
        } catch {
            fail(error.description)
        }
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
