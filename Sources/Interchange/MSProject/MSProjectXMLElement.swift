import Foundation

/// A parsed XML element with the position of its start tag: the small tree the
/// MSPDI reader walks. Names are local names (namespace prefixes dropped).
struct MSProjectXMLElement {
    var name: String
    var namespaceURI: String?
    /// The element's own character data (CDATA included), entities expanded;
    /// empty for an element with children whose text is only whitespace.
    var text: String = ""
    var children: [MSProjectXMLElement] = []
    /// The 1-based line and column of the start tag's `<`.
    var line: Int
    var column: Int

    /// The first child named `name`.
    /// - Complexity: O(k), k = number of children (a handful in MSPDI).
    func child(_ name: String) -> MSProjectXMLElement? {
        children.first { $0.name == name }
    }

    /// All children named `name`.
    /// - Complexity: O(k), k = number of children.
    func children(_ name: String) -> [MSProjectXMLElement] {
        children.filter { $0.name == name }
    }

    /// The trimmed text of the first child named `name`, `nil` when the child is absent.
    func value(_ name: String) -> String? {
        child(name).map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
