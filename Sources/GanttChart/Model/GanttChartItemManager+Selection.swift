public import TimelineCore

/// Why an edit of several items was refused, for people; nothing changed.
public struct GanttChartSelectionEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var reason: String

    /// Creates the error.
    public init(_ reason: String) { self.reason = reason }

    public var description: String { reason }
}

/// Edits of several items at once — a multi-selection's Delete, Link, Unlink,
/// Indent and Outdent, and a sorted view written back as the plan's row order
/// — each a sequence of ``GanttChartEdit`` values made through the manager, so
/// a host records it as one undoable action with ``recordingEdits(_:)``. When
/// one step is refused the error is thrown and, inside ``recordingEdits(_:)``,
/// the steps before it are undone.
///
/// ```swift
/// let edits = try manager.recordingEdits { () throws in
///     try manager.linkItems([3, 1, 2])      // 3 → 1 → 2, finish-to-start
/// }
/// ```
extension GanttChartItemManager {
    /// Removes the items that exist among `ids` (and their links).
    /// - Complexity: O(k) removals for k ids.
    public func removeItems(_ ids: [GanttChartItem.ID]) throws(GanttChartValidationError) {
        for id in ids where item(withID: id) != nil { try removeItem(id) }
    }

    /// Links each item to the next in `ids` (the order they were selected),
    /// as Microsoft Project's Link Tasks does; a pair already linked that way
    /// keeps its link.
    /// - Parameters:
    ///   - ids: At least two items.
    ///   - type: The links' type; finish-to-start by default.
    /// - Throws: ``GanttChartSelectionEditError`` naming the pair when a link
    ///   would close a cycle or link a summary to its own task (nothing is
    ///   linked then, inside ``recordingEdits(_:)``), or a missing item.
    /// - Complexity: O(k) links, each as ``addNewDependency(from:to:type:)``.
    public func linkItems(_ ids: [GanttChartItem.ID], type: GanttChartDependency.DependencyType = .fromFinishToStart) throws(GanttChartSelectionEditError) {
        func label(_ id: GanttChartItem.ID) -> String { item(withID: id).map { "\"\($0.label)\"" } ?? "item \(id.rawValue)" }
        for (from, to) in zip(ids, ids.dropFirst()) where from != to {
            guard item(withID: from) != nil, item(withID: to) != nil else {
                throw GanttChartSelectionEditError("there is no item \(item(withID: from) == nil ? from.rawValue : to.rawValue) to link")
            }
            if source.outgoingDependencies(from: from).contains(where: { $0.to == to }) { continue }
            if source.dependencyPath(from: to, to: from) != nil {
                throw GanttChartSelectionEditError("\(label(from)) already follows \(label(to)): linking \(label(from)) → \(label(to)) would make a cycle")
            }
            if isAncestor(from, of: to) || isAncestor(to, of: from) {
                throw GanttChartSelectionEditError("\(label(from)) → \(label(to)) would link a summary task to its own subtask")
            }
            do {
                try addNewDependency(from: from, to: to, type: type)
            } catch {
                throw GanttChartSelectionEditError("\(label(from)) → \(label(to)): \(error.description)")
            }
        }
    }

    /// Removes every link between two of `ids`; for a single item, every link of it.
    /// - Returns: The number of links removed.
    /// - Complexity: O(l) for the links of the items.
    @discardableResult
    public func unlinkItems(_ ids: [GanttChartItem.ID]) throws(GanttChartValidationError) -> Int {
        let set = Set(ids)
        var removed = Set<GanttChartDependency.ID>()
        for id in ids {
            for dependency in source.outgoingDependencies(from: id) + source.incomingDependencies(to: id)
            where (set.count == 1 || (set.contains(dependency.from) && set.contains(dependency.to))) && !removed.contains(dependency.id) {
                try removeDependency(dependency.id)
                removed.insert(dependency.id)
            }
        }
        return removed.count
    }

    /// Indents the rows of `ids` (see ``indentRow(_:)``), top to bottom, so
    /// that neighbouring rows go under the same task above them; a row under
    /// another of the rows moves with it and is not indented again.
    /// - Throws: ``GanttChartOutlineEditError`` of the first row refused.
    /// - Complexity: O(k (n + r)) for k rows.
    public func indentRows(ofItems ids: [GanttChartItem.ID]) throws(GanttChartOutlineEditError) {
        for id in outlineOrder(withoutNested: ids) {
            guard let row = item(withID: id)?.row else { continue }
            try indentRow(row)
        }
    }

