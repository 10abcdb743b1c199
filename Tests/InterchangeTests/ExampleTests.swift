import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore

/// The repository folder, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func example(_ name: String) -> URL {
    repositoryRoot.appendingPathComponent("examples").appendingPathComponent(name)
}

@Suite("Examples")
struct ExampleTests {
    static let names = ["launch-plan.yaml", "construction.yaml", "resource-schedule.json"]

    @Test("every example loads without errors", arguments: names)
    func loads(name: String) throws {
        do {
            let (document, resolved) = try TimelineDocument.readAndResolve(contentsOf: example(name))
            #expect(resolved.itemSource.itemCount == document.items.count)
            #expect(document.items.count >= 25)
        } catch {
            Issue.record("\(error)")
        }
    }
}

extension ExampleTests {
    @Test("every dependency in the examples is met by the written dates", arguments: names)
    func dependenciesAreMet(name: String) throws {
        let resolved = try TimelineDocument.readAndResolve(contentsOf: example(name)).resolved
        let source = resolved.itemSource
        for dependency in source.dependencies {
            let from = try #require(source.item(withID: dependency.from))
            let to = try #require(source.item(withID: dependency.to))
            switch dependency.type {
            case .fromFinishToStart: #expect(to.start >= from.finish, "\(from) → \(to)")
            case .fromStartToStart: #expect(to.start >= from.start, "\(from) → \(to)")
            case .fromFinishToFinish: #expect(to.finish >= from.finish, "\(from) → \(to)")
            case .fromStartToFinish: #expect(to.finish >= from.start, "\(from) → \(to)")
            }
        }
    }

    /// Finishes computed by hand from the schedules (lunch breaks, holidays,
    /// the half day and the continuous curing schedule).
    @Test("durations in the examples give the hand-computed finishes", arguments: [
        ("launch-plan.yaml", "Sync engine rewrite", "2025-03-27T18:00:00"),   // 15 days from Fri 7 Mar
        ("launch-plan.yaml", "Store review", "2025-04-16T18:00:00"),
        ("launch-plan.yaml", "Marketing site", "2025-04-22T18:00:00"),        // skips Good Friday and Easter Monday
        ("construction.yaml", "Foundation concrete curing", "2025-04-30T17:00:00"), // 7 × 24 h
        ("construction.yaml", "Ground floor slab", "2025-05-06T11:00:00"),   // 5 h on the half day, Sat, Mon, 4 h
        ("construction.yaml", "First floor walls", "2025-06-06T11:00:00"),   // skips Ascension Day
        ("resource-schedule.json", "First fix, units 5-8", "2025-06-11T16:00:00"), // skips Whit Monday
    ])
    func finishes(name: String, label: String, finish: String) throws {
        let resolved = try TimelineDocument.readAndResolve(contentsOf: example(name)).resolved
        let item = try #require(resolved.itemSource.items.first { $0.label == label })
        #expect(item.finish == (try Time(iso8601: finish)))
    }
}
