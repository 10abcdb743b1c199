import TimelineGraphics

/// Lays out an ``OutlineGanttChart`` as one display list: the grid on the
/// left (a header row with the column titles, then one line per visible row,
/// aligned with the chart rows) and the Gantt chart on the right.
///
/// Grid elements carry semantic ids and roles like the chart's:
/// `gridheader:<column>` (``TimelineGraphics/ElementRole/gridHeaderCell``) with
/// `gridheader:<column>:label`, `gridrow:<row>` (row background),
/// `cell:<row>:<column>` (``TimelineGraphics/ElementRole/gridCell``) with
/// `cell:<row>:<column>:text` (``TimelineGraphics/ElementRole/gridText``), and
/// `expander:<row>` for summaries; rows are visible row indexes, the same
/// as the chart's `row:<row>`. Text that does not fit its column is cut
/// with an ellipsis by measured width (``TimelineGraphics/TextMeasurer``) and
/// keeps its whole text as the element's title. The chart elements sit in
/// the group `chart`, moved right by the grid's width.
///
/// ```swift
/// let scene = OutlineGanttChartLayout.scene(for: chart, in: GanttChartViewport(size: Size(width: 1200, height: 600)),
///                                          configuration: configuration)
/// SVGRenderer().render(scene.displayList)
/// ```
public enum OutlineGanttChartLayout {
    /// The grid's width for `columns`: the sum of their widths.
    /// - Parameter columns: The columns.
    public static func gridWidth(of columns: [OutlineGanttChartColumn]) -> Double {
        columns.reduce(0) { $0 + max(0, $1.width.isFinite ? $1.width : 0) }
    }

    /// Lays out grid and chart for `viewport`. Pure: reads the chart, changes nothing.
    /// - Parameters:
    ///   - chart: The outline chart (rows, cells, items).
    ///   - viewport: The visible window of grid and chart together; the grid
    ///     stays at the left (it scrolls vertically with the rows), `x`
    ///     scrolls the chart's timeline.
    ///   - configuration: The chart's settings (row headers are replaced by the grid).
    ///   - style: The chart's look (the grid takes its colors and fonts); `nil`
    ///     uses the configuration's theme and mode.
    ///   - gridStyle: The grid's spacing.
    /// - Returns: The display list and the chart geometry.
    /// - Complexity: O(chart layout + r × c) for r visible rows and c columns.
    public static func scene(
        for chart: OutlineGanttChart,
        in viewport: GanttChartViewport,
        configuration: GanttChartConfiguration,
        style: GanttChartStyle? = nil,
        gridStyle: OutlineGanttChartGridStyle = OutlineGanttChartGridStyle()
    ) -> OutlineGanttChartScene {
        let style = style ?? configuration.themeStyle
        let gridWidth = min(gridWidth(of: chart.columns), viewport.size.width)
        var chartConfiguration = configuration
        chartConfiguration.rowHeaderWidth = 0
        var chartViewport = viewport
        chartViewport.size = Size(width: max(0, viewport.size.width - gridWidth), height: viewport.size.height)
        let chartScene = GanttChartLayout.scene(for: chart, in: chartViewport, configuration: chartConfiguration, style: style)

        var edges: [Double] = [0]
        for column in chart.columns { edges.append(edges[edges.count - 1] + max(0, column.width.isFinite ? column.width : 0)) }
        let grid = gridElements(chart: chart, scene: chartScene, edges: edges, gridWidth: gridWidth,
                                height: viewport.size.height, style: style, gridStyle: gridStyle)
        var list = DisplayList(size: viewport.size, background: chartScene.displayList.background)
        list.accessibilityLabel = chartScene.displayList.accessibilityLabel
        list.append(.group(id: "grid", grid, clip: Rect(x: 0, y: 0, width: gridWidth, height: viewport.size.height)))
        list.append(.group(id: "chart", chartScene.displayList.elements,
                           clip: Rect(x: 0, y: 0, width: chartViewport.size.width, height: viewport.size.height),
                           translation: Point(x: gridWidth, y: 0)))
        if gridWidth > 0 {
            var splitter = DisplayElement.line(id: "grid:splitter", role: .gridLine,
                                               from: Point(x: gridWidth, y: 0), to: Point(x: gridWidth, y: viewport.size.height),
                                               stroke: Stroke(style.headerBorderColor, width: gridStyle.splitterWidth))
            splitter.isHitTestable = false
            list.append(splitter)
        }
        return OutlineGanttChartScene(displayList: list, chart: chartScene, gridWidth: gridWidth, columnEdges: edges)
    }

