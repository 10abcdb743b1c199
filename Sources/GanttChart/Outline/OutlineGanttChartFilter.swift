import Foundation
public import TimelineCore

/// Which tasks an outline shows (``OutlineGanttChart/rowView(filter:sort:facts:)``):
/// the conditions that are set must all hold. A row that does not match
/// itself is still shown, as a related summary, when a row under it matches
/// (Microsoft Project's "Show related summary rows").
///
/// ```swift
/// var filter = OutlineGanttChartFilter()
/// filter.text = "review"             // in the name, the resources or the notes, any case
/// filter.isCriticalOnly = true       // and on the critical path (facts.criticalItems)
/// ```
public struct OutlineGanttChartFilter: Sendable, Hashable {
    /// Text the task's name, resources (attachment) or notes (details)
    /// contain, in any letter case; empty for any task.
    public var text: String
    /// Only tasks in ``Facts/criticalItems``.
    public var isCriticalOnly: Bool
    /// Only late tasks: unfinished work that should have progressed further
    /// by the status date (its completed work reaches an earlier time, where
    /// the progress line bends left), or a finish after the task's deadline.
    public var isLateOnly: Bool
    /// Only milestones.
    public var isMilestonesOnly: Bool
    /// Only tasks that overlap this half-open range `[start, finish)` (a
    /// milestone: whose moment lies in it); `nil` for any dates.
    public var dateRange: TimeRange?

    /// A filter; with no arguments, one that lets every row through.
    public init(text: String = "", isCriticalOnly: Bool = false, isLateOnly: Bool = false, isMilestonesOnly: Bool = false,
                dateRange: TimeRange? = nil) {
        self.text = text
        self.isCriticalOnly = isCriticalOnly
        self.isLateOnly = isLateOnly
        self.isMilestonesOnly = isMilestonesOnly
        self.dateRange = dateRange
    }

    /// Whether the filter lets every row through (nothing is set).
    public var isEmpty: Bool {
        text.isEmpty && !isCriticalOnly && !isLateOnly && !isMilestonesOnly && dateRange == nil
    }

    /// What the filter needs to know beyond the items: the host computes
    /// the critical path (``GanttChartScheduleAnalysis``), knows the status
    /// date and the deadlines.
    public struct Facts: Sendable {
        /// The critical items (``GanttChartScheduleAnalysis/criticalItemIDs(slackThreshold:)``).
        public var criticalItems: Set<GanttChartItem.ID>
        /// The status date late tasks are measured against; `nil` counts missed deadlines only.
        public var statusDate: Time?
        /// An item's deadline, if any.
        public var deadline: (@Sendable (GanttChartItem.ID) -> Time?)?

        /// The facts; none by default.
        public init(criticalItems: Set<GanttChartItem.ID> = [], statusDate: Time? = nil,
                    deadline: (@Sendable (GanttChartItem.ID) -> Time?)? = nil) {
            self.criticalItems = criticalItems
            self.statusDate = statusDate
            self.deadline = deadline
        }
    }

    /// Whether `item` matches every condition that is set.
    /// - Parameters:
    ///   - item: The row's main item.
    ///   - facts: The critical items, the status date and the deadlines.
    ///   - manager: The items' working time (how far completed work reaches).
    /// - Complexity: O(t) in the item's texts for the text condition, else O(1) besides the schedule.
    public func matches(_ item: GanttChartItem, facts: Facts, manager: GanttChartItemManager) -> Bool {
        withUnsafePointer(to: item) { matches($0, text: OutlineGanttChartTextMatcher(text), facts: facts, manager: manager) }
    }

    /// The item is read through a pointer: a scan of 100 000 rows reads the
    /// fields it tests, never copies whole items.
    func matches(_ item: UnsafePointer<GanttChartItem>, text matcher: OutlineGanttChartTextMatcher, facts: Facts,
                 manager: GanttChartItemManager) -> Bool {
        // Stored fields only: a computed property read through `pointee` copies the whole item (measured).
        let isMilestone = item.pointee.type == .milestone
        if isMilestonesOnly, !isMilestone { return false }
        if let range = dateRange {
            let time = item.pointee.time
            let overlaps = isMilestone ? (time.start >= range.start && time.start < range.finish)
                : (time.start < range.finish && time.finish > range.start)
            if !overlaps { return false }
        }
        if isCriticalOnly, !facts.criticalItems.contains(item.pointee.id) { return false }
        if isLateOnly, !Self.isLate(item.pointee, facts: facts, manager: manager) { return false }
        if !matcher.isEmpty, !matcher.matches(item) { return false }
        return true
    }

