/// How a CSV text separates fields and writes decimal numbers.
///
/// Spreadsheets write CSV in the user's locale: `,` between fields and `.` in
/// numbers in English, `;` between fields and `,` in numbers in most of
/// Europe, tabs when copied from a grid. ``CSVPlanReader`` detects both
/// (``detect(in:)``) unless it is given a dialect.
public struct CSVDialect: Sendable, Hashable {
    /// The field separator: `,`, `;` or a tab.
    public var delimiter: Character
    /// The decimal separator of numbers (durations, percentages): `.` or `,`.
    public var decimalSeparator: Character

    /// Creates a dialect.
    /// - Parameters:
    ///   - delimiter: The field separator (an ASCII character other than `"`, CR or LF).
    ///   - decimalSeparator: The decimal separator, `.` or `,`.
    public init(delimiter: Character = ",", decimalSeparator: Character = ".") {
        self.delimiter = delimiter
        self.decimalSeparator = decimalSeparator
    }

    /// Comma-separated, decimal point (what ``CSVPlanWriter`` writes by default).
    public static let standard = CSVDialect()
    /// Semicolon-separated, decimal comma (Excel in German, French, Spanish… locales).
    public static let semicolon = CSVDialect(delimiter: ";", decimalSeparator: ",")
    /// Tab-separated, decimal point.
    public static let tab = CSVDialect(delimiter: "\t")

    /// The delimiters detection chooses from, in order of preference on a tie.
    public static let detectableDelimiters: [Character] = [",", ";", "\t"]

    /// The delimiter of `bytes`: an Excel `sep=X` first line if there is one,
    /// else whichever of `,` `;` and tab occurs most often outside quotes in
    /// the first record (the header). The decimal separator is `,` when the
    /// delimiter is not a comma and the header's numbers would need it; the
    /// reader refines it from the data (``CSVPlanReader``).
    /// - Parameter bytes: UTF-8 text without a byte order mark.
    /// - Returns: The dialect, ``standard`` for a text without any delimiter.
    /// - Complexity: O(h), h = the length of the first record.
    public static func detect(in bytes: [UInt8]) -> CSVDialect {
        if let declared = declaredDelimiter(in: bytes) {
            return CSVDialect(delimiter: Character(Unicode.Scalar(declared)), decimalSeparator: declared == UInt8(ascii: ",") ? "." : ",")
        }
        var counts: [UInt8: Int] = [:]
        var inQuotes = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle(); continue }
            if inQuotes { continue }
            if byte == 10 || byte == 13 { break }
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == 9 { counts[byte, default: 0] += 1 }
        }
        let best = [UInt8(ascii: ","), UInt8(ascii: ";"), 9].max { counts[$0, default: 0] < counts[$1, default: 0] } ?? UInt8(ascii: ",")
        guard counts[best, default: 0] > 0 else { return .standard }
        // `max` keeps the last of equal elements: prefer the comma on a tie.
        let chosen = counts[UInt8(ascii: ","), default: 0] == counts[best, default: 0] ? UInt8(ascii: ",") : best
        return CSVDialect(delimiter: Character(Unicode.Scalar(chosen)), decimalSeparator: ".")
    }

    /// The delimiter named by an Excel `sep=;` first line, if any.
    static func declaredDelimiter(in bytes: [UInt8]) -> UInt8? {
        guard bytes.count >= 5, bytes[0] | 0x20 == UInt8(ascii: "s"), bytes[1] | 0x20 == UInt8(ascii: "e"),
              bytes[2] | 0x20 == UInt8(ascii: "p"), bytes[3] == UInt8(ascii: "="),
              bytes.count == 5 || bytes[5] == 10 || bytes[5] == 13 else { return nil }
        let delimiter = bytes[4]
        return delimiter == UInt8(ascii: "\"") || delimiter == 10 || delimiter == 13 || delimiter >= 0x80 ? nil : delimiter
    }
}
