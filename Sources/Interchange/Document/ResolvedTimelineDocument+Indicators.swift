public import GanttChart
import ProjectScheduling
import TimelineCore

extension ResolvedTimelineDocument {
    /// Sets what the document shows beside the bars on `configuration`: the
    /// drawn baseline, date markers, the status date of the progress line,
    /// the items' deadlines and, with `showSlack`, their total slack (from
    /// ``GanttChart/GanttChartScheduleAnalysis`` of ``projectPlan()``).
    /// ``chartConfiguration()`` calls it.
    /// - Parameter configuration: The configuration to complete.
    /// - Complexity: O(1) without `showSlack`; a schedule of the plan with it.
    public func applyIndicators(to configuration: inout GanttChartConfiguration) {
        configuration.shownBaseline = settings.shownBaseline
        configuration.dateMarkers = settings.markers
        configuration.statusDate = settings.statusDate
        let deadlines = constraints.deadlines
        configuration.deadline = deadlines.isEmpty ? nil : { @Sendable id in deadlines[id] }
        configuration.showsSlackBars = settings.showsSlack
        if settings.showsSlack {
            let slacks = scheduleAnalysis().totalSlacks
            configuration.totalSlack = { @Sendable id in slacks[id] }
        }
    }

    /// The schedule analysis of the document's plan (slack and the critical
    /// path; see ``projectPlan()``).
    /// - Returns: The analysis.
    /// - Complexity: One schedule of the plan.
    public func scheduleAnalysis() -> GanttChartScheduleAnalysis {
        GanttChartScheduleAnalysis(result: ProjectScheduler.schedule(projectPlan()))
    }
}
