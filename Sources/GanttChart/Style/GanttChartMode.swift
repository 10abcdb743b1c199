/// The appearance a chart is drawn in: light or dark.
///
/// A ``GanttChartTheme`` provides one ``GanttChartStyle`` per mode
/// (`theme.style(for: .dark)`). The library never reads the system setting:
/// the host passes the mode.
public enum GanttChartMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Dark content on light backgrounds.
    case light
    /// Light content on dark backgrounds.
    case dark
}
