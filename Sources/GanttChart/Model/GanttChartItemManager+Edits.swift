public import TimelineCore
import ProjectScheduling

/// Applying ``GanttChartEdit`` values, and the setters for the fields that
/// have no dedicated update method elsewhere.
extension GanttChartItemManager {
    // MARK: Applying edits

    /// Applies one edit (its `to` value) through the manager, so it is
    /// validated, reported and followed by the behavior.
    ///
    /// ```swift
    /// let made = try manager.apply(.label(id, from: "Design", to: "UX design"))
    /// ```
    /// - Returns: Every edit made, in order: this one (unless it changed
    ///   nothing) and those the behavior made in response.
    /// - Throws: The validation error of the edited item or dependency;
    ///   nothing changes then.
    @discardableResult
    public func apply(_ edit: GanttChartEdit) throws(GanttChartValidationError) -> [GanttChartEdit] {
        try recordingEdits { () throws(GanttChartValidationError) in try perform(edit) }
    }

    /// Applies edits in order, as one action.
    /// - Parameters:
    ///   - edits: The edits.
    ///   - runningBehavior: Whether the behavior follows each edit (`false`
    ///     for recorded edits, e.g. undo, that hold its cascade already).
    /// - Returns: Every edit made, in order.
    /// - Throws: The first validation error; the edits applied before it are undone then.
    @discardableResult
    public func apply(_ edits: [GanttChartEdit], runningBehavior: Bool) throws(GanttChartValidationError) -> [GanttChartEdit] {
        if !runningBehavior { behaviorSuspensions += 1 }
        defer { if !runningBehavior { behaviorSuspensions -= 1 } }
        return try recordingEdits { () throws(GanttChartValidationError) in
            for edit in edits { try perform(edit) }
        }
    }

    /// Sets the edited field to the edit's `to` value with the matching
    /// update method (each reports itself).
    func perform(_ edit: GanttChartEdit) throws(GanttChartValidationError) {
        switch edit {
        case let .time(id, _, to): try updateTime(for: id, to: to)
        case let .completion(id, _, to): try updateCompletion(for: id, to: to)
        case let .row(id, _, to): try updateRow(for: id, to: to)
        case let .label(id, _, to): try updateLabel(for: id, to: to)
        case let .attachment(id, _, to): try updateAttachment(for: id, to: to)
        case let .details(id, _, to): try updateDetails(for: id, to: to)
        case let .itemType(id, from, to) where from == .summary || to == .summary: try updateSummaryType(for: id, to: to)
        case let .itemType(id, _, to): try updateType(for: id, to: to)
        case let .baseline(id, number, _, to): try updateBaseline(for: id, number: number, to: to)
        case let .itemHighlight(id, _, to): try updateHighlight(for: id, to: to)
        case let .parent(id, _, to): try updateParent(of: id, to: to)
        case let .constraint(id, _, to): try setConstraints(to, deadline: deadline(for: id), for: id)
        case let .deadline(id, _, to): try setConstraints(constraint(for: id), deadline: to, for: id)
        case let .manualScheduling(id, _, to): try setManuallyScheduled(to, for: id)
        case let .schedule(id, _, to): try updateSchedule(for: id, named: to)
        case let .itemAdded(item): try addItem(item)
        case let .itemRemoved(item): try removeItem(item.id)
        case let .dependencyType(id, _, to): try updateType(forDependency: id, to: to)
        case let .lag(id, _, to):
            if let to { try setLag(to, for: id) } else { removeLag(for: id) }
        case let .dependencyHighlight(id, _, to): try updateHighlight(forDependency: id, to: to)
        case let .dependencyAdded(dependency): try addDependency(dependency)
        case let .dependencyRemoved(dependency): try removeDependency(dependency.id)
        }
    }

    // MARK: Adding as given

    /// Adds an item with its own id (e.g. restoring a removed one).
    /// - Throws: The item's validation error, or a duplicate id.
    public func addItem(_ item: GanttChartItem) throws(GanttChartValidationError) {
        try source.addItem(item)
        refreshIdentifiers()
        report(.itemAdded(item))
        runBehavior(after: .itemAdded(item))
    }

    /// Adds a dependency with its own id (e.g. restoring a removed one).
    /// - Throws: Self-links, missing ends, duplicates and cycles.
    public func addDependency(_ dependency: GanttChartDependency) throws(GanttChartValidationError) {
        try source.addDependency(dependency)
        refreshIdentifiers()
        report(.dependencyAdded(dependency))
        runBehavior(after: .dependencyAdded(dependency))
    }

    // MARK: Fields

    /// Sets an item's label.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``.
    public func updateLabel(for id: GanttChartItem.ID, to label: String) throws(GanttChartValidationError) {
        try updateField(of: id, { $0.label = label }) { old, new in .label(id, from: old.label, to: new.label) }
    }

    /// Sets an item's attachment (the resource text drawn beside the bar).
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``.
    public func updateAttachment(for id: GanttChartItem.ID, to attachment: String?) throws(GanttChartValidationError) {
        try updateField(of: id, { $0.attachment = attachment }) { old, new in .attachment(id, from: old.attachment, to: new.attachment) }
    }

