/// A sort column's values by row index, and the sort of sibling rows by them
/// (``OutlineGanttChart/rowView(filter:sort:facts:)``): numbers (`nan` for
/// none) or texts (`nil` for none). Rows with a value come first, by value;
/// equal values (and rows without one) keep their outline order.
///
/// Texts compare as their lowercased forms do (``Swift/String/lowercased()``
/// and `<`), without making those forms for ASCII texts: their first sixteen
/// bytes, folded to lower case, decide most comparisons.
enum OutlineGanttChartSortKeys {
    case numbers([Double])
    case texts(Texts)

    /// The keys of a text column (tests and columns whose texts come from the data source).
    static func texts(_ values: [String?]) -> OutlineGanttChartSortKeys { .texts(Texts(values)) }

    /// A text column's values with what makes comparing them cheap.
    struct Texts {
        /// The first sixteen bytes of each ASCII text folded to lower case;
        /// ``TextPrefix/none`` for no text, ``TextPrefix/unordered`` for a
        /// text that is not ASCII (or holds a zero byte).
        private(set) var prefixes: [TextPrefix]
        /// Where each ASCII text longer than sixteen bytes lies in
        /// ``longBytes`` (an empty span for the others): two prefixes that
        /// are equal decide nothing only for those.
        private(set) var longSpans: [Span]
        /// The bytes of the long texts (or a text index's bytes, which hold them).
        private(set) var longBytes: [UInt8]
        /// The lowercased texts, made only when some text is not ASCII (a
        /// comparison with such a text compares lowercased strings).
        private(set) var lowered: [String?]?

        /// A place in ``longBytes``.
        struct Span {
            var start: Int
            var count: Int
        }

        /// Keys of `count` rows without texts; ``set(_:at:)`` gives them.
        init(count: Int) {
            prefixes = [TextPrefix](repeating: .none, count: count)
            longSpans = [Span](repeating: Span(start: 0, count: 0), count: count)
            longBytes = []
            lowered = nil
        }

        /// The keys of `values` by row index.
        init(_ values: [String?]) {
            self.init(count: values.count)
            for (index, value) in values.enumerated() { set(value, at: index) }
            if needsLoweredTexts {
                for (index, value) in values.enumerated() { setLowered(value, at: index) }
            }
        }

