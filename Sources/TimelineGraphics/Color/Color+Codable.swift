extension Color: Codable {
    /// Decodes a color from a hex string or a CSS color name
    /// (see ``init(parsing:)``); a bad string gives a `DecodingError.dataCorrupted`
    /// whose description is the ``ColorParseError`` message.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        do {
            self = try Color(parsing: string)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the color as its ``hexString`` (`#rrggbb` or `#rrggbbaa`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }
}

extension Color: CustomStringConvertible {
    /// The ``hexString``.
    public var description: String { hexString }
}
