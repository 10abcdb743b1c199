/// A binary heap of integers ordered by a caller's comparison (the first
/// element is the one `areInIncreasingOrder` puts first).
struct IndexHeap {
    private var storage: [Int] = []
    private let areInIncreasingOrder: (Int, Int) -> Bool

    init(by areInIncreasingOrder: @escaping (Int, Int) -> Bool) {
        self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Adds `value`.
    /// - Complexity: O(log n).
    mutating func push(_ value: Int) {
        storage.append(value)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard areInIncreasingOrder(storage[child], storage[parent]) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the first element, or `nil` when empty.
    /// - Complexity: O(log n).
    mutating func pop() -> Int? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        let first = storage[0]
        storage[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < storage.count else { break }
            var best = left
            if left + 1 < storage.count, areInIncreasingOrder(storage[left + 1], storage[left]) { best = left + 1 }
            guard areInIncreasingOrder(storage[best], storage[parent]) else { break }
            storage.swapAt(best, parent)
            parent = best
        }
        return first
    }
}
