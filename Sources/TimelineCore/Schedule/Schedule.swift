import Synchronization

/// Working time: a weekly pattern of working intervals plus exceptions.
///
/// - The weekly pattern gives the working intervals of each weekday; a day may
///   have several (08:00–12:00 and 13:00–17:00) and each day its own (a Friday
///   that ends at 15:00).
/// - Excluded intervals (holidays, shutdowns) remove working time; exceptions
///   with their own working intervals replace the pattern in their span.
/// - An optional provider yields exclusions lazily for unbounded rules such as
///   a recurring holiday. It is asked for one window (52 weeks) at a time, and
///   each window's answer is cached.
///
/// Every interval is half-open: on ``standard`` Monday 08:00 is working and
/// Monday 16:00 is not. See ``ScheduleDefinition`` for the conventions on starts
/// and finishes; in short:
///
/// ```swift
/// let monday8 = Time(year: 2025, month: 3, day: 3, hour: 8)
/// Schedule.standard.adding(workingDuration: 8 * 3_600, to: monday8)   // Monday 16:00
/// Schedule.standard.adding(workingDuration: 0, to: monday8.adding(days: -1)) // Monday 08:00
/// Schedule.standard.previousWorkingTime(from: monday8)                // Friday 16:00
/// ```
///
/// Cost does not grow with the spanned time: whole weeks count by
/// multiplication and exceptions by binary search over a sorted, merged list,
/// so adding ten years costs the same as adding one hour. With a provider the
/// cost grows by one cached window lookup per 52 weeks spanned.
public struct Schedule: ScheduleDefinition {
    /// Yields the excluded intervals between `time` and `limit`. TimelineKit asks
    /// with `time < limit` (one window at a time, moving forward or backward),
    /// so a provider is never asked for an unbounded span. Intervals may extend
    /// beyond the window; they are clipped.
    public typealias ExcludedIntervalProvider = @Sendable (_ time: Time, _ limit: Time) -> [TimeRange]

    /// The working intervals of each weekday, indexed by `Weekday.rawValue` (Sunday = 0).
    public let workingIntervalsByWeekday: [[DayRange]]
    /// The excluded intervals as given (the computations use a sorted, merged copy).
    public let excludedIntervals: [TimeRange]
    /// The exceptions with their own working intervals, as given.
    public let exceptions: [ScheduleException]
    /// The provider of lazily computed exclusions, if any.
    public let excludedIntervalProvider: ExcludedIntervalProvider?

    private let week: WeekPattern
    private let index: ExceptionIndex
    var indexForAxis: ExceptionIndex { index }
    private let windows: WindowCache?

    /// Creates a schedule from working intervals per weekday.
    /// - Parameters:
    ///   - workingIntervals: The working intervals of each weekday that works;
    ///     missing weekdays do not work. Intervals of a day must not overlap
    ///     (touching is fine).
    ///   - excludedIntervals: Nonworking spans such as holidays (may overlap).
    ///   - exceptions: Spans with their own working intervals, e.g. a half day.
    ///   - excludedIntervalProvider: Lazily computed exclusions, for unbounded rules.
    /// - Throws: ``ScheduleError/noWorkingTime`` when no weekday works (the
    ///   computations would never find working time), or
    ///   ``ScheduleError/overlappingWorkingIntervals(_:_:_:)``.
    public init(
        workingIntervals: [Weekday: [DayRange]],
        excludedIntervals: [TimeRange] = [],
        exceptions: [ScheduleException] = [],
        excludedIntervalProvider: ExcludedIntervalProvider? = nil
    ) throws(ScheduleError) {
        var byWeekday: [[DayRange]] = Array(repeating: [], count: 7)
        for (weekday, ranges) in workingIntervals {
            let sorted = ranges.sorted { $0.from < $1.from }
            for index in sorted.indices.dropFirst() where sorted[index].from < sorted[index - 1].to {
                throw .overlappingWorkingIntervals(weekday, sorted[index - 1], sorted[index])
            }
            byWeekday[weekday.rawValue] = sorted
        }
        let week = WeekPattern(byWeekday: byWeekday)
        guard week.weekWork > 0 else { throw .noWorkingTime }
        let working = exceptions.filter { !$0.isNonworking }.sorted { $0.range.start < $1.range.start }
        for index in working.indices.dropFirst() where working[index].range.start < working[index - 1].range.finish {
            throw .overlappingExceptions(working[index - 1].range, working[index].range)
        }
        self.workingIntervalsByWeekday = byWeekday
        self.excludedIntervals = excludedIntervals
        self.exceptions = exceptions
        self.excludedIntervalProvider = excludedIntervalProvider
        self.week = week
        let nonworking = excludedIntervals.map(Schedule.span) + exceptions.filter(\.isNonworking).map { Schedule.span($0.range) }
        let workingSpans = working.map { ($0.range.start.absoluteSeconds + WeekPattern.originShift,
                                          $0.range.finish.absoluteSeconds + WeekPattern.originShift,
                                          $0.workingIntervals.map(Schedule.span)) }
        if let excludedIntervalProvider {
            index = ExceptionIndex(week: week, segments: [])
            windows = WindowCache(week: week, nonworking: nonworking, working: workingSpans, provider: excludedIntervalProvider)
        } else {
            index = ExceptionIndex(week: week, segments: ExceptionIndex.segments(nonworking: nonworking, working: workingSpans))
            windows = nil
        }
    }

