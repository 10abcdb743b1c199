@testable import GanttChart
import Testing
import TimelineCore

@Suite("GanttChartValidation")
struct GanttChartValidationTests {
    private let lastDay = Time(year: 9_999, month: 12, day: 31)

    @Test("an item may end at 9999-12-31 24:00 but not later, nor start before year 1")
    func itemRange() throws {
        let last = GanttChartItem(id: 1, label: "", row: 0, time: TimeRange(lastDay.adding(seconds: 8 * 3_600)..<Time.latestSupported))
        try last.validate()
        let late = GanttChartItem(id: 2, label: "", row: 0, time: TimeRange(lastDay..<lastDay.adding(days: 3)))
        #expect(throws: GanttChartValidationError.timeOutOfRange(item: 2, start: lastDay, finish: lastDay.adding(days: 3))) { try late.validate() }
        let early = GanttChartItem(id: 3, label: "", row: 0, time: TimeRange(Time.earliestSupported.adding(days: -1)..<Time.earliestSupported))
        #expect(throws: GanttChartValidationError.self) { try early.validate() }
        #expect(GanttChartValidation.errors(items: [late], dependencies: []) == [.timeOutOfRange(item: 2, start: lastDay, finish: lastDay.adding(days: 3))])
    }

    @Test("the manager refuses an edit that would leave the range, naming the item, and keeps the item")
    func managerRefuses() throws {
        let start = lastDay.adding(seconds: 8 * 3_600)
        let source = try GanttChartItemSource(items: [GanttChartItem(id: 7, label: "Last", row: 0, time: TimeRange(start..<start.adding(seconds: 4 * 3_600)))])
        let manager = GanttChartItemManager(source: source, schedule: Schedule.standard)
        // Three working days from Friday 9999-12-31 08:00 end in year 10000.
        let error = try #require(throws: GanttChartValidationError.self) { try manager.updateDuration(for: 7, to: 3 * 8 * 3_600) }
        guard case let .timeOutOfRange(item, _, finish) = error else { Issue.record("\(error)"); return }
        #expect(item == 7 && !finish.isSupported)
        #expect(error.description.hasPrefix("item 7: finish 10000-01-0") && error.description.hasSuffix(Time.supportedRangeDescription))
        #expect(manager.item(withID: 7)?.time == TimeRange(start..<start.adding(seconds: 4 * 3_600)))
        #expect(throws: GanttChartValidationError.self) {
            try manager.updateTime(for: 7, to: TimeRange(Time(year: 0, month: 12, day: 31)..<start))
        }
    }

    /// The whole-collection rules written plainly, with sets and a dictionary,
    /// in input order: what ``GanttChartValidation/errors(items:dependencies:)``
    /// must list (the cycle check aside).
    private func referenceErrors(items: [GanttChartItem], dependencies: [GanttChartDependency]) -> [GanttChartValidationError] {
        var errors: [GanttChartValidationError] = []
        var itemIDs = Set<GanttChartItem.ID>()
        for item in items {
            do throws(GanttChartValidationError) { try item.validate() } catch { errors.append(error) }
            if !itemIDs.insert(item.id).inserted { errors.append(.duplicateItemID(item.id)) }
        }
        var dependencyIDs = Set<GanttChartDependency.ID>()
        var pairs: [[Int]: GanttChartDependency.ID] = [:]
        for dependency in dependencies {
            if !dependencyIDs.insert(dependency.id).inserted { errors.append(.duplicateDependencyID(dependency.id)); continue }
            if dependency.from == dependency.to { errors.append(.dependencyToItself(dependency: dependency.id, item: dependency.from)); continue }
            var endsExist = true
            for end in [dependency.from, dependency.to] where !itemIDs.contains(end) {
                errors.append(.dependencyToMissingItem(dependency: dependency.id, item: end))
                endsExist = false
            }
            guard endsExist else { continue }
            let pair = [dependency.from.rawValue, dependency.to.rawValue]
            if let existing = pairs[pair] { errors.append(.duplicateDependency(dependency: dependency.id, existing: existing)); continue }
            pairs[pair] = dependency.id
        }
        return errors
    }

    @Test("Random collections: every problem listed in input order as the plain rules list it (compact and scattered ids)")
    func randomCollections() {
        var generator = SplitMix64(seed: 11)
        let monday = Time(year: 2025, month: 3, day: 3)
        for round in 0..<200 {
            // Every other round ids far apart, so the index is a dictionary.
            let scale = round % 2 == 0 ? 1 : 1_000_003
            let count = Int.random(in: 1...40, using: &generator)
            let items = (0..<count).map { _ in
                let id = Int.random(in: 0...count, using: &generator) * scale
                let start = monday.adding(days: Int.random(in: 0...20, using: &generator))
                let time = TimeRange(start..<start.adding(days: Int.random(in: 0...3, using: &generator)))
                return GanttChartItem(id: GanttChartItem.ID(id), label: "", row: Int.random(in: -1...10, using: &generator), time: time,
                                      completion: [0, 0.5, 1, 1.5].randomElement(using: &generator)!,
                                      type: Bool.random(using: &generator) ? .standard : .milestone)
            }
            let links = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                GanttChartDependency(id: GanttChartDependency.ID(Int.random(in: 0...50, using: &generator) * scale),
                                     from: GanttChartItem.ID(Int.random(in: 0...count + 2, using: &generator) * scale),
                                     to: GanttChartItem.ID(Int.random(in: 0...count + 2, using: &generator) * scale))
            }
            var errors = GanttChartValidation.errors(items: items, dependencies: links)
            if case .dependencyCycle? = errors.last { errors.removeLast() }
            #expect(errors == referenceErrors(items: items, dependencies: links), "round \(round)")
        }
    }

    @Test("A cycle is reported exactly when the links have one, and it is the one firstCycle names (acyclic plans skip its sort)")
    func cyclesAsFirstCycleFindsThem() {
        var generator = SplitMix64(seed: 23)
        let monday = Time(year: 2025, month: 3, day: 3)
        var cyclic = 0
        for round in 0..<300 {
            let count = Int.random(in: 2...30, using: &generator)
            let scale = round % 3 == 0 ? 1_000_003 : 1
            let items = (1...count).map { id in
                GanttChartItem(id: GanttChartItem.ID(id * scale), label: "", row: id, time: TimeRange(monday..<monday.adding(days: 1)))
            }
            // Forward links (a DAG), and in some rounds a few backward ones, which may close a cycle.
            var pairs = Set<[Int]>()
            for _ in 0..<Int.random(in: 1...(2 * count), using: &generator) {
                let from = Int.random(in: 1...count, using: &generator), to = Int.random(in: 1...count, using: &generator)
                guard from != to, round % 2 == 1 || from < to else { continue }
                pairs.insert([from, to])
            }
            let links = pairs.sorted { $0.lexicographicallyPrecedes($1) }.shuffled(using: &generator).enumerated().map { index, pair in
                GanttChartDependency(id: GanttChartDependency.ID(index + 1), from: GanttChartItem.ID(pair[0] * scale), to: GanttChartItem.ID(pair[1] * scale))
            }
            let expected = GanttChartValidation.firstCycle(in: links)
            if expected != nil { cyclic += 1 }
            #expect(GanttChartValidation.errors(items: items, dependencies: links) == (expected.map { [$0] } ?? []), "round \(round)")
        }
        #expect(cyclic > 30 && cyclic < 150, "both kinds were tried: \(cyclic) of 300 had a cycle")
    }
}
