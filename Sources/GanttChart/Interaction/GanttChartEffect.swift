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
    /// What the interaction draws over the scene changed (selection, focus,
    /// thumbs, the temporary bar or dependency line) while the model and the
    /// viewport did not: draw again. Comes last, once per event.
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
    case modelChanged([GanttChartEdit])
    /// An action finished and is one undo step ("Move", "Delete item", "Undo
    /// Move"…): all its changes, in order, behaviors' included. A drag
    /// reports ``modelChanged(_:)`` live on every move (Escape reverts them
    /// with one more) and this once on release; other actions report both at
    /// once. The place to persist edits.
    case committed(actionName: String, changes: [GanttChartEdit])
    /// An action on the selection (link, unlink, indent, outdent) was
    /// refused, and nothing changed: the reason, for people (`"Design" is
    /// the first task at its level: …`).
    case refused(String)
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

extension Array where Element == GanttChartEffect {
    /// Whether the host must lay out and draw again: the model or the
    /// viewport changed, or what the interaction draws over the scene
    /// (``GanttChartInteraction/overlay(in:manager:style:)``: selection, focus,
    /// thumbs, temporary bar and line) changed (``GanttChartEffect/needsRedraw``).
    public var requiresLayout: Bool {
        contains { effect in
            switch effect {
            case .needsRedraw, .viewportChanged, .modelChanged: true
            default: false
            }
        }
    }
}

extension GanttChartEffect {
    /// Whether the effect changes what ``GanttChartInteraction/overlay(in:manager:style:)`` draws.
    var changesOverlay: Bool {
        switch self {
        case .selectionChanged, .focusChanged, .temporaryBar, .temporaryDependencyLine: true
        default: false
        }
    }
}
