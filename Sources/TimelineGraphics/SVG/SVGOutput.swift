/// A UTF-8 byte buffer that writes SVG text without building intermediate
/// strings: numbers, escaped text and ids go straight into the buffer.
/// ``SVGRenderer`` spends most of its time here, so everything is a tight
/// loop over bytes.
struct SVGOutput {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    @inline(__always) mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always) mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    @inline(__always) mutating func append(byte: UInt8) { bytes.append(byte) }

    mutating func indent(_ depth: Int) {
        for _ in 0..<depth { append("  ") }
    }

    /// A number with at most two decimals (see ``SVGFormatting/number(_:)``).
    mutating func appendNumber(_ value: Double) {
        guard value.isFinite else { bytes.append(UInt8(ascii: "0")); return }
        let limit = 1e15
        let hundredths = Int64((min(limit, max(-limit, value)) * 100).rounded())
        if hundredths == 0 { bytes.append(UInt8(ascii: "0")); return }
        var magnitude = hundredths < 0 ? UInt64(-hundredths) : UInt64(hundredths)
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let fraction = Int(magnitude % 100)
        magnitude /= 100
        // Integer digits, most significant first.
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    /// `text` escaped for XML character data and attribute values (see
    /// ``SVGFormatting/escaped(_:)``).
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { source in
            // Most text needs no escaping: copy it in one go.
            if !source.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0xEF }) {
                bytes.append(contentsOf: source)
                return
            }
            var index = 0
            let count = source.count
            while index < count {
                let byte = source[index]
                switch byte {
                case UInt8(ascii: "&"): append("&amp;")
                case UInt8(ascii: "<"): append("&lt;")
                case UInt8(ascii: ">"): append("&gt;")
                case UInt8(ascii: "\""): append("&quot;")
                case UInt8(ascii: "'"): append("&apos;")
                case 0x09: append("&#9;")
                case 0x0A: append("&#10;")
                case 0x0D: append("&#13;")
                case 0..<0x20: break
                case 0xEF where index + 2 < count && source[index + 1] == 0xBF && (source[index + 2] == 0xBE || source[index + 2] == 0xBF):
                    // U+FFFE and U+FFFF are not XML characters.
                    index += 2
                default:
                    bytes.append(byte)
                }
                index += 1
            }
        }
    }

    /// The XML id of a semantic id (see ``SVGFormatting/elementID(_:)``),
    /// without building a string for the common all-ASCII case.
    mutating func appendElementID(_ semanticID: String) {
        var text = semanticID
        let handled = text.withUTF8 { source -> Bool in
            guard let first = source.first, SVGOutput.isLetter(first),
                  source.allSatisfy({ SVGOutput.isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") })
            else { return false }
            for byte in source { bytes.append(byte == UInt8(ascii: ":") ? UInt8(ascii: ".") : byte) }
            return true
        }
        if !handled { append(SVGFormatting.elementID(semanticID)) }
    }

    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// `#rrggbb`.
    mutating func appendHexColor(_ color: Color) {
        let b = color.bytes
        bytes.append(UInt8(ascii: "#"))
        for value in [b.red, b.green, b.blue] {
            bytes.append(SVGOutput.hexDigits[Int(value >> 4)])
            bytes.append(SVGOutput.hexDigits[Int(value & 0xF)])
        }
    }
}
