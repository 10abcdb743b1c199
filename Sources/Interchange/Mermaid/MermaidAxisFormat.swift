import Foundation
import TimelineCore

/// Converts between Mermaid's `axisFormat` (d3's strftime directives, `%Y-%m-%d`)
/// and the date patterns of a chart header (`yyyy-MM-dd`).
enum MermaidAxisFormat {
    /// strftime directive → date pattern.
    static let directives: [(Character, String)] = [
        ("Y", "yyyy"), ("y", "yy"), ("m", "MM"), ("b", "MMM"), ("B", "MMMM"), ("d", "dd"), ("e", "d"), ("a", "EEE"), ("A", "EEEE"),
        ("H", "HH"), ("I", "hh"), ("M", "mm"), ("S", "ss"), ("L", "SSS"), ("p", "a"), ("j", "DDD"), ("U", "ww"), ("W", "ww"), ("V", "ww"),
        ("q", "Q"),
    ]

    /// The date pattern of a strftime format; other text is quoted.
    static func datePattern(fromStrftime format: String) -> String {
        var output = ""
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            output += literal.allSatisfy({ !$0.isLetter && $0 != "'" }) ? literal : "'" + literal.replacingOccurrences(of: "'", with: "''") + "'"
            literal = ""
        }
        var chars = Substring(format)
        while let char = chars.first {
            chars = chars.dropFirst()
            if char == "%", let directive = chars.first {
                chars = chars.dropFirst()
                if directive == "%" { literal.append("%"); continue }
                // `%-d` and `%_d` (no padding) read like `%e`.
                var name = directive
                if directive == "-" || directive == "_" || directive == "0", let next = chars.first {
                    chars = chars.dropFirst()
                    name = next == "d" ? "e" : next
                }
                if let pattern = directives.first(where: { $0.0 == name })?.1 {
                    flush()
                    output += pattern
                } else {
                    literal += "%\(name)"
                }
            } else {
                literal.append(char)
            }
        }
        flush()
        return output
    }

    /// The strftime format of a date pattern, for the directives
    /// ``datePattern(fromStrftime:)`` writes (others are kept as text).
    static func strftime(fromDatePattern pattern: String) -> String {
        var output = ""
        var chars = Substring(pattern)
        while let char = chars.first {
            if char == "'" {
                chars = chars.dropFirst()
                if chars.first == "'" { output.append("'"); chars = chars.dropFirst(); continue }
                while let next = chars.first {
                    chars = chars.dropFirst()
                    if next == "'" {
                        if chars.first == "'" { output.append("'"); chars = chars.dropFirst(); continue }
                        break
                    }
                    output.append(next == "%" ? "%" : next)
                }
                continue
            }
            let run = chars.prefix { $0 == char }
            chars = chars.dropFirst(run.count)
            if let directive = directives.first(where: { $0.1 == String(run) })?.0 {
                output += "%\(directive)"
            } else {
                output += run
            }
        }
        return output
    }

    /// The periods a header with this strftime format shows (the finest unit it names).
    static func intervals(forStrftime format: String) -> TimeIntervalType {
        if format.contains("%L") { return .milliseconds }
        if format.contains("%S") { return .seconds }
        if format.contains("%M") { return .minutes }
        if format.contains("%H") || format.contains("%I") { return .hours }
        if ["%d", "%e", "%a", "%A", "%j", "%-d", "%_d"].contains(where: format.contains) { return .days }
        if ["%U", "%W", "%V"].contains(where: format.contains) { return .weeks }
        if ["%m", "%b", "%B"].contains(where: format.contains) { return .months }
        if format.contains("%q") { return .quarters }
        return .years
    }
}
