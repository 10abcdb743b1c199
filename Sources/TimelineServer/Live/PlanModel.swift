import Foundation
public import GanttChart
import Interchange
import ProjectScheduling
public import TimelineCore
import TimelineGraphics

/// An edit of a plan's model. Every edit goes through the
/// ``GanttChart/GanttChartItemManager`` so its validation applies; a rejected
/// edit changes nothing.
public enum PlanEdit: Sendable, Equatable {
    /// Moves an item to a new start, keeping its working duration.
    case moveItem(GanttChartItem.ID, start: Time)
    /// Sets an item's start and finish.
    case setTime(GanttChartItem.ID, start: Time, finish: Time)
    /// Sets an item's completion (`0...1`).
    case setCompletion(GanttChartItem.ID, Double)
    /// Edits a grid cell of a chart row (the item row, not a session's
    /// display row; column key from ``PlanModel/gridColumnKeys``).
    case editCell(row: Int, column: String, text: String)
    /// Adds a standard item.
    case addItem(label: String, row: Int, start: Time, finish: Time)
    /// Removes an item and its dependencies.
    case deleteItem(GanttChartItem.ID)
    /// Adds a dependency.
    case addDependency(from: GanttChartItem.ID, to: GanttChartItem.ID, type: GanttChartDependency.DependencyType)
    /// Removes a dependency.
    case deleteDependency(GanttChartDependency.ID)
    /// Changes a dependency's type (FS, SS, FF, SF).
    case setDependencyType(GanttChartDependency.ID, GanttChartDependency.DependencyType)
    /// Applies the plan's behaviors to every item (after auto-scheduling is turned on).
    case reschedule
    /// Applies the task dialog's changes to an item, as one edit.
    case updateTask(GanttChartItem.ID, TaskUpdate)
    /// Sets a dependency's lag from text (`+2d`, `-4h`, `1ed`, `50%`; empty for none).
    case setDependencyLag(GanttChartDependency.ID, String)
    /// Saves baseline `number` (0…10): every item's current dates.
    case saveBaseline(Int)
    /// Clears baseline `number` (0…10) of every item.
    case clearBaseline(Int)
    /// Makes an item's row a child of the sibling row above it (Tab).
    case indent(GanttChartItem.ID)
    /// Moves an item's row up one level, after its parent (Shift+Tab).
    case outdent(GanttChartItem.ID)
    /// Adds a task above an item's row or below its block, under the same
    /// parent, from the item's start, one working day long.
    case insertTask(relativeTo: GanttChartItem.ID, below: Bool, label: String)
    /// Swaps an item's row (with the rows under it) with its sibling above or below.
    case moveRow(GanttChartItem.ID, up: Bool)
    /// Moves an item's row (with the rows under it), as a grid row dragged and
    /// dropped: right above `target`'s row under its parent, as the last child of
    /// `target` (`asChild`), or after the last row (`target` `nil`).
    case dropRow(GanttChartItem.ID, target: GanttChartItem.ID?, asChild: Bool)
    /// Puts the rows in a sorted order (``GanttChart/GanttChartItemManager/reorderRows(_:)``):
    /// the row at position `i` becomes old row `order[i]`; `by` names the sort for people.
    case reorderRows([Int], by: String)
}

/// A rejected edit, with a message for the person editing.
public struct PlanEditError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// One commit of a plan: the item manager's edits (the user's and the
/// behaviors' responses, in order) and a summary for people.
typealias PlanCommit = LiveCommit<GanttChartEdit>

extension LiveCommit where Edit == GanttChartEdit {
    /// The items the edits touch, each once, in order of first touch.
    var itemIDs: [GanttChartItem.ID] {
        var seen = Set<GanttChartItem.ID>()
        return edits.compactMap(\.itemID).filter { seen.insert($0).inserted }
    }

    /// The dependencies the edits touch, each once, in order of first touch.
    var dependencyIDs: [GanttChartDependency.ID] {
        var seen = Set<GanttChartDependency.ID>()
        return edits.compactMap(\.dependencyID).filter { seen.insert($0).inserted }
    }
}

