public import GanttChart
public import ProjectScheduling
import TimelineCore
import TimelineGraphics

extension ResolvedTimelineDocument {
    /// The resource view of the document's plan as
    /// ``ProjectScheduling/ProjectScheduler`` schedules it (effort-driven
    /// durations, resource calendars; what `timelinekit schedule` prints):
    /// one row per resource, its assignments as bars labelled with the
    /// items' labels, and the resources' daily and weekly loads.
    ///
    /// ```swift
    /// let resolved = try TimelineDocument(contentsOf: url).resolve()
    /// let view = resolved.resourceView()
    /// let scene = try resolved.wholeChartScene(of: view, histogram: GanttChartResourceHistogram())
    /// ```
    /// - Parameter schedule: The schedule to show (a leveling result's, say);
    ///   `nil` schedules ``projectPlan()``.
    /// - Returns: The view; no rows when the document has no resources.
    public func resourceView(schedule: ProjectScheduleResult? = nil) -> GanttChartResourceView {
        let plan = projectPlan()
        let configuration = chartConfiguration()
        let source = itemSource
        return GanttChartResourceView(plan: plan, schedule: schedule ?? ProjectScheduler.schedule(plan),
                                      firstWeekday: configuration.resolvedFirstWeekday) { task in
            source.item(withID: task.itemID)?.label ?? "Task \(task.rawValue)"
        }
    }

    /// The whole resource view laid out for export with the document's
    /// settings (zoom, header, theme), a load histogram under it when given.
    /// - Parameters:
    ///   - view: The view (``resourceView(schedule:)``).
    ///   - histogram: The load histogram, or `nil`.
    ///   - limits: The largest drawing allowed.
    /// - Returns: The scene; the document's title is its accessibility label.
    /// - Throws: ``GanttChart/GanttChartExportLimitError`` when the chart is too large.
    public func wholeChartScene(of view: GanttChartResourceView, histogram: GanttChartResourceHistogram? = nil,
                                limits: GanttChartExportLimits = .standard) throws(GanttChartExportLimitError) -> GanttChartScene {
        let configuration = chartConfiguration()
        var scene = try GanttChartResourceLayout.wholeChartScene(for: view, configuration: configuration,
                                                                 style: chartStyle(for: configuration), histogram: histogram, limits: limits)
        if let title = settings.title { scene.displayList.accessibilityLabel = "\(title): resources" }
        return scene
    }
}
