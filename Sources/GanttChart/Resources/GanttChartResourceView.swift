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
/// Assignments of one resource that overlap in time stack in lanes, so that
/// no bar hides another: a row has as many lanes as it needs (see
/// ``lanes(for:)``), and the chart draws each lane as one line of the
/// row, so a row with three lanes is three lines tall.
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
        /// How many lanes the row's bars need (at least 1): overlapping bars stack in lanes.
        public var laneCount = 1
        /// The chart line of the row's first lane: the lanes of all rows before it.
        public var firstLine = 0

        /// The chart lines of the row's lanes, `firstLine..<firstLine + laneCount`.
        public var lines: Range<Int> { firstLine..<(firstLine + laneCount) }

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
        /// The lane in the row (0 is the top one; see ``GanttChartResourceView/lanes(for:)``).
        public var lane = 0
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
    /// The number of chart lines: the lanes of all rows.
    public var lineCount: Int { rows.last.map { $0.firstLine + $0.laneCount } ?? 0 }
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
        // Lanes within each row; rows follow each other line by line.
        var begin = 0
        while begin < bars.count {
            var end = begin
            while end < bars.count, bars[end].row == bars[begin].row { end += 1 }
            let lanes = Self.lanes(for: bars[begin..<end].map(\.time))
            for (offset, lane) in lanes.enumerated() { bars[begin + offset].lane = lane }
            rows[bars[begin].row].laneCount = (lanes.max() ?? 0) + 1
            begin = end
        }
        var line = 0
        for index in rows.indices {
            rows[index].firstLine = line
            line += rows[index].laneCount
        }
        self.rows = rows
        self.bars = bars
        loads = ProjectLeveler.resourceLoads(in: plan, schedule: schedule)
        weeklyLoads = ProjectLeveler.resourceLoads(in: plan, schedule: schedule, period: .week(startingOn: firstWeekday))
    }

    /// The chart line of a bar: its row's first line plus its lane.
    /// - Parameter bar: One of ``bars``.
    /// - Returns: The line the chart draws it on.
    public func line(of bar: Bar) -> Int { rows[bar.row].firstLine + bar.lane }

    /// The row and lane drawn on chart line `line`, or `nil` past the last line.
    /// - Parameter line: A chart line.
    /// - Returns: The row's index in ``rows`` and the lane.
    /// - Complexity: O(log r) in the rows.
    public func row(atLine line: Int) -> (row: Int, lane: Int)? { Self.row(atLine: line, in: rows) }

    /// ``row(atLine:)`` in `rows` (laid out one after the other).
    static func row(atLine line: Int, in rows: [Row]) -> (row: Int, lane: Int)? {
        guard let last = rows.last, line >= 0, line < last.firstLine + last.laneCount else { return nil }
        var low = 0, high = rows.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if rows[mid].firstLine <= line { low = mid } else { high = mid }
        }
        return (low, line - rows[low].firstLine)
    }

    /// The lanes of one row's bars: each span, in order of start (then
    /// position), takes the first lane where it overlaps no span already
    /// placed. Spans are half-open, so a bar that starts where another
    /// finishes shares its lane; the result is the fewest lanes possible.
    /// - Parameter spans: The bars' spans, in any order.
    /// - Returns: The lane of each span, in `spans`' order (0 is the top lane).
    /// - Complexity: O(b log b + b × l) for b spans and l lanes.
    public static func lanes(for spans: [TimeRange]) -> [Int] {
        let order = spans.indices.sorted { spans[$0].start != spans[$1].start ? spans[$0].start < spans[$1].start : $0 < $1 }
        var laneFinish: [Time] = []
        var lanes = [Int](repeating: 0, count: spans.count)
        for index in order {
            let span = spans[index]
            if let free = laneFinish.firstIndex(where: { $0 <= span.start }) {
                lanes[index] = free
                laneFinish[free] = span.finish
            } else {
                lanes[index] = laneFinish.count
                laneFinish.append(span.finish)
            }
        }
        return lanes
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