/// The editable model of one plan: the resolved document (settings and
/// schedules) and an item manager over its items. Used only inside its
/// ``LivePlan`` actor.
final class PlanModel: LiveDocumentModel, GanttChartItemObserver {
    let id: Int
    /// The document's settings, schedules and default schedule.
    var resolved: ResolvedTimelineDocument {
        didSet { rowCells.removeAll() }   // lags, schedules and settings reach the cells
    }
    /// The document without items and dependencies (for exports).
    var settingsDocument: TimelineDocument
    /// Edits go through here.
    let manager: GanttChartItemManager
    /// Schedule names of items that have their own schedule (the manager's,
    /// so that a calendar edit through it is undone and stored with the rest).
    var scheduleNames: [GanttChartItem.ID: String] { manager.scheduleNames }
    /// The items' resource options as the document wrote them (`taskType`, `effortDriven`, `priority`).
    var writtenTaskOptions: [GanttChartItem.ID: (type: ProjectTaskType?, effortDriven: Bool?, priority: Int?)] = [:]
    /// The dependencies' lags as the document wrote them (`2d`), kept when the plan is saved.
    var writtenLags: [GanttChartDependency.ID: TimelineDocument.Lag]
    /// The plan's rows as an outline, shared by every session's grid.
    private let rows: OutlineGanttChartManagerDataSource
    /// The outline with every summary expanded (row `r` is item row `r`): cell edits go through it.
    private let expandedOutline: OutlineGanttChart
    /// Set when an edit changed the rows or the hierarchy, until the outline is read again.
    private var outlineIsStale = false
    /// Counts the times the outline was read again (sessions' charts compare it).
    private(set) var outlineVersion = 0
    /// The grid cells of item rows already written, by item row; an edit
    /// forgets the row it touches (a drag rewrites one row, not the grid).
    private var rowCells: [Int: [String]] = [:]
    /// The assignments of deleted items, by item, with their places in
    /// `resolved.assignments` and `settingsDocument.assignments`: an undo
    /// adds the item back with the same id (the manager never gives a
    /// deleted item's id to a new item), and its assignments come back.
    private var detachedAssignments: [GanttChartItem.ID: (resolved: [(Int, ProjectAssignment)], written: [(Int, TimelineDocument.Assignment)])] = [:]
    /// Edits of the plan's own fields (lags) made by the edit being applied,
    /// which the item manager does not record: they go first in its commit.
    var modelEdits: [GanttChartEdit] = []

    /// Builds the model from a document.
    /// - Throws: ``TimelineDocumentErrors`` when it does not resolve.
    init(id: Int, document: TimelineDocument) throws(TimelineDocumentErrors) {
        self.id = id
        resolved = try document.resolve()
        settingsDocument = Self.settingsDocument(of: document, resolved: resolved)
        manager = GanttChartItemManager(source: resolved.itemSource, schedule: resolved.defaultSchedule)
        manager.scheduleNames = Self.scheduleNames(of: document)
        manager.namedSchedules = resolved.schedules.mapValues { $0 as any ScheduleDefinition }
        writtenTaskOptions = Self.writtenTaskOptions(of: document)
        writtenLags = Self.writtenLags(of: document)
        // The behavior first: the outline's rows nest by its hierarchy, so they are read once, with it.
        manager.behavior = Self.behavior(of: resolved, autoScheduling: false)
        rows = OutlineGanttChartManagerDataSource(manager: manager, rowLabels: resolved.settings.rowLabels)
        expandedOutline = OutlineGanttChart(sharing: rows, columns: Self.gridColumns,
                                            durationFormat: OutlineGanttChartDurationFormat(averageDayOf: resolved.defaultSchedule))
        manager.observer = self
        rows.lags = { [unowned self] id in resolved.lags[id] }
        outlineVersion = 1
    }

    // MARK: Outline

