/// What a bar chart shows: categories, one bar layer, the legend, and how
/// stacks stack. Checked on creation; layout never sees an invalid model.
///
/// ```swift
/// let model = try BarChartModel(categories: ["Jan", "Feb", "Mar"], layer: .bars([
///     BarModel(series: "profit", constant: 0, axisValue2: 4.2),
///     BarModel(series: "profit", constant: 1, axisValue2: -1.3),
///     BarModel(series: "profit", constant: 2, axisValue2: 2.8),
/// ]))
/// ```
public struct BarChartModel: Sendable, Hashable {
    /// The category labels, in axis order.
    public let categories: [String]
    /// The bars.
    public let layer: BarLayer
    /// The legend entries (series for grouped bars, frame kinds for stacks).
    public let legend: [BarChartLegendEntry]
    /// The name of each stack frame index (for tooltips), if known.
    public let frameNames: [String]
    /// The display name of each series id (for tooltips and series labels); the id otherwise.
    public let seriesNames: [String: String]
    /// How stacked bars stack.
    public let stacking: StackingMode
    /// The smallest and largest value any bar reaches (0 included), computed once.
    public let valueExtent: ClosedRange<Double>
    /// The most bars any group holds (1 for the ungrouped layers).
    public let maximumBarsPerGroup: Int

    /// Creates a model and checks it.
    /// - Parameters:
    ///   - categories: The category labels.
    ///   - layer: The bars, in category order.
    ///   - legend: The legend entries.
    ///   - frameNames: The names of the stack frames by index.
    ///   - seriesNames: The display names of the series by id.
    ///   - stacking: How stacked bars stack.
    /// - Throws: ``BarChartModelError`` naming the first problem.
    /// - Complexity: O(n) in the bars and frames.
    public init(categories: [String], layer: BarLayer, legend: [BarChartLegendEntry] = [], frameNames: [String] = [],
                seriesNames: [String: String] = [:], stacking: StackingMode = .diverging) throws(BarChartModelError) {
        self.categories = categories
        self.layer = layer
        self.legend = legend
        self.frameNames = frameNames
        self.seriesNames = seriesNames
        self.stacking = stacking
        var low = 0.0, high = 0.0
        var maximumBars = layer.kind.isGrouped ? 0 : 1
        let count = categories.count
        var seenSeries: Set<String> = []
        var lastBySeries: [String: Int] = [:]

        func checkSeries(_ series: String) throws(BarChartModelError) {
            if seenSeries.contains(series) { return }
            guard !series.isEmpty, !series.contains(":") else { throw .invalidSeriesID(series) }
            seenSeries.insert(series)
        }
        func checkValue(_ value: Double, _ series: String, _ constant: Int) throws(BarChartModelError) {
            guard value.isFinite, abs(value) <= 1e15 else { throw .invalidValue(series: series, constant: constant) }
            low = Swift.min(low, value)
            high = Swift.max(high, value)
        }
        func checkBar(_ series: String, _ constant: Int) throws(BarChartModelError) {
            try checkSeries(series)
            guard (0..<count).contains(constant) else { throw .categoryOutOfRange(series: series, constant: constant, categoryCount: count) }
            if let last = lastBySeries[series], last == constant { throw .duplicateBar(series: series, constant: constant) }
            lastBySeries[series] = constant
        }
        func checkStack(_ bar: StackedBarModel) throws(BarChartModelError) {
            try checkBar(bar.series, bar.constant)
            try checkValue(bar.start, bar.series, bar.constant)
            for item in bar.items { try checkValue(item.quantity, bar.series, bar.constant) }
            for range in bar.frameRanges(stacking: stacking) {
                try checkValue(range.from, bar.series, bar.constant)
                try checkValue(range.to, bar.series, bar.constant)
            }
        }
        var previous = Int.min
        for slot in 0..<layer.slotCount {
            let constant = layer.constant(ofSlot: slot)
            guard constant >= previous else { throw .notInCategoryOrder(index: slot) }
            if layer.kind.isGrouped, constant == previous { throw .duplicateGroup(constant: constant) }
            previous = constant
        }
        switch layer {
        case let .bars(bars):
            for bar in bars {
                try checkBar(bar.series, bar.constant)
                try checkValue(bar.axisValue1, bar.series, bar.constant)
                try checkValue(bar.axisValue2, bar.series, bar.constant)
            }
        case let .stacked(bars):
            for bar in bars { try checkStack(bar) }
        case let .grouped(groups):
            for group in groups {
                guard (0..<count).contains(group.constant) else {
                    throw .categoryOutOfRange(series: group.bars.first?.series ?? "", constant: group.constant, categoryCount: count)
                }
                maximumBars = Swift.max(maximumBars, group.bars.count)
                var inGroup: Set<String> = []
                for bar in group.bars {
                    try checkSeries(bar.series)
                    guard inGroup.insert(bar.series).inserted else { throw .duplicateBar(series: bar.series, constant: group.constant) }
                    try checkValue(bar.axisValue1, bar.series, group.constant)
                    try checkValue(bar.axisValue2, bar.series, group.constant)
                }
            }
        case let .groupedStacked(groups):
            for group in groups {
                guard (0..<count).contains(group.constant) else {
                    throw .categoryOutOfRange(series: group.bars.first?.series ?? "", constant: group.constant, categoryCount: count)
                }
                maximumBars = Swift.max(maximumBars, group.bars.count)
                var inGroup: Set<String> = []
                for bar in group.bars {
                    try checkSeries(bar.series)
                    guard inGroup.insert(bar.series).inserted else { throw .duplicateBar(series: bar.series, constant: group.constant) }
                    try checkValue(bar.start, bar.series, group.constant)
                    for item in bar.items { try checkValue(item.quantity, bar.series, group.constant) }
                    for range in bar.frameRanges(stacking: stacking) {
                        try checkValue(range.from, bar.series, group.constant)
                        try checkValue(range.to, bar.series, group.constant)
                    }
                }
            }
        }
        valueExtent = low...high
        maximumBarsPerGroup = Swift.max(1, maximumBars)
    }

    /// The name of a series: its display name, else its id.
    public func seriesName(_ id: String) -> String {
        seriesNames[id] ?? legend.first { $0.id == id }?.name ?? id
    }

    /// The legend entry of a series or frame kind, if any.
    public func legendEntry(_ id: String) -> BarChartLegendEntry? {
        legend.first { $0.id == id }
    }
}
