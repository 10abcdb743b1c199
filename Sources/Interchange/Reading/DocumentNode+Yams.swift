import Yams

extension DocumentNode {
    /// Why a YAML tree could not become a document tree.
    struct TooLarge: Error {
        var mark: TextPosition?
        var limit: Int
    }

    /// Converts a Yams tree. Aliases are expanded, so a YAML "billion laughs"
    /// (aliases of aliases) could make the tree far larger than the text: the
    /// conversion stops after `limit` nodes.
    /// - Throws: ``TooLarge`` where the limit was reached.
    /// - Complexity: O(min(nodes, limit)); recursion is bounded by libyaml's
    ///   nesting limit (1,000).
    init(_ node: Yams.Node, limit: Int) throws(TooLarge) {
        var budget = limit
        self = try Self.convert(node, budget: &budget, limit: limit)
    }

    private static func convert(_ node: Yams.Node, budget: inout Int, limit: Int) throws(TooLarge) -> DocumentNode {
        budget -= 1
        let mark = TextPosition(node.mark)
        guard budget >= 0 else { throw TooLarge(mark: mark, limit: limit) }
        switch node {
        case let .scalar(scalar):
            return .scalar(Scalar(string: scalar.string, style: scalar.style == .plain || scalar.style == .any ? .plain : .quoted, mark: mark))
        case let .mapping(mapping):
            var pairs: [(DocumentNode, DocumentNode)] = []
            pairs.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                pairs.append((try convert(key, budget: &budget, limit: limit), try convert(value, budget: &budget, limit: limit)))
            }
            return .mapping(Mapping(pairs: pairs, mark: mark))
        case let .sequence(sequence):
            var nodes: [DocumentNode] = []
            nodes.reserveCapacity(sequence.count)
            for element in sequence { nodes.append(try convert(element, budget: &budget, limit: limit)) }
            return .sequence(Sequence(nodes: nodes, mark: mark))
        case let .alias(alias):
            // Yams' composer resolves aliases; an unresolved one reads as its name.
            return .scalar(Scalar(string: "*\(alias.anchor.rawValue)", style: .quoted, mark: mark))
        }
    }
}

extension TextPosition {
    init?(_ mark: Mark?) {
        guard let mark else { return nil }
        self.init(line: mark.line, column: mark.column)
    }
}
