/// Why an outline edit of a row (indent, outdent, insert, move) was refused;
/// nothing changed then.
///
/// ```swift
/// do { try manager.indentRow(0) } catch { print(error) }
/// // row 1: the first task has no task above it to go under
/// ```
public struct GanttChartOutlineEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The zero-based row the edit was asked for.
    public var row: Int
    /// What is wrong, for people.
    public var reason: String

    /// Creates the error.
    /// - Parameters:
    ///   - row: The zero-based row.
    ///   - reason: What is wrong.
    public init(row: Int, reason: String) {
        self.row = row
        self.reason = reason
    }

    /// `row 3: …` (rows counted from 1, as the grid shows them).
    public var description: String { "row \(row + 1): \(reason)" }
}
