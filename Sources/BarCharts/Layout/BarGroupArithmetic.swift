/// The arithmetic that places groups and bars along the category axis,
/// for both ``GroupLayoutMode``s. Every function is pure and small, so the
/// article <doc:LayoutArithmetic> and the tests can state it exactly.
///
/// Notation: `L` the axis length (content length, zoom applied), `n` the
/// number of categories, `m` the most bars in any group, `c` the bars in
/// this group, `gs` group spacing, `bs` bar spacing, `w` the bar width.
public enum BarGroupArithmetic {
    /// The length one group may fill.
    ///
    /// - centered: `L / n − gs`
    /// - reference: `(L − gs · n) / (n + 1)`
    /// - Returns: The length, never negative; 0 without categories.
    public static func groupAvailableLength(axisLength: Double, categoryCount: Int, groupSpacing: Double, mode: GroupLayoutMode) -> Double {
        guard categoryCount > 0 else { return 0 }
        let n = Double(categoryCount)
        switch mode {
        case .centered: return max(0, axisLength / n - groupSpacing)
        case .reference: return max(0, (axisLength - groupSpacing * n) / (n + 1))
        }
    }

    /// The position of category `index`'s centre along the axis, from the axis start.
    ///
    /// - centered: `(i + ½) · L / n`
    /// - reference: `(i + 1) · L / (n + 1)` (the reference's axis runs from 0
    ///   to n + 1 with the groups at 1…n)
    public static func groupCenter(index: Int, axisLength: Double, categoryCount: Int, mode: GroupLayoutMode) -> Double {
        guard categoryCount > 0 else { return 0 }
        let n = Double(categoryCount)
        switch mode {
        case .centered: return (Double(index) + 0.5) * axisLength / n
        case .reference: return Double(index + 1) * axisLength / (n + 1)
        }
    }

    /// The category whose centre is nearest `position`, unclamped (may be
    /// outside `0..<n`): the inverse of ``groupCenter(index:axisLength:categoryCount:mode:)``.
    public static func category(near position: Double, axisLength: Double, categoryCount: Int, mode: GroupLayoutMode) -> Double {
        guard categoryCount > 0, axisLength > 0 else { return 0 }
        let n = Double(categoryCount)
        switch mode {
        case .centered: return position * n / axisLength - 0.5
        case .reference: return position * (n + 1) / axisLength - 1
        }
    }

    /// The bar width: `fixed`, else `(available − bs · (m − 1)) / m`, never negative.
    public static func barWidth(availableLength: Double, maximumBarCount: Int, barSpacing: Double, fixed: Double? = nil) -> Double {
        if let fixed { return max(0, fixed) }
        let m = Double(max(1, maximumBarCount))
        return max(0, (availableLength - barSpacing * (m - 1)) / m)
    }

    /// The width a group of `c` bars takes.
    ///
    /// - centered: `c · w + bs · (c − 1)`
    /// - reference: `c · w + bs · (m − 1)` — the spacing of the fullest
    ///   group, which makes smaller groups lopsided.
    public static func groupWidth(barCount: Int, maximumBarCount: Int, barWidth: Double, barSpacing: Double, mode: GroupLayoutMode) -> Double {
        let c = Double(max(0, barCount))
        switch mode {
        case .centered: return c * barWidth + barSpacing * max(0, c - 1)
        case .reference: return c * barWidth + barSpacing * Double(max(0, maximumBarCount - 1))
        }
    }

    /// The centre of bar `k` of a group: `origin + k · (w + bs) + w / 2`,
    /// where `origin = groupCenter − groupWidth / 2`.
    public static func barCenter(barIndex: Int, barCount: Int, maximumBarCount: Int, groupCenter: Double, barWidth: Double,
                                 barSpacing: Double, mode: GroupLayoutMode) -> Double {
        let total = groupWidth(barCount: barCount, maximumBarCount: maximumBarCount, barWidth: barWidth, barSpacing: barSpacing, mode: mode)
        let origin = groupCenter - total / 2
        return origin + Double(barIndex) * (barWidth + barSpacing) + barWidth / 2
    }
}
