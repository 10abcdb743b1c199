import Foundation
import TimelineCore
import TimelineGraphics

/// Lays out a ``GanttChartResourceView`` with the Gantt chart's layout
/// (``GanttChartLayout``): the same header, time scale, nonworking-time
/// shading and bars, one row per resource with the resource's name in the
/// row header, its assignments as bars, and optionally a load histogram
/// (``GanttChartResourceHistogram``) under the rows.
///
/// The display list uses the view's ids: `resource:<id>` for a row header
/// (`resource:<id>:label` its name) and `assignment:<task>:<resource>` for
/// a bar, with the Gantt chart's suffixes (`:label`, `:completion`).
///
/// A row whose assignments overlap has several lanes
/// (``GanttChartResourceView/Row/laneCount``); each lane is one line of the
/// Gantt chart's layout (``GanttChartResourceView/line(of:)``), so the row
/// is as many lines tall: its header is one `resource:<id>` rectangle over
/// all its visible lanes with the name in the first lane, one border under
/// the last lane, and all its lanes share the row's background.
///
/// ```swift
/// let view = GanttChartResourceView(plan: plan, schedule: ProjectScheduler.schedule(plan)) { names[$0] ?? "" }
/// let scene = try GanttChartResourceLayout.wholeChartScene(for: view, configuration: GanttChartConfiguration(),
///                                                           histogram: GanttChartResourceHistogram())
/// let svg = SVGRenderer().render(scene.displayList)
/// ```
public enum GanttChartResourceLayout {
    /// The item source of `view`: one item per bar (id = index + 1), on its chart line (its row's lane).
    /// - Parameter view: The resource view.
    /// - Returns: The items, without dependencies.
    /// - Complexity: O(b log b) for b bars.
    public static func itemSource(for view: GanttChartResourceView) -> GanttChartItemSource {
        let items = view.bars.enumerated().map { index, bar in
            GanttChartItem(id: GanttChartItem.ID(rawValue: index + 1), label: bar.label, row: view.line(of: bar), time: bar.time,
                           details: bar.label, context: bar.semanticID)
        }
        return (try? GanttChartItemSource(items: items)) ?? GanttChartItemSource()
    }

    /// `configuration` adapted to `view`: a line per lane of each resource's
    /// row (even the last rows without bars), the resources' names in row
    /// headers as wide as the longest name (in the first lane of each row),
    /// a row's lanes in the row's background without borders between them,
    /// no extra row, no completion bars.
    /// - Parameters:
    ///   - view: The resource view.
    ///   - configuration: The chart's configuration (zoom, header, theme…).
    /// - Returns: The configuration to lay the view out with.
    public static func configuration(for view: GanttChartResourceView, basedOn configuration: GanttChartConfiguration) -> GanttChartConfiguration {
        var adapted = configuration
        let names = view.rows.map(\.name)
        let measurer = TextMeasurer()
        let style = configuration.themeStyle
        let widest = names.map { measurer.width(of: $0, font: style.rowHeaderLabelFont) }.max() ?? 0
        adapted.rowHeaderWidth = Swift.max(configuration.rowHeaderWidth, Swift.min(320, Swift.max(140, widest.rounded(.up) + 24)))
        let rows = view.rows
        adapted.rowHeaderLabel = { line in GanttChartResourceView.row(atLine: line, in: rows).flatMap { $0.lane == 0 ? names[$0.row] : nil } }
        adapted.desiredScrollableRowCount = view.lineCount
        // A row's lanes look like one row: the row's background (alternating by row), one border under the last lane.
        let given = configuration.styleSelectors.row
        adapted.styleSelectors.row = { line, base in
            var style = given?(line, base) ?? base
            guard let (row, lane) = GanttChartResourceView.row(atLine: line, in: rows) else { return style }
            if let alternate = style.alternateRowBackground, row % 2 != line % 2 {
                if row % 2 == 1 { style.rowBackground = alternate } else { style.alternateRowBackground = nil }
            }
            if lane < rows[row].laneCount - 1 { style.rowBorderColor = nil }
            return style
        }
        adapted.extraRowCount = 0
        adapted.showsCompletionBars = false
        adapted.showsDependencyLines = false
        return adapted
    }

