public import TimelineCore

/// The in-memory collection of items and dependencies behind a Gantt chart,
/// indexed for viewport queries.
///
/// Items are kept in an array in insertion order (swap-removed) plus a compact
/// index of 48-byte entries sorted by (row, start, id), each carrying the
/// running maximum finish of its row so far. A viewport query binary-searches
/// the first requested row, then, per non-empty row, the last item starting by
/// the viewport's finish and the first item whose row-prefix maximum finish
/// reaches the viewport's start; so long items that start far left of the
/// viewport are found without scanning the row from its beginning.
/// Dependencies are indexed by their predecessor and by their successor in two
/// sorted arrays of (item, dependency) pairs.
///
/// Every mutation validates first and throws a ``GanttChartValidationError``
/// instead of storing bad data; the collection never holds invalid items,
/// duplicate ids, dangling or self links, duplicate links or cycles.
///
/// ```swift
/// var source = try GanttChartItemSource(items: items, dependencies: links)
/// let visible = source.filteredItems(rows: 100..<140, timeline: week)
/// ```
public struct GanttChartItemSource: GanttChartCollectionProvider, Sendable {
    /// One item in the sorted index.
    struct Entry: Sendable {
        var row: Int
        var start: Double
        var finish: Double
        /// The largest finish among the entries of this row up to this one.
        var maxFinish: Double
        var id: Int
        var slot: Int

        init(row: Int, time: TimeRange, id: GanttChartItem.ID, slot: Int) {
            self.row = row
            start = time.start.absoluteSeconds
            finish = time.finish.absoluteSeconds
            maxFinish = finish
            self.id = id.rawValue
            self.slot = slot
        }

        init(_ item: GanttChartItem, slot: Int) {
            self.init(row: item.row, time: item.time, id: item.id, slot: slot)
        }

        /// Whether this entry sorts before the key (row, start, id).
        @inline(__always)
        func precedes(row otherRow: Int, start otherStart: Double, id otherID: Int) -> Bool {
            if row != otherRow { return row < otherRow }
            if start != otherStart { return start < otherStart }
            return id < otherID
        }
    }

    /// A dependency indexed by one of its ends.
    struct Link: Sendable, Comparable {
        var item: Int
        var dependency: Int

        static func < (lhs: Link, rhs: Link) -> Bool {
            (lhs.item, lhs.dependency) < (rhs.item, rhs.dependency)
        }
    }

    private var storage: [GanttChartItem] = []
    /// Each item's slot in `storage`, by id (an array for compact ids).
    private var slotByID = IDIndex()
    private(set) var entries: [Entry] = []
    private var dependencyStorage: [GanttChartDependency] = []
    /// Each dependency's slot in `dependencyStorage`, by id.
    private var dependencySlotByID = IDIndex()
    private var outgoingLinks: [Link] = []
    private var incomingLinks: [Link] = []
    /// The texts a find reads, made on first use (``textIndex``); replaced by
    /// an empty cache whenever an item's texts or row change.
    private var textIndexCache = GanttChartItemTextIndex.Cache()

    /// The union of all item times, or `nil` when there are no items.
    public private(set) var preferredTimeline: TimeRange?

    /// Creates an empty source.
    public init() {}

    /// Creates a source from items and dependencies, validating everything.
    /// - Parameters:
    ///   - items: The items, in any order.
    ///   - dependencies: The dependencies between them.
    /// - Throws: The first ``GanttChartValidationError`` found (use
    ///   ``GanttChartValidation/errors(items:dependencies:)`` to list them all).
    /// - Complexity: O(n log n + m log m) for n items and m dependencies: one sort.
    public init(items: [GanttChartItem], dependencies: [GanttChartDependency] = []) throws(GanttChartValidationError) {
        try self.init(items: items, dependencies: dependencies, checksEverything: true)
    }

