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
    /// The number of keys recorded.
    package private(set) var count = 0

    /// An empty index; keys added in a compact range stay in an array.
    package init() {}

    /// Whether the keys are in the array (not a dictionary), for tests.
    var isDense: Bool { sparse == nil }

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

    /// The position of `key`, or `nil`. Setting records or moves the key;
    /// setting `nil` removes it.
    /// - Complexity: O(1) (amortized when the array grows for a key just
    ///   past its end, as a new item's id is).
    package subscript(key: Int) -> Int? {
        @inline(__always) get {
            if let sparse { return sparse[key] }
            let (offset, overflow) = key.subtractingReportingOverflow(base)
            guard !overflow, offset >= 0, offset < dense.count else { return nil }
            let stored = dense[offset]
            return stored == 0 ? nil : stored - 1
        }
        set {
            if let position = newValue {
                precondition(position >= 0, "IDIndex: negative position")
                if let offset = denseOffset(growingFor: key) {
                    if dense[offset] == 0 { count += 1 }
                    dense[offset] = position + 1
                } else if sparse!.updateValue(position, forKey: key) == nil {
                    count += 1
                }
            } else if sparse != nil {
                if sparse!.removeValue(forKey: key) != nil { count -= 1 }
            } else {
                let (offset, overflow) = key.subtractingReportingOverflow(base)
                guard !overflow, offset >= 0, offset < dense.count, dense[offset] != 0 else { return }
                dense[offset] = 0
                count -= 1
            }
        }
    }

    /// Records `key` at `position` unless it is there already.
    /// - Returns: The position `key` had, or `nil` when it was new.
    /// - Complexity: O(1) amortized; a key outside the range the index was
    ///   made for turns it into a dictionary once (O(n)).
    @discardableResult
    package mutating func insert(_ key: Int, at position: Int) -> Int? {
        precondition(position >= 0, "IDIndex: negative position")
        if let offset = denseOffset(growingFor: key) {
            let stored = dense[offset]
            if stored != 0 { return stored - 1 }
            dense[offset] = position + 1
            count += 1
            return nil
        }
        if let existing = sparse![key] { return existing }
        sparse![key] = position
        count += 1
        return nil
    }

    /// Where `key` goes in the array, which grows when the key lies a
    /// little past its end (up to twice its length, plus 64); `nil` after
    /// the index became (or was) a dictionary, which a key further out or
    /// below the range makes it, once.
    private mutating func denseOffset(growingFor key: Int) -> Int? {
        guard sparse == nil else { return nil }
        if dense.isEmpty && count == 0 { base = key }
        let (offset, overflow) = key.subtractingReportingOverflow(base)
        if !overflow, offset >= 0 {
            if offset < dense.count { return offset }
            if offset < 2 * dense.count + 64 {
                dense.append(contentsOf: repeatElement(0, count: offset + 1 - dense.count))
                return offset
            }
        }
        var dictionary = [Int: Int](minimumCapacity: count + 1)
        for offset in dense.indices where dense[offset] != 0 { dictionary[base + offset] = dense[offset] - 1 }
        sparse = dictionary
        dense = []
        return nil
    }
}
