/// Which way bars point.
public enum BarChartOrientation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Categories along x, values up y (columns).
    case vertical
    /// Categories down y, values along x (the reference's `horizontal: true`).
    case horizontal
}
