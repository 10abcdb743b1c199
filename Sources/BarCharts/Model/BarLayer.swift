/// The bars of a chart, as one of the reference's four bar layers.
///
/// | Case | Reference |
/// | --- | --- |
/// | ``bars(_:)`` | `ChartBarsLayer` of `ChartBarModel` |
/// | ``stacked(_:)`` | `ChartStackedBarsLayer` of `ChartStackedBarModel` |
/// | ``grouped(_:)`` | `ChartGroupedPlainBarsLayer` of `ChartPointsBarGroup<ChartBarModel>` |
/// | ``groupedStacked(_:)`` | `ChartGroupedStackedBarsLayer` of `ChartPointsBarGroup<ChartStackedBarModel>` |
///
/// Bars and groups are kept in category order (``BarChartModel`` checks it),
/// so layout finds the visible ones by binary search.
public enum BarLayer: Sendable, Hashable, Codable {
    /// Plain bars, one per category and series.
    case bars([BarModel])
    /// Stacked bars, one per category and series.
    case stacked([StackedBarModel])
    /// Groups of plain bars, one group per category.
    case grouped([BarGroup<BarModel>])
    /// Groups of stacked bars, one group per category.
    case groupedStacked([BarGroup<StackedBarModel>])

    /// The layer's kind, as a document names it.
    public var kind: BarLayerKind {
        switch self {
        case .bars: .bars
        case .stacked: .stacked
        case .grouped: .grouped
        case .groupedStacked: .groupedStacked
        }
    }

    /// The number of positions along the category axis the layer holds (bars
    /// for the plain and stacked layers, groups for the grouped ones).
    public var slotCount: Int {
        switch self {
        case let .bars(bars): bars.count
        case let .stacked(bars): bars.count
        case let .grouped(groups): groups.count
        case let .groupedStacked(groups): groups.count
        }
    }

    /// The category index of slot `index`.
    func constant(ofSlot index: Int) -> Int {
        switch self {
        case let .bars(bars): bars[index].constant
        case let .stacked(bars): bars[index].constant
        case let .grouped(groups): groups[index].constant
        case let .groupedStacked(groups): groups[index].constant
        }
    }

    /// The number of bars in slot `index` (1 for the ungrouped layers).
    func barCount(inSlot index: Int) -> Int {
        switch self {
        case .bars, .stacked: 1
        case let .grouped(groups): groups[index].bars.count
        case let .groupedStacked(groups): groups[index].bars.count
        }
    }

    /// The first slot whose category is at least `category`.
    /// - Complexity: O(log n).
    func firstSlot(atOrAfter category: Int) -> Int {
        var low = 0, high = slotCount
        while low < high {
            let middle = (low + high) / 2
            if constant(ofSlot: middle) < category { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The four kinds of bar layer, by name.
public enum BarLayerKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// ``BarLayer/bars(_:)``.
    case bars
    /// ``BarLayer/stacked(_:)``.
    case stacked
    /// ``BarLayer/grouped(_:)``.
    case grouped
    /// ``BarLayer/groupedStacked(_:)``.
    case groupedStacked

    /// Whether bars of this kind are made of stack frames.
    public var isStacked: Bool { self == .stacked || self == .groupedStacked }
    /// Whether bars of this kind stand in groups.
    public var isGrouped: Bool { self == .grouped || self == .groupedStacked }
}
