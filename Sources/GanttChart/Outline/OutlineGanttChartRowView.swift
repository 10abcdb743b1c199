public import TimelineCore

/// An outline's rows filtered and sorted for one viewer: what the grid and
/// the chart show, in display order (``OutlineGanttChart/rowView(filter:sort:facts:)``).
///
/// A view is a value computed from the chart at one moment; compute it again
/// after the plan changes. It never changes the plan: the rows keep their
/// order in the model (see ``sortedManagerRows()`` to write a sort back).
public struct OutlineGanttChartRowView: Sendable {
    /// One row of the view.
    public struct Row: Sendable, Hashable {
        /// The outline row (a shared chart's row id is its manager row).
        public var id: OutlineGanttChartRow.ID
        /// The nesting depth (0 for top-level rows).
        public var depth: Int
        /// The parent row, `nil` at the top level.
        public var parent: OutlineGanttChartRow.ID?
        /// The row's main item, if any.
        public var item: GanttChartItem.ID?
        /// Whether rows under it are in the view (it shows an expander).
        public var isExpandable: Bool
        /// Whether the rows under it are shown.
        public var isExpanded: Bool
        /// Whether the row matches the filter itself; `false` for a summary
        /// shown only because rows under it match (a related summary row).
        public var matches: Bool
    }

    /// The filter the view applies.
    public let filter: OutlineGanttChartFilter
    /// The sort the view applies, if any.
    public let sort: OutlineGanttChartSort?
    /// The rows shown, in display order: ``allRows`` without those under a collapsed row.
    public let rows: [Row]
    /// Every row the filter lets through, in display order, with those under
    /// collapsed rows (what a search goes through).
    public let allRows: [Row]
    /// The rows that match the filter themselves (related summaries not counted).
    public let matchCount: Int
    /// The manager rows of every outline row in sorted order, filter or not
    /// (for ``sortedManagerRows()``).
    private let sortedOrder: SortedOrder
    private let visibleIndexByRow: OutlineGanttChartRowIndex
    private let allIndexByRow: OutlineGanttChartRowIndex
    /// Hidden rows under a collapsed shown row: the collapsed row's manager row, by manager row.
    private let collapsedOwners: [Int: Int]
    /// Collapsed shown rows that hide rows: their blocks of manager rows, by manager row.
    private let collapsedBlocks: [Int: Range<Int>]
    /// The number of manager rows (shown or not).
    private let managerRowCount: Int

    /// Whether the row ids are the rows of a shared manager (whose items a search reads in row order).
    private let rowsAreManagerRows: Bool

    init(filter: OutlineGanttChartFilter, sort: OutlineGanttChartSort?, rows: [Row], allRows: [Row], matchCount: Int,
         sortedOrder: SortedOrder, collapsedOwners: [Int: Int], collapsedBlocks: [Int: Range<Int>], managerRowCount: Int,
         rowsAreManagerRows: Bool) {
        self.rowsAreManagerRows = rowsAreManagerRows
        self.filter = filter
        self.sort = sort
        self.rows = rows
        self.allRows = allRows
        self.matchCount = matchCount
        self.sortedOrder = sortedOrder
        self.collapsedOwners = collapsedOwners
        self.collapsedBlocks = collapsedBlocks
        self.managerRowCount = managerRowCount
        // Dense when the ids are manager rows (a shared chart's).
        allIndexByRow = OutlineGanttChartRowIndex(allRows, id: \.id, bound: managerRowCount)
        // The shown rows are among allRows in the same order: the same count means the same rows.
        visibleIndexByRow = rows.count == allRows.count ? allIndexByRow : OutlineGanttChartRowIndex(rows, id: \.id, bound: managerRowCount)
    }

    /// Whether the view shows every row in outline order (no filter, no sort).
    public var isIdentity: Bool { filter.isEmpty && sort == nil }

    /// The index in ``rows`` of an outline row, `nil` when it is not shown.
    /// - Complexity: O(1).
    public func visibleIndex(of row: OutlineGanttChartRow.ID) -> Int? { visibleIndexByRow[row] }

    /// Whether the filter lets `row` through (shown, or hidden under a collapsed row).
    public func contains(_ row: OutlineGanttChartRow.ID) -> Bool { allIndexByRow[row] != nil }

