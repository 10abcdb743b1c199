/// A problem that stops an iCalendar text (RFC 5545) from being read: a
/// broken content line, a component that is never closed, a value that is
/// not a date, an unknown time zone. It names the place as
/// `file:line:column`, like every importer's error (``LocatedError``).
///
/// ```
/// team.ics:14:9: error: DTSTART: TZID "Mars/Olympus" is neither defined by a VTIMEZONE in the file nor a known IANA zone
/// ```
public struct ICalendarError: LocatedError, Sendable, Equatable {
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong, naming the property or component concerned.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - location: Where the problem is.
    ///   - message: What is wrong.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}