    /// Notes edits that change the rows or the hierarchy; a removed item's
    /// assignments go with it, and come back with it (undo, redo, rollback).
    func itemManager(_ manager: GanttChartItemManager, didApply edit: GanttChartEdit) {
        switch edit {
        case let .itemRemoved(item): detachAssignments(of: item.id)
        case let .itemAdded(item): reattachAssignments(of: item.id)
        default: break
        }
        if case let .parent(id, _, to) = edit {
            // The plan's hierarchy (stored `parent` keys, behaviors installed later) follows the manager's.
            if let to { resolved.hierarchy.addChildren([id], to: to) } else { resolved.hierarchy.removeFromParent(id) }
        }
        if edit.changesOutline {
            outlineIsStale = true
            rowCells.removeAll()
        } else if let id = edit.itemID {
            if let row = manager.item(withID: id)?.row { rowCells[row] = nil }
        } else {
            rowCells.removeAll()   // a link's type or lag: its successor's predecessors cell
        }
    }

    /// Takes the assignments of a removed item out of the plan (the resource
    /// view, the histogram and scheduling no longer see them).
    private func detachAssignments(of id: GanttChartItem.ID) {
        let task = id.rawValue
        let resolvedIndices = resolved.assignments.indices.filter { resolved.assignments[$0].task.rawValue == task }
        let writtenIndices = settingsDocument.assignments.indices.filter { settingsDocument.assignments[$0].item == .id(task) }
        guard !resolvedIndices.isEmpty || !writtenIndices.isEmpty else { return }
        detachedAssignments[id] = (resolvedIndices.map { ($0, resolved.assignments[$0]) },
                                   writtenIndices.map { ($0, settingsDocument.assignments[$0]) })
        for index in resolvedIndices.reversed() { resolved.assignments.remove(at: index) }
        for index in writtenIndices.reversed() { settingsDocument.assignments.remove(at: index) }
    }

    /// Whether `commit` moved assignments in or out of the plan's settings:
    /// it removes an item whose assignments were detached, or adds back one
    /// that has assignments.
    func settingsChanged(by commit: PlanCommit) -> Bool {
        commit.edits.contains { edit in
            switch edit {
            case let .itemRemoved(item): detachedAssignments[item.id] != nil
            case let .itemAdded(item): settingsDocument.assignments.contains { $0.item == .id(item.id.rawValue) }
            default: false
            }
        }
    }

    /// Puts back the assignments of an item added again, at their places.
    private func reattachAssignments(of id: GanttChartItem.ID) {
        guard let detached = detachedAssignments.removeValue(forKey: id) else { return }
        for (index, assignment) in detached.resolved { resolved.assignments.insert(assignment, at: min(index, resolved.assignments.count)) }
        for (index, assignment) in detached.written {
            settingsDocument.assignments.insert(assignment, at: min(index, settingsDocument.assignments.count))
        }
    }

    func collectionDidChange() {
        outlineIsStale = true
        rowCells.removeAll()
    }

    /// Reads the outline again if an edit changed it.
    private func refreshOutline() {
        rows.reload()
        try? expandedOutline.reloadData()
        outlineIsStale = false
        outlineVersion += 1
        rowCells.removeAll()
    }

    /// The grid cells of a visible row of `outline` (one of this plan's
    /// outlines), written once per item row until an edit touches the row.
    /// A row's cells do not depend on what a session collapsed: outline
    /// numbers count siblings, predecessors are written by task id.
    /// - Parameters:
    ///   - row: The visible row index in `outline`.
    ///   - outline: ``outline`` or one of ``outline(collapsing:)``, current.
    /// - Returns: One text per column of ``gridColumns``.
    func cells(ofVisibleRow row: Int, in outline: OutlineGanttChart) -> [String] {
        let itemRow = outline.visibleRows[row].id.rawValue
        if let cells = rowCells[itemRow] { return cells }
        let cells = Self.gridColumns.indices.map { outline.cellText(row: row, column: $0) }
        rowCells[itemRow] = cells
        return cells
    }

    /// The outline over the plan's rows, current.
    var outlineRows: OutlineGanttChartManagerDataSource {
        if outlineIsStale { refreshOutline() }
        return rows
    }

    /// The outline with every summary expanded, current.
    var outline: OutlineGanttChart {
        if outlineIsStale { refreshOutline() }
        return expandedOutline
    }

