/// Something an iCalendar reader or an expansion did not use or had to
/// bound, with its place: a property TimelineKit does not read, a component
/// it skips, two versions of one event where SEQUENCE decided, a rule whose
/// expansion stopped at its work limit. Never fatal; nothing is changed
/// silently.
///
/// `description` reads `team.ics:20:1: warning: VEVENT "standup": property TRANSP is not used`.
public struct ICalendarWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where the property or component is.
    public var location: SourceLocation
    /// What was not used or was bounded, and why.
    public var message: String

    /// Creates a warning.
    /// - Parameters:
    ///   - location: Where the property or component is.
    ///   - message: What was not used or was bounded.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: warning: message`.
    public var description: String { "\(location): warning: \(message)" }
}