    /// Lays out the part of `view` in `viewport`; a histogram, when given,
    /// takes the bottom of the viewport (the rows get the rest).
    /// - Parameters:
    ///   - view: The resource view.
    ///   - viewport: The visible window, histogram included.
    ///   - configuration: The chart's configuration (adapted with ``configuration(for:basedOn:)``).
    ///   - style: The look; `nil` uses the configuration's theme and mode.
    ///   - histogram: The load histogram to draw, or `nil`.
    /// - Returns: The scene, with the view's ids.
    /// - Complexity: O(log n + v) as ``GanttChartLayout/scene(for:in:configuration:style:)``, plus the histogram's periods.
    public static func scene(for view: GanttChartResourceView, in viewport: GanttChartViewport, configuration: GanttChartConfiguration,
                             style: GanttChartStyle? = nil, histogram: GanttChartResourceHistogram? = nil) -> GanttChartScene {
        let adapted = self.configuration(for: view, basedOn: configuration)
        let style = style ?? adapted.themeStyle
        let band = histogram.map { Swift.min($0.height(for: view), Swift.max(0, viewport.size.height - adapted.header.rowHeight)) } ?? 0
        var chartViewport = viewport
        chartViewport.size.height = Swift.max(0, viewport.size.height - band)
        var scene = GanttChartLayout.scene(for: itemSource(for: view), in: chartViewport, configuration: adapted, style: style)
        renameIDs(in: &scene, view: view)
        fitLabels(in: &scene, view: view)
        histogram?.append(to: &scene, view: view, configuration: adapted, style: style)
        return scene
    }

    /// The whole view laid out for export, with the histogram under the rows when given.
    /// - Parameters:
    ///   - view: The resource view.
    ///   - configuration: The chart's configuration (adapted with ``configuration(for:basedOn:)``).
    ///   - style: The look; `nil` uses the configuration's theme and mode.
    ///   - histogram: The load histogram to draw, or `nil`.
    ///   - limits: The largest drawing allowed.
    /// - Returns: A scene covering the whole timeline, every resource and the histogram.
    /// - Throws: ``GanttChartExportLimitError`` when the chart exceeds `limits`.
    /// - Complexity: O(b) in the bars, plus the header cells and the histogram's periods.
    public static func wholeChartScene(for view: GanttChartResourceView, configuration: GanttChartConfiguration,
                                       style: GanttChartStyle? = nil, histogram: GanttChartResourceHistogram? = nil,
                                       limits: GanttChartExportLimits = .standard) throws(GanttChartExportLimitError) -> GanttChartScene {
        let adapted = self.configuration(for: view, basedOn: configuration)
        let style = style ?? adapted.themeStyle
        var scene = try GanttChartLayout.wholeChartScene(for: itemSource(for: view), configuration: adapted, style: style, limits: limits)
        renameIDs(in: &scene, view: view)
        fitLabels(in: &scene, view: view)
        histogram?.append(to: &scene, view: view, configuration: adapted, style: style)
        return scene
    }