    /// An outline chart for a session that has collapsed `summaries`.
    func outline(collapsing summaries: Set<GanttChartItem.ID>) -> OutlineGanttChart {
        let rows = outlineRows
        let chart = OutlineGanttChart(sharing: rows, columns: Self.gridColumns, durationFormat: expandedOutline.durationFormat)
        try? chart.setExpanded(summaries.compactMap { manager.item(withID: $0) }.map { OutlineGanttChartRow.ID($0.row) }, false)
        return chart
    }

    /// The current source.
    var source: GanttChartItemSource { manager.source }

    /// Which items are summaries of which (from the document's `parent` keys).
    var hierarchy: GanttChartItemHierarchy { resolved.hierarchy }

    /// Whether successors follow their predecessors after every edit (plan-wide).
    private(set) var isAutoScheduling = false

    /// Turns auto-scheduling on or off (see ``installBehavior()``).
    func setAutoScheduling(_ on: Bool) {
        isAutoScheduling = on
        installBehavior()
    }

    /// The behaviors the item manager applies after every edit: summaries
    /// always span their children and carry them along; with auto-scheduling,
    /// the classic set also moves successors after their predecessors (with
    /// the document's lags and constraints). An item the user edits keeps the
    /// user's dates (`appliesToUpdatingItems = false`), as a manual date does
    /// in a planning tool; its successors follow. A plan with resources is
    /// scheduled with them: effort-driven durations and resource calendars.
    func installBehavior() {
        defer { outlineIsStale = true }   // the hierarchy comes from the behavior
        manager.behavior = Self.behavior(of: resolved, autoScheduling: isAutoScheduling)
    }

    /// The behavior ``installBehavior()`` installs for a plan.
    private static func behavior(of resolved: ResolvedTimelineDocument, autoScheduling: Bool) -> (any GanttChartItemBehavior)? {
        if autoScheduling {
            let set = GanttChartItemBehaviorSet.classic(hierarchy: resolved.hierarchy, constraints: resolved.constraints, lags: resolved.lags)
            let resources = resolved.hasResources ? resolved : nil
            for case let scheduling as GanttChartItemAutoSchedulingBehavior in set.behaviors {
                scheduling.appliesToUpdatingItems = false
                // Effort-driven durations and resource calendars, as `schedule` computes them.
                if let resources { scheduling.planPreparation = { resources.applyResources(to: &$0) } }
            }
            return set
        }
        return resolved.hierarchy.summaries.isEmpty ? nil : GanttChartItemHierarchicalBehavior(hierarchy: resolved.hierarchy)
    }

    /// The whole plan as a document (items with explicit finishes).
    func document() -> TimelineDocument {
        Self.document(settings: settingsDocument, source: source, resolved: resolved, scheduleNames: scheduleNames,
                      taskOptions: writtenTaskOptions, lags: writtenLags)
    }

    /// What ``document()`` returns for a model built from `document`, without
    /// building the model (its item manager and outlines): the form a plan is
    /// stored in when it is imported.
    /// - Parameters:
    ///   - document: The plan as read.
    ///   - resolved: `document` resolved.
    /// - Returns: The document with explicit finishes, items by ascending id.
    /// - Complexity: O(n log n) in the items.
    static func storedDocument(of document: TimelineDocument, resolved: ResolvedTimelineDocument) -> TimelineDocument {
        Self.document(settings: settingsDocument(of: document, resolved: resolved), source: resolved.itemSource, resolved: resolved,
                      scheduleNames: scheduleNames(of: document), taskOptions: writtenTaskOptions(of: document), lags: writtenLags(of: document))
    }

    /// The document without items and dependencies, its assignments naming their items by id.
    private static func settingsDocument(of document: TimelineDocument, resolved: ResolvedTimelineDocument) -> TimelineDocument {
        var settings = document
        settings.items = []
        settings.dependencies = []
        // Assignments refer to their items by id: a label may change or be reused while the plan is edited.
        var tasks: [Int: Int] = [:]
        for assignment in resolved.assignments { tasks[assignment.id.rawValue] = assignment.task.rawValue }
        for index in settings.assignments.indices {
            if let task = tasks[settings.assignments[index].id] { settings.assignments[index].item = .id(task) }
        }
        return settings
    }

    private static func scheduleNames(of document: TimelineDocument) -> [GanttChartItem.ID: String] {
        var names: [GanttChartItem.ID: String] = [:]
        for item in document.items { if let name = item.schedule { names[GanttChartItem.ID(item.id)] = name } }
        return names
    }