    /// Creates a source from items and dependencies that
    /// ``GanttChartValidation/errors(items:dependencies:)`` found nothing
    /// wrong with (a document's resolution lists every problem first): the
    /// items, link types, link ends, duplicate links and cycles are not
    /// checked again (ids are still checked for duplicates, for free).
    /// - Throws: ``GanttChartValidationError/duplicateItemID(_:)`` or
    ///   ``GanttChartValidationError/duplicateDependencyID(_:)`` only.
    package init(validatedItems items: [GanttChartItem], dependencies: [GanttChartDependency]) throws(GanttChartValidationError) {
        try self.init(items: items, dependencies: dependencies, checksEverything: false)
    }

    private init(items: [GanttChartItem], dependencies: [GanttChartDependency], checksEverything: Bool) throws(GanttChartValidationError) {
        // Index loops read fields in place; binding whole items would copy and
        // retain every string of every item.
        slotByID = IDIndex(count: items.count) { items[$0].id.rawValue }
        for slot in items.indices {
            if checksEverything {
                try GanttChartItem.validate(id: items[slot].id, row: items[slot].row, time: items[slot].time,
                                            completion: items[slot].completion, type: items[slot].type)
            }
            if slotByID.insert(items[slot].id.rawValue, at: slot) != nil { throw .duplicateItemID(items[slot].id) }
        }
        storage = items
        entries.reserveCapacity(items.count)
        for slot in items.indices { entries.append(Entry(row: items[slot].row, time: items[slot].time, id: items[slot].id, slot: slot)) }
        entries.sort { $0.precedes(row: $1.row, start: $1.start, id: $1.id) }
        var index = 0
        while index < entries.count {
            index = refreshMaxFinish(from: index)
        }
        preferredTimeline = timelineOfItems()

        dependencySlotByID = IDIndex(count: dependencies.count) { dependencies[$0].id.rawValue }
        outgoingLinks.reserveCapacity(dependencies.count)
        incomingLinks.reserveCapacity(dependencies.count)
        for (slot, dependency) in dependencies.enumerated() {
            if checksEverything { try checkEnds(of: dependency) }
            if dependencySlotByID.insert(dependency.id.rawValue, at: slot) != nil { throw .duplicateDependencyID(dependency.id) }
            outgoingLinks.append(Link(item: dependency.from.rawValue, dependency: dependency.id.rawValue))
            incomingLinks.append(Link(item: dependency.to.rawValue, dependency: dependency.id.rawValue))
        }
        dependencyStorage = dependencies
        outgoingLinks.sort()
        incomingLinks.sort()
        guard checksEverything else { return }
        // Duplicate links share a predecessor, so they are neighbours in outgoingLinks.
        var previous: GanttChartDependency?
        for link in outgoingLinks {
            let dependency = dependencyStorage[dependencySlotByID[link.dependency]!]
            if let previous, previous.from == dependency.from {
                if let existing = outgoingDependencies(from: dependency.from).first(where: { $0.to == dependency.to && $0.id < dependency.id }) {
                    throw .duplicateDependency(dependency: dependency.id, existing: existing.id)
                }
            }
            previous = dependency
        }
        if let cycle = GanttChartValidation.firstCycle(in: dependencies) { throw cycle }
    }

    // MARK: Queries

    /// The number of items.
    public var itemCount: Int { storage.count }

    /// Calls `body` with each row's main item (its lowest-id item), rows in
    /// ascending order, rows without items skipped: one pass in row order
    /// without hashing or copying items, for whole-outline scans (filters,
    /// sorts, searches of 100 000 rows). The item is lent through a pointer
    /// that is valid only during the call.
    /// - Complexity: O(n).
    func forEachMainItem(_ body: (_ row: Int, _ item: UnsafePointer<GanttChartItem>) -> Void) {
        // Through buffer pointers: reading a field through a pointer copies that field, not the item.
        storage.withUnsafeBufferPointer { items in
            entries.withUnsafeBufferPointer { entries in
                let count = entries.count
                var index = 0
                while index < count {
                    let row = entries[index].row
                    var main = index
                    var next = index + 1
                    while next < count, entries[next].row == row {
                        if entries[next].id < entries[main].id { main = next }
                        next += 1
                    }
                    body(row, items.baseAddress! + entries[main].slot)
                    index = next
                }
            }
        }
    }