    /// Keeps a bar's label (drawn after the bar) off the next bars of its
    /// lane: a lane holds several assignments, so a label would run over the
    /// next one. The label is cut with "…" at the next bar,
    /// and left out when less than ``minimumLabelWidth`` remains (the bar's
    /// tooltip still names it).
    /// - Complexity: O(e + b²) for e elements and b bars drawn in one row.
    static func fitLabels(in scene: inout GanttChartScene, view: GanttChartResourceView) {
        var framesByRow: [Int: [(id: String, frame: Rect)]] = [:]
        var barOfLabel: [String: (row: Int, frame: Rect)] = [:]
        for (itemID, frame) in scene.itemFrames {
            let index = itemID.rawValue - 1
            guard view.bars.indices.contains(index) else { continue }
            let bar = view.bars[index]
            let line = view.line(of: bar)
            framesByRow[line, default: []].append((bar.semanticID, frame))
            barOfLabel[bar.semanticID + ":label"] = (line, frame)
        }
        let measurer = TextMeasurer()
        func fitted(_ element: DisplayElement) -> DisplayElement? {
            guard let bar = barOfLabel[element.id.description], case var .text(run) = element.primitive,
                  run.position.x >= bar.frame.maxX else { return element }   // inside its bar: already fitted
            let start = run.position.x
            let width = measurer.width(of: run.string, font: run.font)
            let owner = String(element.id.description.dropLast(":label".count))
            var limit = Double.infinity
            for other in framesByRow[bar.row] ?? [] where other.id != owner && other.frame.maxX > start && other.frame.minX < start + width {
                limit = Swift.min(limit, Swift.max(start, other.frame.minX - 4))
            }
            guard limit < start + width else { return element }
            guard limit - start >= minimumLabelWidth else { return nil }
            run.maxWidth = limit - start
            var cut = element
            cut.primitive = .text(run)
            return cut
        }
        func visit(_ elements: [DisplayElement]) -> [DisplayElement] {
            elements.compactMap { element in
                if case var .group(group) = element.primitive {
                    var copy = element
                    group.children = visit(group.children)
                    copy.primitive = .group(group)
                    return copy
                }
                return fitted(element)
            }
        }
        scene.displayList.elements = visit(scene.displayList.elements)
    }

    /// The narrowest label ``fitLabels(in:view:)`` keeps after cutting it, in points.
    static let minimumLabelWidth = 24.0

    /// Replaces the Gantt chart's `item:<n>` and `row-header:<line>` ids by
    /// the view's `assignment:<task>:<resource>` and `resource:<id>`, and
    /// joins the row headers of a row's lanes: the first visible lane's
    /// header grows over the row's visible lanes, the others go; only the
    /// last lane keeps its border.
    static func renameIDs(in scene: inout GanttChartScene, view: GanttChartResourceView) {
        // The visible lane headers of each row: the first line and their union.
        var headers: [Int: (line: Int, frame: Rect)] = [:]
        func collect(_ element: DisplayElement) {
            if let parts = element.id.numberedParts, parts.prefix.description == "row-header:", parts.suffix.description.isEmpty,
               case let .rect(rect, _) = element.primitive, let (row, _) = view.row(atLine: parts.number) {
                if let known = headers[row] {
                    headers[row] = (Swift.min(known.line, parts.number), known.frame.union(rect))
                } else {
                    headers[row] = (parts.number, rect)
                }
            }
            if case let .group(group) = element.primitive { group.children.forEach(collect) }
        }
        scene.displayList.elements.forEach(collect)

        /// The element with the view's id, `nil` to leave it out.
        func renamed(_ element: DisplayElement) -> DisplayElement? {
            guard let parts = element.id.numberedParts else { return element }
            let prefix = parts.prefix.description, suffix = parts.suffix.description
            var copy = element
            if prefix == "item:", parts.number >= 1, parts.number <= view.bars.count {
                copy.id = SemanticID(view.bars[parts.number - 1].semanticID + suffix)
                return copy
            }
            guard prefix == "row-header:", let (row, lane) = view.row(atLine: parts.number) else { return element }
            let id = view.rows[row].semanticID
            switch suffix {
            case "":
                guard let header = headers[row], header.line == parts.number else { return nil }
                if case let .rect(_, radius) = element.primitive { copy.primitive = .rect(header.frame, cornerRadius: radius) }
            case ":border":
                guard lane == view.rows[row].laneCount - 1 else { return nil }
            default:
                break
            }
            copy.id = SemanticID(id + suffix)
            return copy
        }
        func visit(_ elements: [DisplayElement]) -> [DisplayElement] {
            elements.compactMap { element in
                guard var copy = renamed(element) else { return nil }
                if case var .group(group) = copy.primitive {
                    group.children = visit(group.children)
                    copy.primitive = .group(group)
                }
                return copy
            }
        }
        scene.displayList.elements = visit(scene.displayList.elements)
    }
}
