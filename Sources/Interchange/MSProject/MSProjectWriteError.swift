public import TimelineCore

/// Why ``MSProjectWriter`` refused a document: it would write a file that
/// ``MSProjectReader`` (and Microsoft Project) refuses.
public enum MSProjectWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A date lies outside the years 1 to 9999 (``TimelineCore/Time/isSupported``);
    /// `taskUID` is `nil` for the project's own dates.
    case timeOutOfRange(taskUID: Int?, element: String, time: Time)

    /// The reason in one sentence, naming the task and element.
    public var description: String {
        switch self {
        case let .timeOutOfRange(taskUID, element, time):
            "\(taskUID.map { "task UID \($0)" } ?? "the project"): <\(element)> \(time) is out of range: \(Time.supportedRangeDescription)"
        }
    }
}