    /// Creates a schedule whose working weekdays share the same working intervals.
    /// - Parameters:
    ///   - workingWeekdays: The weekdays that work.
    ///   - workingDayIntervals: The working intervals of each of those days.
    ///   - excludedIntervals: Nonworking spans such as holidays.
    ///   - exceptions: Spans with their own working intervals.
    ///   - excludedIntervalProvider: Lazily computed exclusions.
    /// - Throws: as ``init(workingIntervals:excludedIntervals:exceptions:excludedIntervalProvider:)``.
    public init(
        workingWeekdays: [Weekday],
        workingDayIntervals: [DayRange],
        excludedIntervals: [TimeRange] = [],
        exceptions: [ScheduleException] = [],
        excludedIntervalProvider: ExcludedIntervalProvider? = nil
    ) throws(ScheduleError) {
        var map: [Weekday: [DayRange]] = [:]
        for weekday in workingWeekdays { map[weekday] = workingDayIntervals }
        try self.init(workingIntervals: map, excludedIntervals: excludedIntervals, exceptions: exceptions, excludedIntervalProvider: excludedIntervalProvider)
    }

    private static func span(_ range: TimeRange) -> (Double, Double) {
        (range.start.absoluteSeconds + WeekPattern.originShift, range.finish.absoluteSeconds + WeekPattern.originShift)
    }

    // MARK: Built-ins

