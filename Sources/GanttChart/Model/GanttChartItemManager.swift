public import TimelineCore

/// Edits a ``GanttChartItemSource`` on behalf of a chart: adds and removes
/// items and dependencies, changes times in working time, and tells an
/// ``observer`` what changed, with the old values.
///
/// The manager is a reference type used from one isolation domain (for
/// example the actor or task that owns a chart session); it is not `Sendable`.
/// Every edit is validated first and throws a ``GanttChartValidationError``
/// instead of storing bad data; an edit that throws changes nothing. Edited
/// and added items and dependencies get `hasChanged = true` until
/// ``acceptChanges()``.
///
/// As a ``GanttChartCollectionProvider`` the manager forwards to its source;
/// ``filteredItems`` and ``filteredDependencies`` apply the current ``range``
/// and ``timeline``.
///
/// ```swift
/// let manager = GanttChartItemManager(source: source, schedule: Schedule.standard)
/// let task = try manager.addNewItem(label: "Review", row: 3, time: week)
/// try manager.updateDuration(for: task.id, to: 16 * 3_600)  // two working days
/// ```
public final class GanttChartItemManager: GanttChartCollectionProvider {
    /// Makes the item that ``addNewItem(label:row:time:type:)`` adds from the
    /// proposal it prepared (new id, label, row, time, type, `hasChanged`);
    /// the result is validated like any other item.
    public typealias ItemFactory = (_ proposal: GanttChartItem) -> GanttChartItem

    /// The items and dependencies. It may be replaced or edited directly (it
    /// validates itself); call ``collectionDidChange()`` afterwards.
    public var source: GanttChartItemSource

    /// The working time of items without a schedule of their own.
    public var schedule: any ScheduleDefinition

    /// Calendars items may use, by name: ``updateSchedule(for:named:)``
    /// (and a ``GanttChartEdit/schedule(_:from:to:)`` edit) looks names up here.
    public var namedSchedules: [String: any ScheduleDefinition] = [:]

    /// The names of the items' own calendars (those set by name, or given by
    /// the host that built the items); items not listed use ``schedule``
    /// or a calendar without a name.
    public var scheduleNames: [GanttChartItem.ID: String] = [:]

    /// The rows that ``filteredItems`` covers; `nil` for all rows.
    public var range: Range<Int>?

    /// The time that ``filteredItems`` covers; `nil` for ``preferredTimeline``.
    public var timeline: TimeRange?

    /// Customizes new items; `nil` adds proposals as they are.
    public var itemFactory: ItemFactory?

    /// Told about every edit made through the manager. Held weakly.
    public weak var observer: (any GanttChartItemObserver)?

    /// Applied after every edit made through the manager (with what changed)
    /// and on demand by ``applyBehavior()``. Its own edits go through the
    /// manager too, so the observer sees each with its original value; they
    /// do not trigger the behavior again.
    public var behavior: (any GanttChartItemBehavior)?

    private var isApplyingBehavior = false
    /// While above zero the behavior does not run (recorded edits hold its
    /// cascade). The behavior stays installed, so an edit of its hierarchy
    /// (a `.parent` edit being undone) changes the installed hierarchy.
    var behaviorSuspensions = 0

    /// The edit lists of the ``recordingEdits(_:)`` calls in progress (nested calls each get every edit).
    private var recordings: [[GanttChartEdit]] = []

    private var nextItemID = 0
    private var nextDependencyID = 0

    /// Creates a manager.
    /// - Parameters:
    ///   - source: The items and dependencies to edit.
    ///   - schedule: The working time of items without their own; 24/7 by default.
    /// - Complexity: O(n + m) to find unused ids.
    public init(source: GanttChartItemSource = GanttChartItemSource(), schedule: any ScheduleDefinition = Schedule.continuous) {
        self.source = source
        self.schedule = schedule
        refreshIdentifiers()
    }

    // MARK: Provider

    /// One more than the highest row in use.
    public var totalRowCount: Int { source.totalRowCount }

    /// The union of all item times, or `nil` when there are no items.
    public var preferredTimeline: TimeRange? { source.preferredTimeline }

