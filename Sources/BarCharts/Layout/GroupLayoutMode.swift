/// Where groups stand along the category axis and how bars sit in them;
/// the two arithmetics are written down in <doc:LayoutArithmetic>.
public enum GroupLayoutMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each category owns an equal band of the axis; a group is centred in
    /// its band whatever its number of bars (the default).
    case centered
    /// The reference's `ChartGroupedBarsLayer` arithmetic: groups at
    /// `(i + 1) · L / (n + 1)`, available length `(L − groupSpacing · n) / (n + 1)`,
    /// and every group as wide as if it had the most bars, so a group with
    /// fewer bars sits left of its category.
    case reference
}
