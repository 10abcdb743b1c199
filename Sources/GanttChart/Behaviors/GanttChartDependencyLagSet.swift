/// The lags of dependencies, by dependency id (dependencies not listed have none).
///
/// ```swift
/// var lags = GanttChartDependencyLagSet()
/// lags[7] = .working(4 * 3_600)   // dependency 7 waits 4 working hours
/// ```
public struct GanttChartDependencyLagSet: Sendable, Equatable {
    /// The lags by dependency id.
    public var lags: [GanttChartDependency.ID: GanttChartDependencyLag]

    /// Creates a set.
    /// - Parameter lags: The lags by dependency id.
    public init(_ lags: [GanttChartDependency.ID: GanttChartDependencyLag] = [:]) {
        self.lags = lags
    }

    /// The lag of a dependency, `nil` for none.
    public subscript(id: GanttChartDependency.ID) -> GanttChartDependencyLag? {
        get { lags[id] }
        set { lags[id] = newValue }
    }
}