    private static func writtenTaskOptions(of document: TimelineDocument)
        -> [GanttChartItem.ID: (type: ProjectTaskType?, effortDriven: Bool?, priority: Int?)] {
        var options: [GanttChartItem.ID: (type: ProjectTaskType?, effortDriven: Bool?, priority: Int?)] = [:]
        for item in document.items where item.taskType != nil || item.effortDriven != nil || item.priority != nil {
            options[GanttChartItem.ID(item.id)] = (item.taskType, item.effortDriven, item.priority)
        }
        return options
    }

    private static func writtenLags(of document: TimelineDocument) -> [GanttChartDependency.ID: TimelineDocument.Lag] {
        var lags: [GanttChartDependency.ID: TimelineDocument.Lag] = [:]
        for dependency in document.dependencies { if let lag = dependency.lag { lags[GanttChartDependency.ID(dependency.id)] = lag } }
        return lags
    }

    private static func document(settings: TimelineDocument, source: GanttChartItemSource, resolved: ResolvedTimelineDocument,
                                 scheduleNames: [GanttChartItem.ID: String],
                                 taskOptions: [GanttChartItem.ID: (type: ProjectTaskType?, effortDriven: Bool?, priority: Int?)],
                                 lags: [GanttChartDependency.ID: TimelineDocument.Lag]) -> TimelineDocument {
        var document = settings
        document.items = source.items.sorted { $0.id < $1.id }.map {
            documentItem($0, source: source, resolved: resolved, scheduleNames: scheduleNames, taskOptions: taskOptions)
        }
        document.dependencies = source.dependencies.map { documentDependency($0, lags: lags) }
        // A deleted item's assignments go with it.
        document.assignments.removeAll { assignment in
            if case let .id(item) = assignment.item { return source.item(withID: GanttChartItem.ID(item)) == nil }
            return false
        }
        return document
    }

    /// The resolved document with the current items.
    func currentResolved() -> ResolvedTimelineDocument {
        var copy = resolved
        copy.itemSource = source
        return copy
    }

    func documentItem(_ item: GanttChartItem) -> TimelineDocument.Item {
        Self.documentItem(item, source: source, resolved: resolved, scheduleNames: scheduleNames, taskOptions: writtenTaskOptions)
    }

    private static func documentItem(_ item: GanttChartItem, source: GanttChartItemSource, resolved: ResolvedTimelineDocument,
                                     scheduleNames: [GanttChartItem.ID: String],
                                     taskOptions: [GanttChartItem.ID: (type: ProjectTaskType?, effortDriven: Bool?, priority: Int?)])
        -> TimelineDocument.Item {
        let style = item.style
        var documentItem = TimelineDocument.Item(
            id: item.id.rawValue, label: item.label, row: item.row, start: item.start, finish: item.isMilestone ? nil : item.finish,
            completion: item.completion, type: item.type, attachment: item.attachment, details: item.details,
            schedule: scheduleNames[item.id],
            colors: TimelineDocument.Colors(bar: style.barFill, outline: style.barStroke, completion: style.completionFill, label: style.labelColor),
            parent: resolved.hierarchy.parent(of: item.id).flatMap { source.item(withID: $0) != nil ? .id($0.rawValue) : nil },
            constraint: resolved.constraints[item.id], deadline: resolved.constraints.deadlines[item.id])
        documentItem.baselines = item.baselines
        if resolved.constraints.manuallyScheduled.contains(item.id) { documentItem.manual = true }
        if let options = taskOptions[item.id] {
            documentItem.taskType = options.type
            documentItem.effortDriven = options.effortDriven
            documentItem.priority = options.priority
        }
        return documentItem
    }

    func documentDependency(_ dependency: GanttChartDependency) -> TimelineDocument.Dependency {
        Self.documentDependency(dependency, lags: writtenLags)
    }

    private static func documentDependency(_ dependency: GanttChartDependency, lags: [GanttChartDependency.ID: TimelineDocument.Lag])
        -> TimelineDocument.Dependency {
        TimelineDocument.Dependency(id: dependency.id.rawValue, from: .id(dependency.from.rawValue), to: .id(dependency.to.rawValue),
                                    type: dependency.type, details: dependency.details, lag: lags[dependency.id])
    }

