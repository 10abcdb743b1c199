/// A UTF-8 byte buffer that writes SVG text without building intermediate
/// strings: numbers, escaped text and ids go straight into the buffer.
/// ``SVGRenderer`` spends most of its time here, so appends are plain memory
/// copies into storage the buffer grows itself.
struct SVGOutput {
    private let storage: Storage

    /// The last color written by ``appendHexColor(_:)`` and its seven bytes
    /// (a frame writes a few colors thousands of times).
    private var lastColor: Color?
    private var lastHex: UInt64 = 0

    init(capacity: Int) { storage = Storage(capacity: max(64, capacity)) }

    /// Writes into `buffer` (not owned) until it is full, then into storage
    /// of its own (see ``isInBuffer``).
    init(writingInto buffer: UnsafeMutableBufferPointer<UInt8>) { storage = Storage(buffer: buffer) }

    /// Whether all bytes so far are in the buffer given to
    /// ``init(writingInto:)``.
    var isInBuffer: Bool { !storage.ownsBase }

    /// The number of bytes written.
    var count: Int { storage.count }

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
        /// Whether `base` was allocated here (else it is a caller's buffer).
        private(set) var ownsBase: Bool

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
            ownsBase = true
        }

        init(buffer: UnsafeMutableBufferPointer<UInt8>) {
            if let address = buffer.baseAddress, buffer.count >= 64 {
                base = address
                capacity = buffer.count
                ownsBase = false
            } else {
                capacity = 64
                base = .allocate(capacity: 64)
                ownsBase = true
            }
        }

        deinit { if ownsBase { base.deallocate() } }

        @inline(__always) func reserve(_ extra: Int) {
            guard count + extra > capacity else { return }
            grow(to: count + extra)
        }

        @inline(never) func grow(to needed: Int) {
            var newCapacity = capacity * 2
            while newCapacity < needed { newCapacity *= 2 }
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.update(from: base, count: count)
            if ownsBase { base.deallocate() }
            base = newBase
            capacity = newCapacity
            ownsBase = true
        }

        @inline(__always) func append(_ source: UnsafeBufferPointer<UInt8>) {
            reserve(source.count)
            guard let address = source.baseAddress else { return }
            SVGOutput.copy(address, count: source.count, to: base + count)
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

    /// Appends a string's UTF-8 bytes as they are. (Named apart from the
    /// `StaticString` overload so that literals never take this slower path.)
    @inline(__always) mutating func append(string text: String) {
        if let done: Void = text.utf8.withContiguousStorageIfAvailable({ storage.append($0) }) { return done }
        var text = text
        text.withUTF8 { storage.append($0) }
    }

    @inline(__always) mutating func append(byte: UInt8) { storage.append(byte) }

    /// Two spaces per level, written at once.
    mutating func indent(_ depth: Int) {
        let count = 2 * max(0, depth)
        storage.reserve(max(16, count))
        let start = storage.base + storage.count
        if count <= 16 {
            // Two word stores of spaces (the bytes past `count` are overwritten next).
            let spaces: UInt64 = 0x2020_2020_2020_2020
            UnsafeMutableRawPointer(start).storeBytes(of: spaces, as: UInt64.self)
            UnsafeMutableRawPointer(start + 8).storeBytes(of: spaces, as: UInt64.self)
        } else {
            start.initialize(repeating: UInt8(ascii: " "), count: count)
        }
        storage.count += count
    }

    /// A non-negative integer in decimal (a negative one is written as `0`).
    mutating func appendInteger(_ value: Int) {
        appendNumber(Double(max(0, min(value, 1 << 50))))
    }

    /// The longest number ``appendNumber(_:)`` writes: a sign, 16 integer
    /// digits, a point and two decimals.
    static let maximumNumberLength = 20

    /// A number with at most two decimals (see ``SVGFormatting/number(_:)``).
    @inline(__always) mutating func appendNumber(_ value: Double) {
        storage.reserve(SVGOutput.maximumNumberLength)
        storage.count += SVGOutput.writeNumber(value, to: storage.base + storage.count)
    }

    /// A number followed by `"` when `closingQuote` is set (one capacity
    /// check for both).
    @inline(__always) mutating func appendNumber(_ value: Double, closingQuote: Bool) {
        storage.reserve(SVGOutput.maximumNumberLength + 1)
        let length = SVGOutput.writeNumber(value, to: storage.base + storage.count)
        if closingQuote { storage.base[storage.count + length] = UInt8(ascii: "\"") }
        storage.count += length + (closingQuote ? 1 : 0)
    }

    /// Writes `value` rounded to hundredths (half away from zero) at `start`
    /// and returns the number of bytes written (at most
    /// ``maximumNumberLength``).
    static func writeNumber(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int {
        if value >= 0 && value < 9_999 {
            // Most of a frame's numbers (coordinates and sizes): whole
            // digits from the pairs table, no sign, no loop.
            let scaled = value * 100
            var hundredths = Int(scaled)
            if scaled - Double(hundredths) >= 0.5 { hundredths += 1 }
            let whole = hundredths / 100, fraction = hundredths - whole * 100
            let pairs = DecimalDigits.pairs.utf8Start
            let length: Int
            if whole < 10 {
                start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
                length = 1
            } else if whole < 100 {
                start[0] = pairs[whole &* 2]
                start[1] = pairs[whole &* 2 + 1]
                length = 2
            } else if whole < 1_000 {
                let high = whole / 100, low = whole - high * 100
                start[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high)
                start[1] = pairs[low &* 2]
                start[2] = pairs[low &* 2 + 1]
                length = 3
            } else {
                let high = whole / 100, low = whole - high * 100
                start[0] = pairs[high &* 2]
                start[1] = pairs[high &* 2 + 1]
                start[2] = pairs[low &* 2]
                start[3] = pairs[low &* 2 + 1]
                length = 4
            }
            return length + writeFraction(fraction, to: start + length)
        }
        guard value.isFinite else { start[0] = UInt8(ascii: "0"); return 1 }
        let limit = 1e15
        let scaled = min(limit, max(-limit, value)) * 100
        // Rounds half away from zero like `rounded()`, without a libm call:
        // the difference between a double and its truncation is exact.
        var hundredths = Int64(scaled)
        let rest = scaled - Double(hundredths)
        if rest >= 0.5 { hundredths += 1 } else if rest <= -0.5 { hundredths -= 1 }
        if hundredths == 0 { start[0] = UInt8(ascii: "0"); return 1 }
        var length = 0
        if hundredths < 0 { start[0] = UInt8(ascii: "-"); length = 1 }
        var magnitude = hundredths.magnitude
        let fraction = Int(magnitude % 100)
        magnitude /= 100
        // Integer digits: count them, then write from the last one back, two at a time.
        let digitCount = DecimalDigits.count(magnitude)
        DecimalDigits.write(magnitude, count: digitCount, to: start + length)
        length += digitCount
        return length + writeFraction(fraction, to: start + length)
    }

    /// `.d` or `.dd` for hundredths 1…99 (no trailing zero), nothing for 0;
    /// returns the bytes written.
    @inline(__always) private static func writeFraction(_ fraction: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
        guard fraction != 0 else { return 0 }
        let pairs = DecimalDigits.pairs.utf8Start
        start[0] = UInt8(ascii: ".")
        start[1] = pairs[fraction &* 2]
        guard fraction % 10 != 0 else { return 2 }
        start[2] = pairs[fraction &* 2 + 1]
        return 3
    }

    /// `text` escaped for XML character data and attribute values (see
    /// ``MarkupEscaping/escape(_:)``, the one escaper).
    /// ` x="…" y="…" width="…" height="…"` and ` rx="…"` when `radius` is
    /// positive: a rectangle's attributes in one reservation (a crowded
    /// frame writes thousands).
    mutating func appendRectAttributes(_ rect: Rect, radius: Double) {
        storage.reserve(5 * (9 + SVGOutput.maximumNumberLength))
        var cursor = storage.base + storage.count
        @inline(__always) func write(_ name: StaticString, _ value: Double) {
            SVGOutput.copy(name.utf8Start, count: name.utf8CodeUnitCount, to: cursor)
            cursor += name.utf8CodeUnitCount
            cursor += SVGOutput.writeNumber(value, to: cursor)
            cursor.pointee = UInt8(ascii: "\"")
            cursor += 1
        }
        write(" x=\"", rect.minX)
        write(" y=\"", rect.minY)
        write(" width=\"", rect.width)
        write(" height=\"", rect.height)
        if radius > 0 { write(" rx=\"", radius) }   // ry defaults to rx
        storage.count = cursor - storage.base
    }

    /// Copies `count` bytes: short pieces (attribute names, punctuation) as
    /// two overlapping word moves, which beat a memcpy call and a byte loop.
    @inline(__always) static func copy(_ source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>) {
        if count >= 8 && count <= 16 {
            let head = UnsafeRawPointer(source).loadUnaligned(as: UInt64.self)
            let tail = UnsafeRawPointer(source + count - 8).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(target).storeBytes(of: head, as: UInt64.self)
            UnsafeMutableRawPointer(target + count - 8).storeBytes(of: tail, as: UInt64.self)
        } else if count >= 4 && count < 8 {
            let head = UnsafeRawPointer(source).loadUnaligned(as: UInt32.self)
            let tail = UnsafeRawPointer(source + count - 4).loadUnaligned(as: UInt32.self)
            UnsafeMutableRawPointer(target).storeBytes(of: head, as: UInt32.self)
            UnsafeMutableRawPointer(target + count - 4).storeBytes(of: tail, as: UInt32.self)
        } else if count < 4 {
            for index in 0..<count { target[index] = source[index] }
        } else {
            target.update(from: source, count: count)
        }
    }

    mutating func appendEscaped(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendEscapedBytes($0) }) != nil { return }
        var text = text
        text.withUTF8 { appendEscapedBytes($0) }
    }

    mutating func appendEscapedBytes(_ source: UnsafeBufferPointer<UInt8>) {
        do {
            // Most text needs no escaping: copy bytes while checking them, in
            // one pass, and continue byte by byte from the first that needs it.
            let count = source.count
            guard count > 0, let start = source.baseAddress else { return }
            storage.reserve(count)
            let target = storage.base + storage.count
            var index = 0
            if count >= 4 && count < 8 {
                // Short text (a role, an id's parts): two overlapping four-byte words.
                let head = UnsafeRawPointer(start).loadUnaligned(as: UInt32.self)
                let tail = UnsafeRawPointer(start + count - 4).loadUnaligned(as: UInt32.self)
                if !SVGOutput.mayNeedEscaping(UInt64(head) | UInt64(tail) << 32) {
                    UnsafeMutableRawPointer(target).storeBytes(of: head, as: UInt32.self)
                    UnsafeMutableRawPointer(target + count - 4).storeBytes(of: tail, as: UInt32.self)
                    storage.count += count
                    return
                }
            }
            // Eight bytes at a time while none of them needs escaping.
            while index + 8 <= count {
                let word = UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)
                if SVGOutput.mayNeedEscaping(word) { break }
                UnsafeMutableRawPointer(target + index).storeBytes(of: word, as: UInt64.self)
                index += 8
            }
            if index < count, index + 8 > count, count >= 8 {
                // The loop ran to the end: the last bytes as one overlapping word when it is clean.
                let word = UnsafeRawPointer(start + count - 8).loadUnaligned(as: UInt64.self)
                if !SVGOutput.mayNeedEscaping(word) {
                    UnsafeMutableRawPointer(target + count - 8).storeBytes(of: word, as: UInt64.self)
                    index = count
                }
            }
            while index < count {
                let byte = start[index]
                if SVGOutput.needsEscaping(byte) { break }
                target[index] = byte
                index += 1
            }
            storage.count += index
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

    /// A semantic id, escaped: a numbered id's parts are written as they
    /// are, without making its text.
    mutating func appendEscaped(_ id: SemanticID) {
        if let parts = id.affixedParts {
            if parts.prefix.utf8CodeUnitCount > 0 { parts.prefix.withUTF8Buffer { appendEscapedBytes($0) } }
            appendEscaped(parts.text)
            if parts.suffix.utf8CodeUnitCount > 0 { parts.suffix.withUTF8Buffer { appendEscapedBytes($0) } }
            return
        }
        guard let parts = id.numberedParts else {
            appendEscaped(id.description)
            return
        }
        parts.prefix.withUTF8Buffer { appendEscapedBytes($0) }
        storage.reserve(20)
        storage.count += SemanticID.writeDecimal(parts.number, to: storage.base + storage.count)
        parts.suffix.withUTF8Buffer { appendEscapedBytes($0) }
    }

    /// Bytes below 64 that escaping changes: C0 controls, `"`, `&`, `'`, `<`, `>`.
    private static let escapedBelow64: UInt64 = 0xFFFF_FFFF | (1 << 0x22) | (1 << 0x26) | (1 << 0x27) | (1 << 0x3C) | (1 << 0x3E)

    /// Whether `byte` may change when escaped: a markup character, a control
    /// character, or 0xEF (the first byte of U+FFFE and U+FFFF).
    @inline(__always) static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 64 ? (escapedBelow64 >> UInt64(byte)) & 1 != 0 : byte == 0xEF
    }

    /// Whether any of the eight bytes of `word` may need escaping (see
    /// ``needsEscaping(_:)``), tested on all of them at once: a byte below
    /// 0x20, or one equal to `"`, `&`, `'`, `<`, `>` or 0xEF — or `#`, which
    /// shares the test of `"`, `&` and `'` (a false alarm costs the byte-wise
    /// loop, never a wrong byte).
    @inline(__always) static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // `(v - ones) & ~v` has a byte's high bit set for some byte exactly when some byte of `v` is zero.
        @inline(__always) func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
        // Bytes below 0x20.
        let control = (word &- ones &* 0x20) & ~word
        // 0x22, 0x23, 0x26, 0x27 differ from 0x22 only in the bits 0x05; 0x3C and 0x3E from 0x3C only in 0x02.
        let quotes = zeroBytes((word ^ (ones &* 0x22)) & (ones &* 0xFA))
        let angles = zeroBytes((word ^ (ones &* 0x3C)) & (ones &* 0xFD))
        let special = zeroBytes(word ^ (ones &* 0xEF))
        return (control | quotes | angles | special) & highs != 0
    }

    /// `#rrggbb`.
    mutating func appendHexColor(_ color: Color) {
        storage.reserve(8)
        let start = storage.base + storage.count
        if color == lastColor {
            UnsafeMutableRawPointer(start).storeBytes(of: lastHex, as: UInt64.self)
            storage.count += 7
            return
        }
        let b = color.bytes
        @inline(__always) func hex(_ value: UInt8) -> UInt8 {
            value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "a") &+ (value &- 10)
        }
        start[0] = UInt8(ascii: "#")
        start[1] = hex(b.red >> 4)
        start[2] = hex(b.red & 0xF)
        start[3] = hex(b.green >> 4)
        start[4] = hex(b.green & 0xF)
        start[5] = hex(b.blue >> 4)
        start[6] = hex(b.blue & 0xF)
        start[7] = 0
        lastColor = color
        lastHex = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)
        storage.count += 7
    }
}
