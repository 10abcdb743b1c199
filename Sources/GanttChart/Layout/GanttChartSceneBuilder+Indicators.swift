import Foundation
import TimelineCore
import TimelineGraphics

/// Deadlines, slack bars, date markers and the progress line: what a plan
/// shows beside its bars (see ``GanttChartConfiguration``).
extension GanttChartSceneBuilder {
    // MARK: Deadlines

    /// The half width of a deadline arrow's head, in points.
    static var deadlineArrowHalfWidth: Double { 4.5 }

    /// A small down arrow at `deadline` on the item's row: its tip touches
    /// the bar's top edge, its stem starts near the row's top.
    func deadlineElement(for item: GanttChartItem, deadline: Time, isMissed: Bool, frame: Rect,
                         style itemStyle: GanttChartStyle) -> DisplayElement {
        let centerX = x(deadline)
        let rowTop = frame.minY - itemStyle.barInsets.top
        let top = rowTop + 1
        let tip = max(top + 5, frame.minY + 1)
        let headTop = tip - min(5, tip - top)
        let half = Self.deadlineArrowHalfWidth, stem = 1.25
        let arrow = [
            Point(x: centerX - stem, y: top), Point(x: centerX + stem, y: top), Point(x: centerX + stem, y: headTop),
            Point(x: centerX + half, y: headTop), Point(x: centerX, y: tip), Point(x: centerX - half, y: headTop),
            Point(x: centerX - stem, y: headTop),
        ]
        let date = TimeFormat.dateTime.string(from: deadline, locale: configuration.locale)
        return decoration(.polygon(id: SemanticID.numbered("item:", item.id.rawValue, ":deadline"), role: .deadline, arrow,
                                   fill: isMissed ? itemStyle.missedDeadlineColor : itemStyle.deadlineColor,
                                   title: configuration.showsToolTips ? (isMissed ? "Deadline missed: " : "Deadline: ") + date : nil))
    }

    // MARK: Slack

    /// The item's positive total slack as a thin bar from its finish to the
    /// finish plus the slack in working time (on the item's schedule, else
    /// the chart's), along the bar's bottom edge; `nil` without slack.
    func slackElement(for item: GanttChartItem, frame: Rect, style itemStyle: GanttChartStyle) -> DisplayElement? {
        guard !item.isSummary, let slack = configuration.totalSlack?(item.id), slack > 0, slack.isFinite else { return nil }
        let schedule = item.schedule ?? completionSchedule
        let end = schedule.adding(workingDuration: slack, to: item.finish)
        let startX = item.isMilestone ? frame.midX : x(item.finish)
        let endX = x(end)
        guard endX - startX >= 0.5 else { return nil }
        let height = itemStyle.slackHeight
        let top = item.isMilestone ? frame.midY - height / 2 : frame.maxY - height
        return decoration(.rect(id: SemanticID.numbered("item:", item.id.rawValue, ":slack"), role: .slack,
                                Rect(x: startX, y: top, width: endX - startX, height: height), fill: itemStyle.slackFill,
                                title: configuration.showsToolTips ? "Total slack: " + Self.workingDurationText(slack) : nil))
    }

