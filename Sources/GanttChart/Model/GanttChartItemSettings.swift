/// Per-item overrides of the chart's interaction settings.
///
/// Every property is optional: `nil` means "use the chart's setting". These
/// settings govern interaction (dragging, deleting, highlighting); programmatic
/// edits through ``GanttChartItemManager`` are not restricted by them.
public struct GanttChartItemSettings: Sendable, Hashable, Codable {
    /// Whether the item cannot be edited interactively at all.
    public var isReadOnly: Bool?
    /// Whether the item is drawn highlighted.
    public var isHighlighted: Bool?
    /// Whether the bar may be dragged in time.
    public var allowsMoving: Bool?
    /// Whether the bar's finish may be dragged.
    public var allowsResizing: Bool?
    /// Whether the bar's start may be dragged.
    public var allowsResizingAtStart: Bool?
    /// Whether the bar may be dragged to another row.
    public var allowsMovingVertically: Bool?
    /// Whether the completion may be dragged.
    public var allowsResizingCompletion: Bool?
    /// Whether the item may be deleted interactively.
    public var allowsDeleting: Bool?
    /// Whether dependencies may be drawn from this item interactively.
    public var allowsCreatingDependencies: Bool?

    /// Creates settings; every omitted value defers to the chart.
    public init(
        isReadOnly: Bool? = nil,
        isHighlighted: Bool? = nil,
        allowsMoving: Bool? = nil,
        allowsResizing: Bool? = nil,
        allowsResizingAtStart: Bool? = nil,
        allowsMovingVertically: Bool? = nil,
        allowsResizingCompletion: Bool? = nil,
        allowsDeleting: Bool? = nil,
        allowsCreatingDependencies: Bool? = nil
    ) {
        self.isReadOnly = isReadOnly
        self.isHighlighted = isHighlighted
        self.allowsMoving = allowsMoving
        self.allowsResizing = allowsResizing
        self.allowsResizingAtStart = allowsResizingAtStart
        self.allowsMovingVertically = allowsMovingVertically
        self.allowsResizingCompletion = allowsResizingCompletion
        self.allowsDeleting = allowsDeleting
        self.allowsCreatingDependencies = allowsCreatingDependencies
    }
}
