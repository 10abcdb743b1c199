import TimelineGraphics
import Foundation

/// The measured parts of one row, relative to the row's top-left corner.
struct TimelineCellGeometry {
    var height: Double
    /// The x of the vertical line.
    var lineX: Double
    /// The node's centre y.
    var nodeY: Double
    /// The card (event rows), `nil` for markers.
    var card: Rect?
    var headlineLines: [String] = []
    var subheadlineLines: [String] = []
    var titleLines: [String] = []
    var titleTop: Double = 0
    var eventLines: [String] = []
    var statusWidth: Double = 0
    var textWidth: Double = 0
}

/// Measures and draws the cells of a timeline list (one code path, so the
/// heights used for scrolling are the heights drawn).
enum TimelineCellLayout {
    static func lineX(_ style: TimelineStyle) -> Double { style.eventColumnWidth + style.nodeSize / 2 + 4 }

    /// The geometry of `row` at `width`.
    static func measure(_ row: TimelineRow, width: Double, style: TimelineStyle, measurer: TextMeasurer) -> TimelineCellGeometry {
        let lineX = lineX(style)
        let eventTextWidth = max(0, lineX - style.nodeSize / 2 - 8 - 4)
        switch row.content {
        case let .event(event):
            let cardLeft = lineX + style.nodeSize / 2 + style.cardSpacing
            let cardWidth = max(40, width - cardLeft - style.cardSpacing)
            let inner = max(10, cardWidth - 2 * style.cardPadding)
            var statusWidth = 0.0
            for (content, text) in [(event.status, style.status), (event.substatus, style.substatus)] {
                switch content {
                case let .text(string)?: statusWidth = max(statusWidth, measurer.width(of: string, font: text.font))
                case .image?: statusWidth = max(statusWidth, style.imageSize)
                case nil: break
                }
            }
            statusWidth = min(statusWidth, inner * 0.35)
            let textWidth = max(10, inner - (statusWidth > 0 ? statusWidth + 10 : 0))
            var geometry = TimelineCellGeometry(height: 0, lineX: lineX, nodeY: 0, card: nil)
            geometry.statusWidth = statusWidth
            geometry.textWidth = textWidth
            geometry.headlineLines = TextWrapping.lines(event.headline, font: style.headline.font, width: textWidth, maxLines: style.maximumLines, measurer: measurer)
            if let subheadline = event.subheadline {
                geometry.subheadlineLines = TextWrapping.lines(subheadline, font: style.subheadline.font, width: textWidth, maxLines: style.maximumLines, measurer: measurer)
            }
            var content = style.cardPadding * 2 + Double(max(1, geometry.headlineLines.count)) * measurer.lineHeight(for: style.headline.font)
            if !geometry.subheadlineLines.isEmpty {
                content += 2 + Double(geometry.subheadlineLines.count) * measurer.lineHeight(for: style.subheadline.font)
            }
            if event.attribute != nil || event.subattribute != nil {
                content += 6 + max(measurer.lineHeight(for: style.attribute.font), measurer.lineHeight(for: style.subattribute.font))
            }
            var statusHeight = style.cardPadding * 2
            for (content, text) in [(event.status, style.status), (event.substatus, style.substatus)] where content != nil {
                statusHeight += (content?.icon != nil ? style.imageSize : measurer.lineHeight(for: text.font)) + 4
            }
            let cardHeight = max(content, statusHeight, style.nodeSize + 2 * style.cardPadding)
            geometry.eventLines = eventLines(event.eventText, width: eventTextWidth, font: style.eventLabel.font, measurer: measurer)
            let eventHeight = style.cardPadding + Double(geometry.eventLines.count) * measurer.lineHeight(for: style.eventLabel.font)
                + (event.eventImage != nil ? 4 + style.imageSize : 0)
            geometry.height = max(style.minimumRowHeight, cardHeight + 2 * style.cardVerticalMargin, eventHeight + 2 * style.cardVerticalMargin)
            geometry.card = Rect(x: cardLeft, y: style.cardVerticalMargin, width: cardWidth, height: geometry.height - 2 * style.cardVerticalMargin)
            geometry.nodeY = style.cardVerticalMargin + style.cardPadding + measurer.lineHeight(for: style.headline.font) / 2
            return geometry
        case let .marker(marker):
            let titleLeft = lineX + style.nodeSize / 2 + style.cardSpacing + style.cardPadding
            let titleWidth = max(10, width - titleLeft - style.cardSpacing - style.cardPadding)
            var geometry = TimelineCellGeometry(height: 0, lineX: lineX, nodeY: 0, card: nil)
            geometry.textWidth = titleWidth
            geometry.titleLines = TextWrapping.lines(marker.title, font: style.markerTitle.font, width: titleWidth, maxLines: style.maximumLines, measurer: measurer)
            geometry.eventLines = eventLines(marker.eventText, width: eventTextWidth, font: style.markerEventLabel.font, measurer: measurer)
            let lineHeight = measurer.lineHeight(for: style.markerTitle.font)
            let titleHeight = Double(max(1, geometry.titleLines.count)) * lineHeight
            let eventHeight = Double(geometry.eventLines.count) * measurer.lineHeight(for: style.markerEventLabel.font)
                + (marker.eventImage != nil ? 4 + style.imageSize : 0)
            geometry.height = max(style.minimumRowHeight - 8, titleHeight + 2 * (style.cardVerticalMargin + 8), eventHeight + 2 * (style.cardVerticalMargin + 8))
            geometry.titleTop = (geometry.height - titleHeight) / 2
            geometry.nodeY = geometry.titleTop + lineHeight / 2
            return geometry
        }
    }

