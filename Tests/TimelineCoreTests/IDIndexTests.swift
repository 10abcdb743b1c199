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
}
