/// Why a string could not be read as a ``Color``.
public struct ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The string was empty or only spaces.
        case empty
        /// A character after `#` is not a hex digit.
        case invalidHexDigit(Character)
        /// The number of hex digits was not 3, 6 or 8.
        case wrongHexLength(Int)
        /// The string is neither a hex color nor a known color name.
        case unknownName
    }

    /// The string that failed to parse, as given.
    public let input: String
    /// What was wrong with it.
    public let reason: Reason

    /// Creates an error for `input`.
    public init(input: String, reason: Reason) {
        self.input = input
        self.reason = reason
    }

    /// A message such as `Invalid color "#12": expected 3, 6 or 8 hex digits after "#", found 2`.
    public var description: String {
        let detail: String
        switch reason {
        case .empty:
            detail = "the string is empty"
        case let .invalidHexDigit(character):
            detail = "\"\(character)\" is not a hex digit (0-9, a-f)"
        case let .wrongHexLength(count):
            detail = "expected 3, 6 or 8 hex digits after \"#\", found \(count)"
        case .unknownName:
            detail = "expected #RGB, #RRGGBB, #RRGGBBAA or a CSS color name such as \"steelblue\""
        }
        return "Invalid color \"\(input)\": \(detail)"
    }
}
