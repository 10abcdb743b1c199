public import TimelineCore

/// A model value that cannot exist.
public enum CalendarModelError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The end lies before the start.
    case endBeforeStart(id: String, start: Time, end: Time)
    /// A time outside the years 1…9999.
    case unsupportedTime(id: String, time: Time)

    /// A sentence naming the item.
    public var description: String {
        switch self {
        case let .endBeforeStart(id, start, end): "\"\(id)\": end \(end) is before start \(start)"
        case let .unsupportedTime(id, time): "\"\(id)\": \(time): \(Time.supportedRangeDescription)"
        }
    }
}
