/// The semantic id of a ``DisplayElement``: `item:42`, `item:42:label`,
/// `dependency:7`, `header:0:2019-03-17`.
///
/// Layout makes thousands of ids per frame, nearly all of them a fixed
/// prefix, a number and a fixed suffix. ``numbered(_:_:_:)`` keeps those
/// parts as they are (no string is built) and renderers write them straight
/// out; any other id is text. Either way an id behaves like its text: two ids
/// are equal when their texts have the same UTF-8 bytes, whichever way they
/// were made, and string literals and interpolations create ids.
///
/// ```swift
/// let id: SemanticID = "item:42"
/// id == SemanticID.numbered("item:", 42)  // true
/// ```
public struct SemanticID: Sendable, Hashable, Codable, ExpressibleByStringInterpolation, CustomStringConvertible {
    private enum Storage: @unchecked Sendable {
        case text(String)
        case numbered(prefix: StaticString, number: Int, suffix: StaticString)
        case affixed(prefix: StaticString, text: String, suffix: StaticString)
    }

    private let storage: Storage

    /// An id made of `text`.
    public init(_ text: String) {
        storage = .text(text)
    }

    /// Creates an id from a string literal.
    public init(stringLiteral value: String) {
        storage = .text(value)
    }

    /// Creates an id from an interpolated string such as `"item:\(id)"`.
    public init(stringInterpolation: DefaultStringInterpolation) {
        storage = .text(String(stringInterpolation: stringInterpolation))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The id `prefix` + `number` in decimal + `suffix`, such as
    /// `numbered("item:", 42, ":label")` for `item:42:label`, without
    /// building its text.
    /// - Complexity: O(1).
    public static func numbered(_ prefix: StaticString, _ number: Int, _ suffix: StaticString = "") -> SemanticID {
        SemanticID(storage: .numbered(prefix: prefix, number: number, suffix: suffix))
    }

    /// The id's text.
    /// An id made of a fixed prefix and a text, such as `event:` and an
    /// event's id, kept apart (no string is joined): equal to, and hashed
    /// as, `SemanticID(prefix + text)`.
    /// - Parameters:
    ///   - prefix: The fixed part, such as `"event:"`.
    ///   - text: The variable part.
    public static func prefixed(_ prefix: StaticString, _ text: String) -> SemanticID {
        SemanticID(storage: .affixed(prefix: prefix, text: text, suffix: ""))
    }

    /// This id with a fixed suffix, such as `":title"` for a card's label:
    /// equal to `SemanticID(description + suffix)`. A text or prefixed id
    /// keeps its parts apart; other ids are joined.
    public func appending(_ suffix: StaticString) -> SemanticID {
        switch storage {
        case let .text(text):
            return SemanticID(storage: .affixed(prefix: "", text: text, suffix: suffix))
        case let .affixed(prefix, text, existing) where existing.utf8CodeUnitCount == 0:
            return SemanticID(storage: .affixed(prefix: prefix, text: text, suffix: suffix))
        default:
            return withUTF8 { bytes in
                SemanticID(String(decoding: bytes, as: UTF8.self) + suffix.withUTF8Buffer { String(decoding: $0, as: UTF8.self) })
            }
        }
    }

    public var description: String {
        switch storage {
        case let .text(text):
            return text
        case .numbered, .affixed:
            return withUTF8 { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Whether the id's text starts with `prefix`.
    public func hasPrefix(_ prefix: String) -> Bool {
        var prefix = prefix
        return prefix.withUTF8 { wanted in
            withUTF8 { bytes in bytes.count >= wanted.count && bytes.prefix(wanted.count).elementsEqual(wanted) }
        }
    }

    /// Calls `body` with the UTF-8 bytes of the id's text (written to a
    /// stack buffer for a numbered id).
    /// - Complexity: O(n) in the length of the text.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch storage {
        case let .text(text):
            var text = text
            return try text.withUTF8(body)
        case let .numbered(prefix, number, suffix):
            let capacity = prefix.utf8CodeUnitCount + suffix.utf8CodeUnitCount + 20
            return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                var count = 0
                prefix.withUTF8Buffer { source in
                    for byte in source { buffer[count] = byte; count += 1 }
                }
                count += Self.writeDecimal(number, to: buffer.baseAddress! + count)
                suffix.withUTF8Buffer { source in
                    for byte in source { buffer[count] = byte; count += 1 }
                }
                return try body(UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
        case let .affixed(prefix, text, suffix):
            var text = text
            return try text.withUTF8 { middle in
                let capacity = prefix.utf8CodeUnitCount + middle.count + suffix.utf8CodeUnitCount
                return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, capacity)) { buffer in
                    var count = 0
                    prefix.withUTF8Buffer { for byte in $0 { buffer[count] = byte; count += 1 } }
                    for byte in middle { buffer[count] = byte; count += 1 }
                    suffix.withUTF8Buffer { for byte in $0 { buffer[count] = byte; count += 1 } }
                    return try body(UnsafeBufferPointer(rebasing: buffer[..<count]))
                }
            }
        }
    }

    /// A prefixed or suffixed id's parts (see ``prefixed(_:_:)`` and
    /// ``appending(_:)``); `nil` for other ids.
    var affixedParts: (prefix: StaticString, text: String, suffix: StaticString)? {
        if case let .affixed(prefix, text, suffix) = storage { return (prefix, text, suffix) }
        return nil
    }

    /// The parts of a numbered id, for writers that format the number
    /// themselves; `nil` for an id made of text.
    public var numberedParts: (prefix: StaticString, number: Int, suffix: StaticString)? {
        if case let .numbered(prefix, number, suffix) = storage { return (prefix, number, suffix) }
        return nil
    }

    /// Writes `number` in decimal at `start` (at most 20 bytes) and returns
    /// the number of bytes written.
    static func writeDecimal(_ number: Int, to start: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = UInt64(number.magnitude)
        let digitCount = DecimalDigits.count(magnitude)
        let sign = number < 0 ? 1 : 0
        if sign == 1 { start[0] = UInt8(ascii: "-") }
        DecimalDigits.write(magnitude, count: digitCount, to: start + sign)
        return sign + digitCount
    }

    // MARK: Equality, hashing, coding

    /// Whether the two ids have the same text (compared by UTF-8 bytes).
    public static func == (lhs: SemanticID, rhs: SemanticID) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.text(a), .text(b)):
            return a.utf8.elementsEqual(b.utf8)
        case let (.numbered(p1, n1, s1), .numbered(p2, n2, s2))
            where Self.same(p1, p2) && Self.same(s1, s2):
            return n1 == n2
        case let (.affixed(p1, t1, s1), .affixed(p2, t2, s2))
            where Self.same(p1, p2) && Self.same(s1, s2):
            return t1.utf8.elementsEqual(t2.utf8)
        default:
            return lhs.withUTF8 { a in rhs.withUTF8 { b in a.elementsEqual(b) } }
        }
    }

    /// Hashes the id's text, so that equal ids hash alike however they were made.
    public func hash(into hasher: inout Hasher) {
        withUTF8 { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            hasher.combine(bytes.count)
        }
    }

    /// Decodes an id from its text.
    public init(from decoder: any Decoder) throws {
        storage = .text(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the id as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func same(_ a: StaticString, _ b: StaticString) -> Bool {
        a.withUTF8Buffer { x in b.withUTF8Buffer { y in x.elementsEqual(y) } }
    }
}