    /// `2d 4h` for working seconds (days of 8 working hours, as plans count them).
    static func workingDurationText(_ seconds: Double) -> String {
        let hours = (seconds / 3_600 * 10).rounded() / 10
        let days = (hours / 8).rounded(.towardZero)
        let rest = hours - days * 8
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        }
        if days == 0 { return number(rest) + "h" }
        return rest == 0 ? number(days) + "d" : number(days) + "d " + number(rest) + "h"
    }

    // MARK: Date markers

    /// The color of marker `marker`: its own, else the style's.
    func color(of marker: GanttChartDateMarker) -> Color {
        Self.color(marker.color) ?? style.dateMarkerColor
    }

    /// The markers' dashed lines down the time area (`marker:<index>`), for
    /// markers inside the viewport.
    func dateMarkerElements() -> [DisplayElement] {
        var elements: [DisplayElement] = []
        for (index, marker) in configuration.dateMarkers.enumerated() {
            let lineX = x(marker.time)
            guard lineX >= content.minX, lineX <= content.maxX, content.height > 0 else { continue }
            elements.append(notHitTestable(.line(id: SemanticID.numbered("marker:", index), role: .dateMarker,
                                                 from: Point(x: lineX, y: content.minY), to: Point(x: lineX, y: content.maxY),
                                                 stroke: Stroke(color(of: marker), width: 1.5, dash: [5, 3]),
                                                 title: configuration.showsToolTips ? marker.label : nil,
                                                 accessibilityLabel: marker.label)))
        }
        return elements
    }

    /// The markers' labels in the header's last row: a flag in the marker's
    /// color starting at the line (`marker:<index>:flag`, `marker:<index>:label`).
    func dateMarkerHeaderElements() -> [DisplayElement] {
        guard headerHeight > 0 else { return [] }
        var elements: [DisplayElement] = []
        let rowHeight = configuration.header.rowHeight
        let font = Font(size: 10, weight: .bold)
        for (index, marker) in configuration.dateMarkers.enumerated() where !marker.label.isEmpty {
            let lineX = x(marker.time)
            guard lineX >= content.minX, lineX <= content.maxX else { continue }
            let textWidth = min(measurer.width(of: marker.label, font: font), 160)
            let height = min(16, rowHeight - 4)
            let flag = Rect(x: lineX, y: headerHeight - height - 2, width: textWidth + 10, height: height)
            let markerColor = color(of: marker)
            elements.append(notHitTestable(.rect(id: SemanticID.numbered("marker:", index, ":flag"), role: .dateMarker, flag,
                                                 cornerRadius: 2, fill: markerColor,
                                                 title: configuration.showsToolTips ? marker.label : nil)))
            elements.append(notHitTestable(.text(id: SemanticID.numbered("marker:", index, ":label"), role: .dateMarker, marker.label,
                                                 at: Point(x: flag.minX + 5, y: flag.midY), font: font,
                                                 color: markerColor.luminance > 0.4 ? Color(rgb: 17, 24, 39) : Color(rgb: 255, 255, 255), baseline: .middle,
                                                 maxWidth: textWidth < measurer.width(of: marker.label, font: font) ? textWidth : nil)))
        }
        return elements
    }

    // MARK: Progress line

    /// Where an item's progress point is at `statusDate`: the time its
    /// completed work reaches for an item in progress or behind (it should
    /// have started by the status date), the status date itself for an item
    /// not yet due and not started, or finished; `nil` for summaries.
    func progressPoint(of item: GanttChartItem, statusDate: Time) -> Time? {
        guard !item.isSummary else { return nil }
        if item.completion >= 1 { return item.finish > statusDate ? item.finish : statusDate }
        if item.completion <= 0 && item.start >= statusDate { return statusDate }
        if item.isMilestone { return item.start }
        return completionTime(of: item)
    }

    /// The progress line: down the status date, out to the progress point
    /// of the first item of each visible row and back (`progress-line`).
    func progressLineElements(items: [GanttChartItem], geometries: [ItemGeometry]) -> [DisplayElement] {
        guard let statusDate = configuration.statusDate, content.height > 0, !visibleRows.isEmpty else { return [] }
        let statusX = x(statusDate)
        var firstOfRow: [Int: Int] = [:]
        for (index, item) in items.enumerated() where !item.isSummary {
            if let existing = firstOfRow[item.row], items[existing].id < item.id { continue }
            firstOfRow[item.row] = index
        }
        var points = [Point(x: statusX, y: content.minY)]
        for row in visibleRows {
            guard let index = firstOfRow[row], let point = progressPoint(of: items[index], statusDate: statusDate) else { continue }
            let pointX = x(point)
            guard abs(pointX - statusX) >= 0.5 else { continue }
            let frame = geometries[index].frame
            let top = y(row), bottom = top + configuration.rowHeight
            points.append(Point(x: statusX, y: top + 2))
            points.append(Point(x: pointX, y: frame.midY))
            points.append(Point(x: statusX, y: bottom - 2))
        }
        points.append(Point(x: statusX, y: content.maxY))
        let date = TimeFormat.dateTime.string(from: statusDate, locale: configuration.locale)
        return [notHitTestable(.polyline(id: "progress-line", role: .progressLine, points,
                                         stroke: Stroke(style.progressLineColor, width: 1.5, lineCap: .round),
                                         title: configuration.showsToolTips ? "Progress line, status date " + date : nil,
                                         accessibilityLabel: "Progress line at the status date " + date))]
    }
}