    /// Each row's main item's name, resources and notes in one buffer, for
    /// filters and searches; made on first use and kept by every copy of the
    /// source until its texts or rows change.
    /// - Complexity: O(n + b) the first time (n items, b bytes of text), O(1) after.
    var textIndex: GanttChartItemTextIndex { textIndexCache.index { GanttChartItemTextIndex(self) } }

    /// The number of dependencies.
    public var dependencyCount: Int { dependencyStorage.count }

    /// One more than the highest row in use; 0 when empty.
    /// - Complexity: O(1).
    public var totalRowCount: Int { entries.last.map { $0.row + 1 } ?? 0 }

    /// All items, ordered by row, start and id.
    /// - Complexity: O(n).
    public var items: [GanttChartItem] { entries.map { storage[$0.slot] } }

    /// All dependencies, ordered by id.
    /// - Complexity: O(m log m).
    public var dependencies: [GanttChartDependency] { dependencyStorage.sorted { $0.id < $1.id } }

    /// The largest item id in use, or `nil` when empty.
    /// - Complexity: O(n).
    public var maximumItemID: GanttChartItem.ID? { entries.lazy.map(\.id).max().map(GanttChartItem.ID.init(rawValue:)) }

    /// The largest dependency id in use, or `nil` when there are none.
    /// - Complexity: O(m).
    public var maximumDependencyID: GanttChartDependency.ID? { dependencyStorage.lazy.map(\.id).max() }

    /// The item with `id`, or `nil`.
    /// - Complexity: O(1) on average.
    public func item(withID id: GanttChartItem.ID) -> GanttChartItem? {
        slotByID[id.rawValue].map { storage[$0] }
    }

    /// The dependency with `id`, or `nil`.
    /// - Complexity: O(1) on average.
    public func dependency(withID id: GanttChartDependency.ID) -> GanttChartDependency? {
        dependencySlotByID[id.rawValue].map { dependencyStorage[$0] }
    }

    /// The dependencies whose predecessor is `id`, ordered by id.
    /// - Complexity: O(log m + k) for k results.
    public func outgoingDependencies(from id: GanttChartItem.ID) -> [GanttChartDependency] {
        linkedDependencyIDs(of: id.rawValue, in: outgoingLinks).map { dependencyStorage[dependencySlotByID[$0]!] }
    }

    /// The dependencies whose successor is `id`, ordered by id.
    /// - Complexity: O(log m + k) for k results.
    public func incomingDependencies(to id: GanttChartItem.ID) -> [GanttChartDependency] {
        linkedDependencyIDs(of: id.rawValue, in: incomingLinks).map { dependencyStorage[dependencySlotByID[$0]!] }
    }

    /// The dependencies with `id` at either end, ordered by id.
    /// - Complexity: O(log m + k log k) for k results.
    public func dependencies(of id: GanttChartItem.ID) -> [GanttChartDependency] {
        (incomingDependencies(to: id) + outgoingDependencies(from: id)).sorted { $0.id < $1.id }
    }

    /// The items on `rows` that touch `timeline` (see
    /// ``GanttChartCollectionProvider/filteredItems(rows:timeline:)``), ordered by
    /// row, start and id.
    /// - Complexity: O(r log n + c), where r is the number of non-empty rows in
    ///   `rows` and c the number of candidates: items of those rows that start
    ///   by `timeline.finish` and lie after the first item whose row-prefix
    ///   maximum finish reaches `timeline.start`. c equals the result size unless
    ///   a long item hides shorter ones that end before the viewport; empty rows
    ///   cost nothing.
    public func filteredItems(rows: Range<Int>, timeline: TimeRange) -> [GanttChartItem] {
        var result: [GanttChartItem] = []
        forEachFilteredEntry(rows: rows, timeline: timeline) { result.append(storage[$0.slot]) }
        return result
    }

    /// The dependencies with at least one end among the filtered items, ordered
    /// by id.
    /// - Complexity: O(r log n + c + v log m + d log d) for v filtered items and
    ///   d results.
    public func filteredDependencies(rows: Range<Int>, timeline: TimeRange) -> [GanttChartDependency] {
        var ids = Set<Int>()
        forEachFilteredEntry(rows: rows, timeline: timeline) { entry in
            ids.formUnion(linkedDependencyIDs(of: entry.id, in: outgoingLinks))
            ids.formUnion(linkedDependencyIDs(of: entry.id, in: incomingLinks))
        }
        return ids.sorted().map { dependencyStorage[dependencySlotByID[$0]!] }
    }