    /// See ``GanttChartItemSource/filteredItems(rows:timeline:)``.
    /// - Complexity: As ``GanttChartItemSource/filteredItems(rows:timeline:)``.
    public func filteredItems(rows: Range<Int>, timeline: TimeRange) -> [GanttChartItem] {
        source.filteredItems(rows: rows, timeline: timeline)
    }

    /// See ``GanttChartItemSource/filteredDependencies(rows:timeline:)``.
    /// - Complexity: As ``GanttChartItemSource/filteredDependencies(rows:timeline:)``.
    public func filteredDependencies(rows: Range<Int>, timeline: TimeRange) -> [GanttChartDependency] {
        source.filteredDependencies(rows: rows, timeline: timeline)
    }

    /// The item with `id`, or `nil`.
    /// - Complexity: O(1) on average.
    public func item(withID id: GanttChartItem.ID) -> GanttChartItem? { source.item(withID: id) }

    /// The dependency with `id`, or `nil`.
    /// - Complexity: O(1) on average.
    public func dependency(withID id: GanttChartDependency.ID) -> GanttChartDependency? { source.dependency(withID: id) }

    /// The items in ``range`` and ``timeline``.
    /// - Complexity: As ``GanttChartItemSource/filteredItems(rows:timeline:)``.
    public var filteredItems: [GanttChartItem] {
        guard let window = currentTimeline else { return [] }
        return source.filteredItems(rows: currentRange, timeline: window)
    }

    /// The dependencies touching ``filteredItems``.
    /// - Complexity: As ``GanttChartItemSource/filteredDependencies(rows:timeline:)``.
    public var filteredDependencies: [GanttChartDependency] {
        guard let window = currentTimeline else { return [] }
        return source.filteredDependencies(rows: currentRange, timeline: window)
    }

    private var currentRange: Range<Int> { range ?? 0..<source.totalRowCount }
    private var currentTimeline: TimeRange? { timeline ?? source.preferredTimeline }

    // MARK: Adding and removing

    /// Adds a standard item or a milestone with a new id.
    /// - Parameters:
    ///   - label: The text shown with the bar.
    ///   - row: The row, `0...GanttChartItem.maximumRow`.
    ///   - time: The time; momentary for a milestone.
    ///   - type: `.standard` (default) or `.milestone`.
    /// - Returns: The item as stored (after ``itemFactory``).
    /// - Throws: ``GanttChartValidationError/summaryNotAllowed(item:)`` for a
    ///   summary, or the item's validation error.
    /// - Complexity: As ``GanttChartItemSource/addItem(_:)``.
    @discardableResult
    public func addNewItem(label: String, row: Int, time: TimeRange, type: GanttChartItem.ItemType = .standard) throws(GanttChartValidationError) -> GanttChartItem {
        let id = GanttChartItem.ID(nextItemID)
        guard type != .summary else { throw .summaryNotAllowed(item: id) }
        let proposal = GanttChartItem(id: id, label: label, row: row, time: time, type: type, hasChanged: true)
        let item = itemFactory?(proposal) ?? proposal
        try source.addItem(item)
        nextItemID = Swift.max(nextItemID, item.id.rawValue &+ 1)
        report(.itemAdded(item))
        runBehavior(after: .itemAdded(item))
        return item
    }

    /// Removes an item and its dependencies; the observer hears about the
    /// dependencies first, then the item.
    /// - Returns: The removed item.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``.
    /// - Complexity: As ``GanttChartItemSource/removeItem(withID:)``.
    @discardableResult
    public func removeItem(_ id: GanttChartItem.ID) throws(GanttChartValidationError) -> GanttChartItem {
        let (item, dependencies) = try source.removeItem(withID: id)
        for dependency in dependencies { report(.dependencyRemoved(dependency)) }
        report(.itemRemoved(item))
        runBehavior(after: .itemRemoved(item))
        return item
    }