    private static func gridElements(chart: OutlineGanttChart, scene: GanttChartScene, edges: [Double], gridWidth: Double,
                                     height: Double, style: GanttChartStyle, gridStyle: OutlineGanttChartGridStyle) -> [DisplayElement] {
        let measurer = TextMeasurer()
        let padding = gridStyle.cellPadding
        let headerHeight = scene.headerHeight
        let rowHeight = scene.rowHeight
        var header: [DisplayElement] = []
        let headerFont = Font(family: style.headerLabelFont.family, size: style.headerLabelFont.size, weight: .bold)
        for (index, column) in chart.columns.enumerated() {
            let x0 = edges[index], width = edges[index + 1] - edges[index]
            guard width > 0 else { continue }
            header.append(.rect(id: SemanticID("gridheader:\(index)"), role: .gridHeaderCell,
                                Rect(x: x0, y: 0, width: width, height: headerHeight), fill: style.headerBackground,
                                stroke: Stroke(style.headerBorderColor), title: column.title))
            if let text = fitted(column.title, alignment: column.alignment, x0: x0, width: width, indent: 0,
                                 y: headerHeight / 2, font: headerFont, color: style.headerLabelColor, padding: padding,
                                 id: SemanticID("gridheader:\(index):label"), role: .gridHeaderLabel, measurer: measurer) {
                header.append(text)
            }
        }

        var body: [DisplayElement] = []
        body.reserveCapacity(scene.visibleRows.count * (2 * chart.columns.count + 2))
        let regularFont = style.rowHeaderLabelFont
        let boldFont = Font(family: regularFont.family, size: regularFont.size, weight: .bold)
        for row in scene.visibleRows where row < chart.visibleRows.count {
            let visible = chart.visibleRows[row]
            let y = scene.y(forRow: row)
            let isAlternate = row % 2 == 1 && style.alternateRowBackground != nil
            var background = DisplayElement.rect(id: SemanticID.numbered("gridrow:", row), role: isAlternate ? .alternateRow : .row,
                                                 Rect(x: 0, y: y, width: gridWidth, height: rowHeight),
                                                 fill: isAlternate ? style.alternateRowBackground : style.rowBackground)
            background.isHitTestable = false
            body.append(background)
            let isSummary = visible.isExpandable || (chart.mainItem(of: visible.id)?.isSummary ?? false)
            let font = isSummary ? boldFont : regularFont
            for (index, column) in chart.columns.enumerated() {
                let x0 = edges[index], width = edges[index + 1] - edges[index]
                guard width > 0 else { continue }
                let id = "cell:\(row):\(index)"
                body.append(.rect(id: SemanticID(id), role: .gridCell, Rect(x: x0, y: y, width: width, height: rowHeight),
                                  stroke: Stroke(style.rowBorderColor ?? style.headerBorderColor)))
                var indent = 0.0
                if case .outline = column.kind {
                    indent = Double(visible.depth) * gridStyle.indentation + gridStyle.expanderSize + 6
                    if visible.isExpandable {
                        let size = gridStyle.expanderSize
                        let cx = x0 + padding + Double(visible.depth) * gridStyle.indentation + size / 2
                        let cy = y + rowHeight / 2
                        let points = visible.isExpanded
                            ? [Point(x: cx - size / 2, y: cy - size / 4), Point(x: cx + size / 2, y: cy - size / 4), Point(x: cx, y: cy + size / 3)]
                            : [Point(x: cx - size / 4, y: cy - size / 2), Point(x: cx + size / 3, y: cy), Point(x: cx - size / 4, y: cy + size / 2)]
                        if cx + size / 2 <= x0 + width {
                            body.append(.polygon(id: SemanticID.numbered("expander:", row), role: .expander, points,
                                                 fill: style.rowHeaderLabelColor, title: visible.isExpanded ? "Collapse" : "Expand"))
                        }
                    }
                }
                let text = chart.cellText(row: row, column: index)
                if let element = fitted(text, alignment: column.alignment, x0: x0, width: width, indent: indent, y: y + rowHeight / 2,
                                        font: font, color: style.rowHeaderLabelColor, padding: padding,
                                        id: SemanticID(id + ":text"), role: .gridText, measurer: measurer) {
                    body.append(element)
                }
            }
        }
        var elements: [DisplayElement] = [.group(id: "grid:body", body,
                                                 clip: Rect(x: 0, y: headerHeight, width: gridWidth, height: max(0, height - headerHeight)))]
        elements.append(contentsOf: header)
        return elements
    }

    /// A text element cut to its cell's width, or `nil` when nothing fits.
    private static func fitted(_ text: String, alignment: OutlineGanttChartColumn.Alignment, x0: Double, width: Double, indent: Double,
                               y: Double, font: Font, color: Color, padding: Double, id: SemanticID, role: ElementRole,
                               measurer: TextMeasurer) -> DisplayElement? {
        guard !text.isEmpty else { return nil }
        let available = width - 2 * padding - indent
        guard available > 0 else { return nil }
        let shown = measurer.truncated(text, toWidth: available, font: font)
        guard !shown.isEmpty else { return nil }
        let position: Point
        let anchor: TextRun.Anchor
        switch alignment {
        case .leading:
            position = Point(x: x0 + padding + indent, y: y)
            anchor = .start
        case .center:
            position = Point(x: x0 + indent + (width - indent) / 2, y: y)
            anchor = .middle
        case .trailing:
            position = Point(x: x0 + width - padding, y: y)
            anchor = .end
        }
        var element = DisplayElement.text(id: id, role: role, shown, at: position, font: font, color: color,
                                          anchor: anchor, baseline: .middle, title: shown == text ? nil : text)
        element.isHitTestable = false
        return element
    }
}