    /// The chain of items from `source` to `target` along dependencies (both
    /// included), or `nil` when `target` cannot be reached.
    /// - Complexity: O(e log m) for e dependencies reachable from `source`.
    public func dependencyPath(from source: GanttChartItem.ID, to target: GanttChartItem.ID) -> [GanttChartItem.ID]? {
        if source == target { return [source] }
        var parent: [Int: Int] = [source.rawValue: source.rawValue]
        var stack = [source.rawValue]
        while let node = stack.popLast() {
            for dependencyID in linkedDependencyIDs(of: node, in: outgoingLinks) {
                let next = dependencyStorage[dependencySlotByID[dependencyID]!].to.rawValue
                guard parent[next] == nil else { continue }
                parent[next] = node
                if next == target.rawValue {
                    var path = [next]
                    var current = next
                    while current != source.rawValue {
                        current = parent[current]!
                        path.append(current)
                    }
                    return path.reversed().map(GanttChartItem.ID.init(rawValue:))
                }
                stack.append(next)
            }
        }
        return nil
    }

    // MARK: Mutations

    /// Adds an item.
    /// - Throws: An invalid item's error, or
    ///   ``GanttChartValidationError/duplicateItemID(_:)``.
    /// - Complexity: O(n) for the index insertion (a memory move) plus O(k)
    ///   for the k items of its row.
    public mutating func addItem(_ item: GanttChartItem) throws(GanttChartValidationError) {
        try item.validate()
        guard slotByID[item.id.rawValue] == nil else { throw .duplicateItemID(item.id) }
        let slot = storage.count
        storage.append(item)
        slotByID[item.id.rawValue] = slot
        textIndexCache = GanttChartItemTextIndex.Cache()
        insertEntry(for: item, slot: slot)
        preferredTimeline = preferredTimeline.map { $0.union(item.time) } ?? item.time
    }

    /// Replaces the item that has `item.id`, keeping the index in order.
    /// - Returns: The item as it was before.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)`` or the new item's
    ///   validation error; nothing changes then.
    /// - Complexity: O(1) when row and time are unchanged; otherwise as a removal
    ///   plus an insertion.
    @discardableResult
    public mutating func updateItem(_ item: GanttChartItem) throws(GanttChartValidationError) -> GanttChartItem {
        guard let slot = slotByID[item.id.rawValue] else { throw .missingItem(item.id) }
        try item.validate()
        let old = storage[slot]
        storage[slot] = item
        if old.row != item.row {
            textIndexCache = GanttChartItemTextIndex.Cache()
        } else if old.label != item.label || old.attachment != item.attachment || old.details != item.details {
            textIndexCache = textIndexCache.updating(item)   // a rename updates the index in place of making it again
        }
        let timeChanged = old.time != item.time || old.time.start.absoluteSeconds != item.time.start.absoluteSeconds
        if old.row != item.row || timeChanged {
            moveEntry(of: old, to: item, slot: slot)
        }
        if timeChanged {
            if let timeline = preferredTimeline, old.time.start == timeline.start || old.time.finish == timeline.finish {
                preferredTimeline = timelineOfItems()
            } else {
                preferredTimeline = preferredTimeline.map { $0.union(item.time) } ?? item.time
            }
        }
        return old
    }

