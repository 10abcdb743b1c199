/// A width and a height.
public struct Size: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether either dimension is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// A description such as `200.0×100.0`.
    public var description: String { "\(width)×\(height)" }
}
