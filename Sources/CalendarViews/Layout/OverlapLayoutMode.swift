/// How overlapping cards share a day's width.
public enum OverlapLayoutMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The reference's rule: every card of an overlap group is
    /// `area width / totalColumns` wide (minus padding), in its column.
    case equalColumns
    /// As FullCalendar's time grid: a card also takes the free columns to its
    /// right, up to the first column where a card overlaps it.
    case expanding
}
