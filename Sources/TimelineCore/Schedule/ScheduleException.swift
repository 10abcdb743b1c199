/// A span of time whose working hours differ from a schedule's weekly pattern:
/// a holiday (no working intervals at all) or, as in Microsoft Project's
/// calendar exceptions, a day with special hours that replace the usual ones.
///
/// ```swift
/// // Christmas off, and a half day on Christmas Eve.
/// let christmas = ScheduleException(nonworking: TimeRange(Time(year: 2025, month: 12, day: 25)..<Time(year: 2025, month: 12, day: 26)))
/// let eve = try ScheduleException(
///     range: TimeRange(Time(year: 2025, month: 12, day: 24)..<Time(year: 2025, month: 12, day: 25)),
///     workingIntervals: [TimeRange(Time(year: 2025, month: 12, day: 24, hour: 8)..<Time(year: 2025, month: 12, day: 24, hour: 12))])
/// ```
public struct ScheduleException: Sendable, Hashable {
    /// The span whose working time this exception replaces (half-open).
    public let range: TimeRange
    /// The working intervals inside ``range``, sorted and not overlapping; empty
    /// for a nonworking exception.
    public let workingIntervals: [TimeRange]

    /// Creates an exception with its own working intervals.
    /// - Parameters:
    ///   - range: The span whose working time is replaced.
    ///   - workingIntervals: The working intervals inside `range`, in any order.
    /// - Throws: ``ScheduleError/exceptionIntervalOutsideRange(exception:interval:)``
    ///   or ``ScheduleError/overlappingExceptionIntervals(_:_:)``.
    public init(range: TimeRange, workingIntervals: [TimeRange]) throws(ScheduleError) {
        let sorted = workingIntervals.filter(\.isEntropic).sorted { $0.start < $1.start }
        for interval in sorted where !range.contains(interval) {
            throw .exceptionIntervalOutsideRange(exception: range, interval: interval)
        }
        for index in sorted.indices.dropFirst() where sorted[index].start < sorted[index - 1].finish {
            throw .overlappingExceptionIntervals(sorted[index - 1], sorted[index])
        }
        self.range = range
        self.workingIntervals = sorted
    }

    /// Creates a nonworking exception (a holiday, a shutdown).
    public init(nonworking range: TimeRange) {
        self.range = range
        workingIntervals = []
    }

    /// Whether the exception has no working time.
    public var isNonworking: Bool { workingIntervals.isEmpty }
}
