import Foundation

/// How values are written on the value axis and in labels: `$1,250.5M`,
/// `−3.2 %`. Locale-free (the same on every machine), like the chart.
public struct BarValueFormat: Sendable, Hashable, Codable {
    /// Written before the number (after the minus sign): `$`.
    public var prefix: String
    /// Written after the number: `M`, ` %`, `k`.
    public var suffix: String
    /// Decimal places; `nil`: as many as the axis step needs (labels: up to 2, trailing zeros dropped).
    public var decimals: Int?
    /// Whether thousands are separated with commas.
    public var groupsThousands: Bool

    /// Creates a format.
    public init(prefix: String = "", suffix: String = "", decimals: Int? = nil, groupsThousands: Bool = true) {
        self.prefix = prefix
        self.suffix = suffix
        self.decimals = decimals.map { min(12, max(0, $0)) }
        self.groupsThousands = groupsThousands
    }

    /// `value` with `decimals` places (the format's own decimals win when set).
    /// - Parameters:
    ///   - value: The value.
    ///   - decimals: The places when the format has none.
    ///   - trimsZeros: Whether trailing zeros after the point are dropped (labels do, axes do not).
    public func string(_ value: Double, decimals fallback: Int = 0, trimsZeros: Bool = false) -> String {
        guard value.isFinite else { return "–" }
        let places = decimals ?? fallback
        let factor = pow(10, Double(places))
        let scaled = (abs(value) * factor).rounded()
        let negative = value < 0 && scaled > 0
        guard scaled < 1e17 else { return (negative ? "\u{2212}" : "") + prefix + String(abs(value)) + suffix }
        let whole = UInt64(scaled)
        let divisor = UInt64(factor)
        var integerPart = String(whole / divisor)
        if groupsThousands, integerPart.count > 3 {
            var grouped = ""
            for (offset, character) in integerPart.enumerated() {
                if offset > 0, (integerPart.count - offset) % 3 == 0 { grouped.append(",") }
                grouped.append(character)
            }
            integerPart = grouped
        }
        var text = integerPart
        if places > 0 {
            var fraction = String(whole % divisor)
            fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
            if trimsZeros && decimals == nil {
                while fraction.hasSuffix("0") { fraction.removeLast() }
            }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return (negative ? "\u{2212}" : "") + prefix + text + suffix
    }
}