        /// The keys of `count` rows read from field `field` of a text index
        /// (its bytes are folded already): row `r` is the index's row `r`, a
        /// row without items (or past the index) has no text. Only for a
        /// field that is always set (the name): the index keeps no
        /// difference between an empty text and none.
        init(count: Int, index: GanttChartItemTextIndex, field: Int) {
            self.init(count: count)
            longBytes = index.bytes
            let rows = min(count, index.rowCount)
            longBytes.withUnsafeBufferPointer { bytes in
                index.fieldStarts.withUnsafeBufferPointer { starts in
                    index.mainItems.withUnsafeBufferPointer { mainItems in
                        prefixes.withUnsafeMutableBufferPointer { prefixes in
                            longSpans.withUnsafeMutableBufferPointer { spans in
                                for row in 0..<rows where mainItems[row] >= 0 {
                                    let start = starts[row * GanttChartItemTextIndex.fieldsPerRow + field]
                                    let end = starts[row * GanttChartItemTextIndex.fieldsPerRow + field + 1]
                                    let prefix = TextPrefix(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                                    prefixes[row] = prefix
                                    if prefix != .unordered, end - start > 16 { spans[row] = Span(start: start, count: end - start) }
                                }
                            }
                        }
                    }
                }
            }
        }

        /// Gives row `index` its text.
        mutating func set(_ text: String?, at index: Int) {
            guard let text else { return }
            let prefix = TextPrefix(text)
            prefixes[index] = prefix
            if prefix != .unordered, text.utf8.count > 16 {
                longSpans[index] = Span(start: longBytes.count, count: text.utf8.count)
                longBytes.append(contentsOf: text.utf8)
            }
        }

        /// Whether some text is not ASCII: then every row's text must be
        /// given again through ``setLowered(_:at:)``.
        var needsLoweredTexts: Bool { lowered == nil && prefixes.contains(.unordered) }

        /// Gives row `index` its text a second time (see ``needsLoweredTexts``).
        mutating func setLowered(_ text: String?, at index: Int) {
            if lowered == nil { lowered = [String?](repeating: nil, count: prefixes.count) }
            lowered?[index] = text?.lowercased()
        }

        /// Whether row `index` has a text.
        func hasText(_ index: Int) -> Bool { prefixes[index] != .none }

        /// The long ASCII texts' bytes, row by row (`nil` for the other rows).
        var longTexts: [[UInt8]?] { longSpans.map { $0.count == 0 ? nil : Array(longBytes[$0.start..<($0.start + $0.count)]) } }

        /// The order of two rows' texts (both present): -1, 0 or 1.
        @inline(__always)
        func compare(_ a: Int, _ b: Int) -> Int {
            let p = prefixes[a], q = prefixes[b]
            if p.isASCII, q.isASCII {
                if p != q { return p < q ? -1 : 1 }
                let x = longSpans[a], y = longSpans[b]
                switch (x.count, y.count) {
                case (0, 0): return 0   // equal texts of up to sixteen bytes
                case (0, _): return -1   // the shorter one is the longer one's beginning
                case (_, 0): return 1
                default: return longBytes.withUnsafeBufferPointer { bytes in
                    Texts.compareFolded(UnsafeBufferPointer(rebasing: bytes[x.start..<(x.start + x.count)]),
                                        UnsafeBufferPointer(rebasing: bytes[y.start..<(y.start + y.count)]))
                }
                }
            }
            let x = lowered?[a] ?? "", y = lowered?[b] ?? ""
            return x == y ? 0 : (x < y ? -1 : 1)
        }

        /// The order of two ASCII texts folded to lower case (the order of
        /// their lowercased forms): -1, 0 or 1.
        static func compareFolded(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
            for index in 0..<min(a.count, b.count) {
                let c = TextPrefix.folded(a[index]), d = TextPrefix.folded(b[index])
                if c != d { return c < d ? -1 : 1 }
            }
            return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
        }
    }

    /// The first sixteen bytes of an ASCII text folded to lower case,
    /// zero-padded, as two big-endian numbers: their order is the order of
    /// the lowercased texts where they differ.
    struct TextPrefix: Equatable {
        var high: UInt64
        var low: UInt64

        /// No text (no ASCII text has 0xFF bytes).
        static let none = TextPrefix(high: .max, low: .max)
        /// A text the prefix cannot order: not ASCII, or with a zero byte
        /// (which the padding would hide).
        static let unordered = TextPrefix(high: .max, low: .max - 1)

        /// Whether this is the prefix of an ASCII text.
        var isASCII: Bool { high != .max }

        init(high: UInt64, low: UInt64) {
            self.high = high
            self.low = low
        }

        /// The prefix of `text`, or ``unordered``.
        init(_ text: String) {
            var text = text
            self = text.withUTF8 { TextPrefix($0) }
        }

        /// The prefix of a text's UTF-8 bytes, or ``unordered``.
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self = { () -> TextPrefix in
                guard let start = bytes.baseAddress, !bytes.isEmpty else { return TextPrefix(high: 0, low: 0) }
                let count = bytes.count
                // The first sixteen bytes, zero-padded, the first byte the most significant.
                var head: (UInt64, UInt64) = (0, 0)
                withUnsafeMutableBytes(of: &head) { $0.copyMemory(from: UnsafeRawBufferPointer(start: start, count: min(16, count))) }
                let high = UInt64(bigEndian: head.0), low = UInt64(bigEndian: head.1)
                // A zero byte of the text is a zero byte before the padding: fill the padding with ones.
                func padding(_ used: Int) -> UInt64 { used >= 8 ? 0 : (used <= 0 ? .max : .max >> (8 * UInt64(used))) & Self.ones }
                var isOrdered = (high | low) & Self.highBits == 0
                    && !Self.hasZeroByte(high | padding(count)) && !Self.hasZeroByte(low | padding(count - 8))
                var offset = 16
                while isOrdered, offset < count {
                    let word = offset + 8 <= count ? UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self)
                        : (offset..<count).reduce(UInt64.max & ~Self.highBits) { word, index in word << 8 | UInt64(start[index]) }
                    isOrdered = word & Self.highBits == 0 && !Self.hasZeroByte(word)
                    offset += 8
                }
                return isOrdered ? TextPrefix(high: Self.folded(high), low: Self.folded(low)) : .unordered
            }()
        }

