import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML element with the position of its start tag: the small tree the
/// MSPDI reader walks. Names are local names (namespace prefixes dropped).
struct MSProjectXMLElement {
    var name: String
    var namespaceURI: String?
    var text: String = ""
    var children: [MSProjectXMLElement] = []
    var line: Int
    var column: Int

    /// The first child named `name`.
    func child(_ name: String) -> MSProjectXMLElement? {
        children.first { $0.name == name }
    }

    /// All children named `name`.
    func children(_ name: String) -> [MSProjectXMLElement] {
        children.filter { $0.name == name }
    }

    /// The trimmed text of the first child named `name`, `nil` when the child is absent.
    func value(_ name: String) -> String? {
        child(name).map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}

/// Builds an ``MSProjectXMLElement`` tree with FoundationXML's `XMLParser`,
/// turning every failure (including the truncated documents that `parse()`
/// accepts) into an ``MSProjectImportError``.
enum MSProjectXMLTree {
    static func parse(_ data: Data, fileName: String) throws(MSProjectImportError) -> MSProjectXMLElement {
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let builder = Builder()
        parser.delegate = builder
        let succeeded = parser.parse()
        if let failure = builder.failure {
            throw MSProjectImportError(fileName: fileName, line: failure.line, column: failure.column, kind: .malformedXML(failure.message))
        }
        if !succeeded || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? 0
            let position = builder.errorPosition ?? (parser.lineNumber, parser.columnNumber)
            if code == 5 || code == 77, let open = builder.stack.last {
                // Premature end of the document (XML_ERR_DOCUMENT_END / XML_ERR_TAG_NOT_FINISHED).
                let end = endPosition(of: data)
                throw MSProjectImportError(fileName: fileName, line: end.line, column: end.column, kind: .truncated(open: open.name))
            }
            var message = describe(code: code, error: parser.parserError as NSError?)
            if code == 76, let open = builder.openAtError { message += " (<\(open)> is open)" }
            throw MSProjectImportError(fileName: fileName, line: max(position.line, 1), column: max(position.column, 1), kind: .malformedXML(message))
        }
        if let open = builder.stack.last {
            let end = endPosition(of: data)
            throw MSProjectImportError(fileName: fileName, line: end.line, column: end.column, kind: .truncated(open: open.name))
        }
        guard let root = builder.root else {
            let end = endPosition(of: data)
            throw MSProjectImportError(fileName: fileName, line: end.line, column: end.column, kind: .malformedXML("the document has no root element"))
        }
        return root
    }

    /// A readable message for libxml2's error codes (FoundationXML on Linux
    /// gives only the code).
    private static func describe(code: Int, error: NSError?) -> String {
        if let message = error?.userInfo[NSLocalizedDescriptionKey] as? String, !message.isEmpty,
           !message.hasPrefix("The operation could not be completed") {
            return message.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let known: [Int: String] = [
            4: "the document is empty",
            5: "extra content at the end of the document",
            9: "invalid character",
            23: "an entity reference is not terminated by ';'",
            26: "undefined entity",
            31: "a '<' is not allowed here",
            38: "an attribute value is not quoted",
            39: "an attribute is not followed by '='",
            40: "an attribute value is not quoted",
            41: "an attribute is defined twice",
            64: "the XML declaration is malformed",
            68: "'&' must start an entity reference",
            73: "expected '>'",
            76: "the end tag does not match the start tag",
            77: "an element is not closed",
            85: "extra content at the end of the document",
        ]
        return known[code].map { "\($0) (libxml2 error \(code))" } ?? "XML parser error \(code)"
    }

    /// The line and column just after the last character of `data`.
    static func endPosition(of data: Data) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in data {
            if byte == 10 {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [MSProjectXMLElement] = []
        var root: MSProjectXMLElement?
        var failure: (line: Int, column: Int, message: String)?
        var errorPosition: (line: Int, column: Int)?
        var openAtError: String?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if errorPosition == nil {
                errorPosition = (parser.lineNumber, parser.columnNumber)
                openAtError = stack.last?.name
            }
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            if root != nil, failure == nil {
                failure = (parser.lineNumber, parser.columnNumber, "content after the root element")
                parser.abortParsing()
                return
            }
            let local = elementName.split(separator: ":").last.map(String.init) ?? elementName
            stack.append(MSProjectXMLElement(name: local, namespaceURI: namespaceURI, line: parser.lineNumber, column: parser.columnNumber))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
        }
    }
}
