import Foundation
import Synchronization
import TimelineCore

/// The texts a find reads — each row's main item's name, resources
/// (attachment) and notes (details) — in one buffer with ASCII capitals
/// lowered, so that a filter or a search of 100 000 rows scans a few
/// megabytes of bytes instead of reaching into 130 000 strings.
///
/// An item source makes its index on first use and keeps it until its items'
/// texts or rows change (``GanttChartItemSource/textIndex``); moving a bar in
/// time keeps it.
struct GanttChartItemTextIndex: Sendable, Equatable {
    /// The fields a row holds, in this order.
    static let fieldsPerRow = 3

    /// Every field's UTF-8 bytes, A–Z lowered to a–z (other bytes as they are).
    let bytes: [UInt8]
    /// Field `k` of row `r` is `bytes[fieldStarts[3 r + k] ..< fieldStarts[3 r + k + 1]]`
    /// (empty for a row without items and for a text that is not set).
    let fieldStarts: [Int]
    /// Each row's main item id, `-1` for a row without items.
    let mainItems: [Int]

    /// The number of rows (the source's last row + 1).
    var rowCount: Int { mainItems.count }

    /// The index of `source`'s main items.
    /// - Complexity: O(n + b) for n items and b bytes of their texts.
    init(_ source: GanttChartItemSource) {
        // The bytes go to a buffer that grows by doubling, written in place:
        // appending byte by byte to arrays captured by a closure costs ten times more.
        var capacity = max(source.itemCount * 16, 64)
        var base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        var end = 0
        var mainItems: [Int] = []
        var fieldStarts: [Int] = [0]
        mainItems.reserveCapacity(source.totalRowCount)
        fieldStarts.reserveCapacity(source.totalRowCount * Self.fieldsPerRow + 1)
        source.forEachMainItem { row, item in
            while mainItems.count < row {
                // A row without items: three empty fields.
                mainItems.append(-1)
                for _ in 0..<Self.fieldsPerRow { fieldStarts.append(end) }
            }
            mainItems.append(item.pointee.id.rawValue)
            for field in 0..<Self.fieldsPerRow {
                let text = field == 0 ? item.pointee.label : field == 1 ? item.pointee.attachment : item.pointee.details
                if let text, !text.isEmpty {
                    if text.utf8.withContiguousStorageIfAvailable({ Self.write($0, to: &base, capacity: &capacity, end: &end) }) == nil {
                        var text = text
                        text.withUTF8 { Self.write($0, to: &base, capacity: &capacity, end: &end) }
                    }
                }
                fieldStarts.append(end)
            }
        }
        // A–Z to a–z in one pass over the whole buffer (a loop the compiler vectorizes).
        for index in 0..<end {
            let byte = base[index]
            base[index] = byte &- 65 < 26 ? byte | 0x20 : byte
        }
        bytes = Array(UnsafeBufferPointer(start: base, count: end))
        base.deallocate()
        self.fieldStarts = fieldStarts
        self.mainItems = mainItems
    }

    private init(bytes: [UInt8], fieldStarts: [Int], mainItems: [Int]) {
        self.bytes = bytes
        self.fieldStarts = fieldStarts
        self.mainItems = mainItems
    }

    /// The index after `item`'s texts changed (its row unchanged): its
    /// row's fields replaced when it is the row's main item, the same index
    /// when it is not (the index holds main items only).
    /// - Complexity: O(b + n) memory moves for b bytes and n rows — no
    ///   string is read but the item's.
    func updating(_ item: GanttChartItem) -> GanttChartItemTextIndex {
        let row = item.row
        guard row < rowCount, mainItems[row] == item.id.rawValue else { return self }
        let first = row * Self.fieldsPerRow
        let start = fieldStarts[first], end = fieldStarts[first + Self.fieldsPerRow]
        var replacement: [UInt8] = []
        var starts = fieldStarts
        for (field, text) in [item.label, item.attachment, item.details].enumerated() {
            replacement.append(contentsOf: (text ?? "").utf8.lazy.map { $0 &- 65 < 26 ? $0 | 0x20 : $0 })
            starts[first + field + 1] = start + replacement.count
        }
        let delta = replacement.count - (end - start)
        if delta != 0 {
            for index in (first + Self.fieldsPerRow + 1)..<starts.count { starts[index] += delta }
        }
        var bytes = bytes
        bytes.replaceSubrange(start..<end, with: replacement)
        return GanttChartItemTextIndex(bytes: bytes, fieldStarts: starts, mainItems: mainItems)
    }

