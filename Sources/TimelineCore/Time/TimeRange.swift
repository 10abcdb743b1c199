/// A half-open interval of time, `[start, finish)`: it contains its start but
/// not its finish, so consecutive ranges tile a timeline without overlapping.
///
/// A range never has its finish before its start: the throwing initializer
/// rejects such input with ``TimeRangeError`` instead of swapping the ends.
public struct TimeRange: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The first instant of the range.
    public let start: Time
    /// The instant just after the range (not contained).
    public let finish: Time

    /// Creates a range, rejecting a finish before the start.
    /// - Throws: ``TimeRangeError/finishBeforeStart(start:finish:)``.
    public init(start: Time, finish: Time) throws(TimeRangeError) {
        guard finish >= start else { throw .finishBeforeStart(start: start, finish: finish) }
        self.start = start
        self.finish = finish
    }

    /// Creates a range from a Swift range (whose own initializer already traps
    /// on reversed bounds, so this one cannot fail).
    public init(_ range: Range<Time>) {
        start = range.lowerBound
        finish = range.upperBound
    }

    /// Creates a range of `duration` seconds from `start`.
    /// - Precondition: `duration >= 0`.
    public init(start: Time, duration: Double) {
        precondition(duration >= 0 && duration.isFinite, "TimeRange: duration must be finite and non-negative")
        self.start = start
        finish = start.adding(seconds: duration)
    }

    /// Creates a momentary range at `time`.
    public init(at time: Time) {
        start = time
        finish = time
    }

    /// The length in seconds.
    public var duration: Double { finish.absoluteSeconds - start.absoluteSeconds }

    /// The length in a unit. Fixed-length units divide exactly; calendar units
    /// (months and longer) count whole months between the ends plus the
    /// fraction of the month in progress.
    public func duration(in unit: TimeUnit) -> Double {
        if let seconds = unit.fixedSeconds { return duration / seconds }
        var whole = (start.year * 12 + start.month) - (finish.year * 12 + finish.month)
        whole = -whole
        var anchor = start.adding(months: whole)
        if anchor > finish {
            whole -= 1
            anchor = start.adding(months: whole)
        }
        let next = start.adding(months: whole + 1)
        let fraction = finish.seconds(since: anchor) / next.seconds(since: anchor)
        return (Double(whole) + fraction) / Double(unit.calendarMonths!)
    }

    /// Whether the range has a positive length (`finish > start`).
    public var isEntropic: Bool { finish > start }

    /// Whether the range is a single instant (`finish == start`), like a milestone.
    public var isMomentary: Bool { finish == start }

    /// Whether `time` lies in `[start, finish)`.
    public func contains(_ time: Time) -> Bool { time >= start && time < finish }

    /// Whether `other` lies entirely inside this range.
    public func contains(_ other: TimeRange) -> Bool { other.start >= start && other.finish <= finish }

    /// Whether the two ranges share a positive length of time, or a momentary
    /// range lies inside the other.
    public func overlaps(_ other: TimeRange) -> Bool {
        if isMomentary { return other.contains(start) || other == self }
        if other.isMomentary { return contains(other.start) }
        return start < other.finish && other.start < finish
    }

    /// The common part of two ranges, or `nil` when they do not overlap
    /// (touching ranges share no time and give `nil`).
    public func intersection(_ other: TimeRange) -> TimeRange? {
        let lower = max(start, other.start)
        let upper = min(finish, other.finish)
        if upper > lower { return TimeRange(lower..<upper) }
        if upper == lower && (isMomentary || other.isMomentary) && overlaps(other) { return TimeRange(at: lower) }
        return nil
    }

    /// The smallest range that covers both ranges (and any gap between them).
    public func union(_ other: TimeRange) -> TimeRange {
        TimeRange(min(start, other.start)..<max(finish, other.finish))
    }

    /// The range moved by an amount of a unit (see ``Time/adding(_:in:)``).
    /// Calendar units move each end separately, so the length may change
    /// (Jan 31–Feb 1 shifted by a month is Feb 28–Mar 1).
    public func shifted(by value: Double, in unit: TimeUnit) -> TimeRange {
        let newStart = start.adding(value, in: unit)
        let newFinish = finish.adding(value, in: unit)
        return TimeRange(newStart..<max(newStart, newFinish))
    }

    /// `start–finish` in ISO 8601.
    public var description: String { "\(start)–\(finish)" }

    private enum CodingKeys: String, CodingKey { case start, finish }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(Time.self, forKey: .start)
        let finish = try container.decode(Time.self, forKey: .finish)
        do {
            try self.init(start: start, finish: finish)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .finish, in: container, debugDescription: error.description)
        }
    }
}

/// Why a ``TimeRange`` could not be created.
public enum TimeRangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The finish lies before the start.
    case finishBeforeStart(start: Time, finish: Time)

    public var description: String {
        switch self {
        case let .finishBeforeStart(start, finish):
            "finish \(finish) is before start \(start)"
        }
    }
}