    /// Whether `item` is late (see ``isLateOnly``).
    static func isLate(_ item: GanttChartItem, facts: Facts, manager: GanttChartItemManager) -> Bool {
        if let deadline = facts.deadline?(item.id), item.finish > deadline { return true }
        guard let statusDate = facts.statusDate, item.completion < 1, item.start < statusDate else { return false }
        return manager.timeCompletedUntil(for: item) < statusDate
    }
}

/// Finds text in an item's name, resources (attachment) and notes (details),
/// in any letter case, without allocating for ASCII text.
struct OutlineGanttChartTextMatcher: Sendable {
    /// The text, lowercased.
    let needle: String
    /// Its UTF-8 bytes when it is ASCII (the fast path).
    let asciiNeedle: [UInt8]?

    /// The ASCII needle's first four bytes (as they lie in memory), each
    /// with bit 0x20 set: a text's four bytes with that bit set equal them
    /// wherever the needle may start (letters in either case), and rarely
    /// elsewhere — the cheap test before the exact one.
    private let head: UInt32

    init(_ text: String) {
        needle = text.lowercased()
        let ascii = needle.utf8.allSatisfy { $0 < 0x80 } ? Array(needle.utf8) : nil
        asciiNeedle = ascii
        var head: UInt32 = 0
        if let ascii, ascii.count >= 4 { head = ascii.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) } | Self.caseBits }
        self.head = head
    }

    private static let caseBits: UInt32 = 0x2020_2020

    var isEmpty: Bool { needle.isEmpty }

    /// Whether the item's name, attachment or details contain the text.
    func matches(_ item: UnsafePointer<GanttChartItem>) -> Bool {
        if contains(item.pointee.label) { return true }
        if let attachment = item.pointee.attachment, contains(attachment) { return true }
        if let details = item.pointee.details, contains(details) { return true }
        return false
    }

    /// Whether `text` contains the needle in any letter case.
    /// - Complexity: O(t m) for t bytes of text and m of the needle (short texts).
    func contains(_ text: String) -> Bool {
        guard let ascii = asciiNeedle else { return text.lowercased().contains(needle) }
        let count = ascii.count
        guard count > 0 else { return true }
        let head = head
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= count, let base = bytes.baseAddress else { return false }
            // An ASCII needle never matches inside a multi-byte character: those bytes are all ≥ 0x80.
            func matches(at start: Int) -> Bool {
                var index = 0
                while index < count, Self.lower(base[start + index]) == ascii[index] { index += 1 }
                return index == count
            }
            if count >= 4 {
                // Four bytes at a time with bit 0x20 set (a capital's lower case, other bytes as they are or
                // one other byte): only places that pass are compared exactly.
                for start in 0...(bytes.count - count)
                where UnsafeRawPointer(base + start).loadUnaligned(as: UInt32.self) | Self.caseBits == head && matches(at: start) {
                    return true
                }
                return false
            }
            let first = ascii[0]
            for start in 0...(bytes.count - count) where Self.lower(base[start]) == first && matches(at: start) { return true }
            return false
        }
        // A native string lends its bytes; others are made contiguous first.
        if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
        var text = text
        return text.withUTF8(search)
    }

    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
}

/// How an outline sorts its rows (``OutlineGanttChart/rowView(filter:sort:facts:)``):
/// by one of its grid columns, ascending or descending, keeping the outline
/// structure — siblings are sorted among themselves and every row stays under
/// its summary, as Microsoft Project sorts with "Keep outline structure".
/// Rows without a value (an empty row, a task without predecessors or
/// baseline) come last either way; equal values keep the outline order.
///
/// A sort is a view: the plan's rows keep their order until a host writes the
/// sorted order back with ``GanttChartItemManager/reorderRows(_:)``
/// (``OutlineGanttChartRowView/sortedManagerRows()``).
public struct OutlineGanttChartSort: Sendable, Hashable {
    /// The index of the column in ``OutlineGanttChart/columns``.
    public var column: Int
    /// Ascending (A to Z, early to late, small to large) or descending.
    public var isAscending: Bool

    /// A sort by column `column`.
    public init(column: Int, isAscending: Bool = true) {
        self.column = column
        self.isAscending = isAscending
    }
}
