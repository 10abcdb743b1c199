import Foundation

/// Builds an ``MSProjectXMLElement`` tree with TimelineKit's own XML parser
/// (``MSProjectXMLText`` checks the encoding, ``MSProjectXMLParser`` reads the
/// markup), turning every failure into an ``MSProjectImportError`` that says
/// what is wrong, in words, at a line and column.
enum MSProjectXMLTree {
    /// Parses `data`.
    /// - Throws: ``MSProjectImportError`` (`.malformedXML` or `.truncated`).
    /// - Complexity: O(n) in the size of `data`.
    static func parse(_ data: Data, fileName: String) throws(MSProjectImportError) -> MSProjectXMLElement {
        let bytes: [UInt8]
        do {
            bytes = try MSProjectXMLText.utf8(data)
        } catch {
            throw MSProjectImportError(fileName: fileName, line: error.line, column: error.column, kind: .malformedXML(error.message))
        }
        var parser = MSProjectXMLParser(bytes: bytes)
        do {
            return try parser.parse()
        } catch {
            let (line, column) = parser.location(of: error.offset)
            if let open = error.truncatedOpen {
                throw MSProjectImportError(fileName: fileName, line: line, column: column, kind: .truncated(open: open))
            }
            throw MSProjectImportError(fileName: fileName, line: line, column: column, kind: .malformedXML(error.message))
        }
    }
}
