import Testing
@testable import TimelineCore
import TimelineTestSupport

@Suite("IDIndex")
struct IDIndexTests {
    /// Inserts `keys` in order (position = place in the list) into an index
    /// made for `sizedFor`, checking every answer against a dictionary, then
    /// every lookup of `probes`.
    private func check(sizedFor: [Int], keys: [Int], probes: [Int]) {
        var index = IDIndex(count: sizedFor.count) { sizedFor[$0] }
        var reference: [Int: Int] = [:]
        for (position, key) in keys.enumerated() {
            let expected = reference[key]
            #expect(index.insert(key, at: position) == expected, "insert \(key)")
            if expected == nil { reference[key] = position }
        }
        for key in probes + keys {
            #expect(index[key] == reference[key], "lookup \(key)")
        }
    }

    @Test("compact ids, duplicates and misses answer as a dictionary would")
    func compact() {
        var generator = SeededRandomNumberGenerator(seed: 1)
        let keys = (0..<2_000).map { _ in Int.random(in: 1...1_500, using: &generator) }
        check(sizedFor: keys, keys: keys, probes: [0, -1, 1_501, 3_000, Int.min, Int.max])
    }

    @Test("scattered ids (a dictionary inside) answer the same")
    func scattered() {
        var generator = SeededRandomNumberGenerator(seed: 2)
        let keys = (0..<1_000).map { _ in Int.random(in: -1_000_000_000...1_000_000_000, using: &generator) }
        check(sizedFor: keys, keys: keys + keys.prefix(50), probes: [0, Int.min, Int.max])
    }

    @Test("a key outside the range it was made for switches to a dictionary and keeps everything")
    func outside() {
        let sized = Array(10...20)
        check(sizedFor: sized, keys: [10, 15, 20, 15, 9, 21, 1_000_000, Int.max, Int.min, 10, 9], probes: [0, 11, 19, 22])
    }

    @Test("extreme keys: no overflow in the range or the offsets")
    func extremes() {
        check(sizedFor: [Int.min, Int.max], keys: [Int.max, Int.min, 0, Int.max], probes: [1, -1])
        check(sizedFor: [Int.max - 3, Int.max], keys: [Int.max, Int.max - 1, Int.max - 3], probes: [Int.min, Int.max - 2])
        check(sizedFor: [], keys: [5, 5, -5], probes: [0])
    }

    @Test("Random sets, moves and removals (an item source's edits) answer as a dictionary, with the count; the array grows for new ids")
    func edits() {
        var random = SeededRandomNumberGenerator(seed: 41)
        for round in 0..<60 {
            let start = [0, 1, -50, 1_000_000, Int.max - 5_000, Int.min + 10][round % 6]
            let initial = (0..<Int.random(in: 0...300, using: &random)).map { start &+ $0 }
            var index = round % 5 == 0 ? IDIndex() : IDIndex(count: initial.count) { initial[$0] }
            var reference: [Int: Int] = [:]
            for (position, key) in initial.enumerated() where round % 5 != 0 {
                index.insert(key, at: position)
                reference[key] = position
            }
            var next = start &+ initial.count
            for _ in 0..<800 {
                let key: Int
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4: key = next; next = next &+ 1                       // a new id past the end
                case 4..<8: key = reference.keys.randomElement(using: &random) ?? next
                case 8: key = start &+ Int.random(in: -100...(initial.count + 400), using: &random)   // near the range
                default: key = Int.random(in: Int.min...Int.max, using: &random)                         // anywhere
                }
                if Bool.random(using: &random) || reference.isEmpty {
                    let position = Int.random(in: 0...100_000, using: &random)
                    index[key] = position
                    reference[key] = position
                } else {
                    index[key] = nil
                    reference[key] = nil
                }
                #expect(index.count == reference.count, "round \(round)")
            }
            for key in Array(reference.keys) + (0..<50).map({ start &+ $0 }) + [Int.min, Int.max, next] {
                #expect(index[key] == reference[key], "round \(round), key \(key)")
            }
        }
    }

    @Test("Ids added one past the end stay in the array (no dictionary for a growing plan)")
    func growsForNewIDs() {
        var index = IDIndex(count: 3) { [1, 2, 3][$0] }
        for key in 1...3 { index.insert(key, at: key - 1) }
        for key in 4...10_000 { index[key] = key - 1 }
        #expect(index.count == 10_000)
        #expect(index.isDense)
        index[50_000_000] = 1
        #expect(!index.isDense && index[50_000_000] == 1 && index[9_999] == 9_998 && index.count == 10_001)
    }
}
