/// A non-validating XML 1.0 parser over checked UTF-8 bytes (see
/// ``MSProjectXMLText``) that builds the ``MSProjectXMLElement`` tree.
///
/// It reads elements, character data, CDATA sections, comments, processing
/// instructions, the XML declaration and a DOCTYPE whose internal subset may
/// declare entities. Internal entities are expanded within bounds
/// (``maximumEntityExpansion`` characters in all, ``maximumEntityNesting``
/// levels); external entities are never loaded. Elements may nest
/// ``maximumDepth`` deep. Names are reduced to local names with their
/// namespace URI. One pass, no recursion: time and memory are linear in the
/// size of the input.
struct MSProjectXMLParser {
    /// The deepest element nesting accepted (an MSPDI file needs about 6).
    static let maximumDepth = 256
    /// The most characters that entity references may produce in one document.
    static let maximumEntityExpansion = 1_000_000
    /// The deepest nesting of entity references inside entity values.
    static let maximumEntityNesting = 16

    struct Failure: Error {
        var offset: Int
        var message: String
        /// Set when the document ends before `open` is closed.
        var truncatedOpen: String?
    }

    private enum Entity {
        case `internal`(String)
        case external(String)
    }

    private struct Open {
        var nameStart: Int
        var nameEnd: Int
        var bindings: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var stack: [MSProjectXMLElement] = []
    private var open: [Open] = []
    private var namespaces: [(prefix: String, uri: String)] = []
    private var root: MSProjectXMLElement?
    private var entities: [String: Entity] = [:]
    private var expanded: [String: String] = [:]
    private var expansionTotal = 0
    private var locator = TextLocator()
    private var names: [[UInt8]: String] = [:]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The 1-based line and column (in characters) of a byte offset.
    mutating func location(of offset: Int) -> (line: Int, column: Int) {
        let position = locator.location(of: offset, in: bytes)
        return (position.line, position.column)
    }

    // MARK: Document

    /// Parses the whole document.
    /// - Throws: ``Failure`` at the first problem.
    /// - Complexity: O(n) in the number of bytes (plus the bounded entity expansion).
    mutating func parse() throws(Failure) -> MSProjectXMLElement {
        var sawDoctype = false
        if starts(with: "<?xml"), index + 5 < bytes.count, isSpace(bytes[index + 5]) {
            try skipPast("?>", what: "the XML declaration", from: index)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                switch next {
                case UInt8(ascii: "/"):
                    try endTag()
                case UInt8(ascii: "?"):
                    try processingInstruction()
                case UInt8(ascii: "!"):
                    if starts(with: "<!--") {
                        try comment()
                    } else if starts(with: "<![CDATA[") {
                        guard !stack.isEmpty else { throw fail("a CDATA section is only allowed inside the root element") }
                        try cdata()
                    } else if starts(with: "<!DOCTYPE") {
                        guard root == nil, stack.isEmpty, !sawDoctype else {
                            throw fail("a DOCTYPE is only allowed once, before the root element")
                        }
                        sawDoctype = true
                        try doctype()
                    } else {
                        throw fail("'<!' must start a comment (<!--), a CDATA section (<![CDATA[) or a <!DOCTYPE>")
                    }
                default:
                    if root != nil {
                        throw fail("extra content at the end of the document: a second root element after </\(root!.name)>")
                    }
                    try startTag()
                }
            } else if stack.isEmpty {
                if isSpace(byte) {
                    index += 1
                } else if root != nil {
                    throw fail("extra content at the end of the document: text after </\(root!.name)>")
                } else {
                    throw fail("text before the root element (expected '<')")
                }
            } else if byte == UInt8(ascii: "&") {
                var text = ""
                try reference(into: &text)
                stack[stack.count - 1].text += text
            } else {
                characterData()
            }
        }
        if let innermost = stack.last {
            throw Failure(offset: bytes.count, message: "", truncatedOpen: innermost.name)
        }
        guard let root else {
            throw Failure(offset: bytes.count, message: bytes.allSatisfy(isSpace) ? "the document is empty" : "the document has no root element")
        }
        return root
    }

    // MARK: Elements

