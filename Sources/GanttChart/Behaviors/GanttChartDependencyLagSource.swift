/// The lag of a dependency, asked for each dependency when auto-scheduling
/// runs; `nil` for none. A lag in the behavior's ``GanttChartDependencyLagSet``
/// wins over the source.
///
/// ```swift
/// let source: GanttChartDependencyLagSource = { $0.type == .fromFinishToStart ? .working(4 * 3_600) : nil }
/// manager.behavior = GanttChartItemBehaviorSet.classic(autoSchedulingLagProvider: source)
/// ```
public typealias GanttChartDependencyLagSource = (GanttChartDependency) -> GanttChartDependencyLag?
