public import TimelineGraphics

/// The roles of a resource load histogram (see ``GanttChartResourceHistogram``).
extension ElementRole {
    /// A period's load within what the resource has (`histogram:<resource>:<period start>`).
    public static let resourceLoad: ElementRole = "resourceLoad"
    /// A period's load beyond what the resource has, drawn in the theme's red
    /// (`histogram:<resource>:<period start>`, as ``resourceLoad``).
    public static let overallocation: ElementRole = "overallocation"
}
