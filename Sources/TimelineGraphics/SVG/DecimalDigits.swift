/// Decimal digits written straight into a byte buffer, two per table lookup:
/// shared by the SVG number writer (``SVGOutput``) and ``SemanticID``.
enum DecimalDigits {
    /// "00", "01" … "99".
    static let pairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// The number of decimal digits of `magnitude` (at least 1, at most 19,
    /// enough for any `Int`'s magnitude).
    @inline(__always)
    static func count(_ magnitude: UInt64) -> Int {
        if magnitude < 10_000 {
            return magnitude < 100 ? (magnitude < 10 ? 1 : 2) : (magnitude < 1_000 ? 3 : 4)
        }
        var count = 5
        var power: UInt64 = 100_000
        while count < 19, magnitude >= power {
            count += 1
            power &*= 10
        }
        return count
    }

    /// Writes the `count` digits of `magnitude` (from ``count(_:)``) at
    /// `start`, most significant first, from the last one back.
    @inline(__always)
    static func write(_ magnitude: UInt64, count: Int, to start: UnsafeMutablePointer<UInt8>) {
        var magnitude = magnitude
        let table = pairs.utf8Start
        var position = count
        while magnitude >= 100 {
            let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
            magnitude /= 100
            position -= 2
            start[position] = table[pair]
            start[position + 1] = table[pair + 1]
        }
        if magnitude >= 10 {
            let pair = Int(truncatingIfNeeded: magnitude) &* 2
            start[position - 2] = table[pair]
            start[position - 1] = table[pair + 1]
        } else {
            start[position - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
    }
}
