/// The constraint of an item, asked for each item when auto-scheduling runs;
/// `nil` for none. A constraint in the behavior's ``GanttChartItemConstraintSet``
/// wins over the source.
///
/// ```swift
/// let source: GanttChartItemConstraintSource = { $0 == 4 ? .startNoEarlierThan(wednesday10) : nil }
/// manager.behavior = GanttChartItemBehaviorSet.classic(constraintProvider: source)
/// ```
public typealias GanttChartItemConstraintSource = (GanttChartItem.ID) -> GanttChartItemConstraint?
