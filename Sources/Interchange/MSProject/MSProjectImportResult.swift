/// What ``MSProjectReader`` read: the document, and the warnings about what the
/// file uses that TimelineKit does not support.
public struct MSProjectImportResult: Sendable, Hashable {
    /// The document.
    public var document: MSProjectDocument
    /// What was ignored or simplified, in file order.
    public var warnings: [MSProjectImportWarning]

    /// Creates a result.
    public init(document: MSProjectDocument, warnings: [MSProjectImportWarning]) {
        self.document = document
        self.warnings = warnings
    }
}
