public import Foundation

/// An iCalendar file (RFC 5545, `.ics`): its events, the time zones it
/// defines and what the reader did not use.
///
/// ```swift
/// let calendar = try ICalendarDocument(parsing: text, file: "team.ics")
/// let week = calendar.occurrences(from: Time(year: 2025, month: 3, day: 3), to: Time(year: 2025, month: 3, day: 10),
///                                 in: TimeZone(identifier: "Europe/Berlin")!)
/// for occurrence in week.occurrences { print(occurrence.summary ?? "", occurrence.start) }
/// ```
///
/// Reading never expands recurrences; ``occurrences(from:to:in:workLimit:)``
/// expands one window at a time (see <doc:ICalendar>).
public struct ICalendarDocument: Sendable {
    /// X-WR-CALNAME.
    public var name: String?
    /// PRODID of the file read (the writer writes its own).
    public var productID: String?
    /// X-WR-TIMEZONE: the zone of the calendar's floating and UTC date-times (a Google Calendar convention).
    public var defaultTimeZone: String?
    /// The VTIMEZONE definitions, in file order.
    public var timeZones: [ICalendarTimeZone] = []
    /// The events (masters, single events and overrides), in file order;
    /// of two versions of one event only the one SEQUENCE chose.
    public var events: [ICalendarEvent] = []
    /// What the reader did not use, with places.
    public var warnings: [ICalendarWarning] = []

    /// An empty calendar.
    public init() {}

    /// The most warnings kept (the last one says how many more there were).
    public static let warningLimit = 10_000

    /// Reads iCalendar text.
    /// - Parameters:
    ///   - text: The text.
    ///   - file: The name used in errors and warnings.
    /// - Throws: ``ICalendarError`` with `file:line:column` for the first problem.
    /// - Complexity: O(n) in the length of the text.
    public init(parsing text: String, file: String = "<input>") throws(ICalendarError) {
        try self.init(bytes: Array(text.utf8), file: file)
    }

    /// Reads iCalendar bytes (UTF-8, with or without a byte order mark, CRLF or LF line ends).
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The name used in errors and warnings.
    /// - Throws: ``ICalendarError`` with `file:line:column` for the first problem.
    public init(bytes: [UInt8], file: String = "<input>") throws(ICalendarError) {
        var reader = ICalendarReader(file: file)
        self = try reader.read(bytes)
    }

    /// Reads an `.ics` file.
    /// - Parameter url: The file.
    /// - Throws: ``ICalendarError`` (line 0 when the file cannot be read).
    public init(contentsOf url: URL) throws(ICalendarError) {
        let name = url.isFileURL ? url.relativePath : url.absoluteString
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ICalendarError(location: SourceLocation(file: name, line: 0, column: 0), message: "cannot read the file: \(error.localizedDescription)")
        }
        try self.init(bytes: [UInt8](data), file: name)
    }

    /// Whether `text` looks like iCalendar (`BEGIN:VCALENDAR` first, after a byte order mark and blank lines).
    /// - Parameter text: The start of a file is enough.
    public static func isICalendar(_ text: some StringProtocol) -> Bool {
        let trimmed = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return trimmed.prefix(15).uppercased() == "BEGIN:VCALENDAR"
    }
}
