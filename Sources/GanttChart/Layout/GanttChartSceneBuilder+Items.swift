import Foundation
import TimelineCore
import TimelineGraphics

/// Where an item is drawn, in viewport-local coordinates.
struct ItemGeometry {
    /// The bar (standard, summary) or the diamond's bounds (milestone).
    var frame: Rect
    /// The x where the completed part ends, if the item has one.
    var completionX: Double?
}

/// What a dependency line needs of an item it connects.
struct DependencyEnd {
    /// The item's frame (see ``ItemGeometry/frame``).
    var frame: Rect
    /// Whether the item is a milestone (lines end at the diamond's tips).
    var isMilestone: Bool
    /// The item's name in accessibility labels.
    var name: String

    init(_ item: GanttChartItem, frame: Rect) {
        self.frame = frame
        isMilestone = item.isMilestone
        name = item.label.isEmpty ? "item " + String(item.id.rawValue) : item.label
    }
}

extension GanttChartSceneBuilder {
    // MARK: Style

    /// The style of `item`: the item selector's result with the item's color
    /// overrides applied on top.
    func effectiveStyle(for item: GanttChartItem) -> GanttChartStyle {
        customStyle(for: item) ?? style
    }

    /// The item's own style when a selector or color overrides change the
    /// chart's style, else `nil` (use the chart's style as it is).
    func customStyle(for item: GanttChartItem) -> GanttChartStyle? {
        let overrides = item.style
        // Field by field: this runs for every item, and most have no overrides.
        let hasOverrides = overrides.barFill != nil || overrides.barStroke != nil
            || overrides.completionFill != nil || overrides.labelColor != nil
        guard configuration.styleSelectors.item != nil || hasOverrides else { return nil }
        var itemStyle = configuration.styleSelectors.item?(item, style) ?? style
        guard hasOverrides else { return itemStyle }
        var bar = itemStyle.barStyle(for: item.type)
        if let fill = Self.color(overrides.barFill) { bar.fill = fill; bar.secondaryFill = nil }
        if let stroke = Self.color(overrides.barStroke) { bar.stroke = stroke }
        if let completion = Self.color(overrides.completionFill) { bar.completionFill = completion }
        itemStyle.setBarStyle(bar, for: item.type)
        if let label = Self.color(overrides.labelColor) {
            itemStyle.labelColor = label
            itemStyle.labelInsideColor = label
        }
        return itemStyle
    }

    /// A CSS color string as a color; `nil` for `nil` or unreadable text.
    static func color(_ string: String?) -> Color? {
        guard let string else { return nil }
        return Color(hex: string) ?? (try? Color(parsing: string))
    }

    // MARK: Geometry

    /// The geometry of `item`, on any row (rows far from the viewport stay
    /// exact because the row difference is an integer).
    /// - Parameter includesCompletion: Whether to compute ``ItemGeometry/completionX``
    ///   (working-time arithmetic; dependency ends outside the viewport need only the frame).
    func geometry(of item: GanttChartItem, style itemStyle: GanttChartStyle, includesCompletion: Bool = true) -> ItemGeometry {
        let top = y(item.row) + itemStyle.barInsets.top
        let height = max(2, configuration.rowHeight - itemStyle.barInsets.top - itemStyle.barInsets.bottom)
        let startX = x(item.start)
        if item.isMilestone {
            let radius = height / 2 + 1
            let centerY = top + height / 2
            return ItemGeometry(frame: Rect(x: startX - radius, y: centerY - radius, width: 2 * radius, height: 2 * radius))
        }
        let finishX = x(item.finish)
        let width = max(finishX - startX, configuration.minBarWidth)
        let frame = Rect(x: startX, y: top, width: width, height: height)
        guard includesCompletion, configuration.showsCompletionBars, item.completion > 0 else { return ItemGeometry(frame: frame) }
        let completed = completionTime(of: item)
        let completionX = item.completion >= 1 ? frame.maxX : min(max(x(completed), frame.minX), frame.maxX)
        return ItemGeometry(frame: frame, completionX: completionX)
    }

    /// The time the completed work reaches, in working time: completion ×
    /// the working duration of the item's schedule, added to the start.
    func completionTime(of item: GanttChartItem) -> Time {
        if item.completion >= 1 { return item.finish }
        let schedule = item.schedule ?? completionSchedule
        let working = schedule.workingDuration(of: item.time)
        guard working > 0 else { return item.start.adding(seconds: item.completion * item.duration) }
        return min(schedule.adding(workingDuration: item.completion * working, to: item.start), item.finish)
    }

