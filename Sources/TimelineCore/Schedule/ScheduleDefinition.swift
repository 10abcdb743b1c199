/// Working time: which instants are working and how working durations add up.
///
/// All intervals are half-open. On ``Schedule/standard`` (Mon–Fri 08:00–16:00)
/// Monday 08:00 is working and Monday 16:00 is not. The conventions, shared by
/// every conformer:
/// - a **finish** lands at the end of the last working interval it needs
///   (adding 8 h to Monday 08:00 gives Monday 16:00, not Tuesday 08:00);
/// - a **start** moves forward to the next working time;
/// - adding a zero working duration to a nonworking time gives the next working
///   time (the time is a start);
/// - adding a negative working duration counts back and stops at the start of
///   a working interval;
/// - counting back from a finish (``subtracting(workingDuration:from:)``) by
///   zero keeps it a finish: the previous working time.
public protocol ScheduleDefinition: Sendable {
    /// Whether `time` lies inside a working interval.
    func isWorking(at time: Time) -> Bool

    /// `time` itself when it is working, else the start of the next working interval.
    func nextWorkingTime(from time: Time) -> Time

    /// `time` itself when the instant just before it is working, else the end of
    /// the previous working interval (`previousWorkingTime(from: Monday 08:00)`
    /// on ``Schedule/standard`` is Friday 16:00).
    func previousWorkingTime(from time: Time) -> Time

    /// The time reached after `workingDuration` seconds of working time from `time`
    /// (see the conventions above; negative durations count back).
    func adding(workingDuration: Double, to time: Time) -> Time

    /// The time reached after counting `workingDuration` seconds of working time
    /// back from `time`, a finish: a start (at the start of a working interval)
    /// for a positive duration, ``previousWorkingTime(from:)`` for zero, and the
    /// finish that ``adding(workingDuration:to:)`` gives for a negative one.
    /// The default implementation derives it from those two requirements.
    func subtracting(workingDuration: Double, from time: Time) -> Time

    /// The working seconds inside `range`.
    func workingDuration(of range: TimeRange) -> Double

    /// The working intervals inside `range`, clipped to it, in order.
    func workingIntervals(in range: TimeRange) -> [TimeRange]

    /// The nonworking intervals inside `range`, clipped to it, in order.
    func nonworkingIntervals(in range: TimeRange) -> [TimeRange]
}

extension ScheduleDefinition {
    /// Counts working time back from a finish: `previousWorkingTime(from:)` for
    /// zero (the finish stays a finish), else `adding(workingDuration:to:)`
    /// with the negated duration.
    /// - Parameters:
    ///   - workingDuration: Working seconds to count back.
    ///   - time: The finish to count back from.
    /// - Returns: The time reached.
    public func subtracting(workingDuration: Double, from time: Time) -> Time {
        workingDuration == 0 ? previousWorkingTime(from: time) : adding(workingDuration: -workingDuration, to: time)
    }
}
