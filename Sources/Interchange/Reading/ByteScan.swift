/// Scans of UTF-8 text eight bytes at a time, for the readers of large
/// files (CSV fields, line and column counting).
enum ByteScan {
    /// The index of the first byte from `start` that is `a`, `b`, `c` or not
    /// ASCII (`bytes.count` when none is): eight bytes a step, each tested
    /// for the three values and the high bit at once.
    /// - Complexity: O(n) in the bytes skipped.
    @inline(__always)
    static func firstStop(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, at a: UInt8, _ b: UInt8, _ c: UInt8) -> Int {
        let count = bytes.count
        var index = start
        guard let base = bytes.baseAddress else { return count }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let ma = ones &* UInt64(a), mb = ones &* UInt64(b), mc = ones &* UInt64(c)
        while index + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // A byte of `x` is zero → its high bit set in `(x - 1) & ~x` (the lowest
            // such byte exactly: a borrow only runs upwards).
            let xa = word ^ ma, xb = word ^ mb, xc = word ^ mc
            let hits = ((xa &- ones) & ~xa | (xb &- ones) & ~xb | (xc &- ones) & ~xc | word) & highs
            if hits != 0 { return index + hits.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < count, bytes[index] != a, bytes[index] != b, bytes[index] != c, bytes[index] < 0x80 { index += 1 }
        return index
    }
}
