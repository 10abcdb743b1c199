/// An integer identity typed by what it identifies, so an item's id cannot be
/// passed where a dependency's is expected (`GanttChartItem.ID`,
/// `GanttChartDependency.ID`). Integers let virtual providers use row numbers
/// as ids. Encodes as a bare number.
public struct TypedID<Owner>: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The integer value.
    public var rawValue: Int

    /// Creates an id from an integer.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Creates an id from an integer.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// Creates an id from an integer literal (`let id: GanttChartItem.ID = 7`).
    public init(integerLiteral value: Int) { rawValue = value }

    public static func < (lhs: TypedID, rhs: TypedID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The integer as text.
    public var description: String { String(rawValue) }
}