    // MARK: Items

    func appendItemElements(_ item: GanttChartItem, geometry: ItemGeometry, style itemStyle: GanttChartStyle, to elements: inout [DisplayElement]) {
        let number = item.id.rawValue
        let id = SemanticID.numbered("item:", number)
        let bar = itemStyle.barStyle(for: item.type)
        let frame = geometry.frame
        var accessibility = accessibilityLabel(for: item)
        if let deadline = configuration.deadline?(item.id), item.finish > deadline {
            accessibility += ", misses its deadline " + dayLabels.label(for: Time(dayNumber: deadline.asFinish.dayNumber))
        }
        let tooltip = configuration.showsToolTips ? (item.details ?? accessibility) : nil
        var stroke = bar.stroke.map { Stroke($0, width: bar.strokeWidth) }
        if item.settings.isHighlighted == true {
            stroke = Stroke(itemStyle.highlightColor, width: 2)
        }
        let deadline = configuration.deadline?(item.id)
        let missesDeadline = deadline.map { item.finish > $0 } ?? false
        if missesDeadline {
            // A missed deadline flags the bar, over any highlight: it is the more urgent news.
            stroke = Stroke(itemStyle.missedDeadlineColor, width: 2)
        }
        var textStart = frame.maxX + itemStyle.labelSpacing

        // The baseline (planned dates) runs under the bar, in its bottom inset.
        if let shown = configuration.shownBaseline, let baseline = item.baselines[shown], !item.isSummary {
            let startX = x(baseline.start)
            let width = max(x(baseline.finish) - startX, configuration.minBarWidth)
            let rowBottom = frame.minY - itemStyle.barInsets.top + configuration.rowHeight
            let top = min(frame.maxY + 1, rowBottom - itemStyle.baselineHeight)
            let name = shown == 0 ? "Baseline" : "Baseline \(shown)"
            elements.append(decoration(.rect(id: SemanticID.numbered("item:", number, ":baseline"), role: .baseline,
                                             Rect(x: startX, y: top, width: width, height: itemStyle.baselineHeight),
                                             fill: itemStyle.baselineFill,
                                             title: "\(name): \(baseline.start.iso8601) – \(baseline.finish.iso8601)")))
        }
        if configuration.showsSlackBars, let slack = slackElement(for: item, frame: frame, style: itemStyle) {
            elements.append(slack)
        }

        switch item.type {
        case .milestone:
            let c = frame.center, r = frame.width / 2
            let diamond = [Point(x: c.x, y: c.y - r), Point(x: c.x + r, y: c.y), Point(x: c.x, y: c.y + r), Point(x: c.x - r, y: c.y)]
            elements.append(.polygon(id: id, role: .milestone, diamond, fill: bar.fill, stroke: stroke,
                                     title: tooltip, accessibilityLabel: accessibility))
        case .standard:
            elements.append(.rect(id: id, role: .bar, frame, cornerRadius: bar.cornerRadius, fill: bar.fill, stroke: stroke,
                                  title: tooltip, accessibilityLabel: accessibility))
            if let secondary = bar.secondaryFill {
                let lower = Rect(x: frame.minX, y: frame.midY, width: frame.width, height: frame.height / 2)
                elements.append(decoration(.path(id: SemanticID.numbered("item:", number, ":secondary"), role: .bar,
                                                 Self.roundedRect(lower, radius: bar.cornerRadius, top: false, bottom: true,
                                                                  left: true, right: true), fill: secondary)))
            }
            if let completionX = geometry.completionX, completionX > frame.minX {
                let insets = itemStyle.completionBarInsets
                let rect = Rect(x: frame.minX, y: frame.minY + insets.top, width: completionX - frame.minX,
                                height: max(1, frame.height - insets.top - insets.bottom))
                let isWhole = completionX >= frame.maxX
                let radius = min(bar.cornerRadius, rect.height / 2, rect.width / 2)
                elements.append(.path(id: SemanticID.numbered("item:", number, ":completion"), role: .completionBar,
                                      Self.roundedRect(rect, radius: radius, top: true, bottom: true, left: true, right: isWhole),
                                      fill: bar.completionFill))
            }
        case .summary:
            let hook = min(frame.height / 2, frame.width / 2)
            elements.append(.polygon(id: id, role: .summary, Self.summaryShape(frame, hook: hook), fill: bar.fill, stroke: stroke,
                                     title: tooltip, accessibilityLabel: accessibility))
            if let completionX = geometry.completionX, completionX > frame.minX {
                let band = Rect(x: frame.minX, y: frame.minY + frame.height / 4, width: completionX - frame.minX, height: frame.height / 4)
                elements.append(.rect(id: SemanticID.numbered("item:", number, ":completion"), role: .completionBar, band, fill: bar.completionFill))
            }
        }

        if let deadline {
            elements.append(deadlineElement(for: item, deadline: deadline, isMissed: missesDeadline, frame: frame, style: itemStyle))
        }

        if configuration.showsLabels, !item.label.isEmpty {
            let font = item.isSummary ? itemStyle.summaryLabelFont : itemStyle.labelFont
            let spacing = itemStyle.labelSpacing
            let labelWidth = measurer.width(of: item.label, font: font)
            let padding = itemStyle.labelInsidePadding
            let inside: Bool = switch (item.type, itemStyle.labelPlacement) {
            case (.standard, .inside): frame.width - 2 * padding >= 8
            case (.standard, .automatic): labelWidth + 2 * padding <= frame.width
            default: false
            }
            if inside {
                elements.append(decoration(.text(id: SemanticID.numbered("item:", number, ":label"), role: .label, item.label,
                                                 at: Point(x: frame.minX + padding, y: frame.midY), font: font,
                                                 color: itemStyle.labelInsideColor, baseline: .middle,
                                                 maxWidth: labelWidth > frame.width - 2 * padding ? frame.width - 2 * padding : nil)))
            } else {
                elements.append(decoration(.text(id: SemanticID.numbered("item:", number, ":label"), role: .label, item.label,
                                                 at: Point(x: textStart, y: frame.midY), font: font,
                                                 color: itemStyle.labelColor, baseline: .middle)))
                textStart += labelWidth + spacing
            }
        }
        if configuration.showsAttachments, let attachment = item.attachment, !attachment.isEmpty {
            let width = measurer.width(of: attachment, font: itemStyle.attachmentFont)
            elements.append(decoration(.text(id: SemanticID.numbered("item:", number, ":attachment"), role: .attachment, attachment,
                                             at: Point(x: textStart, y: frame.midY), font: itemStyle.attachmentFont,
                                             color: itemStyle.attachmentColor, baseline: .middle,
                                             maxWidth: width > configuration.attachmentLabelWidth ? configuration.attachmentLabelWidth : nil)))
        }
    }

