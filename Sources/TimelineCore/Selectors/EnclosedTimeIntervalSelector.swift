/// Wraps another selector and trims each of its intervals to the requested range,
/// so that the first and last intervals never reach outside it (a header cell
/// for the partly visible first day covers only its visible part).
public struct EnclosedTimeIntervalSelector: TimeIntervalSelector {
    /// The selector whose intervals are trimmed.
    public let base: any TimeIntervalSelector

    /// Creates a trimming selector.
    /// - Parameter base: The selector whose intervals are trimmed.
    public init(_ base: any TimeIntervalSelector) {
        self.base = base
    }

    /// The intervals of ``base`` that intersect `range`, each intersected with it.
    /// - Parameter range: The half-open range to cover.
    /// - Returns: The trimmed intervals in order; intervals that share no time with
    ///   `range` (and are not momentary inside it) are dropped.
    /// - Complexity: O(k) plus the cost of the base selector, k = its result count.
    public func intervals(in range: TimeRange) -> [TimeRange] {
        base.intervals(in: range).compactMap { $0.intersection(range) }
    }
}
