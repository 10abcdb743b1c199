/// An error that names the place in a source text it concerns: what every
/// importer throws (``TimelineDocumentError``, ``MSProjectImportError``).
///
/// The default `description` reads like a compiler diagnostic, the same for
/// every importer:
///
/// ```
/// plan.yaml:12:14: error: item "Design" (id 3): finish 2025-03-01T08:00:00 is before start 2025-03-03T08:00:00
/// plan.xml:12:27: error: <Duration> of task UID 3: invalid value "PT8X": …
/// ```
public protocol LocatedError: Error, CustomStringConvertible {
    /// Where the problem is (file, line, column).
    var location: SourceLocation { get }
    /// What is wrong, naming the item, task or element concerned.
    var message: String { get }
}

extension LocatedError {
    /// `file:line:column: error: message` (`file: error: message` when the
    /// place is unknown).
    public var description: String { "\(location): error: \(message)" }

    /// The file name as given to the reader (`<input>` for text without one).
    public var file: String { location.file }

    /// The 1-based line; `0` when the problem has no place in a text.
    public var line: Int { location.line }

    /// The 1-based column (in Unicode scalars); `0` when unknown.
    public var column: Int { location.column }
}
