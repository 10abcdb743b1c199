/// Which ends of the predecessor and the successor a ``ProjectPlan/Link``
/// links (the Gantt chart converts its `GanttChartDependency.DependencyType`).
public enum ProjectLinkType: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
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
