import Synchronization
import TimelineGraphics

/// A named look for Gantt charts: one ``GanttChartStyle`` per
/// ``GanttChartMode``.
///
/// Themes form a growable set. The built-ins are ``standard`` (soft blue
/// bars, slate summaries, light grid), ``jewel`` (saturated two-tone bars)
/// and ``generic`` (plain grey, square corners). Applications add their own
/// with ``register(_:)`` and find any theme by name with ``named(_:)``.
///
/// ```swift
/// let style = GanttChartTheme.standard.style(for: .dark)
/// var brand = GanttChartTheme(name: "brand", light: GanttChartStyle(), dark: style)
/// brand.light.standardBar.fill = Color(hex: "#ffb020")!
/// GanttChartTheme.register(brand)
/// GanttChartTheme.named("brand")?.style(for: .light)
/// ```
public struct GanttChartTheme: Sendable, Hashable, Identifiable {
    /// The theme's unique name (its identity).
    public var name: String
    /// The style in light mode.
    public var light: GanttChartStyle
    /// The style in dark mode.
    public var dark: GanttChartStyle

    /// Creates a theme.
    /// - Parameters:
    ///   - name: The unique name.
    ///   - light: The light-mode style.
    ///   - dark: The dark-mode style.
    public init(name: String, light: GanttChartStyle, dark: GanttChartStyle) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// The name.
    public var id: String { name }

    /// The style for `mode`.
    /// - Parameter mode: Light or dark.
    /// - Returns: ``light`` or ``dark``.
    public func style(for mode: GanttChartMode) -> GanttChartStyle {
        switch mode {
        case .light: light
        case .dark: dark
        }
    }

    // MARK: Registry

    private static let registry = Mutex<[String: GanttChartTheme]>([:])

    /// Registers `theme` under its name, replacing an earlier registration
    /// with the same name. Built-in names cannot be replaced.
    /// - Parameter theme: The theme to register.
    public static func register(_ theme: GanttChartTheme) {
        guard !builtIns.contains(where: { $0.name == theme.name }) else { return }
        registry.withLock { $0[theme.name] = theme }
    }

    /// Removes the theme registered under `name` (built-ins stay).
    /// - Parameter name: The theme's name.
    public static func unregister(named name: String) {
        _ = registry.withLock { $0.removeValue(forKey: name) }
    }

    /// The built-in or registered theme called `name`, or `nil`.
    /// - Parameter name: A theme name such as `"standard"`.
    /// - Returns: The theme.
    public static func named(_ name: String) -> GanttChartTheme? {
        if let builtIn = builtIns.first(where: { $0.name == name }) { return builtIn }
        return registry.withLock { $0[name] }
    }

    /// The names of all themes: the built-ins first, then the registered ones
    /// in alphabetical order.
    public static var names: [String] {
        builtIns.map(\.name) + registry.withLock { $0.keys.sorted() }
    }

    /// The built-in themes.
    public static let builtIns: [GanttChartTheme] = [.standard, .jewel, .generic]
}

extension GanttChartTheme {
    /// The default theme: soft blue bars with a darker completed part, slate
    /// summary bars, dark diamond milestones, a light grey grid; dark mode
    /// uses dark backgrounds and lighter bars.
    public static let standard = GanttChartTheme(name: "standard", light: GanttChartStyle(), dark: standardDark)

    /// Saturated, two-tone bars with a thin completion stripe, like jewels.
    public static let jewel = GanttChartTheme(name: "jewel", light: jewelLight, dark: jewelDark)

    /// A plain grey look with square corners, for printing.
    public static let generic = GanttChartTheme(name: "generic", light: genericLight, dark: genericDark)

    private static var standardDark: GanttChartStyle {
        var style = GanttChartStyle()
        style.background = Color(rgb: 30, 33, 40)
        style.rowBackground = Color(rgb: 30, 33, 40)
        style.alternateRowBackground = Color(rgb: 35, 39, 47)
        style.rowBorderColor = Color(rgb: 44, 49, 58)
        style.timeAreaBorderColor = Color(rgb: 52, 58, 68)
        style.nonworkingTimeFill = Color(rgb: 38, 42, 51)
        style.highlightedTimeAreaFill = Color(rgb: 120, 96, 30, alpha: 110)
        style.timeAreaLabelColor = Color(rgb: 214, 190, 120)
        style.standardBar = GanttChartBarStyle(
            fill: Color(rgb: 63, 99, 148), stroke: Color(rgb: 122, 169, 235), strokeWidth: 1,
            completionFill: Color(rgb: 122, 169, 235), cornerRadius: 3)
        style.milestoneBar = GanttChartBarStyle(
            fill: Color(rgb: 196, 214, 240), completionFill: Color(rgb: 196, 214, 240), cornerRadius: 0)
        style.summaryBar = GanttChartBarStyle(
            fill: Color(rgb: 160, 174, 192), completionFill: Color(rgb: 203, 213, 225), cornerRadius: 1)
        style.labelColor = Color(rgb: 226, 232, 240)
        style.labelInsideColor = Color(rgb: 15, 23, 42)
        style.attachmentColor = Color(rgb: 148, 160, 178)
        style.dependencyLineColor = Color(rgb: 140, 152, 172)
        style.highlightedDependencyLineColor = Color(rgb: 255, 110, 110)
        style.currentTimeLineColor = Color(rgb: 255, 99, 99)
        style.baselineFill = Color(rgb: 100, 116, 139)
        style.deadlineColor = Color(rgb: 74, 222, 128)
        style.missedDeadlineColor = Color(rgb: 255, 110, 110)
        style.slackFill = Color(rgb: 148, 163, 184)
        style.dateMarkerColor = Color(rgb: 196, 181, 253)
        style.progressLineColor = Color(rgb: 251, 146, 60)
        style.headerBackground = Color(rgb: 37, 41, 50)
        style.headerBorderColor = Color(rgb: 58, 64, 76)
        style.headerLabelColor = Color(rgb: 203, 213, 225)
        style.regionalBackground = Color(rgb: 37, 41, 50)
        style.rowHeaderBackground = Color(rgb: 34, 38, 46)
        style.rowHeaderLabelColor = Color(rgb: 203, 213, 225)
        return style
    }

