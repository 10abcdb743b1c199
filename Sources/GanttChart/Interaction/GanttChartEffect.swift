public import TimelineGraphics

/// What a host must do after ``GanttChartInteraction`` handled an event.
///
/// Effects come in order. Model edits have already been made through the
/// ``GanttChartItemManager`` when ``modelChanged(_:)`` arrives; the host
/// only redraws and, if it likes, tells others (a server broadcasts them).
public enum GanttChartEffect: Sendable, Equatable {
    /// The viewport (scroll position or size) or the zoom changed; lay out
    /// again with ``GanttChartInteraction/viewport`` and
    /// ``GanttChartInteraction/configuration``. The viewport observer hook.
    case viewportChanged(GanttChartViewport, zoom: Double)
    /// Something drawn changed (hover, selection, thumbs, the model): lay out again.
    case needsRedraw
    /// The pointer cursor to show.
    case setCursor(GanttChartCursor)
    /// Shows a context menu.
    case showMenu(GanttChartMenu)
    /// Closes the context menu.
    case hideMenu
    /// Shows a tooltip at a viewport-local point.
    case showTooltip(String, at: Point)
    /// Hides the tooltip.
    case hideTooltip
    /// Draws a temporary bar over the chart (the item a menu would create);
    /// `nil` removes it.
    case temporaryBar(Rect?)
    /// Draws a temporary dependency line over the chart while one is drawn;
    /// dotted when invalid; `nil` removes it.
    case temporaryDependencyLine(GanttChartTemporaryLine?)
    /// The selected element changed (`nil`: nothing is selected).
    case selectionChanged(GanttChartElement?)
    /// The element under the pointer changed (`nil`: none). Its dependency
    /// thumbs are shown while it is focused or selected.
    case focusChanged(GanttChartElement?)
    /// The user activated an element (by default a double click): hand it to
    /// the host's ``GanttChartContentActivator``.
    case activate(GanttChartElement)
    /// The element should be edited (a menu's "Edit…", Enter, a new item
    /// when ``GanttChartInteractionSettings/editsNewlyCreatedItems``): hand
    /// it to the host's ``GanttChartContentEditor``.
    case edit(GanttChartElement)
    /// The model was edited (already applied through the item manager),
    /// including what behaviors changed in response, in order.
    case modelChanged([GanttChartModelChange])
}

/// An element of the chart that can be selected, focused, activated or edited.
public enum GanttChartElement: Sendable, Hashable {
    /// An item (bar, milestone or summary).
    case item(GanttChartItem.ID)
    /// A dependency line.
    case dependency(GanttChartDependency.ID)
}

/// A pointer cursor.
public enum GanttChartCursor: String, Sendable, Hashable, Codable {
    /// The arrow.
    case arrow
    /// Over a movable bar: move in time.
    case move
    /// Over a bar's start, finish or completion edge.
    case resizeHorizontal
    /// Over a bar's bottom strip: move to another row.
    case resizeVertical
    /// Over a dependency thumb, and while drawing a dependency.
    case crosshair
    /// Over a dependency line or a clickable element.
    case pointer
    /// Dragging over an invalid target.
    case notAllowed
    /// Over the time header: drag to zoom.
    case zoom
}

/// A context menu to show.
public struct GanttChartMenu: Sendable, Hashable {
    /// The entries, in order.
    public var items: [GanttChartMenuItem]
    /// Where to show it, viewport-local.
    public var location: Point

    /// Creates a menu.
    public init(items: [GanttChartMenuItem], location: Point) {
        self.items = items
        self.location = location
    }
}

/// An entry of a context menu.
public struct GanttChartMenuItem: Sendable, Hashable {
    /// What an entry does; sent back as ``GanttChartInputEvent/menuItemSelected(_:)``.
    public enum ID: String, Sendable, Hashable, Codable, CaseIterable {
        /// Creates a standard item at the menu's place.
        case createItem
        /// Creates a milestone at the menu's place.
        case createMilestone
        /// Edits the item under the menu.
        case editItem
        /// Deletes the item under the menu.
        case deleteItem
        /// Edits the dependency under the menu.
        case editDependency
        /// Deletes the dependency under the menu.
        case deleteDependency
    }

    /// What the entry does.
    public var id: ID
    /// The localized title (from ``GanttChartConfiguration/localization``).
    public var title: String

    /// Creates an entry.
    public init(id: ID, title: String) {
        self.id = id
        self.title = title
    }
}

/// A dependency line being drawn.
public struct GanttChartTemporaryLine: Sendable, Hashable {
    /// The line's points, viewport-local: from the thumb to the pointer.
    public var points: [Point]
    /// Whether releasing here creates a dependency (drawn solid) or not (dotted).
    public var isValid: Bool

    /// Creates a temporary line.
    public init(points: [Point], isValid: Bool) {
        self.points = points
        self.isValid = isValid
    }
}

/// Receives activated elements (by default on a double click); an app opens
/// a detail view, for example.
public protocol GanttChartContentActivator: AnyObject {
    /// The user activated `element`.
    func activate(_ element: GanttChartElement, in manager: GanttChartItemManager)
}

/// Edits elements when asked (a menu's "Edit…", Enter, new items).
public protocol GanttChartContentEditor: AnyObject {
    /// `element` should be edited.
    func edit(_ element: GanttChartElement, in manager: GanttChartItemManager)
}

extension Array where Element == GanttChartEffect {
    /// Hands ``GanttChartEffect/activate(_:)`` effects to `activator` and
    /// ``GanttChartEffect/edit(_:)`` effects to `editor`, in order; the
    /// other effects are the host's to apply.
    /// - Parameters:
    ///   - activator: Receives activations; `nil` ignores them.
    ///   - editor: Receives edit requests; `nil` ignores them.
    ///   - manager: The chart's data, passed on.
    public func forward(to activator: (any GanttChartContentActivator)?, editor: (any GanttChartContentEditor)?,
                        in manager: GanttChartItemManager) {
        for effect in self {
            switch effect {
            case let .activate(element): activator?.activate(element, in: manager)
            case let .edit(element): editor?.edit(element, in: manager)
            default: break
            }
        }
    }
}
