/// A binary min-heap for the overlap layout's free and busy columns.
struct MinHeap<Element: Comparable> {
    private(set) var elements: [Element] = []

    var isEmpty: Bool { elements.isEmpty }
    var min: Element? { elements.first }

    /// - Complexity: O(log n).
    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// - Complexity: O(log n).
    mutating func popMin() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let result = elements.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < elements.count, elements[left] < elements[smallest] { smallest = left }
            if right < elements.count, elements[right] < elements[smallest] { smallest = right }
            if smallest == parent { break }
            elements.swapAt(parent, smallest)
            parent = smallest
        }
        return result
    }

    mutating func removeAll() { elements.removeAll(keepingCapacity: true) }
}

/// A busy column: when it frees up, and which it is.
struct BusyColumn: Comparable {
    var end: Double
    var column: Int
    static func < (a: BusyColumn, b: BusyColumn) -> Bool { (a.end, a.column) < (b.end, b.column) }
}
