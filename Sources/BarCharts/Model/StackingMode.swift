/// How the frames of a stacked bar are placed along the value axis.
public enum StackingMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Positive quantities stack up from the start and negative ones down
    /// from it, so no two frames overlap (the default; what readers of a
    /// profit-and-loss chart expect).
    case diverging
    /// The reference's arithmetic (`ChartStackedBarModel`): each frame starts
    /// where the running total is, so a negative frame is drawn back over
    /// the frames before it (useful for waterfall-like bars).
    case runningTotal
}
