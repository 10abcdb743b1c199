/// A place in a source text: the file and the 1-based line and column,
/// shared by the errors of every importer (project and calendar documents in
/// JSON or YAML, Microsoft Project XML).
///
/// `description` reads `plan.yaml:12:14`, or just the file name when the
/// place is unknown (line `0`, for example a document built in code or a
/// file that could not be read).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file name as given to the reader (`<input>` for text without one).
    public var file: String
    /// The 1-based line; `0` when the problem has no place in a text.
    public var line: Int
    /// The 1-based column (in Unicode scalars); `0` when unknown.
    public var column: Int

    /// Creates a location.
    /// - Parameters:
    ///   - file: The file name as given to the reader.
    ///   - line: The 1-based line, or `0` when unknown.
    ///   - column: The 1-based column, or `0` when unknown.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `file` when the line is unknown.
    public var description: String {
        line > 0 ? "\(file):\(line):\(column)" : file
    }
}
