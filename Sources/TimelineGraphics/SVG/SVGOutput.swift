/// A UTF-8 byte buffer that writes SVG text without building intermediate
/// strings: numbers, escaped text and ids go straight into the buffer.
/// ``SVGRenderer`` spends most of its time here, so appends are plain memory
/// copies into storage the buffer grows itself.
struct SVGOutput {
    private let storage: Storage

    init(capacity: Int) { storage = Storage(capacity: max(64, capacity)) }

    var string: String {
        String(decoding: UnsafeBufferPointer(start: storage.base, count: storage.count), as: UTF8.self)
    }

    /// The bytes written, for callers that send them on without a `String`.
    var utf8: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }

    /// Growable raw storage; a class so that its memory is freed with it.
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }

        @inline(__always) func reserve(_ extra: Int) {
            guard count + extra > capacity else { return }
            var newCapacity = capacity * 2
            while newCapacity < count + extra { newCapacity *= 2 }
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.update(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }

        @inline(__always) func append(_ source: UnsafeBufferPointer<UInt8>) {
            reserve(source.count)
            guard let address = source.baseAddress else { return }
            if source.count <= 16 {
                // Short pieces (attribute names, punctuation): a loop beats a memcpy call.
                for index in 0..<source.count { base[count + index] = address[index] }
            } else {
                (base + count).update(from: address, count: source.count)
            }
            count += source.count
        }

        @inline(__always) func append(_ byte: UInt8) {
            reserve(1)
            base[count] = byte
            count += 1
        }
    }

    @inline(__always) mutating func append(_ text: StaticString) {
        if text.hasPointerRepresentation {
            storage.append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        } else {
            text.withUTF8Buffer { storage.append($0) }
        }
    }

    @inline(__always) mutating func append(_ text: String) {
        if let done: Void = text.utf8.withContiguousStorageIfAvailable({ storage.append($0) }) { return done }
        var text = text
        text.withUTF8 { storage.append($0) }
    }

    @inline(__always) mutating func append(byte: UInt8) { storage.append(byte) }

    mutating func indent(_ depth: Int) {
        for _ in 0..<depth { append("  ") }
    }

    /// A number with at most two decimals (see ``SVGFormatting/number(_:)``).
    mutating func appendNumber(_ value: Double) {
        guard value.isFinite else { storage.append(UInt8(ascii: "0")); return }
        let limit = 1e15
        let hundredths = Int64((min(limit, max(-limit, value)) * 100).rounded())
        if hundredths == 0 { storage.append(UInt8(ascii: "0")); return }
        var magnitude = hundredths < 0 ? UInt64(-hundredths) : UInt64(hundredths)
        if hundredths < 0 { storage.append(UInt8(ascii: "-")) }
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
            for index in stride(from: count - 1, through: 0, by: -1) { storage.append(buffer[index]) }
        }
        if fraction != 0 {
            storage.append(UInt8(ascii: "."))
            storage.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { storage.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    /// `text` escaped for XML character data and attribute values (see
    /// ``SVGFormatting/escaped(_:)``).
    mutating func appendEscaped(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendEscapedBytes($0) }) != nil { return }
        var text = text
        text.withUTF8 { appendEscapedBytes($0) }
    }

    private mutating func appendEscapedBytes(_ source: UnsafeBufferPointer<UInt8>) {
        do {
            // Most text needs no escaping: copy it in one go.
            if !source.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0xEF }) {
                storage.append(source)
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
                    storage.append(byte)
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
            for byte in source { storage.append(byte == UInt8(ascii: ":") ? UInt8(ascii: ".") : byte) }
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
        storage.append(UInt8(ascii: "#"))
        for value in [b.red, b.green, b.blue] {
            storage.append(SVGOutput.hexDigits[Int(value >> 4)])
            storage.append(SVGOutput.hexDigits[Int(value & 0xF)])
        }
    }
}