    /// Removes an item and every dependency that touches it.
    /// - Returns: The item and the removed dependencies, ordered by id.
    /// - Throws: ``GanttChartValidationError/missingItem(_:)``.
    /// - Complexity: O(n) for the index (a memory move), plus O(n) to recompute
    ///   ``preferredTimeline`` when the item was at one of its ends.
    @discardableResult
    public mutating func removeItem(withID id: GanttChartItem.ID) throws(GanttChartValidationError) -> (item: GanttChartItem, dependencies: [GanttChartDependency]) {
        guard let slot = slotByID[id.rawValue] else { throw .missingItem(id) }
        let removedDependencies = dependencies(of: id)
        for dependency in removedDependencies { removeDependencyUnchecked(dependency) }
        let item = storage[slot]
        removeEntry(for: item)
        slotByID[id.rawValue] = nil
        textIndexCache = GanttChartItemTextIndex.Cache()
        let last = storage.count - 1
        if slot != last {
            let moved = storage[last]
            storage[slot] = moved
            slotByID[moved.id.rawValue] = slot
            entries[entryIndex(of: moved)].slot = slot
        }
        storage.removeLast()
        if let timeline = preferredTimeline, item.time.start == timeline.start || item.time.finish == timeline.finish {
            preferredTimeline = timelineOfItems()
        }
        return (item, removedDependencies)
    }

    /// Adds a dependency.
    /// - Throws: ``GanttChartValidationError/duplicateDependencyID(_:)``,
    ///   ``GanttChartValidationError/dependencyToItself(dependency:item:)``,
    ///   ``GanttChartValidationError/dependencyToMissingItem(dependency:item:)``,
    ///   ``GanttChartValidationError/duplicateDependency(dependency:existing:)`` or
    ///   ``GanttChartValidationError/dependencyCycle(dependency:cycle:)``.
    /// - Complexity: O(m) for the link arrays (memory moves) plus the cycle
    ///   search, O(e log m) for e dependencies reachable from the successor.
    public mutating func addDependency(_ dependency: GanttChartDependency) throws(GanttChartValidationError) {
        guard dependencySlotByID[dependency.id.rawValue] == nil else { throw .duplicateDependencyID(dependency.id) }
        try checkEnds(of: dependency)
        if let existing = outgoingDependencies(from: dependency.from).first(where: { $0.to == dependency.to }) {
            throw .duplicateDependency(dependency: dependency.id, existing: existing.id)
        }
        if let path = dependencyPath(from: dependency.to, to: dependency.from) {
            throw .dependencyCycle(dependency: dependency.id, cycle: [dependency.from] + path)
        }
        dependencySlotByID[dependency.id.rawValue] = dependencyStorage.count
        dependencyStorage.append(dependency)
        Self.insert(Link(item: dependency.from.rawValue, dependency: dependency.id.rawValue), into: &outgoingLinks)
        Self.insert(Link(item: dependency.to.rawValue, dependency: dependency.id.rawValue), into: &incomingLinks)
    }

    /// Replaces the dependency that has `dependency.id`.
    /// - Returns: The dependency as it was before.
    /// - Throws: ``GanttChartValidationError/missingDependency(_:)`` or any error of
    ///   ``addDependency(_:)``; nothing changes then.
    /// - Complexity: As a removal plus an insertion when the ends change, else O(1).
    @discardableResult
    public mutating func updateDependency(_ dependency: GanttChartDependency) throws(GanttChartValidationError) -> GanttChartDependency {
        guard let slot = dependencySlotByID[dependency.id.rawValue] else { throw .missingDependency(dependency.id) }
        let old = dependencyStorage[slot]
        if old.from == dependency.from && old.to == dependency.to {
            dependencyStorage[slot] = dependency
            return old
        }
        removeDependencyUnchecked(old)
        do {
            try addDependency(dependency)
        } catch {
            try! addDependency(old)
            throw error
        }
        return old
    }

    /// Removes a dependency.
    /// - Returns: The removed dependency.
    /// - Throws: ``GanttChartValidationError/missingDependency(_:)``.
    /// - Complexity: O(m) (memory moves in the link arrays).
    @discardableResult
    public mutating func removeDependency(withID id: GanttChartDependency.ID) throws(GanttChartValidationError) -> GanttChartDependency {
        guard let slot = dependencySlotByID[id.rawValue] else { throw .missingDependency(id) }
        let dependency = dependencyStorage[slot]
        removeDependencyUnchecked(dependency)
        return dependency
    }