    /// Outdents the rows of `ids` (see ``outdentRow(_:)``), top to bottom; a
    /// row under another of the rows moves with it and is not outdented again.
    /// - Throws: ``GanttChartOutlineEditError`` of the first row refused.
    /// - Complexity: O(k (n + r)) for k rows.
    public func outdentRows(ofItems ids: [GanttChartItem.ID]) throws(GanttChartOutlineEditError) {
        for id in outlineOrder(withoutNested: ids) {
            guard let row = item(withID: id)?.row else { continue }
            try outdentRow(row)
        }
    }

    /// Deletes the tasks of `ids` with the tasks under them and closes their
    /// rows (see ``deleteTask(onRow:)``), all in one pass; an item that is
    /// not its row's main item goes alone, its row stays.
    /// - Returns: The number of items deleted.
    /// - Throws: ``GanttChartOutlineEditError`` of the first task's row when
    ///   an item cannot go (inside ``recordingEdits(_:)``, nothing changes then).
    /// - Complexity: O(n log n + r) for n items and r rows, plus the behavior.
    @discardableResult
    public func deleteTasks(ofItems ids: [GanttChartItem.ID]) throws(GanttChartOutlineEditError) -> Int {
        let outline = GanttChartRowOutline(manager: self)
        var rows: [Int] = []
        var alone: [GanttChartItem.ID] = []
        for id in outlineOrder(withoutNested: ids) {
            guard let row = item(withID: id)?.row else { continue }
            if outline.mainItem(onRow: row)?.id == id { rows.append(row) } else { alone.append(id) }
        }
        guard let first = rows.first ?? alone.first.flatMap({ item(withID: $0)?.row }) else { return 0 }
        return try deleteBlocks(startingAt: rows, alone: alone, in: outline, reportingRow: first).count
    }

    /// `ids` by row, without those nested under another of them.
    private func outlineOrder(withoutNested ids: [GanttChartItem.ID]) -> [GanttChartItem.ID] {
        let set = Set(ids)
        return Array(set).filter { id in
            var ancestor = parent(of: id)
            while let current = ancestor {
                if set.contains(current) { return false }
                ancestor = parent(of: current)
            }
            return item(withID: id) != nil
        }.sorted { (item(withID: $0)!.row, $0) < (item(withID: $1)!.row, $1) }
    }

    /// Puts the rows in a new order (a sorted view written back to the plan):
    /// the row at position `i` becomes old row `order[i]`. The outline must
    /// stay the same — each row below its parent's row, inside its block — so
    /// only siblings (with the rows under them) change places. Dates do not
    /// change, and the behavior does not run.
    /// - Parameter order: A permutation of `0..<totalRowCount`.
    /// - Throws: ``GanttChartSelectionEditError`` when `order` is not a
    ///   permutation of the rows or would move a row away from its parent.
    /// - Complexity: O(n + r) for n items and r rows.
    public func reorderRows(_ order: [Int]) throws(GanttChartSelectionEditError) {
        let outline = GanttChartRowOutline(manager: self)
        let rowCount = outline.rowCount
        guard order.count == rowCount else {
            throw GanttChartSelectionEditError("the new order has \(order.count) rows, the plan \(rowCount)")
        }
        var newRow = [Int](repeating: -1, count: rowCount)
        for (position, row) in order.enumerated() {
            guard row >= 0, row < rowCount, newRow[row] == -1 else {
                throw GanttChartSelectionEditError("the new order names row \(row + 1) \(row >= 0 && row < rowCount ? "twice" : "that does not exist")")
            }
            newRow[row] = position
        }
        // Read as an outline is read (see GanttChartRowOutline): every row's parent must be an open row above it.
        var open: [Int] = []
        for row in order {
            if let parent = outline.parentRow(of: row) {
                guard let depth = open.lastIndex(of: parent) else {
                    let label = outline.mainItem(onRow: row).map { "\"\($0.label)\"" } ?? "row \(row + 1)"
                    throw GanttChartSelectionEditError("\(label) would leave its summary's rows")
                }
                open.removeSubrange((depth + 1)...)
            } else {
                open.removeAll()
            }
            open.append(row)
        }
        let moving = source.items.filter { $0.row < rowCount && newRow[$0.row] != $0.row }.sorted { $0.id < $1.id }
        guard !moving.isEmpty else { return }
        do {
            try apply(moving.map { .row($0.id, from: $0.row, to: newRow[$0.row]) }, runningBehavior: false)
        } catch {
            throw GanttChartSelectionEditError(error.description)
        }
    }
}