    /// Adds a dependency with a new id.
    /// - Parameters:
    ///   - from: The predecessor.
    ///   - to: The successor.
    ///   - type: Which ends are linked; finish-to-start by default.
    /// - Returns: The stored dependency.
    /// - Throws: Self-links, missing ends, duplicate links and cycles are
    ///   rejected (see ``GanttChartItemSource/addDependency(_:)``), and a link
    ///   between a summary and a task under it, either way
    ///   (``GanttChartValidationError/summaryLinkedToSubtask(summary:subtask:)``).
    /// - Complexity: As ``GanttChartItemSource/addDependency(_:)``, plus the
    ///   depth of both ends in the outline.
    @discardableResult
    public func addNewDependency(from: GanttChartItem.ID, to: GanttChartItem.ID, type: GanttChartDependency.DependencyType = .fromFinishToStart) throws(GanttChartValidationError) -> GanttChartDependency {
        if isAncestor(from, of: to) { throw .summaryLinkedToSubtask(summary: from, subtask: to) }
        if isAncestor(to, of: from) { throw .summaryLinkedToSubtask(summary: to, subtask: from) }
        let dependency = GanttChartDependency(id: GanttChartDependency.ID(nextDependencyID), from: from, to: to, type: type, hasChanged: true)
        try source.addDependency(dependency)
        nextDependencyID += 1
        report(.dependencyAdded(dependency))
        runBehavior(after: .dependencyAdded(dependency))
        return dependency
    }

    /// Removes a dependency.
    /// - Returns: The removed dependency.
    /// - Throws: ``GanttChartValidationError/missingDependency(_:)``.
    /// - Complexity: As ``GanttChartItemSource/removeDependency(withID:)``.
    @discardableResult
    public func removeDependency(_ id: GanttChartDependency.ID) throws(GanttChartValidationError) -> GanttChartDependency {
        let dependency = try source.removeDependency(withID: id)
        report(.dependencyRemoved(dependency))
        runBehavior(after: .dependencyRemoved(dependency))
        return dependency
    }

    // MARK: Working time

    /// The item's own schedule, else the manager's.
    /// - Complexity: O(1).
    public func schedule(for item: GanttChartItem) -> any ScheduleDefinition {
        item.schedule ?? schedule
    }

    /// The working seconds in the item's time, in its schedule.
    /// - Complexity: That of the schedule's `workingDuration(of:)`.
    public func scheduledDuration(in item: GanttChartItem) -> Double {
        schedule(for: item).workingDuration(of: item.time)
    }

    /// The completed working seconds: completion × ``scheduledDuration(in:)``.
    /// - Complexity: That of the schedule's `workingDuration(of:)`.
    public func completedDuration(in item: GanttChartItem) -> Double {
        item.completion == 0 ? 0 : item.completion * scheduledDuration(in: item)
    }

    /// The time the completed work reaches: the start when nothing is done,
    /// otherwise the start plus ``completedDuration(in:)`` of working time
    /// (which ends at the end of a working interval), never after the finish.
    /// - Complexity: That of the schedule's working-time arithmetic.
    public func timeCompletedUntil(for item: GanttChartItem) -> Time {
        let completed = completedDuration(in: item)
        guard completed > 0 else { return item.start }
        if item.completion >= 1 { return item.finish }
        return Swift.min(schedule(for: item).adding(workingDuration: completed, to: item.start), item.finish)
    }

    // MARK: Updates

    /// Sets an item's time.
    /// - Parameters:
    ///   - id: The item.
    ///   - time: The new time; momentary for a milestone.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)`` or the validation
    ///   error of the changed item.
    /// - Complexity: As ``GanttChartItemSource/updateItem(_:)``.
    public func updateTime(for id: GanttChartItem.ID, to time: TimeRange) throws(GanttChartValidationError) {
        var item = try existingItem(id)
        let old = item.time
        item.time = time
        item.hasChanged = true
        try source.updateItem(item)
        report(.time(id, from: old, to: item.time))
        runBehavior(after: .time(id, from: old, to: item.time))
    }

    /// Sets an item's start and finish, rejecting a finish before the start.
    /// - Throws: ``GanttChartValidationError/finishBeforeStart(item:start:finish:)``
    ///   and the errors of ``updateTime(for:to:)``.
    public func updateTime(for id: GanttChartItem.ID, start: Time, finish: Time) throws(GanttChartValidationError) {
        try updateTime(for: id, to: GanttChartItem.timeRange(start: start, finish: finish, for: id))
    }