    /// The collapsed rows above `row` in the view, top first: expanding them shows it.
    /// - Complexity: O(d) for d levels.
    public func collapsedAncestors(of row: OutlineGanttChartRow.ID) -> [OutlineGanttChartRow.ID] {
        guard let index = allIndexByRow[row] else { return [] }
        var result: [OutlineGanttChartRow.ID] = []
        var parent = allRows[index].parent
        while let current = parent, let at = allIndexByRow[current] {
            if !allRows[at].isExpanded { result.append(current) }
            parent = allRows[at].parent
        }
        return result.reversed()
    }

    /// The rows whose main item's name, resources or notes contain `text`
    /// in any letter case, in display order — shown ones and those under
    /// collapsed rows (a host expands ``collapsedAncestors(of:)`` to show a hit).
    /// - Parameters:
    ///   - text: What to find; empty finds nothing.
    ///   - source: The items (the chart's ``OutlineGanttChart/itemSource``).
    /// - Complexity: O(n + b) for n rows and b bytes of the plan's texts
    ///   (a shared chart's plan is scanned as one buffer; the first search
    ///   or filter after its texts change makes that buffer).
    public func search(_ text: String, in source: GanttChartItemSource) -> [OutlineGanttChartRow.ID] {
        let matcher = OutlineGanttChartTextMatcher(text)
        guard !matcher.isEmpty else { return [] }
        if rowsAreManagerRows, let needle = matcher.asciiNeedle {
            // The rows are a shared manager's: one scan of its text index, then the view's rows in order.
            let index = source.textIndex
            var hits = [Bool](repeating: false, count: index.rowCount)
            hits.withUnsafeMutableBufferPointer { index.markRows(containing: needle, in: $0) }
            return index.mainItems.withUnsafeBufferPointer { mainItems in
                allRows.compactMap { row in
                    let at = row.id.rawValue
                    guard at < hits.count, hits[at], mainItems[at] == row.item?.rawValue else { return nil }
                    return row.id
                }
            }
        }
        if rowsAreManagerRows, let hits = allIndexByRow.withDensePositions({ positions in
            // The rows are a shared manager's: one pass over its items in row order.
            var hits = [Bool](repeating: false, count: allRows.count)
            allRows.withUnsafeBufferPointer { allRows in
                hits.withUnsafeMutableBufferPointer { hits in
                    source.forEachMainItem { row, item in
                        guard row < positions.count, positions[row] != 0 else { return }
                        let index = Int(positions[row]) - 1
                        if allRows[index].item == item.pointee.id, matcher.matches(item) { hits[index] = true }
                    }
                }
            }
            return hits
        }) {
            return allRows.indices.compactMap { hits[$0] ? allRows[$0].id : nil }
        }
        return allRows.compactMap { row in
            guard let id = row.item, var item = source.item(withID: id), withUnsafePointer(to: &item, matcher.matches) else { return nil }
            return row.id
        }
    }

    /// The manager rows in the view's sort order, every row included (the
    /// filter does not leave any out): the order for
    /// ``GanttChartItemManager/reorderRows(_:)`` that makes the sort the plan's
    /// own. Only for a chart that shares a manager.
    /// - Complexity: O(1) for a view without a filter; O(n log n) for n rows
    ///   otherwise (a filtered view sorts only the rows it shows until asked).
    public func sortedManagerRows() -> [Int] {
        switch sortedOrder {
        case let .rows(rows): return rows
        case let .deferred(keys, parents, isAscending, ids):
            let positions = keys.preorder(parents: parents, ascending: isAscending)
            return ids.map { ids in positions.map { ids[$0].rawValue } } ?? positions
        }
    }

    /// Every row's manager row in sorted order, or what makes it.
    enum SortedOrder {
        /// The manager rows in sorted order.
        case rows([Int])
        /// The sort column's keys and the outline (parent index by position)
        /// to sort every row by; `ids` maps positions to rows (`nil`: a position is its row).
        case deferred(OutlineGanttChartSortKeys, parents: [Int], isAscending: Bool, ids: [OutlineGanttChartRow.ID]?)
    }

