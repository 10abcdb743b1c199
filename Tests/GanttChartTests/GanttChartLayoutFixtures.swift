import Foundation
import GanttChart
import TimelineCore
import TimelineGraphics

/// A day in March 2025 at `hour`.
func march(_ day: Int, _ hour: Int = 0) -> Time {
    Time(year: 2025, month: 3, day: day, hour: hour)
}

/// A realistic small project: a summary, tasks with resources, milestones and links.
func sampleProject() throws -> GanttChartItemSource {
    func task(_ id: Int, _ label: String, row: Int, _ start: Time, _ finish: Time, completion: Double = 0,
              type: GanttChartItem.ItemType = .standard, attachment: String? = nil) -> GanttChartItem {
        GanttChartItem(id: GanttChartItem.ID(id), label: label, row: row, time: TimeRange(start..<finish),
                       completion: completion, type: type, attachment: attachment, details: "\(label) (#\(id))")
    }
    let items = [
        task(1, "Website relaunch", row: 0, march(3, 8), march(21, 16), completion: 0.45, type: .summary),
        task(2, "Design", row: 1, march(3, 8), march(7, 16), completion: 1, attachment: "Anna"),
        task(3, "Content", row: 2, march(5, 8), march(12, 16), completion: 0.6, attachment: "Ben, Carla"),
        task(4, "Design review", row: 3, march(7, 16), march(7, 16), type: .milestone),
        task(5, "Development", row: 4, march(10, 8), march(19, 16), completion: 0.3, attachment: "Dev team"),
        task(6, "Testing", row: 5, march(17, 8), march(21, 16), attachment: "QA"),
        task(7, "Launch", row: 6, march(21, 16), march(21, 16), type: .milestone),
    ]
    let dependencies = [
        GanttChartDependency(id: 1, from: 2, to: 4),
        GanttChartDependency(id: 2, from: 4, to: 5),
        GanttChartDependency(id: 3, from: 3, to: 6, type: .fromFinishToStart),
        GanttChartDependency(id: 4, from: 5, to: 6, type: .fromStartToStart),
        GanttChartDependency(id: 5, from: 6, to: 7),
    ]
    return try GanttChartItemSource(items: items, dependencies: dependencies)
}

/// A configuration with a fixed timeline starting Monday 2025-03-03 (x = 0 there).
func fixedConfiguration(hourWidth: Double = 2.5, days: Int = 28) -> GanttChartConfiguration {
    var configuration = GanttChartConfiguration()
    configuration.hourWidth = hourWidth
    configuration.scrollableTimeline = TimeRange(march(3)..<march(3).adding(days: days))
    return configuration
}
