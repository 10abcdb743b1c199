extension Array {
    /// The first index in `range` whose element satisfies `belongsToSecondPart`,
    /// or `range.upperBound`; the predicate must be false then true along `range`.
    /// - Complexity: O(log n) calls of the predicate.
    @inlinable
    func partitioningIndex(in range: Range<Int>, where belongsToSecondPart: (Element) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if belongsToSecondPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