    /// The items of `source` (the shared manager's, or a variant of them on the
    /// same rows, such as the critical path highlighted) as the view shows
    /// them: on its rows, in its order; links to a task hidden under a
    /// collapsed row drawn to that row's summary, links to tasks the filter
    /// leaves out not drawn. Only for a chart that shares a manager.
    /// - Complexity: O(v) to make (the row maps are copied once per view, not per call).
    public func visibleItems(of source: GanttChartItemSource) -> OutlineGanttChartVisibleItems {
        var mainItems: [Int: GanttChartItem.ID] = [:]
        for row in rows where collapsedBlocks[row.id.rawValue] != nil {
            if let item = row.item { mainItems[row.id.rawValue] = item }
        }
        return OutlineGanttChartVisibleItems(source: source, modelRows: rows.map(\.id.rawValue), visibleIndexByRow: visibleIndexByRow,
                                             collapsedMainItems: mainItems, managerRowCount: managerRowCount,
                                             collapsedOwners: collapsedOwners, collapsedBlocks: collapsedBlocks)
    }
}

extension OutlineGanttChart {
    /// The rows filtered and sorted: what one viewer's grid and chart show.
    ///
    /// Rows that match `filter` are shown with the summaries above them
    /// (marked as not matching, ``OutlineGanttChartRowView/Row/matches``);
    /// siblings are sorted by `sort`'s column, keeping the outline; rows
    /// under a collapsed row (this chart's expansion) stay hidden. A summary
    /// whose rows are all filtered out shows no expander.
    ///
    /// ```swift
    /// let view = chart.rowView(filter: OutlineGanttChartFilter(text: "test"),
    ///                          sort: OutlineGanttChartSort(column: 3, isAscending: false))
    /// view.rows.map(\.id)                           // matching rows and their summaries, latest start first
    /// let shown = view.visibleItems(of: chart.itemSource)   // for the layout and rowMapping
    /// ```
    /// - Parameters:
    ///   - filter: Which rows to show; every row by default.
    ///   - sort: How siblings are ordered; `nil` keeps the outline order.
    ///   - facts: The critical items, status date and deadlines the filter needs.
    /// - Returns: The view (a value: compute it again after the plan changes).
    /// - Complexity: O(n + k log k) for n outline rows of which the filter
    ///   lets k through (only their sibling lists are sorted), plus the
    ///   filter's text search: for a shared chart one scan of the item
    ///   source's text index (made first if the plan's texts or rows changed
    ///   since it was last made, O(n + b) for b bytes of text).
    public func rowView(filter: OutlineGanttChartFilter = OutlineGanttChartFilter(), sort: OutlineGanttChartSort? = nil,
                        facts: OutlineGanttChartFilter.Facts = OutlineGanttChartFilter.Facts()) -> OutlineGanttChartRowView {
        // 1. The whole tree in outline (pre-)order.
        let (ids, parents, depths, isRowOrder) = outlineInPreorder()
        let count = ids.count
        // A shared manager's rows in row order: its main items are this array already.
        let itemIDs = isRowOrder && sharedRows?.mainItemByRow.count == count ? sharedRows!.mainItemByRow : ids.map { mainItemID(of: $0) }
        let source = itemManager.source
        /// Calls `body` with each row's index and main item: for a shared
        /// manager's rows one pass over its items in row order (no look-up by id).
        func forEachMainItem(_ body: (Int, UnsafePointer<GanttChartItem>) -> Void) {
            if isRowOrder {
                source.forEachMainItem { row, item in if row < count { body(row, item) } }
                return
            }
            for index in 0..<count {
                if let id = itemIDs[index], var item = source.item(withID: id) { withUnsafePointer(to: &item) { body(index, $0) } }
            }
        }

        // 2. What matches, and what is let through (a match and the rows above it).
        var matches = [Bool](repeating: true, count: count)
        var passes = matches
        if !filter.isEmpty {
            let matcher = OutlineGanttChartTextMatcher(filter.text)
            matches = [Bool](repeating: false, count: count)
            if isRowOrder, let needle = matcher.asciiNeedle, !needle.isEmpty {
                // The text from the source's text index (one scan of its bytes), then the other conditions per item.
                matches.withUnsafeMutableBufferPointer { source.textIndex.markRows(containing: needle, in: $0) }
                var others = filter
                others.text = ""
                if !others.isEmpty {
                    let noText = OutlineGanttChartTextMatcher("")
                    matches.withUnsafeMutableBufferPointer { matches in
                        forEachMainItem { index, item in
                            if matches[index] { matches[index] = others.matches(item, text: noText, facts: facts, manager: itemManager) }
                        }
                    }
                }
            } else {
                matches.withUnsafeMutableBufferPointer { matches in
                    forEachMainItem { index, item in
                        matches[index] = filter.matches(item, text: matcher, facts: facts, manager: itemManager)
                    }
                }
            }
            passes = matches
            for index in stride(from: count - 1, through: 0, by: -1) where passes[index] {
                if parents[index] >= 0 { passes[parents[index]] = true }
            }
        }

        // 3. The order: outline order, or siblings sorted by the column's values
        //    (only the rows the filter lets through; the whole sorted order waits for sortedManagerRows()).
        let keys = sort.flatMap {
            sortKeys(for: $0, ids: ids, itemIDs: itemIDs, indexedSource: isRowOrder ? source : nil, forEachItem: forEachMainItem)
        }
        let order: [Int]
        if let keys, let sort {
            order = keys.preorder(parents: parents, ascending: sort.isAscending, including: filter.isEmpty ? nil : passes)
        } else if filter.isEmpty {
            order = Array(0..<count)
        } else {
            order = (0..<count).filter { passes[$0] }
        }

        // 4. The rows, shown or under a collapsed row.
        var hasChild = [Bool](repeating: false, count: count)
        for index in order where parents[index] >= 0 { hasChild[parents[index]] = true }
        // The shown rows are made apart from allRows only from the first hidden row on
        // (until then they are the same, and most views hide nothing: one array, not two).
        var rows: [OutlineGanttChartRowView.Row]?
        var allRows: [OutlineGanttChartRowView.Row] = []
        allRows.reserveCapacity(order.count)
        var collapsedOwners: [Int: Int] = [:]
        var collapsedBlocks: [Int: Range<Int>] = [:]
        var hiding: (depth: Int, row: Int)?   // the collapsed shown row whose rows follow
        var matchCount = 0
        for index in order {
            let id = ids[index]
            let depth = depths[index]
            if let current = hiding, depth <= current.depth { hiding = nil }
            let isExpandable = hasChild[index]
            let row = OutlineGanttChartRowView.Row(id: id, depth: depth, parent: parents[index] >= 0 ? ids[parents[index]] : nil,
                                                   item: itemIDs[index], isExpandable: isExpandable,
                                                   isExpanded: isExpandable && isExpanded(id), matches: matches[index])
            if matches[index] { matchCount += 1 }
            if let current = hiding {
                if rows == nil { rows = allRows }
                allRows.append(row)
                collapsedOwners[id.rawValue] = current.row
                continue
            }
            allRows.append(row)
            rows?.append(row)
            if isExpandable, !row.isExpanded {
                hiding = (depth, id.rawValue)
                // The block: the row and the rows after it in outline order that are deeper.
                // (A shared chart's rows are the manager's, and a block is contiguous among them.)
                var blockEnd = index + 1
                while blockEnd < count, depths[blockEnd] > depth { blockEnd += 1 }
                collapsedBlocks[id.rawValue] = id.rawValue..<(id.rawValue + blockEnd - index)
            }
        }
        let sortedOrder: OutlineGanttChartRowView.SortedOrder
        if let keys, let sort, !filter.isEmpty {
            sortedOrder = .deferred(keys, parents: parents, isAscending: sort.isAscending, ids: isRowOrder ? nil : ids)
        } else {
            // Unfiltered, the view's order is every row's; without a sort it is the outline order.
            let positions = filter.isEmpty ? order : Array(0..<count)
            sortedOrder = .rows(isRowOrder ? positions : positions.map { ids[$0].rawValue })   // in row order a position is its row
        }
        return OutlineGanttChartRowView(filter: filter, sort: keys == nil ? nil : sort, rows: rows ?? allRows, allRows: allRows,
                                        matchCount: matchCount, sortedOrder: sortedOrder, collapsedOwners: collapsedOwners,
                                        collapsedBlocks: collapsedBlocks, managerRowCount: sharedRows?.rowCount ?? count,
                                        rowsAreManagerRows: sharedRows != nil)
    }