    /// Appends `utf8` at `base[end...]`, growing the buffer if needed.
    @inline(__always)
    private static func write(_ utf8: UnsafeBufferPointer<UInt8>, to base: inout UnsafeMutablePointer<UInt8>, capacity: inout Int,
                              end: inout Int) {
        let count = utf8.count
        if end + count > capacity {
            capacity = max(capacity * 2, end + count)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            grown.update(from: base, count: end)
            base.deallocate()
            base = grown
        }
        (base + end).update(from: utf8.baseAddress!, count: count)
        end += count
    }

    /// Marks `hits[r]` for every row `r` one of whose fields contains
    /// `needle` (lowercased ASCII bytes, not empty); other entries are left as
    /// they are. Rows at or after `hits.count` are not marked.
    /// - Complexity: O(b) for b bytes in the index: one scan of the buffer,
    ///   which skips up to the needle's length at a time (Horspool).
    func markRows(containing needle: [UInt8], in hits: UnsafeMutableBufferPointer<Bool>) {
        let count = needle.count
        guard count > 0, bytes.count >= count else { return }
        // How far the window may move when its last byte is b: to b's last place in
        // the needle before its end, or past it.
        var shifts = [Int](repeating: count, count: 256)
        for index in 0..<(count - 1) { shifts[Int(needle[index])] = count - 1 - index }
        bytes.withUnsafeBufferPointer { bytes in
            fieldStarts.withUnsafeBufferPointer { starts in
                needle.withUnsafeBufferPointer { needle in
                    shifts.withUnsafeBufferPointer { shifts in
                        let base = bytes.baseAddress!
                        let last = needle[count - 1]
                        let lastPosition = bytes.count - count   // the last place the needle fits
                        var field = 0   // the field holding `position`: starts[field] <= position < starts[field + 1]
                        var position = 0
                        while position <= lastPosition {
                            let byte = base[position + count - 1]
                            guard byte == last, memcmp(base + position, needle.baseAddress!, count - 1) == 0 else {
                                position += shifts[Int(byte)]
                                continue
                            }
                            while starts[field + 1] <= position { field += 1 }
                            guard position + count <= starts[field + 1] else {
                                // The text runs over the field's end: go on in the next field.
                                position = starts[field + 1]
                                continue
                            }
                            let row = field / Self.fieldsPerRow
                            guard row < hits.count else { return }
                            hits[row] = true
                            // The row is found: go on at the next row's first field.
                            field = (row + 1) * Self.fieldsPerRow
                            position = starts[field]
                        }
                    }
                }
            }
        }
    }

    /// Lends a source's index to every copy of the source until one of them
    /// changes its items (a changed copy gets a new, empty cache).
    final class Cache: Sendable {
        private let index: Mutex<GanttChartItemTextIndex?>

        /// A cache holding `index`, or an empty one.
        init(_ index: GanttChartItemTextIndex? = nil) {
            self.index = Mutex(index)
        }

        /// A new cache for a copy of the source in which `item`'s texts
        /// changed (not its row): the index updated when it was made, else empty.
        func updating(_ item: GanttChartItem) -> Cache {
            Cache(index.withLock { $0 }?.updating(item))
        }

        /// The index, made by `make` on first use.
        func index(_ make: () -> GanttChartItemTextIndex) -> GanttChartItemTextIndex {
            index.withLock { cached in
                if let cached { return cached }
                let made = make()
                cached = made
                return made
            }
        }
    }
}