    // MARK: Editing

    /// Applies an edit through the manager.
    /// - Returns: What changed: the manager's edits (empty when nothing did).
    /// - Throws: ``PlanEditError`` with the validation message; nothing changes then
    ///   (the manager undoes a multi-step edit's first steps).
    func apply(_ edit: PlanEdit) throws(PlanEditError) -> PlanCommit {
        var summary = ""
        modelEdits = []
        defer { modelEdits = [] }
        do {
            let edits = try manager.recordingEdits { summary = try perform(edit) }
            return PlanCommit(summary: summary, edits: modelEdits + edits)
        } catch {
            // The manager has undone its edits; undo the plan's own.
            for edit in modelEdits.reversed() { applyModelEdit(edit.inverse) }
            if let error = error as? PlanEditError { throw error }
            throw PlanEditError(String(describing: error))
        }
    }

    private func item(_ id: GanttChartItem.ID) throws(PlanEditError) -> GanttChartItem {
        guard let item = source.item(withID: id) else { throw PlanEditError("there is no item \(id.rawValue)") }
        return item
    }

    private func perform(_ edit: PlanEdit) throws -> String {
        switch edit {
        case let .moveItem(id, start):
            let item = try item(id)
            let schedule = manager.schedule(for: item)
            let working = manager.scheduledDuration(in: item)
            let newStart = item.isMilestone ? start : schedule.nextWorkingTime(from: start)
            let finish = item.isMilestone || working == 0 ? newStart : schedule.adding(workingDuration: working, to: newStart)
            try manager.updateTime(for: id, start: newStart, finish: max(finish, newStart))
            return "moved \"\(item.label)\" to \(Self.text(for: newStart))"
        case let .setTime(id, start, finish):
            let item = try item(id)
            try manager.updateTime(for: id, start: start, finish: finish)
            return "changed the time of \"\(item.label)\""
        case let .setCompletion(id, completion):
            let item = try item(id)
            try manager.updateCompletion(for: id, to: completion)
            return "set \"\(item.label)\" to \(Self.percentText(completion)) complete"
        case let .editCell(row, column, text):
            return try editCell(row: row, column: column, text: text)
        case let .addItem(label, row, start, finish):
            let time = try GanttChartItem.timeRange(start: start, finish: finish, for: GanttChartItem.ID(-1))
            let item = try manager.addNewItem(label: label, row: row, time: time)
            return "added \"\(item.label)\""
        case let .deleteItem(id):
            // A task deletes its subtasks and closes their rows; a second item on a row goes alone.
            guard let item = source.item(withID: id) else { throw PlanEditError("there is no item \(id.rawValue)") }
            let count: Int
            do {
                count = try manager.deleteTasks(ofItems: [id])
            } catch {
                throw PlanEditError(String(describing: error))
            }
            return count > 1 ? "deleted \"\(item.label)\" and \(count - 1) task\(count == 2 ? "" : "s") under it" : "deleted \"\(item.label)\""
        case let .addDependency(from, to, type):
            let dependency = try manager.addNewDependency(from: from, to: to, type: type)
            return "linked \(dependency.from.rawValue) → \(dependency.to.rawValue)"
        case let .deleteDependency(id):
            let dependency = try manager.removeDependency(id)
            return "removed the link \(dependency.from.rawValue) → \(dependency.to.rawValue)"
        case .reschedule:
            manager.applyBehavior()
            return "rescheduled the plan"
        case let .updateTask(id, update):
            return try updateTask(id, update)
        case let .setDependencyLag(id, text):
            return try setDependencyLag(id, text: text)
        case let .saveBaseline(number):
            GanttChartScheduleAnalysis.saveBaseline(in: manager, number: number)
            return "saved \(Self.baselineName(number))"
        case let .clearBaseline(number):
            GanttChartScheduleAnalysis.clearBaseline(in: manager, number: number)
            return "cleared \(Self.baselineName(number))"
        case let .indent(id), let .outdent(id), let .moveRow(id, _), let .insertTask(id, _, _), let .dropRow(id, _, _):
            return try outlineEdit(edit, item: try item(id))
        case let .reorderRows(order, by):
            do { try manager.reorderRows(order) } catch { throw PlanEditError(error.description) }
            return "sorted the plan by \(by)"
        case let .setDependencyType(id, type):
            guard let dependency = source.dependency(withID: id) else { throw PlanEditError("there is no dependency \(id)") }
            try manager.updateType(forDependency: id, to: type)
            return "made the link \(dependency.from.rawValue) → \(dependency.to.rawValue) \(Self.abbreviation(type))"
        }
    }

