/// The view state of a timeline list that changes how rows look: the
/// selected row and the highlighted (pressed) row. Kept outside the rows, so
/// the model never holds view state.
public struct TimelineListState: Sendable, Hashable, Codable {
    /// The selected row's id (single selection), if any.
    public var selectedRowID: String?
    /// The row under a pressed pointer, if any.
    public var highlightedRowID: String?

    /// Creates a state.
    public init(selectedRowID: String? = nil, highlightedRowID: String? = nil) {
        self.selectedRowID = selectedRowID
        self.highlightedRowID = highlightedRowID
    }
}
