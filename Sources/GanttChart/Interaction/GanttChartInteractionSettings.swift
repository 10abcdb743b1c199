/// What users may do with a Gantt chart interactively (the controller-level
/// switches); items override some of them in ``GanttChartItem/settings`` and
/// dependencies in ``GanttChartDependency/settings``.
///
/// A gesture is allowed when the chart is not read-only, the item's type is
/// not read-only, the item is not read-only, and the item's own switch (if
/// set), else the type's switch (if set), else the chart's switch allows it.
/// Programmatic edits through ``GanttChartItemManager`` are never restricted.
public struct GanttChartInteractionSettings: Sendable, Hashable {
    /// Whether nothing may be edited (scrolling, zooming, selecting and activating still work).
    public var isReadOnly = false
    /// Item types that may not be edited.
    public var isTypeReadOnly: [GanttChartItem.ItemType: Bool] = [:]

    /// Whether bars may be dragged in time.
    public var allowsMovingBars = true
    /// Per-type overrides of ``allowsMovingBars``.
    public var allowsMovingBarsForType: [GanttChartItem.ItemType: Bool] = [:]
    /// Whether a bar's finish may be dragged.
    public var allowsResizingBars = true
    /// Whether a bar's start may be dragged.
    public var allowsResizingBarsAtStart = true
    /// Whether bars may be dragged to other rows (by their bottom strip).
    public var allowsMovingBarsVertically = true
    /// Whether the completion may be dragged.
    public var allowsResizingCompletionBars = true
    /// Whether the empty area's context menu offers "Create item".
    public var allowsCreatingBars = true
    /// Whether the empty area's context menu offers "Create milestone".
    public var allowsCreatingMilestones = true
    /// Whether items may be deleted (menu, Delete key).
    public var allowsDeletingBars = true
    /// Whether deleting a task also deletes the tasks under it and closes
    /// their rows, as in a project tool (``GanttChartItemManager/deleteTasks(ofItems:)``);
    /// `false` (the default) deletes the items alone and leaves their rows.
    public var deletingClosesRows = false
    /// Whether dependencies may be drawn from the thumbs at bar ends.
    public var allowsCreatingDependencyLines = true
    /// Whether dependencies may start at a predecessor's start (start-to-start, start-to-finish).
    public var allowsCreatingDependencyLinesFromStart = true
    /// Whether dependencies may end at a successor's finish (finish-to-finish, start-to-finish).
    public var allowsCreatingDependencyLinesToFinish = true
    /// Whether dependencies may be deleted (menu, Delete key).
    public var allowsDeletingDependencyLines = true
    /// Whether the user may zoom (wheel with command/control, pinch, keys, header drag, commands).
    public var allowsZooming = true
    /// Whether items may be activated (``GanttChartEffect/activate(_:)``).
    public var allowsActivatingBars = true
    /// Whether dependencies may be activated.
    public var allowsActivatingDependencyLines = true
    /// The click count that activates an element (2: double click).
    public var numberOfClicksRequiredToActivateElements = 2
    /// Whether clicking selects elements.
    public var allowsSelectingElements = true
    /// Whether an item or dependency created interactively becomes selected.
    public var selectsNewlyCreatedElements = true
    /// Whether an item becomes selected when it is dragged.
    public var selectsEditedElements = true
    /// Whether an item created from a menu is handed to the editor (``GanttChartEffect/edit(_:)``).
    public var editsNewlyCreatedItems = false
    /// Whether a dependency drawn by the user is handed to the editor.
    public var editsNewlyCreatedDependencies = false
    /// Whether resizing keeps the completed working time (and changes the
    /// completion fraction) instead of the fraction.
    public var preservesCompletedDurationUponResizingBars = false
    /// Seconds to widen the scrollable timeline by when the user scrolls to
    /// either end; `nil` keeps it fixed.
    public var autoShiftsScrollableTimelineBy: Double?

    /// The working duration of items created from the menu (8 hours: a standard working day).
    public var newItemWorkingDuration: Double = 8 * 3_600
    /// The factor of one zoom step (keys, commands).
    public var zoomStep: Double = 1.25
    /// Points the pointer must move before a press becomes a drag.
    public var dragThreshold: Double = 3
    /// The width of a bar's start, finish and completion edges (on each side of the edge).
    public var edgeWidth: Double = 4
    /// The height of a bar's bottom strip that moves it vertically.
    public var bottomStripHeight: Double = 4
    /// How near (points) a dependency line must be to be hit.
    public var dependencyLineTolerance: Double = 4
    /// The radius of the dependency thumbs.
    public var thumbRadius: Double = 4
    /// How far outside the bar ends the thumbs' centers are.
    public var thumbOffset: Double = 10
    /// The distance from the time area's edges where dragging scrolls.
    public var autoScrollMargin: Double = 16
    /// Points scrolled per pointer event near an edge during a drag.
    public var autoScrollStep: Double = 20
    /// Points scrolled by an arrow key horizontally.
    public var arrowKeyScrollStep: Double = 40
    /// Points left free before the first item by zoom to fit (a milestone's diamond, the first bar's start).
    public var zoomToFitLeadingMargin: Double = 24
    /// Points left free after the last item by zoom to fit: room for the label drawn after the last bar.
    public var zoomToFitTrailingMargin: Double = 160

    /// Creates the default settings: everything allowed.
    public init() {}

    /// Read-only settings: nothing may be edited.
    public static var readOnly: GanttChartInteractionSettings {
        var settings = GanttChartInteractionSettings()
        settings.isReadOnly = true
        return settings
    }

    // MARK: Resolution

    func isEditable(_ item: GanttChartItem) -> Bool {
        !isReadOnly && !(isTypeReadOnly[item.type] ?? false) && !(item.settings.isReadOnly ?? false)
    }

    func allowsMoving(_ item: GanttChartItem) -> Bool {
        isEditable(item) && (item.settings.allowsMoving ?? allowsMovingBarsForType[item.type] ?? allowsMovingBars)
    }

    func allowsResizing(_ item: GanttChartItem) -> Bool {
        isEditable(item) && item.type == .standard && (item.settings.allowsResizing ?? allowsResizingBars)
    }

    func allowsResizingAtStart(_ item: GanttChartItem) -> Bool {
        isEditable(item) && item.type == .standard && (item.settings.allowsResizingAtStart ?? allowsResizingBarsAtStart)
    }

    func allowsMovingVertically(_ item: GanttChartItem) -> Bool {
        isEditable(item) && (item.settings.allowsMovingVertically ?? allowsMovingBarsVertically)
    }

    func allowsResizingCompletion(_ item: GanttChartItem) -> Bool {
        isEditable(item) && item.type == .standard && (item.settings.allowsResizingCompletion ?? allowsResizingCompletionBars)
    }

    func allowsDeleting(_ item: GanttChartItem) -> Bool {
        isEditable(item) && (item.settings.allowsDeleting ?? allowsDeletingBars)
    }

    func allowsCreatingDependencies(_ item: GanttChartItem) -> Bool {
        isEditable(item) && (item.settings.allowsCreatingDependencies ?? allowsCreatingDependencyLines)
    }

    func allowsDeleting(_ dependency: GanttChartDependency) -> Bool {
        !isReadOnly && !(dependency.settings.isReadOnly ?? false) && allowsDeletingDependencyLines
    }

    func allowsCreating(_ type: GanttChartItem.ItemType) -> Bool {
        guard !isReadOnly, !(isTypeReadOnly[type] ?? false) else { return false }
        return switch type {
        case .standard: allowsCreatingBars
        case .milestone: allowsCreatingMilestones
        case .summary: false
        }
    }
}