    /// The outline edits of an item's row, through the library's
    /// ``GanttChart/GanttChartItemManager`` (inside the caller's recording: one commit).
    private func outlineEdit(_ edit: PlanEdit, item: GanttChartItem) throws -> String {
        do {
            switch edit {
            case .indent:
                try manager.indentRow(item.row)
                return "indented \"\(item.label)\""
            case .outdent:
                try manager.outdentRow(item.row)
                return "outdented \"\(item.label)\""
            case let .moveRow(_, up):
                try manager.moveRow(item.row, up: up)
                return "moved \"\(item.label)\" \(up ? "up" : "down")"
            case let .insertTask(_, below, label):
                let schedule = manager.schedule
                let start = schedule.nextWorkingTime(from: Time(dayNumber: item.start.dayNumber))
                let day = Time(dayNumber: start.dayNumber)
                let working = schedule.workingDuration(of: TimeRange(day..<day.adding(days: 1)))
                let finish = max(start, schedule.adding(workingDuration: working > 0 ? working : 8 * 3_600, to: start))
                let added = try manager.insertTask(label: label, time: TimeRange(start..<finish), at: item.row, below: below)
                return "inserted \"\(added.label)\" \(below ? "below" : "above") \"\(item.label)\""
            case let .dropRow(_, target, asChild):
                guard let target else {
                    try manager.moveRow(item.row, to: .end)
                    return "moved \"\(item.label)\" to the end"
                }
                guard let other = source.item(withID: target) else { throw PlanEditError("there is no item \(target.rawValue)") }
                try manager.moveRow(item.row, to: asChild ? .child(of: other.row) : .above(other.row))
                return "moved \"\(item.label)\" \(asChild ? "under" : "above") \"\(other.label)\""
            default:
                return ""
            }
        } catch {
            throw PlanEditError(String(describing: error))
        }
    }

    /// `baseline` for 0, `baseline 3` for the others (as Microsoft Project names them).
    static func baselineName(_ number: Int) -> String { number == 0 ? "the baseline" : "baseline \(number)" }

    /// FS, SS, FF or SF.
    static func abbreviation(_ type: GanttChartDependency.DependencyType) -> String {
        TimelineDocument.dependencyTypeAbbreviations.first { $0.value == type }?.key ?? "FS"
    }

    /// The grid's columns, the outline chart's (a project tool's set); the ID
    /// column shows the item ids the Predecessors column names.
    static let gridColumns: [OutlineGanttChartColumn] = [
        .identifier().withWidth(44), .outlineNumber(title: "WBS").withWidth(52), .name(title: "Task").withWidth(180), .duration().withWidth(84),
        .start().withWidth(148), .finish().withWidth(148), .completion(title: "%").withWidth(64),
        .predecessors().withWidth(96), .resources(title: "Resources").withWidth(104),
    ]

    /// The page's key of each grid column (its cells, widths and edits use it).
    static let gridColumnKeys: [String] = gridColumns.map { column in
        switch column.kind {
        case .outline: "label"
        case .start: "start"
        case .finish: "finish"
        case .completion: "completion"
        case .attachment: "attachment"
        case .details: "details"
        case .identifier: "id"
        case .outlineNumber: "wbs"
        case .duration: "duration"
        case .predecessors: "predecessors"
        case .finishVariance: "variance"
        case let .value(key): "value:" + key
        case .custom: "custom"
        }
    }

