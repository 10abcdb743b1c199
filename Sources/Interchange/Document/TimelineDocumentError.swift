/// A problem found while reading or resolving a ``TimelineDocument``, with
/// the place in the text it concerns.
///
/// ```
/// plan.yaml:12:14: item "Design" (id 3): finish 2025-03-01T08:00:00 is before start 2025-03-03T08:00:00
/// ```
public struct TimelineDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name as given to the reader (`<input>` for text without one).
    public var file: String
    /// The 1-based line; `0` when the problem has no place in a text (a
    /// document built in code).
    public var line: Int
    /// The 1-based column (in Unicode scalars); `0` when unknown.
    public var column: Int
    /// What is wrong, naming the item or dependency concerned.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message` (or `file: message` without a place).
    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
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

    /// One `file:line:column: message` line per problem.
    public var description: String {
        var lines = errors.map(\.description)
        if isTruncated { lines.append("(more errors not shown)") }
        return lines.joined(separator: "\n")
    }
}
