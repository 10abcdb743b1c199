/// Keyboard modifiers held during an event.
public struct GanttChartModifiers: OptionSet, Sendable, Hashable, Codable {
    /// The raw bits.
    public var rawValue: Int
    /// Creates modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = GanttChartModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = GanttChartModifiers(rawValue: 1 << 1)
    /// Option (Alt).
    public static let option = GanttChartModifiers(rawValue: 1 << 2)
    /// Command (Meta).
    public static let command = GanttChartModifiers(rawValue: 1 << 3)

    /// Whether command or control is held (the "shortcut" modifier on either platform).
    public var hasShortcutModifier: Bool { !isDisjoint(with: [.command, .control]) }
}
