import Foundation
import GanttChart
import Interchange
import Testing
import TimelineCore
import TimelineTestSupport

@Suite("Writing plans as CSV")
struct CSVPlanWriterTests {
    static let day = Time(year: 2025, month: 3, day: 3)

    /// A plan using everything CSV carries, in the reader's canonical form
    /// (rows in order, dependency ids in successor order, lags in the units
    /// the reader keeps).
    static let plan = TimelineDocument(items: [
        .init(id: 1, label: "Design, phase \"A\"", row: 0, start: day, type: .summary, details: "two\nlines"),
        .init(id: 2, label: "Sketches", row: 1, start: day.adding(seconds: 8 * 3_600), duration: WorkingDuration(3, .days),
              completion: 0.5, attachment: "Ann; Bo", parent: .id(1)),
        .init(id: 3, label: "Review", row: 2, start: Time(year: 2025, month: 3, day: 6, hour: 8),
              finish: Time(year: 2025, month: 3, day: 6, hour: 12, minute: 30), completion: 0.25, parent: .id(1)),
        .init(id: 4, label: "Sign-off", row: 3, start: Time(year: 2025, month: 3, day: 7, hour: 16), type: .milestone),
        .init(id: 7, label: " padded ", row: 4, start: Time(year: 2025, month: 3, day: 10), finish: Time(year: 2025, month: 3, day: 10, hour: 24)),
    ], dependencies: [
        .init(id: 1, from: .id(2), to: .id(3), lag: TimelineDocument.Lag(1, .days)),
        .init(id: 2, from: .id(3), to: .id(4), type: .fromFinishToFinish, lag: TimelineDocument.Lag(-4, .hours)),
        .init(id: 3, from: .id(2), to: .id(4), type: .fromStartToStart, lag: TimelineDocument.Lag(50, .percent)),
        .init(id: 4, from: .id(4), to: .id(7), lag: TimelineDocument.Lag(2, .elapsedDays)),
    ])

    @Test("the written text, field by field")
    func text() {
        let lines = CSVPlanWriter.write(Self.plan).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "ID,Name,Parent,Start,Finish,Duration,% Complete,Predecessors,Resource Names,Milestone,Summary,Notes")
        #expect(lines[1] == "1,\"Design, phase \"\"A\"\"\",,2025-03-03,,,0%,,,No,Yes,\"two")
        #expect(lines[2] == "lines\"")
        #expect(lines[3] == "2,Sketches,1,2025-03-03T08:00:00,,3d,50%,,Ann; Bo,No,No,")
        #expect(lines[4] == "3,Review,1,2025-03-06T08:00:00,2025-03-06T12:30:00,4h 30m,25%,2FS+1d,,No,No,")
        #expect(lines[5] == "4,Sign-off,,2025-03-07T16:00:00,,0d,0%,3FF-4h;2SS+50%,,Yes,No,")
        #expect(lines[6] == "7,\" padded \",,2025-03-10,2025-03-10T24:00:00,1d,0%,4FS+2ed,,No,No,")
    }

    @Test("reading the written plan gives it back")
    func roundTrip() throws {
        for dialect in [CSVDialect.standard, .semicolon, .tab] {
            let text = CSVPlanWriter.write(Self.plan, dialect: dialect)
            let read = try CSVPlanReader.read(text, file: "written.csv").document
            #expect(read == Self.plan, "\(dialect)")
        }
    }

    @Test("items sharing rows get a Row column")
    func rows() throws {
        var plan = Self.plan
        plan.items[2].row = 1
        let text = CSVPlanWriter.write(plan)
        #expect(text.hasPrefix("ID,Name,Parent,Row,Start"))
        #expect(try CSVPlanReader.read(text).document == plan)
    }

    @Test("seeded random plans survive writing and reading", arguments: 0..<8)
    func randomPlans(seed: UInt64) throws {
        var generator = SeededRandomNumberGenerator(seed: seed)
        var items: [TimelineDocument.Item] = []
        var dependencies: [TimelineDocument.Dependency] = []
        let count = Int.random(in: 1...40, using: &generator)
        for index in 0..<count {
            let start = Time(year: 2025, month: 1, day: 1).adding(seconds: Double(Int.random(in: 0..<(200 * 96), using: &generator)) * 900)
            var item = TimelineDocument.Item(id: index + 1, label: "Task \(index) ,\"\n;\tx", row: index, start: start)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: item.type = .milestone
            case 1: item.duration = WorkingDuration(Double(Int.random(in: 0...40, using: &generator)), .hours)
            default: item.finish = start.adding(seconds: Double(Int.random(in: 0...500, using: &generator)) * 900)
            }
            item.completion = Double(Int.random(in: 0...1_000, using: &generator)) / 1_000
            if Bool.random(using: &generator) { item.attachment = "R\(index)" }
            if index > 0, Int.random(in: 0..<3, using: &generator) == 0 {
                let parent = Int.random(in: 0..<index, using: &generator)
                if items[parent].type == .standard, items[parent].parent == nil { item.parent = .id(parent + 1) }
            }
            items.append(item)
        }
        // Links go forward in id order (no cycles), in the order the reader makes them.
        for successor in items.indices where successor > 0 {
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                let predecessor = Int.random(in: 0..<successor, using: &generator)
                guard !dependencies.contains(where: { $0.from == .id(predecessor + 1) && $0.to == .id(successor + 1) }),
                      items[predecessor].parent != .id(successor + 1), items[successor].parent != .id(predecessor + 1) else { continue }
                let type = GanttChartDependency.DependencyType.allCases.randomElement(using: &generator)!
                let lag: TimelineDocument.Lag? = Bool.random(using: &generator) ? nil : TimelineDocument.Lag(Double(Int.random(in: 1...9, using: &generator)), .hours)
                dependencies.append(.init(id: dependencies.count + 1, from: .id(predecessor + 1), to: .id(successor + 1), type: type, lag: lag))
            }
        }
        let plan = TimelineDocument(items: items, dependencies: dependencies)
        guard (try? plan.resolve()) != nil else { return }
        let read = try CSVPlanReader.read(CSVPlanWriter.write(plan)).document
        #expect(read.items == plan.items)
        #expect(read.dependencies == plan.dependencies)
    }

    @Test("examples keep their drawn dates through CSV", arguments: ExampleTests.names)
    func examples(name: String) throws {
        let (document, resolved) = try TimelineDocument.readAndResolve(contentsOf: example(name))
        let text = CSVPlanWriter.write(document)
        let read = try CSVPlanReader.read(text, file: name + ".csv")
        let original = Dictionary(uniqueKeysWithValues: resolved.itemSource.items.map { ($0.id, $0) })
        for item in read.resolved.itemSource.items {
            let before = try #require(original[item.id])
            #expect(item.label == before.label)
            #expect(item.time == before.time, "\(item.label)")
            #expect(item.completion == before.completion)
            #expect(item.type == before.type)
        }
        #expect(read.resolved.itemSource.items.count == resolved.itemSource.items.count)
        #expect(read.document.dependencies.count == document.dependencies.count)
        // Once read, writing and reading again changes nothing.
        let written = CSVPlanWriter.write(read.document)
        #expect(CSVPlanWriter.write(try CSVPlanReader.read(written).document) == written)
    }
}