    private mutating func startTag() throws(Failure) {
        let tagStart = index
        index += 1
        let nameStart = index
        guard scanName() else { throw fail("expected an element name after '<'", at: nameStart) }
        let nameEnd = index
        var bindings = 0
        var seen: [ArraySlice<UInt8>] = []
        var selfClosing = false
        while true {
            let hadSpace = skipSpaces()
            guard index < bytes.count else { throw truncated(in: nameStart, nameEnd) }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < bytes.count else { throw truncated(in: nameStart, nameEnd) }
                guard bytes[index + 1] == UInt8(ascii: ">") else { throw fail("expected '>' after '/' in <\(string(nameStart, nameEnd))>") }
                index += 2
                selfClosing = true
                break
            }
            guard hadSpace else {
                throw fail("expected a space, '>' or '/>' in <\(string(nameStart, nameEnd))>, found \(describe(at: index))")
            }
            let attributeStart = index
            guard scanName() else {
                throw fail("expected an attribute name, '>' or '/>' in <\(string(nameStart, nameEnd))>, found \(describe(at: index))")
            }
            let attribute = bytes[attributeStart..<index]
            if seen.contains(attribute) {
                throw fail("the attribute \(string(attributeStart, index)) is given twice in <\(string(nameStart, nameEnd))>", at: attributeStart)
            }
            seen.append(attribute)
            skipSpaces()
            guard index < bytes.count else { throw truncated(in: nameStart, nameEnd) }
            guard bytes[index] == UInt8(ascii: "=") else {
                throw fail("expected '=' after the attribute \(string(attributeStart, attribute.endIndex)), found \(describe(at: index))")
            }
            index += 1
            skipSpaces()
            guard index < bytes.count else { throw truncated(in: nameStart, nameEnd) }
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw fail("the value of the attribute \(string(attributeStart, attribute.endIndex)) is not in quotes")
            }
            index += 1
            let value = try attributeValue(quote: quote, element: (nameStart, nameEnd))
            let name = string(attributeStart, attribute.endIndex)
            if name == "xmlns" {
                namespaces.append(("", value))
                bindings += 1
            } else if name.hasPrefix("xmlns:") {
                namespaces.append((String(name.dropFirst(6)), value))
                bindings += 1
            }
        }
        guard stack.count < Self.maximumDepth else {
            throw fail("the elements are nested more than \(Self.maximumDepth) deep (an MSPDI file needs about 6)", at: tagStart)
        }
        let qualified = bytes[nameStart..<nameEnd]
        let colon = qualified.lastIndex(of: UInt8(ascii: ":"))
        let local = interned(colon.map { $0 + 1 } ?? nameStart, nameEnd)
        let prefix = colon.map { string(nameStart, $0) } ?? ""
        let uri = namespaces.last { $0.prefix == prefix }?.uri
        if uri == nil, !prefix.isEmpty {
            namespaces.removeLast(bindings)
            throw fail("the namespace prefix \"\(prefix)\" of <\(string(nameStart, nameEnd))> is not declared", at: tagStart)
        }
        let (line, column) = location(of: tagStart)
        let element = MSProjectXMLElement(name: local, namespaceURI: uri.flatMap { $0.isEmpty ? nil : $0 }, line: line, column: column)
        stack.append(element)
        open.append(Open(nameStart: nameStart, nameEnd: nameEnd, bindings: bindings))
        if selfClosing { close() }
    }

    private mutating func endTag() throws(Failure) {
        let tagStart = index
        index += 2
        let nameStart = index
        guard scanName() else { throw fail("expected an element name after '</'", at: nameStart) }
        let nameEnd = index
        skipSpaces()
        guard let current = open.last else {
            throw fail("the end tag </\(string(nameStart, nameEnd))> has no start tag", at: tagStart)
        }
        guard index < bytes.count else { throw Failure(offset: bytes.count, message: "", truncatedOpen: stack.last?.name) }
        guard bytes[index] == UInt8(ascii: ">") else { throw fail("expected '>' to end </\(string(nameStart, nameEnd))>, found \(describe(at: index))") }
        guard bytes[nameStart..<nameEnd].elementsEqual(bytes[current.nameStart..<current.nameEnd]) else {
            let (line, column) = location(of: current.nameStart - 1)
            throw fail("the end tag </\(string(nameStart, nameEnd))> does not match the start tag <\(string(current.nameStart, current.nameEnd))> "
                       + "at \(line):\(column)", at: tagStart)
        }
        index += 1
        close()
    }

    private mutating func close() {
        let closing = open.removeLast()
        namespaces.removeLast(closing.bindings)
        var element = stack.removeLast()
        if !element.children.isEmpty, element.text.utf8.allSatisfy(isSpace) { element.text = "" }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    // MARK: Text

    private mutating func characterData() {
        let start = index
        var hasReturn = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") { break }
            if byte == 13 { hasReturn = true }
            index += 1
        }
        appendText(start, index, normalizingLineEnds: hasReturn)
    }

    private mutating func appendText(_ start: Int, _ end: Int, normalizingLineEnds: Bool) {
        guard start < end else { return }
        if normalizingLineEnds {
            var normalized: [UInt8] = []
            normalized.reserveCapacity(end - start)
            var position = start
            while position < end {
                if bytes[position] == 13 {
                    normalized.append(10)
                    if position + 1 < end, bytes[position + 1] == 10 { position += 1 }
                } else {
                    normalized.append(bytes[position])
                }
                position += 1
            }
            stack[stack.count - 1].text += String(decoding: normalized, as: UTF8.self)
        } else {
            stack[stack.count - 1].text += String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    private mutating func cdata() throws(Failure) {
        let start = index
        index += 9
        let contentStart = index
        guard let end = find("]]>", from: index) else {
            throw fail("the CDATA section is not closed (no ']]>')", at: start)
        }
        appendText(contentStart, end, normalizingLineEnds: bytes[contentStart..<end].contains(13))
        index = end + 3
    }

    private mutating func comment() throws(Failure) {
        let start = index
        index += 4
        guard let end = find("--", from: index) else { throw fail("the comment is not closed (no '-->')", at: start) }
        guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">") else {
            if end + 2 >= bytes.count { throw fail("the comment is not closed (no '-->')", at: start) }
            throw fail("'--' is not allowed inside a comment", at: end)
        }
        index = end + 3
    }

    private mutating func processingInstruction() throws(Failure) {
        let start = index
        index += 2
        let targetStart = index
        guard scanName() else { throw fail("expected a processing instruction target after '<?'", at: targetStart) }
        if string(targetStart, index).lowercased() == "xml" {
            throw fail("an XML declaration (<?xml …?>) is only allowed at the very start of the document", at: start)
        }
        try skipPast("?>", what: "the processing instruction", from: start)
    }

    // MARK: References

    /// Reads `&…;` at `index` and appends what it stands for.
    private mutating func reference(into text: inout String) throws(Failure) {
        let start = index
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            index += 1
            text.unicodeScalars.append(try characterReference(start: start))
            return
        }
        let nameStart = index
        guard scanName() else { throw fail("'&' must start an entity reference such as &amp; (write &amp; for a literal '&')", at: start) }
        let name = string(nameStart, index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw fail("the entity reference &\(name) is not terminated by ';'", at: start)
        }
        index += 1
        text += try expansion(of: name, at: start, chain: [])
    }

    /// `&#38;` or `&#x26;` after the `#`.
    private mutating func characterReference(start: Int) throws(Failure) -> Unicode.Scalar {
        var radix: UInt32 = 10
        if index < bytes.count, bytes[index] == UInt8(ascii: "x") {
            radix = 16
            index += 1
        }
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, let digit = Self.digit(bytes[index], radix: radix) {
            value = min(value &* radix &+ digit, 0x110000)
            digits += 1
            index += 1
        }
        guard digits > 0, index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            throw fail("a character reference must be &#digits; or &#xhex;", at: start)
        }
        index += 1
        guard let scalar = Unicode.Scalar(value), Self.isXMLCharacter(value) else {
            throw fail("the character reference \(string(start, index)) is not a character XML allows", at: start)
        }
        return scalar
    }

    /// The replacement text of an entity, entities inside it expanded, within bounds.
    private mutating func expansion(of name: String, at offset: Int, chain: [String]) throws(Failure) -> String {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "apos": return "'"
        case "quot": return "\""
        default: break
        }
        let result: String
        if let known = expanded[name] {
            result = known
        } else {
            guard let entity = entities[name] else {
                throw fail(chain.isEmpty ? "undefined entity &\(name);" : "undefined entity &\(name); in the value of &\(chain.last!);", at: offset)
            }
            guard !chain.contains(name) else {
                throw fail("the entity &\(chain[0]); refers to itself (\((chain + [name]).map { "&\($0);" }.joined(separator: " → ")))", at: offset)
            }
            guard chain.count < Self.maximumEntityNesting else {
                throw fail("entities are nested more than \(Self.maximumEntityNesting) deep in &\(chain[0]);", at: offset)
            }
            switch entity {
            case .external(let system):
                throw fail("the entity &\(name); is external (SYSTEM \"\(system)\"); external entities are never loaded", at: offset)
            case .internal(let value):
                var built = ""
                var scalars = value.unicodeScalars[...]
                while let first = scalars.first {
                    if first == "<" {
                        throw fail("the entity &\(name); contains markup ('<'), which this reader does not expand", at: offset)
                    }
                    if first == "&" {
                        guard let semicolon = scalars.firstIndex(of: ";") else {
                            throw fail("the value of the entity &\(name); has an '&' without ';'", at: offset)
                        }
                        let inner = String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<semicolon]))
                        built += try expansion(of: inner, at: offset, chain: chain + [name])
                        scalars = scalars[scalars.index(after: semicolon)...]
                    } else {
                        built.unicodeScalars.append(first)
                        scalars = scalars.dropFirst()
                    }
                }
                result = built
                expanded[name] = built
            }
        }
        expansionTotal += result.utf8.count
        if expansionTotal > Self.maximumEntityExpansion {
            throw fail("entity references expand to more than \(Self.maximumEntityExpansion) characters "
                       + "(at &\(chain.first ?? name);): refused, as in a \"billion laughs\" attack", at: offset)
        }
        return result
    }

    private mutating func attributeValue(quote: UInt8, element: (Int, Int)) throws(Failure) -> String {
        var value = ""
        var runStart = index
        while true {
            guard index < bytes.count else { throw truncated(in: element.0, element.1) }
            let byte = bytes[index]
            if byte == quote || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || isSpace(byte) {
                value += String(decoding: bytes[runStart..<index], as: UTF8.self)
                if byte == quote {
                    index += 1
                    return value
                }
                if byte == UInt8(ascii: "<") { throw fail("'<' is not allowed in an attribute value (write &lt;)") }
                if byte == UInt8(ascii: "&") {
                    var replacement = ""
                    try reference(into: &replacement)
                    value += replacement
                } else {
                    if byte == 13, index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
                    value += " "
                    index += 1
                }
                runStart = index
            } else {
                index += 1
            }
        }
    }

    // MARK: DOCTYPE

    private mutating func doctype() throws(Failure) {
        let start = index
        index += 9
        guard skipSpaces(), scanName() else { throw fail("expected the root element's name after <!DOCTYPE", at: start) }
        skipSpaces()
        if starts(with: "SYSTEM") || starts(with: "PUBLIC") {
            // The external DTD is never loaded.
            _ = try externalID(in: "the DOCTYPE")
            skipSpaces()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            index += 1
            try internalSubset(doctypeStart: start)
            skipSpaces()
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw fail(index < bytes.count ? "expected '>' to end the DOCTYPE, found \(describe(at: index))" : "the DOCTYPE is not closed", at: index < bytes.count ? index : start)
        }
        index += 1
    }

    /// `SYSTEM "uri"` or `PUBLIC "id" "uri"`; returns the system id.
    private mutating func externalID(in what: String) throws(Failure) -> String {
        let isPublic = starts(with: "PUBLIC")
        index += 6
        if isPublic {
            skipSpaces()
            _ = try quoted(in: what)
        }
        skipSpaces()
        return try quoted(in: what)
    }

    private mutating func quoted(in what: String) throws(Failure) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw fail("expected a quoted string in \(what)")
        }
        let quote = bytes[index]
        let start = index + 1
        guard let end = bytes[start...].firstIndex(of: quote) else { throw fail("the quoted string in \(what) is not closed", at: index) }
        index = end + 1
        return string(start, end)
    }

    private mutating func internalSubset(doctypeStart: Int) throws(Failure) {
        while true {
            skipSpaces()
            guard index < bytes.count else { throw fail("the DOCTYPE's internal subset is not closed (no ']')", at: doctypeStart) }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return
            }
            if starts(with: "<!ENTITY") {
                try entityDeclaration()
            } else if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<?") {
                try processingInstruction()
            } else if starts(with: "<!ELEMENT") || starts(with: "<!ATTLIST") || starts(with: "<!NOTATION") {
                try skipDeclaration()
            } else if bytes[index] == UInt8(ascii: "%") {
                throw fail("parameter entity references (%name;) are not supported in the DOCTYPE")
            } else {
                throw fail("unexpected \(describe(at: index)) in the DOCTYPE's internal subset")
            }
        }
    }

    /// Skips `<!ELEMENT …>`, `<!ATTLIST …>` or `<!NOTATION …>`, minding quoted strings.
    private mutating func skipDeclaration() throws(Failure) {
        let start = index
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return
            }
        }
        throw fail("the declaration is not closed (no '>')", at: start)
    }

    private mutating func entityDeclaration() throws(Failure) {
        let start = index
        index += 8
        guard skipSpaces() else { throw fail("expected a space after <!ENTITY", at: start) }
        var isParameter = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
            isParameter = true
            index += 1
            skipSpaces()
        }
        let nameStart = index
        guard scanName() else { throw fail("expected an entity name in <!ENTITY", at: start) }
        let name = string(nameStart, index)
        guard skipSpaces(), index < bytes.count else { throw fail("expected the value of the entity \(name)", at: start) }
        var entity: Entity
        if starts(with: "SYSTEM") || starts(with: "PUBLIC") {
            entity = .external(try externalID(in: "the entity \(name)"))
            skipSpaces()
            if starts(with: "NDATA") {
                index += 5
                skipSpaces()
                _ = scanName()
            }
        } else {
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw fail("the value of the entity \(name) must be in quotes or be SYSTEM/PUBLIC")
            }
            index += 1
            var value = ""
            var runStart = index
            while true {
                guard index < bytes.count else { throw fail("the value of the entity \(name) is not closed", at: start) }
                let byte = bytes[index]
                if byte == quote {
                    value += string(runStart, index)
                    index += 1
                    break
                }
                if byte == UInt8(ascii: "%") {
                    throw fail("parameter entity references (%name;) are not supported in entity values")
                }
                if byte == UInt8(ascii: "&"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "#") {
                    value += string(runStart, index)
                    let referenceStart = index
                    index += 2
                    let scalar = try characterReference(start: referenceStart)
                    // A character reference to '&' or '<' stands for the character itself, not markup.
                    if scalar == "&" { value += "&amp;" } else if scalar == "<" { value += "&lt;" } else { value.unicodeScalars.append(scalar) }
                    runStart = index
                    continue
                }
                index += 1
            }
            entity = .internal(value)
        }
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw fail("expected '>' to end the declaration of the entity \(name)", at: index < bytes.count ? index : start)
        }
        index += 1
        // The first declaration binds (XML 1.0 §4.2); parameter entities are read and ignored.
        if !isParameter, entities[name] == nil { entities[name] = entity }
    }

    // MARK: Scanning

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        literal.withUTF8Buffer { buffer -> Int? in
            let first = buffer[0]
            var position = start
            while position + buffer.count <= bytes.count {
                if bytes[position] == first {
                    var matches = true
                    for offset in 1..<buffer.count where bytes[position + offset] != buffer[offset] {
                        matches = false
                        break
                    }
                    if matches { return position }
                }
                position += 1
            }
            return nil
        }
    }

    private mutating func skipPast(_ literal: StaticString, what: String, from start: Int) throws(Failure) {
        guard let end = find(literal, from: index) else { throw fail("\(what) is not closed (no '\(literal)')", at: start) }
        index = end + literal.utf8CodeUnitCount
    }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Reads an XML name at `index`; any non-ASCII character counts as a name
    /// character (the bytes are valid UTF-8 already).
    private mutating func scanName() -> Bool {
        guard index < bytes.count, Self.isNameStart(bytes[index]) else { return false }
        index += 1
        while index < bytes.count, Self.isNameCharacter(bytes[index]) { index += 1 }
        return true
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    private static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    private static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x61...0x66 where radix == 16: return UInt32(byte - 0x61 + 10)
        case 0x41...0x46 where radix == 16: return UInt32(byte - 0x41 + 10)
        default: return nil
        }
    }

    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    private func string(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// One `String` per distinct element name, so that a large file shares its names.
    private mutating func interned(_ start: Int, _ end: Int) -> String {
        let key = Array(bytes[start..<end])
        if let name = names[key] { return name }
        let name = String(decoding: key, as: UTF8.self)
        names[key] = name
        return name
    }

    /// `'x'`, `"<"` or `the end of the file`, for messages.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(string(offset, end))'"
    }

    private func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? index, message: message)
    }

    private func truncated(in nameStart: Int, _ nameEnd: Int) -> Failure {
        let qualified = string(nameStart, nameEnd)
        return Failure(offset: bytes.count, message: "", truncatedOpen: qualified.split(separator: ":").last.map(String.init) ?? qualified)
    }
}

