import ProjectScheduling
import Testing
import TimelineCore
import TimelineTestSupport
@testable import GanttChart

/// The byte-level readings of durations and predecessors and the array-based
/// cycle search agree with the general code (seeded random inputs).
@Suite("Fast paths and their references")
struct FastPathReferenceTests {
    static let format = OutlineGanttChartDurationFormat(hoursPerDay: 8)

    /// Printable ASCII texts made of the pieces durations and predecessors use, and a few others.
    static func randomText(_ random: inout SeededRandomNumberGenerator, pieces: [String]) -> String {
        (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static let durationPieces = ["1", "3", "0", "12", ".", "5", "d", "h", "m", "w", "e", "E", "D", "H", "+", "-", "x", "1e", "2.5", "1e9", "99999999999"]
    static let predecessorPieces = ["1", "3", "42", "FS", "SS", "ff", "sF", "FX", "F", "+", "-", "2d", "4h", "1ed", "%", "50", ";", ",", "x", "3e", "1.5", "99999999999999999999"]

    /// `value(parsing:)` of `text`, as a comparable outcome.
    static func duration(_ text: String) -> OutlineGanttChartDurationFormat.Value? {
        try? format.value(parsing: text)
    }

    @Test("durations read from bytes equal the general reading (a leading space forces it)")
    func durations() {
        var random = SeededRandomNumberGenerator(seed: 17)
        var plain = 0
        for _ in 0..<20_000 {
            let text = Self.randomText(&random, pieces: Self.durationPieces)
            if Self.format.plainValue(text) != nil { plain += 1 }
            let fast = Self.duration(text), general = Self.duration(" " + text)
            #expect(fast == general, "\"\(text)\"")
            if let fast, let general { #expect(fast.seconds.sign == general.seconds.sign, "\"\(text)\"") }
        }
        #expect(plain > 2_000)
        #expect(Self.format.plainValue("3d") == .init(seconds: 3 * 8 * 3_600, isElapsed: false))
        #expect(Self.format.plainValue("+1ed") == .init(seconds: 24 * 3_600, isElapsed: true))
        #expect(Self.format.plainValue("3 d") == nil)
    }

    @Test("predecessors read from bytes equal the general reading (a trailing space forces it)")
    func predecessors() {
        var random = SeededRandomNumberGenerator(seed: 29)
        var plain = 0
        for _ in 0..<20_000 {
            let text = Self.randomText(&random, pieces: Self.predecessorPieces)
            if OutlineGanttChartPredecessor.plainEntries(text, format: Self.format) != nil { plain += 1 }
            let fast = try? OutlineGanttChartPredecessor.parse(text, format: Self.format)
            let general = try? OutlineGanttChartPredecessor.parse(text + " ", format: Self.format)
            #expect(fast == general, "\"\(text)\"")
        }
        #expect(plain > 2_000)
        #expect(OutlineGanttChartPredecessor.plainEntries("3FS+2d;5ss", format: Self.format)
                == [OutlineGanttChartPredecessor(row: 3, type: .fromFinishToStart, lag: .working(16 * 3_600)),
                    OutlineGanttChartPredecessor(row: 5, type: .fromStartToStart)])
    }

    /// The cycle search as it was written first (dictionaries by item id): the reference.
    static func referenceCycle(in dependencies: [GanttChartDependency]) -> GanttChartValidationError? {
        guard !dependencies.isEmpty else { return nil }
        let edges = dependencies.sorted { ($0.from, $0.to, $0.id) < ($1.from, $1.to, $1.id) }
        var inDegree: [GanttChartItem.ID: Int] = [:]
        for edge in edges {
            inDegree[edge.to, default: 0] += 1
            inDegree[edge.from, default: 0] += 0
        }
        var ready = inDegree.filter { $0.value == 0 }.map(\.key)
        var removed = 0
        while let node = ready.popLast() {
            removed += 1
            for edge in edges where edge.from == node {
                inDegree[edge.to]! -= 1
                if inDegree[edge.to] == 0 { ready.append(edge.to) }
            }
        }
        guard removed < inDegree.count else { return nil }
        var predecessor: [GanttChartItem.ID: GanttChartDependency] = [:]
        for edge in edges where inDegree[edge.from]! > 0 && inDegree[edge.to]! > 0 && predecessor[edge.to] == nil {
            predecessor[edge.to] = edge
        }
        var node = predecessor.keys.min()!
        var seen: [GanttChartItem.ID: Int] = [:]
        var walk: [GanttChartItem.ID] = []
        while seen[node] == nil {
            seen[node] = walk.count
            walk.append(node)
            node = predecessor[node]!.from
        }
        let cycle = [node] + walk[seen[node]!...].reversed()
        return .dependencyCycle(dependency: predecessor[node]!.id, cycle: cycle)
    }

    @Test("the cycle search names the same cycle as the reference on random graphs")
    func cycles() {
        var random = SeededRandomNumberGenerator(seed: 43)
        var found = 0
        for _ in 0..<2_000 {
            let nodes = Int.random(in: 1...12, using: &random)
            let count = Int.random(in: 0...18, using: &random)
            let dependencies = (0..<count).map { index in
                GanttChartDependency(id: GanttChartDependency.ID(Int.random(in: 0...1_000, using: &random) * 100 + index),
                                     from: GanttChartItem.ID(Int.random(in: 1...nodes, using: &random) * 7),
                                     to: GanttChartItem.ID(Int.random(in: 1...nodes, using: &random) * 7))
            }
            let expected = Self.referenceCycle(in: dependencies)
            if expected != nil { found += 1 }
            #expect(GanttChartValidation.firstCycle(in: dependencies) == expected)
        }
        #expect(found > 200)
    }
}