    private func editCell(row: Int, column key: String, text: String) throws -> String {
        guard let column = Self.gridColumnKeys.firstIndex(of: key) else { throw PlanEditError("unknown column \"\(key)\"") }
        let outline = self.outline
        guard let item = outlineRows.mainItem(onRow: row), let index = outline.visibleIndex(of: OutlineGanttChartRow.ID(row)) else {
            throw PlanEditError("row \(row + 1) has no item to edit")
        }
        let title = Self.gridColumns[column].title
        if key == "predecessors" {
            // Lags are the plan's (stored, undone with the commit): the task dialog's path sets them.
            do { return try updateTask(item.id, TaskUpdate(predecessors: text)) } catch let error as PlanEditError {
                throw PlanEditError("row \(row + 1) (\"\(item.label)\"), \(title): \"\(text)\" — \(error.message.replacingOccurrences(of: "predecessors: ", with: ""))")
            }
        }
        do {
            try outline.setCellText(text, row: index, column: column)
        } catch {
            throw PlanEditError("row \(row + 1) (\"\(item.label)\"), \(title): \"\(text)\" — \(error.reason)")
        }
        let changed = source.item(withID: item.id) ?? item
        switch key {
        case "label": return "renamed \"\(item.label)\" to \"\(changed.label)\""
        case "start": return "moved \"\(item.label)\" to \(Self.text(for: changed.start))"
        case "finish": return "changed the finish of \"\(item.label)\""
        case "completion": return "set \"\(item.label)\" to \(Self.percentText(changed.completion)) complete"
        case "attachment": return "changed the resources of \"\(item.label)\""
        case "duration": return "changed the duration of \"\(item.label)\""
        case "predecessors": return "changed the predecessors of \"\(item.label)\""
        default: return "changed the \(title) of \"\(item.label)\""
        }
    }

    // MARK: Undo

    /// Applies recorded edits (an undo's inverses, a redo, a rollback) without
    /// the behaviors: they hold the behaviors' cascade already.
    /// - Throws: ``PlanEditError`` when one no longer applies; nothing changes then.
    func applyRecorded(_ edits: [GanttChartEdit]) throws(PlanEditError) {
        // Lags, constraints, deadlines and manual scheduling are the plan's (see
        // ``setLag(_:for:)``, ``setScheduling(constraint:deadline:manual:for:)``);
        // the rest goes through the manager, in order.
        var batch: [GanttChartEdit] = []
        do {
            for edit in edits {
                if Self.isModelEdit(edit) {
                    if !batch.isEmpty { try manager.apply(batch, runningBehavior: false) }
                    batch = []
                    applyModelEdit(edit)
                } else {
                    batch.append(edit)
                }
            }
            if !batch.isEmpty { try manager.apply(batch, runningBehavior: false) }
        } catch {
            throw PlanEditError("the change no longer applies: \(error.description)")
        }
    }

    /// The inverses of `edits`, in reverse order.
    static func inverse(of edits: [GanttChartEdit]) -> [GanttChartEdit] { edits.reversed().map(\.inverse) }

    /// The stored form of a commit: every item and dependency its edits
    /// touch, written whole as it is now (`adjust` sets back fields that
    /// other sessions are changing live), or removed.
    func storedChange(_ commit: PlanCommit, revision: Int, adjust: (GanttChartItem) -> GanttChartItem = { $0 }) -> StoredChange {
        var stored = StoredChange(revision: revision, summary: commit.summary)
        if settingsChanged(by: commit) { stored.settings = settingsDocument }
        for id in commit.itemIDs {
            if let item = source.item(withID: id) { stored.items.append(documentItem(adjust(item))) } else { stored.removedItems.append(id.rawValue) }
        }
        for id in commit.dependencyIDs {
            if let dependency = source.dependency(withID: id) {
                stored.dependencies.append(documentDependency(dependency))
            } else {
                stored.removedDependencies.append(id.rawValue)
            }
        }
        return stored
    }

    // MARK: Text

    /// `2025-03-03 08:00` (24:00 for the end of a day): the grid's form.
    static func text(for time: Time) -> String { OutlineGanttChartCellText.text(for: time) }

    /// `50%`, `12.5%`: the grid's form.
    static func percentText(_ completion: Double) -> String { OutlineGanttChartCellText.percentText(completion) }
}
