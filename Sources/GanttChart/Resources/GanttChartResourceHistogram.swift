import Foundation
public import ProjectScheduling
public import TimelineCore
import TimelineGraphics

/// A load histogram drawn under a Gantt chart or a resource view, in the same
/// display list, on the chart's time axis: per day or week, a column for each
/// period's allocated units, relative to the resource's max units (100 % of
/// what it has, a dashed line). All lanes share one scale, from 0 to 1.12 ×
/// the highest utilization drawn (at least 100 %, at most 400 %), so equal
/// loads look equal in every lane; over-allocated periods are drawn in the
/// theme's red (the critical path's color,
/// ``GanttChartStyle/highlightedDependencyLineColor``).
///
/// The loads are ``ProjectScheduling/ProjectLeveler/resourceLoads(in:schedule:period:)``
/// (``GanttChartResourceView/loads`` and ``GanttChartResourceView/weeklyLoads``):
/// the same booking that over-allocation detection and leveling use. A week
/// sums its loads and what the resource has on all its days, and is
/// over-allocated when one of its days is. The total lane sums the resources'
/// loads and capacities and is over-allocated when one resource is.
///
/// Ids: `histogram` (the band), `histogram:<lane>` (a lane, `<lane>` a
/// resource id or `total`), `histogram:<lane>:label`,
/// `histogram:<lane>:capacity` (the max-units line) and
/// `histogram:<lane>:<period start, ISO 8601>` for a column (role
/// ``TimelineGraphics/ElementRole/resourceLoad`` or
/// ``TimelineGraphics/ElementRole/overallocation``) with its `:value` text.
///
/// ```swift
/// var scene = GanttChartLayout.scene(for: source, in: viewport, configuration: configuration)
/// GanttChartResourceHistogram(subject: .total).append(to: &scene, view: resourceView, configuration: configuration, style: style)
/// ```
public struct GanttChartResourceHistogram: Sendable, Hashable {
    /// Whose load is drawn.
    public enum Subject: Sendable, Hashable {
        /// One lane per work resource, in the view's row order.
        case eachResource
        /// One lane for one resource.
        case resource(ProjectResource.ID)
        /// One lane for all work resources together: the sums of loads and
        /// capacities; a period is over-allocated when a resource is.
        case total
    }

    /// How long a column is.
    public enum Period: String, Sendable, Hashable, CaseIterable {
        /// Days when a day is at least ``GanttChartResourceHistogram/minimumDayWidth`` wide, else weeks.
        case automatic
        /// One column per day.
        case day
        /// One column per week (starting on the chart's first weekday).
        case week
    }

    /// Whose load is drawn; one lane per work resource by default.
    public var subject: Subject
    /// The column length; chosen by the zoom by default.
    public var period: Period
    /// The height of one lane, in points.
    public var laneHeight: Double
    /// The narrowest day drawn as its own column by ``Period/automatic``.
    public var minimumDayWidth: Double

    /// Creates histogram options.
    /// - Parameters:
    ///   - subject: Whose load is drawn.
    ///   - period: The column length.
    ///   - laneHeight: The height of one lane.
    ///   - minimumDayWidth: The narrowest day drawn as a column by ``Period/automatic``.
    public init(subject: Subject = .eachResource, period: Period = .automatic, laneHeight: Double = 64, minimumDayWidth: Double = 30) {
        self.subject = subject
        self.period = period
        self.laneHeight = laneHeight
        self.minimumDayWidth = minimumDayWidth
    }

    /// One lane: its key (a resource id or `total`), title and loads.
    struct Lane {
        var key: String
        var title: String
        var maxUnits: Double?
        var loads: [ProjectResourceLoad]
    }

    /// The lanes of `view`'s work resources that `subject` selects.
    func lanes(of view: GanttChartResourceView) -> [(key: String, title: String, maxUnits: Double?, resources: Set<ProjectResource.ID>)] {
        let work = view.rows.filter { $0.kind == .work }
        switch subject {
        case .eachResource:
            return work.map { ("\($0.resource.rawValue)", $0.name, $0.maxUnits, [$0.resource]) }
        case let .resource(id):
            return work.filter { $0.resource == id }.map { ("\($0.resource.rawValue)", $0.name, $0.maxUnits, [$0.resource]) }
        case .total:
            return work.isEmpty ? [] : [("total", "All resources", nil, Set(work.map(\.resource)))]
        }
    }

