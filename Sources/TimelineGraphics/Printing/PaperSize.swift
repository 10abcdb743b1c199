/// A sheet of paper by name and size, in points (1/72 inch), portrait.
///
/// ```swift
/// let paper = PaperSize(named: "a4")!          // 595.28 × 841.89 pt
/// paper.size(in: .landscape)                   // 841.89 × 595.28 pt
/// ```
public struct PaperSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name people use: `A4`, `A3`, `Letter`.
    public var name: String
    /// The width of the portrait sheet in points.
    public var width: Double
    /// The height of the portrait sheet in points.
    public var height: Double

    /// Creates a paper size.
    /// - Parameters:
    ///   - name: The name shown to people.
    ///   - width: The portrait width in points.
    ///   - height: The portrait height in points.
    public init(name: String, width: Double, height: Double) {
        self.name = name
        self.width = width
        self.height = height
    }

    /// Points per millimetre (72 / 25.4).
    public static let pointsPerMillimetre = 72 / 25.4

    /// ISO A4, 210 × 297 mm.
    public static let a4 = PaperSize(name: "A4", width: 210 * pointsPerMillimetre, height: 297 * pointsPerMillimetre)
    /// ISO A3, 297 × 420 mm.
    public static let a3 = PaperSize(name: "A3", width: 297 * pointsPerMillimetre, height: 420 * pointsPerMillimetre)
    /// US Letter, 8.5 × 11 inches.
    public static let letter = PaperSize(name: "Letter", width: 8.5 * 72, height: 11 * 72)

    /// The named sizes, in the order menus show them.
    public static let standardSizes: [PaperSize] = [.a4, .a3, .letter]

    /// The standard size called `name` (`A4`, `a3`, `letter`, in any case), or `nil`.
    /// - Parameter name: The paper's name.
    public init?(named name: String) {
        guard let found = Self.standardSizes.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = found
    }

    /// The sheet's size turned to `orientation`: landscape puts the long side across.
    /// - Parameter orientation: Portrait or landscape.
    /// - Returns: The width and height in points.
    public func size(in orientation: PageOrientation) -> Size {
        let short = Swift.min(width, height), long = Swift.max(width, height)
        return orientation == .portrait ? Size(width: short, height: long) : Size(width: long, height: short)
    }

    /// The name, such as `A4`.
    public var description: String { name }
}
