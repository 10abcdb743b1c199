import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses XML with Foundation's `XMLParser` and records what it saw. A
/// document is well-formed only if the parser reports no error and every
/// opened element was closed (XMLParser accepts some truncated documents).
final class XMLCheck: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: (any Error)?
    private(set) var unclosed = 0

    init(_ xml: String) {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        let ok = parser.parse()
        error = parser.parserError ?? (ok ? nil : NSError(domain: "XMLCheck", code: 1))
        unclosed = open.count
    }

    var isWellFormed: Bool { error == nil && unclosed == 0 && !elements.isEmpty }

    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributeDict))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }
}
