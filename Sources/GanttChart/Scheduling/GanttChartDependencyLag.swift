public import ProjectScheduling

/// The lag of a dependency (negative for a lead): the scheduling module's
/// ``ProjectLinkLag`` under the Gantt chart's name.
public typealias GanttChartDependencyLag = ProjectLinkLag
