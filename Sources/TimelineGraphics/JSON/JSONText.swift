/// The one writer of JSON strings and numbers, shared by every JSON value
/// tree (the display list encoder, project documents, the server's
/// messages), so they all escape and format alike.
///
/// Strings (RFC 8259): `"` and `\` are escaped; line feed, carriage return
/// and tab as `\n`, `\r`, `\t`; every other control or invisible character
/// that could be lost or misread on the way (C0, DEL, C1, the byte order
/// mark U+FEFF, and the line and paragraph separators U+2028 and U+2029,
/// which JavaScript before ES2019 refused in string literals) as a lowercase
/// `\u00XX` escape. Everything else, non-BMP characters included, is written
/// as UTF-8, unescaped.
///
/// Numbers: integral values of magnitude below 10^15 as plain integers
/// (`-0` as `0`), other finite values in Swift's shortest round-trip form
/// (`0.1`, `1000000000000000.0`, `1e+16`, `5e-324`), and NaN and the infinities, which JSON cannot
/// spell, as `null`.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    /// - Parameter text: Any text.
    /// - Returns: `"…"` with the escapes described on ``JSONText``.
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    public static func quoted(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &output)
        return output
    }

    /// Appends `text` as a JSON string literal, quotes included (see
    /// ``quoted(_:)``).
    /// - Parameters:
    ///   - text: Any text.
    ///   - output: The text to append to.
    /// - Complexity: O(n) in the UTF-8 length of `text`; runs that need no
    ///   escaping are copied whole.
    public static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &output) }) == nil {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { appendEscaped($0, to: &output) }
        }
        output += "\""
    }

    /// `value` as a JSON number, or `null` when it is NaN or infinite.
    /// - Parameter value: Any number.
    /// - Returns: `12`, `-0.25`, `1e+16`, or `null`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// Escapes the UTF-8 bytes of a valid string, copying unescaped runs whole.
    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout String) {
        var runStart = 0, index = 0
        let count = bytes.count
        func flush(upTo end: Int) {
            if end > runStart { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self) }
        }
        while index < count {
            let byte = bytes[index]
            var escape: String?
            var length = 1
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0..<0x20, 0x7F: escape = unicodeEscape(UInt32(byte))
            case 0xC2 where index + 1 < count && bytes[index + 1] < 0xA0:
                // U+0080…U+009F (C1 controls).
                escape = unicodeEscape(UInt32(bytes[index + 1])); length = 2
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"; length = 3
            case 0xEF where index + 2 < count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                escape = "\\ufeff"; length = 3
            default: break
            }
            if let escape {
                flush(upTo: index)
                output += escape
                index += length
                runStart = index
            } else {
                index += 1
            }
        }
        flush(upTo: count)
    }

    /// `\u00XX` for a code point below 256.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
        return "\\u00" + String(digits[Int(value >> 4)]) + String(digits[Int(value & 0xF)])
    }
}
