/// A selector backed by a closure, for intervals that follow custom rules.
///
/// ```swift
/// let everyOtherDay = TimeIntervalSource { range in
///     PeriodSelector(.days, period: 2).intervals(in: range)
/// }
/// ```
public struct TimeIntervalSource: TimeIntervalSelector {
    /// The closure that selects the intervals intersecting a range.
    public let select: @Sendable (TimeRange) -> [TimeRange]

    /// Creates a closure-backed selector.
    /// - Parameter select: Returns the half-open intervals that intersect a range, in order.
    public init(_ select: @escaping @Sendable (TimeRange) -> [TimeRange]) {
        self.select = select
    }

    /// The intervals that `select` returns for `range`.
    /// - Parameter range: The half-open range to cover.
    /// - Returns: The intervals, in the closure's order.
    public func intervals(in range: TimeRange) -> [TimeRange] {
        select(range)
    }
}
