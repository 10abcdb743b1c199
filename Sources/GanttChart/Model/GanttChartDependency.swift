public import TimelineCore

/// A link between two items: the successor (``to``) depends on the
/// predecessor (``from``) according to ``type``.
///
/// Dependencies refer to items by id. Containers reject a dependency whose ends
/// are missing, that links an item to itself, or that closes a cycle.
public struct GanttChartDependency: Sendable, Hashable, Identifiable, Codable, CustomStringConvertible {
    /// The stable identity of the dependency.
    public var id: ID
    /// The predecessor item.
    public var from: GanttChartItem.ID
    /// The successor item.
    public var to: GanttChartItem.ID
    /// Which ends of the two items are linked.
    public var type: DependencyType
    /// An optional text for tooltips and accessibility.
    public var details: String?
    /// Per-dependency overrides of the chart's interaction settings.
    public var settings: GanttChartDependencySettings
    /// Per-dependency overrides of the chart's style.
    public var style: GanttChartDependencyStyleOverrides
    /// Whether the dependency was added or edited since the last
    /// ``GanttChartItemManager/acceptChanges()``.
    public var hasChanged: Bool

    /// Creates a dependency. Nothing is validated here; containers validate on
    /// insertion and ``validate()`` checks the self-link explicitly.
    /// - Parameters:
    ///   - id: The stable identity.
    ///   - from: The predecessor item.
    ///   - to: The successor item.
    ///   - type: Which ends are linked; finish-to-start by default.
    ///   - details: A text for tooltips.
    ///   - settings: Interaction overrides.
    ///   - style: Style overrides.
    ///   - hasChanged: Whether the dependency counts as changed.
    public init(
        id: ID,
        from: GanttChartItem.ID,
        to: GanttChartItem.ID,
        type: DependencyType = .fromFinishToStart,
        details: String? = nil,
        settings: GanttChartDependencySettings = GanttChartDependencySettings(),
        style: GanttChartDependencyStyleOverrides = GanttChartDependencyStyleOverrides(),
        hasChanged: Bool = false
    ) {
        self.id = id
        self.from = from
        self.to = to
        self.type = type
        self.details = details
        self.settings = settings
        self.style = style
        self.hasChanged = hasChanged
    }

    /// `#id from→to type`.
    public var description: String { "#\(id) \(from)→\(to) \(type)" }
}

extension GanttChartDependency {
    /// The typed identity of a ``GanttChartDependency``. Encodes as a bare number.
    public typealias ID = TypedID<GanttChartDependency>

    /// Which ends of the predecessor and the successor a dependency links.
    public enum DependencyType: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// The successor starts after the predecessor finishes (the usual link).
        case fromFinishToStart
        /// The successor starts after the predecessor starts.
        case fromStartToStart
        /// The successor finishes after the predecessor finishes.
        case fromFinishToFinish
        /// The successor finishes after the predecessor starts.
        case fromStartToFinish

        /// The raw value (`"fromFinishToStart"`, …).
        public var description: String { rawValue }
    }
}
