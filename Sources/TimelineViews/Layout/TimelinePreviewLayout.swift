import TimelineGraphics

/// Lays out the timeline preview (the reference's `FUITimelinePreviewView`):
/// a header with title, attribute and disclosure indicator over a row of
/// columns, each a node on a horizontal gradient line with a title and a due
/// date.
///
/// ```swift
/// let viewport = TimelinePreviewViewport(width: 390, numberOfColumns: 4, today: Time(year: 2025, month: 6, day: 10))
/// let scene = TimelinePreviewLayout.scene(for: items, header: TimelinePreviewHeader(title: "Timeline", attribute: "Release 4.2"),
///                                         in: viewport)
/// ```
public enum TimelinePreviewLayout {
    /// The header's height.
    public static let headerHeight: Double = 44
    /// The horizontal padding.
    public static let padding: Double = 16
    /// The segments the gradient line is drawn with (display lists have no gradients).
    public static let gradientSegments = 24

    /// The preview's height for `style`: header, nodes, two title lines, footnote.
    public static func height(style: TimelineStyle = TimelineStyle()) -> Double {
        let measurer = TextMeasurer()
        return headerHeight + 22 + style.nodeSize / 2 + 10 + 2 * measurer.lineHeight(for: style.previewItemTitle.font)
            + 4 + measurer.lineHeight(for: style.previewFootnote.font) + 14
    }

