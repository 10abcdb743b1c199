import Foundation

/// The bytes of an XML file as checked UTF-8: the encoding detected (byte
/// order mark, or the XML declaration's `encoding`), converted to UTF-8 when
/// it is UTF-16, ISO-8859-1 or windows-1252, then every byte checked, so that
/// the parser never meets an invalid sequence or a character XML forbids.
enum MSProjectXMLText {
    /// An error before parsing: where (1-based line and column, in characters) and what.
    struct Failure: Error {
        var line: Int
        var column: Int
        var message: String
    }

    /// The encodings the reader converts from.
    enum Encoding: Equatable {
        case utf8, utf16BigEndian, utf16LittleEndian, latin1, windows1252
    }

    /// The document's text as UTF-8 bytes without a byte order mark, checked.
    /// - Throws: ``Failure`` at the first invalid byte or forbidden character.
    /// - Complexity: O(n) in the size of `data`.
    static func utf8(_ data: Data) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](data)
        switch try encoding(of: bytes) {
        case .utf8:
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        case .utf16BigEndian:
            bytes = try utf16(bytes, bigEndian: true)
        case .utf16LittleEndian:
            bytes = try utf16(bytes, bigEndian: false)
        case .latin1:
            bytes = eightBit(bytes) { UInt32($0) }
        case .windows1252:
            bytes = eightBit(bytes) { byte in
                (0x80...0x9F).contains(byte) ? windows1252High[Int(byte) - 0x80] : UInt32(byte)
            }
        }
        try validate(bytes)
        return bytes
    }

    /// The encoding from the byte order mark, the first bytes, or the XML declaration.
    static func encoding(of bytes: [UInt8]) throws(Failure) -> Encoding {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return .utf16BigEndian }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return .utf16LittleEndian }
        guard let declared = declaredEncoding(bytes) else { return .utf8 }
        switch declared.lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf16":
            // UTF-16 declared over single bytes (no byte order mark, `<?` as single bytes) is read as UTF-8.
            return .utf8
        case "iso-8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "iso-latin-1":
            return .latin1
        case "windows-1252", "cp1252":
            return .windows1252
        default:
            throw Failure(line: 1, column: 1, message: "the encoding \"\(declared)\" is not supported (save the file as UTF-8; "
                          + "UTF-16, ISO-8859-1 and windows-1252 are read too)")
        }
    }

    /// The `encoding` of an `<?xml …?>` declaration at the start of single-byte text.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes.count > start + 5, Array(bytes[start..<start + 5]) == Array("<?xml".utf8) else { return nil }
        let limit = min(bytes.count, start + 512)
        guard let end = bytes[start..<limit].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    static func eightBit(_ bytes: [UInt8], scalar: (UInt8) -> UInt32) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                output.append(byte)
            } else {
                append(Unicode.Scalar(scalar(byte)) ?? "\u{FFFD}", to: &output)
            }
        }
        return output
    }

    /// UTF-16 to UTF-8; a lone surrogate or an odd byte count is an error at its place.
    static func utf16(_ bytes: [UInt8], bigEndian: Bool) throws(Failure) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) ? 2 : 0
        var line = 1, column = 1
        func unit(_ at: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1]) : UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at])
        }
        while index < bytes.count {
            guard index + 1 < bytes.count else {
                throw Failure(line: line, column: column, message: "the UTF-16 text ends in the middle of a character (an odd number of bytes)")
            }
            var value = unit(index)
            index += 2
            if (0xD800...0xDBFF).contains(value) {
                guard index + 1 < bytes.count, case let low = unit(index), (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(line: line, column: column, message: String(format: "invalid UTF-16: a lone high surrogate 0x%04X", value))
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                index += 2
            } else if (0xDC00...0xDFFF).contains(value) {
                throw Failure(line: line, column: column, message: String(format: "invalid UTF-16: a lone low surrogate 0x%04X", value))
            }
            if value == 10 { line += 1; column = 1 } else { column += 1 }
            append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &output)
        }
        return output
    }

    static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        output.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// Checks that `bytes` are UTF-8 and hold only characters XML 1.0 allows
    /// (no control characters other than tab, line feed and carriage return;
    /// no U+FFFE, U+FFFF).
    /// - Throws: ``Failure`` at the first offending byte.
    /// - Complexity: O(n).
    static func validate(_ bytes: [UInt8]) throws(Failure) {
        var line = 1, column = 1
        var index = 0
        let count = bytes.count
        func failure(_ message: String) -> Failure {
            Failure(line: line, column: column, message: message)
        }
        func isContinuation(_ at: Int) -> Bool { at < count && bytes[at] & 0xC0 == 0x80 }
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 10 || (byte == 13 && (index + 1 == count || bytes[index + 1] != 10)) {
                    // A line ends at LF, CRLF or a lone CR (XML's end-of-line handling).
                    line += 1
                    column = 1
                    index += 1
                    continue
                }
                if byte < 0x20 && byte != 9 && byte != 13 {
                    throw failure(String(format: "the control character U+%04X is not allowed in XML", byte))
                }
                index += 1
                column += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            default:
                throw failure(String(format: "invalid UTF-8 byte 0x%02X", byte))
            }
            guard index + 1 < count, secondRange.contains(bytes[index + 1]) else {
                let next = index + 1 < count ? String(format: "0x%02X", bytes[index + 1]) : "the end of the file"
                throw failure(String(format: "invalid UTF-8 byte 0x%02X (a %d-byte sequence broken by %@)", byte, length, next))
            }
            for offset in 2..<max(length, 2) where !isContinuation(index + offset) {
                let next = index + offset < count ? String(format: "0x%02X", bytes[index + offset]) : "the end of the file"
                throw failure(String(format: "invalid UTF-8 byte 0x%02X (a %d-byte sequence broken by %@)", byte, length, next))
            }
            if byte == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                throw failure(String(format: "the character U+%04X is not allowed in XML", 0xFFC0 | UInt32(bytes[index + 2] & 0x3F)))
            }
            index += length
            column += 1
        }
    }

    /// windows-1252's characters for the bytes 0x80…0x9F (undefined bytes as U+FFFD).
    static let windows1252High: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]
}
