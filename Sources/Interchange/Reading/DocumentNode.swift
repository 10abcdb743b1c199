/// A node of a parsed project document — what the YAML reader (through Yams)
/// and the JSON reader (``JSONDocumentParser``) both produce and
/// ``DocumentDecoder`` reads: scalars keep their text and whether they were
/// plain (unquoted), and every node keeps the place it was written.
///
/// Not `indirect`: children live in the arrays of mappings and lists, so a
/// node needs no box of its own (a 100,000-item document has millions of them).
enum DocumentNode {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    /// How a scalar was written.
    enum Style: Sendable {
        /// Unquoted: `3`, `true`, `null`, a YAML plain scalar.
        case plain
        /// Quoted or a YAML block scalar: always a string.
        case quoted
    }

    /// A scalar: its text, its style and its place.
    struct Scalar {
        var string: String
        var style: Style
        var mark: TextPosition?
    }

    /// A mapping: key-value pairs in the order written.
    struct Mapping: Swift.Sequence {
        var pairs: [(DocumentNode, DocumentNode)]
        var mark: TextPosition?

        func makeIterator() -> IndexingIterator<[(DocumentNode, DocumentNode)]> {
            pairs.makeIterator()
        }

        /// The keys, in order.
        var keys: [DocumentNode] { pairs.map(\.0) }
    }

    /// A list of nodes.
    struct Sequence: Swift.Sequence {
        var nodes: [DocumentNode]
        var mark: TextPosition?

        func makeIterator() -> IndexingIterator<[DocumentNode]> {
            nodes.makeIterator()
        }
    }

    /// Where the node starts (its first character, or the `{`/`[` that opens it).
    var mark: TextPosition? {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    /// The scalar, `nil` for a mapping or a list.
    var scalar: Scalar? {
        if case let .scalar(scalar) = self { return scalar }
        return nil
    }

    /// The text of a scalar node, `nil` for a mapping or a list.
    var string: String? {
        if case let .scalar(scalar) = self { return scalar.string }
        return nil
    }
}
