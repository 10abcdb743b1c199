import Foundation
import Interchange
import Testing
@testable import TimelineServer

@Suite("PlanModel.storedDocument")
struct PlanStoredDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The plans of examples/ that are project documents (items), the fixtures and a plan with labels, schedules and resources.
    static func documents() throws -> [(name: String, document: TimelineDocument)] {
        var documents: [(String, TimelineDocument)] = [("small", try Fixtures.smallDocument()), ("demo", try Fixtures.demoDocument())]
        let folder = root.appendingPathComponent("examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".yaml") || name.hasSuffix(".json") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            guard let document = try? TimelineDocument(parsing: text, file: name), !document.items.isEmpty else { continue }
            documents.append((name, document))
        }
        documents.append(("labels", try TimelineDocument(parsing: """
            calendar: standard
            schedules:
              night:
                workingDays: mon-fri
                hours: "22:00-24:00"
            resources:
              - {id: 1, name: Ann}
            assignments:
              - {item: B, resource: 1}
            items:
              - {id: 9, label: Phase, type: summary, start: 2025-03-03T08:00}
              - {id: 2, label: A, parent: Phase, start: 2025-03-03T08:00, duration: 2d, taskType: fixedWork, priority: 700}
              - {id: 5, label: B, parent: 9, start: 2025-03-05T22:00, duration: 4h, schedule: night, manual: true}
              - {id: 3, label: M, type: milestone, start: 2025-03-07T16:00, deadline: 2025-03-10T16:00}
            dependencies:
              - {id: 4, from: A, to: B, type: SS, lag: 1d}
              - {id: 2, from: 5, to: 3, lag: -2h}
            """, file: "labels.yaml")))
        return documents
    }

    @Test("An import stores what the live model's document() gives, without building the model")
    func matchesTheModel() throws {
        let documents = try Self.documents()
        #expect(documents.count >= 8)
        for (name, document) in documents {
            let expected = try PlanModel(id: 0, document: document).document()
            let stored = PlanModel.storedDocument(of: document, resolved: try document.resolve())
            #expect(stored == expected, "\(name)")
        }
    }

    @Test("createPlan stores the same plan as before the shortcut (items, links, settings)")
    func storedPlanReadsBack() throws {
        let temporary = TemporaryStore()
        defer { temporary.remove() }
        let store = try temporary.open()
        for (name, document) in try Self.documents() {
            let id = try store.createPlan(from: document)
            let (loaded, revision) = try #require(try store.loadPlan(id))
            let expected = try PlanModel(id: 0, document: document).document()
            #expect(revision == 0)
            // loadPlan lists items by row, document() by id.
            #expect(loaded.items.sorted { $0.id < $1.id } == expected.items, "\(name)")
            #expect(loaded.dependencies == expected.dependencies, "\(name)")
            #expect(loaded.assignments == expected.assignments, "\(name)")
        }
    }
}
