public import TimelineCore

/// One saved baseline of a task (a `<Baseline>` element of a `<Task>`):
/// Microsoft Project's Baseline (number 0) to Baseline10.
public struct MSProjectBaseline: Sendable, Hashable {
    /// The baseline number, 0…10 (`<Number>`).
    public var number: Int
    /// The planned start (`<Start>`).
    public var start: Time
    /// The planned finish (`<Finish>`), not before ``start``.
    public var finish: Time
    /// The planned working duration in seconds (`<Duration>`), if known.
    public var duration: Double?

    /// Creates a baseline.
    /// - Parameters:
    ///   - number: 0…10.
    ///   - start: The planned start.
    ///   - finish: The planned finish, not before `start`.
    ///   - duration: The planned working duration in seconds, if known.
    public init(number: Int, start: Time, finish: Time, duration: Double? = nil) {
        self.number = number
        self.start = start
        self.finish = finish
        self.duration = duration
    }
}