    /// Clears ``GanttChartItem/hasChanged`` and ``GanttChartDependency/hasChanged``
    /// everywhere.
    /// - Complexity: O(n + m).
    public mutating func acceptChanges() {
        for slot in storage.indices where storage[slot].hasChanged { storage[slot].hasChanged = false }
        for slot in dependencyStorage.indices where dependencyStorage[slot].hasChanged { dependencyStorage[slot].hasChanged = false }
    }

    // MARK: Index maintenance

    private func forEachFilteredEntry(rows: Range<Int>, timeline: TimeRange, _ body: (Entry) -> Void) {
        let low = timeline.start.absoluteSeconds
        let high = timeline.finish.absoluteSeconds
        let all = entries.indices
        var position = entries.partitioningIndex(in: all) { $0.row >= rows.lowerBound }
        while position < entries.count, entries[position].row < rows.upperBound {
            let row = entries[position].row
            let rowEnd = entries.partitioningIndex(in: position..<entries.count) { $0.row > row }
            let candidateEnd = entries.partitioningIndex(in: position..<rowEnd) { $0.start > high }
            let candidateStart = entries.partitioningIndex(in: position..<candidateEnd) { $0.maxFinish >= low }
            for index in candidateStart..<candidateEnd where entries[index].finish >= low {
                body(entries[index])
            }
            position = rowEnd
        }
    }

    private func linkedDependencyIDs(of item: Int, in links: [Link]) -> [Int] {
        var index = links.partitioningIndex(in: links.indices) { $0.item >= item }
        var result: [Int] = []
        while index < links.count, links[index].item == item {
            result.append(links[index].dependency)
            index += 1
        }
        return result
    }

    private func checkEnds(of dependency: GanttChartDependency) throws(GanttChartValidationError) {
        try dependency.validate()
        for end in [dependency.from, dependency.to] where slotByID[end.rawValue] == nil {
            throw .dependencyToMissingItem(dependency: dependency.id, item: end)
        }
    }

    private func entryIndex(of item: GanttChartItem) -> Int {
        let row = item.row, start = item.time.start.absoluteSeconds, id = item.id.rawValue
        let index = entries.partitioningIndex(in: entries.indices) { !$0.precedes(row: row, start: start, id: id) }
        assert(index < entries.count && entries[index].id == id, "GanttChartItemSource: index out of sync")
        return index
    }

    private mutating func insertEntry(for item: GanttChartItem, slot: Int) {
        let entry = Entry(item, slot: slot)
        let index = entries.partitioningIndex(in: entries.indices) { !$0.precedes(row: entry.row, start: entry.start, id: entry.id) }
        entries.insert(entry, at: index)
        refreshMaxFinish(from: index)
    }

    /// Gives `old`'s entry the row and time of `item`: in place when its key
    /// still sorts between its neighbours' (a row moved into an empty gap, a
    /// bar moved a little: O(log n) plus its rows' running maxima), else by
    /// removing and inserting it (a memory move of the index).
    private mutating func moveEntry(of old: GanttChartItem, to item: GanttChartItem, slot: Int) {
        let index = entryIndex(of: old)
        let entry = Entry(item, slot: slot)
        let afterPrevious = index == 0 || entries[index - 1].precedes(row: entry.row, start: entry.start, id: entry.id)
        let beforeNext = index + 1 == entries.count
            || entry.precedes(row: entries[index + 1].row, start: entries[index + 1].start, id: entries[index + 1].id)
        guard afterPrevious, beforeNext else {
            removeEntry(for: old)
            insertEntry(for: item, slot: slot)
            return
        }
        entries[index] = entry
        // A neighbour in the old row comes after it only when it was that row's first entry (the old row
        // cannot lie on both sides of the new one): that row's running maxima start again there.
        if old.row != item.row, index + 1 < entries.count, entries[index + 1].row == old.row { refreshMaxFinish(from: index + 1) }
        refreshMaxFinish(from: index)
    }

    private mutating func removeEntry(for item: GanttChartItem) {
        let index = entryIndex(of: item)
        entries.remove(at: index)
        refreshMaxFinish(from: index)
    }

