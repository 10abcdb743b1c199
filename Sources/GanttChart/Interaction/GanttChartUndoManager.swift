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
        public var changes: [GanttChartModelChange]
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
    public mutating func register(_ changes: [GanttChartModelChange], actionName: String) {
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
    public mutating func undo(in manager: GanttChartItemManager) -> [GanttChartModelChange] {
        guard let entry = undoStack.popLast() else { return [] }
        let applied = Self.apply(entry.changes.reversed().map(\.inverse), in: manager)
        redoStack.append(entry)
        return applied
    }

    /// Repeats the last undone action.
    /// - Parameter manager: The manager the action was made in.
    /// - Returns: The changes made while redoing, in order; empty when there was nothing to redo.
    /// - Complexity: O(c) edits, c = the action's changes.
    public mutating func redo(in manager: GanttChartItemManager) -> [GanttChartModelChange] {
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
    static func apply(_ changes: [GanttChartModelChange], in manager: GanttChartItemManager) -> [GanttChartModelChange] {
        let behavior = manager.behavior
        manager.behavior = nil
        var applied: [GanttChartModelChange] = []
        for change in changes {
            do {
                try apply(change, in: manager)
                applied.append(change)
            } catch {
                continue
            }
        }
        manager.behavior = behavior
        if behavior != nil, !applied.isEmpty {
            let recorder = GanttChartChangeRecorder(installingIn: manager)
            manager.applyBehavior()
            applied += recorder.finish()
        }
        return applied
    }

    private static func apply(_ change: GanttChartModelChange, in manager: GanttChartItemManager) throws(GanttChartValidationError) {
        switch change {
        case let .time(id, _, to): try manager.updateTime(for: id, to: to)
        case let .completion(id, _, to): try manager.updateCompletion(for: id, to: to)
        case let .row(id, _, to): try manager.updateRow(for: id, to: to)
        case let .itemAdded(item):
            try manager.source.addItem(item)
            manager.observer?.itemWasAdded(item)
        case let .itemRemoved(item): try manager.removeItem(item.id)
        case let .dependencyAdded(dependency):
            try manager.source.addDependency(dependency)
            manager.observer?.dependencyWasAdded(dependency)
        case let .dependencyRemoved(dependency): try manager.removeDependency(dependency.id)
        case let .itemHighlight(id, _, to): try manager.updateHighlight(for: id, to: to)
        case let .dependencyHighlight(id, _, to): try manager.updateHighlight(forDependency: id, to: to)
        case let .baseline(id, _, to): try manager.updateBaseline(for: id, to: to)
        }
    }
}

/// Records every change the manager reports while it is installed as the
/// manager's observer, and passes each on to the observer it replaced.
final class GanttChartChangeRecorder: GanttChartItemObserver {
    private(set) var changes: [GanttChartModelChange] = []
    private weak var next: (any GanttChartItemObserver)?
    private unowned let manager: GanttChartItemManager

    /// Installs the recorder as `manager`'s observer; call ``finish()`` to put the old one back.
    init(installingIn manager: GanttChartItemManager) {
        self.manager = manager
        next = manager.observer
        manager.observer = self
    }

    /// Restores the previous observer and returns what was recorded.
    func finish() -> [GanttChartModelChange] {
        manager.observer = next
        return changes
    }

    func itemWasAdded(_ item: GanttChartItem) {
        changes.append(.itemAdded(item))
        next?.itemWasAdded(item)
    }

    func timeDidChange(for item: GanttChartItem, from oldTime: TimeRange) {
        changes.append(.time(item.id, from: oldTime, to: item.time))
        next?.timeDidChange(for: item, from: oldTime)
    }

    func completionDidChange(for item: GanttChartItem, from oldCompletion: Double) {
        changes.append(.completion(item.id, from: oldCompletion, to: item.completion))
        next?.completionDidChange(for: item, from: oldCompletion)
    }

    func rowDidChange(for item: GanttChartItem, from oldRow: Int) {
        changes.append(.row(item.id, from: oldRow, to: item.row))
        next?.rowDidChange(for: item, from: oldRow)
    }

    func itemWasRemoved(_ item: GanttChartItem) {
        changes.append(.itemRemoved(item))
        next?.itemWasRemoved(item)
    }

    func dependencyWasAdded(_ dependency: GanttChartDependency) {
        changes.append(.dependencyAdded(dependency))
        next?.dependencyWasAdded(dependency)
    }

    func dependencyWasRemoved(_ dependency: GanttChartDependency) {
        changes.append(.dependencyRemoved(dependency))
        next?.dependencyWasRemoved(dependency)
    }

    func collectionDidChange() {
        next?.collectionDidChange()
    }

    func highlightDidChange(for item: GanttChartItem, from oldValue: Bool?) {
        changes.append(.itemHighlight(item.id, from: oldValue, to: item.settings.isHighlighted))
        next?.highlightDidChange(for: item, from: oldValue)
    }

    func baselineDidChange(for item: GanttChartItem, from oldBaseline: TimeRange?) {
        changes.append(.baseline(item.id, from: oldBaseline, to: item.baseline))
        next?.baselineDidChange(for: item, from: oldBaseline)
    }

    func dependencyHighlightDidChange(for dependency: GanttChartDependency, from oldValue: Bool?) {
        changes.append(.dependencyHighlight(dependency.id, from: oldValue, to: dependency.settings.isHighlighted))
        next?.dependencyHighlightDidChange(for: dependency, from: oldValue)
    }
}
