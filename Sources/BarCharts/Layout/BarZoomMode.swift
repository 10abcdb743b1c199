/// What zooming along the category axis does to the bars: the reference's
/// `ChartPointsViewsLayerMode`.
public enum BarZoomMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Bars, bar spacing and group spacing grow with the zoom
    /// (`.scaleAndTranslate`, the default).
    case scale
    /// Groups move apart but bars keep the width and spacing they have at
    /// zoom 1 (`.translate`).
    case keepWidth
}