    /// Sets an item's details (notes, shown as its tooltip).
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``.
    public func updateDetails(for id: GanttChartItem.ID, to details: String?) throws(GanttChartValidationError) {
        try updateField(of: id, { $0.details = details }) { old, new in .details(id, from: old.details, to: new.details) }
    }

    /// Gives an item the calendar named `name` from ``namedSchedules``, or
    /// the manager's ``schedule`` for `nil`, keeping its dates, and runs the
    /// behavior (an auto-scheduled item then lasts its working duration on
    /// the new calendar).
    ///
    /// ```swift
    /// manager.namedSchedules["fullWeek"] = Schedule.fullWeek
    /// try manager.updateSchedule(for: 2, named: "fullWeek")
    /// ```
    /// - Parameters:
    ///   - id: The item.
    ///   - name: A key of ``namedSchedules``; `nil` for the manager's schedule.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``,
    ///   ``GanttChartValidationError/unknownSchedule(item:name:)``.
    public func updateSchedule(for id: GanttChartItem.ID, named name: String?) throws(GanttChartValidationError) {
        var item = try existing(id)
        let old = scheduleNames[id]
        guard old != name else { return }
        if let name {
            guard let schedule = namedSchedules[name] else { throw .unknownSchedule(item: id, name: name) }
            item.schedule = schedule
        } else {
            item.schedule = nil
        }
        item.hasChanged = true
        try source.updateItem(item)
        scheduleNames[id] = name
        let edit = GanttChartEdit.schedule(id, from: old, to: name)
        report(edit)
        runBehavior(after: edit)
    }

    /// Makes an item a standard item or a milestone. A milestone is
    /// momentary: an item that becomes one keeps its start and loses its
    /// duration (reported as a time edit first, so undo restores it).
    /// - Throws: ``GanttChartValidationError/summaryNotAllowed(item:)`` for a
    ///   summary (summaries come from the hierarchy), or the item's validation error.
    public func updateType(for id: GanttChartItem.ID, to type: GanttChartItem.ItemType) throws(GanttChartValidationError) {
        let item = try existing(id)
        guard item.type != type else { return }
        guard type != .summary, item.type != .summary else { throw .summaryNotAllowed(item: id) }
        if type == .milestone, !item.time.isMomentary {
            try updateTime(for: id, to: TimeRange(at: item.start))
        }
        try updateField(of: id, { $0.type = type }) { old, new in .itemType(id, from: old.type, to: new.type) }
        runBehavior(after: .itemType(id, from: item.type, to: type))
    }

    /// Sets a dependency's type (FS, SS, FF, SF); the behavior follows.
    /// - Throws: ``GanttChartValidationError/missingDependency(_:)``.
    public func updateType(forDependency id: GanttChartDependency.ID, to type: GanttChartDependency.DependencyType) throws(GanttChartValidationError) {
        guard var dependency = source.dependency(withID: id) else { throw .missingDependency(id) }
        let old = dependency.type
        guard old != type else { return }
        dependency.type = type
        dependency.hasChanged = true
        try source.updateDependency(dependency)
        report(.dependencyType(id, from: old, to: type))
        applyBehavior()   // The successor follows the new link type.
    }

    /// Moves an item under another summary, or to the top level (`nil`).
    /// - Throws: ``GanttChartValidationError/missingItem(_:)`` or
    ///   ``GanttChartValidationError/hierarchyCycle(item:parent:)``.
    public func updateParent(of id: GanttChartItem.ID, to parent: GanttChartItem.ID?) throws(GanttChartValidationError) {
        _ = try existing(id)
        if let parent {
            try addHierarchicalRelations(for: parent, children: [id])
        } else {
            removeFromHierarchy(id)
        }
    }

    /// Marks an item a summary or a standard item again, for the outline
    /// edits (``indentRow(_:)``, ``outdentRow(_:)``) and their undo: an
    /// item that gains its first child is drawn as a summary, one that loses
    /// its last child becomes a standard task with its last dates.
    /// - Throws: ``GanttChartValidationError/summaryNotAllowed(item:)`` for a
    ///   milestone (it never becomes a summary) or when `type` is a milestone.
    func updateSummaryType(for id: GanttChartItem.ID, to type: GanttChartItem.ItemType) throws(GanttChartValidationError) {
        let item = try existing(id)
        guard item.type != type else { return }
        guard item.type != .milestone, type != .milestone else { throw .summaryNotAllowed(item: id) }
        try updateField(of: id, { $0.type = type }) { old, new in .itemType(id, from: old.type, to: new.type) }
    }

    private func existing(_ id: GanttChartItem.ID) throws(GanttChartValidationError) -> GanttChartItem {
        guard let item = source.item(withID: id) else { throw .missingItem(id) }
        return item
    }

    /// Changes one field of an item that behaviors do not depend on, and reports it.
    private func updateField(of id: GanttChartItem.ID, _ change: (inout GanttChartItem) -> Void,
                             edit: (GanttChartItem, GanttChartItem) -> GanttChartEdit) throws(GanttChartValidationError) {
        let old = try existing(id)
        var item = old
        change(&item)
        guard item != old else { return }
        item.hasChanged = true
        try source.updateItem(item)
        report(edit(old, item))
    }
}
