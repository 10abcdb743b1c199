/// Integer keys (item or dependency ids) → positions, for the passes that
/// read or check a whole plan: an array by key when the keys are compact
/// (ids 1…n, what plans and imported files hold), a dictionary otherwise.
/// A lookup in the array is a subtraction and a load instead of a hash
/// (about 100 instructions in a `Dictionary<Int, Int>`).
///
/// ```swift
/// let ids = [7, 3, 5]
/// var index = IDIndex(count: ids.count) { ids[$0] }
/// index.insert(7, at: 0)      // nil: 7 was not there
/// index.insert(7, at: 1)      // 0: 7 was there already, at 0
/// index[7]                    // 0
/// ```
package struct IDIndex: Sendable {
    /// The key of `dense[0]`.
    private var base = 0
    /// Position + 1 by `key - base`; 0 for none.
    private var dense: [Int] = []
    /// Every key when the keys are not compact.
    private var sparse: [Int: Int]?

    /// An empty index sized for `count` keys, `key(0)` to `key(count - 1)`:
    /// dense when their range is at most four times their number (plus a
    /// little), else a dictionary. (A closure rather than a sequence: this
    /// module's generics are not specialized in its callers'.)
    /// - Complexity: O(n) for n keys.
    package init(count: Int, key: (Int) -> Int) {
        guard count > 0 else { return }
        var low = Int.max, high = Int.min
        for position in 0..<count {
            let value = key(position)
            if value < low { low = value }
            if value > high { high = value }
        }
        let (span, overflow) = high.subtractingReportingOverflow(low)
        if !overflow, span < 4 * count + 64 {
            base = low
            dense = [Int](repeating: 0, count: span + 1)
        } else {
            sparse = Dictionary(minimumCapacity: count)
        }
    }

    /// The position of `key`, or `nil`.
    /// - Complexity: O(1).
    @inline(__always)
    package subscript(key: Int) -> Int? {
        if let sparse { return sparse[key] }
        let (offset, overflow) = key.subtractingReportingOverflow(base)
        guard !overflow, offset >= 0, offset < dense.count else { return nil }
        let stored = dense[offset]
        return stored == 0 ? nil : stored - 1
    }

    /// Records `key` at `position` unless it is there already.
    /// - Returns: The position `key` had, or `nil` when it was new.
    /// - Complexity: O(1) amortized; a key outside the range the index was
    ///   made for turns it into a dictionary once (O(n)).
    @discardableResult
    package mutating func insert(_ key: Int, at position: Int) -> Int? {
        precondition(position >= 0, "IDIndex: negative position")
        if sparse == nil {
            let (offset, overflow) = key.subtractingReportingOverflow(base)
            if !overflow, offset >= 0, offset < dense.count {
                let stored = dense[offset]
                if stored != 0 { return stored - 1 }
                dense[offset] = position + 1
                return nil
            }
            var dictionary = [Int: Int](minimumCapacity: dense.count / 4 + 1)
            for offset in dense.indices where dense[offset] != 0 { dictionary[base + offset] = dense[offset] - 1 }
            sparse = dictionary
            dense = []
        }
        if let existing = sparse![key] { return existing }
        sparse![key] = position
        return nil
    }
}
