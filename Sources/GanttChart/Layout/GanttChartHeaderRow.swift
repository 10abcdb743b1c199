public import TimelineCore

/// One row of a Gantt chart's time header: the cells of one or more
/// ``TimelineCore/TimeSelector``s (usually one, e.g. weeks above days).
public struct GanttChartHeaderRow: Sendable {
    /// How labels sit in their cells.
    public enum LabelAlignment: String, Sendable, Hashable, Codable {
        /// Centered in the cell.
        case center
        /// At the cell's left edge (after a small padding).
        case leading
    }

    /// The selectors whose cells the row shows, drawn in order.
    public var selectors: [TimeSelector]
    /// How labels sit in their cells.
    public var labelAlignment: LabelAlignment

    /// Creates a row of one or more selectors.
    /// - Parameters:
    ///   - selectors: The selectors.
    ///   - labelAlignment: How labels sit in their cells.
    public init(_ selectors: [TimeSelector], labelAlignment: LabelAlignment = .center) {
        self.selectors = selectors
        self.labelAlignment = labelAlignment
    }

    /// Creates a row of one selector.
    /// - Parameters:
    ///   - selector: The selector.
    ///   - labelAlignment: How labels sit in their cells.
    public init(_ selector: TimeSelector, labelAlignment: LabelAlignment = .center) {
        self.init([selector], labelAlignment: labelAlignment)
    }
}