        private static let ones: UInt64 = 0x0101_0101_0101_0101

        /// Whether a word of ASCII bytes has a zero byte.
        private static func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highBits != 0 }

        private static let highBits: UInt64 = 0x8080_8080_8080_8080

        /// Eight ASCII bytes with each of `A`–`Z` in lower case: a byte's
        /// high bit is set after adding 0x3F when it is at least `A`, after
        /// adding 0x25 when it is past `Z` (no sum carries into the next byte).
        private static func folded(_ word: UInt64) -> UInt64 {
            let upper = (word &+ ones &* 0x3F) & ~(word &+ ones &* 0x25) & highBits
            return word | upper >> 2
        }

        /// An ASCII byte in lower case.
        @inline(__always)
        static func folded(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

        /// Byte order of the prefixes (meaningful when neither is ``none``).
        static func < (a: TextPrefix, b: TextPrefix) -> Bool { a.high != b.high ? a.high < b.high : a.low < b.low }
    }

    /// The rows depth first with each row's children sorted (the outline
    /// kept): the order a sorted view shows.
    /// - Parameters:
    ///   - parents: Each row's parent index (-1 at the top level), rows in
    ///     outline (pre-)order.
    ///   - ascending: The direction (rows without a value last either way).
    ///   - included: The rows to order (every row when `nil`); a row's
    ///     parent must be included when the row is (a filter's rows are).
    /// - Returns: The indices of the included rows in sorted order.
    /// - Complexity: O(k log k) for k included rows, plus O(n) to find them.
    func preorder(parents: [Int], ascending: Bool, including included: [Bool]? = nil) -> [Int] {
        let count = parents.count
        // The included rows' children in one flat array (a row's at offsets[row + 1]..<offsets[row + 2],
        // the top level's at offsets[0]..<offsets[1]), in outline order, then sorted in place.
        var rows: [Int]
        if let included {
            rows = []
            rows.reserveCapacity(count)
            for index in 0..<count where included[index] { rows.append(index) }
        } else {
            rows = Array(0..<count)
        }
        var offsets = [Int](repeating: 0, count: count + 2)
        var children = [Int](repeating: 0, count: rows.count)
        parents.withUnsafeBufferPointer { parents in
            offsets.withUnsafeMutableBufferPointer { offsets in
                for index in rows { offsets[parents[index] + 2] += 1 }
                for slot in 1..<offsets.count { offsets[slot] += offsets[slot - 1] }
                // offsets[parent + 1] counts up through the parent's list as it is filled, then is set back.
                for index in rows {
                    let slot = parents[index] + 1
                    children[offsets[slot]] = index
                    offsets[slot] += 1
                }
                for slot in stride(from: offsets.count - 1, to: 0, by: -1) { offsets[slot] = offsets[slot - 1] }
                offsets[0] = 0
            }
        }
        var buffer: [Int] = []
        children.withUnsafeMutableBufferPointer { children in
            // Each list with more than one row: the top level's (parent -1), then each included row's.
            func sortChildren(of parent: Int) {
                guard offsets[parent + 2] - offsets[parent + 1] > 1 else { return }
                sort(UnsafeMutableBufferPointer(rebasing: children[offsets[parent + 1]..<offsets[parent + 2]]),
                     ascending: ascending, buffer: &buffer)
            }
            sortChildren(of: -1)
            for parent in rows { sortChildren(of: parent) }
        }
        let total = rows.count
        // Depth first through the sorted children: a stack of (next child, end) positions.
        var order: [Int] = []
        order.reserveCapacity(total)
        var stack: [(next: Int, end: Int)] = [(offsets[0], offsets[1])]
        while let top = stack.last {
            guard top.next < top.end else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let row = children[top.next]
            order.append(row)
            if offsets[row + 2] > offsets[row + 1] { stack.append((offsets[row + 1], offsets[row + 2])) }
        }
        return order
    }

    /// Sorts `rows` (indices) in place: rows with a value first, by value;
    /// equal values (and rows without) in outline order. Through a pointer:
    /// a list inside a larger array is sorted where it is, not copied.
    /// - Parameter buffer: Scratch space, reused from one call to the next.
    func sort(_ rows: UnsafeMutableBufferPointer<Int>, ascending: Bool, buffer: inout [Int]) {
        switch self {
        case let .numbers(values):
            Self.mergeSort(rows, buffer: &buffer) { a, b in
                let x = values[a], y = values[b]
                if x.isNaN || y.isNaN { return x.isNaN == y.isNaN ? a < b : !x.isNaN }
                if x == y { return a < b }
                return ascending ? x < y : x > y
            }
        case let .texts(texts):
            let prefixes = texts.prefixes
            Self.mergeSort(rows, buffer: &buffer) { a, b in
                let p = prefixes[a], q = prefixes[b]
                if p != q, p.isASCII, q.isASCII { return ascending ? p < q : q < p }
                let hasX = p != .none, hasY = q != .none
                if !hasX || !hasY { return hasX == hasY ? a < b : hasX }
                let order = texts.compare(a, b)
                if order == 0 { return a < b }
                return ascending ? order < 0 : order > 0
            }
        }
    }

    /// Sorts `rows` in place by `less`, a strict total order: runs of eight
    /// by insertion, then merged bottom-up through `buffer`. (The standard
    /// library's sort inserts whole lists of up to 64 elements one by one: up
    /// to n²/2 comparisons for the 49 tasks of a phase sorted backwards.)
    @inline(__always)
    static func mergeSort(_ rows: UnsafeMutableBufferPointer<Int>, buffer: inout [Int], by less: (Int, Int) -> Bool) {
        let count = rows.count
        guard count > 1 else { return }
        if buffer.count < count { buffer = [Int](repeating: 0, count: count) }
        let run = 8
        do {
            buffer.withUnsafeMutableBufferPointer { spare in
                var start = 0
                while start < count {
                    let end = min(start + run, count)
                    var next = start + 1
                    while next < end {
                        let value = rows[next]
                        var slot = next
                        while slot > start, less(value, rows[slot - 1]) {
                            rows[slot] = rows[slot - 1]
                            slot -= 1
                        }
                        rows[slot] = value
                        next += 1
                    }
                    start = end
                }
                guard count > run, let first = rows.baseAddress, var target = spare.baseAddress else { return }
                var source = first
                var width = run
                while width < count {
                    var low = 0
                    while low < count {
                        let middle = min(low + width, count), high = min(low + 2 * width, count)
                        var left = low, right = middle, slot = low
                        // Two runs already in order need no comparisons beyond the first.
                        if middle < high, less(source[middle], source[middle - 1]) {
                            while left < middle, right < high {
                                if less(source[right], source[left]) {
                                    target[slot] = source[right]
                                    right += 1
                                } else {
                                    target[slot] = source[left]
                                    left += 1
                                }
                                slot += 1
                            }
                        }
                        while left < middle {
                            target[slot] = source[left]
                            left += 1
                            slot += 1
                        }
                        while right < high {
                            target[slot] = source[right]
                            right += 1
                            slot += 1
                        }
                        low = high
                    }
                    swap(&source, &target)
                    width *= 2
                }
                if source != first { first.update(from: source, count: count) }
            }
        }
    }
}