    private static var jewelLight: GanttChartStyle {
        var style = GanttChartStyle()
        style.standardBar = GanttChartBarStyle(
            fill: Color(rgb: 38, 166, 154), secondaryFill: Color(rgb: 0, 137, 123), stroke: Color(rgb: 0, 105, 92),
            strokeWidth: 1, completionFill: Color(rgb: 0, 77, 64), cornerRadius: 4)
        style.milestoneBar = GanttChartBarStyle(
            fill: Color(rgb: 216, 27, 96), stroke: Color(rgb: 136, 14, 79), completionFill: Color(rgb: 216, 27, 96), cornerRadius: 0)
        style.summaryBar = GanttChartBarStyle(
            fill: Color(rgb: 94, 53, 177), secondaryFill: Color(rgb: 69, 39, 160), completionFill: Color(rgb: 49, 27, 146), cornerRadius: 1)
        style.completionBarInsets = EdgeInsets(top: 5, bottom: 5)
        style.labelInsideColor = .white
        style.dependencyLineColor = Color(rgb: 69, 90, 100)
        style.headerBackground = Color(rgb: 236, 239, 241)
        style.regionalBackground = Color(rgb: 236, 239, 241)
        return style
    }

    private static var jewelDark: GanttChartStyle {
        var style = standardDark
        let light = jewelLight
        style.standardBar = light.standardBar
        style.standardBar.completionFill = Color(rgb: 178, 223, 219)
        style.milestoneBar = GanttChartBarStyle(
            fill: Color(rgb: 240, 98, 146), completionFill: Color(rgb: 240, 98, 146), cornerRadius: 0)
        style.summaryBar = GanttChartBarStyle(
            fill: Color(rgb: 149, 117, 205), secondaryFill: Color(rgb: 126, 87, 194), completionFill: Color(rgb: 209, 196, 233), cornerRadius: 1)
        style.completionBarInsets = light.completionBarInsets
        return style
    }

    private static var genericLight: GanttChartStyle {
        var style = GanttChartStyle()
        style.alternateRowBackground = nil
        style.standardBar = GanttChartBarStyle(
            fill: Color(rgb: 200, 200, 200), stroke: Color(rgb: 64, 64, 64), completionFill: Color(rgb: 112, 112, 112), cornerRadius: 0)
        style.milestoneBar = GanttChartBarStyle(fill: Color(rgb: 32, 32, 32), completionFill: Color(rgb: 32, 32, 32), cornerRadius: 0)
        style.summaryBar = GanttChartBarStyle(fill: Color(rgb: 48, 48, 48), completionFill: Color(rgb: 0, 0, 0), cornerRadius: 0)
        style.labelColor = .black
        style.dependencyLineColor = Color(rgb: 64, 64, 64)
        style.nonworkingTimeFill = Color(rgb: 240, 240, 240)
        style.headerBackground = Color(rgb: 240, 240, 240)
        style.headerBorderColor = Color(rgb: 192, 192, 192)
        style.headerLabelColor = .black
        return style
    }

    private static var genericDark: GanttChartStyle {
        var style = standardDark
        style.alternateRowBackground = nil
        style.standardBar = GanttChartBarStyle(
            fill: Color(rgb: 96, 96, 96), stroke: Color(rgb: 176, 176, 176), completionFill: Color(rgb: 176, 176, 176), cornerRadius: 0)
        style.milestoneBar = GanttChartBarStyle(fill: Color(rgb: 224, 224, 224), completionFill: Color(rgb: 224, 224, 224), cornerRadius: 0)
        style.summaryBar = GanttChartBarStyle(fill: Color(rgb: 200, 200, 200), completionFill: Color(rgb: 255, 255, 255), cornerRadius: 0)
        return style
    }
}
