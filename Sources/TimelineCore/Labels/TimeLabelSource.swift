/// A label generator backed by a closure.
///
/// ```swift
/// let sprints = TimeLabelSource { interval in "Sprint \(sprintNumber(at: interval.start))" }
/// ```
public struct TimeLabelSource: TimeLabelGenerator {
    /// The closure that writes a label.
    public let generate: @Sendable (TimeRange) -> String

    /// Creates a closure-backed generator.
    /// - Parameter generate: Writes the label of an interval.
    public init(_ generate: @escaping @Sendable (TimeRange) -> String) {
        self.generate = generate
    }

    /// The closure's label for `interval`.
    /// - Parameter interval: A half-open interval.
    /// - Returns: The text.
    public func label(for interval: TimeRange) -> String {
        generate(interval)
    }
}
