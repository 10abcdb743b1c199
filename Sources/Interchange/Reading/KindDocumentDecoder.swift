/// A decoder of one document kind (calendar, timeline, bar chart) from its
/// node tree, collecting located errors in its reader.
protocol KindDocumentDecoder {
    associatedtype Document
    var reader: NodeReader { get }
    init(reader: NodeReader)
    /// The document, or `nil` when the root is unusable (the reader says why).
    mutating func decode(_ root: DocumentNode) -> Document?
}