    /// An element that belongs to an item but does not take pointer hits of its own.
    func decoration(_ element: DisplayElement) -> DisplayElement {
        notHitTestable(element)
    }

    /// "Design, 3 Mar – 5 Mar, 50 % complete" (finish as the last day
    /// covered; "Launch, 7 Mar, milestone" for a milestone).
    func accessibilityLabel(for item: GanttChartItem) -> String {
        let start = dayLabels.label(for: item.start)
        var finish = start
        if !item.isMilestone {
            let lastDay = Time(dayNumber: item.finish.asFinish.dayNumber)
            finish = dayLabels.label(for: max(lastDay, item.start.dayStart))
        }
        let capacity = item.label.utf8.count + start.utf8.count + finish.utf8.count + 64
        return GanttChartText.joined(capacity: capacity) { text in
            if item.label.isEmpty {
                text.append("Item ")
                text.append(item.id.rawValue)
            } else {
                text.append(item.label)
            }
            text.append(", ")
            text.append(start)
            if item.isMilestone {
                text.append(", milestone")
                return
            }
            if start != finish {
                text.append(" – ")
                text.append(finish)
            }
            text.append(", ")
            text.append(Int((item.completion * 100).rounded()))
            text.append(" % complete")
        }
    }

    /// The day format of accessibility labels ("3 Mar" or "Mar 3").
    static var dayMonthFormat: TimeFormat { TimeFormat.template("dMMM") }

    // MARK: Dependencies

