/// Why a ``BarChartModel`` was refused.
public enum BarChartModelError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A bar or group stands at a category outside `0..<categoryCount`.
    case categoryOutOfRange(series: String, constant: Int, categoryCount: Int)
    /// Slot `index` of the layer comes before the one ahead of it in category order.
    case notInCategoryOrder(index: Int)
    /// Two groups stand at the same category.
    case duplicateGroup(constant: Int)
    /// Two bars of one series stand at the same category (their ids would clash).
    case duplicateBar(series: String, constant: Int)
    /// A value is NaN or infinite (or beyond ±10^15).
    case invalidValue(series: String, constant: Int)
    /// A series id is empty or contains `:` (it is part of semantic ids).
    case invalidSeriesID(String)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case let .categoryOutOfRange(series, constant, count):
            "series \"\(series)\": category \(constant) is outside the chart's \(count) categories"
        case let .notInCategoryOrder(index):
            "slot \(index) is before the slot ahead of it: bars and groups must be in category order"
        case let .duplicateGroup(constant):
            "two groups stand at category \(constant)"
        case let .duplicateBar(series, constant):
            "series \"\(series)\" has two bars at category \(constant)"
        case let .invalidValue(series, constant):
            "series \"\(series)\", category \(constant): a value is not a finite number within ±10^15"
        case let .invalidSeriesID(id):
            "series id \"\(id)\" must be non-empty and contain no \":\""
        }
    }
}
