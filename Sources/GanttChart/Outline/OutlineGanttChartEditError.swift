public import TimelineCore

/// Why a cell edit was rejected; the cell keeps its old value.
public struct OutlineGanttChartEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The row whose cell was edited.
    public var row: OutlineGanttChartRow.ID?
    /// The column title.
    public var column: String
    /// The text that was entered.
    public var text: String
    /// Why it was rejected.
    public var reason: String

    /// Creates an edit error.
    public init(row: OutlineGanttChartRow.ID? = nil, column: String = "", text: String, reason: String) {
        self.row = row
        self.column = column
        self.text = text
        self.reason = reason
    }

    public var description: String {
        let place = row.map { "row \($0)" } ?? "row"
        return "\(place), \(column.isEmpty ? "cell" : "column \"\(column)\""): \"\(text)\" rejected: \(reason)"
    }
}
