/// Where a timeline list gets its rows: an array, or a provider describing
/// millions of rows without storing them.
///
/// Layout asks only for the rows it draws (and, once, for every row while
/// measuring heights into ``TimelineListMetrics``), so a source may build
/// rows on demand.
public protocol TimelineRowSource: Sendable {
    /// The number of rows.
    var rowCount: Int { get }
    /// The row at `index` (`0..<rowCount`).
    func row(at index: Int) -> TimelineRow
}

/// An array of rows is a source.
extension Array: TimelineRowSource where Element == TimelineRow {
    /// The number of rows.
    public var rowCount: Int { count }
    /// The row at `index`.
    public func row(at index: Int) -> TimelineRow { self[index] }
}
