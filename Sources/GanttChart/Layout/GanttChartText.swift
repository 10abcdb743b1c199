/// Joins the pieces of generated labels (accessibility labels of bars and
/// dependency lines) in a stack buffer and makes one string of them.
///
/// A frame makes a label for every bar and line; appending to a `String`
/// piece by piece costs several hundred instructions per piece, this a copy.
enum GanttChartText {
    /// The string `body` writes; `capacity` must be at least its UTF-8 length
    /// (longer output is cut at `capacity` bytes, on a character boundary).
    /// - Complexity: O(capacity).
    static func joined(capacity: Int, _ body: (inout Writer) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, capacity)) { buffer in
            var writer = Writer(buffer: buffer)
            body(&writer)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<writer.count]), as: UTF8.self)
        }
    }

    /// Appends UTF-8 bytes to the buffer of ``joined(capacity:_:)``.
    struct Writer {
        fileprivate let buffer: UnsafeMutableBufferPointer<UInt8>
        fileprivate(set) var count = 0
        private var isFull = false

        fileprivate init(buffer: UnsafeMutableBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        /// Appends `text`.
        mutating func append(_ text: String) {
            var text = text
            text.withUTF8 { append(bytes: $0) }
        }

        /// Appends `text`.
        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { append(bytes: $0) }
        }

        /// Appends `number` in decimal.
        mutating func append(_ number: Int) {
            append(String(number))
        }

        private mutating func append(bytes source: UnsafeBufferPointer<UInt8>) {
            guard !isFull, let base = source.baseAddress, !source.isEmpty else { return }
            var length = source.count
            if length > buffer.count - count {
                // Cut before a UTF-8 continuation byte so the text stays whole characters.
                length = buffer.count - count
                while length > 0, source[length] & 0xC0 == 0x80 { length -= 1 }
                isFull = true
            }
            (buffer.baseAddress! + count).update(from: base, count: length)
            count += length
        }
    }
}