    /// Lays out the preview of `items`.
    /// - Parameters:
    ///   - items: The tasks and the project's end.
    ///   - header: The header.
    ///   - viewport: The width, number of columns and today.
    ///   - style: The look.
    /// - Returns: The scene.
    /// - Complexity: O(n log n) for the rules, O(columns) for drawing.
    public static func scene(for items: [TimelineItem], header: TimelinePreviewHeader, in viewport: TimelinePreviewViewport,
                             style: TimelineStyle = TimelineStyle()) -> TimelinePreviewScene {
        let content = TimelinePreviewRules.content(for: items, today: viewport.today, numberOfColumns: viewport.numberOfColumns)
        let width = viewport.width.isFinite && viewport.width > 0 ? viewport.width : 390
        let height = height(style: style)
        let measurer = TextMeasurer()
        var list = DisplayList(size: Size(width: width, height: height), background: style.previewBackground, accessibilityLabel: header.title)

        // Header.
        let headerFrame = Rect(x: 0, y: 0, width: width, height: headerHeight)
        list.append(.rect(id: "preview:header", role: .previewHeader, headerFrame, fill: style.previewBackground, title: header.title))
        var right = width - padding
        var disclosureFrame: Rect?
        if header.showsDisclosureIndicator {
            let cx = right - 4, cy = headerHeight / 2
            disclosureFrame = Rect(x: right - 36, y: 0, width: 36 + padding, height: headerHeight)
            list.append(.group(id: "preview:disclosure", role: .disclosure, [
                .rect(id: "preview:disclosure:area", role: .disclosure, disclosureFrame!, fill: style.previewBackground.withAlpha(0.01)),
                .polyline(id: "preview:disclosure:chevron", role: .disclosure,
                          [Point(x: cx - 3.5, y: cy - 6.5), Point(x: cx + 3, y: cy), Point(x: cx - 3.5, y: cy + 6.5)],
                          stroke: Stroke(style.previewAttribute.color, width: 2, lineCap: .round)),
            ], title: "Show all"))
            right -= 18
        }
        var titleRoom = right - padding
        if let attribute = header.attribute, !attribute.isEmpty {
            let shown = measurer.truncated(attribute, toWidth: (right - padding) * 0.45, font: style.previewAttribute.font)
            list.append(.text(id: "preview:header:attribute", role: .label, shown, at: Point(x: right, y: headerHeight / 2),
                              font: style.previewAttribute.font, color: style.previewAttribute.color, anchor: .end, baseline: .middle))
            titleRoom -= measurer.width(of: shown, font: style.previewAttribute.font) + 12
        }
        list.append(.text(id: "preview:header:title", role: .label, header.title, at: Point(x: padding, y: headerHeight / 2),
                          font: style.previewTitle.font, color: style.previewTitle.color, baseline: .middle, maxWidth: max(0, titleRoom)))

        // The line, as gradient segments.
        let nodeY = headerHeight + 22
        let lineLeft = padding, lineRight = width - padding
        let segmentWidth = (lineRight - lineLeft) / Double(gradientSegments)
        for k in 0..<gradientSegments {
            let t = (Double(k) + 0.5) / Double(gradientSegments)
            let strength = content.gradient == .leftToRight ? 1 - t : t
            let color = style.previewGradientEnd.blended(with: style.previewGradientStart, fraction: strength)
            var segment = DisplayElement.rect(id: SemanticID("preview:line:\(k)"), role: .timelineLine,
                                              Rect(x: lineLeft + Double(k) * segmentWidth, y: nodeY - 1, width: segmentWidth + 0.3, height: 2), fill: color)
            segment.isHitTestable = false
            list.append(segment)
        }

        // Columns.
        let columnCount = max(1, viewport.numberOfColumns)
        let columnWidth = (lineRight - lineLeft) / Double(columnCount)
        var frames: [(column: TimelinePreviewColumn, frame: Rect)] = []
        for (index, column) in content.columns.enumerated() {
            let frame = Rect(x: lineLeft + Double(index) * columnWidth, y: headerHeight, width: columnWidth, height: height - headerHeight)
            frames.append((column, frame))
            let id = column.id
            let label = "\(column.title), \(TimelineDateText.short(column.date, reference: viewport.today))"
            list.append(.rect(id: SemanticID("preview:\(id)"), role: .previewItem, frame, fill: style.previewBackground.withAlpha(0.01),
                              title: label, accessibilityLabel: label))
            let cx = frame.midX
            let tint: Color
            switch column.node {
            case nil: tint = style.previewTodayTint
            case .end?, .earlyEnd?, .start?, .inactive?: tint = style.markerNodeTint
            default: tint = style.nodeTint
            }
            list.append(TimelineNodeShape.element(column.node, center: Point(x: cx, y: nodeY), size: style.nodeSize, tint: tint,
                                                  background: style.previewBackground, id: "preview:\(id):node", title: column.title))
            let textWidth = max(10, columnWidth - 8)
            let titleFont = column.kind == .today ? style.previewItemTitle.font.bold : style.previewItemTitle.font
            let lines = TextWrapping.lines(column.title, font: titleFont, width: textWidth, maxLines: 2, measurer: measurer)
            var y = nodeY + style.nodeSize / 2 + 10
            for (lineIndex, line) in lines.enumerated() {
                list.append(.text(id: lineIndex == 0 ? SemanticID("preview:\(id):title") : SemanticID("preview:\(id):title:\(lineIndex)"),
                                  role: .label, line, at: Point(x: cx, y: y), font: titleFont, color: style.previewItemTitle.color,
                                  anchor: .middle, baseline: .top, maxWidth: textWidth))
                y += measurer.lineHeight(for: titleFont)
            }
            let footY = nodeY + style.nodeSize / 2 + 10 + 2 * measurer.lineHeight(for: style.previewItemTitle.font) + 4
            let date = TimelineDateText.short(column.date, reference: viewport.today)
            list.append(.text(id: SemanticID("preview:\(id):footnote"), role: .label, column.isOverdue ? "Overdue · \(date)" : date,
                              at: Point(x: cx, y: footY), font: style.previewFootnote.font,
                              color: column.isOverdue ? style.previewOverdue : style.previewFootnote.color,
                              anchor: .middle, baseline: .top, maxWidth: textWidth))
        }
        return TimelinePreviewScene(displayList: list, content: content, headerFrame: headerFrame, disclosureFrame: disclosureFrame, columnFrames: frames)
    }
}
