public import TimelineCore

/// A provider that computes its items on demand instead of storing them, for
/// charts with more rows than memory could hold (10^12 by default).
///
/// Item `i` (with id `i`) lies on row `i`. Its start and duration come from a
/// hash of `i` and ``seed``, so every query returns the same exact items:
/// the start lies within ``spanDays`` days after ``origin`` on a whole hour,
/// the duration is 1 to ``maximumDurationHours`` hours, and every item whose
/// hash is divisible by ``milestoneInterval`` is a milestone. A
/// finish-to-start dependency with id `i` links item `i` to item `i + 1`
/// whenever `i` is a multiple of ``dependencyInterval``.
///
/// ```swift
/// let provider = GanttChartVirtualItemProvider()
/// let last = provider.filteredItems(rows: 999_999_999_990..<1_000_000_000_000,
///                                   timeline: provider.preferredTimeline!)  // 10 items
/// ```
public struct GanttChartVirtualItemProvider: GanttChartCollectionProvider, Sendable, Hashable {
    /// The number of rows (and items).
    public var rowCount: Int
    /// The earliest start.
    public var origin: Time
    /// The number of days after ``origin`` in which starts fall.
    public var spanDays: Int
    /// The longest duration, in hours.
    public var maximumDurationHours: Int
    /// Every item whose hash is a multiple of this is a milestone (0: none).
    public var milestoneInterval: Int
    /// Item `i` links to `i + 1` when `i` is a multiple of this (0: no links).
    public var dependencyInterval: Int
    /// Varies the generated data.
    public var seed: UInt64

    /// Creates a provider.
    /// - Parameters:
    ///   - rowCount: The number of rows and items, `0...GanttChartItem.maximumRow + 1`.
    ///   - origin: The earliest start.
    ///   - spanDays: Starts fall within this many days after `origin` (at least 1).
    ///   - maximumDurationHours: The longest duration in hours (at least 1).
    ///   - milestoneInterval: One item in about this many is a milestone (0: none).
    ///   - dependencyInterval: Item `i` links to `i + 1` when `i` is a multiple of this (0: none).
    ///   - seed: Varies the generated data.
    public init(
        rowCount: Int = 1_000_000_000_000,
        origin: Time = Time(year: 2025, month: 1, day: 6),
        spanDays: Int = 365,
        maximumDurationHours: Int = 240,
        milestoneInterval: Int = 16,
        dependencyInterval: Int = 5,
        seed: UInt64 = 0
    ) {
        precondition((0...GanttChartItem.maximumRow + 1).contains(rowCount), "GanttChartVirtualItemProvider: row count out of range")
        precondition(spanDays >= 1 && maximumDurationHours >= 1 && milestoneInterval >= 0 && dependencyInterval >= 0,
                     "GanttChartVirtualItemProvider: invalid shape")
        self.rowCount = rowCount
        self.origin = origin
        self.spanDays = spanDays
        self.maximumDurationHours = maximumDurationHours
        self.milestoneInterval = milestoneInterval
        self.dependencyInterval = dependencyInterval
        self.seed = seed
    }

    /// ``rowCount``.
    public var totalRowCount: Int { rowCount }

    /// From ``origin`` to the latest possible finish; `nil` without rows.
    public var preferredTimeline: TimeRange? {
        guard rowCount > 0 else { return nil }
        return TimeRange(start: origin, duration: Double(spanDays * 24 + maximumDurationHours) * 3_600)
    }

    /// The item on `row`, computed from its hash.
    /// - Precondition: `row` is in `0..<rowCount`.
    /// - Complexity: O(1).
    public func item(atRow row: Int) -> GanttChartItem {
        precondition(row >= 0 && row < rowCount, "GanttChartVirtualItemProvider: row out of range")
        let hash = Self.mix(UInt64(row) ^ seed)
        let startHour = Int(hash % UInt64(spanDays * 24))
        let start = origin.adding(seconds: Double(startHour) * 3_600)
        let isMilestone = milestoneInterval > 0 && (hash >> 32) % UInt64(milestoneInterval) == 0
        let durationHours = isMilestone ? 0 : 1 + Int((hash >> 20) % UInt64(maximumDurationHours))
        let completion = Double((hash >> 40) % 5) / 4
        return GanttChartItem(
            id: GanttChartItem.ID(row),
            label: "Task \(row)",
            row: row,
            time: TimeRange(start: start, duration: Double(durationHours) * 3_600),
            completion: isMilestone ? 0 : completion,
            type: isMilestone ? .milestone : .standard
        )
    }

    /// The item with `id` (the item on row `id`), or `nil` outside the rows.
    /// - Complexity: O(1).
    public func item(withID id: GanttChartItem.ID) -> GanttChartItem? {
        id.rawValue >= 0 && id.rawValue < rowCount ? item(atRow: id.rawValue) : nil
    }

    /// The dependency with `id` (from item `id` to item `id + 1`), or `nil`.
    /// - Complexity: O(1).
    public func dependency(withID id: GanttChartDependency.ID) -> GanttChartDependency? {
        let from = id.rawValue
        guard dependencyInterval > 0, from >= 0, from < rowCount - 1, from % dependencyInterval == 0 else { return nil }
        return GanttChartDependency(id: id, from: GanttChartItem.ID(from), to: GanttChartItem.ID(from + 1))
    }

    /// The computed items on `rows` that touch `timeline`.
    /// - Complexity: O(r) for r rows in `rows ∩ 0..<rowCount`; nothing else is allocated.
    public func filteredItems(rows: Range<Int>, timeline: TimeRange) -> [GanttChartItem] {
        let clamped = rows.clamped(to: 0..<rowCount)
        return clamped.lazy.map(item(atRow:)).filter { $0.touches(timeline) }
    }

    /// The dependencies touching the filtered items, ordered by id.
    /// - Complexity: O(r) for r rows in `rows ∩ 0..<rowCount`.
    public func filteredDependencies(rows: Range<Int>, timeline: TimeRange) -> [GanttChartDependency] {
        var ids: [Int] = []
        for item in filteredItems(rows: rows, timeline: timeline) {
            ids.append(item.id.rawValue - 1)  // incoming
            ids.append(item.id.rawValue)      // outgoing
        }
        var seen = Set<Int>()
        return ids.sorted().filter { seen.insert($0).inserted }.compactMap { dependency(withID: GanttChartDependency.ID($0)) }
    }

    /// SplitMix64's finalizer: a fast, well-mixed 64-bit hash.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
