/// Why an MSPDI file could not be read: where (file, line, column) and what.
///
/// `description` reads like a compiler diagnostic (see ``LocatedError``):
/// `plan.xml:12:27: error: <Duration> of task UID 3: invalid duration "PT8X"`.
public struct MSProjectImportError: LocatedError, Sendable, Hashable {
    /// Where the problem is.
    public var location: SourceLocation
    /// What went wrong.
    public var kind: Kind

    /// Creates an error.
    /// - Parameters:
    ///   - location: Where the problem is.
    ///   - kind: What went wrong.
    public init(location: SourceLocation, kind: Kind) {
        self.location = location
        self.kind = kind
    }

    /// Creates an error at `line` and `column` of `fileName`.
    /// - Parameters:
    ///   - fileName: The file name given to the reader.
    ///   - line: The 1-based line (0 when unknown).
    ///   - column: The 1-based column (0 when unknown).
    ///   - kind: What went wrong.
    public init(fileName: String, line: Int, column: Int, kind: Kind) {
        self.init(location: SourceLocation(file: fileName, line: line, column: column), kind: kind)
    }

    /// The file name given to the reader (the same as ``LocatedError/file``).
    public var fileName: String { location.file }

    /// What went wrong, in words (the kind's description).
    public var message: String { kind.description }

    /// The kinds of import errors.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// The XML is not well-formed (the parser's message).
        case malformedXML(String)
        /// The document ends before every element is closed (`open` names the innermost).
        case truncated(open: String)
        /// The root element is not `<Project>` in the MSPDI namespace.
        case notMSPDI(root: String)
        /// A value could not be read: `element` (e.g. `Duration`), the task or
        /// calendar it belongs to (`"task UID 3"`), the text and why.
        case invalidValue(element: String, owner: String?, text: String, reason: String)
        /// A required element is missing.
        case missingElement(element: String, owner: String?)
        /// Two tasks or calendars share a UID.
        case duplicateUID(element: String, uid: Int)
        /// The predecessor links form a cycle (Microsoft Project refuses circular
        /// links): the task UIDs along it, the first repeated at the end.
        case dependencyCycle(taskUIDs: [Int])

        public var description: String {
            switch self {
            case .malformedXML(let message): "malformed XML: \(message)"
            case .truncated(let open): "the document ends before <\(open)> is closed (truncated file?)"
            case .notMSPDI(let root): "not a Microsoft Project XML file: the root element is <\(root)>, expected <Project xmlns=\"http://schemas.microsoft.com/project\">"
            case let .invalidValue(element, owner, text, reason):
                "<\(element)>\(owner.map { " of \($0)" } ?? ""): invalid value \"\(text)\": \(reason)"
            case let .missingElement(element, owner): "missing <\(element)>\(owner.map { " in \($0)" } ?? "")"
            case let .duplicateUID(element, uid): "two <\(element)> elements have UID \(uid)"
            case .dependencyCycle(let uids): "the predecessor links form a cycle: task UIDs \(uids.map(String.init).joined(separator: " → "))"
            }
        }
    }
}
