import Foundation
public import ProjectScheduling
public import TimelineCore

/// The resource view of a scheduled plan: one row per resource, its
/// assignments as bars over the assigned tasks' spans, and the daily loads
/// for a load histogram (``GanttChartResourceHistogram``). Laid out by
/// ``GanttChartResourceLayout`` with the Gantt chart's own layout, header
/// and time scale.
///
/// A bar's label is the task's name, followed by the units when they are
/// not 100 % ("API (50 %)"; "Front end (4 pcs)" for a material resource).
///
/// ```swift
/// let schedule = ProjectScheduler.schedule(plan)
/// let view = GanttChartResourceView(plan: plan, schedule: schedule) { names[$0] ?? "" }
/// view.rows.count                       // one per resource
/// view.bars.first?.semanticID           // "assignment:4:2"
/// ```
public struct GanttChartResourceView: Sendable {
    /// One row: a resource.
    public struct Row: Sendable, Hashable {
        /// The resource.
        public var resource: ProjectResource.ID
        /// The resource's name (its id when it has none).
        public var name: String
        /// Work, material or cost.
        public var kind: ProjectResource.Kind
        /// The resource's max units (work resources).
        public var maxUnits: Double

        /// The row header's semantic id, `resource:<id>`.
        public var semanticID: String { "resource:\(resource.rawValue)" }
    }

    /// One bar: an assignment over its task's span.
    public struct Bar: Sendable, Hashable {
        /// The assigned task.
        public var task: ProjectPlan.TaskID
        /// The resource (the bar's row is the resource's).
        public var resource: ProjectResource.ID
        /// The row, index into ``GanttChartResourceView/rows``.
        public var row: Int
        /// The task's span, half-open.
        public var time: TimeRange
        /// The units of the assignment (1 = 100 %; a quantity for material).
        public var units: Double
        /// The task's name, with the units when they are not 100 %.
        public var label: String

        /// The bar's semantic id, `assignment:<task>:<resource>`.
        public var semanticID: String { "assignment:\(task.rawValue):\(resource.rawValue)" }
    }

    /// The rows, one per resource in the plan's order.
    public var rows: [Row]
    /// The bars, by row then start.
    public var bars: [Bar]
    /// The daily loads of the work resources
    /// (``ProjectScheduling/ProjectLeveler/resourceLoads(in:schedule:period:)``).
    public var loads: [ProjectResourceLoad]
    /// The weekly loads of the work resources, weeks starting on the first
    /// weekday given to ``init(plan:schedule:firstWeekday:taskName:)``.
    public var weeklyLoads: [ProjectResourceLoad]

    /// Creates the view of `plan` scheduled as `schedule`.
    /// - Parameters:
    ///   - plan: The plan with its resources and assignments.
    ///   - schedule: Its schedule (``ProjectScheduling/ProjectScheduler/schedule(_:)``
    ///     or a leveling result's schedule).
    ///   - firstWeekday: The day weeks start on, for ``weeklyLoads``; Monday by default.
    ///   - taskName: The name of a task (the label of the item it was made from).
    /// - Complexity: O(a log a) for a assignments, plus the loads' working-time operations.
    public init(plan: ProjectPlan, schedule: ProjectScheduleResult, firstWeekday: Weekday = .monday,
                taskName: (ProjectPlan.TaskID) -> String) {
        var rowOf: [ProjectResource.ID: Int] = [:]
        var rows: [Row] = []
        for resource in plan.resources where rowOf[resource.id] == nil {
            rowOf[resource.id] = rows.count
            rows.append(Row(resource: resource.id, name: resource.name.isEmpty ? "Resource \(resource.id.rawValue)" : resource.name,
                            kind: resource.kind, maxUnits: resource.maxUnits))
        }
        let material = Dictionary(plan.resources.map { ($0.id, $0.materialLabel) }, uniquingKeysWith: { first, _ in first })
        var bars: [Bar] = []
        for assignment in plan.assignments {
            guard let row = rowOf[assignment.resource], let task = schedule[assignment.task] else { continue }
            let kind = rows[row].kind
            var label = taskName(assignment.task)
            if kind == .material {
                let quantity = Self.number(assignment.units)
                let unit = material[assignment.resource].flatMap { $0 }.map { " \($0)" } ?? ""
                label += " (\(quantity)\(unit))"
            } else if kind == .work, assignment.units != 1 {
                label += " (\(Self.number(assignment.units * 100)) %)"
            }
            bars.append(Bar(task: assignment.task, resource: assignment.resource, row: row, time: task.time,
                            units: assignment.units, label: label))
        }
        bars.sort { ($0.row, $0.time.start, $0.task) < ($1.row, $1.time.start, $1.task) }
        self.rows = rows
        self.bars = bars
        loads = ProjectLeveler.resourceLoads(in: plan, schedule: schedule)
        weeklyLoads = ProjectLeveler.resourceLoads(in: plan, schedule: schedule, period: .week(startingOn: firstWeekday))
    }

    /// The row of `resource`, or `nil`.
    /// - Complexity: O(r) in the rows.
    public func row(of resource: ProjectResource.ID) -> Int? { rows.firstIndex { $0.resource == resource } }

    /// A number with at most two decimals and no trailing zeros ("50", "12.5").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "\(value)" }
        let whole = hundredths / 100
        if whole == whole.rounded() { return String(Int64(whole)) }
        var text = String(format: "%.2f", whole)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
