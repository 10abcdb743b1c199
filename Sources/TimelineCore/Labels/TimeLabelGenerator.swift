/// Writes the label of an interval chosen by a ``TimeIntervalSelector``
/// (a header cell's text, a tooltip).
public protocol TimeLabelGenerator: Sendable {
    /// The label of `interval`.
    /// - Parameter interval: A half-open interval, usually from a selector.
    /// - Returns: The text; empty when the interval has no label.
    func label(for interval: TimeRange) -> String

    /// The labels of several intervals, in order. Conformers may override it to
    /// share work between labels (a formatter lookup, a schedule walk).
    /// - Parameter intervals: Half-open intervals.
    /// - Returns: One label per interval.
    func labels(for intervals: [TimeRange]) -> [String]
}

extension TimeLabelGenerator {
    /// One ``label(for:)`` per interval.
    /// - Parameter intervals: Half-open intervals.
    /// - Returns: One label per interval.
    /// - Complexity: O(n) calls of ``label(for:)``.
    public func labels(for intervals: [TimeRange]) -> [String] {
        intervals.map { label(for: $0) }
    }
}