    /// All time works, 24/7.
    public static let continuous = try! Schedule(workingWeekdays: Weekday.allCases, workingDayIntervals: [.fullDay])
    /// Monday to Friday, 08:00–16:00.
    public static let standard = try! Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [DayRange(8, to: 16)])
    /// Sunday to Saturday, 08:00–16:00.
    public static let fullWeek = try! Schedule(workingWeekdays: Weekday.allCases, workingDayIntervals: [DayRange(8, to: 16)])
    /// Monday to Friday, all day (00:00–24:00).
    public static let fullDay = try! Schedule(workingWeekdays: Weekday.workweek, workingDayIntervals: [.fullDay])

    // MARK: Properties

    /// Whether the schedule has any exclusion or exception (else the fast path applies).
    public var hasExcludedIntervals: Bool {
        !excludedIntervals.isEmpty || !exceptions.isEmpty || excludedIntervalProvider != nil
    }

    /// The working intervals of a weekday.
    public func workingIntervals(on weekday: Weekday) -> [DayRange] {
        workingIntervalsByWeekday[weekday.rawValue]
    }

    /// The weekdays with working time, Sunday first.
    public var workingWeekdays: [Weekday] {
        Weekday.allCases.filter { !workingIntervalsByWeekday[$0.rawValue].isEmpty }
    }

    /// Working seconds in a week without exceptions.
    public var weeklyWorkingDuration: Double { week.weekWork }

    /// A copy with more excluded intervals.
    public func excluding(_ intervals: [TimeRange]) -> Schedule {
        // The weekly pattern was already validated, so this cannot fail.
        try! Schedule(workingIntervals: Dictionary(uniqueKeysWithValues: Weekday.allCases.map { ($0, workingIntervalsByWeekday[$0.rawValue]) }),
                      excludedIntervals: excludedIntervals + intervals,
                      exceptions: exceptions,
                      excludedIntervalProvider: excludedIntervalProvider)
    }

    // MARK: Windows

    /// Searches stop after this many windows (about 10 000 years) when a provider
    /// excludes all working time.
    static let maximumWindowCount = 10_000

    private struct Window {
        var low: Double
        var high: Double
        var index: ExceptionIndex
    }

    /// The window containing `s`; `backward` picks the window that contains the
    /// instant just before `s`.
    private func window(containing s: Double, backward: Bool) -> Window {
        guard let windows else { return Window(low: -.infinity, high: .infinity, index: index) }
        var number = Int((s / WindowCache.length).rounded(.down))
        if backward, Double(number) * WindowCache.length == s { number -= 1 }
        return Window(low: Double(number) * WindowCache.length, high: Double(number + 1) * WindowCache.length, index: windows.index(number))
    }

    // MARK: ScheduleDefinition

    /// Whether `time` lies inside a working interval.
    /// - Complexity: O(log n) in the number of exceptions.
    public func isWorking(at time: Time) -> Bool {
        let s = WeekPattern.weekSeconds(time)
        if windows == nil { return index.isWorking(s) }
        return window(containing: s, backward: false).index.isWorking(s)
    }

    /// `time` itself (written without 24:00) when it is working, else the start
    /// of the next working interval.
    /// - Complexity: O(log n) in the number of exceptions.
    public func nextWorkingTime(from time: Time) -> Time {
        let origin = WeekPattern.weekSeconds(time)
        if windows == nil {
            let candidate = index.smallestExceeding(index.work(upTo: origin))
            return candidate <= origin ? time.normalized : WeekPattern.time(candidate)
        }
        var s = origin
        for _ in 0..<Schedule.maximumWindowCount {
            let window = window(containing: s, backward: false)
            let candidate = window.index.smallestExceeding(window.index.work(upTo: s))
            if candidate < window.high {
                // Compare with the time asked about, not with the window boundary
                // the search may have moved to: working time that starts exactly
                // on a boundary is the answer, not the time asked about.
                return candidate <= origin ? time.normalized : WeekPattern.time(candidate)
            }
            s = window.high
        }
        return WeekPattern.time(s)
    }

    /// `time` itself when the instant just before it is working, else the end of
    /// the previous working interval (Friday 16:00 for Monday 08:00 on ``standard``).
    /// A result at midnight is written as 24:00 of the previous day.
    /// - Complexity: O(log n) in the number of exceptions.
    public func previousWorkingTime(from time: Time) -> Time {
        let origin = WeekPattern.weekSeconds(time)
        if windows == nil {
            let candidate = index.smallestReaching(index.work(upTo: origin))
            return candidate >= origin ? time : WeekPattern.time(candidate).asFinish
        }
        var s = origin
        for _ in 0..<Schedule.maximumWindowCount {
            let window = window(containing: s, backward: true)
            let work = window.index.work(upTo: s)
            if window.low == -.infinity || work > window.index.work(upTo: window.low) {
                // As in nextWorkingTime: working time ending exactly on a window
                // boundary the search moved back to is the answer.
                let candidate = window.index.smallestReaching(work)
                return candidate >= origin ? time : WeekPattern.time(candidate).asFinish
            }
            s = window.low
        }
        return WeekPattern.time(s)
    }

    /// Adds working time.
    ///
    /// - A positive duration gives a finish: the end of the last working interval
    ///   needed, written as 24:00 when it falls at midnight (adding 8 h to Monday
    ///   08:00 on ``standard`` gives Monday 16:00, not Tuesday 08:00).
    /// - Zero (`0` or `-0.0`) gives ``nextWorkingTime(from:)``: the time treated
    ///   as a start. To count back from a finish, zero included, use
    ///   ``subtracting(workingDuration:from:)``.
    /// - A negative duration counts back and gives a start: it stops at the start
    ///   of a working interval (subtracting 8 h from Tuesday 16:00 gives Tuesday
    ///   08:00, and subtracting 1 h from Tuesday 09:00 gives Tuesday 08:00).
    /// - Parameters:
    ///   - workingDuration: Working seconds, negative to count back.
    ///   - time: Where to start counting.
    /// - Returns: The time reached.
    /// - Complexity: O(log n) in the number of exceptions, independent of the
    ///   duration (plus one cached window per 52 weeks with a provider).
    public func adding(workingDuration: Double, to time: Time) -> Time {
        precondition(workingDuration.isFinite, "Schedule: working duration must be finite")
        if workingDuration == 0 { return nextWorkingTime(from: time) }
        var s = WeekPattern.weekSeconds(time)
        if windows == nil {
            // One global index: no windows to walk.
            let target = index.work(upTo: s) + workingDuration
            return workingDuration > 0
                ? WeekPattern.time(index.smallestReaching(target)).asFinish
                : WeekPattern.time(index.smallestExceeding(target))
        }
        var remaining = abs(workingDuration)
        for _ in 0..<Schedule.maximumWindowCount {
            if workingDuration > 0 {
                let window = window(containing: s, backward: false)
                let target = window.index.work(upTo: s) + remaining
                if window.high == .infinity || target <= window.index.work(upTo: window.high) {
                    return WeekPattern.time(window.index.smallestReaching(target)).asFinish
                }
                remaining = target - window.index.work(upTo: window.high)
                s = window.high
            } else {
                let window = window(containing: s, backward: true)
                let target = window.index.work(upTo: s) - remaining
                if window.low == -.infinity || target >= window.index.work(upTo: window.low) {
                    return WeekPattern.time(window.index.smallestExceeding(target))
                }
                remaining = window.index.work(upTo: window.low) - target
                s = window.low
            }
        }
        return WeekPattern.time(s)
    }

    /// Counts working time back from a finish.
    ///
    /// - A positive duration gives a start: it stops at the start of a working
    ///   interval, as ``adding(workingDuration:to:)`` with the negated duration
    ///   does (8 h back from Tuesday 16:00 on ``standard`` is Tuesday 08:00).
    /// - Zero keeps a finish a finish: ``previousWorkingTime(from:)``, so
    ///   Saturday 10:00 gives Friday 16:00 and Thursday 16:00 stays Thursday
    ///   16:00 (where adding zero gives Monday 08:00 and Friday 08:00).
    /// - A negative duration counts forward, as ``adding(workingDuration:to:)``
    ///   with the negated duration does, and gives a finish.
    /// - Parameters:
    ///   - workingDuration: Working seconds to count back.
    ///   - time: The finish to count back from.
    /// - Returns: The time reached.
    /// - Complexity: as ``adding(workingDuration:to:)``.
    public func subtracting(workingDuration: Double, from time: Time) -> Time {
        precondition(workingDuration.isFinite, "Schedule: working duration must be finite")
        return workingDuration == 0 ? previousWorkingTime(from: time) : adding(workingDuration: -workingDuration, to: time)
    }

    /// The working seconds inside `range`.
    /// - Complexity: O(log n) in the number of exceptions, independent of the
    ///   range's length (plus one cached window per 52 weeks with a provider).
    public func workingDuration(of range: TimeRange) -> Double {
        var s = WeekPattern.weekSeconds(range.start)
        let end = WeekPattern.weekSeconds(range.finish)
        if windows == nil { return s < end ? index.work(upTo: end) - index.work(upTo: s) : 0 }
        var total = 0.0
        while s < end {
            let window = window(containing: s, backward: false)
            let upper = min(end, window.high)
            total += window.index.work(upTo: upper) - window.index.work(upTo: s)
            s = upper
        }
        return total
    }

    /// The working intervals inside `range`, clipped to it and merged where they
    /// touch (Monday 24:00 to Tuesday 00:00 on ``fullDay``), in order.
    /// - Complexity: O(log n + output).
    public func workingIntervals(in range: TimeRange) -> [TimeRange] {
        var spans: [(Double, Double)] = []
        var s = WeekPattern.weekSeconds(range.start)
        let end = WeekPattern.weekSeconds(range.finish)
        while s < end {
            let window = window(containing: s, backward: false)
            let upper = min(end, window.high)
            window.index.intervals(from: s, to: upper, into: &spans)
            s = upper
        }
        return spans.map { TimeRange(WeekPattern.time($0.0)..<max(WeekPattern.time($0.0), WeekPattern.time($0.1))) }
    }

    /// The nonworking intervals inside `range`, clipped to it, in order: the
    /// complement of ``workingIntervals(in:)``.
    /// - Complexity: O(log n + output).
    public func nonworkingIntervals(in range: TimeRange) -> [TimeRange] {
        var result: [TimeRange] = []
        var cursor = range.start
        for interval in workingIntervals(in: range) {
            if interval.start > cursor { result.append(TimeRange(cursor..<interval.start)) }
            cursor = interval.finish
        }
        if range.finish > cursor { result.append(TimeRange(cursor..<range.finish)) }
        return result
    }
}

