import TimelineCore

/// The undo and redo history of interactive edits: a plain value.
///
/// Each entry is one user action (a whole drag, a menu command, a delete)
/// with every change it caused in order, including what behaviors changed in
/// response, so undo restores all of them at once. Undo and redo apply the
/// recorded values through the item manager with its behavior switched off
/// (the recorded changes already contain the behavior's cascade); the
/// observer sees each change as usual.
///
/// ```swift
/// var history = GanttChartUndoManager()
/// history.register(changes, actionName: "Move")
/// let undone = history.undo(in: manager)   // the changes made while undoing
/// ```
public struct GanttChartUndoManager: Sendable {
    /// One undoable action.
    public struct Entry: Sendable, Equatable {
        /// A short name of the action ("Move", "Delete item"…).
        public var actionName: String
        /// The changes, in the order they were made.
        public var changes: [GanttChartEdit]
    }

    /// Entries that ``undo(in:)`` reverses, the most recent last.
    public private(set) var undoStack: [Entry] = []
    /// Entries that ``redo(in:)`` repeats, the most recently undone last.
    public private(set) var redoStack: [Entry] = []
    /// The most entries kept; older ones are dropped.
    public var levelsOfUndo: Int

    /// Creates an empty history.
    /// - Parameter levelsOfUndo: The most entries kept (100 by default).
    public init(levelsOfUndo: Int = 100) {
        self.levelsOfUndo = Swift.max(1, levelsOfUndo)
    }

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Records one action; clears the redo stack. Does nothing without changes.
    /// - Parameters:
    ///   - changes: What the action changed, in order.
    ///   - actionName: A short name.
    public mutating func register(_ changes: [GanttChartEdit], actionName: String) {
        guard !changes.isEmpty else { return }
        undoStack.append(Entry(actionName: actionName, changes: changes))
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        redoStack.removeAll()
    }

    /// Clears the history (e.g. after the document was reloaded).
    public mutating func removeAll() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Reverses the last action.
    /// - Parameter manager: The manager the action was made in.
    /// - Returns: The changes made while undoing, in order; empty when there was nothing to undo.
    /// - Complexity: O(c) edits, c = the action's changes.
    public mutating func undo(in manager: GanttChartItemManager) -> [GanttChartEdit] {
        guard let entry = undoStack.popLast() else { return [] }
        let applied = Self.apply(entry.changes.reversed().map(\.inverse), in: manager)
        redoStack.append(entry)
        return applied
    }

    /// Repeats the last undone action.
    /// - Parameter manager: The manager the action was made in.
    /// - Returns: The changes made while redoing, in order; empty when there was nothing to redo.
    /// - Complexity: O(c) edits, c = the action's changes.
    public mutating func redo(in manager: GanttChartItemManager) -> [GanttChartEdit] {
        guard let entry = redoStack.popLast() else { return [] }
        let applied = Self.apply(entry.changes, in: manager)
        undoStack.append(entry)
        return applied
    }

    /// Applies recorded changes without running the manager's behavior
    /// (the records contain its cascade already), then lets the behavior
    /// see the whole collection once (``GanttChartItemManager/applyBehavior()``)
    /// so that its caches match the restored state; normally that changes
    /// nothing. A change that no longer applies (the model was edited
    /// elsewhere) is skipped.
    /// - Returns: The changes that were applied, then any the behavior made.
    static func apply(_ changes: [GanttChartEdit], in manager: GanttChartItemManager) -> [GanttChartEdit] {
        manager.recordingEdits {
            let applied = manager.applyWithoutBehavior(changes)
            if manager.behavior != nil, !applied.isEmpty { manager.applyBehavior() }
        }
    }
}
