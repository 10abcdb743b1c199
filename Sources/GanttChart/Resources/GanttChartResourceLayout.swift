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
/// ```swift
/// let view = GanttChartResourceView(plan: plan, schedule: ProjectScheduler.schedule(plan)) { names[$0] ?? "" }
/// let scene = try GanttChartResourceLayout.wholeChartScene(for: view, configuration: GanttChartConfiguration(),
///                                                           histogram: GanttChartResourceHistogram())
/// let svg = SVGRenderer().render(scene.displayList)
/// ```
public enum GanttChartResourceLayout {
    /// The item source of `view`: one item per bar (id = index + 1), on its resource's row.
    /// - Parameter view: The resource view.
    /// - Returns: The items, without dependencies.
    /// - Complexity: O(b log b) for b bars.
    public static func itemSource(for view: GanttChartResourceView) -> GanttChartItemSource {
        let items = view.bars.enumerated().map { index, bar in
            GanttChartItem(id: GanttChartItem.ID(rawValue: index + 1), label: bar.label, row: bar.row, time: bar.time,
                           details: bar.label, context: bar.semanticID)
        }
        return (try? GanttChartItemSource(items: items)) ?? GanttChartItemSource()
    }

    /// `configuration` adapted to `view`: a row per resource (even the last
    /// ones without bars), the resources' names in row headers as wide as the
    /// longest name, no extra row, no completion bars.
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
        adapted.rowHeaderLabel = { row in row >= 0 && row < names.count ? names[row] : nil }
        adapted.desiredScrollableRowCount = names.count
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
    /// row: a resource's assignments share one row, so a label would run
    /// over the next assignment. The label is cut with "…" at the next bar,
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
            framesByRow[bar.row, default: []].append((bar.semanticID, frame))
            barOfLabel[bar.semanticID + ":label"] = (bar.row, frame)
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

    /// Replaces the Gantt chart's `item:<n>` and `row-header:<row>` ids by
    /// the view's `assignment:<task>:<resource>` and `resource:<id>`.
    static func renameIDs(in scene: inout GanttChartScene, view: GanttChartResourceView) {
        func renamed(_ id: SemanticID) -> SemanticID? {
            guard let parts = id.numberedParts else { return nil }
            let prefix = parts.prefix.description, suffix = parts.suffix.description
            if prefix == "item:", parts.number >= 1, parts.number <= view.bars.count {
                return SemanticID(view.bars[parts.number - 1].semanticID + suffix)
            }
            if prefix == "row-header:", parts.number >= 0, parts.number < view.rows.count {
                return SemanticID(view.rows[parts.number].semanticID + suffix)
            }
            return nil
        }
        func visit(_ element: inout DisplayElement) {
            if let id = renamed(element.id) { element.id = id }
            if case var .group(group) = element.primitive {
                for k in group.children.indices { visit(&group.children[k]) }
                element.primitive = .group(group)
            }
        }
        for k in scene.displayList.elements.indices { visit(&scene.displayList.elements[k]) }
    }
}
