/// Several behaviors applied in order, each seeing the same changes.
///
/// ```swift
/// manager.behavior = GanttChartItemBehaviorSet([GanttChartItemColumnBehavior(), constraintBehavior])
/// ```
public final class GanttChartItemBehaviorSet: GanttChartItemBehavior {
    /// The behaviors, applied first to last.
    public var behaviors: [any GanttChartItemBehavior]

    /// Creates a set.
    /// - Parameter behaviors: The behaviors, applied first to last.
    public init(_ behaviors: [any GanttChartItemBehavior]) {
        self.behaviors = behaviors
    }

    /// Applies every behavior in order.
    /// - Complexity: The sum of the behaviors' costs.
    public func apply(in manager: GanttChartItemManager, after changes: [GanttChartItemChange]) {
        for behavior in behaviors { behavior.apply(in: manager, after: changes) }
    }

    /// The classic project behavior: a hierarchy (moving a summary moves its
    /// children; summaries span their children) followed by auto-scheduling
    /// with constraints and lags (successors follow predecessors, summaries
    /// are rolled up by the engine). Moving a summary therefore moves the
    /// children without predecessors of their own; linked children stay
    /// where their links put them.
    /// - Parameters:
    ///   - hierarchy: Parent → children.
    ///   - constraints: Constraints and deadlines per item.
    ///   - lags: Lags per dependency.
    /// - Returns: `[hierarchical, autoScheduling]`.
    public static func classic(
        hierarchy: GanttChartItemHierarchy = GanttChartItemHierarchy(),
        constraints: GanttChartItemConstraintSet = GanttChartItemConstraintSet(),
        lags: GanttChartDependencyLagSet = GanttChartDependencyLagSet()
    ) -> GanttChartItemBehaviorSet {
        GanttChartItemBehaviorSet([
            GanttChartItemHierarchicalBehavior(hierarchy: hierarchy),
            GanttChartItemAutoSchedulingBehavior(hierarchy: hierarchy, constraints: constraints, lags: lags),
        ])
    }
}