/// Per-window exception indexes of a schedule with an exclusion provider,
/// built on first use and kept (up to a bound) for later calls.
final class WindowCache: Sendable {
    /// 52 weeks, so windows start on the weekly pattern's boundaries.
    static let length = 52 * WeekPattern.weekLength
    static let capacity = 512

    private let week: WeekPattern
    private let nonworking: [(Double, Double)]
    private let working: [(Double, Double, [(Double, Double)])]
    private let provider: Schedule.ExcludedIntervalProvider
    private let cache = Mutex<[Int: ExceptionIndex]>([:])

    init(week: WeekPattern, nonworking: [(Double, Double)], working: [(Double, Double, [(Double, Double)])], provider: @escaping Schedule.ExcludedIntervalProvider) {
        self.week = week
        self.nonworking = nonworking.sorted { $0.0 < $1.0 }
        self.working = working
        self.provider = provider
    }

    func index(_ number: Int) -> ExceptionIndex {
        if let cached = cache.withLock({ $0[number] }) { return cached }
        let low = Double(number) * WindowCache.length
        let high = low + WindowCache.length
        func clip(_ span: (Double, Double)) -> (Double, Double)? {
            let start = max(span.0, low), end = min(span.1, high)
            return end > start ? (start, end) : nil
        }
        var spans = nonworking.compactMap(clip)
        let provided = provider(WeekPattern.time(low), WeekPattern.time(high))
        spans += provided.compactMap { clip(($0.start.absoluteSeconds + WeekPattern.originShift, $0.finish.absoluteSeconds + WeekPattern.originShift)) }
        let workingSpans = working.compactMap { exception -> (start: Double, end: Double, intervals: [(Double, Double)])? in
            guard let range = clip((exception.0, exception.1)) else { return nil }
            return (range.0, range.1, exception.2)
        }
        let index = ExceptionIndex(week: week, segments: ExceptionIndex.segments(nonworking: spans, working: workingSpans))
        cache.withLock { entries in
            if entries.count >= WindowCache.capacity { entries.removeAll(keepingCapacity: true) }
            entries[number] = index
        }
        return index
    }
}