    /// The height the histogram adds under a chart of `view`.
    /// - Parameter view: The resources and loads.
    /// - Returns: The lanes' heights; 0 when no work resource is selected.
    public func height(for view: GanttChartResourceView) -> Double {
        Double(lanes(of: view).count) * max(0, laneHeight)
    }

    /// The period `period` resolves to on `scene`'s time axis.
    /// - Parameter scene: The chart the histogram goes under.
    /// - Returns: ``Period/day`` or ``Period/week``.
    public func resolvedPeriod(in scene: GanttChartScene) -> Period {
        guard period == .automatic else { return period }
        let start = scene.scrollableTimeline.start
        let dayWidth = (scene.timeAxis.x(for: start.adding(days: 7)) - scene.timeAxis.x(for: start)) / 7
        return dayWidth >= minimumDayWidth ? .day : .week
    }

    /// Draws the histogram under `scene`: the display list grows by
    /// ``height(for:)`` and gets a `histogram` group of lanes under the time
    /// area (labels under the row headers).
    /// - Parameters:
    ///   - scene: A laid-out Gantt chart or resource view; its size grows.
    ///   - view: The resources and their loads.
    ///   - configuration: The chart's configuration.
    ///   - style: The chart's style.
    /// - Complexity: O(l + p) for l loads and p periods drawn.
    public func append(to scene: inout GanttChartScene, view: GanttChartResourceView,
                       configuration: GanttChartConfiguration, style: GanttChartStyle) {
        let lanes = lanes(of: view)
        let height = Double(lanes.count) * max(0, laneHeight)
        guard height > 0 else { return }
        let top = scene.displayList.size.height
        let width = scene.displayList.size.width
        let band = Rect(x: 0, y: top, width: width, height: height)
        let content = Rect(x: scene.contentFrame.minX, y: top, width: max(0, width - scene.contentFrame.minX), height: height)
        let period = resolvedPeriod(in: scene)
        let visible = scene.visibleTimeline
        var elements: [DisplayElement] = [
            .rect(id: "histogram:background", role: .background, band, fill: style.background),
        ]
        if scene.rowHeaderWidth > 0 {
            elements.append(.rect(id: "histogram:headers", role: .background,
                                  Rect(x: 0, y: top, width: scene.rowHeaderWidth, height: height), fill: style.rowHeaderBackground))
        }
        // Loads per lane (a resource's, or the sums of all selected resources per period), and one
        // scale for every lane, so that equal loads draw equal columns and the max-units lines align.
        let laneLoads: [[ProjectResourceLoad]] = lanes.map { lane in
            var loads = (period == .week ? view.weeklyLoads : view.loads).filter { lane.resources.contains($0.resource) }
            if lane.resources.count > 1 { loads = Self.summed(loads) }
            return loads.filter { $0.period.finish > visible.start && $0.period.start < visible.finish }
        }
        let peak = laneLoads.joined().map { Swift.min($0.utilization, 4) }.max() ?? 0
        let scaleTop = Swift.max(1, peak) * 1.12
        let loadFill = style.standardBar.fill.withAlpha(0.55)
        let overFill = style.highlightedDependencyLineColor
        let labelFont = Font(size: 10)
        let valueFont = Font(size: 9, weight: .bold)
        for (index, lane) in lanes.enumerated() {
            let laneTop = top + Double(index) * laneHeight
            let laneRect = Rect(x: 0, y: laneTop, width: width, height: laneHeight)
            let shown = laneLoads[index]
            let plotTop = laneTop + 14, plotBottom = laneTop + laneHeight - 4
            let plotHeight = Swift.max(1, plotBottom - plotTop)
            func y(_ utilization: Double) -> Double { plotBottom - Swift.min(utilization, scaleTop) / scaleTop * plotHeight }
            let laneID = "histogram:\(lane.key)"
            elements.append(DisplayElement(id: SemanticID(laneID), role: .row, primitive: .rect(laneRect, cornerRadius: 0),
                                           fill: index % 2 == 0 ? style.rowBackground : (style.alternateRowBackground ?? style.rowBackground),
                                           accessibilityLabel: "Load of \(lane.title)", isHitTestable: false))
            for load in shown {
                let x0 = scene.x(for: Swift.max(load.period.start, scene.scrollableTimeline.start))
                let x1 = scene.x(for: Swift.min(load.period.finish, scene.scrollableTimeline.finish))
                guard x1 - x0 >= 1, x1 >= content.minX, x0 <= content.maxX else { continue }
                let utilization = load.utilization.isFinite ? load.utilization : scaleTop
                let barTop = y(utilization)
                let inset = x1 - x0 > 6 ? 1.5 : 0
                let rect = Rect(x: x0 + inset, y: barTop, width: x1 - x0 - 2 * inset, height: Swift.max(1, plotBottom - barTop))
                let cellID = "\(laneID):\(load.period.start.iso8601)"
                let percent = load.allocatedUnits.isFinite ? "\(GanttChartResourceView.number((load.allocatedUnits * 100).rounded())) %" : "∞ %"
                let of = lane.maxUnits.map { "\(GanttChartResourceView.number(($0 * 100).rounded())) %" }
                    ?? "\(GanttChartResourceView.number((load.capacity / 3_600).rounded())) h"
                let what = lane.maxUnits == nil
                    ? "\(GanttChartResourceView.number((load.load / 3_600 * 10).rounded() / 10)) h of \(of)"
                    : "\(percent) of \(of)"
                let title = "\(lane.title), \(period == .week ? "week of " : "")\(String(load.period.start.iso8601.prefix(10))): \(what)"
                    + (load.isOverallocated ? ", over-allocated" : "")
                elements.append(.rect(id: SemanticID(cellID), role: load.isOverallocated ? .overallocation : .resourceLoad, rect,
                                      fill: load.isOverallocated ? overFill : loadFill, title: title, accessibilityLabel: title))
                let text = lane.maxUnits == nil ? "\(Int(exactly: (load.utilization * 100).rounded()) ?? 0) %" : percent
                if rect.width >= 30 {
                    elements.append(DisplayElement(
                        id: SemanticID(cellID + ":value"), role: .label,
                        primitive: .text(TextRun(text, at: Point(x: rect.midX, y: barTop - 2), font: valueFont, anchor: .middle, baseline: .bottom)),
                        fill: load.isOverallocated ? overFill : style.labelColor, isHitTestable: false))
                }
            }
            let capacityY = y(1)
            elements.append(DisplayElement(id: SemanticID("\(laneID):capacity"), role: .gridLine,
                                           primitive: .line(from: Point(x: content.minX, y: capacityY), to: Point(x: content.maxX, y: capacityY)),
                                           stroke: Stroke(style.labelColor.withAlpha(0.6), width: 1, dash: [4, 3]), isHitTestable: false))
            let labelX = scene.rowHeaderWidth > 0 ? 8 : content.minX + 6
            let maxText = lane.maxUnits.map { " · max \(GanttChartResourceView.number(($0 * 100).rounded())) %" } ?? ""
            elements.append(DisplayElement(id: SemanticID("\(laneID):label"), role: .label,
                                           primitive: .text(TextRun("\(lane.title)\(maxText)", at: Point(x: labelX, y: laneTop + 3), font: labelFont,
                                                                    baseline: .top, maxWidth: scene.rowHeaderWidth > 16 ? scene.rowHeaderWidth - 16 : nil)),
                                           fill: style.rowHeaderLabelColor, isHitTestable: false))
            elements.append(DisplayElement(id: SemanticID("\(laneID):border"), role: .gridLine,
                                           primitive: .line(from: Point(x: 0, y: laneTop + 0.5), to: Point(x: width, y: laneTop + 0.5)),
                                           stroke: Stroke(style.headerBorderColor, width: 1), isHitTestable: false))
        }
        if scene.rowHeaderWidth > 0 {
            elements.append(DisplayElement(id: "histogram:headers:border", role: .gridLine,
                                           primitive: .line(from: Point(x: scene.rowHeaderWidth - 0.5, y: top), to: Point(x: scene.rowHeaderWidth - 0.5, y: top + height)),
                                           stroke: Stroke(style.headerBorderColor, width: 1), isHitTestable: false))
        }
        scene.displayList.size.height = top + height
        scene.displayList.append(.group(id: "histogram", elements, clip: band))
    }

    /// Records of several resources summed per period (loads, capacities,
    /// max units; over-allocated when one resource is), as resource 0.
    static func summed(_ loads: [ProjectResourceLoad]) -> [ProjectResourceLoad] {
        var byDay: [Time: ProjectResourceLoad] = [:]
        for record in loads {
            if var known = byDay[record.period.start] {
                known.load += record.load
                known.capacity += record.capacity
                known.maxUnits += record.maxUnits
                known.isOverallocated = known.isOverallocated || record.isOverallocated
                byDay[record.period.start] = known
            } else {
                var first = record
                first.resource = 0
                byDay[record.period.start] = first
            }
        }
        return byDay.values.sorted { $0.period.start < $1.period.start }
    }
}
