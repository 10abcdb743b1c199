/// Keeps items consistent after edits: applied by a ``GanttChartItemManager``
/// after every edit made through it (``GanttChartItemManager/behavior``) and
/// on demand (``GanttChartItemManager/applyBehavior()``).
///
/// A behavior edits items through the manager's methods, so the manager's
/// observer sees every change with its original value; the manager does not
/// re-apply the behavior to the behavior's own edits.
///
/// ```swift
/// manager.behavior = GanttChartItemBehaviorSet.classic(hierarchy: hierarchy)
/// try manager.updateTime(for: 1, to: later)   // successors and summaries follow
/// ```
public protocol GanttChartItemBehavior: AnyObject {
    /// Applies the behavior.
    /// - Parameters:
    ///   - manager: The manager to edit through.
    ///   - changes: What just changed; empty when applied on demand to everything.
    func apply(in manager: GanttChartItemManager, after changes: [GanttChartEdit])
}
