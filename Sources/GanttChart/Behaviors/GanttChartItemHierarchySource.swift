/// The children of an item, asked for each item when a behavior is applied
/// (an empty array for a leaf): a hierarchy kept outside the chart, e.g. in
/// an outline.
///
/// ```swift
/// let outline: [GanttChartItem.ID: [GanttChartItem.ID]] = [10: [1, 2]]
/// let source: GanttChartItemHierarchySource = { outline[$0] ?? [] }
/// manager.behavior = GanttChartItemBehaviorSet.classic(hierarchyProvider: source)
/// ```
public typealias GanttChartItemHierarchySource = (GanttChartItem.ID) -> [GanttChartItem.ID]
