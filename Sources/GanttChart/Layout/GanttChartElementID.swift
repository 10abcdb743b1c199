/// Builds the semantic ids of laid-out elements (`item:42`, `item:42:label`,
/// `dependency:7:arrow`, `row:12:border`) from a prefix, a number and a
/// suffix.
///
/// A frame has thousands of elements, and string interpolation makes each
/// id in several steps; this writes the bytes once, into a small string (no
/// allocation) when the id has at most 15 bytes.
enum GanttChartElementID {
    /// `prefix` + `number` in decimal + `suffix`, such as `item:42:label`.
    /// - Complexity: O(digits).
    static func make(_ prefix: StaticString, _ number: Int, _ suffix: StaticString = "") -> String {
        let magnitude = number.magnitude
        var digitCount = 1
        var rest = magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let sign = number < 0 ? 1 : 0
        let prefixCount = prefix.utf8CodeUnitCount
        let suffixCount = suffix.utf8CodeUnitCount
        let total = prefixCount + sign + digitCount + suffixCount
        return String(unsafeUninitializedCapacity: total) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            if prefixCount > 0 {
                prefix.withUTF8Buffer { base.update(from: $0.baseAddress!, count: prefixCount) }
            }
            if sign == 1 { base[prefixCount] = UInt8(ascii: "-") }
            var position = prefixCount + sign + digitCount
            var value = magnitude
            repeat {
                position -= 1
                base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            } while value > 0
            if suffixCount > 0 {
                suffix.withUTF8Buffer { (base + prefixCount + sign + digitCount).update(from: $0.baseAddress!, count: suffixCount) }
            }
            return total
        }
    }
}
