/// A JSON parser (RFC 8259) that builds the ``DocumentNode`` tree the
/// document decoder reads, with the line and column of every value.
///
/// Strings accept every escape, surrogate pairs included (`"\ud83d\ude80"`
/// is 🚀); a lone surrogate, a raw control character, a bad escape or number,
/// trailing commas, comments, a duplicate key and nesting deeper than
/// ``maximumDepth`` are errors at their place. One pass over the UTF-8 bytes:
/// time and memory are linear in the size of the text.
struct JSONDocumentParser {
    /// The deepest nesting of arrays and objects accepted (documents need about 5).
    static let maximumDepth = 256

    /// A syntax error: the place and what is wrong.
    struct Failure: Error {
        var location: TextPosition
        var message: String
    }

    private struct RawFailure: Error {
        var offset: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var locator = TextLocator()

    /// Parses `text`.
    /// - Returns: The root value; `nil` when the text holds only white space.
    /// - Throws: ``Failure`` at the first problem.
    /// - Complexity: O(n) in the length of `text`.
    static func parse(_ text: String) throws(Failure) -> DocumentNode? {
        var parser = JSONDocumentParser(bytes: Array(text.utf8))
        do {
            return try parser.document()
        } catch {
            throw Failure(location: parser.location(of: error.offset), message: error.message)
        }
    }