    /// Recomputes the running maximum finish from `index` to the end of its row.
    /// - Returns: The index after that row.
    @discardableResult
    private mutating func refreshMaxFinish(from index: Int) -> Int {
        guard index < entries.count else { return index }
        let row = entries[index].row
        var running = index > 0 && entries[index - 1].row == row ? entries[index - 1].maxFinish : -Double.infinity
        var current = index
        while current < entries.count && entries[current].row == row {
            running = Swift.max(running, entries[current].finish)
            entries[current].maxFinish = running
            current += 1
        }
        return current
    }

    private mutating func removeDependencyUnchecked(_ dependency: GanttChartDependency) {
        let slot = dependencySlotByID[dependency.id.rawValue]!
        Self.remove(Link(item: dependency.from.rawValue, dependency: dependency.id.rawValue), from: &outgoingLinks)
        Self.remove(Link(item: dependency.to.rawValue, dependency: dependency.id.rawValue), from: &incomingLinks)
        dependencySlotByID[dependency.id.rawValue] = nil
        let last = dependencyStorage.count - 1
        if slot != last {
            dependencyStorage[slot] = dependencyStorage[last]
            dependencySlotByID[dependencyStorage[slot].id.rawValue] = slot
        }
        dependencyStorage.removeLast()
    }

    private static func insert(_ link: Link, into links: inout [Link]) {
        links.insert(link, at: links.partitioningIndex(in: links.indices) { !($0 < link) })
    }

    private static func remove(_ link: Link, from links: inout [Link]) {
        let index = links.partitioningIndex(in: links.indices) { !($0 < link) }
        assert(index < links.count && links[index] == link, "GanttChartItemSource: link index out of sync")
        links.remove(at: index)
    }

    /// The union of all item times, found on the compact index.
    /// - Complexity: O(n).
    private func timelineOfItems() -> TimeRange? {
        guard !entries.isEmpty else { return nil }
        var first = 0, last = 0
        for index in entries.indices {
            if entries[index].start < entries[first].start { first = index }
            if entries[index].finish > entries[last].finish { last = index }
        }
        return TimeRange(storage[entries[first].slot].time.start..<storage[entries[last].slot].time.finish)
    }

    // MARK: Invariants (for tests)

    /// Traps when an index disagrees with the items; for tests.
    /// - Complexity: O(n log n + m log m).
    func checkInvariants() {
        precondition(storage.count == slotByID.count && storage.count == entries.count)
        for (slot, item) in storage.enumerated() { precondition(slotByID[item.id.rawValue] == slot) }
        var running = -Double.infinity
        for (index, entry) in entries.enumerated() {
            let item = storage[entry.slot]
            precondition(item.id.rawValue == entry.id && item.row == entry.row)
            precondition(item.time.start.absoluteSeconds == entry.start && item.time.finish.absoluteSeconds == entry.finish)
            if index > 0 {
                let previous = entries[index - 1]
                precondition(previous.precedes(row: entry.row, start: entry.start, id: entry.id))
                if previous.row != entry.row { running = -.infinity }
            }
            running = Swift.max(running, entry.finish)
            precondition(entry.maxFinish == running)
        }
        if let first = storage.first {
            let union = storage.reduce(first.time) { $0.union($1.time) }
            precondition(preferredTimeline == union)
        } else {
            precondition(preferredTimeline == nil)
        }
        precondition(dependencyStorage.count == dependencySlotByID.count)
        precondition(outgoingLinks.count == dependencyStorage.count && incomingLinks.count == dependencyStorage.count)
        precondition(outgoingLinks == outgoingLinks.sorted() && incomingLinks == incomingLinks.sorted())
        let expectedOutgoing = dependencyStorage.map { Link(item: $0.from.rawValue, dependency: $0.id.rawValue) }.sorted()
        let expectedIncoming = dependencyStorage.map { Link(item: $0.to.rawValue, dependency: $0.id.rawValue) }.sorted()
        precondition(outgoingLinks == expectedOutgoing && incomingLinks == expectedIncoming)
        for (slot, dependency) in dependencyStorage.enumerated() {
            precondition(dependencySlotByID[dependency.id.rawValue] == slot)
            precondition(slotByID[dependency.from.rawValue] != nil && slotByID[dependency.to.rawValue] != nil)
        }
    }
}
