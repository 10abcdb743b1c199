import Foundation
public import GanttChart
import Interchange
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
    /// Edits a grid cell of a chart row (column key: label, start, finish, completion, attachment).
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
final class PlanModel: LiveDocumentModel {
    let id: Int
    /// The document's settings, schedules and default schedule.
    var resolved: ResolvedTimelineDocument
    /// The document without items and dependencies (for exports).
    var settingsDocument: TimelineDocument
    /// Edits go through here.
    let manager: GanttChartItemManager
    /// Schedule names of items that have their own schedule.
    var scheduleNames: [GanttChartItem.ID: String]
    /// The dependencies' lags as the document wrote them (`2d`), kept when the plan is saved.
    var writtenLags: [GanttChartDependency.ID: TimelineDocument.Lag]

    /// Builds the model from a document.
    /// - Throws: ``TimelineDocumentErrors`` when it does not resolve.
    init(id: Int, document: TimelineDocument) throws(TimelineDocumentErrors) {
        self.id = id
        resolved = try document.resolve()
        var settings = document
        settings.items = []
        settings.dependencies = []
        settingsDocument = settings
        manager = GanttChartItemManager(source: resolved.itemSource, schedule: resolved.defaultSchedule)
        var names: [GanttChartItem.ID: String] = [:]
        for item in document.items { if let name = item.schedule { names[GanttChartItem.ID(item.id)] = name } }
        scheduleNames = names
        var lags: [GanttChartDependency.ID: TimelineDocument.Lag] = [:]
        for dependency in document.dependencies { if let lag = dependency.lag { lags[GanttChartDependency.ID(dependency.id)] = lag } }
        writtenLags = lags
        installBehavior()
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
    private func installBehavior() {
        if isAutoScheduling {
            let set = GanttChartItemBehaviorSet.classic(hierarchy: resolved.hierarchy, constraints: resolved.constraints, lags: resolved.lags)
            let resources = resolved.hasResources ? resolved : nil
            for case let scheduling as GanttChartItemAutoSchedulingBehavior in set.behaviors {
                scheduling.appliesToUpdatingItems = false
                // Effort-driven durations and resource calendars, as `schedule` computes them.
                if let resources { scheduling.planPreparation = { resources.applyResources(to: &$0) } }
            }
            manager.behavior = set
        } else if !resolved.hierarchy.summaries.isEmpty {
            manager.behavior = GanttChartItemHierarchicalBehavior(hierarchy: resolved.hierarchy)
        } else {
            manager.behavior = nil
        }
    }

    /// The whole plan as a document (items with explicit finishes).
    func document() -> TimelineDocument {
        var document = settingsDocument
        document.items = source.items.sorted { $0.id < $1.id }.map(documentItem)
        document.dependencies = source.dependencies.map(documentDependency)
        return document
    }

    /// The resolved document with the current items.
    func currentResolved() -> ResolvedTimelineDocument {
        var copy = resolved
        copy.itemSource = source
        return copy
    }

    func documentItem(_ item: GanttChartItem) -> TimelineDocument.Item {
        let style = item.style
        return TimelineDocument.Item(
            id: item.id.rawValue, label: item.label, row: item.row, start: item.start, finish: item.isMilestone ? nil : item.finish,
            completion: item.completion, type: item.type, attachment: item.attachment, details: item.details,
            schedule: scheduleNames[item.id],
            colors: TimelineDocument.Colors(bar: style.barFill, outline: style.barStroke, completion: style.completionFill, label: style.labelColor),
            parent: resolved.hierarchy.parent(of: item.id).flatMap { source.item(withID: $0) != nil ? .id($0.rawValue) : nil },
            constraint: resolved.constraints[item.id], deadline: resolved.constraints.deadlines[item.id])
    }

    func documentDependency(_ dependency: GanttChartDependency) -> TimelineDocument.Dependency {
        TimelineDocument.Dependency(id: dependency.id.rawValue, from: .id(dependency.from.rawValue), to: .id(dependency.to.rawValue),
                                    type: dependency.type, details: dependency.details, lag: writtenLags[dependency.id])
    }

    /// The first item on a chart row, if any.
    func mainItem(onRow row: Int) -> GanttChartItem? {
        guard let timeline = wideTimeline else { return nil }
        return source.filteredItems(rows: row..<(row + 1), timeline: timeline).min { $0.id < $1.id }
    }

    /// A timeline covering every item.
    var wideTimeline: TimeRange? {
        guard let preferred = source.preferredTimeline else { return nil }
        return TimeRange(preferred.start.adding(days: -1)..<preferred.finish.adding(days: 1))
    }

    // MARK: Editing

    /// Applies an edit through the manager.
    /// - Returns: What changed: the manager's edits (empty when nothing did).
    /// - Throws: ``PlanEditError`` with the validation message; nothing changes then
    ///   (the manager undoes a multi-step edit's first steps).
    func apply(_ edit: PlanEdit) throws(PlanEditError) -> PlanCommit {
        var summary = ""
        do {
            let edits = try manager.recordingEdits { summary = try perform(edit) }
            return PlanCommit(summary: summary, edits: edits)
        } catch let error as PlanEditError {
            throw error
        } catch {
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
            let item = try manager.removeItem(id)
            return "deleted \"\(item.label)\""
        case let .addDependency(from, to, type):
            let dependency = try manager.addNewDependency(from: from, to: to, type: type)
            return "linked \(dependency.from.rawValue) → \(dependency.to.rawValue)"
        case let .deleteDependency(id):
            let dependency = try manager.removeDependency(id)
            return "removed the link \(dependency.from.rawValue) → \(dependency.to.rawValue)"
        case .reschedule:
            manager.applyBehavior()
            return "rescheduled the plan"
        case let .setDependencyType(id, type):
            guard let dependency = source.dependency(withID: id) else { throw PlanEditError("there is no dependency \(id)") }
            try manager.updateType(forDependency: id, to: type)
            return "made the link \(dependency.from.rawValue) → \(dependency.to.rawValue) \(Self.abbreviation(type))"
        }
    }

    /// FS, SS, FF or SF.
    static func abbreviation(_ type: GanttChartDependency.DependencyType) -> String {
        TimelineDocument.dependencyTypeAbbreviations.first { $0.value == type }?.key ?? "FS"
    }

    /// The grid's columns: key, title, alignment, width, editable.
    static let columns: [Frame.Grid.Column] = [
        .init(key: "label", title: "Task", alignment: "leading", width: 190, isEditable: true),
        .init(key: "start", title: "Start", alignment: "leading", width: 148, isEditable: true),
        .init(key: "finish", title: "Finish", alignment: "leading", width: 148, isEditable: true),
        .init(key: "completion", title: "%", alignment: "trailing", width: 50, isEditable: true),
        .init(key: "attachment", title: "Resources", alignment: "leading", width: 110, isEditable: true),
    ]

    /// The cell texts of a chart row.
    func cells(for item: GanttChartItem?, row: Int) -> [String] {
        guard let item else {
            let labels = resolved.settings.rowLabels
            return [row < labels.count ? labels[row] : "", "", "", "", ""]
        }
        return [item.label, Self.text(for: item.start), item.isMilestone ? Self.text(for: item.start) : Self.text(for: item.finish.asFinish),
                Self.percentText(item.completion), item.attachment ?? ""]
    }

    private func editCell(row: Int, column: String, text: String) throws -> String {
        guard let item = mainItem(onRow: row) else { throw PlanEditError("row \(row + 1) has no item to edit") }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func reject(_ reason: String) -> PlanEditError {
            PlanEditError("row \(row + 1) (\"\(item.label)\"), \(column): \"\(text)\" — \(reason)")
        }
        func time() throws(PlanEditError) -> Time {
            do { return try Time(iso8601: trimmed) } catch { throw reject(error.description) }
        }
        do {
            switch column {
            case "label":
                guard !trimmed.isEmpty else { throw reject("a task needs a name") }
                try manager.updateLabel(for: item.id, to: trimmed)
                return "renamed \"\(item.label)\" to \"\(trimmed)\""
            case "start":
                // The item moves and keeps its (elapsed) duration, like the outline chart's start column.
                let start = try time()
                let finish = item.isMilestone ? start : max(start, start.adding(seconds: item.duration))
                try manager.updateTime(for: item.id, start: start, finish: finish)
                return "moved \"\(item.label)\" to \(Self.text(for: start))"
            case "finish":
                let finish = try time()
                if item.isMilestone {
                    try manager.updateTime(for: item.id, start: finish, finish: finish)
                } else {
                    guard finish >= item.start else { throw reject("the finish is before the start \(Self.text(for: item.start))") }
                    try manager.updateTime(for: item.id, start: item.start, finish: finish)
                }
                return "changed the finish of \"\(item.label)\""
            case "completion":
                var number = trimmed
                let isPercent = number.hasSuffix("%")
                if isPercent { number.removeLast() }
                guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                    throw reject("not a number; write 50% or 0.5")
                }
                let completion = isPercent || value > 1 ? value / 100 : value
                guard (0...1).contains(completion) else { throw reject("completion must be between 0% and 100%") }
                try manager.updateCompletion(for: item.id, to: completion)
                return "set \"\(item.label)\" to \(Self.percentText(completion)) complete"
            case "attachment":
                try manager.updateAttachment(for: item.id, to: trimmed.isEmpty ? nil : trimmed)
                return "changed the resources of \"\(item.label)\""
            default:
                throw PlanEditError("unknown column \"\(column)\"")
            }
        } catch let error as GanttChartValidationError {
            throw reject(error.description)
        }
    }

    // MARK: Undo

    /// Applies recorded edits (an undo's inverses, a redo, a rollback) without
    /// the behaviors: they hold the behaviors' cascade already.
    /// - Throws: ``PlanEditError`` when one no longer applies; nothing changes then.
    func applyRecorded(_ edits: [GanttChartEdit]) throws(PlanEditError) {
        do {
            try manager.apply(edits, runningBehavior: false)
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

    /// `2025-03-03 08:00` (24:00 for the end of a day).
    static func text(for time: Time) -> String {
        var text = time.iso8601.replacingOccurrences(of: "T", with: " ")
        if text.hasSuffix(":00"), text.count == 19 { text.removeLast(3) }
        return text
    }

    /// `50%`, `12.5%`.
    static func percentText(_ completion: Double) -> String {
        let percent = (completion * 1_000).rounded() / 10
        return percent == percent.rounded() ? "\(Int(percent))%" : "\(percent)%"
    }
}
