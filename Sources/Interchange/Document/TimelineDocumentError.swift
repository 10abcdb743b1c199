/// A problem found while reading or resolving a ``TimelineDocument`` (or a
/// ``CalendarDocument``), with the place in the text it concerns.
///
/// ```
/// plan.yaml:12:14: error: item "Design" (id 3): finish 2025-03-01T08:00:00 is before start 2025-03-03T08:00:00
/// ```
public struct TimelineDocumentError: LocatedError, Sendable, Hashable {
    /// Where the problem is; line `0` when it has no place in a text (a
    /// document built in code, a file that could not be read).
    public var location: SourceLocation
    /// What is wrong, naming the item or dependency concerned.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - location: Where the problem is.
    ///   - message: What is wrong.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// Creates an error at `line` and `column` of `file`.
    /// - Parameters:
    ///   - file: The file name as given to the reader.
    ///   - line: The 1-based line, or `0` when unknown.
    ///   - column: The 1-based column, or `0` when unknown.
    ///   - message: What is wrong.
    public init(file: String, line: Int, column: Int, message: String) {
        self.init(location: SourceLocation(file: file, line: line, column: column), message: message)
    }
}

/// All the problems found in a document, in text order (at most
/// ``TimelineDocumentReader/errorLimit``).
public struct TimelineDocumentErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, at least one.
    public var errors: [TimelineDocumentError]
    /// Whether more problems were found than are listed.
    public var isTruncated: Bool

    /// Creates the list.
    public init(_ errors: [TimelineDocumentError], isTruncated: Bool = false) {
        self.errors = errors
        self.isTruncated = isTruncated
    }

    /// One `file:line:column: error: message` line per problem.
    public var description: String {
        var lines = errors.map(\.description)
        if isTruncated { lines.append("(more errors not shown)") }
        return lines.joined(separator: "\n")
    }
}
