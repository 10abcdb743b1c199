/// Line and column (in Unicode scalars, as libyaml counts) of byte offsets in
/// UTF-8 text, computed incrementally: asking for offsets in increasing order
/// costs O(n) in all. LF, CRLF and a lone CR each end a line. Shared by the
/// JSON and XML readers.
struct TextLocator {
    private var offset = 0
    private var line = 1
    private var column = 1

    /// The position of byte `target` of `bytes`.
    mutating func location(of target: Int, in bytes: [UInt8]) -> TextPosition {
        if target < offset { self = TextLocator() }
        let end = min(target, bytes.count)
        var offset = offset, line = line, column = column
        bytes.withUnsafeBufferPointer { bytes in
            let window = UnsafeBufferPointer(rebasing: bytes[..<end])
            while offset < end {
                // Plain ASCII up to the next line break, eight bytes at a time.
                let stop = ByteScan.firstStop(in: window, from: offset, at: 10, 13, 10)
                column += stop - offset
                offset = stop
                guard offset < end else { break }
                let byte = bytes[offset]
                if byte == 10 || (byte == 13 && (offset + 1 == bytes.count || bytes[offset + 1] != 10)) {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                offset += 1
            }
        }
        (self.offset, self.line, self.column) = (offset, line, column)
        return TextPosition(line: line, column: column)
    }
}