    /// Sets an item's working duration: keeps the start and computes the
    /// finish in the item's schedule (ending at the end of a working interval).
    /// - Parameters:
    ///   - id: The item.
    ///   - workingDuration: Working seconds, finite and non-negative (0 for a milestone).
    /// - Throws: ``GanttChartValidationError/invalidDuration(item:duration:)``,
    ///   ``GanttChartValidationError/milestoneHasDuration(item:duration:)`` and the
    ///   errors of ``updateTime(for:to:)``.
    public func updateDuration(for id: GanttChartItem.ID, to workingDuration: Double) throws(GanttChartValidationError) {
        let item = try existingItem(id)
        guard workingDuration.isFinite, workingDuration >= 0 else { throw .invalidDuration(item: id, duration: workingDuration) }
        if item.isMilestone && workingDuration != 0 { throw .milestoneHasDuration(item: id, duration: workingDuration) }
        let finish = workingDuration == 0 ? item.start : schedule(for: item).adding(workingDuration: workingDuration, to: item.start)
        try updateTime(for: id, to: GanttChartItem.timeRange(start: item.start, finish: Swift.max(finish, item.start), for: id))
    }

    /// Sets an item's completion.
    /// - Throws: ``GanttChartValidationError/invalidCompletion(item:completion:)``
    ///   or ``GanttChartValidationError/missingItem(_:)``.
    public func updateCompletion(for id: GanttChartItem.ID, to completion: Double) throws(GanttChartValidationError) {
        var item = try existingItem(id)
        let old = item.completion
        item.completion = completion
        item.hasChanged = true
        try source.updateItem(item)
        report(.completion(id, from: old, to: item.completion))
        runBehavior(after: .completion(id, from: old, to: item.completion))
    }

    /// Moves an item to another row.
    /// - Throws: ``GanttChartValidationError/rowOutOfRange(item:row:)`` or
    ///   ``GanttChartValidationError/missingItem(_:)``.
    public func updateRow(for id: GanttChartItem.ID, to row: Int) throws(GanttChartValidationError) {
        var item = try existingItem(id)
        let old = item.row
        item.row = row
        item.hasChanged = true
        try source.updateItem(item)
        report(.row(id, from: old, to: item.row))
        runBehavior(after: .row(id, from: old, to: item.row))
    }

    /// Moves an item's start to the next working time of its schedule and keeps
    /// its working duration. Reports a time change only when the time moved.
    /// - Returns: The item's time afterwards.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``.
    @discardableResult
    public func applySchedule(to id: GanttChartItem.ID) throws(GanttChartValidationError) -> TimeRange {
        let item = try existingItem(id)
        let itemSchedule = schedule(for: item)
        let working = itemSchedule.workingDuration(of: item.time)
        let start = itemSchedule.nextWorkingTime(from: item.start)
        let finish = item.time.isMomentary || working == 0 ? start : itemSchedule.adding(workingDuration: working, to: start)
        let time = TimeRange(start..<Swift.max(start, finish))
        if time != item.time || time.start != item.start {
            try updateTime(for: id, to: time)
        }
        return time
    }

    /// Sets an item's ``GanttChartItemSettings/isHighlighted`` (`nil` defers
    /// to the chart). Derived state: `hasChanged` stays and the behavior is
    /// not applied.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``.
    public func updateHighlight(for id: GanttChartItem.ID, to isHighlighted: Bool?) throws(GanttChartValidationError) {
        var item = try existingItem(id)
        let old = item.settings.isHighlighted
        guard old != isHighlighted else { return }
        item.settings.isHighlighted = isHighlighted
        try source.updateItem(item)
        report(.itemHighlight(id, from: old, to: isHighlighted))
    }

    /// Sets a dependency's ``GanttChartDependencySettings/isHighlighted``
    /// (`nil` defers to the chart). Derived state: `hasChanged` stays and the
    /// behavior is not applied.
    /// - Throws: ``GanttChartValidationError/missingDependency(_:)``.
    public func updateHighlight(forDependency id: GanttChartDependency.ID, to isHighlighted: Bool?) throws(GanttChartValidationError) {
        guard var dependency = source.dependency(withID: id) else { throw .missingDependency(id) }
        let old = dependency.settings.isHighlighted
        guard old != isHighlighted else { return }
        dependency.settings.isHighlighted = isHighlighted
        try source.updateDependency(dependency)
        report(.dependencyHighlight(id, from: old, to: isHighlighted))
    }