    /// Whether `text` looks like JSON: its first character after white space
    /// (and a byte order mark) is `{` or `[`.
    static func looksLikeJSON(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF: continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): return true
            default: return false
            }
        }
        return false
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func location(of offset: Int) -> TextPosition {
        locator.location(of: offset, in: bytes)
    }

    private mutating func document() throws(RawFailure) -> DocumentNode? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipSpaces()
        guard index < bytes.count else { return nil }
        let root = try value(depth: 0)
        skipSpaces()
        if index < bytes.count {
            throw RawFailure(offset: index, message: "unexpected \(describe(at: index)) after the end of the JSON value")
        }
        return root
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(RawFailure) -> DocumentNode {
        guard index < bytes.count else { throw RawFailure(offset: index, message: "unexpected end of the text: expected a value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            return try array(depth: depth + 1)
        case UInt8(ascii: "\""):
            let mark = location(of: start)
            return .scalar(.init(string: try string(), style: .quoted, mark: mark))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        case UInt8(ascii: "t"):
            return try literal("true")
        case UInt8(ascii: "f"):
            return try literal("false")
        case UInt8(ascii: "n"):
            return try literal("null")
        default:
            throw RawFailure(offset: start, message: "expected a value (an object, array, string, number, true, false or null), found \(describe(at: start))")
        }
    }

    private mutating func object(depth: Int) throws(RawFailure) -> DocumentNode {
        let start = index
        try checkDepth(depth, at: start)
        let mark = location(of: start)
        index += 1
        var pairs: [(DocumentNode, DocumentNode)] = []
        var names: [String] = []   // the keys of a small object, in order
        var keys = Set<String>()   // the keys of a large one
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .mapping(.init(pairs: pairs, mark: mark))
        }
        while true {
            skipSpaces()
            guard index < bytes.count else { throw unclosed("object", at: start) }
            guard bytes[index] == UInt8(ascii: "\"") else {
                let found = bytes[index] == UInt8(ascii: "}") ? "'}' (a trailing comma is not allowed in JSON)" : describe(at: index)
                throw RawFailure(offset: index, message: "expected a key in double quotes, found \(found)")
            }
            let keyStart = index
            let keyMark = location(of: keyStart)
            let key = try string()
            // Small objects (an item has a handful of keys) are checked by a
            // scan, larger ones with a set of their keys.
            let isDuplicate: Bool
            if names.count < 16 {
                isDuplicate = names.contains(key)
                names.append(key)
            } else {
                if keys.isEmpty { keys = Set(names) }
                isDuplicate = !keys.insert(key).inserted
            }
            guard !isDuplicate else {
                throw RawFailure(offset: keyStart, message: "duplicate key \"\(key)\": a key may appear only once in a mapping")
            }
            skipSpaces()
            guard index < bytes.count else { throw unclosed("object", at: start) }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw RawFailure(offset: index, message: "expected ':' after the key \"\(key)\", found \(describe(at: index))")
            }
            index += 1
            skipSpaces()
            guard index < bytes.count else { throw unclosed("object", at: start) }
            let member = try value(depth: depth)
            pairs.append((.scalar(.init(string: key, style: .quoted, mark: keyMark)), member))
            skipSpaces()
            guard index < bytes.count else { throw unclosed("object", at: start) }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .mapping(.init(pairs: pairs, mark: mark))
            default:
                throw RawFailure(offset: index, message: "expected ',' or '}' after the value of \"\(key)\", found \(describe(at: index))")
            }
        }
    }

    private mutating func array(depth: Int) throws(RawFailure) -> DocumentNode {
        let start = index
        try checkDepth(depth, at: start)
        let mark = location(of: start)
        index += 1
        var nodes: [DocumentNode] = []
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .sequence(.init(nodes: nodes, mark: mark))
        }
        while true {
            skipSpaces()
            guard index < bytes.count else { throw unclosed("array", at: start) }
            if bytes[index] == UInt8(ascii: "]") {
                throw RawFailure(offset: index, message: "expected a value, found ']' (a trailing comma is not allowed in JSON)")
            }
            nodes.append(try value(depth: depth))
            skipSpaces()
            guard index < bytes.count else { throw unclosed("array", at: start) }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .sequence(.init(nodes: nodes, mark: mark))
            default:
                throw RawFailure(offset: index, message: "expected ',' or ']' after an element of the array, found \(describe(at: index))")
            }
        }
    }

    private func checkDepth(_ depth: Int, at offset: Int) throws(RawFailure) {
        if depth > Self.maximumDepth {
            throw RawFailure(offset: offset, message: "arrays and objects are nested more than \(Self.maximumDepth) deep")
        }
    }

    private mutating func unclosed(_ what: String, at start: Int) -> RawFailure {
        let opened = location(of: start)
        return RawFailure(offset: bytes.count, message: "unexpected end of the text: the \(what) opened at line \(opened.line), column \(opened.column) is not closed")
    }

    private mutating func literal(_ word: StaticString) throws(RawFailure) -> DocumentNode {
        let start = index
        let matches = word.withUTF8Buffer { buffer in
            start + buffer.count <= bytes.count && buffer.indices.allSatisfy { bytes[start + $0] == buffer[$0] }
        }
        guard matches, start + word.utf8CodeUnitCount == bytes.count || !Self.isWordByte(bytes[start + word.utf8CodeUnitCount]) else {
            var end = start
            while end < bytes.count, Self.isWordByte(bytes[end]), end - start < 40 { end += 1 }
            throw RawFailure(offset: start, message: "expected a value, found \"\(String(decoding: bytes[start..<max(end, start + 1)], as: UTF8.self))\""
                             + " (strings need double quotes; the literals are true, false and null)")
        }
        index += word.utf8CodeUnitCount
        return .scalar(.init(string: "\(word)", style: .plain, mark: location(of: start)))
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as written.
    private mutating func number() throws(RawFailure) -> DocumentNode {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else {
            throw RawFailure(offset: index, message: "expected a digit after '-', found \(describe(at: index))")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) {
                throw RawFailure(offset: start, message: "a number may not start with 0 followed by digits (JSON has no leading zeros)")
            }
        } else {
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw RawFailure(offset: index, message: "expected a digit after the decimal point, found \(describe(at: index))")
            }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw RawFailure(offset: index, message: "expected a digit in the exponent, found \(describe(at: index))")
            }
            while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, Self.isWordByte(bytes[index]) {
            throw RawFailure(offset: index, message: "unexpected \(describe(at: index)) in a number")
        }
        return .scalar(.init(string: String(decoding: bytes[start..<index], as: UTF8.self), style: .plain, mark: location(of: start)))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// A string at `index` (its opening quote), escapes decoded.
    private mutating func string() throws(RawFailure) -> String {
        let start = index
        index += 1
        let contentStart = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[contentStart..<index - 1], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacter(byte) }
            index += 1
        }
        var decoded = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte < 0x20 { throw controlCharacter(byte) }
            if byte != UInt8(ascii: "\\") {
                decoded.append(byte)
                index += 1
                continue
            }
            let escape = index
            guard index + 1 < bytes.count else { break }
            index += 2
            switch bytes[escape + 1] {
            case UInt8(ascii: "\""): decoded.append(0x22)
            case UInt8(ascii: "\\"): decoded.append(0x5C)
            case UInt8(ascii: "/"): decoded.append(0x2F)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                let unit = try hex4(escape: escape)
                var value = UInt32(unit)
                if (0xD800...0xDBFF).contains(unit) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw RawFailure(offset: escape, message: "lone surrogate \(describe(escape, escape + 6)): a high surrogate must be followed by a \\uDC00…\\uDFFF escape")
                    }
                    let lowEscape = index
                    index += 2
                    let low = try hex4(escape: lowEscape)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw RawFailure(offset: escape, message: "lone surrogate \(describe(escape, escape + 6)): it is followed by \(describe(lowEscape, lowEscape + 6)), not by a low surrogate \\uDC00…\\uDFFF")
                    }
                    value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(unit) {
                    throw RawFailure(offset: escape, message: "lone surrogate \(describe(escape, escape + 6)): a low surrogate must follow a high surrogate \\uD800…\\uDBFF")
                }
                // Every value here is a scalar (surrogates were paired or refused).
                decoded.append(contentsOf: UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}")!)
            default:
                throw RawFailure(offset: escape, message: "invalid escape \(describe(escape, escape + 2)) in a string (JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
            }
        }
        throw RawFailure(offset: start, message: "the string is not closed (no '\"' before the end of the text)")
    }

    private mutating func hex4(escape: Int) throws(RawFailure) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            guard index + offset < bytes.count, let digit = Self.hexDigit(bytes[index + offset]) else {
                throw RawFailure(offset: escape, message: "\\u must be followed by four hexadecimal digits, found \(describe(escape, min(bytes.count, index + 4)))")
            }
            value = value << 4 | UInt16(digit)
        }
        index += 4
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x61...0x66: byte - 0x61 + 10
        case 0x41...0x46: byte - 0x41 + 10
        default: nil
        }
    }

    private func controlCharacter(_ byte: UInt8) -> RawFailure {
        let hex = String(byte, radix: 16, uppercase: true)
        return RawFailure(offset: index, message: "the control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex) must be escaped in a string (\(byte == 10 ? "\\n; a string cannot span lines" : "\\u00XX"))")
    }

    // MARK: Scanning

    private mutating func skipSpaces() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
    }

    private func describe(_ start: Int, _ end: Int) -> String {
        "'\(text(start, end))'"
    }

    /// `'x'` or `the end of the text`, for messages.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the text" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(text(offset, end))'"
    }
}