    /// Every row in outline (pre-)order with the index of its parent (-1 at
    /// the top level) and its depth. A shared manager's rows are already in
    /// that order, with their parents read once per reload.
    /// `isRowOrder`: the index of each row is its manager row.
    private func outlineInPreorder() -> (ids: [OutlineGanttChartRow.ID], parents: [Int], depths: [Int], isRowOrder: Bool) {
        if let sharedRows, sharedRows.parentRowByRow.count == sharedRows.rowCount {
            let count = sharedRows.parentRowByRow.count
            return ((0..<count).map { OutlineGanttChartRow.ID($0) }, sharedRows.parentRowByRow, sharedRows.depthByRow, true)
        }
        var ids: [OutlineGanttChartRow.ID] = []
        var parents: [Int] = []
        var depths: [Int] = []
        walkOutline(root: -1) { id, _, _, depth, parentIndex in
            ids.append(id)
            parents.append(parentIndex)
            depths.append(depth)
            return ids.count - 1
        }
        return (ids, parents, depths, false)
    }

    /// The values of `sort`'s column for every row (by index in outline
    /// order), or `nil` for a column that does not exist.
    /// - Parameters:
    ///   - itemIDs: Each row's main item, if any.
    ///   - indexedSource: The item source when a row's index is its row (a name sort reads its text index; other columns do not make it).
    ///   - forEachItem: Calls its argument with each row's index and main item.
    private func sortKeys(for sort: OutlineGanttChartSort, ids: [OutlineGanttChartRow.ID], itemIDs: [GanttChartItem.ID?],
                          indexedSource: GanttChartItemSource?, forEachItem: ((Int, UnsafePointer<GanttChartItem>) -> Void) -> Void) -> OutlineGanttChartSortKeys? {
        guard columns.indices.contains(sort.column) else { return nil }
        let column = columns[sort.column]
        func numbers(_ value: @escaping (UnsafePointer<GanttChartItem>) -> Double?) -> OutlineGanttChartSortKeys {
            var values = [Double](repeating: .nan, count: ids.count)
            values.withUnsafeMutableBufferPointer { values in forEachItem { index, item in values[index] = value(item) ?? .nan } }
            return .numbers(values)
        }
        func texts(_ value: @escaping (UnsafePointer<GanttChartItem>) -> String?) -> OutlineGanttChartSortKeys {
            var texts = OutlineGanttChartSortKeys.Texts(count: ids.count)
            forEachItem { index, item in texts.set(value(item), at: index) }
            if texts.needsLoweredTexts { forEachItem { index, item in texts.setLowered(value(item), at: index) } }
            return .texts(texts)
        }
        func seconds(_ time: Time) -> Double { Double(time.dayNumber) * Double(Time.secondsPerDay) + time.timeOfDay }
        switch column.kind {
        case .outline:
            guard let indexedSource else { return texts { $0.pointee.label } }
            // The names' folded bytes are in the text index already (a name is always set).
            var texts = OutlineGanttChartSortKeys.Texts(count: ids.count, index: indexedSource.textIndex, field: 0)
            if texts.needsLoweredTexts { forEachItem { index, item in texts.setLowered(item.pointee.label, at: index) } }
            return .texts(texts)
        case .start: return numbers { seconds($0.pointee.start) }
        case .finish: return numbers { seconds($0.pointee.isMilestone ? $0.pointee.start : $0.pointee.finish) }
        case .completion: return numbers { $0.pointee.completion }
        case .attachment: return texts { $0.pointee.attachment }
        case .details: return texts { $0.pointee.details }
        case .identifier:
            // As the column shows it: a shared chart's main item ids (rows without one last), else the row ids.
            guard sharedRows != nil else { return .numbers(ids.map { Double($0.rawValue) }) }
            return .numbers(itemIDs.map { $0.map { Double($0.rawValue) } ?? .nan })
        case .outlineNumber: return .numbers(ids.indices.map(Double.init))
        case .duration: return numbers { $0.pointee.isMilestone ? 0 : self.itemManager.scheduledDuration(in: $0.pointee) }
        case .predecessors:
            return numbers { item in
                self.itemManager.source.incomingDependencies(to: item.pointee.id).min { $0.id < $1.id }.map { Double($0.from.rawValue) }
            }
        case let .finishVariance(baseline): return numbers { self.finishVariance(of: $0.pointee, baseline: baseline) }
        case .value, .custom:
            return .texts(ids.indices.map { index in
                itemIDs[index] != nil ? dataSource.outlineGanttChart(self, objectValueFor: column, row: ids[index]) : nil
            })
        }
    }
}
