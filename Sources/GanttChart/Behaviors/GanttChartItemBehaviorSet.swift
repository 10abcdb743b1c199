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
    public func apply(in manager: GanttChartItemManager, after changes: [GanttChartEdit]) {
        for behavior in behaviors { behavior.apply(in: manager, after: changes) }
    }

    /// The classic project behavior: a hierarchy (moving a summary moves its
    /// children; summaries span their children) followed by auto-scheduling
    /// with constraints and lags (successors follow predecessors, summaries
    /// are rolled up by the engine). Moving a summary therefore moves the
    /// children without predecessors of their own; linked children stay
    /// where their links put them.
    ///
    /// ```swift
    /// manager.behavior = GanttChartItemBehaviorSet.classic(
    ///     hierarchy: GanttChartItemHierarchy([10: [1, 2]]),
    ///     constraints: GanttChartItemConstraintSet([2: .startNoEarlierThan(wednesday10)]),
    ///     lags: GanttChartDependencyLagSet([1: .working(4 * 3_600)]))
    /// ```
    /// - Parameters:
    ///   - hierarchy: Parent → children (pass `GanttChartItemHierarchy()` for none).
    ///   - constraints: Constraints and deadlines per item.
    ///   - lags: Lags per dependency.
    /// - Returns: `[hierarchical, autoScheduling]`.
    public static func classic(
        hierarchy: GanttChartItemHierarchy,
        constraints: GanttChartItemConstraintSet = GanttChartItemConstraintSet(),
        lags: GanttChartDependencyLagSet = GanttChartDependencyLagSet()
    ) -> GanttChartItemBehaviorSet {
        GanttChartItemBehaviorSet([
            GanttChartItemHierarchicalBehavior(hierarchy: hierarchy),
            GanttChartItemAutoSchedulingBehavior(hierarchy: hierarchy, constraints: constraints, lags: lags),
        ])
    }

    /// The classic project behavior with every option of the reference
    /// component: the hierarchy, lags and constraints come from functions
    /// (asked on every run), and auto-scheduling is tuned by three switches.
    /// Relations, lags and constraints added later through the manager's
    /// shortcuts (``GanttChartItemManager/setLag(_:for:)``…) are kept in the
    /// behaviors' sets and win over the functions.
    ///
    /// ```swift
    /// let outline: [GanttChartItem.ID: [GanttChartItem.ID]] = [10: [1, 2]]
    /// manager.behavior = GanttChartItemBehaviorSet.classic(
    ///     hierarchyProvider: { outline[$0] ?? [] },
    ///     autoSchedulingApplyingToUpdatingItems: false,    // a dragged linked item stays where it is dropped
    ///     autoSchedulingLagProvider: { _ in .working(2 * 3_600) },
    ///     constraintProvider: { $0 == 2 ? .startNoEarlierThan(wednesday10) : nil })
    /// ```
    /// - Parameters:
    ///   - hierarchyProvider: The children of each item; none by default.
    ///   - autoSchedulingApplyingToUpdatingItems: Whether an edited linked
    ///     item is placed again by its predecessors (`true`) or keeps the
    ///     user's dates (see ``GanttChartItemAutoSchedulingBehavior/appliesToUpdatingItems``).
    ///   - autoSchedulingAggregatingSources: Whether a linked item follows all
    ///     of its predecessors (`true`) or only those that changed (see
    ///     ``GanttChartItemAutoSchedulingBehavior/aggregatesSources``).
    ///   - autoSchedulingLagProvider: The lag of each dependency; none by default.
    ///   - constraintProvider: The constraint of each item; none by default.
    ///   - preservingDurations: Whether moved items keep their working
    ///     duration (`true`) or their elapsed length (see
    ///     ``GanttChartItemAutoSchedulingBehavior/preservesDurations``).
    /// - Returns: `[hierarchical, autoScheduling]`.
    public static func classic(
        hierarchyProvider: GanttChartItemHierarchySource? = nil,
        autoSchedulingApplyingToUpdatingItems: Bool = true,
        autoSchedulingAggregatingSources: Bool = true,
        autoSchedulingLagProvider: GanttChartDependencyLagSource? = nil,
        constraintProvider: GanttChartItemConstraintSource? = nil,
        preservingDurations: Bool = true
    ) -> GanttChartItemBehaviorSet {
        let hierarchical = GanttChartItemHierarchicalBehavior(hierarchy: GanttChartItemHierarchy())
        hierarchical.childrenSource = hierarchyProvider
        return GanttChartItemBehaviorSet([
            hierarchical,
            GanttChartItemAutoSchedulingBehavior(
                hierarchySource: hierarchyProvider, constraintSource: constraintProvider, lagSource: autoSchedulingLagProvider,
                appliesToUpdatingItems: autoSchedulingApplyingToUpdatingItems, aggregatesSources: autoSchedulingAggregatingSources,
                preservesDurations: preservingDurations),
        ])
    }
}
