public import TimelineCore

/// What a Gantt chart asks of its data: the items and dependencies that lie in
/// a viewport, so that drawing costs depend on what is visible rather than on
/// how many items exist.
///
/// Conformers range from the in-memory ``GanttChartItemSource`` to virtual
/// providers such as ``GanttChartVirtualItemProvider`` that compute items for
/// 10^12 rows on demand.
public protocol GanttChartCollectionProvider {
    /// The number of rows the chart shows: one more than the highest row in use
    /// (or a provider's fixed row count).
    var totalRowCount: Int { get }

    /// The time range that covers the data, for an initial viewport; `nil`
    /// when there is nothing to show.
    var preferredTimeline: TimeRange? { get }

    /// The items on `rows` whose time touches `timeline`.
    ///
    /// An item is returned when `item.start <= timeline.finish` and
    /// `item.finish >= timeline.start` (a closed test, so bars and milestones
    /// touching the viewport's edges are included: their outline is visible).
    /// Items come ordered by row, then start, then id.
    /// - Parameters:
    ///   - rows: The half-open range of rows shown.
    ///   - timeline: The time range shown.
    func filteredItems(rows: Range<Int>, timeline: TimeRange) -> [GanttChartItem]

    /// The dependencies with at least one end among
    /// `filteredItems(rows: rows, timeline: timeline)`, ordered by id, so that a
    /// line whose other end is off-screen is still drawn.
    /// - Parameters:
    ///   - rows: The half-open range of rows shown.
    ///   - timeline: The time range shown.
    func filteredDependencies(rows: Range<Int>, timeline: TimeRange) -> [GanttChartDependency]

    /// The item with `id`, or `nil`.
    func item(withID id: GanttChartItem.ID) -> GanttChartItem?
}

extension GanttChartItem {
    /// Whether the item touches `timeline` in the closed sense used by
    /// ``GanttChartCollectionProvider/filteredItems(rows:timeline:)``.
    /// - Complexity: O(1).
    public func touches(_ timeline: TimeRange) -> Bool {
        time.start <= timeline.finish && time.finish >= timeline.start
    }
}