/// Why a ``Schedule`` could not be created.
public enum ScheduleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No weekday has working time, so working time could never be found.
    case noWorkingTime
    /// Two working intervals of the same weekday overlap.
    case overlappingWorkingIntervals(Weekday, DayRange, DayRange)
    /// A working interval of an exception lies outside the exception's range.
    case exceptionIntervalOutsideRange(exception: TimeRange, interval: TimeRange)
    /// Two working intervals of an exception overlap.
    case overlappingExceptionIntervals(TimeRange, TimeRange)
    /// Two exceptions with working intervals overlap, so neither can win.
    case overlappingExceptions(TimeRange, TimeRange)

    public var description: String {
        switch self {
        case .noWorkingTime:
            "the schedule has no working time: at least one weekday needs a working interval"
        case let .overlappingWorkingIntervals(weekday, first, second):
            "working intervals \(first) and \(second) on \(weekday) overlap"
        case let .exceptionIntervalOutsideRange(exception, interval):
            "working interval \(interval) lies outside its exception \(exception)"
        case let .overlappingExceptionIntervals(first, second):
            "exception working intervals \(first) and \(second) overlap"
        case let .overlappingExceptions(first, second):
            "exceptions \(first) and \(second) overlap"
        }
    }
}

extension Schedule {
    /// Cumulative working seconds from a fixed origin to `time`, when the schedule
    /// has no provider (one global index); `nil` otherwise. Differences of two
    /// values are working durations, which lets ``TimeAxis`` map many times
    /// against one precomputed origin.
    /// - Complexity: O(log n) in the number of exceptions.
    func cumulativeWorkingDuration(at time: Time) -> Double? {
        guard excludedIntervalProvider == nil else { return nil }
        return workIndex.work(upTo: WeekPattern.weekSeconds(time))
    }

    /// The time at which the cumulative working duration (see
    /// ``cumulativeWorkingDuration(at:)``) reaches `work`: the end of the last
    /// working interval needed when `isFinish`, else the start of the next
    /// working time. `nil` for schedules with a provider.
    /// - Complexity: O(log n) in the number of exceptions.
    func time(atCumulativeWorkingDuration work: Double, isFinish: Bool) -> Time? {
        guard excludedIntervalProvider == nil else { return nil }
        return isFinish
            ? WeekPattern.time(workIndex.smallestReaching(work)).asFinish
            : WeekPattern.time(workIndex.smallestExceeding(work))
    }

    /// The global index (empty when the schedule uses provider windows).
    var workIndex: ExceptionIndex { indexForAxis }
}
