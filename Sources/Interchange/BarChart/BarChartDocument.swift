public import BarCharts
import Foundation
public import TimelineGraphics

/// A bar chart file: categories, series, the layer kind and its options.
/// Read from JSON or YAML with ``BarChartDocument/init(parsing:file:)``;
/// the format is described by `docs/bar-chart-document.schema.json`.
///
/// ```yaml
/// kind: barChart
/// version: 1
/// title: Monthly profit and loss
/// layer: bars
/// categories: [Jan, Feb, Mar]
/// valueAxis: { title: "Profit (k€)", suffix: k }
/// series:
///   - { id: profit, name: Profit, color: "#4f9d8f", negativeColor: "#c2616f", values: [42, -13, 28] }
/// options: { labels: above }
/// ```
public struct BarChartDocument: Sendable {
    /// One series as written.
    public struct Series: Sendable, Hashable {
        /// The id (`<series>` of `bar:<series>:<index>`).
        public var id: String
        /// The name shown in the legend and tooltips.
        public var name: String
        /// The bars' color.
        public var color: Color
        /// The color of bars below their start, if different.
        public var negativeColor: Color?
        /// Where the bars start (usually 0).
        public var start: Double
        /// One value per category (`nil`: no bar) for plain and grouped bars.
        public var values: [Double?]
        /// One list of frame quantities per category (`nil`: no bar) for stacked bars.
        public var stacks: [[Double]?]

        /// Creates a series.
        public init(id: String, name: String, color: Color, negativeColor: Color? = nil, start: Double = 0, values: [Double?] = [], stacks: [[Double]?] = []) {
            self.id = id
            self.name = name
            self.color = color
            self.negativeColor = negativeColor
            self.start = start
            self.values = values
            self.stacks = stacks
        }
    }

    /// The size and state drawn by default.
    public struct View: Sendable, Hashable {
        /// The width drawn.
        public var width: Double = 960
        /// The height drawn.
        public var height: Double = 540
        /// The zoom along the category axis.
        public var zoom: Double = 1
        /// The scroll offset along the category axis, in points.
        public var scrollOffset: Double = 0

        /// The default view: 960 × 540.
        public init() {}
    }

    /// The format version this library reads (1).
    public static let currentVersion = 1
    /// The most categories a document may hold.
    public static let categoryLimit = 1_000_000

    /// The title.
    public var title: String?
    /// The layer kind.
    public var layer: BarLayerKind = .bars
    /// The category labels.
    public var categories: [String] = []
    /// The series, in order (order within groups).
    public var series: [Series] = []
    /// The stack frame kinds (stacked layers): legend entries by frame index.
    public var frames: [BarChartLegendEntry] = []
    /// The look and bar arithmetic (title and axis titles included).
    public var style = BarChartStyle()
    /// How stacks stack.
    public var stacking: StackingMode = .diverging
    /// The default view.
    public var view = View()

    /// An empty document.
    public init() {}

    /// Whether `text` is a bar chart document (`kind: barChart` near the top),
    /// without reading it all: the CLI uses it to choose the renderer.
    public static func isBarChartDocument(_ text: String) -> Bool {
        for line in text.split(separator: "\n", maxSplits: 200, omittingEmptySubsequences: true).prefix(200) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "kind: barChart" || trimmed.hasPrefix("kind: barChart ") || trimmed.contains("\"kind\": \"barChart\"")
                || trimmed.contains("\"kind\":\"barChart\"") {
                return true
            }
        }
        return false
    }

    /// The chart model: the series turned into the document's layer.
    /// - Throws: ``TimelineDocumentErrors`` when the model refuses the data
    ///   (the reader checks everything first, so only for documents built in code).
    public func model() throws(TimelineDocumentErrors) -> BarChartModel {
        var bars: [BarModel] = []
        var stacks: [StackedBarModel] = []
        var groups: [BarGroup<BarModel>] = []
        var stackedGroups: [BarGroup<StackedBarModel>] = []
        func frameColor(_ index: Int) -> Color {
            index < frames.count ? frames[index].color : style.palette[index % max(1, style.palette.count)]
        }
        for category in categories.indices {
            var groupBars: [BarModel] = []
            var groupStacks: [StackedBarModel] = []
            for series in series {
                if layer.isStacked {
                    guard category < series.stacks.count, let quantities = series.stacks[category] else { continue }
                    let items = quantities.enumerated().map { StackedBarItem(quantity: $0.element, color: frameColor($0.offset)) }
                    groupStacks.append(StackedBarModel(series: series.id, constant: category, start: series.start, items: items))
                } else {
                    guard category < series.values.count, let value = series.values[category] else { continue }
                    let color = value < series.start ? (series.negativeColor ?? series.color) : series.color
                    groupBars.append(BarModel(series: series.id, constant: category, axisValue1: series.start, axisValue2: value, color: color))
                }
            }
            switch layer {
            case .bars: bars += groupBars
            case .stacked: stacks += groupStacks
            case .grouped: if !groupBars.isEmpty { groups.append(BarGroup(constant: category, bars: groupBars)) }
            case .groupedStacked: if !groupStacks.isEmpty { stackedGroups.append(BarGroup(constant: category, bars: groupStacks)) }
            }
        }
        let barLayer: BarLayer
        switch layer {
        case .bars: barLayer = .bars(bars)
        case .stacked: barLayer = .stacked(stacks)
        case .grouped: barLayer = .grouped(groups)
        case .groupedStacked: barLayer = .groupedStacked(stackedGroups)
        }
        let legend: [BarChartLegendEntry]
        if layer.isStacked {
            legend = frames
        } else if series.count > 1 {
            legend = series.map { BarChartLegendEntry(id: $0.id, name: $0.name, color: $0.color) }
        } else {
            legend = []
        }
        do {
            return try BarChartModel(categories: categories, layer: barLayer, legend: legend, frameNames: frames.map(\.name),
                                     seriesNames: Dictionary(series.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a }), stacking: stacking)
        } catch {
            throw TimelineDocumentErrors([TimelineDocumentError(file: "<document>", line: 0, column: 0, message: error.description)])
        }
    }

    /// The scene of the document's view (options override it).
    /// - Parameters:
    ///   - width: The width; `nil` for the document's.
    ///   - height: The height; `nil` for the document's.
    ///   - model: The model, when the caller already built it.
    /// - Returns: The laid-out scene.
    /// - Throws: ``TimelineDocumentErrors`` from ``model()``.
    public func scene(width: Double? = nil, height: Double? = nil) throws(TimelineDocumentErrors) -> BarChartScene {
        let model = try model()
        let viewport = BarChartViewport(size: Size(width: width ?? view.width, height: height ?? view.height),
                                        scrollOffset: view.scrollOffset, zoom: view.zoom)
        return BarChartLayout.scene(for: model, in: viewport, style: style)
    }

    /// The display list of the document's view: what `timelinekit render` draws.
    /// - Throws: ``TimelineDocumentErrors`` from ``model()``.
    public func displayList(width: Double? = nil, height: Double? = nil) throws(TimelineDocumentErrors) -> DisplayList {
        var list = try scene(width: width, height: height).displayList
        if let title { list.accessibilityLabel = title }
        return list
    }
}