    /// Appends the dependency lines and their arrowheads to `elements`.
    mutating func appendDependencyElements(to elements: inout [DisplayElement]) {
        var routing = configuration.dependencyRouting
        routing.rowHeight = configuration.rowHeight
        let dependencies = provider.filteredDependencies(rows: visibleRows, timeline: layoutTimeline)
        dependencyPolylines.reserveCapacity(dependencies.count)
        for dependency in dependencies {
            guard let from = end(of: dependency.from), let to = end(of: dependency.to) else { continue }
            let ends = GanttChartDependencyEnds(from: from.frame, to: to.frame, fromMilestone: from.isMilestone, toMilestone: to.isMilestone)
            let points = configuration.diagramGenerator.dependencyPolyline(for: ends, type: dependency.type, routing: routing)
            guard points.count >= 2 else { continue }
            dependencyPolylines[dependency.id] = points
            // The chart's style is used as it is unless a selector gives one (a copy is large).
            let selected = configuration.styleSelectors.dependency?(dependency, style)
            var color: Color
            let lineWidth: Double, arrowSize: Double
            if let selected {
                color = dependency.settings.isHighlighted == true ? selected.highlightedDependencyLineColor : selected.dependencyLineColor
                (lineWidth, arrowSize) = (selected.dependencyLineWidth, selected.dependencyArrowSize)
            } else {
                color = dependency.settings.isHighlighted == true ? style.highlightedDependencyLineColor : style.dependencyLineColor
                (lineWidth, arrowSize) = (style.dependencyLineWidth, style.dependencyArrowSize)
            }
            if let override = Self.color(dependency.style.lineColor) { color = override }
            let id = SemanticID.numbered("dependency:", dependency.id.rawValue)
            let tooltip = configuration.showsToolTips ? dependency.details : nil
            let label = GanttChartText.joined(capacity: from.name.utf8.count + to.name.utf8.count + 24) { text in
                text.append("Dependency from ")
                text.append(from.name)
                text.append(" to ")
                text.append(to.name)
            }
            elements.append(.polyline(id: id, role: .dependencyLine, points,
                                      stroke: Stroke(color, width: lineWidth),
                                      title: tooltip, accessibilityLabel: label))
            let arrow = GanttChartDependencyArrowhead.polygon(for: points, size: arrowSize)
            if !arrow.isEmpty {
                elements.append(.polygon(id: SemanticID.numbered("dependency:", dependency.id.rawValue, ":arrow"), role: .arrowhead, arrow, fill: color, title: tooltip))
            }
        }
    }

    /// A dependency end: laid out already, or computed (and kept for the
    /// next line) for an item outside the viewport.
    mutating func end(of id: GanttChartItem.ID) -> DependencyEnd? {
        if let end = dependencyEnds[id] { return end }
        guard let item = provider.item(withID: id) else { return nil }
        let end = DependencyEnd(item, frame: geometry(of: item, style: effectiveStyle(for: item), includesCompletion: false).frame)
        dependencyEnds[id] = end
        return end
    }

    // MARK: Shapes

    /// A rectangle outline whose chosen corners are rounded.
    static func roundedRect(_ rect: Rect, radius: Double, top: Bool, bottom: Bool, left: Bool, right: Bool) -> [PathCommand] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let tl = top && left ? r : 0, tr = top && right ? r : 0
        let br = bottom && right ? r : 0, bl = bottom && left ? r : 0
        var commands: [PathCommand] = []
        commands.reserveCapacity(10)  // at most: move, four lines, four corners, close
        commands.append(.move(to: Point(x: rect.minX + tl, y: rect.minY)))
        commands.append(.line(to: Point(x: rect.maxX - tr, y: rect.minY)))
        if tr > 0 { commands.append(.quadratic(to: Point(x: rect.maxX, y: rect.minY + tr), control: Point(x: rect.maxX, y: rect.minY))) }
        commands.append(.line(to: Point(x: rect.maxX, y: rect.maxY - br)))
        if br > 0 { commands.append(.quadratic(to: Point(x: rect.maxX - br, y: rect.maxY), control: Point(x: rect.maxX, y: rect.maxY))) }
        commands.append(.line(to: Point(x: rect.minX + bl, y: rect.maxY)))
        if bl > 0 { commands.append(.quadratic(to: Point(x: rect.minX, y: rect.maxY - bl), control: Point(x: rect.minX, y: rect.maxY))) }
        commands.append(.line(to: Point(x: rect.minX, y: rect.minY + tl)))
        if tl > 0 { commands.append(.quadratic(to: Point(x: rect.minX + tl, y: rect.minY), control: Point(x: rect.minX, y: rect.minY))) }
        commands.append(.close)
        return commands
    }

    /// The summary shape: a band along the top half of `frame` with pointed
    /// hooks hanging down to its bottom at both ends.
    static func summaryShape(_ frame: Rect, hook: Double) -> [Point] {
        let bandBottom = frame.minY + frame.height / 2
        return [
            Point(x: frame.minX, y: frame.minY),
            Point(x: frame.maxX, y: frame.minY),
            Point(x: frame.maxX, y: frame.maxY),
            Point(x: frame.maxX - hook, y: bandBottom),
            Point(x: frame.minX + hook, y: bandBottom),
            Point(x: frame.minX, y: frame.maxY),
        ]
    }
}