    /// Sets one of an item's baselines (its planned time, drawn beside the bar).
    /// - Parameters:
    ///   - id: The item.
    ///   - number: The baseline, ``GanttChartItem/baselineNumbers`` (0 by default).
    ///   - baseline: The planned time; `nil` clears the baseline.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``,
    ///   ``GanttChartValidationError/baselineNumberOutOfRange(item:number:)``.
    public func updateBaseline(for id: GanttChartItem.ID, number: Int = 0, to baseline: TimeRange?) throws(GanttChartValidationError) {
        var item = try existingItem(id)
        guard GanttChartItem.baselineNumbers.contains(number) else { throw .baselineNumberOutOfRange(item: id, number: number) }
        let old = item.baselines[number]
        guard old != baseline else { return }
        item.baselines[number] = baseline
        item.hasChanged = true
        try source.updateItem(item)
        report(.baseline(id, number: number, from: old, to: baseline))
    }

    /// Applies ``behavior`` to the whole collection, e.g. after the source
    /// was replaced or the behavior's settings changed.
    public func applyBehavior() {
        runBehavior(after: nil)
    }

    func runBehavior(after change: GanttChartEdit?) {
        runBehavior(afterAll: change.map { [$0] } ?? [])
    }

    /// Runs the behavior once after several edits made while it was
    /// suspended (a deletion of many items: summaries span what is left once,
    /// not once per item).
    func runBehavior(afterAll changes: [GanttChartEdit]) {
        guard let behavior, !isApplyingBehavior, behaviorSuspensions == 0 else { return }
        isApplyingBehavior = true
        defer { isApplyingBehavior = false }
        behavior.apply(in: self, after: changes)
    }

    // MARK: Reporting edits

    /// Tells the recordings in progress and the observer about an edit the
    /// manager made (after it is stored).
    func report(_ edit: GanttChartEdit) {
        for index in recordings.indices { recordings[index].append(edit) }
        observer?.itemManager(self, didApply: edit)
    }

    /// Runs `body` and returns every edit the manager made meanwhile, in
    /// order, including those of its behavior: the one way to learn what an
    /// action changed (no snapshot, no diff).
    ///
    /// When `body` throws, the edits it made are undone (their inverses
    /// applied in reverse order, without the behavior) before the error is
    /// rethrown, so a multi-step action either happens whole or not at all.
    /// - Returns: The edits, in the order they were made.
    /// - Complexity: O(e) for the e edits made, plus what `body` costs.
    public func recordingEdits<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) -> [GanttChartEdit] {
        recordings.append([])
        do {
            try body()
        } catch {
            let made = recordings.popLast() ?? []
            applyWithoutBehavior(made.reversed().map(\.inverse))
            throw error
        }
        return recordings.popLast() ?? []
    }

    /// Applies `edits` in order with the behavior switched off (they hold its
    /// cascade already), skipping any that no longer applies.
    /// - Returns: The edits that were applied.
    @discardableResult
    public func applyWithoutBehavior(_ edits: [GanttChartEdit]) -> [GanttChartEdit] {
        behaviorSuspensions += 1
        defer { behaviorSuspensions -= 1 }
        var applied: [GanttChartEdit] = []
        for edit in edits {
            do {
                try perform(edit)
                applied.append(edit)
            } catch {
                continue
            }
        }
        return applied
    }

    /// Re-reads the source after it was replaced or edited directly: finds
    /// unused ids again and tells the observer.
    /// - Complexity: O(n + m).
    public func collectionDidChange() {
        refreshIdentifiers()
        observer?.collectionDidChange()
    }

    /// Clears `hasChanged` on every item and dependency.
    /// - Complexity: O(n + m).
    public func acceptChanges() {
        source.acceptChanges()
    }

    private func existingItem(_ id: GanttChartItem.ID) throws(GanttChartValidationError) -> GanttChartItem {
        guard let item = source.item(withID: id) else { throw .missingItem(id) }
        return item
    }

    func refreshIdentifiers() {
        nextItemID = Swift.max(nextItemID, (source.maximumItemID?.rawValue ?? -1) &+ 1)
        nextDependencyID = Swift.max(nextDependencyID, (source.maximumDependencyID?.rawValue ?? -1) &+ 1)
    }
}
