/// Where ``GanttChartItemManager/moveRow(_:to:)`` puts a row's block (the row
/// and the rows nested under it), as a row dragged in a project tool's grid
/// lands: between two rows, or onto a row.
///
/// ```swift
/// try manager.moveRow(4, to: .above(1))      // dropped between rows 0 and 1: row 1's parent
/// try manager.moveRow(4, to: .child(of: 0))  // dropped onto row 0: its last child
/// ```
public enum GanttChartRowDrop: Sendable, Hashable {
    /// Right above the row, under the row's parent (dropped between it and the row above).
    case above(Int)
    /// Under the row, after its last nested row (dropped onto it); its task becomes a summary.
    case child(of: Int)
    /// After the last row, at the top level (dropped below every row).
    case end
}
