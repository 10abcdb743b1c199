public import ProjectScheduling
public import TimelineCore

/// The engine's result mapped back to a chart's items: slack, the critical
/// path (shown with ``GanttChartItemSettings/isHighlighted`` and
/// ``GanttChartDependencySettings/isHighlighted``) and baselines.
///
/// ```swift
/// let analysis = GanttChartScheduleAnalysis(manager: manager, hierarchy: hierarchy)
/// analysis.criticalItemIDs                    // [1, 3, 5]
/// analysis.highlightCriticalPath(in: manager) // observer hears each change
/// GanttChartScheduleAnalysis.saveBaseline(in: manager)
/// ```
public struct GanttChartScheduleAnalysis: Sendable {
    /// The engine's result.
    public let result: ProjectScheduleResult

    /// Wraps a result.
    public init(result: ProjectScheduleResult) {
        self.result = result
    }

    /// Schedules the manager's items (see
    /// ``ProjectPlan/init(manager:hierarchy:constraints:lags:start:)``) and
    /// wraps the result.
    public init(
        manager: GanttChartItemManager,
        hierarchy: GanttChartItemHierarchy = GanttChartItemHierarchy(),
        constraints: GanttChartItemConstraintSet = GanttChartItemConstraintSet(),
        lags: GanttChartDependencyLagSet = GanttChartDependencyLagSet(),
        projectStart: Time? = nil
    ) {
        result = ProjectScheduler.schedule(ProjectPlan(manager: manager, hierarchy: hierarchy, constraints: constraints, lags: lags, start: projectStart))
    }

    /// The critical items (summaries excluded), ascending.
    public var criticalItemIDs: [GanttChartItem.ID] { result.criticalTaskIDs.map(\.itemID) }

    /// Whether an item is critical.
    /// - Complexity: O(log n).
    public func isCritical(_ id: GanttChartItem.ID) -> Bool { result[id.taskID]?.isCritical ?? false }

    /// Whether a dependency is on the critical path: both of its items are
    /// critical and neither is a summary.
    /// - Complexity: O(log n).
    public func isCritical(_ dependency: GanttChartDependency) -> Bool {
        guard let from = result[dependency.from.taskID], let to = result[dependency.to.taskID] else { return false }
        return from.isCritical && to.isCritical && !from.isSummary && !to.isSummary
    }

    /// The total slack of an item in working seconds, or `nil` if unknown.
    public func totalSlack(of id: GanttChartItem.ID) -> Double? { result[id.taskID]?.totalSlack }

    /// Highlights the critical items and dependencies (`settings.isHighlighted
    /// = true`) and clears the highlight of the others (`nil`, deferring to
    /// the chart), through the manager (the observer hears each change with
    /// the old value).
    /// - Complexity: O((n + m) log n).
    public func highlightCriticalPath(in manager: GanttChartItemManager) {
        for item in manager.source.items.sorted(by: { $0.id < $1.id }) {
            let critical = result[item.id.taskID].map { $0.isCritical && !$0.isSummary } ?? false
            try? manager.updateHighlight(for: item.id, to: critical ? true : nil)
        }
        for dependency in manager.source.dependencies {
            try? manager.updateHighlight(forDependency: dependency.id, to: isCritical(dependency) ? true : nil)
        }
    }

    /// The items whose total slack is at most `threshold` working seconds
    /// (summaries excluded), ascending: the critical path as Microsoft
    /// Project draws it with "tasks are critical if slack is less than or
    /// equal to". With a threshold of 0 these are ``criticalItemIDs``.
    /// - Parameter threshold: The slack, in working seconds, up to which an item is critical.
    /// - Complexity: O(n).
    public func criticalItemIDs(slackThreshold threshold: Double) -> [GanttChartItem.ID] {
        guard threshold > 0 else { return criticalItemIDs }
        return result.tasks.filter { !$0.isSummary && ($0.isCritical || $0.totalSlack <= threshold) }.map(\.id.itemID)
    }

    /// Whether an item is critical with a slack threshold (see ``criticalItemIDs(slackThreshold:)``).
    /// - Complexity: O(log n).
    public func isCritical(_ id: GanttChartItem.ID, slackThreshold threshold: Double) -> Bool {
        guard let task = result[id.taskID], !task.isSummary else { return false }
        return task.isCritical || task.totalSlack <= threshold
    }

    /// Whether a dependency joins two items that are critical with a slack
    /// threshold (see ``criticalItemIDs(slackThreshold:)``).
    /// - Complexity: O(log n).
    public func isCritical(_ dependency: GanttChartDependency, slackThreshold threshold: Double) -> Bool {
        isCritical(dependency.from, slackThreshold: threshold) && isCritical(dependency.to, slackThreshold: threshold)
    }

    /// Every item's total slack in working seconds, for
    /// ``GanttChartConfiguration/totalSlack`` (summaries and items the engine
    /// did not schedule are left out).
    /// - Complexity: O(n).
    public var totalSlacks: [GanttChartItem.ID: Double] {
        var slacks: [GanttChartItem.ID: Double] = [:]
        slacks.reserveCapacity(result.tasks.count)
        for task in result.tasks where !task.isSummary { slacks[task.id.itemID] = task.totalSlack }
        return slacks
    }

    /// Sets one baseline of every item to its current time, through the
    /// manager (the observer hears each change; one undoable batch when
    /// recorded with ``GanttChartItemManager/recordingEdits(_:)``).
    /// - Parameters:
    ///   - manager: The items' manager.
    ///   - number: The baseline, ``GanttChartItem/baselineNumbers`` (0 by
    ///     default); other numbers change nothing.
    /// - Complexity: O(n log n).
    public static func saveBaseline(in manager: GanttChartItemManager, number: Int = 0) {
        guard GanttChartItem.baselineNumbers.contains(number) else { return }
        for item in manager.source.items.sorted(by: { $0.id < $1.id }) {
            try? manager.updateBaseline(for: item.id, number: number, to: item.time)
        }
    }

    /// Clears one baseline of every item, through the manager.
    /// - Parameters:
    ///   - manager: The items' manager.
    ///   - number: The baseline, ``GanttChartItem/baselineNumbers``; other numbers change nothing.
    /// - Complexity: O(n log n).
    public static func clearBaseline(in manager: GanttChartItemManager, number: Int) {
        guard GanttChartItem.baselineNumbers.contains(number) else { return }
        for item in manager.source.items.sorted(by: { $0.id < $1.id }) where item.baselines[number] != nil {
            try? manager.updateBaseline(for: item.id, number: number, to: nil)
        }
    }
}
