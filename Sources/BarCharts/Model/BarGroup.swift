/// Bars drawn side by side at one category: the reference's
/// `ChartPointsBarGroup`.
public struct BarGroup<Bar: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    /// The category index of the group.
    public var constant: Int
    /// The bars, in order along the category axis.
    public var bars: [Bar]

    /// Creates a group.
    public init(constant: Int, bars: [Bar]) {
        self.constant = constant
        self.bars = bars
    }
}
