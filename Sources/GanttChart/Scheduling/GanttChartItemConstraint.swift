public import ProjectScheduling

/// A date constraint on an item, as in Microsoft Project: the scheduling
/// module's ``ProjectTaskConstraint`` under the Gantt chart's name.
public typealias GanttChartItemConstraint = ProjectTaskConstraint