    /// The event text's lines: its own `\n` breaks, each cut to the column.
    static func eventLines(_ text: String?, width: Double, font: Font, measurer: TextMeasurer) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).prefix(4).map { measurer.truncated(String($0), toWidth: width, font: font) }
    }

    /// Appends the elements of `row` drawn in `frame` (viewport-local).
    static func append(_ row: TimelineRow, geometry g: TimelineCellGeometry, frame: Rect, state: TimelineListState, style: TimelineStyle,
                       measurer: TextMeasurer, to list: inout DisplayList) -> (card: Rect?, node: Rect) {
        let id = row.id
        let x = frame.minX, top = frame.minY
        let lineX = x + g.lineX
        let nodeY = top + g.nodeY
        let r = style.nodeSize / 2
        let nodeFrame = Rect(x: lineX - r, y: nodeY - r, width: style.nodeSize, height: style.nodeSize)
        let eventRight = lineX - r - 8
        func texts(_ lines: [String], idPrefix: String, left: Double, top: Double, text: TimelineTextStyle, anchor: TextRun.Anchor = .start, maxWidth: Double) {
            let lineHeight = measurer.lineHeight(for: text.font)
            for (index, line) in lines.enumerated() {
                let elementID: SemanticID = index == 0 ? SemanticID(idPrefix) : SemanticID("\(idPrefix):\(index)")
                list.append(.text(id: elementID, role: .label, line, at: Point(x: left, y: top + Double(index) * lineHeight),
                                  font: text.font, color: text.color, anchor: anchor, baseline: .top, maxWidth: maxWidth))
            }
        }
        switch row.content {
        case let .event(event):
            list.append(.rect(id: SemanticID("row:\(id)"), role: .timelineRow, frame, fill: style.timelineBackground,
                              title: event.headline, accessibilityLabel: accessibilityLabel(event)))
            var line = DisplayElement.line(id: SemanticID("row:\(id):line"), role: .timelineLine, from: Point(x: lineX, y: top),
                                           to: Point(x: lineX, y: frame.maxY), stroke: Stroke(style.lineColor, width: style.lineWidth, lineCap: .square))
            line.isHitTestable = false
            list.append(line)
            let card = Rect(x: x + (g.card?.minX ?? 0), y: top + style.cardVerticalMargin, width: g.card?.width ?? 0,
                            height: max(0, frame.height - 2 * style.cardVerticalMargin))
            let fill: Color
            if state.highlightedRowID == id { fill = style.cardHighlightedBackground }
            else if state.selectedRowID == id { fill = style.cardSelectedBackground }
            else if event.node == .complete { fill = style.cardCompletedBackground }
            else { fill = style.cardBackground }
            list.append(.rect(id: SemanticID("row:\(id):card"), role: .timelineCard, card, cornerRadius: style.cardCornerRadius, fill: fill,
                              stroke: Stroke(Color(rgb: 0xe4, 0xe7, 0xea), width: 0.75)))
            if state.selectedRowID == id {
                var bar = DisplayElement.rect(id: SemanticID("row:\(id):selection"), role: .selection,
                                              Rect(x: card.minX, y: card.minY + style.cardCornerRadius / 2, width: 3, height: max(0, card.height - style.cardCornerRadius)),
                                              cornerRadius: 1.5, fill: style.nodeTint)
                bar.isHitTestable = false
                list.append(bar)
            }
            let left = card.minX + style.cardPadding
            var y = card.minY + style.cardPadding
            texts(g.headlineLines, idPrefix: "row:\(id):headline", left: left, top: y, text: style.headline, maxWidth: g.textWidth)
            y += Double(max(1, g.headlineLines.count)) * measurer.lineHeight(for: style.headline.font)
            if !g.subheadlineLines.isEmpty {
                y += 2
                texts(g.subheadlineLines, idPrefix: "row:\(id):subheadline", left: left, top: y, text: style.subheadline, maxWidth: g.textWidth)
                y += Double(g.subheadlineLines.count) * measurer.lineHeight(for: style.subheadline.font)
            }
            if event.attribute != nil || event.subattribute != nil {
                y += 6
                var attributeX = left
                var remaining = g.textWidth
                if let attribute = event.attribute {
                    let shown = measurer.truncated(attribute, toWidth: event.subattribute == nil ? remaining : remaining * 0.6, font: style.attribute.font)
                    list.append(.text(id: SemanticID("row:\(id):attribute"), role: .label, shown, at: Point(x: attributeX, y: y),
                                      font: style.attribute.font, color: style.attribute.color, baseline: .top))
                    let used = measurer.width(of: shown, font: style.attribute.font) + 16
                    attributeX += used
                    remaining -= used
                }
                if let subattribute = event.subattribute, remaining > 0 {
                    list.append(.text(id: SemanticID("row:\(id):subattribute"), role: .label, subattribute, at: Point(x: attributeX, y: y),
                                      font: style.subattribute.font, color: style.subattribute.color, baseline: .top, maxWidth: remaining))
                }
            }
            // Status column, right-aligned.
            var statusY = card.minY + style.cardPadding
            let statusRight = card.maxX - style.cardPadding
            for (name, content, text) in [("status", event.status, style.status), ("substatus", event.substatus, style.substatus)] {
                guard let content else { continue }
                switch content {
                case let .text(string):
                    list.append(.text(id: SemanticID("row:\(id):\(name)"), role: .label, string, at: Point(x: statusRight, y: statusY),
                                      font: text.font, color: text.color, anchor: .end, baseline: .top, maxWidth: max(1, g.statusWidth)))
                    statusY += measurer.lineHeight(for: text.font) + 4
                case let .image(icon):
                    list.append(TimelineIconShape.element(icon, origin: Point(x: statusRight - style.imageSize, y: statusY), size: style.imageSize,
                                                          id: "row:\(id):\(name)"))
                    statusY += style.imageSize + 4
                }
            }
            appendEventColumn(id: id, lines: g.eventLines, image: event.eventImage, right: eventRight, top: card.minY + style.cardPadding,
                              text: style.eventLabel, style: style, measurer: measurer, to: &list)
            list.append(TimelineNodeShape.element(event.node, center: Point(x: lineX, y: nodeY), size: style.nodeSize,
                                                  tint: event.node.isMarkerStatus ? style.markerNodeTint : style.nodeTint,
                                                  background: style.timelineBackground, id: "node:\(id)"))
            return (card, nodeFrame)
        case let .marker(marker):
            list.append(.rect(id: SemanticID("row:\(id)"), role: .timelineRow, frame, fill: style.markerTimelineBackground,
                              title: marker.title, accessibilityLabel: "\(marker.title), \(marker.node.rawValue)"))
            let areaLeft = lineX + r + style.cardSpacing
            if style.markerCardBackground != style.markerTimelineBackground {
                var area = DisplayElement.rect(id: SemanticID("row:\(id):card"), role: .timelineCard,
                                               Rect(x: areaLeft, y: top, width: max(0, frame.maxX - style.cardSpacing - areaLeft), height: frame.height),
                                               fill: style.markerCardBackground)
                area.isHitTestable = false
                list.append(area)
            }
            let stroke = Stroke(style.markerLineColor, width: style.lineWidth, lineCap: .square)   // square caps overlap the next row: no seams
            if marker.showsLeadingTimeline {
                var line = DisplayElement.line(id: SemanticID("row:\(id):leadingLine"), role: .timelineLine, from: Point(x: lineX, y: top),
                                               to: Point(x: lineX, y: nodeY - r), stroke: stroke)
                line.isHitTestable = false
                list.append(line)
            }
            if marker.showsTrailingTimeline {
                var line = DisplayElement.line(id: SemanticID("row:\(id):trailingLine"), role: .timelineLine, from: Point(x: lineX, y: nodeY + r),
                                               to: Point(x: lineX, y: frame.maxY), stroke: stroke)
                line.isHitTestable = false
                list.append(line)
            }
            texts(g.titleLines, idPrefix: "row:\(id):title", left: areaLeft + style.cardPadding, top: top + g.titleTop, text: style.markerTitle,
                  maxWidth: g.textWidth)
            let eventTop = top + g.titleTop
            appendEventColumn(id: id, lines: g.eventLines, image: marker.eventImage, right: eventRight, top: eventTop,
                              text: style.markerEventLabel, style: style, measurer: measurer, to: &list)
            list.append(TimelineNodeShape.element(marker.node, center: Point(x: lineX, y: nodeY), size: style.nodeSize,
                                                  tint: marker.node.isMarkerStatus ? style.markerNodeTint : style.nodeTint,
                                                  background: style.markerTimelineBackground, id: "node:\(id)"))
            return (nil, nodeFrame)
        }
    }

    private static func appendEventColumn(id: String, lines: [String], image: TimelineIcon?, right: Double, top: Double, text: TimelineTextStyle,
                                          style: TimelineStyle, measurer: TextMeasurer, to list: inout DisplayList) {
        let lineHeight = measurer.lineHeight(for: text.font)
        for (index, line) in lines.enumerated() {
            list.append(.text(id: index == 0 ? SemanticID("row:\(id):event") : SemanticID("row:\(id):event:\(index)"), role: .label, line,
                              at: Point(x: right, y: top + Double(index) * lineHeight), font: text.font, color: text.color, anchor: .end, baseline: .top))
        }
        if let image {
            let y = top + Double(lines.count) * lineHeight + (lines.isEmpty ? 0 : 4)
            list.append(TimelineIconShape.element(image, origin: Point(x: right - style.imageSize, y: y), size: style.imageSize, id: "row:\(id):eventImage"))
        }
    }

    private static func accessibilityLabel(_ event: TimelineEvent) -> String {
        var parts = [event.headline]
        if let subheadline = event.subheadline { parts.append(subheadline) }
        if let eventText = event.eventText { parts.append(eventText.replacingOccurrences(of: "\n", with: " ")) }
        parts.append(event.node.rawValue)
        if let status = event.status?.text { parts.append(status) }
        return parts.joined(separator: ", ")
    }
}
